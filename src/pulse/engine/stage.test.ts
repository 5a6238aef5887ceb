import { describe, expect, it } from "vitest";
import {
  ALLOWED_MOVES,
  ARCHIVE_AFTER_HOURS,
  decideStage,
  needsHold,
  RISING_ACCELERATION,
  STALLED_ACCELERATION,
  type StageInput,
} from "./stage.js";
import { STAGES } from "./types.js";

/** A mid-life narrative: 10 stories, 12 h old, steady, at its peak. Each test changes what it is about. */
const input = (over: Partial<StageInput>): StageInput => ({
  current: "building",
  recentMomentum: over.momentum ?? 0.6,
  momentum: 0.6,
  peak: 0.6,
  acceleration: 0,
  hourlyAcceleration: 0,
  previousHourlyAcceleration: 0,
  stories: 10,
  recentStories: 4,
  ageHours: 12,
  silenceHours: 0.5,
  stageHours: 6,
  stagePace: 0,
  ...over,
});

describe("decideStage: the moves", () => {
  it("emerging stays emerging while young and small, however fast it grows", () => {
    expect(decideStage(input({ current: "emerging", stories: 2, ageHours: 5.9, acceleration: 2 }))).toBe(
      "emerging",
    );
  });

  it("emerging → building once it has 3 stories and is clearly growing", () => {
    expect(decideStage(input({ current: "emerging", stories: 3, ageHours: 1, acceleration: 0.25 }))).toBe(
      "building",
    );
    expect(decideStage(input({ current: "emerging", stories: 3, ageHours: 1, acceleration: 0.24 }))).toBe(
      "emerging",
    );
  });

  it("emerging → peak when a jump left it already flat at its high", () => {
    expect(decideStage(input({ current: "emerging", acceleration: 0.05 }))).toBe("peak");
  });

  it("emerging → fading: a small narrative that is no longer young and has fallen off", () => {
    const lone = { current: "emerging" as const, stories: 1, ageHours: 6, momentum: 0.19, peak: 0.29 };
    expect(decideStage(input({ ...lone, silenceHours: 6 }))).toBe("fading");
    // Same numbers while still young: it keeps its chance.
    expect(decideStage(input({ ...lone, ageHours: 5, silenceHours: 5 }))).toBe("emerging");
  });

  it("building → peak when growth stalls near the high", () => {
    expect(decideStage(input({ acceleration: 0.09, momentum: 0.58 }))).toBe("peak");
  });

  it("building → peak when the level shrank two hours running (the top of a burst)", () => {
    const burst = { acceleration: 0.6, momentum: 0.66, peak: 0.72 };
    expect(
      decideStage(input({ ...burst, hourlyAcceleration: -0.17, previousHourlyAcceleration: -0.1 })),
    ).toBe("peak");
    // One quiet hour after a growing one is a dip, not the top.
    expect(decideStage(input({ ...burst, hourlyAcceleration: -0.17, previousHourlyAcceleration: 0.3 }))).toBe(
      "building",
    );
  });

  it("building → fading directly when the fall happened between two evaluations", () => {
    expect(decideStage(input({ momentum: 0.4, peak: 0.7, acceleration: -0.3 }))).toBe("fading");
  });

  it("peak → fading: clearly below the peak (≤ 75 % and ≥ 0.05 under) and decelerating", () => {
    expect(decideStage(input({ current: "peak", momentum: 0.6, peak: 0.8, acceleration: -0.05 }))).toBe(
      "fading",
    );
    // Decelerating also means: nothing new for 4 hours (a silent narrative's g drifts back towards 0).
    expect(
      decideStage(input({ current: "peak", momentum: 0.6, peak: 0.8, acceleration: 0, silenceHours: 4 })),
    ).toBe("fading");
  });

  it("fading → building: a resurgence needs clear growth and 3 fresh stories", () => {
    const faded = { current: "fading" as const, momentum: 0.5, peak: 0.8, acceleration: 0.3 };
    expect(decideStage(input({ ...faded, recentStories: 3 }))).toBe("building");
    expect(decideStage(input({ ...faded, recentStories: 2 }))).toBe("fading");
    expect(decideStage(input({ ...faded, recentStories: 3, acceleration: 0.24 }))).toBe("fading");
  });

  it("fading → building: against a narrative still trickling along, it takes twice its pace plus 2", () => {
    const faded = { current: "fading" as const, momentum: 0.5, peak: 0.8, acceleration: 0.5, stagePace: 2 };
    expect(decideStage(input({ ...faded, recentStories: 5 }))).toBe("fading");
    expect(decideStage(input({ ...faded, recentStories: 6 }))).toBe("building");
  });

  it("a resurgence that stays below 75 % of the first peak fades again without a second peak", () => {
    expect(decideStage(input({ momentum: 0.55, peak: 0.8, acceleration: 0.05 }))).toBe("building");
    expect(decideStage(input({ momentum: 0.55, peak: 0.8, acceleration: -0.1 }))).toBe("fading");
  });

  it("any stage → archived at 48 h of silence, not a minute earlier; archived is final", () => {
    for (const current of STAGES) {
      expect(decideStage(input({ current, silenceHours: ARCHIVE_AFTER_HOURS }))).toBe("archived");
      if (current !== "archived") {
        expect(decideStage(input({ current, silenceHours: ARCHIVE_AFTER_HOURS - 1 / 60 }))).not.toBe(
          "archived",
        );
      }
    }
    expect(decideStage(input({ current: "archived", silenceHours: 0, acceleration: 3 }))).toBe("archived");
  });
});

