import type { MemberEvent, MomentumComponents } from "./types.js";

/**
 * Momentum of one narrative: how much is happening to it right now, in [0, 1]. Formulas and a worked example:
 * docs/pulse-momentum.md (its numbers are asserted by lifecycle.test.ts, so keep the two in step).
 *
 *   momentum = R · (0.35·V + 0.20·A + 0.25·D + 0.20·E), rounded to 2 decimals
 *
 * R (recency) multiplies instead of adding: an additive term could never bring a silent narrative down,
 * because its diversity and engagement stay what they were. Every component is in [0, 1] and the weights sum
 * to 1.
 */

const HOUR_MS = 3_600_000;

/** The caller keeps 72 h of members; anything older (or later than `now`) is ignored here too. */
export const WINDOW_HOURS = 72;

export const MOMENTUM_WEIGHTS = {
  volume: 0.35,
  acceleration: 0.2,
  diversity: 0.25,
  engagement: 0.2,
} as const;

/** Time constant of the soft 4-hour window that measures volume (a story counts e^(−age/4h)). */
export const VELOCITY_TAU_HOURS = 4;
/** V = 1 − e^(−L0/6): 1 fresh story 0.15, 3 → 0.39, 6 → 0.63, 12 → 0.86, 20 → 0.96; 1 story is not 0. */
export const VOLUME_SCALE = 6;
/** Pseudo-stories added to the earlier level, so a first story reads as growth of +0.5, not +∞. */
export const ACCELERATION_PRIOR_STORIES = 2;
/** A = ½·(1 + tanh(g / 1)): g = 0 (steady) maps to 0.5. */
export const ACCELERATION_SCALE = 1;
/** A second domain is worth two more sources: the same story in research and in markets travels further. */
export const DOMAIN_WEIGHT = 2;
/** D = 1 − e^(−x/4), x = (sources − 1) + 2·(domains − 1): 1 source 0, 6 sources in 3 domains 0.89. */
export const DIVERSITY_SCALE = 4;
/** Engagement scores are percentiles within their source, so 0.5 is "typical": the neutral prior. */
export const ENGAGEMENT_PRIOR = 0.5;
/** Weight of the prior in stories: one 1.0 story gives 0.67, not 1. */
export const ENGAGEMENT_PRIOR_STORIES = 2;
/** R = e^(−(silence/24h)²): flat for a few quiet hours (normal), 0.37 after a day, 0.02 at 48 h. */
export const RECENCY_TAU_HOURS = 24;

/** One near-duplicate group: it counts once, at its first sighting in this narrative. */
interface Story {
  at: number;
  /** Highest engagement among its items, undefined when none has one. */
  engagement: number | undefined;
}

/** What the stage rules need besides momentum (raw, unrounded signals). */
export interface MomentumSignals {
  /** [0, 1], two decimals. */
  momentum: number;
  /** Each in [0, 1], three decimals. */
  components: MomentumComponents;
  /** Signed relative acceleration g = ½·(g1 + g4) (0 = steady, > 0 growing, < 0 slowing). */
  acceleration: number;
  /** g1: relative change of the 4-hour level over the last hour alone (reacts first when growth turns). */
  hourlyAcceleration: number;
  /** g4: relative change of the 4-hour level against its mean at the four previous whole hours. */
  fourHourAcceleration: number;
  /** L0: the soft 4-hour story count now (what the volume saturates). */
  level: number;
  /** g1 as it was an hour ago: two shrinking hours in a row tell a turn from a one-hour dip. */
  previousHourlyAcceleration: number;
  /** Distinct stories in the 72 h window. */
  stories: number;
  /** Distinct stories first seen in the last 4 hours. */
  recentStories: number;
  /** Hours since the newest member (0 when one arrived at `now`). */
  silenceHours: number;
}

