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

  it("takes over a spare map of the item's terms, and builds its own when the spare holds other terms", () => {
    const rand = rng(11);
    const vocabulary = Array.from({ length: 200 }, (_, i) => (i % 6 === 0 ? `m${i}x` : `t${i}`));
    const pick = () => vocabulary[Math.floor(rand() * vocabulary.length)] as string;
    for (let round = 0; round < 100; round++) {
      const item: Vector = new Map();
      const size = 1 + Math.floor(rand() * 60);
      while (item.size < size) item.set(pick(), rand());
      const proper = new Set([...item.keys()].filter(() => rand() < 0.3));
      // The engine's case: the item's counts, same terms, same order, other values.
      const counts = new Map([...item.keys()].map((t) => [t, 1 + rand()]));
      // A wrong spare: as many terms, one of them another (its stale value must not be read).
      const keys = [...item.keys()];
      const other = vocabulary.find((t) => !item.has(t)) as string;
      const stranger = new Map(keys.map((t, i) => [i === 0 ? other : t, 0]));
      const centroid: Vector = new Map([[other, rand()]]);
      const k = 1 + Math.floor(rand() * 48);
      while (centroid.size < k) centroid.set(rand() < 0.5 ? pick() : (keys[0] as string), rand());
      const want = similarityOf(item, proper, centroid);
      expect(new ItemTerms(item, proper, counts).similarityTo(centroid)).toEqual(want);
      // Taken over: the counts now hold each term's position.
      expect([...counts.values()]).toEqual(keys.map((_, i) => i));
      expect(new ItemTerms(item, proper, stranger).similarityTo(centroid)).toEqual(want);
      // A spare with fewer terms (a subset) is completed in place.
      const subset = new Map(keys.slice(1).map((t) => [t, 5]));
      expect(new ItemTerms(item, proper, subset).similarityTo(centroid)).toEqual(want);
    }
  });
});
