import { jaccard, MIN_TITLE_WORDS } from "./title-index.js";

/**
 * News aggregators whose links are opaque redirects. Google News ids (`/rss/articles/CBMi…`) no longer carry the
 * publisher's URL (resolving one takes a request to Google), so its items can never join a story by URL: they join
 * by headline alone, at a lower word overlap than other sources need, because an aggregator retells a story under
 * each outlet's own headline. The threshold and its margin, measured on the replay snapshot, are in docs/sources.md.
 */

/** Headline Jaccard at which an aggregator item joins another source's story (other sources: `TITLE_JACCARD`). */
export const AGGREGATOR_TITLE_JACCARD = 0.5;

const AGGREGATOR_HOSTS = new Set(["news.google.com"]);

/** An item whose link is an aggregator's redirect, not the publisher's page. */
export function isAggregatorLink(url: string): boolean {
  return AGGREGATOR_HOSTS.has(URL.parse(url)?.hostname ?? "");
}

/**
 * The most similar title at or above `AGGREGATOR_TITLE_JACCARD` among `candidates`, by a full scan. Only an
 * aggregator item seen for the first time scans (a re-sighting is matched by its id before this), a few per
 * collection run, so a scan costs less than keeping every title in a second, lower-threshold index.
 */
export function bestAggregatorMatch<T>(
  words: ReadonlySet<string>,
  candidates: readonly { words: ReadonlySet<string>; value: T }[],
  accept: (value: T) => boolean,
): T | undefined {
  if (words.size < MIN_TITLE_WORDS) return undefined;
  const min = Math.ceil(AGGREGATOR_TITLE_JACCARD * words.size - 1e-9);
  const max = Math.floor(words.size / AGGREGATOR_TITLE_JACCARD + 1e-9);
  let best: { value: T; similarity: number } | undefined;
  for (const c of candidates) {
    if (c.words.size < min || c.words.size > max || !accept(c.value)) continue;
    const j = jaccard(words, c.words);
    if (j >= AGGREGATOR_TITLE_JACCARD && (!best || j > best.similarity))
      best = { value: c.value, similarity: j };
  }
  return best?.value;
}
