// The labelled Pulse sets are data that other work is measured against: all must pass the set checker, and the
// hand-written sets' items.jsonl must be exactly what their sources build (so edits go through src/).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });
const dir = mkdtempSync(join(tmpdir(), "eval-sets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("labelled Pulse evaluation sets", () => {
  it.each([
    "eval/pulse/items.jsonl",
    "eval/pulse-events/items.jsonl",
    "eval/pulse-dev/items.jsonl",
    "eval/pulse-final/items.jsonl",
    "eval/pulse-blind/items.jsonl",
    "eval/pulse-round5/items.jsonl",
    "eval/pulse-round6/items.jsonl",
  ])("%s passes the checker", (file) => {
    expect(node(["eval/pulse/check.mjs", file])).toContain("OK: all checks passed");
  });

  it.each(["pulse-events", "pulse-dev", "pulse-final", "pulse-blind", "pulse-round5", "pulse-round6"])(
    "eval/%s/items.jsonl is what its sources build",
    (set) => {
      const out = join(dir, `${set}.jsonl`);
      node([`eval/${set}/src/build.mjs`, out]);
      expect(readFileSync(out, "utf8")).toBe(readFileSync(join(root, `eval/${set}/items.jsonl`), "utf8"));
    },
  );
});
