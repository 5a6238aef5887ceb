import { type AnyFeed, DetectError, MalformedError, parseFeed } from "feedsmith";
import { z } from "zod";
import { decodeBody, htmlToText } from "../text.js";
import { type Adapter, ParseError, type RawItem } from "../types.js";
import { canonicalUrl } from "../url.js";

/**
 * Any RSS 2.0, Atom, RSS 1.0 (RDF) or JSON Feed through feedsmith, which detects the format and maps legacy
 * elements. Each format is first reduced to one entry shape, so links, dates, authors and Google News quirks are
 * handled once.
 */

const KIND = "feed";

export const FeedSettings = z.strictObject({
  urls: z
    .array(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }))
    .min(1)
    .max(10),
  /** Most items kept per feed URL, in feed order (feeds list newest first). */
  itemLimit: z.int().min(1).max(500).default(50),
  /**
   * Which entry date is the news time. `updated` for feeds whose `published` is not: Product Hunt's is when the post
   * was drafted (weeks before its launch), while `updated` follows the launch day's ranking.
   */
  dateFrom: z.enum(["published", "updated"]).default("published"),
});
export type FeedSettings = z.infer<typeof FeedSettings>;

interface Entry {
  id: string | undefined;
  title: string;
  /** Candidate bodies; the longest wins (content:encoded beats a one-line description). */
  bodies: (string | undefined)[];
  link: string | undefined;
  /** Resolution base for this entry's links (xml:base chain, channel link or the fetched URL). */
  base: string;
  authors: (string | undefined)[];
  dates: (string | undefined)[];
  comments: number | undefined;
  /** RSS `<source url>`: the publisher of a Google News item. */
  source: { title?: string; url?: string } | undefined;
}

export const feedAdapter: Adapter<FeedSettings> = {
  kind: KIND,
  settings: FeedSettings,

  requests: (settings) => settings.urls.map((url) => ({ url, accept: "feed" })),

  parse(res, settings) {
    const parsed = parseFeedText(KIND, decodeBody(res.body, res.headers["content-type"]));
    const googleNews = URL.parse(res.url)?.hostname === "news.google.com";
    const items: RawItem[] = [];
    for (const entry of entriesOf(parsed, res.url)) {
      const item = toRawItem(
        settings.dateFrom === "updated" ? { ...entry, dates: [...entry.dates].reverse() } : entry,
        googleNews,
      );
      if (item) items.push(item);
      if (items.length >= settings.itemLimit) break;
    }
    return items;
  },
};

/** feedsmith's verdict as the source's ParseError: an HTML page and broken XML are the usual culprits. */
export function parseFeedText(kind: string, text: string): AnyFeed {
  try {
    return parseFeed(text);
  } catch (error) {
    const start = JSON.stringify(text.trimStart().slice(0, 40).replace(/\s+/g, " "));
    if (error instanceof DetectError) {
      throw new ParseError(`${kind}: body is not an RSS, Atom, RDF or JSON feed (starts with ${start})`);
    }
    const detail =
      error instanceof MalformedError && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new ParseError(`${kind}: malformed feed${detail}`, { cause: error });
  }
}

function entriesOf(parsed: AnyFeed, docUrl: string): Entry[] {
  switch (parsed.format) {
    case "rss": {
      const { feed } = parsed;
      // A relative item link means the site, which the channel link names (the feed may live on a feed host).
      const base = resolve(feed.xml?.base, docUrl) ?? resolve(feed.link, docUrl) ?? docUrl;
      return (feed.items ?? []).map((item) => ({
        id: item.guid?.value,
        title: item.title ?? "",
        bodies: [item.content?.encoded, item.description],
        link: item.link ?? (item.guid?.isPermaLink !== false ? httpLike(item.guid?.value) : undefined),
        base: resolve(item.xml?.base, base) ?? base,
        authors: [
          ...(item.dc?.creators ?? []),
          ...(item.authors ?? []).map((a) => a.name ?? a.email),
          item.itunes?.author,
        ],
        dates: [item.pubDate, ...(item.dc?.dates ?? []), item.atom?.updated],
        comments: item.slash?.comments ?? item.thr?.total,
        source: item.source,
      }));
    }
    case "atom": {
      const { feed } = parsed;
      const base = resolve(feed.xml?.base, docUrl) ?? docUrl;
      return (feed.entries ?? []).map((entry) => {
        const links = entry.links ?? [];
        const alternate =
          links.find((l) => (l.rel ?? "alternate") === "alternate" && (!l.type || l.type.includes("html"))) ??
          links.find((l) => (l.rel ?? "alternate") === "alternate") ??
          links[0];
        return {
          id: entry.id,
          title: atomText(entry.title),
          bodies: [entry.content?.src ? undefined : atomText(entry.content), atomText(entry.summary)],
          link: alternate?.href ?? httpLike(entry.id),
          base: resolve(entry.xml?.base, base) ?? base,
          authors: [...(entry.authors ?? []).map((a) => a.name), ...(entry.dc?.creators ?? [])],
          dates: [entry.published, ...(entry.dc?.dates ?? []), entry.updated],
          comments: entry.slash?.comments ?? entry.thr?.total,
          source: undefined,
        };
      });
    }
    case "rdf": {
      const { feed } = parsed;
      const base = resolve(feed.link, docUrl) ?? docUrl;
      return (feed.items ?? []).map((item) => ({
        id: item.rdf?.about,
        title: item.title ?? "",
        bodies: [item.content?.encoded, item.description],
        link: item.link ?? httpLike(item.rdf?.about),
        base: resolve(item.xml?.base, base) ?? base,
        authors: item.dc?.creators ?? [],
        dates: item.dc?.dates ?? [],
        comments: item.slash?.comments,
        source: undefined,
      }));
    }
    case "json":
      return (parsed.feed.items ?? []).map((item) => ({
        id: item.id,
        title: literal(item.title ?? ""),
        bodies: [item.content_html, item.content_text && literal(item.content_text), item.summary],
        link: item.url ?? item.external_url,
        base: docUrl,
        authors: (item.authors ?? parsed.feed.authors ?? []).map((a) => a.name),
        dates: [item.date_published, item.date_modified],
        comments: undefined,
        source: undefined,
      }));
  }
}

