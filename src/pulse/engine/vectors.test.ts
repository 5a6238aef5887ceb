import { describe, expect, it } from "vitest";
import {
  blend,
  byWeight,
  DocumentFrequencies,
  dot,
  ranked,
  recordOf,
  termList,
  termListOf,
  termRecord,
  topTerms,
  weigh,
  weighCounted,
} from "./vectors.js";

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
  it("counts, names, prunes and reports deltas exactly as plain maps of counts do", () => {
    // The reference: one map of counts ("@term" for names) and one of changes since the last delta.
    const df = new Map<string, number>();
    let delta = new Map<string, number>();
    const bump = (m: Map<string, number>, t: string, by: number) => m.set(t, (m.get(t) ?? 0) + by);
    const dfs = new DocumentFrequencies();
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const vocabulary = Array.from({ length: 30 }, (_, i) => `t${i}`);
    for (let step = 0; step < 3000; step++) {
      const r = rand();
      if (r < 0.6) {
        const terms = [
          ...new Set(
            Array.from(
              { length: 1 + Math.floor(rand() * 6) },
              () => vocabulary[Math.floor(rand() * 30)] as string,
            ),
          ),
        ];
        // Mostly names among the document's terms, sometimes one it did not count (its name count stands alone).
        const names = terms.filter(() => rand() < 0.3);
        const other = vocabulary[Math.floor(rand() * 30)] as string;
        if (rand() < 0.1 && !terms.includes(other)) names.push(other);
        dfs.add(terms);
        dfs.addNames(names);
        for (const t of [...terms, ...names.map((n) => `@${n}`)]) {
          bump(df, t, 1);
          bump(delta, t, 1);
        }
      } else if (r < 0.8) {
        const max = Math.floor(rand() * 40);
        let dropped = 0;
        if (df.size > max) {
          for (const [t, n] of df) {
            if (n > 1) continue;
            df.delete(t);
            bump(delta, t, -n);
            dropped++;
          }
        }
        expect(dfs.prune(max)).toBe(dropped);
      } else {
        expect(Object.entries(dfs.takeDelta())).toEqual([...delta].filter(([, n]) => n !== 0));
        delta = new Map();
      }
      expect(Object.entries(dfs.toRecord())).toEqual([...df]);
      expect(dfs.df.size).toBe(df.size);
      for (const t of vocabulary) {
        const n = df.get(t);
        expect(dfs.df.get(t)).toBe(n);
        expect(dfs.nameShare(t)).toBe(n ? (df.get(`@${t}`) ?? 0) / n : 0);
      }
    }
    // A name count whose term is not counted at all ("@zz" alone) is restored and goes on too.
    dfs.addNames(["zz"]);
    dfs.addNames(["zz"]);
    const restored = new DocumentFrequencies(dfs.toRecord(), dfs.docCount);
    for (const t of vocabulary) expect(restored.nameShare(t)).toBe(dfs.nameShare(t));
    // A restored engine goes on counting names exactly as the one it was saved from.
    dfs.takeDelta();
    for (let step = 0; step < 300; step++) {
      const terms = [...new Set([0, 1, 2].map(() => vocabulary[Math.floor(rand() * 30)] as string))];
      const names = [
        ...terms.filter(() => rand() < 0.5),
        vocabulary[Math.floor(rand() * 30)] as string,
        "zz",
      ];
      for (const d of [dfs, restored]) {
        d.add(terms);
        d.addNames([...new Set(names)]);
        if (step % 50 === 49) d.prune(10);
      }
      expect(Object.entries(restored.takeDelta())).toEqual(Object.entries(dfs.takeDelta()));
      for (const t of vocabulary) expect(restored.nameShare(t)).toBe(dfs.nameShare(t));
    }
    expect(Object.entries(restored.toRecord())).toEqual(Object.entries(dfs.toRecord()));
  });
});

