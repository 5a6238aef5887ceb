import { describe, expect, it } from "vitest";
import { sharedWeight } from "./shared-words.js";

describe("sharedWeight", () => {
  it("lets a shared model name or amount count as enough words on its own", () => {
    expect(sharedWeight("gpt5.5")).toBeGreaterThanOrEqual(3);
    expect(sharedWeight("40m")).toBeGreaterThanOrEqual(3);
  });
  it("counts a plain word once and a phrase not at all (it repeats its words)", () => {
    expect(sharedWeight("lawsuit")).toBe(1);
    expect(sharedWeight("coding agent")).toBe(0);
  });
});
