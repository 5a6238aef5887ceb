import type { Stage } from "./types.js";

/**
 * Stage rules (docs/pulse-momentum.md, "Stages"). Each stage is left only when a signal clears a margin wider
 * than hour-to-hour noise, and the margins to leave a stage are not the margins to enter it (hysteresis), so
 * a narrative wobbling around one value keeps its stage.
 */

/** Fewer distinct stories than this is "small": an emerging narrative may not yet build or peak. */
export const MIN_STORIES = 3;
/** Younger than this (hours since first seen) is "young": a small narrative stays emerging this long. */
export const YOUNG_HOURS = 6;
/** Growing: g at or above this enters building (from emerging or, with fresh stories, from fading). */
export const RISING_ACCELERATION = 0.25;
/** Building continues while g stays at or above this; below it the growth has stalled (band 0.10–0.25). */
export const STALLED_ACCELERATION = 0.1;
/**
 * Turned: the 4-hour level shrank in each of the last two hours (the last by at least 5 %: g1 ≤ −0.05) and
 * momentum is at least 0.02 under its high. Catches the top of a burst, which the 4-hour comparison still
 * reads as growth for up to four hours; two hours, so that one quiet hour in a noisy rise is not taken for
 * the top.
 */
export const TURNING_ACCELERATION = -0.05;
export const TURNING_MIN_DROP = 0.02;
/** Decelerating: g ≤ −0.05, or no new member for 4 hours (a silent narrative's g drifts back to 0). */
export const DECELERATING_ACCELERATION = -0.05;
export const QUIET_HOURS = 4;
/** Clearly below the peak: at most 75 % of it and at least 0.05 under it (noise on small peaks). */
export const FADING_RATIO = 0.75;
export const FADING_MIN_DROP = 0.05;
/**
 * ...and held there for a full 4-hour window: the best momentum of this hour and the 3 before is clearly
 * below too, so a lull of a few hours in a busy narrative (or a peak set by one burst) does not fade it.
 */
export const FADING_HOLD_HOURS = 4;
/**
 * A resurgence needs at least max(3, 2·p + 2) new stories in the last 4 hours, p being the narrative's own
 * pace while fading (stories per 4 hours). 3 is what a new narrative needs to leave emerging; 2·p + 2 keeps a
 * sparse narrative that keeps trickling along (p = 2 per 4 h) from "resurging" on every chance cluster (a
 * Poisson count of mean p reaches 2·p + 2 in under 2 % of windows for any p).
 */
export const RESURGENCE_MIN_STORIES = 3;
export const RESURGENCE_PACE_FACTOR = 2;
export const RESURGENCE_PACE_MARGIN = 2;
/** A stage other than emerging is held at least this long (archiving aside): a second, slower hysteresis. */
export const MIN_STAGE_HOURS = 2;
/** No new member for 48 hours: archived, whatever the momentum. */
export const ARCHIVE_AFTER_HOURS = 48;

/**
 * The moves `decideStage` can make (besides staying). Jumps (emerging → peak/fading, building → fading)
 * happen when a narrative changes faster than it is evaluated (a burst in one batch, or the engine was down):
 * the stage says where the narrative is, not every stage it would have passed through. Archived is final: the
 * engine stops assigning items to archived narratives, so a story that comes back after 48 h starts a new
 * narrative.
 */
export const ALLOWED_MOVES: Readonly<Record<Stage, readonly Stage[]>> = {
  emerging: ["building", "peak", "fading", "archived"],
  building: ["peak", "fading", "archived"],
  peak: ["fading", "archived"],
  fading: ["building", "archived"],
  archived: [],
};

export interface StageInput {
  current: Stage;
  /** This evaluation's momentum (two decimals). */
  momentum: number;
  /** Highest momentum of this hour and the previous `FADING_HOLD_HOURS − 1` (a fall must last to count). */
  recentMomentum: number;
  /** Highest momentum so far, this evaluation included. */
  peak: number;
  /** Signed relative acceleration g; g1, the last hour's part of it; and g1 as it was an hour earlier. */
  acceleration: number;
  hourlyAcceleration: number;
  previousHourlyAcceleration: number;
  stories: number;
  recentStories: number;
  /** Stories per 4 hours from the start of the current stage to 4 hours ago (0 when that span is empty). */
  stagePace: number;
  ageHours: number;
  silenceHours: number;
  /** Hours since the current stage was entered. */
  stageHours: number;
}

/** Momenta are two-decimal numbers: compare them with a tolerance so 0.45 ≤ 0.75 · 0.6 holds as it reads. */
const EPSILON = 1e-9;

/**
 * Whether `decideStage` can tell `recentMomentum` from `momentum`: only a narrative that may start fading, i.e.
 * one decelerating with its momentum clearly below the peak (being below is monotone: a higher recent momentum is
 * below only if this one is), and whose stage may move now. Otherwise `momentum` stands in for it and the stage is
 * the same, which spares the engine three momentum computations per evaluation (lifecycle.ts).
 */
export const needsHold = (input: Omit<StageInput, "recentMomentum">): boolean => {
  const { current } = input;
  if (current === "archived" || current === "fading" || input.silenceHours >= ARCHIVE_AFTER_HOURS)
    return false;
  if (current !== "emerging" && input.stageHours < MIN_STAGE_HOURS) return false;
  const decelerating = input.acceleration <= DECELERATING_ACCELERATION || input.silenceHours >= QUIET_HOURS;
  return decelerating && below(input.momentum, input.peak);
};

/** Clearly below the peak (see FADING_RATIO). */
const below = (m: number, peak: number): boolean =>
  m <= FADING_RATIO * peak + EPSILON && peak - m >= FADING_MIN_DROP - EPSILON;

export const decideStage = (input: StageInput): Stage => {
  const { current, momentum, peak, acceleration: g } = input;
  if (current === "archived" || input.silenceHours >= ARCHIVE_AFTER_HOURS) return "archived";

  if (current !== "emerging" && input.stageHours < MIN_STAGE_HOURS) return current;

  const rising = g >= RISING_ACCELERATION;
  const turned =
    input.hourlyAcceleration <= TURNING_ACCELERATION &&
    input.previousHourlyAcceleration < 0 &&
    peak - momentum >= TURNING_MIN_DROP - EPSILON;
  const stalled = g < STALLED_ACCELERATION || turned;
  const decelerating = g <= DECELERATING_ACCELERATION || input.silenceHours >= QUIET_HOURS;
  const clearlyBelow = below(momentum, peak);
  const fading = below(input.recentMomentum, peak) && decelerating;

  switch (current) {
    case "emerging": {
      const small = input.stories < MIN_STORIES;
      if (small && input.ageHours < YOUNG_HOURS) return "emerging";
      if (fading) return "fading";
      if (small) return "emerging";
      if (rising && !turned) return "building";
      if (stalled && !clearlyBelow) return "peak";
      return "emerging";
    }
    case "building":
      if (fading) return "fading";
      // Growth stalled while momentum is not clearly below the best it ever had: this is the top. A
      // resurgence that stays below 75 % of the first peak goes back to fading without a second peak.
      return stalled && !clearlyBelow ? "peak" : "building";
    case "peak":
      // A new high while at peak stays peak ("at or near its highest"); only a clear fall leaves it.
      return fading ? "fading" : "peak";
    case "fading":
      return rising &&
        input.recentStories >=
          Math.max(RESURGENCE_MIN_STORIES, RESURGENCE_PACE_FACTOR * input.stagePace + RESURGENCE_PACE_MARGIN)
        ? "building"
        : "fading";
  }
};
