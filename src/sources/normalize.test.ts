import { describe, expect, it } from "vitest";
import { normalizeItems, scoreEngagement } from "./normalize.js";
import type { ContentItem, RawItem, SourceSpec } from "./types.js";

const SPEC: SourceSpec = {
  id: "techcrunch-ai",
  name: "TechCrunch AI",
  domain: "ai-business",
  adapter: "feed",
  settings: {},
};
const FETCHED = new Date("2026-11-22T06:00:00.000Z");
const BASE = "https://techcrunch.com/category/artificial-intelligence/feed/";
const HOUR = 3_600_000;

const raw = (over: Partial<RawItem> = {}): RawItem => ({
  sourceId: "guid-1",
  title: "A title",
  content: "Some content",
  url: "https://techcrunch.com/2026/11/21/a-story/",
  ...over,
});
const norm = (items: RawItem[], opts: { shiftMs?: number } = {}) =>
  normalizeItems(items, SPEC, { baseUrl: BASE, fetchedAt: FETCHED, ...opts });
const one = (over: Partial<RawItem>, opts: { shiftMs?: number } = {}) => {
  const out = norm([raw(over)], opts);
  expect(out).toHaveLength(1);
  return out[0] as ContentItem;
};

describe("normalizeItems", () => {
  it("builds a full content item", () => {
    const published = new Date("2026-11-21T18:30:00.000Z");
    expect(
      one({
        sourceId: " guid-1 ",
        title: "<b>Startup</b> raises &amp; grows",
        content: "<p>First paragraph.</p><p>Second &#8212; paragraph.</p>",
        url: "https://techcrunch.com/2026/11/21/a-story/?utm_source=rss#comments",
        author: "<span>Jane &amp; John</span>",
        engagement: { metric: "comments", value: 12 },
        publishedAt: published,
      }),
    ).toEqual({
      source: "techcrunch-ai",
      sourceId: "guid-1",
      title: "Startup raises & grows",
      content: "First paragraph. Second — paragraph.",
      url: "https://techcrunch.com/2026/11/21/a-story",
      author: "Jane & John",
      engagement: { metric: "comments", value: 12, score: 0 },
      publishedAt: published,
      publishedAtKnown: true,
      fetchedAt: FETCHED,
      domain: "ai-business",
    });
  });

  it("drops items without a usable link", () => {
    const out = norm([
      raw({ sourceId: "empty", url: "" }),
      raw({ sourceId: "blank", url: "   " }),
      raw({ sourceId: "mailto", url: "mailto:tips@techcrunch.com" }),
      raw({ sourceId: "js", url: "javascript:void(0)" }),
      raw({ sourceId: "ok", url: "https://techcrunch.com/ok" }),
    ]);
    expect(out.map((i) => i.sourceId)).toEqual(["ok"]);
  });

  it("drops items without any text", () => {
    const out = norm([
      raw({ sourceId: "none", title: "", content: "" }),
      raw({ sourceId: "markup-only", title: "<b> </b>", content: "<p>&nbsp;</p><script>x()</script>" }),
      raw({ sourceId: "ok", title: "", content: "Body only" }),
    ]);
    expect(out.map((i) => i.sourceId)).toEqual(["ok"]);
  });

  it("resolves relative links against the base URL", () => {
    expect(one({ url: "/2026/11/21/relative/" }).url).toBe("https://techcrunch.com/2026/11/21/relative");
    expect(one({ url: "item.html" }).url).toBe(
      "https://techcrunch.com/category/artificial-intelligence/feed/item.html",
    );
  });

  it("strips HTML from title, content and author, and truncates content to 1,000 characters", () => {
    const item = one({
      title: "Lobsters <code>title</code> with &lt;markup&gt;",
      content: `<div>${"<p>word word word</p>".repeat(200)}</div>`,
    });
    expect(item.title).toBe("Lobsters title with <markup>");
    expect(item.content.length).toBeLessThanOrEqual(1000);
    expect(item.content).not.toMatch(/[<>]/);
    expect(item.content.endsWith("…")).toBe(true);
  });

  it("falls back to an excerpt of the content when the title is empty", () => {
    const long = `<p>${"Mastodon posts have no titles, so the first words of the text stand in. ".repeat(5)}</p>`;
    const item = one({ title: "   ", content: long });
    expect(item.title.length).toBeLessThanOrEqual(120);
    expect(item.title.startsWith("Mastodon posts have no titles")).toBe(true);
    expect(item.title.endsWith("…")).toBe(true);
    expect(item.content.startsWith("Mastodon posts")).toBe(true);
  });

  it("keeps only the first item of a repeated sourceId, and falls back to the URL as id", () => {
    const out = norm([
      raw({ sourceId: "dup", title: "First" }),
      raw({ sourceId: "dup", title: "Second", url: "https://techcrunch.com/other" }),
      raw({ sourceId: "", url: "https://techcrunch.com/no-id" }),
      raw({ sourceId: "", url: "https://techcrunch.com/no-id/?utm_source=x" }),
    ]);
    expect(out.map((i) => [i.sourceId, i.title])).toEqual([
      ["dup", "First"],
      ["https://techcrunch.com/no-id", "A title"],
    ]);
  });

  it("caps very long source ids", () => {
    expect(one({ sourceId: "x".repeat(2000) }).sourceId).toHaveLength(512);
  });

  it("uses the fetch time for a missing or invalid date, marked unknown", () => {
    for (const publishedAt of [undefined, new Date(Number.NaN)]) {
      const item = one({ publishedAt });
      expect(item.publishedAt).toEqual(FETCHED);
      expect(item.publishedAtKnown).toBe(false);
    }
  });

  it("treats a date more than 24 h ahead of the fetch as unknown", () => {
    const item = one({ publishedAt: new Date(FETCHED.getTime() + 25 * HOUR) });
    expect(item.publishedAt).toEqual(FETCHED);
    expect(item.publishedAtKnown).toBe(false);
  });

  it("clamps a date slightly in the future to the fetch time, still known", () => {
    for (const ahead of [1000, 5 * HOUR, 24 * HOUR]) {
      const item = one({ publishedAt: new Date(FETCHED.getTime() + ahead) });
      expect(item.publishedAt).toEqual(FETCHED);
      expect(item.publishedAtKnown).toBe(true);
    }
  });

  it("keeps past dates as given", () => {
    const past = new Date("2026-11-01T00:00:00.000Z");
    expect(one({ publishedAt: past }).publishedAt).toEqual(past);
  });

  it("moves source dates by shiftMs (replay), before checking for the future", () => {
    const recorded = new Date("2026-01-10T12:00:00.000Z");
    const shiftMs = FETCHED.getTime() - new Date("2026-01-10T18:00:00.000Z").getTime();
    const item = one({ publishedAt: recorded }, { shiftMs });
    expect(item.publishedAt).toEqual(new Date(FETCHED.getTime() - 6 * HOUR));
    expect(item.publishedAtKnown).toBe(true);
    // Shifted into the far future: unknown; a date that only the shift brings back into range is accepted.
    expect(one({ publishedAt: recorded }, { shiftMs: shiftMs + 48 * HOUR }).publishedAtKnown).toBe(false);
    const future = new Date(FETCHED.getTime() + 72 * HOUR);
    expect(one({ publishedAt: future }, { shiftMs: -73 * HOUR }).publishedAt).toEqual(
      new Date(FETCHED.getTime() - HOUR),
    );
  });

  it("drops negative, NaN and infinite engagement, keeps zero", () => {
    const out = norm([
      raw({ sourceId: "neg", engagement: { metric: "points", value: -3 } }),
      raw({ sourceId: "nan", engagement: { metric: "points", value: Number.NaN } }),
      raw({ sourceId: "inf", engagement: { metric: "points", value: Number.POSITIVE_INFINITY } }),
      raw({ sourceId: "zero", engagement: { metric: "points", value: 0 } }),
      raw({ sourceId: "none" }),
    ]);
    expect(out.map((i) => [i.sourceId, i.engagement])).toEqual([
      ["neg", undefined],
      ["nan", undefined],
      ["inf", undefined],
      ["zero", { metric: "points", value: 0, score: 0 }],
      ["none", undefined],
    ]);
  });

  it("labels every item with the source's id and domain and the fetch time", () => {
    const out = norm([raw({ sourceId: "a" }), raw({ sourceId: "b" })]);
    for (const i of out)
      expect([i.source, i.domain, i.fetchedAt]).toEqual(["techcrunch-ai", "ai-business", FETCHED]);
  });

  it("gives an author only when there is one", () => {
    expect(one({ author: undefined }).author).toBeUndefined();
    expect(one({ author: "<i></i>" }).author).toBeUndefined();
  });
});

