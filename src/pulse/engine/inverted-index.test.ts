import { describe, expect, it } from "vitest";
import { InvertedIndex } from "./inverted-index.js";

describe("InvertedIndex", () => {
  it("finds the narratives sharing query terms, best partial score first, ties by id", () => {
    const idx = new InvertedIndex(100);
    idx.set(1, [
      ["openai", 0.8],
      ["gpt5.5", 0.6],
    ]);
    idx.set(2, [
      ["nvidia", 0.9],
      ["china", 0.4],
    ]);
    idx.set(3, [
      ["openai", 0.5],
      ["funding", 0.8],
    ]);
    expect(
      idx.candidates(
        [
          ["openai", 1],
          ["gpt5.5", 1],
        ],
        5,
      ),
    ).toEqual([1, 3]);
    expect(idx.candidates([["china", 1]], 5)).toEqual([2]);
    expect(idx.candidates([["openai", 1]], 1)).toEqual([1]);
    expect(idx.candidates([["openai", 1]], 5, 1)).toEqual([3]);
    idx.set(4, [["openai", 0.8]]);
    expect(idx.candidates([["openai", 1]], 5)).toEqual([1, 4, 3]);
  });

  it("re-indexes a narrative whose top terms changed, and forgets removed ones", () => {
    const idx = new InvertedIndex(100);
    idx.set(1, [["old", 1]]);
    idx.set(1, [["new", 1]]);
    expect(idx.candidates([["old", 1]], 5)).toEqual([]);
    expect(idx.candidates([["new", 1]], 5)).toEqual([1]);
    idx.remove(1);
    expect(idx.candidates([["new", 1]], 5)).toEqual([]);
    expect(idx.size).toBe(0);
  });

  it("skips terms shared by more narratives than the posting cap", () => {
    const idx = new InvertedIndex(2);
    for (const id of [1, 2, 3]) idx.set(id, [["ai", 1]]);
    idx.set(4, [["rare", 1]]);
    expect(idx.candidates([["ai", 1]], 5)).toEqual([]);
    expect(
      idx.candidates(
        [
          ["ai", 1],
          ["rare", 1],
        ],
        5,
      ),
    ).toEqual([4]);
  });

  it("answers as a scan of every indexed narrative does, through re-indexing and removals", () => {
    const idx = new InvertedIndex(6);
    const indexed = new Map<number, [string, number][]>();
    let seed = 11;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const term = () => `t${Math.floor(rand() * 12)}`;
    const naive = (query: [string, number][], limit: number, except?: number) => {
      const holders = new Map<string, number>();
      for (const terms of indexed.values())
        for (const [t] of terms) holders.set(t, (holders.get(t) ?? 0) + 1);
      const scored: [number, number][] = [];
      for (const [id, terms] of indexed) {
        if (id === except) continue;
        let s = 0;
        for (const [t, qw] of query) {
          if ((holders.get(t) ?? 0) > 6) continue;
          const w = terms.find(([u]) => u === t)?.[1];
          if (w !== undefined) s += qw * w;
        }
        if (s !== 0) scored.push([id, s]);
      }
      scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return scored.slice(0, limit).map(([id]) => id);
    };
    for (let step = 0; step < 2000; step++) {
      const id = 1 + Math.floor(rand() * 15);
      if (rand() < 0.2) {
        idx.remove(id);
        indexed.delete(id);
      } else {
        const terms = new Map<string, number>();
        for (let k = Math.floor(rand() * 5); k >= 0; k--) terms.set(term(), Math.ceil(rand() * 8) / 8);
        idx.set(id, [...terms]);
        indexed.set(id, [...terms]);
      }
      const query: [string, number][] = [
        [term(), 1],
        [term(), 0.5],
      ];
      const except = rand() < 0.3 ? id : undefined;
      expect(idx.candidates(query, 4, except)).toEqual(naive(query, 4, except));
      expect(idx.size).toBe(indexed.size);
    }
  });
});
