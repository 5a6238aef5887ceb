import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MARKER = join("devnet", "hardhat.config.cjs");

let cachedRoot: string | undefined;

/**
 * The repository root. Searched for rather than computed because this module runs both from `devnet/`
 * (vitest) and from `dist/devnet/` (built CLI), while the Solidity sources and the Hardhat config only
 * exist in the source tree.
 */
export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, MARKER))) {
      cachedRoot = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`devnet: cannot find ${MARKER} above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export function devnetPath(...segments: string[]): string {
  return join(projectRoot(), "devnet", ...segments);
}
