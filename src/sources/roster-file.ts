import { readFileSync } from "node:fs";
import { z } from "zod";
import { BUILT_IN_ROSTER } from "./roster.js";
import { type Adapter, SOURCE_DOMAINS, type SourceSpec } from "./types.js";

/** A roster entry with its adapter and validated settings: what the collector runs. */
export interface ResolvedSource {
  spec: SourceSpec;
  adapter: Adapter<unknown>;
  settings: unknown;
  timeoutMs: number;
  minIntervalMs: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Every problem of a roster at once, each naming the entry and field, so an operator fixes the file in one go. */
export class RosterError extends Error {
  readonly problems: string[];
  constructor(origin: string, problems: string[]) {
    super(`invalid source roster (${origin}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "RosterError";
    this.problems = problems;
  }
}

const Id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lower-case letters, digits and dashes (at most 63)");

const Entry = z.strictObject({
  id: Id,
  name: z.string().trim().min(1).max(120),
  domain: z.enum(SOURCE_DOMAINS),
  adapter: z.string().min(1),
  settings: z.record(z.string(), z.unknown()).default({}),
  timeoutMs: z.number().int().min(500).max(120_000).optional(),
  minIntervalMs: z.number().int().min(0).max(600_000).optional(),
  enabled: z.boolean().optional(),
});

/** In `extend` mode an entry may only switch a built-in source off: `{"id": "mastodon", "enabled": false}`. */
const Disable = z.strictObject({ id: Id, enabled: z.literal(false) });

const RosterFile = z.union([
  z.array(z.unknown()),
  z.strictObject({ mode: z.enum(["replace", "extend"]).default("replace"), sources: z.array(z.unknown()) }),
]);

const pathOf = (path: PropertyKey[]) =>
  path.reduce<string>((acc, k) => (typeof k === "number" ? `${acc}[${k}]` : `${acc}.${String(k)}`), "");

/**
 * Checks every entry (shape, unique ids, known adapter, the adapter's own settings schema) and resolves it.
 * Disabled entries are dropped. Throws `RosterError` listing all problems.
 */
export function resolveRoster(
  specs: readonly unknown[],
  adapters: ReadonlyMap<string, Adapter<unknown>>,
  origin = "built-in",
  /** How problems name each entry (default `sources[i]`): an extended roster names the file's own index. */
  labels?: readonly string[],
): ResolvedSource[] {
  const problems: string[] = [];
  const out: ResolvedSource[] = [];
  const ids = new Set<string>();
  specs.forEach((raw, i) => {
    const at = labels?.[i] ?? `sources[${i}]`;
    const parsed = Entry.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${at}${pathOf(issue.path)}: ${issue.message}`);
      return;
    }
    const spec = parsed.data;
    if (ids.has(spec.id)) problems.push(`${at}.id: "${spec.id}" is used twice`);
    ids.add(spec.id);
    const adapter = adapters.get(spec.adapter);
    if (!adapter) {
      problems.push(
        `${at}.adapter: unknown adapter "${spec.adapter}" (known: ${[...adapters.keys()].join(", ")})`,
      );
      return;
    }
    const settings = adapter.settings.safeParse(spec.settings);
    if (!settings.success) {
      for (const issue of settings.error.issues)
        problems.push(`${at}.settings${pathOf(issue.path)} (${spec.id}): ${issue.message}`);
      return;
    }
    if (spec.enabled === false) return;
    out.push({
      spec,
      adapter,
      settings: settings.data,
      timeoutMs: spec.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      minIntervalMs: spec.minIntervalMs ?? 0,
    });
  });
  if (problems.length) throw new RosterError(origin, problems);
  if (!out.length) throw new RosterError(origin, ["no enabled source"]);
  return out;
}

/**
 * The roster to run: the built-in one, or `SOURCES_FILE` (JSON: an array of entries, which replaces the built-in
 * roster, or `{"mode": "extend", "sources": [...]}`, which adds entries, replaces built-ins of the same id and can
 * switch built-ins off).
 */
export function loadRoster(
  file: string | undefined,
  adapters: ReadonlyMap<string, Adapter<unknown>>,
): ResolvedSource[] {
  if (!file) return resolveRoster(BUILT_IN_ROSTER, adapters);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    const why = e instanceof SyntaxError ? `not valid JSON (${e.message})` : "cannot be read";
    throw new RosterError(file, [`the file ${why}`]);
  }
  const parsed = RosterFile.safeParse(json);
  if (!parsed.success)
    throw new RosterError(file, [
      'expected an array of sources or {"mode": "replace" | "extend", "sources": [...]}',
    ]);
  const body = parsed.data;
  if (Array.isArray(body) || body.mode === "replace")
    return resolveRoster(Array.isArray(body) ? body : body.sources, adapters, file);

  const merged = new Map<string, { raw: unknown; at: string }>(
    BUILT_IN_ROSTER.map((s) => [s.id, { raw: s, at: `built-in source "${s.id}"` }]),
  );
  const problems: string[] = [];
  const fromFile = new Set<string>();
  body.sources.forEach((raw, i) => {
    const off = Disable.safeParse(raw);
    if (off.success) {
      if (!merged.has(off.data.id))
        problems.push(`sources[${i}].id: "${off.data.id}" is not a built-in source, nothing to switch off`);
      merged.delete(off.data.id);
      return;
    }
    const id = (raw as { id?: unknown })?.id;
    if (typeof id === "string") {
      // A second entry would silently replace the first one in the merge below.
      if (fromFile.has(id)) problems.push(`sources[${i}].id: "${id}" is used twice`);
      fromFile.add(id);
    }
    merged.set(typeof id === "string" ? id : `#${i}`, { raw, at: `sources[${i}]` });
  });
  if (problems.length) throw new RosterError(file, problems);
  const entries = [...merged.values()];
  return resolveRoster(
    entries.map((e) => e.raw),
    adapters,
    file,
    entries.map((e) => e.at),
  );
}