function toRawItem(entry: Entry, googleNewsFeed: boolean): RawItem | undefined {
  let title = entry.title.trim();
  let content = entry.bodies.reduce<string>(
    (best, b) => (b && b.trim().length > best.length ? b.trim() : best),
    "",
  );
  if (!title && !content) return undefined;
  let url = resolve(entry.link, entry.base);
  let author = entry.authors.map((a) => a?.trim()).find(Boolean);

  const publisher = entry.source?.title?.trim();
  if (googleNewsFeed || entry.source?.url) {
    // Google News appends " - Publisher" to every headline and credits no author.
    if (publisher && title.endsWith(` - ${publisher}`)) {
      title = title.slice(0, -publisher.length - 3).trimEnd();
    }
    author = publisher ?? author;
    // Its links are news.google.com redirects; a description that links the publisher's page directly is better.
    const direct = /<a\s[^>]*href\s*=\s*["']([^"']+)["']/i.exec(content)?.[1]?.replace(/&amp;/g, "&");
    const directUrl = resolve(direct, entry.base);
    if (directUrl && !/(^|\.)google\.com$/.test(new URL(directUrl).hostname)) url = directUrl;
    // A description that only repeats the headline and the publisher is no content.
    if (htmlToText(content) === htmlToText(`${title} ${publisher ?? ""}`)) content = "";
  }
  if (!url) return undefined;

  return {
    sourceId: entry.id?.trim() || (canonicalUrl(url) ?? url),
    title,
    content,
    url,
    author,
    engagement: entry.comments !== undefined ? { metric: "comments", value: entry.comments } : undefined,
    publishedAt: entry.dates.map(parseFeedDate).find((d) => d !== undefined),
  };
}

/**
 * A feed date to a Date; undefined (never an Invalid Date) when missing, unparseable or a placeholder such as
 * 0001-01-01. Dates without a zone are read as UTC, so the result never depends on the server's time zone.
 */
export function parseFeedDate(raw: string | undefined): Date | undefined {
  let s = raw?.trim();
  if (!s) return undefined;
  if (/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(s)) s = `${s.replace(" ", "T")}Z`;
  else if (/^([a-z]{3},?\s+)?\d{1,2}\s+[a-z]{3}\s+\d{2,4}\s+\d{1,2}:\d\d(:\d\d)?$/i.test(s)) s = `${s} GMT`;
  const date = new Date(s);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1990 ? undefined : date;
}

/** Atom text constructs: `html` and `xhtml` are markup already; `text` (the default) must stay literal. */
function atomText(text: { value?: string; type?: string } | undefined): string {
  const value = text?.value ?? "";
  return text?.type === "html" || text?.type === "xhtml" ? value : literal(value);
}

/** Plain text headed for a field the normaliser reads as HTML: "a <canvas> toy" must not lose its "<canvas>". */
export const literal = (text: string): string => text.replace(/</g, "&lt;");

/** An absolute http(s) URL from `href` against `base`, or undefined for a missing or unusable link. */
function resolve(href: string | undefined, base: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  const url = URL.parse(trimmed, base);
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.href : undefined;
}

const httpLike = (id: string | undefined): string | undefined =>
  id && /^https?:\/\//i.test(id.trim()) ? id.trim() : undefined;
