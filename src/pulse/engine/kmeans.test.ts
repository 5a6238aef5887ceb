import { describe, expect, it } from "vitest";
import { kmeans, type SparseRow, seededRandom } from "./kmeans.js";
import { ari } from "./metrics.js";

const row = (pairs: [number, number][]): SparseRow => {
  const norm = Math.hypot(...pairs.map(([, v]) => v));
  return { index: pairs.map(([i]) => i), value: pairs.map(([, v]) => v / norm) };
};

describe("k-means baseline", () => {
  it("separates three obvious groups", () => {
    const rows = [
      row([
        [0, 1],
        [1, 0.9],
      ]),
      row([
        [0, 0.9],
        [1, 1],
      ]),
      row([
        [0, 1],
        [1, 1],
        [2, 0.1],
      ]),
      row([
        [3, 1],
        [4, 1],
      ]),
      row([
        [3, 0.8],
        [4, 1],
      ]),
      row([
        [5, 1],
        [6, 0.7],
      ]),
      row([
        [5, 0.9],
        [6, 1],
      ]),
    ];
    const labels = kmeans(rows, { k: 3, dim: 7, seed: 1, restarts: 5, maxIterations: 50 });
    expect(ari(labels, [0, 0, 0, 1, 1, 2, 2])).toBe(1);
  });

  it("is reproducible for a seed", () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row([
        [i % 7, 1],
        [(i * 3) % 11, 0.5],
      ]),
    );
    const opts = { k: 5, dim: 11, seed: 42, restarts: 3, maxIterations: 20 };
    expect(kmeans(rows, opts)).toEqual(kmeans(rows, opts));
  });

  it("draws a seeded sequence in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 100 }, a);
    expect(xs).toEqual(Array.from({ length: 100 }, b));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
