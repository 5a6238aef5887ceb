import type { SourceDomain } from "../../../sources/types.js";
import { type CycleIndex, mostEngaged } from "./cycle-index.js";
import type { SkeletonNarrative } from "./skeleton.js";
import { commonWords, storySummary } from "./story-sentences.js";
import { compareText, round2 } from "./text.js";

/** Narratives a digest lists: enough for a briefing, few enough to read. */
export const MAX_NARRATIVES = 8;
/** Cited items per narrative. */
const TOP_ITEMS = 3;

/**
 * The cycle's top narratives: Pulse's active narratives that this cycle's items touched, by momentum (ties by id).
 * A narrative with no item in the cycle is left out even when its momentum is high: the digest reports what
 * happened since the previous one, and every narrative it lists must be backed by items it can cite.
 */
export function selectNarratives(cycle: CycleIndex): SkeletonNarrative[] {
  const out: SkeletonNarrative[] = [];
  const common = commonWords(cycle.items.map((i) => i.title));
  for (const n of cycle.narratives) {
    const items = cycle.itemsOf.get(n.id) ?? [];
    if (!items.length) continue;
    const perSource = new Map<string, number>();
    const domains = new Set<SourceDomain>();
    for (const item of items) {
      perSource.set(item.source, (perSource.get(item.source) ?? 0) + 1);
      domains.add(cycle.ref(item).domain);
    }
    const topItems = mostEngaged(items, TOP_ITEMS).map(cycle.ref);
    // Pulse always names its narratives; should one come without a title, its best headline stands in.
    const title = n.title.trim() || topItems[0]?.headline || `Narrative ${n.id}`;
    const told = items.map((item) => ({ item, domain: cycle.ref(item).domain }));
    out.push({
      id: n.id,
      title,
      stage: n.stage,
      // Pulse's number as is, only kept within the schema's [0, 1] at two decimals.
      momentum: round2(Math.min(1, Math.max(0, n.momentum))),
      components: n.components,
      summary: n.summary,
      story: storySummary(title, told, n.summary, common),
      itemCount: n.itemCount,
      cycleItems: items.length,
      sources: [...perSource]
        .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
        .map(([source, count]) => ({
          source,
          sourceName: cycle.sources.get(source)?.name ?? source,
          items: count,
        })),
      domains: [...domains].sort(compareText),
      topItems,
    });
    if (out.length === MAX_NARRATIVES) break;
  }
  return out;
}
