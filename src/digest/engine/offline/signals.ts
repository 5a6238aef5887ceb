import type { StoredContentItem } from "../../../sources/types.js";
import type { CycleIndex } from "./cycle-index.js";
import type { SignalStrength, SkeletonNarrative, SkeletonSignal } from "./skeleton.js";

/** At most this many signals in all, and per source: a briefing, not a feed. */
export const MAX_SIGNALS = 15;
export const MAX_PER_SOURCE = 2;

const RANK: Record<SignalStrength, number> = { high: 0, medium: 1, low: 2 };
/** Notability lost per signal already chosen on the same narrative (engagement percentiles are in [0, 1]). */
const REPEAT_PENALTY = 0.25;

/**
 * Strength from the item's engagement percentile within its source (the collector's `engagement.score`):
 * ≥ 0.8 high, ≥ 0.5 medium, else low. Sources without engagement figures (feeds, arXiv, SEC filings) cannot be
 * ranked that way, so their items are medium when they belong to a listed narrative (the story is moving across
 * sources) and low otherwise.
 */
export function strengthOf(item: StoredContentItem, inTopNarrative: boolean): SignalStrength {
  const score = item.engagement?.score;
  if (score === undefined) return inTopNarrative ? "medium" : "low";
  if (score >= 0.8) return "high";
  if (score >= 0.5) return "medium";
  return "low";
}

interface Candidate {
  item: StoredContentItem;
  strength: SignalStrength;
  narrativeId: number | undefined;
  /** Ranking within a source: engagement, plus a bonus for belonging to a listed narrative (more for stronger). */
  notability: number;
}

const byNotability = (a: Candidate, b: Candidate) => b.notability - a.notability || a.item.id - b.item.id;
const byStrength = (a: Candidate, b: Candidate) => RANK[a.strength] - RANK[b.strength] || byNotability(a, b);

/**
 * The most notable items per source: each source's best item first (sources ordered by how notable that item is),
 * then second items where a source has another medium-or-high one on a different story and narrative; near-duplicate
 * stories carried by several sources appear once. Result ordered strongest first.
 */
export function selectSignals(cycle: CycleIndex, listed: readonly SkeletonNarrative[]): SkeletonSignal[] {
  const momentumOf = new Map(listed.map((n) => [n.id, n.momentum]));
  const perSource = new Map<string, Candidate[]>();
  for (const item of cycle.items) {
    if (!cycle.headline(item)) continue;
    const nid = cycle.narrativeOf.get(item.id)?.id;
    const momentum = nid === undefined ? undefined : momentumOf.get(nid);
    const inTop = momentum !== undefined;
    const candidate: Candidate = {
      item,
      strength: strengthOf(item, inTop),
      narrativeId: inTop ? nid : undefined,
      notability: (item.engagement?.score ?? 0.5) + (inTop ? 0.3 + 0.2 * momentum : 0),
    };
    const list = perSource.get(item.source) ?? [];
    list.push(candidate);
    perSource.set(item.source, list);
  }

  const ranked = new Map([...perSource].map(([source, list]) => [source, list.sort(byNotability)]));
  const picked = new Map<string, Candidate[]>();
  const stories = new Set<number>();
  const chosen: Candidate[] = [];
  const told = new Map<number, number>();
  // Round by round, the best remaining pick of every source joins, the most notable source first; a source whose
  // best item tells a story another source already gave falls back to its next one.
  for (let round = 0; round < MAX_PER_SOURCE && chosen.length < MAX_SIGNALS; round++) {
    const pending = new Set(ranked.keys());
    while (pending.size && chosen.length < MAX_SIGNALS) {
      let best: Candidate | undefined;
      let bestScore = 0;
      for (const source of [...pending]) {
        const next = nextPick(ranked.get(source) ?? [], picked.get(source) ?? [], stories);
        if (!next) {
          pending.delete(source);
          continue;
        }
        // Each signal already on the same narrative costs a little: the list should span stories, not repeat one.
        const repeats = next.narrativeId === undefined ? 0 : (told.get(next.narrativeId) ?? 0);
        const score = next.notability - REPEAT_PENALTY * repeats;
        const order = best ? bestScore - score || next.item.id - best.item.id : -1;
        if (order < 0) {
          best = next;
          bestScore = score;
        }
      }
      if (!best) break;
      if (best.narrativeId !== undefined) told.set(best.narrativeId, (told.get(best.narrativeId) ?? 0) + 1);
      pending.delete(best.item.source);
      stories.add(best.item.storyId);
      picked.set(best.item.source, [...(picked.get(best.item.source) ?? []), best]);
      chosen.push(best);
    }
  }
  return chosen.sort(byStrength).map((c) => ({
    ...cycle.ref(c.item),
    signal: cycle.headline(c.item),
    strength: c.strength,
    narrativeId: c.narrativeId,
  }));
}

/** A source's next signal: a story not yet told; a second one must be worth reading and on another narrative. */
function nextPick(ranked: readonly Candidate[], picked: readonly Candidate[], stories: ReadonlySet<number>) {
  for (const c of ranked) {
    if (stories.has(c.item.storyId) || picked.includes(c)) continue;
    if (picked.length === 0) return c;
    if (c.strength === "low") continue;
    if (picked.some((p) => p.narrativeId !== undefined && p.narrativeId === c.narrativeId)) continue;
    return c;
  }
  return undefined;
}
