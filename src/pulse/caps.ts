import type {
  PulseBodies,
  PulseKind,
  UpstreamNarrative,
  UpstreamNarratives,
  UpstreamRecent,
} from "./types.js";

/** Response size caps (docs/pulse.md, "Endpoints"). The upstream should respect them already; the gateway never sells more. */
export const PULSE_CAPS = { narratives: 50, detailItems: 100, recentItems: 500 } as const;

/** Negative when `a` should be kept before `b`. */
type Precedence<T> = (a: T, b: T) => number;

/**
 * The `n` items that come first by `precedence`, left in the order the upstream gave them (ties go to the earlier
 * item). At or below the cap the list is returned as is.
 */
export function keepTop<T>(items: readonly T[], n: number, precedence: Precedence<T>): T[] {
  if (items.length <= n) return [...items];
  const indices = items.map((_, i) => i);
  indices.sort((a, b) => precedence(items[a] as T, items[b] as T) || a - b);
  return indices
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i] as T);
}

// Undated items count as the oldest, so they are the first to go when a list is over its cap.
const publishedAt = (item: { publishedAt?: string | undefined }): number =>
  item.publishedAt === undefined ? Number.NEGATIVE_INFINITY : Date.parse(item.publishedAt);
const newerFirst = (a: { publishedAt?: string | undefined }, b: { publishedAt?: string | undefined }) => {
  const ta = publishedAt(a);
  const tb = publishedAt(b);
  return ta === tb ? 0 : tb > ta ? 1 : -1;
};

/** Archived narratives are readable by id but never listed (docs/pulse-momentum.md, "Stages"); the list is ordered by momentum. */
export function capNarratives(body: UpstreamNarratives): UpstreamNarratives {
  const active = body.narratives.filter((n) => n.stage !== "archived");
  // Array#sort is stable, so equal momentum keeps the upstream's order.
  const ordered = active.sort((a, b) => b.momentum - a.momentum);
  return { narratives: ordered.slice(0, PULSE_CAPS.narratives) };
}

export function capNarrative(body: UpstreamNarrative): UpstreamNarrative {
  const { narrative } = body;
  return {
    narrative: {
      ...narrative,
      contentItems: keepTop(narrative.contentItems, PULSE_CAPS.detailItems, newerFirst),
    },
  };
}

export function capRecent(body: UpstreamRecent): UpstreamRecent {
  // Among items published at the same instant the higher id is the later sighting.
  const precedence: Precedence<UpstreamRecent["items"][number]> = (a, b) => newerFirst(a, b) || b.id - a.id;
  return { items: keepTop(body.items, PULSE_CAPS.recentItems, precedence) };
}

/**
 * A paid answer with zero rows is answered 200 without charge (README, "Paid"). A narrative detail always carries a
 * narrative, so it is never below threshold.
 */
export function isBelowThreshold<K extends PulseKind>(kind: K, body: PulseBodies[K]): boolean {
  switch (kind) {
    case "narratives":
      return (body as PulseBodies["narratives"]).narratives.length === 0;
    case "digests":
      return (body as PulseBodies["digests"]).digests.length === 0;
    case "recent":
      return (body as PulseBodies["recent"]).items.length === 0;
    default:
      return false;
  }
}
