import { describe, expect, it } from "vitest";
import { otherAmount } from "./other-amount.js";
import type { Vector } from "./vectors.js";

const vec = (...terms: string[]): Vector => new Map(terms.map((t, i) => [t, 1 / (i + 1)]));
const ranked = (v: Vector) => [...v.entries()];

const round85 = vec("85m", "vireo", "series", "voice", "agent");

describe("otherAmount", () => {
  it("holds for a deal whose sum the narrative lacks, while the narrative's sum is absent from the item", () => {
    const item = vec("60m", "bio", "antibody", "vireo");
    expect(otherAmount("funding", ranked(item), item, round85)).toBe(true);
  });
  it("does not hold when the item repeats the narrative's sum, or when either side has none", () => {
    const same = vec("85m", "vireo", "voice");
    expect(otherAmount("funding", ranked(same), same, round85)).toBe(false);
    const both = vec("60m", "vireo", "85m");
    expect(otherAmount("funding", ranked(both), both, round85)).toBe(false);
    const none = vec("vireo", "series", "voice");
    expect(otherAmount("funding", ranked(none), none, round85)).toBe(false);
    const item = vec("60m", "vireo");
    expect(otherAmount("funding", ranked(item), item, vec("vireo", "voice", "agent"))).toBe(false);
  });
  it("holds only for deals: a launch's sizes ('8b' beside '32b') are one family's models", () => {
    const item = vec("8b", "qwen4", "model");
    expect(otherAmount("launch", ranked(item), item, vec("32b", "qwen4", "model"))).toBe(false);
    expect(otherAmount(undefined, ranked(item), item, vec("32b", "qwen4", "model"))).toBe(false);
  });
});
