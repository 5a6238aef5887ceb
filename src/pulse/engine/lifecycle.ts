import { computeMomentum, storyTimes } from "./momentum.js";
import { decideStage, FADING_HOLD_HOURS, needsHold } from "./stage.js";
import type { EvaluateNarrative, NarrativeSeries } from "./types.js";

export * from "./momentum.js";
export * from "./stage.js";

const HOUR_MS = 3_600_000;

/** Hours back at which the momentum is recomputed for the fading hold (1 … FADING_HOLD_HOURS − 1). */
const HOLD_OFFSETS = Array.from({ length: FADING_HOLD_HOURS - 1 }, (_, i) => i + 1);

const hoursSince = (from: Date, now: Date): number => Math.max(0, (now.getTime() - from.getTime()) / HOUR_MS);

/** When the current stage began: its lifecycle entry, or the first sighting when none was recorded. */
const stageStart = (series: NarrativeSeries): Date => {
  const last = series.lifecycle.at(-1);
  return last !== undefined && last.stage === series.stage ? last.at : series.firstSeenAt;
};

/**
 * Stories per 4 hours between `from` and 4 hours before `now`: the pace a resurgence is measured against. The
 * span counts as at least 4 hours, so a short one does not turn a single story into a high pace.
 */
const paceSince = (times: readonly number[], from: Date, now: Date): number => {
  const start = from.getTime();
  const end = now.getTime() - 4 * HOUR_MS;
  if (end <= start) return 0;
  const count = times.filter((t) => t >= start && t <= end).length;
  return (count / Math.max(4, (end - start) / HOUR_MS)) * 4;
};

/**
 * Momentum and stage of one narrative at `now`: pure and deterministic (no clock of its own). The engine
 * calls it after each batch and on its periodic tick, records a lifecycle entry when the stage differs from
 * `series.stage`, raises `peakMomentum`/`peakAt` when the momentum exceeds them, and archives the narrative
 * when the stage is "archived", which this returns once no member has arrived for 48 h
 * (`ARCHIVE_AFTER_HOURS`), and forever after.
 */
export const evaluateNarrative: EvaluateNarrative = (series, now) => {
  const m = computeMomentum(series.events, series.lastSeenAt, now);
  const since = stageStart(series);
  const input = {
    current: series.stage,
    momentum: m.momentum,
    // The caller raises the peak after this call; the rules already count this evaluation as a possible peak.
    peak: Math.max(series.peakMomentum, m.momentum),
    acceleration: m.acceleration,
    hourlyAcceleration: m.hourlyAcceleration,
    previousHourlyAcceleration: m.previousHourlyAcceleration,
    stories: m.stories,
    recentStories: m.recentStories,
    ageHours: hoursSince(series.firstSeenAt, now),
    silenceHours: m.silenceHours,
    stageHours: hoursSince(since, now),
    // Only a fading narrative's resurgence reads its pace (stage.ts).
    stagePace: series.stage === "fading" ? paceSince(storyTimes(series.events, now), since, now) : 0,
  };
  // The momenta of the hours before count only when the narrative may start fading (`needsHold`).
  const recentMomentum = needsHold(input)
    ? Math.max(
        m.momentum,
        ...HOLD_OFFSETS.map(
          (h) =>
            computeMomentum(series.events, series.lastSeenAt, new Date(now.getTime() - h * HOUR_MS)).momentum,
        ),
      )
    : m.momentum;
  const stage = decideStage({ ...input, recentMomentum });
  return { momentum: m.momentum, components: m.components, stage };
};
