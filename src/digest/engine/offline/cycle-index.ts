import { cleanTitle, clip, leadOf } from "../../../pulse/engine/headline.js";
import type { StoredContentItem } from "../../../sources/types.js";
import type { DigestInput, DigestNarrativeInput, DigestSourceInfo } from "../types.js";
import type { SkeletonItemRef } from "./skeleton.js";
import { compareText } from "./text.js";

/** A signal or a cited headline is one line. */
export const HEADLINE_CHARS = 160;

/**
 * One cycle's input, indexed once for every part of the skeleton. Items from sources that did not answer are left
 * out (the contract says there are none; if one slipped in, `sourcesUsed` must still name answering sources only),
 * and so are narratives not active (a merged narrative's items live on in its survivor).
 */
export interface CycleIndex {
  input: DigestInput;
  /** Answering sources by id. */
  sources: Map<string, DigestSourceInfo>;
  /** The cycle's items from answering sources, by id ascending. */
  items: StoredContentItem[];
  itemById: Map<number, StoredContentItem>;
  /** Active narratives by momentum (highest first, ties by id). */
  narratives: DigestNarrativeInput[];
  /** Item id → the narrative holding it (the strongest one, should an item be listed twice). */
  narrativeOf: Map<number, DigestNarrativeInput>;
  /** The narrative's cycle items (answering sources only), by id. */
  itemsOf: Map<number, StoredContentItem[]>;
  ref(item: StoredContentItem): SkeletonItemRef;
  headline(item: StoredContentItem): string;
}

export function indexCycle(input: DigestInput): CycleIndex {
  const sources = new Map<string, DigestSourceInfo>();
  for (const s of [...input.sources].sort((a, b) => compareText(a.id, b.id))) sources.set(s.id, s);
  const items = input.items.filter((i) => sources.has(i.source)).sort((a, b) => a.id - b.id);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const narratives = input.narratives
    .filter((n) => n.status === "active")
    .sort((a, b) => b.momentum - a.momentum || a.id - b.id);

  const narrativeOf = new Map<number, DigestNarrativeInput>();
  const itemsOf = new Map<number, StoredContentItem[]>();
  for (const n of narratives) {
    const own: StoredContentItem[] = [];
    for (const id of new Set(n.itemIds)) {
      const item = itemById.get(id);
      if (!item || narrativeOf.has(id)) continue;
      narrativeOf.set(id, n);
      own.push(item);
    }
    itemsOf.set(
      n.id,
      own.sort((a, b) => a.id - b.id),
    );
  }

  // Headlines are cleaned once per item: the signals, the narratives and the cross-domain pass all quote them.
  const headlines = new Map<number, string>();
  const headline = (item: StoredContentItem): string => {
    let h = headlines.get(item.id);
    if (h === undefined) {
      // An item with neither title nor text is still cited honestly: by its link, else by source and id.
      const text = cleanTitle(item.title) || leadOf(item.content, HEADLINE_CHARS) || item.url.trim();
      h = clip(text || `${item.source} item ${item.id}`, HEADLINE_CHARS);
      headlines.set(item.id, h);
    }
    return h;
  };
  const ref = (item: StoredContentItem): SkeletonItemRef => {
    const info = sources.get(item.source);
    return {
      itemId: item.id,
      source: item.source,
      sourceName: info?.name ?? item.source,
      domain: info?.domain ?? item.domain,
      headline: headline(item),
      url: item.url,
      engagement: item.engagement?.score,
    };
  };
  return { input, sources, items, itemById, narratives, narrativeOf, itemsOf, ref, headline };
}

/** Engagement for ranking: an item without a score ranks as a middling one of its source. */
export const engagementOf = (item: StoredContentItem): number => item.engagement?.score ?? 0.5;

/** Most engaged first, ties by id; one item per near-duplicate story (the collector's `storyId`). */
export function mostEngaged(items: readonly StoredContentItem[], max: number): StoredContentItem[] {
  const sorted = [...items].sort((a, b) => engagementOf(b) - engagementOf(a) || a.id - b.id);
  const stories = new Set<number>();
  const out: StoredContentItem[] = [];
  for (const item of sorted) {
    if (stories.has(item.storyId)) continue;
    stories.add(item.storyId);
    out.push(item);
    if (out.length === max) break;
  }
  return out;
}
