import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fetched, parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { canonicalUrl } from "../url.js";
import { feedAdapter, parseFeedDate } from "./feed.js";

const DIR = "tests/fixtures/sources/feed/";

function parse(file: string, url: string, contentType = "application/rss+xml", settings: object = {}) {
  return parseFixture(feedAdapter, { urls: [url], ...settings }, DIR + file, { url, contentType });
}

describe("feed adapter: settings and requests", () => {
  it("asks for each URL once, as a feed", () => {
    const settings = feedAdapter.settings.parse({
      urls: ["https://a.example/rss", "http://b.example/atom.xml"],
    });
    expect(settings.itemLimit).toBe(50);
    expect(feedAdapter.requests(settings, testContext())).toEqual([
      { url: "https://a.example/rss", accept: "feed" },
      { url: "http://b.example/atom.xml", accept: "feed" },
    ]);
  });

  it.each([
    [{ urls: [] }, "urls"],
    [{ urls: ["/relative/feed.xml"] }, "urls"],
    [{ urls: ["ftp://files.example/feed.xml"] }, "urls"],
    [{ urls: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}`) }, "urls"],
    [{ urls: ["https://x.example/"], itemLimit: 0 }, "itemLimit"],
    [{ urls: ["https://x.example/"], itemlimit: 5 }, "itemlimit"],
  ])("rejects %j, naming %s", (settings, field) => {
    const result = feedAdapter.settings.safeParse(settings);
    expect(result.success).toBe(false);
    const named = result.error?.issues.flatMap((i) => [
      ...i.path.map(String),
      ...("keys" in i ? i.keys : []),
    ]);
    expect(named).toContain(field);
  });
});

describe("feed adapter: RSS 2.0", () => {
  it("reads TechCrunch-style CDATA titles, content:encoded, dc:creator and slash:comments", () => {
    const url = "https://techcrunch.com/category/artificial-intelligence/feed/";
    const items = parse("techcrunch-cdata.xml", url, "application/rss+xml; charset=UTF-8");
    expect(items).toHaveLength(2);
    const [forge, cerebras] = items;
    expect(forge).toMatchObject({
      sourceId: "https://techcrunch.com/?p=3061442",
      title: "Forgecode raises $300M to put AI coding agents on every engineering team",
      url: "https://techcrunch.com/2026/11/21/forgecode-raises-300m-series-b-ai-coding-agents/",
      author: "Marina Temkin",
      engagement: { metric: "comments", value: 0 },
      publishedAt: new Date("2026-11-21T16:30:00Z"),
    });
    // The richer body (content:encoded) wins over the one-line description.
    expect(forge?.content).toContain("Forgecode Teams");
    expect(htmlToText(forge?.content ?? "")).toContain(
      "“The bottleneck is no longer writing code, it’s reviewing it,”",
    );
    expect(cerebras).toEqual({
      sourceId: "https://techcrunch.com/?p=3061370",
      title: "Cerebras sets IPO range, aiming for a ~$9B valuation",
      content: "Cerebras filed an amended S-1 on Friday that puts a price range on its long-delayed IPO.",
      url: "https://techcrunch.com/2026/11/21/cerebras-sets-ipo-range/?utm_source=rss&utm_medium=rss",
      author: "Rebecca Szkutak",
      engagement: undefined,
      publishedAt: new Date("2026-11-21T13:05:12Z"),
    });
  });

  it("leaves missing and unparseable dates undefined, reads dc:date and zones, skips unusable items", () => {
    const items = parse("dates.xml", "https://notes.example.org/feed.xml");
    expect(items.map((i) => [i.title, i.publishedAt?.toISOString()])).toEqual([
      ["No date at all", undefined],
      ["Unparseable date", undefined],
      ["Only a Dublin Core date", "2026-11-20T08:15:00.000Z"],
      ["RFC 822 with a named zone", "2026-11-21T03:00:00.000Z"],
      ["Zoneless date", "2026-11-21T07:30:00.000Z"],
      ["Placeholder date", undefined],
      // No link, but the guid is a permalink.
      ["Permalink guid instead of a link", "2026-11-19T12:00:00.000Z"],
    ]);
    expect(items.every((i) => i.publishedAt === undefined || !Number.isNaN(i.publishedAt.getTime()))).toBe(
      true,
    );
    // Without a guid the canonical link is the id.
    expect(items[0]?.sourceId).toBe("https://notes.example.org/2026/no-date");
  });

  it("resolves relative links against the channel link and drops non-http links", () => {
    const items = parse("relative-links.xml", "https://www.example-wire.com/feeds/latest.rss");
    expect(items.map((i) => [i.sourceId, i.url])).toEqual([
      ["ew-20261121-001", "https://www.example-wire.com/news/foo"],
      ["ew-20261121-002", "https://www.example-wire.com/2026/11/21/section-story.html?ref=rss#top"],
    ]);
  });

  it("keeps markup in titles for the normaliser, which reads all three the same way", () => {
    const items = parse("html-titles.xml", "https://markup.example.com/rss");
    expect(items.map((i) => i.title)).toEqual([
      "<b>Breaking:</b> open model tops the leaderboard",
      "Why <em>small</em> models win on cost",
      "Q&amp;A: the CEO on &quot;agents&quot;",
    ]);
    expect(items.map((i) => htmlToText(i.title))).toEqual([
      "Breaking: open model tops the leaderboard",
      "Why small models win on cost",
      'Q&A: the CEO on "agents"',
    ]);
  });

  it("itemLimit caps the items kept per feed", () => {
    const items = parse("dates.xml", "https://notes.example.org/feed.xml", "application/rss+xml", {
      itemLimit: 2,
    });
    expect(items.map((i) => i.title)).toEqual(["No date at all", "Unparseable date"]);
  });

  it("returns no items for a valid feed without items", () => {
    expect(parse("empty.xml", "https://quiet.example.com/feed.xml")).toEqual([]);
  });
});

describe("feed adapter: charsets", () => {
  it("decodes a body declared and encoded as windows-1252", () => {
    // Served as text/xml without a charset: the XML declaration decides.
    const items = parse("windows-1252.xml", "https://journal-ia.example.fr/rss", "text/xml");
    expect(items.map((i) => i.title)).toEqual([
      "“Une IA souveraine”\u00a0: Mistral lève 1,7\u00a0Md€",
      "Café, marchés et “agents”…",
    ]);
    expect(items[0]?.content).toBe(
      "La start-up française valorisée 14\u00a0Md€ – «\u00a0une étape\u00a0», selon son président.",
    );
    expect(items[1]?.publishedAt).toEqual(new Date("2026-11-20T17:00:00Z"));
  });

  it("decodes an ISO-8859-1 body from the Content-Type charset", () => {
    const [item] = parse(
      "iso-8859-1.xml",
      "https://nordnytt.example.se/rss",
      "application/rss+xml; charset=ISO-8859-1",
    );
    expect(item?.title).toBe("Åtta företag får stöd för AI-försök");
    expect(item?.content).toContain("sätter av 40 miljoner kronor");
  });
});

describe("feed adapter: Google News", () => {
  const url =
    "https://news.google.com/rss/search?q=%22AI%22+(regulation+OR+policy)&hl=en-US&gl=US&ceid=US:en";
  const items = parse("google-news.xml", url, "application/xml; charset=utf-8");

  it("strips the ' - Publisher' suffix only when it is the <source> name, and credits the publisher", () => {
    expect(items.map((i) => [i.title, i.author])).toEqual([
      ["EU weighs one-year delay to AI Act rules for high-risk systems", "Reuters"],
      ["California AG opens probe into AI companion apps over minors", "The Verge"],
      ["Senate panel - not the House - takes up AI preemption", "POLITICO"],
      ["Lawmakers question chatbot makers - AP News", "The Associated Press"],
    ]);
    expect(items[0]?.publishedAt).toEqual(new Date("2026-11-21T14:12:00Z"));
    expect(items.every((i) => i.sourceId.startsWith("CBMi"))).toBe(true);
  });

  it("drops a description that only repeats the headline and the publisher", () => {
    expect(items.map((i) => i.content === "")).toEqual([true, true, true, false]);
  });

  it("passes redirect links through for the normaliser, which decodes the old CBMi form", () => {
    expect(items[0]?.url).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMi[\w-]+\?oc=5$/);
    expect(canonicalUrl(items[0]?.url ?? "")).toBe(
      "https://www.reuters.com/technology/eu-weighs-one-year-delay-ai-act-high-risk-rules-2026-11-21",
    );
    expect(canonicalUrl(items[1]?.url ?? "")).toBe(
      "https://www.theverge.com/policy/2026/11/20/california-attorney-general-ai-companion-chatbots-minors-investigation",
    );
    // New-style ids are opaque: the link stays a Google link.
    expect(canonicalUrl(items[2]?.url ?? "")).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMi/);
  });

  it("prefers a publisher link found in the description", () => {
    expect(items[3]?.url).toBe(
      "https://apnews.com/article/ai-chatbots-lawmakers-letter-5f3c2a1b9e?utm_source=google&utm_medium=news",
    );
  });
});

describe("feed adapter: Atom, RDF and JSON Feed", () => {
  it("reads The Verge's Atom: html titles and content, alternate link, published date, thr:total", () => {
    const url = "https://www.theverge.com/rss/ai-artificial-intelligence/index.xml";
    const items = parse("verge-atom.xml", url, "application/atom+xml; charset=UTF-8");
    expect(items.map((i) => [i.sourceId, i.title, i.url, i.author, i.publishedAt?.toISOString()])).toEqual([
      [
        "https://www.theverge.com/?p=812345",
        "Microsoft&#8217;s next AI data centers will run on nuclear power",
        "https://www.theverge.com/news/812345/microsoft-nuclear-power-deal-ai-data-centers",
        "Emma Roth",
        "2026-11-20T20:40:00.000Z",
      ],
      [
        "https://www.theverge.com/?p=811902",
        "OpenAI&#8217;s GPT-5.5 can use your computer for you",
        "https://www.theverge.com/news/811902/openai-gpt-5-5-computer-use-agents-mini",
        "Richard Lawler",
        "2026-11-20T18:05:27.000Z",
      ],
    ]);
    expect(htmlToText(items[0]?.title ?? "")).toBe(
      "Microsoft’s next AI data centers will run on nuclear power",
    );
    expect(items[0]?.engagement).toEqual({ metric: "comments", value: 142 });
    expect(htmlToText(items[1]?.content ?? "")).toBe(
      "OpenAI’s new model can click, type and scroll through apps on its own, and there’s a cheaper mini tier.",
    );
  });

  it("resolves Atom links against nested xml:base and keeps text content literal", () => {
    const items = parse("atom-xml-base.xml", "https://blog.example.dev/atom.xml", "application/atom+xml");
    expect(items.map((i) => [i.url, i.author, i.publishedAt?.toISOString()])).toEqual([
      ["https://blog.example.dev/posts/tokenizer/", "Ana Ruiz", "2026-11-21T15:00:00.000Z"],
      ["https://blog.example.dev/2026/11/evals-meetup.html", "Tom Berg", "2026-11-20T17:00:00.000Z"],
    ]);
    expect(htmlToText(items[1]?.content ?? "")).toBe(
      "Slides are up. Rule of thumb: if eval < baseline, ship nothing.",
    );
  });

  it("reads RSS 1.0 (RDF) with dc:date, dc:creator and slash:comments", () => {
    const items = parse(
      "slashdot-rdf.xml",
      "https://rss.slashdot.org/Slashdot/slashdotMain",
      "application/rdf+xml",
    );
    expect(items.map((i) => [i.title, i.author, i.engagement?.value, i.publishedAt?.toISOString()])).toEqual([
      ["Microsoft Signs 2 GW Nuclear Deal", "msmash", 213, "2026-11-21T18:00:00.000Z"],
      ["EU Floats Delay To AI Act", "BeauHD", 97, "2026-11-21T03:40:00.000Z"],
    ]);
    expect(items[1]?.content).toContain("Café owners");
    expect(canonicalUrl(items[0]?.url ?? "")).toBe(
      "https://hardware.slashdot.org/story/26/11/21/1737216/microsoft-signs-2-gw-nuclear-deal",
    );
  });

  it("reads JSON Feed 1.1: html or literal text, relative and external URLs, feed-level authors", () => {
    const items = parse("jsonfeed.json", "https://tinyevals.example.net/feed.json", "application/feed+json");
    expect(items).toEqual([
      {
        sourceId: "https://tinyevals.example.net/2026/11/21/qwen35-on-tiny-evals",
        title: "Qwen3.5-72B on our tiny evals",
        content: "<p>It beats last month's leader on 9 of 12 tasks.</p>",
        url: "https://tinyevals.example.net/2026/11/21/qwen35-on-tiny-evals",
        author: "Mo Adebayo",
        engagement: undefined,
        publishedAt: new Date("2026-11-21T17:00:00Z"),
      },
      expect.objectContaining({
        sourceId: "note-118",
        title: "",
        url: "https://tinyevals.example.net/notes/118",
      }),
      expect.objectContaining({
        sourceId: "link-119",
        url: "https://example.org/paper-119",
        publishedAt: undefined,
      }),
    ]);
    expect(htmlToText(items[1]?.content ?? "")).toBe(
      "Reminder: x < y does not mean a regression. <script> tags are not a benchmark either.",
    );
  });
});

describe("feed adapter: bodies that are not feeds", () => {
  it.each([
    ["malformed.xml", /feed: malformed feed/],
    ["html-page.html", /feed: body is not an RSS, Atom, RDF or JSON feed \(starts with "<!DOCTYPE html>/],
  ])("%s is a ParseError", (file, message) => {
    const run = () => parse(file, "https://venturebeat.com/category/ai/feed/", "text/html; charset=UTF-8");
    expect(run).toThrow(ParseError);
    expect(run).toThrow(message);
  });

  it("JSON that is not a JSON Feed is a ParseError", () => {
    const res = {
      ...fetched(`${DIR}empty.xml`, { url: "https://x.example/", contentType: "application/json" }),
    };
    res.body = new TextEncoder().encode('{"data":[{"id":1}]}');
    const settings = feedAdapter.settings.parse({ urls: ["https://x.example/"] });
    expect(() => feedAdapter.parse(res, settings, testContext())).toThrow(ParseError);
  });
});

describe("parseFeedDate", () => {
  it.each([
    ["Sat, 21 Nov 2026 14:05:00 +0000", "2026-11-21T14:05:00.000Z"],
    ["Sat, 21 Nov 2026 14:05:00", "2026-11-21T14:05:00.000Z"],
    ["2026-11-21T14:05:00.123+02:00", "2026-11-21T12:05:00.123Z"],
    ["2026-11-21", "2026-11-21T00:00:00.000Z"],
    ["", undefined],
    ["n/a", undefined],
    [undefined, undefined],
  ])("%j", (raw, iso) => {
    expect(parseFeedDate(raw)?.toISOString()).toBe(iso);
  });
});

describe("feed adapter: which date is the news", () => {
  const url = "https://www.producthunt.com/feed?category=artificial-intelligence";
  const file = "snapshot/sources/producthunt/0.xml";
  const parse = (dateFrom?: "updated") =>
    feedAdapter.parse(
      fetched(file, { url, contentType: "application/atom+xml; charset=utf-8" }),
      feedAdapter.settings.parse({ urls: [url], ...(dateFrom ? { dateFrom } : {}) }),
      testContext(),
    );

  it("reads a Product Hunt post's launch from <updated>; its <published> is when the post was drafted", () => {
    // As in live feeds, the snapshot's <published> is days to weeks before <updated>.
    const [canary] = parse("updated");
    expect(canary?.publishedAt).toEqual(new Date("2026-11-22T05:48:12.000Z"));
    expect(parse()[1]?.publishedAt).toEqual(new Date("2026-11-15T21:13:40.000Z"));
    expect(parse("updated")[1]?.publishedAt).toEqual(new Date("2026-11-22T04:30:40.000Z"));
    expect(feedAdapter.settings.parse({ urls: [url] }).dateFrom).toBe("published");
    expect(feedAdapter.settings.safeParse({ urls: [url], dateFrom: "modified" }).success).toBe(false);
  });
});

describe("feed adapter: replay snapshot", () => {
  const feedSources = BUILT_IN_ROSTER.filter((s) => s.adapter === "feed");

  it.each(feedSources.map((s) => [s.id, s] as const))("%s parses into items", (_id, source) => {
    const settings = feedAdapter.settings.parse(source.settings);
    const requests = feedAdapter.requests(settings, testContext());
    const files = readdirSync(new URL(`../../../snapshot/sources/${source.id}/`, import.meta.url))
      .filter((f) => /^\d+\.(xml|json)$/.test(f))
      .sort();
    expect(files.map((f) => Number.parseInt(f, 10))).toEqual(requests.map((_, i) => i));
    for (const [i, file] of files.entries()) {
      const url = requests[i]?.url ?? "";
      const contentType = file.endsWith(".json") ? "application/feed+json" : "application/xml";
      const items = feedAdapter.parse(
        fetched(`snapshot/sources/${source.id}/${file}`, { url, contentType }),
        settings,
        testContext(),
      );
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const item of items) {
        expect(item.title.trim()).not.toBe("");
        expect(canonicalUrl(item.url)).toBeDefined();
        expect(item.publishedAt).toBeInstanceOf(Date);
        expect(item.publishedAt?.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-11-19T00:00:00Z"));
        expect(item.publishedAt?.getTime()).toBeLessThanOrEqual(Date.parse("2026-11-22T06:00:00Z"));
      }
      expect(new Set(items.map((it) => it.sourceId)).size).toBe(items.length);
    }
  });
});
