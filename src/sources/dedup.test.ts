import { describe, expect, it } from "vitest";
import { NEAR_DUPLICATE_BITS, planDedup } from "./dedup.js";
import { fromHex, type SimHash, textSimhash, titleKey, toHex } from "./simhash.js";
import type { ItemDecision, ItemKey } from "./store.js";
import type { ContentItem } from "./types.js";

const FETCHED = new Date("2026-11-22T06:00:00.000Z");

function item(
  over: Partial<ContentItem> & Pick<ContentItem, "source" | "sourceId" | "url" | "title">,
): ContentItem {
  return {
    content: "",
    author: undefined,
    engagement: undefined,
    publishedAt: new Date("2026-11-22T05:00:00.000Z"),
    publishedAtKnown: true,
    fetchedAt: FETCHED,
    domain: "ai-business",
    ...over,
  };
}

/** A stored item's key, as `itemKeysSince` returns it. */
function stored(
  id: number,
  it: Pick<ContentItem, "source" | "sourceId" | "url" | "title"> & { content?: string },
  storyId = id,
  simhash?: string,
): ItemKey {
  return {
    id,
    source: it.source,
    sourceId: it.sourceId,
    url: it.url,
    titleKey: titleKey(it.title),
    simhash: simhash ?? hexOf(it.content ?? ""),
    storyId,
  };
}

/** The stored form of a text's hash: "" for a text too short to have one. */
function hexOf(content: string): string {
  const h = textSimhash(content);
  return h ? toHex(h) : "";
}
/** A text long enough for a SimHash (≥ 40 words), varied by `seed`. */
const longText = (seed: string) =>
  `${seed} Revenue rose on strong demand for accelerators from cloud providers, AI labs and sovereign buyers, the company said, while supply of advanced packaging kept shipments below what customers asked for during the quarter; analysts expect the backlog to last well into next year as new systems ramp and older parts are phased out across every major region and market segment.`;

const inserts = (d: ItemDecision[]) => d.filter((x) => x.kind === "insert");
function flipBits(hex: string, bits: number[]): string {
  let h: SimHash = fromHex(hex);
  for (const b of bits) h = b < 32 ? [(h[0] ^ (1 << b)) >>> 0, h[1]] : [h[0], (h[1] ^ (1 << (b - 32))) >>> 0];
  return toHex(h);
}

const SYNDICATED = "Anthropic raises four billion dollars in new funding round led by major cloud provider";

