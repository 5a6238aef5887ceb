import { describe, expect, it } from "vitest";
import { memoByText } from "./memo.js";

describe("memoByText", () => {
  it("calls the function once per text, and again only after the cache was cleared when full", () => {
    const calls: string[] = [];
    const upper = memoByText((t) => {
      calls.push(t);
      return t.toUpperCase();
    }, 2);
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    upper("c"); // full at two: cleared, then "c" kept
    upper("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
