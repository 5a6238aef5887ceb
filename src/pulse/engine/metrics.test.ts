import { describe, expect, it } from "vitest";
import { ari, bcubed, nmi } from "./metrics.js";

const truth = ["a", "a", "b", "b", "c"];

describe("clustering metrics", () => {
  it("score a perfect clustering 1, whatever the cluster names", () => {
    const predicted = [7, 7, 3, 3, 9];
    expect(bcubed(predicted, truth)).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(nmi(predicted, truth)).toBeCloseTo(1, 12);
    expect(ari(predicted, truth)).toBeCloseTo(1, 12);
  });

  it("score all-in-one: full recall, precision = mean share of the own class", () => {
    const predicted = [1, 1, 1, 1, 1];
    const b = bcubed(predicted, truth);
    // a, a: 2/5 each; b, b: 2/5 each; c: 1/5 → 9/25.
    expect(b.precision).toBeCloseTo(9 / 25, 12);
    expect(b.recall).toBe(1);
    expect(b.f1).toBeCloseTo((2 * (9 / 25)) / (1 + 9 / 25), 12);
    expect(nmi(predicted, truth)).toBe(0);
    expect(ari(predicted, truth)).toBeCloseTo(0, 12);
  });

  it("score all-singletons: full precision, recall = mean 1/|class|", () => {
    const predicted = [1, 2, 3, 4, 5];
    const b = bcubed(predicted, truth);
    expect(b.precision).toBe(1);
    // a, a, b, b: 1/2 each; c: 1 → 3/5.
    expect(b.recall).toBeCloseTo(3 / 5, 12);
    expect(ari(predicted, truth)).toBeCloseTo(0, 12);
    // I = H(truth) here; H(pred) = ln 5.
    const hTruth = -(2 * (2 / 5) * Math.log(2 / 5) + (1 / 5) * Math.log(1 / 5));
    expect(nmi(predicted, truth)).toBeCloseTo(hTruth / ((hTruth + Math.log(5)) / 2), 12);
  });

  it("match the textbook ARI example: [0,0,1,1] against [0,0,1,2] is 4/7", () => {
    expect(ari([0, 0, 1, 1], [0, 0, 1, 2])).toBeCloseTo(4 / 7, 12);
    expect(ari([0, 0, 1, 2], [0, 0, 1, 1])).toBeCloseTo(4 / 7, 12);
  });

  it("compute NMI by hand on a four-item case", () => {
    // pred {1,2,3}{4}, truth {1,2}{3,4}.
    // n_AX = 2, n_AY = 1, n_BY = 1: I = ½ ln(4/3) + ¼ ln(2/3) + ¼ ln 2.
    const i = 0.5 * Math.log(4 / 3) + 0.25 * Math.log(2 / 3) + 0.25 * Math.log(2);
    const hPred = -(0.75 * Math.log(0.75) + 0.25 * Math.log(0.25));
    expect(nmi([0, 0, 0, 1], [0, 0, 1, 1])).toBeCloseTo(i / ((hPred + Math.log(2)) / 2), 12);
  });

  it("treat two one-cluster labelings, and two all-singleton ones, as identical", () => {
    expect(nmi([1, 1], [2, 2])).toBe(1);
    expect(ari([1, 1], [2, 2])).toBe(1);
    expect(ari([1, 2, 3], [3, 2, 1])).toBe(1);
  });

  it("refuse labelings of different lengths", () => {
    expect(() => bcubed([1], [1, 2])).toThrow();
  });
});
