import type { MasterDigest } from "../digest/schema.js";

export interface MomentumSeries {
  title: string;
  /** One value per cycle, oldest first; null where the narrative was not in that digest. */
  values: Array<number | null>;
}

export interface MomentumHistory {
  /** createdAt of each digest, oldest first. */
  cycles: string[];
  series: MomentumSeries[];
}

/**
 * Momentum of the newest digest's leading narratives across the recent digests (newest first, as the store lists
 * them). Narratives are matched by title: a digest stores only title, stage and momentum, so the title is the one
 * key that crosses cycles. Undefined when fewer than two digests exist: one point is not a trend.
 */
export function momentumHistory(recent: readonly MasterDigest[], maxSeries = 5): MomentumHistory | undefined {
  if (recent.length < 2 || !recent[0]) return undefined;
  const oldestFirst = [...recent].reverse();
  const leading = [...recent[0].narratives].sort((a, b) => b.momentum - a.momentum).slice(0, maxSeries);
  const series = leading.map((n) => ({
    title: n.title,
    values: oldestFirst.map((d) => d.narratives.find((m) => m.title === n.title)?.momentum ?? null),
  }));
  return { cycles: oldestFirst.map((d) => d.createdAt), series };
}
