import { describe, expect, it } from "vitest";
import { dealsOf } from "./deal-sums.js";

const member = (terms: string[], question = false) => ({
  ranked: terms.map((t, i): [string, number] => [t, 1 - i / 10]),
  question,
});

describe("dealsOf", () => {
  it("ties sums a member states together, through chains of members", () => {
    const deals = dealsOf([
      member(["450b", "acme", "valuation"]),
      member(["20b", "450b", "acme"]),
      member(["20b", "series"]),
      member(["60m", "other"]),
      member(["1.5b", "60m"]),
      member(["acme", "claude"]),
    ]);
    expect(deals[0]).toBe(deals[1]);
    expect(deals[2]).toBe(deals[1]);
    expect(deals[3]).toBe(deals[4]);
    expect(deals[3]).not.toBe(deals[0]);
    expect(deals[5]).toBeUndefined();
  });

  it("reads no deal in a question, and only the member's heavier terms", () => {
    const deals = dealsOf([
      member(["15b", "tillery"], true),
      member(["190m", "15b"]),
      member(["a", "b", "c", "d", "e", "f", "g", "h", "9m"]),
    ]);
    expect(deals[0]).toBeUndefined();
    expect(deals[1]).toBeDefined();
    expect(deals[2]).toBeUndefined();
  });
});
