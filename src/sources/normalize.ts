import { cleanTitle, excerpt, htmlToText } from "./text.js";
import type { ContentItem, RawItem, SourceSpec } from "./types.js";
import { canonicalUrl } from "./url.js";

/** A date more than this far ahead of the fetch is a feed's mistake (time zones, typos), not a scheduled post. */
const MAX_FUTURE_MS = 24 * 3_600_000;
const MAX_ID = 512;

export interface NormalizeOptions {
  /** The fetched URL: the base for relative links. */
  baseUrl: string;
  fetchedAt: Date;
  /** Added to every source date (replay mode moves the recorded snapshot to the present). */
  shiftMs?: number;
}

/**
 * Raw adapter output → content items of one source: plain text, canonical URLs, sane dates, no item twice. Items
 * without a usable link or any text are dropped. Engagement scores are filled in by `scoreEngagement` once all of
 * the source's items of the run are known.
 */
export function normalizeItems(
  raw: readonly RawItem[],
  spec: SourceSpec,
  opts: NormalizeOptions,
): ContentItem[] {
  const out: ContentItem[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    // An empty link would resolve to the base, i.e. the feed's own URL: such an item has no link at all.
    const url = r.url?.trim() ? canonicalUrl(r.url, opts.baseUrl) : undefined;
    const content = excerpt(htmlToText(r.content ?? ""));
    const title = cleanTitle(r.title ?? "") || excerpt(content, 120);
    if (!url || !title) continue;
    const sourceId = (r.sourceId ?? "").trim().slice(0, MAX_ID) || url.slice(0, MAX_ID);
    if (seen.has(sourceId)) continue;
    seen.add(sourceId);
    const published = sourceDate(r.publishedAt, opts);
    const author = r.author ? excerpt(htmlToText(r.author), 200) || undefined : undefined;
    out.push({
      source: spec.id,
      sourceId,
      title,
      content,
      url,
      author,
      engagement:
        r.engagement && Number.isFinite(r.engagement.value) && r.engagement.value >= 0
          ? { metric: r.engagement.metric, value: r.engagement.value, score: 0 }
          : undefined,
      publishedAt: published ?? opts.fetchedAt,
      publishedAtKnown: published !== undefined,
      fetchedAt: opts.fetchedAt,
      domain: spec.domain,
    });
  }
  return out;
}

function sourceDate(d: Date | undefined, opts: NormalizeOptions): Date | undefined {
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) return undefined;
  const shifted = new Date(d.getTime() + (opts.shiftMs ?? 0));
  const now = opts.fetchedAt.getTime();
  if (shifted.getTime() > now + MAX_FUTURE_MS) return undefined;
  // Within the tolerance, a slightly-ahead clock is read as "just now" so ordering by date stays sane.
  return shifted.getTime() > now ? new Date(now) : shifted;
}

/**
 * Engagement normalised per source: the percentile of each value among the source's items of this run (ties share
 * their mean rank), so 120 HN points and 40 Lobsters votes compare as "top quarter of its source". In [0, 1], two
 * decimals; a lone item scores 0.5.
 */
export function scoreEngagement(items: ContentItem[]): void {
  const scored = items.filter((i) => i.engagement);
  if (scored.length === 0) return;
  if (scored.length === 1) {
    const only = scored[0]?.engagement;
    if (only) only.score = 0.5;
    return;
  }
  const values = scored.map((i) => i.engagement?.value ?? 0).sort((a, b) => a - b);
  const rank = new Map<number, number>();
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[i]) j++;
    rank.set(values[i] ?? 0, (i + j) / 2);
    i = j + 1;
  }
  for (const item of scored) {
    const e = item.engagement;
    if (e) e.score = Math.round(((rank.get(e.value) ?? 0) / (values.length - 1)) * 100) / 100;
  }
}