export const round = (x: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

const saturate = (x: number, scale: number): number => 1 - Math.exp(-Math.max(0, x) / scale);

/** Members within (now − 72 h, now], grouped by story. */
const collectStories = (events: readonly MemberEvent[], nowMs: number): Map<number, Story> => {
  const stories = new Map<number, Story>();
  for (const e of events) {
    const at = e.at.getTime();
    if (!(at <= nowMs && at > nowMs - WINDOW_HOURS * HOUR_MS)) continue;
    const score = e.engagementScore === undefined ? undefined : clamp01(e.engagementScore);
    const seen = stories.get(e.storyId);
    if (seen === undefined) {
      stories.set(e.storyId, { at, engagement: score });
      continue;
    }
    seen.at = Math.min(seen.at, at);
    if (score !== undefined) seen.engagement = Math.max(seen.engagement ?? 0, score);
  }
  return stories;
};

/** First sighting (ms) of each distinct story in (now − 72 h, now]: what volume counts. */
export const storyTimes = (events: readonly MemberEvent[], now: Date): number[] =>
  [...collectStories(events, now.getTime()).values()].map((s) => s.at);

/**
 * Soft 4-hour count of stories as seen at `atMs` and at each whole hour before it (L0 … L4, only stories
 * already there at each time). A soft window keeps momentum smooth between hourly evaluations: a story fades
 * out of it instead of dropping off an edge. One exponential per story: e^(−(t−h−s)/τ) = e^(h/τ) ·
 * e^(−(t−s)/τ).
 */
const levels = (stories: readonly Story[], atMs: number, hours: number): number[] => {
  const sums = new Array<number>(hours + 1).fill(0);
  for (const s of stories) {
    if (s.at > atMs) continue;
    const w = Math.exp(-(atMs - s.at) / HOUR_MS / VELOCITY_TAU_HOURS);
    for (let h = 0; h <= hours && s.at <= atMs - h * HOUR_MS; h += 1) sums[h] = (sums[h] ?? 0) + w;
  }
  return sums.map((sum, h) => sum * Math.exp(h / VELOCITY_TAU_HOURS));
};

/**
 * Relative change of the level against an earlier one: "against its own history". Relative, so a narrative of
 * 3 stories and one of 30 that both double read the same; the prior keeps one story from reading as infinite
 * growth.
 */
const growth = (now: number, before: number): number =>
  (now - before) / (before + ACCELERATION_PRIOR_STORIES);

export const computeMomentum = (
  events: readonly MemberEvent[],
  lastSeenAt: Date,
  now: Date,
): MomentumSignals => {
  const nowMs = now.getTime();
  const stories = collectStories(events, nowMs);
  const all = [...stories.values()];

  // Velocity: the soft 4-hour story count now (L0). Acceleration: its change over the last hour (g1, reacts
  // first) and against its mean over the last four hours (g4: a burst enters and leaves that comparison a
  // quarter at a time, so the component moves smoothly), averaged.
  const [l0 = 0, l1 = 0, l2 = 0, l3 = 0, l4 = 0] = levels(all, nowMs, 4);
  const g1 = growth(l0, l1);
  const g4 = growth(l0, (l1 + l2 + l3 + l4) / 4);
  const g = 0.5 * g1 + 0.5 * g4;
  const volume = saturate(l0, VOLUME_SCALE);
  const acceleration = 0.5 * (1 + Math.tanh(g / ACCELERATION_SCALE));

  // Diversity and engagement look at the whole window: they describe the narrative, and recency already
  // brings a quiet one down (a shorter window would make momentum drop in a step when a source falls out of
  // it). Diversity counts items, not stories: the same story carried by six outlets is exactly what it
  // measures.
  const sources = new Set<string>();
  const domains = new Set<string>();
  for (const e of events) {
    const at = e.at.getTime();
    if (at > nowMs - WINDOW_HOURS * HOUR_MS && at <= nowMs) {
      sources.add(e.source);
      domains.add(e.domain);
    }
  }
  const spread = Math.max(0, sources.size - 1) + DOMAIN_WEIGHT * Math.max(0, domains.size - 1);
  const diversity = saturate(spread, DIVERSITY_SCALE);

  // Engagement: a mean shrunk towards the typical percentile, per story (near-duplicates once, their best
  // score).
  let scored = 0;
  let total = 0;
  for (const s of all) {
    if (s.engagement !== undefined) {
      scored += 1;
      total += s.engagement;
    }
  }
  const engagement =
    (total + ENGAGEMENT_PRIOR * ENGAGEMENT_PRIOR_STORIES) / (scored + ENGAGEMENT_PRIOR_STORIES);

  const newest = Math.max(
    all.reduce((m, s) => Math.max(m, s.at), Number.NEGATIVE_INFINITY),
    lastSeenAt.getTime() <= nowMs ? lastSeenAt.getTime() : Number.NEGATIVE_INFINITY,
  );
  const silenceHours = Number.isFinite(newest) ? (nowMs - newest) / HOUR_MS : 0;
  const recency = Math.exp(-((silenceHours / RECENCY_TAU_HOURS) ** 2));

  const w = MOMENTUM_WEIGHTS;
  const raw =
    recency *
    (w.volume * volume + w.acceleration * acceleration + w.diversity * diversity + w.engagement * engagement);

  return {
    momentum: round(clamp01(raw), 2),
    components: {
      volume: round(clamp01(volume), 3),
      acceleration: round(clamp01(acceleration), 3),
      diversity: round(clamp01(diversity), 3),
      engagement: round(clamp01(engagement), 3),
      recency: round(clamp01(recency), 3),
    },
    acceleration: g,
    hourlyAcceleration: g1,
    fourHourAcceleration: g4,
    level: l0,
    previousHourlyAcceleration: growth(l1, l2),
    stories: all.length,
    recentStories: all.filter((s) => s.at > nowMs - 4 * HOUR_MS).length,
    silenceHours,
  };
};
