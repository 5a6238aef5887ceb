import { describe, expect, it } from "vitest";
import { formatUsdPrice, usdToAtomic } from "./price.js";

describe("usdToAtomic", () => {
  it.each([
    ["0.03", 30_000n],
    ["0.01", 10_000n],
    ["0.02", 20_000n],
    ["1", 1_000_000n],
    ["1.5", 1_500_000n],
    ["12.345678", 12_345_678n],
    ["0.000001", 1n],
    ["0", 0n],
    ["$0.03", 30_000n],
    [" 0.10 ", 100_000n],
  ])("%s → %s", (price, atomic) => {
    expect(usdToAtomic(price)).toBe(atomic);
  });

  it("is exact where floating point is not", () => {
    // 0.29 * 1e6 = 290000.00000000006 and 0.57 * 1e6 = 569999.9999999999 in IEEE doubles.
    expect(usdToAtomic("0.29")).toBe(290_000n);
    expect(usdToAtomic("0.57")).toBe(570_000n);
    expect(usdToAtomic("9007199254.740993")).toBe(9_007_199_254_740_993n);
  });

  it.each(["0.0000001", "1.1234567"])("rejects more than 6 decimals: %s", (price) => {
    expect(() => usdToAtomic(price)).toThrow(/more than 6 decimals/);
  });

  it.each(["", "abc", "-1", "1e-2", "0.", ".5", "1,00", "0x10", "NaN"])("rejects %j", (price) => {
    expect(() => usdToAtomic(price)).toThrow(RangeError);
  });

  it("honours other decimal counts", () => {
    expect(usdToAtomic("1.5", 18)).toBe(1_500_000_000_000_000_000n);
    expect(() => usdToAtomic("0.001", 2)).toThrow(/more than 2 decimals/);
  });
});

describe("formatUsdPrice", () => {
  it("prefixes a dollar sign once", () => {
    expect(formatUsdPrice("0.03")).toBe("$0.03");
    expect(formatUsdPrice("$0.03")).toBe("$0.03");
  });

  it("rejects what usdToAtomic rejects", () => {
    expect(() => formatUsdPrice("0.0000001")).toThrow(RangeError);
  });
});
