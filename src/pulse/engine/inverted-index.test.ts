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
});