describe("decideStage: hysteresis margins", () => {
  it("building holds through the band between stalled (0.10) and rising (0.25)", () => {
    for (const g of [STALLED_ACCELERATION, 0.15, RISING_ACCELERATION - 0.01]) {
      expect(decideStage(input({ acceleration: g }))).toBe("building");
    }
  });

  it("peak holds while momentum wobbles above 75 % of the peak, even decelerating", () => {
    for (const momentum of [0.61, 0.65, 0.7, 0.8, 0.85]) {
      expect(decideStage(input({ current: "peak", momentum, peak: 0.8, acceleration: -0.4 }))).toBe("peak");
    }
  });

  it("a small peak needs an absolute drop of 0.05 too, so rounding noise can't fade it", () => {
    expect(decideStage(input({ current: "peak", momentum: 0.12, peak: 0.16, acceleration: -0.5 }))).toBe(
      "peak",
    );
    expect(decideStage(input({ current: "peak", momentum: 0.11, peak: 0.16, acceleration: -0.5 }))).toBe(
      "fading",
    );
  });

  it("the fading boundary holds exactly at 75 % despite binary fractions (0.45 vs 0.75 · 0.6)", () => {
    expect(decideStage(input({ current: "peak", momentum: 0.45, peak: 0.6, acceleration: -0.1 }))).toBe(
      "fading",
    );
  });

  it("a fall must last: one low hour after higher ones does not fade the peak", () => {
    const low = { current: "peak" as const, momentum: 0.5, peak: 0.8, acceleration: -0.3 };
    expect(decideStage(input({ ...low, recentMomentum: 0.62 }))).toBe("peak");
    expect(decideStage(input({ ...low, recentMomentum: 0.6 }))).toBe("fading");
  });

  it("every stage but emerging is held at least 2 hours (archiving aside)", () => {
    const collapse = { momentum: 0.2, peak: 0.8, acceleration: -0.9, silenceHours: 5 };
    expect(decideStage(input({ ...collapse, current: "peak", stageHours: 1.9 }))).toBe("peak");
    expect(decideStage(input({ ...collapse, current: "peak", stageHours: 2 }))).toBe("fading");
    expect(decideStage(input({ current: "fading", acceleration: 2, stageHours: 1 }))).toBe("fading");
    expect(decideStage(input({ current: "building", acceleration: -1, stageHours: 0.5 }))).toBe("building");
    expect(decideStage(input({ current: "peak", stageHours: 0, silenceHours: 48 }))).toBe("archived");
  });

  it("fading holds through moderate growth below the rising margin", () => {
    for (const g of [-0.2, 0, 0.1, 0.24]) {
      expect(decideStage(input({ current: "fading", momentum: 0.5, peak: 0.8, acceleration: g }))).toBe(
        "fading",
      );
    }
  });

  it("peak never returns to building: a new high while at peak is still the peak", () => {
    expect(decideStage(input({ current: "peak", momentum: 0.9, peak: 0.9, acceleration: 1 }))).toBe("peak");
  });
});

