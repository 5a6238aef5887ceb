import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Installs packed workspace packages into an empty folder the way a user would (`npm ci` from a lockfile), but
 * offline: the lockfile is cut from the repository's own, so every dependency comes, at the version the repo tested,
 * from the local npm cache that `npm ci` filled. npm cannot resolve version ranges offline without registry
 * metadata, which `npm ci` never caches; a lockfile needs none.
 */

const run = promisify(execFile);

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
  [key: string]: unknown;
}

export interface Packed {
  name: string;
  /** Folder of the workspace package, relative to the repo root ("packages/client"). */
  dir: string;
  /** Absolute path of its `npm pack` tarball. */
  tarball: string;
}

export async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run("npm", args, { cwd, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 });
  return stdout;
}

export async function pack(root: string, dir: string, dest: string): Promise<Packed> {
  const out = JSON.parse(await npm(["pack", "--json", "--pack-destination", dest], join(root, dir))) as {
    name: string;
    filename: string;
  }[];
  const first = out[0];
  if (!first) throw new Error(`npm pack of ${dir} wrote nothing`);
  return { name: first.name, dir, tarball: join(dest, first.filename) };
}

/** Where Node would find `name` when required from the lockfile entry at `from` ("" is the root). */
function lookup(entries: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (entries[key]) return key;
    if (base === "") return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/** Writes package.json and package-lock.json for a project depending on exactly `packed`. */
export function writeOfflineProject(root: string, target: string, packed: Packed[]): void {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const entries = lock.packages;
  const byName = new Map(packed.map((p) => [p.name, p]));
  const out: Record<string, LockEntry> = {};
  const deps = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  out[""] = { name: "packed-install", dependencies: deps };

  const visit = (key: string, as: string) => {
    if (out[as]) return;
    const entry = entries[key];
    if (!entry) throw new Error(`lockfile has no ${key}`);
    const workspace = [...byName.values()].find((p) => p.dir === key);
    const { dev: _d, devOptional: _o, ...kept } = entry;
    // A workspace package is described by its own package.json: the lockfile may lag behind an edit to it.
    const source: LockEntry = workspace ? manifestOf(root, workspace) : entry;
    out[as] = workspace
      ? { ...source, resolved: `file:${workspace.tarball}`, integrity: integrityOf(workspace.tarball) }
      : kept;
    const wanted = {
      ...source.dependencies,
      ...source.optionalDependencies,
      ...source.peerDependencies,
    };
    for (const name of Object.keys(wanted)) {
      const ws = byName.get(name);
      if (ws) {
        visit(ws.dir, `node_modules/${name}`);
        continue;
      }
      const found = lookup(entries, key, name);
      // Optional dependencies of other platforms and optional peers are absent: nothing to install.
      if (!found) continue;
      const mapped = found.startsWith(`${key}/`) ? `${as}${found.slice(key.length)}` : found;
      visit(found, mapped);
    }
  };
  for (const p of packed) visit(p.dir, `node_modules/${p.name}`);

  writeFileSync(
    join(target, "package.json"),
    JSON.stringify({ name: "packed-install", private: true, dependencies: deps }, null, 2),
  );
  writeFileSync(
    join(target, "package-lock.json"),
    JSON.stringify({ name: "packed-install", lockfileVersion: 3, requires: true, packages: out }, null, 2),
  );
}

const integrityOf = (file: string) =>
  `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;

function manifestOf(root: string, p: Packed): LockEntry {
  const m = JSON.parse(readFileSync(join(root, p.dir, "package.json"), "utf8")) as LockEntry;
  const { name, version, license, dependencies, bin, engines } = m;
  return { name, version, license, dependencies, bin, engines };
}
