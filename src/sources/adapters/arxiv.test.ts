import { describe, expect, it } from "vitest";
import { fetched, parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { arxivAdapter } from "./arxiv.js";

const DIR = "tests/fixtures/sources/arxiv/";
const API = "https://export.arxiv.org/api/query";
const ATOM = "application/atom+xml; charset=UTF-8";

const parse = (file: string, contentType = ATOM) =>
  parseFixture(arxivAdapter, { categories: ["cs.AI", "cs.CL", "cs.LG"] }, DIR + file, {
    url: API,
    contentType,
  });

describe("arxiv adapter: settings and requests", () => {
  it("builds the newest-first category query", () => {
    const settings = arxivAdapter.settings.parse({ categories: ["cs.AI", "cs.CL", "cs.LG"] });
    expect(settings.maxResults).toBe(100);
    expect(arxivAdapter.requests(settings, testContext())).toEqual([
      {
        url:
          "https://export.arxiv.org/api/query?search_query=cat:cs.AI+OR+cat:cs.CL+OR+cat:cs.LG" +
          "&sortBy=submittedDate&sortOrder=descending&max_results=100",
        accept: "feed",
      },
    ]);
    const one = arxivAdapter.settings.parse({ categories: ["hep-th"], maxResults: 500 });
    expect(arxivAdapter.requests(one, testContext())[0]?.url).toBe(
      "https://export.arxiv.org/api/query?search_query=cat:hep-th&sortBy=submittedDate&sortOrder=descending&max_results=500",
    );
  });

  it.each([
    [{ categories: [] }, "categories"],
    [{ categories: ["cs.AI OR all:x"] }, "categories"],
    [{ categories: ["cs.AI"], maxResults: 501 }, "maxResults"],
    [{ categories: ["cs.AI"], maxResults: 0 }, "maxResults"],
    [{ categories: ["cs.AI"], max_results: 10 }, "max_results"],
  ])("rejects %j, naming %s", (settings, field) => {
    const result = arxivAdapter.settings.safeParse(settings);
    expect(result.success).toBe(false);
    const named = result.error?.issues.flatMap((i) => [
      ...i.path.map(String),
      ...("keys" in i ? i.keys : []),
    ]);
    expect(named).toContain(field);
  });
});

describe("arxiv adapter: parsing", () => {
  it("maps entries to version-less ids and abs pages, first author et al., published dates", () => {
    const items = parse("query.xml");
    expect(items.map((i) => [i.sourceId, i.url, i.author, i.publishedAt?.toISOString()])).toEqual([
      ["2611.14207", "https://arxiv.org/abs/2611.14207", "Wei Zhang et al.", "2026-11-20T17:59:58.000Z"],
      ["2611.10231", "https://arxiv.org/abs/2611.10231", "Amara Nwosu", "2026-11-21T16:20:01.000Z"],
      ["cs/0112017", "https://arxiv.org/abs/cs/0112017", "R. Keller et al.", "2001-12-14T10:21:36.000Z"],
      // No <published>: the update date stands in.
      ["2611.10002", "https://arxiv.org/abs/2611.10002", "Kenji Sato", "2026-11-21T02:05:40.000Z"],
    ]);
    expect(items.every((i) => i.engagement === undefined)).toBe(true);
  });

  it("keeps wrapped titles and abstracts whole, on one line, with LaTeX and '<' intact", () => {
    const [lookahead, reward] = parse("query.xml");
    expect(lookahead?.title).toBe(
      "Lookahead Drafting: Training-Free Speculative Decoding with Multi-Token Lookahead Drafts",
    );
    expect(lookahead?.content).toMatch(
      /^Speculative decoding speeds up autoregressive generation by letting a cheap drafter/,
    );
    expect(lookahead?.content).toContain("hidden states & needs no separate draft model");
    expect(htmlToText(reward?.title ?? "")).toBe(
      "When $n < d$: Sample-Efficient Reward Models for Low-Resource Languages",
    );
    expect(htmlToText(reward?.content ?? "")).toBe(
      "We study reward modelling when the number of preference pairs is smaller than the embedding dimension ($n < d$).",
    );
  });

  it("returns no items for an empty result", () => {
    expect(parse("empty.xml")).toEqual([]);
  });

  it("turns arXiv's error feed into a ParseError with the API's reason", () => {
    expect(() => parse("error.xml")).toThrow(ParseError);
    expect(() => parse("error.xml")).toThrow(
      "arxiv: the API refused the query: max_results must be less than 30000",
    );
  });

  it("refuses an HTML page, a truncated body and a non-Atom feed", () => {
    expect(() =>
      parseFixture(arxivAdapter, { categories: ["cs.AI"] }, "tests/fixtures/sources/feed/html-page.html", {
        url: API,
        contentType: "text/html",
      }),
    ).toThrow(/arxiv: body is not an RSS, Atom, RDF or JSON feed/);
    expect(() =>
      parseFixture(arxivAdapter, { categories: ["cs.AI"] }, "tests/fixtures/sources/feed/malformed.xml", {
        url: API,
        contentType: ATOM,
      }),
    ).toThrow(/arxiv: malformed feed/);
    expect(() =>
      parseFixture(arxivAdapter, { categories: ["cs.AI"] }, "tests/fixtures/sources/feed/dates.xml", {
        url: API,
        contentType: ATOM,
      }),
    ).toThrow("arxiv: expected the API's Atom feed, got rss");
  });
});

describe("arxiv adapter: replay snapshot", () => {
  it("parses snapshot/sources/arxiv/0.xml with the roster's settings", () => {
    const source = BUILT_IN_ROSTER.find((s) => s.id === "arxiv");
    expect(source?.adapter).toBe("arxiv");
    const settings = arxivAdapter.settings.parse(source?.settings);
    const [request] = arxivAdapter.requests(settings, testContext());
    const items = arxivAdapter.parse(
      fetched("snapshot/sources/arxiv/0.xml", { url: request?.url ?? API, contentType: "application/xml" }),
      settings,
      testContext(),
    );
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(new Set(items.map((i) => i.sourceId)).size).toBe(items.length);
    for (const item of items) {
      expect(item.sourceId).toMatch(/^\d{4}\.\d{5}$/);
      expect(item.publishedAt?.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-11-19T00:00:00Z"));
      expect(item.publishedAt?.getTime()).toBeLessThanOrEqual(Date.parse("2026-11-22T06:00:00Z"));
    }
    // S6: the abstract page Reddit and Hacker News link to.
    expect(items.find((i) => i.sourceId === "2611.14207")?.url).toBe("https://arxiv.org/abs/2611.14207");
  });
});
