import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../../tests/helpers/random.js";
import { similarityOf } from "./assign.js";
import { ItemTerms } from "./item-terms.js";
import type { Vector } from "./vectors.js";

describe("ItemTerms", () => {
  it("scores exactly as similarityOf, float for float, whatever the overlap and the order", () => {
    const rand = rng(7);
    const vocabulary = Array.from({ length: 300 }, (_, i) =>
      i % 7 === 0 ? `gpt${i}` : i % 5 === 0 ? `word${i} phrase` : `w${i}`,
    );
    const pick = () => vocabulary[Math.floor(rand() * vocabulary.length)] as string;
    for (let round = 0; round < 200; round++) {
      const item: Vector = new Map();
      const size = 1 + Math.floor(rand() * 90);
      while (item.size < size) item.set(pick(), rand());
      const proper = new Set([...item.keys()].filter(() => rand() < 0.3));
      const terms = new ItemTerms(item, proper);
      for (let c = 0; c < 4; c++) {
        const centroid: Vector = new Map();
        const k = Math.floor(rand() * 48);
        while (centroid.size < k)
          centroid.set(rand() < 0.5 ? pick() : ([...item.keys()][0] ?? pick()), rand());
        expect(terms.similarityTo(centroid)).toEqual(similarityOf(item, proper, centroid));
      }
    }
  });

  it("counts a digit term as specific and a bigram as no shared word", () => {
    const item: Vector = new Map([
      ["h200", 0.5],
      ["export control", 0.5],
      ["nvidia", 0.5],
    ]);
    const centroid: Vector = new Map([
      ["nvidia", 0.6],
      ["export control", 0.3],
      ["h200", 0.2],
    ]);
    const [s, names, shared] = new ItemTerms(item, new Set(["nvidia"])).similarityTo(centroid);
    expect(s).toBe(0.5 * 0.2 + 0.5 * 0.3 + 0.5 * 0.6);
    expect(names).toBe(0.5 * 0.6);
    expect(shared).toBe(1001);
  });
});
