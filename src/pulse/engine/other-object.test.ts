import { describe, expect, it } from "vitest";
import { otherObject } from "./other-object.js";
import type { Vector } from "./vectors.js";

const vec = (...terms: string[]): Vector => new Map(terms.map((t, i) => [t, 1 / (i + 1)]));
const ranked = (v: Vector) => [...v.entries()];
const H = 3_600_000;

const incidentRules = vec("eu", "incident", "draft", "ai act", "office");
const names = new Set(["eu", "commission", "ai act"]);

describe("otherObject", () => {
  it("holds a day on for an event of the founding kind about something else", () => {
    const item = vec("commission", "sandbox", "regulatory", "ai act", "eu");
    expect(otherObject("regulation", "regulation", ranked(item), names, item, incidentRules, 47 * H)).toBe(
      true,
    );
  });
  it("waits a day: on the first day outlets tell one event in their own words", () => {
    const item = vec("commission", "sandbox", "regulatory", "eu");
    expect(otherObject("regulation", "regulation", ranked(item), names, item, incidentRules, 20 * H)).toBe(
      false,
    );
  });
  it("does not hold when either side has the other's object, or for another kind (eventConflicts decides)", () => {
    const same = vec("eu", "incident", "reporting", "deadline");
    expect(otherObject("regulation", "regulation", ranked(same), names, same, incidentRules, 47 * H)).toBe(
      false,
    );
    const mentions = vec("commission", "sandbox", "regulatory", "incident");
    expect(
      otherObject("regulation", "regulation", ranked(mentions), names, mentions, incidentRules, 47 * H),
    ).toBe(false);
    const item = vec("commission", "sandbox", "regulatory", "eu");
    expect(otherObject("lawsuit", "regulation", ranked(item), names, item, incidentRules, 47 * H)).toBe(
      false,
    );
    expect(otherObject(undefined, "regulation", ranked(item), names, item, incidentRules, 47 * H)).toBe(
      false,
    );
  });
});
