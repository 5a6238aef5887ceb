import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { DEFAULTS } from "./assign.js";
import type { EventKind } from "./events.js";
import { mergeConverged } from "./merge.js";
import type { Narrative } from "./narrative.js";
import { sameWhoAndWhat } from "./same-story.js";

const T0 = Date.parse("2026-11-25T00:00:00Z");
const H = 3_600_000;
const NAMES = new Set(["deepseek", "korea", "pipc", "waymo", "api", "brindle", "quillon"]);
const isName = (t: string) => NAMES.has(t);

/** A narrative first seen `hours` after T0, one member per given kind (undefined: an untyped member). */
const narrative = (
  id: number,
  hours: number,
  centroid: [string, number][],
  kinds: (EventKind | undefined)[],
): Narrative => typedNarrative(id, new Date(T0 + hours * H), centroid, kinds);

// Two outlets' words for one order: they share the company's name and the kind of event, little else.
const korea = (kinds: (EventKind | undefined)[], hours = 0) =>
  narrative(
    1,
    hours,
    [
      ["korea", 0.6],
      ["deepseek", 0.5],
      ["user datum", 0.4],
      ["china", 0.4],
    ],
    kinds,
  );
const pipc = (kinds: (EventKind | undefined)[], hours = 2, extra: [string, number][] = []) =>
  narrative(2, hours, [["pipc", 0.6], ["deepseek", 0.5], ["app change", 0.4], ...extra], kinds);

describe("sameWhoAndWhat", () => {
  it('keeps apart two companies\' events that share only a word each says as its own ("Brindle API", "Quillon API")', () => {
    const brindle = narrative(
      1,
      0,
      [
        ["brindle", 0.6],
        ["brindle api", 0.5],
        ["api", 0.5],
      ],
      ["outage"],
    );
    const quillon = (owner: string) =>
      narrative(
        2,
        3,
        [
          [owner, 0.6],
          ["api", 0.5],
          [`${owner} api`, 0.5],
        ],
        ["outage"],
      );
    expect(sameWhoAndWhat(brindle, quillon("quillon"), DEFAULTS, isName)).toBe(false);
    // The same owner's API, told by two outlets: one story.
    expect(sameWhoAndWhat(brindle, quillon("brindle"), DEFAULTS, isName)).toBe(true);
  });
  it("joins two narratives with a name among their heaviest terms and the same main kind, in one news cycle", () => {
    expect(sameWhoAndWhat(korea(["ruling", "ruling"]), pipc(["ruling"]), DEFAULTS, isName)).toBe(true);
  });

  it("keeps apart a different event, an untyped side, another news cycle, or another deal", () => {
    expect(sameWhoAndWhat(korea(["ruling"]), pipc(["launch"]), DEFAULTS, isName)).toBe(false);
    expect(sameWhoAndWhat(korea(["ruling"]), pipc([undefined]), DEFAULTS, isName)).toBe(false);
    expect(sameWhoAndWhat(korea(["ruling"]), pipc(["ruling"], 20), DEFAULTS, isName)).toBe(false);
    const a = korea(["ruling"]);
    a.centroid.set("2m", 0.3);
    expect(sameWhoAndWhat(a, pipc(["ruling"], 2, [["1.4b", 0.3]]), DEFAULTS, isName)).toBe(false);
    // The shared word must be a name: two rulings "in court" are not one story.
    expect(sameWhoAndWhat(korea(["ruling"]), pipc(["ruling"]), DEFAULTS, () => false)).toBe(false);
  });

  it("merges such narratives although their cosine is far below the merge threshold", () => {
    const a = korea(["ruling", "ruling"]);
    const b = pipc(["ruling"]);
    const { narratives, index } = indexed([a, b]);
    expect(mergeConverged([2], narratives, index, DEFAULTS)).toEqual([]);
    const merges = mergeConverged([2], narratives, index, DEFAULTS, isName);
    expect(merges.map((m) => [m.from, m.into])).toEqual([[2, 1]]);
  });
});
