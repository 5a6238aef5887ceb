import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package's own version, found by walking up from this file (works from src/ and from dist/src/). */
export function packageVersion(): string {
  return findPackage()?.version ?? "0.0.0";
}

/** The package's root folder (where package.json is), for files shipped beside the code such as the snapshot. */
export function packageRoot(): string {
  const found = findPackage();
  if (!found) throw new Error("cannot find the intel-digest package root");
  return found.dir;
}

function findPackage(): { dir: string; version: string } | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === "intel-digest" && pkg.version) return { dir, version: pkg.version };
    } catch {
      // not here; keep walking up
    }
    dir = dirname(dir);
  }
  return undefined;
}
