import { AGGREGATOR_TITLE_JACCARD, bestAggregatorMatch, isAggregatorLink } from "./aggregator.js";
import { bands, fromHex, hamming, type SimHash, textSimhash, titleKey, toHex } from "./simhash.js";
import type { ItemDecision, ItemKey } from "./store.js";
import { TitleIndex, wordFrequencies, wordsOf } from "./title-index.js";
import type { ContentItem } from "./types.js";

/**
 * Decides, for each collected item, whether it is new, a re-sighting of a stored item (same source and id), the
 * same URL from another source (one item, the other source recorded in `alsoSeenIn`), or a near-duplicate of
 * another story (a new row linked to that story). Pure: the store applies the decisions in one transaction.
 *
 * Near-duplicates are found two ways: headlines whose word sets overlap by Jaccard ≥ 0.7 (`title-index.ts`), and
 * long texts whose 64-bit SimHash is within 3 bits (found through four 16-bit bands). An aggregator's item (Google
 * News: no publisher URL, no text) and another source's item need only 0.5 headline overlap (`aggregator.ts`).
 */

/** Hamming distance (of 64 bits) up to which two long texts are the same text with small edits. */
export const NEAR_DUPLICATE_BITS = 3;

type StoryRef = { id: number } | { batchIndex: number };
type Candidate = { story: StoryRef; source: string };
type Titled = { words: ReadonlySet<string>; value: Candidate };
/** Marks a (source, sourceId) already decided in this batch: any later repeat is dropped. */
const IN_BATCH = "in-batch";

export interface DedupStats {
  inserted: number;
  refreshed: number;
  alsoSeen: number;
  nearDuplicates: number;
}

/** Plans one batch against the stored keys (see `ContentStore.itemKeysSince`). */
export function planDedup(
  existing: readonly ItemKey[],
  items: readonly ContentItem[],
): { decisions: ItemDecision[]; stats: DedupStats } {
  const keys = items.map((i) => titleKey(i.title));
  // One rarity order for stored and new titles alike: prefix filtering is only exact under a single order.
  const df = wordFrequencies([...existing.map((k) => k.titleKey), ...keys]);
  return new DedupIndex(existing, df).plan(items, keys);
}

// Batch references (`batchIndex`) are only meaningful within one plan, so an index plans exactly one batch.
class DedupIndex {
  readonly #bySource = new Map<string, number | typeof IN_BATCH>();
  readonly #byUrl = new Map<string, number | { batchIndex: number }>();
  readonly #titles: TitleIndex<Candidate>;
  /** Aggregator titles, which other sources' titles probe at the aggregator threshold. */
  readonly #aggregatorTitles: TitleIndex<Candidate>;
  /** Every other title, which a new aggregator title scans (few per run; see `bestAggregatorMatch`). */
  readonly #plainTitles: Titled[] = [];
  readonly #bands = new Map<string, (Candidate & { hash: SimHash })[]>();
  readonly #inserts: Extract<ItemDecision, { kind: "insert" }>[] = [];

