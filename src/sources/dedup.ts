import type { ItemDecision, ItemKey } from "../store/content-types.js";
import { bands, fromHex, hamming, type SimHash, simhashOf, titleKey, toHex } from "./simhash.js";
import type { ContentItem } from "./types.js";

/**
 * Decides, for each collected item, whether it is new, a re-sighting of a stored item (same source and id), the
 * same URL from another source (one item, the other source recorded in `alsoSeenIn`), or a near-duplicate of
 * another story (a new row linked to that story). Pure: the store applies the decisions in one transaction.
 */

/** Hamming distance (of 64 bits) up to which two items are the same story told with small edits. */
export const NEAR_DUPLICATE_BITS = 3;
/** Shorter title keys ("ask hn", "show hn") match too many unrelated items to count as syndication. */
const MIN_TITLE_KEY = 24;

type StoryRef = { id: number } | { batchIndex: number };

export interface DedupStats {
  inserted: number;
  refreshed: number;
  alsoSeen: number;
  nearDuplicates: number;
}

/** Plans one batch against the stored keys (see `ContentStore.itemKeysSince`). */
export function planDedup(
  existing: Iterable<ItemKey>,
  items: readonly ContentItem[],
): { decisions: ItemDecision[]; stats: DedupStats } {
  return new DedupIndex(existing).plan(items);
}

// Batch references (`batchIndex`) are only meaningful within one plan, so an index plans exactly one batch.
class DedupIndex {
  readonly #bySource = new Map<string, number | { batchIndex: number }>();
  readonly #byUrl = new Map<string, number | { batchIndex: number }>();
  readonly #byTitle = new Map<string, StoryRef>();
  readonly #bands = new Map<string, { hash: SimHash; story: StoryRef }[]>();

  constructor(existing: Iterable<ItemKey> = []) {
    for (const k of existing) {
      this.#bySource.set(sourceKey(k.source, k.sourceId), k.id);
      if (!this.#byUrl.has(k.url)) this.#byUrl.set(k.url, k.id);
      this.#remember(k.titleKey, fromHex(k.simhash), { id: k.storyId });
    }
  }

  plan(items: readonly ContentItem[]): { decisions: ItemDecision[]; stats: DedupStats } {
    const decisions: ItemDecision[] = [];
    const stats: DedupStats = { inserted: 0, refreshed: 0, alsoSeen: 0, nearDuplicates: 0 };
    for (const item of items) {
      const key = sourceKey(item.source, item.sourceId);
      const seen = this.#bySource.get(key);
      if (seen !== undefined) {
        // A repeat inside this batch (same id twice in one feed) is dropped; a stored one is refreshed.
        if (typeof seen === "number") {
          decisions.push({ kind: "refresh", id: seen, item });
          stats.refreshed++;
        }
        continue;
      }
      const sameUrl = this.#byUrl.get(item.url);
      if (sameUrl !== undefined) {
        this.#bySource.set(key, sameUrl);
        if (typeof sameUrl === "number") {
          decisions.push({
            kind: "also_seen",
            id: sameUrl,
            sighting: { source: item.source, sourceId: item.sourceId, url: item.url },
            at: item.fetchedAt,
          });
          stats.alsoSeen++;
        }
        // Same URL twice in one batch from different sources: the second sighting is kept on the next run.
        continue;
      }
      const tk = titleKey(item.title);
      const hash = simhashOf(item.title, item.content);
      const story = this.#storyOf(tk, hash);
      if (story) stats.nearDuplicates++;
      const ref = { batchIndex: stats.inserted };
      decisions.push({ kind: "insert", item, titleKey: tk, simhash: toHex(hash), story });
      stats.inserted++;
      this.#bySource.set(key, ref);
      this.#byUrl.set(item.url, ref);
      this.#remember(tk, hash, story ?? ref);
    }
    return { decisions, stats };
  }

  #storyOf(tk: string, hash: SimHash): StoryRef | undefined {
    if (tk.length >= MIN_TITLE_KEY) {
      const byTitle = this.#byTitle.get(tk);
      if (byTitle) return byTitle;
    }
    let best: { d: number; story: StoryRef } | undefined;
    for (const band of bands(hash)) {
      for (const c of this.#bands.get(band) ?? []) {
        const d = hamming(hash, c.hash);
        if (d <= NEAR_DUPLICATE_BITS && (!best || d < best.d)) best = { d, story: c.story };
      }
    }
    return best?.story;
  }

  #remember(tk: string, hash: SimHash, story: StoryRef): void {
    if (tk.length >= MIN_TITLE_KEY && !this.#byTitle.has(tk)) this.#byTitle.set(tk, story);
    for (const band of bands(hash)) {
      const list = this.#bands.get(band);
      if (list) list.push({ hash, story });
      else this.#bands.set(band, [{ hash, story }]);
    }
  }
}

const sourceKey = (source: string, sourceId: string) => `${source}\u0000${sourceId}`;