describe("vectors", () => {
  it("weighs a document just counted exactly as `weigh` does: same terms, order and floats, any length", () => {
    let seed = 11;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const twin = new DocumentFrequencies();
    const dfs = new DocumentFrequencies();
    // Lengths past the scratch array's first size, and documents whose weights are all 0 (never scaled).
    for (const length of [3, 80, 300, 700, 2, 1]) {
      const counts = new Map<string, number>();
      for (let i = 0; i < length; i++) counts.set(`t${Math.floor(rand() * 900)}`, 1 + Math.floor(rand() * 4));
      const zero = new Map([...counts.keys()].map((t) => [t, 0]));
      for (const c of [counts, zero]) {
        twin.add(c.keys());
        const expected = weigh(c, twin);
        const got = weighCounted(c, dfs.add(c.keys()), dfs.docCount);
        expect([...got]).toEqual([...expected]);
        for (const [t, w] of got) expect(Object.is(w, expected.get(t))).toBe(true);
      }
    }
  });

  it("compares weights by the sign of their difference, NaN and signed zeros included, as a small integer", () => {
    const values = [0, -0, 1e-300, -1e-300, 0.25, 0.5, 1, -1, 1e308, Infinity, -Infinity, Number.NaN];
    let seed = 3;
    for (let i = 0; i < 200; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push((seed / 2 ** 31 - 0.5) * 2);
    }
    for (const a of values) {
      for (const b of values) {
        const c = byWeight(a, b);
        expect(Number.isInteger(c)).toBe(true);
        // What `b - a || tie` branches on: NaN and ±0 fall through to the tie-break.
        const d = b - a;
        expect(c).toBe(d > 0 ? 1 : d < 0 ? -1 : 0);
      }
    }
  });

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

  it("cuts centroids from its reused scratch exactly as from fresh arrays: any size, any order of calls", () => {
    // The reference: the sum as a map, ranked (weight, then term), cut to k, renormalised; same floats.
    const reference = (pairs: [string, number][], k: number) => {
      const top = [...pairs]
        .sort((x, y) => byWeight(x[1], y[1]) || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
        .slice(0, k);
      let sq = 0;
      for (const [, w] of top) sq += w * w;
      const inv = sq > 0 ? 1 / Math.sqrt(sq) : 1;
      return top.map(([t, w]) => [t, sq > 0 ? w * inv : w] as [string, number]);
    };
    let seed = 3;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const vector = (size: number) => {
      const v = new Map<string, number>();
      while (v.size < size) v.set(`t${Math.floor(rand() * 900)}`, Math.round(rand() * 20) / 20);
      return v;
    };
    // Large vectors first and last: the scratch grows past its first 256 slots, and smaller calls after a large one
    // must not read its stale entries.
    for (const size of [600, 3, 80, 0, 1, 300, 48, 700, 5]) {
      const a = vector(size);
      const b = vector(Math.floor(size / 2));
      const k = 1 + Math.floor(rand() * 60);
      expect([...topTerms(a, k)]).toEqual(reference([...a], k));
      const sum: [string, number][] = [];
      a.forEach((w, t) => {
        const y = b.get(t);
        sum.push([t, y === undefined ? w * 3 : w * 3 + y * 1]);
      });
      b.forEach((w, t) => {
        if (!a.has(t)) sum.push([t, 0 + w * 1]);
      });
      expect([...blend(a, 3, b, 1, k)]).toEqual(reference(sum, k));
    }
  });
});

describe("termList", () => {
  // Exemplars hold their terms as a list; every sum over them must walk the record's order, index-like keys first.
  const pairs: [string, number][] = [
    ["openai", 0.5],
    ["2026", 0.4],
    ["gpt5.5", 0.3],
    ["7", 0.2],
    ["007", 0.15],
    ["4294967295", 0.1],
    ["launch", 0.05],
  ];

  it("walks the terms in the order their record does", () => {
    const list = termList(pairs);
    const record = termRecord(pairs);
    expect(list.keys).toEqual(Object.keys(record));
    expect(list.weights).toEqual(Object.values(record));
    expect(list.keys.slice(0, 2)).toEqual(["7", "2026"]);
  });

  it("round-trips through the stored record", () => {
    const list = termList(pairs);
    const back = termListOf(JSON.parse(JSON.stringify(recordOf(list))));
    expect(back).toEqual(list);
    expect(JSON.stringify(recordOf(list))).toBe(JSON.stringify(termRecord(pairs)));
  });
});
