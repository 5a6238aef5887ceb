import { describe, expect, it } from "vitest";
import { articleItem } from "../../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "./engine.js";
import type { EngineChanges, EngineItem } from "./types.js";

const T0 = Date.parse("2026-11-20T00:00:00Z");
const H = 3_600_000;

const item = (id: number, hours: number, title: string, content: string, storyId = id): EngineItem =>
  articleItem(id, new Date(T0 + hours * H), title, content, { storyId });

/** A story that keeps going for four and a half days (an item every 8 hours), plus two copies of its first item. */
function stream(): { items: EngineItem[]; at: number }[] {
  const steps: { items: EngineItem[]; at: number }[] = [];
  for (let k = 0; k < 14; k++) {
    steps.push({
      at: k * 8 + 1,
      items: [
        item(
          k + 1,
          k * 8,
          `Nvidia H200 export licences for China, day ${k + 1}`,
          "The Commerce Department granted Nvidia H200 export licences for Chinese buyers.",
        ),
      ],
    });
  }
  // A copy of item 1 (same collector story) with unrelated words: within 72 h it follows its original...
  steps[3]?.items.push(item(100, 24.5, "Pasta recipes for busy weeknights", "Boil water and add salt.", 1));
  // ...once the original and that copy are more than 72 h old, they have left the narrative's recent members, and a
  // new copy is judged on its words.
  steps[13]?.items.push(item(101, 104.5, "Pasta recipes for busy weeknights", "Boil water and add salt.", 1));
  return steps;
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe("near-duplicate routing over time", () => {
  it("routes copies while the original is recent, then judges them on their words", () => {
    const e = new NarrativeEngine();
    const owner = new Map<number, number>();
    for (const s of stream()) {
      for (const a of e.ingest(s.items, new Date(T0 + s.at * H)).assignments)
        owner.set(a.itemId, a.narrativeId);
    }
    expect(owner.get(100)).toBe(owner.get(1));
    expect(owner.get(101)).not.toBe(owner.get(1));
  });

  it("routes identically after a restart at any step (ticks included)", () => {
    const straight = new NarrativeEngine();
    const expected: EngineChanges[] = [];
    for (const s of stream()) {
      expected.push(straight.ingest(s.items, new Date(T0 + s.at * H)));
      expected.push(straight.tick(new Date(T0 + (s.at + 4) * H)));
    }
    let e = new NarrativeEngine();
    const got: EngineChanges[] = [];
    for (const s of stream()) {
      e = new NarrativeEngine(json(e.state()));
      got.push(e.ingest(s.items, new Date(T0 + s.at * H)));
      e = new NarrativeEngine(json(e.state()));
      got.push(e.tick(new Date(T0 + (s.at + 4) * H)));
    }
    expect(json(got)).toEqual(json(expected));
    expect(json(e.state())).toEqual(json(straight.state()));
  });
});