describe("ALLOWED_MOVES", () => {
  it("is the documented graph, and decideStage never leaves it", () => {
    expect(ALLOWED_MOVES).toEqual({
      emerging: ["building", "peak", "fading", "archived"],
      building: ["peak", "fading", "archived"],
      peak: ["fading", "archived"],
      fading: ["building", "archived"],
      archived: [],
    });
    // A grid over every input dimension that matters.
    for (const current of STAGES) {
      for (const momentum of [0, 0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (const peak of [momentum, momentum + 0.05, momentum + 0.3]) {
          for (const g of [-1, -0.05, 0, 0.1, 0.25, 1]) {
            for (const g1 of [-0.5, 0, 0.5]) {
              for (const [stories, recentStories, ageHours, silenceHours] of [
                [1, 1, 1, 0],
                [2, 0, 10, 8],
                [5, 2, 3, 0.2],
                [20, 0, 40, 47],
                [20, 0, 70, 48],
              ] as const) {
                const next = decideStage({
                  current,
                  momentum,
                  recentMomentum: momentum,
                  peak,
                  acceleration: g,
                  hourlyAcceleration: g1,
                  previousHourlyAcceleration: g1,
                  stories,
                  recentStories,
                  ageHours,
                  silenceHours,
                  stageHours: 3,
                  stagePace: recentStories,
                });
                if (next !== current) expect(ALLOWED_MOVES[current]).toContain(next);
              }
            }
          }
        }
      }
    }
  });
});

describe("needsHold", () => {
  it("is false only where the recent momentum and the pace cannot change the stage", () => {
    // A seeded walk over inputs near every threshold: with needsHold false, any recent momentum at or above this
    // one's gives the stage that this one gives; a non-fading narrative's pace never matters.
    let a = 11;
    const rand = () => {
      a = (a * 1103515245 + 12345) % 2 ** 31;
      return a / 2 ** 31;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    let skipped = 0;
    for (let i = 0; i < 20_000; i++) {
      const momentum = Math.round(rand() * 100) / 100;
      const base: StageInput = {
        current: pick(STAGES),
        momentum,
        recentMomentum: momentum,
        peak: momentum + pick([0, 0.01, 0.05, 0.1, 0.3, 0.6]),
        acceleration: pick([-1, -0.06, -0.05, -0.04, 0, 0.1, 0.25, 1]),
        hourlyAcceleration: pick([-0.5, -0.1, 0, 0.5]),
        previousHourlyAcceleration: pick([-0.5, 0, 0.5]),
        stories: pick([1, 2, 3, 5, 20]),
        recentStories: pick([0, 1, 3, 6]),
        ageHours: pick([1, 5, 12, 40]),
        silenceHours: pick([0, 2, 3.9, 4, 8, 47, 48]),
        stageHours: pick([0.5, 1.9, 2, 6]),
        stagePace: 0,
      };
      const recent = Math.min(1, momentum + pick([0, 0.02, 0.1, 0.4]));
      const pace = pick([0, 0.5, 2, 5]);
      const full = decideStage({ ...base, recentMomentum: recent, stagePace: pace });
      const held = needsHold(base);
      if (!held) skipped++;
      const lazy = decideStage({
        ...base,
        recentMomentum: held ? recent : momentum,
        stagePace: base.current === "fading" ? pace : 0,
      });
      expect(lazy).toBe(full);
    }
    expect(skipped).toBeGreaterThan(10_000);
  });
});
