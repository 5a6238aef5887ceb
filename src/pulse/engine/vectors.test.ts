import { describe, expect, it } from "vitest";
import { blend, DocumentFrequencies, dot, ranked, topTerms, weigh } from "./vectors.js";

const norm = (v: Map<string, number>) => Math.hypot(...v.values());

describe("DocumentFrequencies", () => {
  it("counts documents and terms incrementally and reports the delta once", () => {
    const dfs = new DocumentFrequencies({ openai: 2 }, 5);
    dfs.add(["openai", "gpt5.5"]);
    dfs.add(["openai"]);
    expect(dfs.docCount).toBe(7);
    expect(dfs.df.get("openai")).toBe(4);
    expect(dfs.takeDelta()).toEqual({ openai: 2, "gpt5.5": 1 });
    expect(dfs.takeDelta()).toEqual({});
    expect(dfs.toRecord()).toEqual({ openai: 4, "gpt5.5": 1 });
  });

  it("gives rare terms a higher IDF, unseen terms the highest, all positive", () => {
    const dfs = new DocumentFrequencies({ common: 90, rare: 2 }, 100);
    expect(dfs.idf("rare")).toBeGreaterThan(dfs.idf("common"));
    expect(dfs.idf("unseen")).toBeGreaterThan(dfs.idf("rare"));
    expect(dfs.idf("common")).toBeGreaterThan(0);
  });

  it("prunes one-document terms above the cap, as negative deltas, and ignores zero counts on load", () => {
    const dfs = new DocumentFrequencies({ a: 1, b: 3, c: 1 }, 10);
    expect(dfs.prune(5)).toBe(0);
    expect(dfs.prune(2)).toBe(2);
    expect(dfs.toRecord()).toEqual({ b: 3 });
    expect(dfs.takeDelta()).toEqual({ a: -1, c: -1 });
    expect(new DocumentFrequencies({ a: 0, b: 3 }, 10).df.size).toBe(1);
  });
});

describe("vectors", () => {
  it("weighs with sublinear TF × IDF and normalises to unit length", () => {
    const dfs = new DocumentFrequencies({ common: 50, rare: 1 }, 100);
    const v = weigh(
      new Map([
        ["common", 1],
        ["rare", 1],
      ]),
      dfs,
    );
    expect(norm(v)).toBeCloseTo(1, 12);
    expect(v.get("rare") ?? 0).toBeGreaterThan(v.get("common") ?? 0);
  });

  it("keeps the top k terms of a centroid in weight-then-term order, renormalised", () => {
    const v = topTerms(
      new Map([
        ["b", 0.5],
        ["a", 0.5],
        ["c", 0.1],
        ["d", 0.9],
      ]),
      3,
    );
    expect([...v.keys()]).toEqual(["d", "a", "b"]);
    expect(norm(v)).toBeCloseTo(1, 12);
  });

  it("blends a centroid towards a new member in proportion to the weights", () => {
    const c = new Map([["x", 1]]);
    const item = new Map([["y", 1]]);
    const even = blend(c, 1, item, 1, 10);
    expect(even.get("x")).toBeCloseTo(Math.SQRT1_2, 12);
    const heavy = blend(c, 9, item, 1, 10);
    expect(heavy.get("x") ?? 0).toBeGreaterThan(heavy.get("y") ?? 0);
    expect(dot(heavy, c)).toBeGreaterThan(dot(even, c));
    expect(ranked(heavy)[0]?.[0]).toBe("x");
  });
});
