// The labelled Pulse sets are data that other work is measured against: all must pass the set checker, and the
// hand-written sets' items.jsonl must be exactly what their sources build (so edits go through src/).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HELD_OUT, TUNING } from "../eval/pulse/sets.mjs";
import { EVENT_KINDS } from "../src/pulse/engine/event-kinds.js";

const root = join(import.meta.dirname, "..");
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });
const dir = mkdtempSync(join(tmpdir(), "eval-sets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Every labelled set, as `eval/pulse/sets.mjs` lists them: adding a set there checks it here. */
const ALL: string[] = [...TUNING, HELD_OUT];

describe("labelled Pulse evaluation sets", () => {
  it.each(ALL.map((set) => `eval/${set}/items.jsonl`))("%s passes the checker", (file) => {
    expect(node(["eval/pulse/check.mjs", file])).toContain("OK: all checks passed");
  });

  it.each(ALL)("eval/%s/items.jsonl is what its sources build", (set) => {
    const out = join(dir, `${set}.jsonl`);
    node([`eval/${set}/src/build.mjs`, out]);
    expect(readFileSync(out, "utf8")).toBe(readFileSync(join(root, `eval/${set}/items.jsonl`), "utf8"));
  });

  // A set's hand kinds: one per item, each a kind the engine knows, "none", or "other:<name>" for an event the
  // engine has no kind for.
  const checkKinds = (set: string) => {
    const lines = (file: string) =>
      readFileSync(join(root, `eval/${set}/${file}`), "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l));
    const ids = lines("items.jsonl").map((r: { id: number }) => r.id);
    const kinds = lines("kinds.jsonl") as { id: number; kind: string }[];
    expect(kinds.map((k) => k.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const valid = new Set<string>([...EVENT_KINDS, "none"]);
    const bad = kinds.filter((k) => !valid.has(k.kind) && !/^other:[a-z][a-z0-9-]*$/.test(k.kind));
    expect(bad).toEqual([]);
  };
  // kinds.mjs measures the event reader against the tuning sets' hand kinds; the held-out set's are checked the same
  // way (and read by nothing until its round is scored).
  it.each(TUNING)("eval/%s/kinds.jsonl has one valid kind per item", checkKinds);
  it.each([HELD_OUT])("eval/%s/kinds.jsonl (held out) has one valid kind per item", checkKinds);
});
