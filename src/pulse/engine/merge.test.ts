import { describe, expect, it } from "vitest";
import { indexed } from "../../../tests/helpers/engine-narratives.js";
import { DEFAULTS } from "./assign.js";
import { mergeConverged } from "./merge.js";
import { type Narrative, newNarrative } from "./narrative.js";
import type { EngineItem } from "./types.js";

const T0 = Date.parse("2026-11-20T00:00:00Z");
const H = 3_600_000;

function narrative(id: number, hours: number, centroid: [string, number][], members: number): Narrative {
  const at = new Date(T0 + hours * H);
  const item = { id, storyId: id, firstSeenAt: at } as EngineItem;
  const n = newNarrative(id, item, new Map(centroid), `n${id}`);
  n.record.itemCount = members;
  n.recent = Array.from({ length: members }, (_, i) => ({
    itemId: id * 100 + i,
    storyId: id * 100 + i,
    source: "s",
    domain: "dev" as const,
    at: new Date(at.getTime() + i * 60_000),
    engagementScore: undefined,
    similarity: 0.5,
  }));
  n.oldest = at.getTime();
  return n;
}

const setup = indexed;

describe("mergeConverged", () => {
  it("folds the younger into the older, even when the younger is larger", () => {
    const older = narrative(
      1,
      0,
      [
        ["nvidia", 0.8],
        ["china", 0.6],
      ],
      1,
    );
    const younger = narrative(
      2,
      3,
      [
        ["nvidia", 0.7],
        ["china", 0.6],
        ["licence", 0.39],
      ],
      10,
    );
    const { narratives, index } = setup([older, younger]);
    const merges = mergeConverged([2], narratives, index, DEFAULTS);
    expect(merges.map((m) => [m.from, m.into])).toEqual([[2, 1]]);
    expect(younger.record.status).toBe("merged");
    expect(younger.record.mergedInto).toBe(1);
    expect([...narratives.keys()]).toEqual([1]);
    expect(older.record.itemCount).toBe(11);
    expect(older.recent).toHaveLength(11);
    expect(older.record.firstSeenAt).toEqual(new Date(T0));
    // The larger side's vocabulary came with it.
    expect(older.centroid.has("licence")).toBe(true);
    expect(index.candidates([["licence", 1]], 5)).toEqual([1]);
    expect(index.candidates([["nvidia", 1]], 5)).toEqual([1]);
  });

  it("leaves apart narratives below the threshold, or converged but far apart in time", () => {
    const a = narrative(
      1,
      0,
      [
        ["nvidia", 0.8],
        ["china", 0.6],
      ],
      3,
    );
    const b = narrative(
      2,
      1,
      [
        ["nvidia", 0.6],
        ["earnings", 0.8],
      ],
      3,
    );
    const { narratives, index } = setup([a, b]);
    // cosine 0.48 against a threshold of 0.5.
    expect(mergeConverged([2], narratives, index, { ...DEFAULTS, mergeThreshold: 0.5 })).toEqual([]);
    const late = narrative(
      3,
      80,
      [
        ["nvidia", 0.8],
        ["china", 0.6],
      ],
      3,
    );
    const far = setup([a, late]);
    // Same centroid, but its last item is 80 h later: the time penalty (0.5^(68/24) ≈ 0.14) keeps them apart.
    expect(mergeConverged([3], far.narratives, far.index, DEFAULTS)).toEqual([]);
  });
  it("a narrative that reports an event does not merge into an older one of questions alone", () => {
    const terms: [string, number][] = [
      ["dialect", 0.7],
      ["speech", 0.6],
      ["benchmark", 0.39],
    ];
    const make = (asked: boolean) => {
      const older = narrative(1, 0, terms, 1);
      older.recent = older.recent.map((m) => (asked ? { ...m, question: true as const } : m));
      const younger = narrative(2, 3, terms, 2);
      younger.recent = younger.recent.map((m) => ({ ...m, kind: "research" as const }));
      younger.kinds = new Map([["research", 2]]);
      return setup([older, younger]);
    };
    const asked = make(true);
    expect(mergeConverged([2], asked.narratives, asked.index, DEFAULTS)).toEqual([]);
    const told = make(false);
    expect(mergeConverged([2], told.narratives, told.index, DEFAULTS).map((m) => [m.from, m.into])).toEqual([
      [2, 1],
    ]);
  });
});
