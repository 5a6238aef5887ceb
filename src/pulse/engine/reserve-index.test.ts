import { describe, expect, it } from "vitest";
import { typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { chooseNarrative, DEFAULTS, type ItemEvidence, indexTermsOf } from "./assign.js";
import { InvertedIndex } from "./inverted-index.js";
import type { Narrative } from "./narrative.js";
import { ReserveIndex } from "./reserve-index.js";
import { ranked } from "./vectors.js";

const at = new Date("2026-11-25T16:00:00Z");

/** A story's 20 heaviest words: 12 heavy ("h1" …), then 8 lesser ("l1" …). */
function story(id: number, lesser = ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8"]): Narrative {
  const heavy: [string, number][] = Array.from({ length: 12 }, (_, i) => [`h${i + 1}`, 0.4 - i * 0.01]);
  return typedNarrative(id, at, [...heavy, ...lesser.map((t): [string, number] => [t, 0.15])], [undefined]);
}

describe("ReserveIndex", () => {
  it("walks a narrative's heaviest words for every item, its lesser words only when asked", () => {
    const index = new ReserveIndex(100, 12);
    index.set(1, indexTermsOf(story(1), DEFAULTS));
    expect(index.candidates([["l1", 1]], 4)).toEqual([]);
    expect(index.candidates([["h3", 1]], 4)).toEqual([1]);
    expect(index.reserveCandidates([["l1", 1]], 4, [])).toEqual([1]);
    expect(index.reserveCandidates([["h3", 1]], 4, [])).toEqual([]);
    // Narratives already scored are left out; the rest rank by the query's weight they share (ties: lower id).
    index.set(2, indexTermsOf(story(2, ["l1", "l2", "x3", "x4", "x5", "x6", "x7", "x8"]), DEFAULTS));
    index.set(3, indexTermsOf(story(3, ["l1", "y2", "y3", "y4", "y5", "y6", "y7", "y8"]), DEFAULTS));
    const query: [string, number][] = [
      ["l1", 0.5],
      ["l2", 0.4],
    ];
    expect(index.reserveCandidates(query, 4, [])).toEqual([1, 2, 3]);
    expect(index.reserveCandidates(query, 1, [1])).toEqual([2]);
  });

  it("follows a narrative's lesser words as they change, and forgets a removed narrative", () => {
    const index = new ReserveIndex(100, 12);
    index.set(1, indexTermsOf(story(1), DEFAULTS));
    expect(index.reserveCandidates([["l8", 1]], 4, [])).toEqual([1]);
    index.set(1, indexTermsOf(story(1, ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "z8"]), DEFAULTS));
    expect(index.reserveCandidates([["l8", 1]], 4, [])).toEqual([]);
    expect(index.reserveCandidates([["z8", 1]], 4, [])).toEqual([1]);
    index.remove(1);
    expect(index.reserveCandidates([["z8", 1]], 4, [])).toEqual([]);
    expect(index.candidates([["h1", 1]], 4)).toEqual([]);
  });
});

describe("chooseNarrative with lesser words", () => {
  // A second-day post that shares four of the story's lesser words and none of its heaviest.
  const item = new Map([
    ["l1", 0.5],
    ["l2", 0.5],
    ["l3", 0.5],
    ["l4", 0.5],
  ]);
  const evidence: ItemEvidence = { ranked: ranked(item), proper: new Set(), kind: undefined };

  it("scores a narrative that only its lesser words reach when no other candidate takes the item", () => {
    const n = story(1);
    const narratives = new Map([[1, n]]);
    const index = new ReserveIndex(DEFAULTS.maxPosting, DEFAULTS.indexTerms);
    index.set(1, indexTermsOf(n, DEFAULTS));
    expect(chooseNarrative(item, evidence, at, index, narratives, DEFAULTS)?.narrative.record.id).toBe(1);
    // An index of the heaviest words alone never shows it the narrative.
    const plain = new InvertedIndex(DEFAULTS.maxPosting);
    plain.set(1, indexTermsOf(n, { ...DEFAULTS, reserveTerms: 0 }));
    expect(chooseNarrative(item, evidence, at, plain, narratives, DEFAULTS)).toBeUndefined();
  });
});
