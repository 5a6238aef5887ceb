import { describe, expect, it } from "vitest";
import { figures, ungroundedFigures } from "./grounding.js";

describe("grounding check", () => {
  it("reads figures the way prose writes them", () => {
    expect([...figures("momentum 0.80, €1.7B, 1,250 items, Qwen3.5-72B, 40% faster, 0,87")]).toEqual([
      "0.8",
      "1.7",
      "1250",
      "3.5",
      "72",
      "40",
      "0.87",
    ]);
  });

  it("accepts figures that appear in the facts, in any equal spelling", () => {
    const facts = "momentum 0.80; 1250 items; raises €1.7B; percentile 97";
    expect(
      ungroundedFigures("Momentum 0.8 over 1,250 items after a €1.7B round (97th percentile).", facts),
    ).toEqual([]);
  });

  it("lets small counting integers through and names every other invented figure once", () => {
    expect(ungroundedFigures("Three of 4 sources, 2 domains.", "")).toEqual([]);
    expect(ungroundedFigures("Revenue of $62B, then $62B again, and 45% growth.", "momentum 0.45")).toEqual([
      "62",
      "45",
    ]);
  });
});