describe("scoreEngagement", () => {
  const withValues = (values: (number | undefined)[]) =>
    norm(
      values.map((v, i) =>
        raw({ sourceId: `i${i}`, engagement: v === undefined ? undefined : { metric: "points", value: v } }),
      ),
    );
  const scores = (items: ContentItem[]) => items.map((i) => i.engagement?.score);

  it("scores the percentile among the run's items, from 0 to 1, in two decimals", () => {
    const items = withValues([50, 10, 200, 30, 20]);
    scoreEngagement(items);
    expect(scores(items)).toEqual([0.75, 0, 1, 0.5, 0.25]);
    const seven = withValues([1, 2, 3, 4, 5, 6, 7]);
    scoreEngagement(seven);
    expect(scores(seven)).toEqual([0, 0.17, 0.33, 0.5, 0.67, 0.83, 1]);
  });

  it("gives ties their mean rank", () => {
    const items = withValues([5, 5, 1, 9, 5]);
    scoreEngagement(items);
    // Sorted: 1, 5, 5, 5, 9 → the 5s share ranks 1..3 (mean 2) of 4.
    expect(scores(items)).toEqual([0.5, 0.5, 0, 1, 0.5]);
    const allSame = withValues([3, 3, 3]);
    scoreEngagement(allSame);
    expect(scores(allSame)).toEqual([0.5, 0.5, 0.5]);
  });

  it("scores a lone item 0.5", () => {
    const items = withValues([1234]);
    scoreEngagement(items);
    expect(scores(items)).toEqual([0.5]);
  });

  it("leaves items without engagement untouched and ignores them in the ranks", () => {
    const items = withValues([undefined, 10, undefined, 20]);
    scoreEngagement(items);
    expect(items.map((i) => i.engagement)).toEqual([
      undefined,
      { metric: "points", value: 10, score: 0 },
      undefined,
      { metric: "points", value: 20, score: 1 },
    ]);
    const none = withValues([undefined, undefined]);
    scoreEngagement(none);
    expect(none.map((i) => i.engagement)).toEqual([undefined, undefined]);
  });

  it("keeps every score in [0, 1] (property)", () => {
    let seed = 42;
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let run = 0; run < 50; run++) {
      const n = 1 + Math.floor(rand() * 40);
      const items = withValues(Array.from({ length: n }, () => Math.floor(rand() * 10)));
      scoreEngagement(items);
      const s = scores(items) as number[];
      expect(Math.min(...s)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...s)).toBeLessThanOrEqual(1);
      // Ends are exactly 0 and 1 when no other item shares the lowest or highest value (ties share a mean rank).
      const values = items.map((i) => i.engagement?.value as number);
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      if (values.filter((v) => v === lo).length === 1 && values.filter((v) => v === hi).length === 1) {
        expect(Math.min(...s)).toBe(0);
        expect(Math.max(...s)).toBe(1);
      }
      // Monotone: a higher value never scores lower.
      const sorted = [...items].sort((a, b) => (a.engagement?.value ?? 0) - (b.engagement?.value ?? 0));
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i]?.engagement?.score).toBeGreaterThanOrEqual(sorted[i - 1]?.engagement?.score ?? 0);
    }
  });
});
