import { describe, expect, it } from "vitest";
import { articleItem } from "../../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "./engine.js";
import { sharesOnlyNames } from "./names-only.js";
import type { EngineItem } from "./types.js";

const T0 = Date.parse("2026-11-20T08:00:00Z");
const H = 3_600_000;

const item = (id: number, hours: number, title: string, content: string): EngineItem =>
  articleItem(id, new Date(T0 + hours * H), title, content, { source: "techcrunch" });

const delay = [
  item(
    1,
    0,
    "Vantor delays its Orion Ultra chips to 2028",
    "Vantor told customers its Orion Ultra accelerators will ship a year late after a packaging redesign, pushing back data center buildouts planned for next year.",
  ),
  item(
    2,
    1,
    "Vantor Orion Ultra reportedly slips a year",
    "The delay follows a packaging redesign and pushes back data center buildouts, people briefed by Vantor said.",
  ),
];
/** A supplier's news the next day: it names the company and the chip, and says nothing of the delay. */
const supplier = item(
  3,
  20,
  "Hanwa passes Vantor qualification tests for its stacked memory",
  "Hanwa said its stacked memory for Orion Ultra finally passed qualification testing after two years of failed attempts; memory shipments start in spring.",
);

function narrativesOf(engine: NarrativeEngine, items: EngineItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const it of items) {
    for (const a of engine.ingest([it], it.firstSeenAt).assignments) out.set(a.itemId, a.narrativeId);
  }
  return out;
}

describe("an item sharing only names with a narrative", () => {
  it("stays apart when most of what it says is its own story", () => {
    const got = narrativesOf(new NarrativeEngine(), [...delay, supplier]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
    // With the names counted fully, the shared company and chip names alone would have joined it.
    const plain = narrativesOf(new NarrativeEngine(undefined, { conflictNameWeight: 1 }), [
      ...delay,
      supplier,
    ]);
    expect(plain.get(3)).toBe(plain.get(1));
  });

  it("is not a headline that is little but names, nor an item sharing one word of its own", () => {
    const proper = new Set(["orion", "ultra", "vantor"]);
    // "Vantor Orion Ultra": nothing but names to share.
    const names = new Map([
      ["orion", 0.6],
      ["ultra", 0.6],
      ["vantor", 0.5],
      ["chip", 0.2],
    ]);
    expect(sharesOnlyNames(names, proper, 0.4, 0.4)).toBe(false);
    const story = new Map([
      ["vantor", 0.4],
      ["memory", 0.5],
      ["qualification", 0.5],
      ["test", 0.5],
      ["spring", 0.3],
    ]);
    expect(sharesOnlyNames(story, proper, 0.3, 0.3)).toBe(true);
    // A shared word of weight (a tenth of the cosine) is a shared "what".
    expect(sharesOnlyNames(story, proper, 0.3, 0.27)).toBe(false);
  });
});
