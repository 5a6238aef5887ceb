import { describe, expect, it } from "vitest";
import { AGGREGATOR_TITLE_JACCARD, isAggregatorLink } from "./aggregator.js";
import { planDedup } from "./dedup.js";
import { titleKey } from "./simhash.js";
import type { ItemKey } from "./store.js";
import { jaccard, TITLE_JACCARD, wordsOf } from "./title-index.js";
import type { ContentItem } from "./types.js";

const FETCHED = new Date("2026-11-22T06:00:00.000Z");
// A new-style Google News link: the id is opaque, so the link is all the item has.
const GN = "https://news.google.com/rss/articles/CBMiswFBVV95cUxPWEJ3XzNtcExvZXhhU1IweUotbkxzWGZ0NmV0U3Vw";

function item(source: string, sourceId: string, url: string, title: string): ContentItem {
  return {
    source,
    sourceId,
    url,
    title,
    content: "",
    author: undefined,
    engagement: undefined,
    publishedAt: FETCHED,
    publishedAtKnown: true,
    fetchedAt: FETCHED,
    domain: "policy",
  };
}
const stored = (id: number, it: ContentItem, storyId = id): ItemKey => ({
  id,
  source: it.source,
  sourceId: it.sourceId,
  url: it.url,
  titleKey: titleKey(it.title),
  simhash: "",
  storyId,
});
const similarity = (a: string, b: string) => jaccard(wordsOf(titleKey(a)), wordsOf(titleKey(b)));

// Headlines of one story from the replay snapshot: Google News's and Hacker News's (0.64), and two of the same
// week that are different stories (0.42, the closest unrelated pair in the snapshot).
const AGGREGATED = "EU proposes delaying AI Act high-risk rules by a year in ‘digital omnibus’";
const RETOLD = "EU plans to delay AI Act's high-risk rules by a year under 'digital omnibus'";
const NEIGHBOUR = "UK AI Security Institute publishes first audit of a frontier model";
const OTHER_EVENT = "How we’re working with the UK AI Security Institute on frontier safety";

describe("aggregator items join stories by headline", () => {
  it("knows an aggregator link by its host", () => {
    expect(isAggregatorLink(`${GN}?oc=5`)).toBe(true);
    expect(isAggregatorLink("https://www.theverge.com/policy/2026/11/20/x")).toBe(false);
    expect(isAggregatorLink("not a url")).toBe(false);
  });

  it("the pairs used here sit between the two thresholds", () => {
    const s = similarity(AGGREGATED, RETOLD);
    expect(s).toBeGreaterThanOrEqual(AGGREGATOR_TITLE_JACCARD);
    expect(s).toBeLessThan(TITLE_JACCARD);
    expect(similarity(NEIGHBOUR, OTHER_EVENT)).toBeLessThan(AGGREGATOR_TITLE_JACCARD);
  });

  it("links a Google News item to a stored story of another source at the aggregator threshold", () => {
    const hn = item("hackernews", "1", "https://ec.europa.eu/omnibus", RETOLD);
    const gn = item("google-news-ai-policy", "g1", GN, AGGREGATED);
    const { decisions, stats } = planDedup([stored(7, hn, 3)], [gn]);
    expect(decisions).toMatchObject([{ kind: "insert", story: { id: 3 } }]);
    expect(stats.nearDuplicates).toBe(1);
  });

  it("links another source's item to a stored Google News item, and within one batch either way round", () => {
    const gn = item("google-news-ai-policy", "g1", GN, AGGREGATED);
    const hn = item("hackernews", "1", "https://ec.europa.eu/omnibus", RETOLD);
    expect(planDedup([stored(5, gn)], [hn]).decisions).toMatchObject([{ story: { id: 5 } }]);
    expect(planDedup([], [gn, hn]).decisions).toMatchObject([
      { story: undefined },
      { story: { batchIndex: 0 } },
    ]);
    expect(planDedup([], [hn, gn]).decisions).toMatchObject([
      { story: undefined },
      { story: { batchIndex: 0 } },
    ]);
  });

  it("keeps the usual threshold between two ordinary sources, and apart different events", () => {
    const hn = item("hackernews", "1", "https://ec.europa.eu/omnibus", RETOLD);
    const verge = item("theverge-ai", "v1", "https://www.theverge.com/x", AGGREGATED);
    expect(planDedup([stored(5, hn)], [verge]).decisions).toMatchObject([{ story: undefined }]);
    const blog = item("lab-blogs", "b1", "https://openai.com/index/uk-aisi", OTHER_EVENT);
    const gn = item("google-news-ai-policy", "g2", GN, NEIGHBOUR);
    expect(planDedup([stored(5, blog)], [gn]).decisions).toMatchObject([{ story: undefined }]);
  });

  it("never links two items of the same aggregator by the lower threshold", () => {
    const a = item("google-news-ai-policy", "g1", GN, AGGREGATED);
    const b = item("google-news-ai-policy", "g2", `${GN}x`, RETOLD);
    expect(planDedup([stored(5, a)], [b]).decisions).toMatchObject([{ story: undefined }]);
  });

  it("counts a possessive as its word, so retold headlines compare alike", () => {
    expect(wordsOf(titleKey("Microsoft’s next AI data centers will run on nuclear power"))).toEqual(
      new Set(["microsoft", "next", "ai", "data", "centers", "run", "nuclear", "power"]),
    );
  });
});
