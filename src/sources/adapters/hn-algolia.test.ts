import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { hnAlgoliaAdapter } from "./hn-algolia.js";

const DIR = "tests/fixtures/sources/hn-algolia";
const settings = { query: "", minPoints: 20, hitsPerPage: 100, lookbackHours: 24 };
const parse = (file: string, contentType = "application/json; charset=utf-8") =>
  parseFixture(hnAlgoliaAdapter, settings, `${DIR}/${file}`, {
    url: "https://hn.algolia.com/api/v1/search_by_date?tags=story",
    contentType,
  });

describe("hn-algolia adapter", () => {
  it("builds the search_by_date request from the settings and ctx.now", () => {
    const parsed = hnAlgoliaAdapter.settings.parse(settings);
    const [req, ...more] = hnAlgoliaAdapter.requests(parsed, testContext());
    expect(more).toEqual([]);
    expect(req?.accept).toBe("json");
    const url = new URL(req?.url ?? "");
    expect(url.origin + url.pathname).toBe("https://hn.algolia.com/api/v1/search_by_date");
    // 2026-11-22T06:00Z minus 24 h.
    expect(url.searchParams.get("numericFilters")).toBe("created_at_i>1795240800,points>=20");
    expect(url.searchParams.get("tags")).toBe("story");
    expect(url.searchParams.get("hitsPerPage")).toBe("100");
    expect(url.searchParams.has("query")).toBe(false);
    expect(req?.url).toContain("numericFilters=created_at_i%3E1795240800%2Cpoints%3E%3D20");
  });

  it("adds an encoded query when one is set", () => {
    const parsed = hnAlgoliaAdapter.settings.parse({ ...settings, query: "C++ & LLMs", lookbackHours: 2 });
    const [req] = hnAlgoliaAdapter.requests(parsed, testContext());
    const url = new URL(req?.url ?? "");
    expect(url.searchParams.get("query")).toBe("C++ & LLMs");
    expect(req?.url).toContain("query=C%2B%2B+%26+LLMs");
    expect(url.searchParams.get("numericFilters")).toBe("created_at_i>1795320000,points>=20");
  });

  it("rejects bad settings, naming the field", () => {
    for (const [bad, field] of [
      [{ ...settings, hitsPerPage: 0 }, "hitsPerPage"],
      [{ ...settings, lookbackHours: 169 }, "lookbackHours"],
      [{ ...settings, minPoints: -1 }, "minPoints"],
      [{ ...settings, minPoints: 1.5 }, "minPoints"],
      [{ ...settings, minpoints: 3 }, "minpoints"],
    ] as const) {
      const result = hnAlgoliaAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toContain(field);
    }
    expect(hnAlgoliaAdapter.settings.parse({})).toEqual({
      query: "",
      minPoints: 20,
      hitsPerPage: 100,
      lookbackHours: 24,
    });
  });

  it("parses stories: links, Ask HN text posts, entities and literal angle brackets", () => {
    const items = parse("search_by_date.json");
    expect(items.map((i) => i.sourceId)).toEqual([
      "50191482",
      "50190377",
      "50189950",
      "50188214",
      "50187731",
    ]);
    const [link, ask, entities, canvas, show] = items;
    expect(link).toEqual({
      sourceId: "50191482",
      title: "Forgecode raises $300M to put coding agents on every team",
      url: "https://techcrunch.com/2026/11/21/forgecode-raises-300m-series-b-ai-coding-agents/?utm_source=hackernews&utm_medium=social",
      content: "",
      author: "mfiguiere",
      engagement: { metric: "points", value: 212 },
      publishedAt: new Date("2026-11-22T05:41:12Z"),
    });
    // url null: the discussion is the item; story_text is HN's HTML.
    expect(ask?.url).toBe("https://news.ycombinator.com/item?id=50190377");
    expect(htmlToText(ask?.content ?? "")).toBe(
      "We're a 12-person team serving a fine-tuned 8B model. Our bill went from $4k to $19k/month in a quarter. What actually worked for you: batching, spot instances, distillation, or just moving to an API? See our breakdown.",
    );
    expect(ask?.engagement).toEqual({ metric: "points", value: 87 });
    expect(cleanTitle(entities?.title ?? "")).toBe('AT&T\'s "AI-first" network ops, one year later');
    expect(cleanTitle(canvas?.title ?? "")).toBe("Show HN: A <canvas> physics toy in 2 KB of JavaScript");
    // url "" is a text post too.
    expect(show?.url).toBe("https://news.ycombinator.com/item?id=50187731");
  });

  it("skips hits without a title, and a single hit missing its objectID", () => {
    expect(parse("search_by_date.json").some((i) => i.sourceId === "50186002")).toBe(false);
    expect(parse("odd-hit.json").map((i) => i.sourceId)).toEqual(["50184999"]);
  });

  it("returns no items for an empty result", () => {
    expect(parse("empty.json")).toEqual([]);
  });

  it("throws ParseError on a non-JSON body and on an Algolia error object", () => {
    expect(() => parse("bad-gateway.html", "text/html")).toThrow(ParseError);
    expect(() => parse("bad-gateway.html", "text/html")).toThrow(/hn-algolia: body is not JSON/);
    expect(() => parse("error.json")).toThrow(/hn-algolia: body is not an Algolia search response/);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "hn-algolia");
    expect(sources.map((s) => s.id)).toEqual(["hackernews"]);
    for (const source of sources) {
      const parsed = hnAlgoliaAdapter.settings.parse(source.settings);
      const [req] = hnAlgoliaAdapter.requests(parsed, testContext());
      const items = parseFixture(hnAlgoliaAdapter, source.settings, `snapshot/sources/${source.id}/0.json`, {
        url: req?.url ?? "",
        contentType: "application/json",
      });
      expect(items.length).toBeGreaterThanOrEqual(25);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
    }
  });
});
