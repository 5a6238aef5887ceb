import { describe, expect, it } from "vitest";
import { fromStored, type StoredExemplar, termLists, toStored } from "./exemplar.js";
import { termRecord } from "./vectors.js";

/** Seeded generator: the same terms every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  "gpt5",
  "2026",
  "openai",
  "7",
  "0",
  "01",
  "4294967295",
  "4294967294",
  "h200",
  "1.5",
  "chip",
  "a b",
];

function entries(random: () => number): [string, number][] {
  const seen = new Set<string>();
  const out: [string, number][] = [];
  const n = Math.floor(random() * 24);
  for (let i = 0; i < n; i++) {
    const t =
      random() < 0.5
        ? (WORDS[Math.floor(random() * WORDS.length)] as string)
        : `w${Math.floor(random() * 99)}`;
    if (seen.has(t)) continue;
    seen.add(t);
    out.push([t, random()]);
  }
  return out;
}

describe("exemplar term lists", () => {
  it("hold the terms in the order their record enumerates them, integer-like terms included", () => {
    const random = rng(7);
    for (let i = 0; i < 2_000; i++) {
      const e = entries(random);
      const record = termRecord(e);
      const { terms, weights } = termLists(e);
      expect(terms).toEqual(Object.keys(record));
      expect(weights).toEqual(Object.values(record));
    }
  });

  it("store as exactly the record the engine stored before", () => {
    const random = rng(11);
    for (let i = 0; i < 500; i++) {
      const e = entries(random);
      const before: StoredExemplar = {
        itemId: i,
        title: "t",
        lead: "l",
        similarity: 0.5,
        terms: termRecord(e),
      };
      const held = { itemId: i, title: "t", lead: "l", similarity: 0.5, ...termLists(e) };
      expect(JSON.stringify(toStored(held))).toBe(JSON.stringify(before));
      expect(JSON.stringify(toStored(fromStored(JSON.parse(JSON.stringify(before)))))).toBe(
        JSON.stringify(before),
      );
    }
  });

  it("keep an exemplar saved without terms without them", () => {
    const old = { itemId: 1, title: "t", lead: "", similarity: 0.2 };
    expect(fromStored(old)).toEqual(old);
    expect(toStored(fromStored(old))).toEqual(old);
  });
});