  constructor(existing: readonly ItemKey[], df: ReadonlyMap<string, number>) {
    this.#titles = new TitleIndex(df);
    this.#aggregatorTitles = new TitleIndex(df, AGGREGATOR_TITLE_JACCARD);
    for (const k of existing) {
      this.#bySource.set(sourceKey(k.source, k.sourceId), k.id);
      if (!this.#byUrl.has(k.url)) this.#byUrl.set(k.url, k.id);
      const hash = k.simhash ? fromHex(k.simhash) : undefined;
      this.#remember(k.titleKey, hash, { id: k.storyId }, k.source, isAggregatorLink(k.url));
    }
  }

  plan(
    items: readonly ContentItem[],
    keys: readonly string[],
  ): { decisions: ItemDecision[]; stats: DedupStats } {
    const decisions: ItemDecision[] = [];
    const stats: DedupStats = { inserted: 0, refreshed: 0, alsoSeen: 0, nearDuplicates: 0 };
    for (const [index, item] of items.entries()) {
      const key = sourceKey(item.source, item.sourceId);
      const seen = this.#bySource.get(key);
      if (seen !== undefined) {
        // A repeat inside this batch (same id twice in one feed) is dropped; a stored one is refreshed.
        if (typeof seen === "number") {
          decisions.push({ kind: "refresh", id: seen, item });
          stats.refreshed++;
          this.#bySource.set(key, IN_BATCH);
        }
        continue;
      }
      const sameUrl = this.#byUrl.get(item.url);
      if (sameUrl !== undefined) {
        // Never the stored row's id: a repeat of this sighting must not "refresh" another source's row with it.
        this.#bySource.set(key, IN_BATCH);
        const sighting = { source: item.source, sourceId: item.sourceId, url: item.url };
        if (typeof sameUrl === "number") {
          decisions.push({ kind: "also_seen", id: sameUrl, sighting, at: item.fetchedAt });
        } else {
          // Both sightings arrived in this batch: the row inserted for the first one lists the second.
          const first = this.#inserts[sameUrl.batchIndex];
          if (first) {
            first.alsoSeenIn ??= [];
            first.alsoSeenIn.push(sighting);
          }
        }
        stats.alsoSeen++;
        continue;
      }
      const tk = keys[index] ?? titleKey(item.title);
      const hash = textSimhash(item.content);
      const aggregator = isAggregatorLink(item.url);
      const story = this.#storyOf(tk, hash, item.source, aggregator);
      if (story) stats.nearDuplicates++;
      const ref = { batchIndex: stats.inserted };
      const simhash = hash ? toHex(hash) : "";
      const decision = { kind: "insert" as const, item, titleKey: tk, simhash, story };
      decisions.push(decision);
      this.#inserts.push(decision);
      stats.inserted++;
      this.#bySource.set(key, IN_BATCH);
      this.#byUrl.set(item.url, ref);
      this.#remember(tk, hash, story ?? ref, item.source, aggregator);
    }
    return { decisions, stats };
  }

  // Only across sources: one source repeating a headline shape ("Daily AI News 11/20", "Will X be the largest
  // company…?" per company) is a series of different items, while syndication is other outlets retelling it.
  #storyOf(tk: string, hash: SimHash | undefined, source: string, aggregator: boolean): StoryRef | undefined {
    const other = (c: Candidate) => c.source !== source;
    const words = wordsOf(tk);
    const byTitle = this.#titles.find(words, other);
    if (byTitle) return byTitle.value.story;
    const byHeadline = aggregator
      ? bestAggregatorMatch(words, this.#plainTitles, other)
      : this.#aggregatorTitles.find(words, other)?.value;
    if (byHeadline) return byHeadline.story;
    if (!hash) return undefined;
    let best: { d: number; story: StoryRef } | undefined;
    for (const band of bands(hash)) {
      for (const c of this.#bands.get(band) ?? []) {
        if (!other(c)) continue;
        const d = hamming(hash, c.hash);
        if (d <= NEAR_DUPLICATE_BITS && (!best || d < best.d)) best = { d, story: c.story };
      }
    }
    return best?.story;
  }

  #remember(
    tk: string,
    hash: SimHash | undefined,
    story: StoryRef,
    source: string,
    aggregator: boolean,
  ): void {
    const words = wordsOf(tk);
    const value = { story, source };
    this.#titles.add(words, value);
    if (aggregator) this.#aggregatorTitles.add(words, value);
    else this.#plainTitles.push({ words, value });
    if (!hash) return;
    for (const band of bands(hash)) {
      const list = this.#bands.get(band);
      if (list) list.push({ hash, story, source });
      else this.#bands.set(band, [{ hash, story, source }]);
    }
  }
}

const sourceKey = (source: string, sourceId: string) => `${source}\u0000${sourceId}`;