describe("planDedup", () => {
  it("inserts a new item with its title key and simhash, unlinked", () => {
    const a = item({
      source: "hackernews",
      sourceId: "1",
      url: "https://a.example/1",
      title: SYNDICATED,
      content: "x",
    });
    const { decisions, stats } = planDedup([], [a]);
    expect(decisions).toEqual([
      {
        kind: "insert",
        item: a,
        titleKey: titleKey(SYNDICATED),
        simhash: "",
        story: undefined,
      },
    ]);
    expect(stats).toEqual({ inserted: 1, refreshed: 0, alsoSeen: 0, nearDuplicates: 0 });
  });

  it("refreshes a stored item seen again under the same (source, sourceId), even with a new URL or title", () => {
    const keys = [
      stored(7, { source: "hackernews", sourceId: "4242", url: "https://a.example/x", title: "Old title" }),
    ];
    const again = item({
      source: "hackernews",
      sourceId: "4242",
      url: "https://a.example/moved",
      title: "Edited title",
    });
    const { decisions, stats } = planDedup(keys, [again]);
    expect(decisions).toEqual([{ kind: "refresh", id: 7, item: again }]);
    expect(stats).toMatchObject({ inserted: 0, refreshed: 1, alsoSeen: 0 });
  });

  it("does not confuse the same sourceId from another source", () => {
    const keys = [
      stored(7, { source: "hackernews", sourceId: "4242", url: "https://a.example/x", title: "Some title" }),
    ];
    const other = item({
      source: "lobsters",
      sourceId: "4242",
      url: "https://b.example/y",
      title: "Different story here",
    });
    expect(planDedup(keys, [other]).decisions.map((d) => d.kind)).toEqual(["insert"]);
  });

  it("records the same canonical URL from another source as a sighting of the stored item", () => {
    const url = "https://www.theverge.com/2026/11/21/ai-act";
    const keys = [stored(12, { source: "techcrunch-ai", sourceId: "tc-1", url, title: "AI Act passes" })];
    const hn = item({
      source: "hackernews",
      sourceId: "999",
      url,
      title: "The EU AI Act passed (theverge.com)",
    });
    const { decisions, stats } = planDedup(keys, [hn]);
    expect(decisions).toEqual([
      { kind: "also_seen", id: 12, sighting: { source: "hackernews", sourceId: "999", url }, at: FETCHED },
    ]);
    expect(stats).toMatchObject({ inserted: 0, alsoSeen: 1 });
  });

  it("does not record a sighting twice when the same sighting repeats in the batch", () => {
    const url = "https://e.example/story";
    const keys = [stored(12, { source: "techcrunch-ai", sourceId: "tc-1", url, title: "Story" })];
    const hn = item({ source: "hackernews", sourceId: "999", url, title: "Story" });
    const { decisions } = planDedup(keys, [hn, { ...hn }]);
    expect(decisions.map((d) => d.kind)).toEqual(["also_seen"]);
  });

  it("inserts a URL seen twice in one batch once, listing the second sighting on that row", () => {
    const url = "https://e.example/launch";
    const a = item({ source: "hackernews", sourceId: "1", url, title: "Launch day" });
    const b = item({ source: "lobsters", sourceId: "abc", url, title: "Launch day, again" });
    const c = item({ source: "devto", sourceId: "d-9", url, title: "Launch day, third" });
    const { decisions, stats } = planDedup([], [a, b, { ...b }, c]);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      kind: "insert",
      item: a,
      alsoSeenIn: [
        { source: "lobsters", sourceId: "abc", url },
        { source: "devto", sourceId: "d-9", url },
      ],
    });
    expect(stats).toMatchObject({ inserted: 1, alsoSeen: 2 });
  });

  it("drops a sourceId repeated in one batch, even with another URL and title", () => {
    const a = item({
      source: "reddit-artificial",
      sourceId: "t3_x",
      url: "https://e.example/1",
      title: "First",
    });
    const b = item({
      source: "reddit-artificial",
      sourceId: "t3_x",
      url: "https://e.example/2",
      title: "Second",
    });
    const { decisions, stats } = planDedup([], [a, b]);
    expect(decisions).toEqual([expect.objectContaining({ kind: "insert", item: a })]);
    expect(stats.inserted).toBe(1);
  });

  it("links a syndicated headline (same long title, other source and URL) to the stored story", () => {
    const keys = [
      stored(40, {
        source: "techcrunch-ai",
        sourceId: "tc-9",
        url: "https://techcrunch.com/a",
        title: SYNDICATED,
      }),
    ];
    const copy = item({
      source: "venturebeat-ai",
      sourceId: "vb-3",
      url: "https://venturebeat.com/b",
      title: "Anthropic Raises Four Billion Dollars in New Funding Round, Led by Major Cloud Provider",
      content:
        "A completely different excerpt written by another outlet about the same deal and its investors.",
    });
    const { decisions, stats } = planDedup(keys, [copy]);
    expect(decisions).toEqual([expect.objectContaining({ kind: "insert", item: copy, story: { id: 40 } })]);
    expect(stats.nearDuplicates).toBe(1);
  });

  it("links a syndicated headline within the batch to the first copy's batch index", () => {
    const feeds = ["techcrunch-ai", "venturebeat-ai", "theverge-ai", "google-news-ai-policy", "hackernews"];
    const batch = feeds.map((source, i) =>
      item({ source, sourceId: `${source}-1`, url: `https://${source}.example/a/${i}`, title: SYNDICATED }),
    );
    const { decisions, stats } = planDedup([], batch);
    expect(decisions.map((d) => d.kind === "insert" && d.story)).toEqual([
      undefined,
      { batchIndex: 0 },
      { batchIndex: 0 },
      { batchIndex: 0 },
      { batchIndex: 0 },
    ]);
    expect(stats).toMatchObject({ inserted: 5, nearDuplicates: 4 });
  });

  it("links to the stored item's story root, not to the item itself (chains)", () => {
    // Item 41 was itself linked to story 12 when it was stored.
    const keys = [
      stored(12, {
        source: "techcrunch-ai",
        sourceId: "tc-1",
        url: "https://t.example/1",
        title: "Unrelated original headline words",
      }),
      stored(
        41,
        { source: "venturebeat-ai", sourceId: "vb-1", url: "https://v.example/1", title: SYNDICATED },
        12,
      ),
    ];
    const copy = item({
      source: "theverge-ai",
      sourceId: "tv-1",
      url: "https://tv.example/1",
      title: SYNDICATED,
    });
    const next = item({
      source: "hackernews",
      sourceId: "hn-1",
      url: "https://hn.example/1",
      title: SYNDICATED,
    });
    const { decisions } = planDedup(keys, [copy, next]);
    expect(decisions.map((d) => d.kind === "insert" && d.story)).toEqual([{ id: 12 }, { id: 12 }]);
  });

  it("never links short generic titles by title alone", () => {
    const keys = [
      stored(5, { source: "hackernews", sourceId: "1", url: "https://h.example/1", title: "Show HN" }),
    ];
    const batch = [
      item({ source: "lobsters", sourceId: "a", url: "https://l.example/a", title: "Show HN" }),
      item({ source: "reddit-artificial", sourceId: "b", url: "https://r.example/b", title: "Show HN" }),
      item({
        source: "devto",
        sourceId: "c",
        url: "https://d.example/c",
        title: "Show HN",
        content: "A tiny tool",
      }),
      item({ source: "devto", sourceId: "d", url: "https://d.example/d", title: "Ask HN" }),
      item({
        source: "mastodon",
        sourceId: "e",
        url: "https://m.example/e",
        title: "Ask HN",
        content: "Anyone?",
      }),
    ];
    const { decisions, stats } = planDedup(keys, batch);
    expect(decisions.map((d) => d.kind === "insert" && d.story)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stats.nearDuplicates).toBe(0);
  });

  it("links a near-duplicate whose simhash is within the threshold, and picks the closest story", () => {
    const title = "Nvidia reports record quarterly revenue as data center demand keeps climbing";
    const content = longText("Nvidia said on Wednesday.");
    const own = hexOf(content);
    // Stored stories with other titles (so no exact title match) and hashes 3 and 1 bits away.
    const keys = [
      stored(
        70,
        {
          source: "a",
          sourceId: "1",
          url: "https://s.example/70",
          title: "Nvidia posts record revenue on AI chip demand",
        },
        70,
        flipBits(own, [1, 20, 40]),
      ),
      stored(
        71,
        {
          source: "b",
          sourceId: "2",
          url: "https://s.example/71",
          title: "Nvidia revenue hits a record as data centers buy chips",
        },
        60,
        flipBits(own, [63]),
      ),
    ];
    const news = item({ source: "c", sourceId: "3", url: "https://s.example/new", title, content });
    expect(planDedup(keys, [news]).decisions[0]).toMatchObject({ kind: "insert", story: { id: 60 } });
    expect(planDedup(keys.slice(0, 1), [news]).decisions[0]).toMatchObject({
      kind: "insert",
      story: { id: 70 },
    });
  });

  it(`does not link a hash more than ${NEAR_DUPLICATE_BITS} bits away`, () => {
    const title = "Nvidia reports record quarterly revenue as data center demand keeps climbing";
    const content = longText("Nvidia said on Wednesday.");
    const own = hexOf(content);
    const keys = [
      stored(
        70,
        {
          source: "a",
          sourceId: "1",
          url: "https://s.example/70",
          title: "Nvidia posts record revenue on AI chip demand",
        },
        70,
        flipBits(own, [1, 2, 3, 4]),
      ),
    ];
    const news = item({ source: "c", sourceId: "3", url: "https://s.example/new", title, content });
    expect(planDedup(keys, [news]).decisions[0]).toMatchObject({ kind: "insert", story: undefined });
  });

  // SimHash can't do this (one changed word moves a headline's hash ~9 bits, see simhash.test.ts): word-set
  // similarity can. Two words changed in an 11-word headline (Jaccard 9/13 = 0.69) stays below the 0.7 bar, on
  // purpose: shorter headlines one word apart are often different products ("Gemini 3 Pro" vs "Gemini 3 Flash").
  it("links a syndicated copy with a word of the headline changed, but not a two-word rewrite", () => {
    const a = item({ source: "techcrunch-ai", sourceId: "1", url: "https://t.example/1", title: SYNDICATED });
    const b = item({
      source: "venturebeat-ai",
      sourceId: "2",
      url: "https://v.example/2",
      title: SYNDICATED.replace("major", "leading"),
    });
    const c = item({
      source: "theverge-ai",
      sourceId: "3",
      url: "https://tv.example/3",
      title: SYNDICATED.replace("raises", "lands"),
    });
    const d = item({
      source: "mastodon",
      sourceId: "4",
      url: "https://m.example/4",
      title: SYNDICATED.replace("raises", "secures").replace("cloud", "hyperscale"),
    });
    const { decisions } = planDedup([], [a, b, c, d]);
    expect(decisions.map((x) => x.kind === "insert" && x.story)).toEqual([
      undefined,
      { batchIndex: 0 },
      { batchIndex: 0 },
      undefined,
    ]);
  });

  it("does not link one source's series of look-alike headlines (daily roundups, one market per company)", () => {
    const market = (who: string, id: string) =>
      item({
        source: "polymarket",
        sourceId: id,
        url: `https://polymarket.com/event/largest-company/${id}`,
        title: `Will ${who} be the largest company in the world by market cap on December 31?`,
      });
    const stored7 = stored(7, {
      source: "reddit-artificial",
      sourceId: "a",
      url: "https://r.example/a",
      title: "One-Minute Daily AI News 11/20/2026",
    });
    const daily = item({
      source: "reddit-artificial",
      sourceId: "b",
      url: "https://r.example/b",
      title: "One-Minute Daily AI News 11/21/2026",
    });
    const { decisions } = planDedup([stored7], [market("NVIDIA", "1"), market("Apple", "2"), daily]);
    expect(decisions.map((d) => d.kind === "insert" && d.story)).toEqual([undefined, undefined, undefined]);
  });

  it("does not link unrelated items", () => {
    const titles = [
      "OpenAI announces GPT-5.5 with a one million token context window for enterprise customers",
      SYNDICATED,
      "European Parliament approves sweeping rules for general purpose artificial intelligence models",
      "Nvidia reports record quarterly revenue as data center demand for accelerators keeps climbing",
      "Google DeepMind researchers unveil protein folding model that predicts molecular interactions",
      "Microsoft integrates autonomous coding agents directly into its popular developer platform",
      "Startup building open source inference engine secures seed funding from prominent investors",
      "Federal regulators open investigation into how chatbots handle personal health information",
      "Meta releases open weights language model trained on fifteen trillion tokens of public data",
      "Apple quietly acquires small computer vision company to strengthen on device intelligence",
    ];
    const keys = titles
      .slice(0, 5)
      .map((title, i) =>
        stored(100 + i, { source: "s", sourceId: `${i}`, url: `https://k.example/${i}`, title }),
      );
    const batch = titles.slice(5).map((title, i) =>
      item({
        source: "t",
        sourceId: `${i}`,
        url: `https://n.example/${i}`,
        title,
        content: "Same boilerplate summary.",
      }),
    );
    const { decisions, stats } = planDedup(keys, batch);
    expect(inserts(decisions)).toHaveLength(5);
    expect(decisions.every((d) => d.kind === "insert" && d.story === undefined)).toBe(true);
    expect(stats.nearDuplicates).toBe(0);
  });

  it("counts batchIndex over insert decisions only", () => {
    const keys = [
      stored(1, { source: "hackernews", sourceId: "old", url: "https://o.example/1", title: "Stored one" }),
      stored(2, { source: "lobsters", sourceId: "x", url: "https://o.example/shared", title: "Stored two" }),
    ];
    const batch = [
      item({ source: "hackernews", sourceId: "old", url: "https://o.example/1", title: "Stored one" }), // refresh
      item({ source: "reddit-artificial", sourceId: "r1", url: "https://o.example/shared", title: "Shared" }), // also_seen
      item({
        source: "devto",
        sourceId: "d1",
        url: "https://d.example/1",
        title: "Something else entirely here",
      }), // insert #0
      item({ source: "techcrunch-ai", sourceId: "t1", url: "https://t.example/1", title: SYNDICATED }), // insert #1
      item({ source: "techcrunch-ai", sourceId: "t1", url: "https://t.example/1", title: SYNDICATED }), // dropped
      item({ source: "venturebeat-ai", sourceId: "v1", url: "https://v.example/1", title: SYNDICATED }), // insert #2 → #1
    ];
    const { decisions, stats } = planDedup(keys, batch);
    expect(decisions.map((d) => d.kind)).toEqual(["refresh", "also_seen", "insert", "insert", "insert"]);
    expect(decisions[4]).toMatchObject({ kind: "insert", story: { batchIndex: 1 } });
    expect(stats).toEqual({ inserted: 3, refreshed: 1, alsoSeen: 1, nearDuplicates: 1 });
  });

  it("keeps a batch link pointing at the root when a third item matches the second by simhash", () => {
    // b and c share a long text (distance 0), while a has the same title as b but no text. b links to a by
    // title; c finds b by its bands and must land on b's story (a, batch index 0), not on b itself (index 1).
    const body = longText("Shared wire copy.");
    const a = item({
      source: "s1",
      sourceId: "1",
      url: "https://x.example/1",
      title: "Quantization breakthrough lifts small model accuracy",
    });
    const b = item({
      source: "s2",
      sourceId: "2",
      url: "https://x.example/2",
      title: "Quantization breakthrough lifts small model accuracy",
      content: body,
    });
    const c = item({
      source: "s3",
      sourceId: "3",
      url: "https://x.example/3",
      title: "Distillation milestone reached",
      content: body,
    });
    const { decisions } = planDedup([], [a, b, c]);
    expect(decisions.map((d) => d.kind === "insert" && d.story)).toEqual([
      undefined,
      { batchIndex: 0 },
      { batchIndex: 0 },
    ]);
  });
});
