import { describe, expect, it } from "vitest";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { devtoAdapter } from "./devto.js";

const DIR = "tests/fixtures/sources/devto";
const SETTINGS = { tag: "ai", topDays: 1, perPage: 50 };
const URL_ = "https://dev.to/api/articles?tag=ai&top=1&per_page=50";
const parse = (file: string) =>
  parseFixture(devtoAdapter, SETTINGS, `${DIR}/${file}`, {
    url: URL_,
    contentType: "application/json; charset=utf-8",
  });

describe("devto adapter", () => {
  it("asks for the top articles of a tag through the versioned API", () => {
    const settings = devtoAdapter.settings.parse(SETTINGS);
    expect(devtoAdapter.requests(settings, testContext())).toEqual([
      { url: URL_, headers: { accept: "application/vnd.forem.api-v1+json" }, accept: "json" },
    ]);
    const latest = devtoAdapter.settings.parse({ tag: "LLM" });
    expect(devtoAdapter.requests(latest, testContext())[0]?.url).toBe(
      "https://dev.to/api/articles?tag=llm&per_page=30",
    );
  });

  it("rejects bad settings, naming the field", () => {
    expect(() => devtoAdapter.settings.parse({ tag: "machine learning" })).toThrow(/tag/);
    expect(() => devtoAdapter.settings.parse({ tag: "ai", topDays: 0 })).toThrow(/topDays/);
    expect(() => devtoAdapter.settings.parse({ tag: "ai", perPage: 1001 })).toThrow(/perPage/);
    expect(() => devtoAdapter.settings.parse({ perPage: 10 })).toThrow(/tag/);
  });

  it("maps an article: id, title, description with tags, DEV URL, author, reactions, date", () => {
    const [first] = parse("articles-ai-top.json");
    expect(first).toEqual({
      sourceId: "3051187",
      title: "I let Forgecode Teams review a week of our PRs. Here's what it caught (and what it didn't)",
      content:
        "Forgecode shipped a multi-seat version of its coding agent this week. We pointed it at a 40k-line TypeScript monorepo for five days.\n\nTags: ai, codereview, typescript, productivity.",
      url: "https://dev.to/mariacodes/i-let-forgecode-teams-review-a-week-of-our-prs-heres-what-it-caught-and-what-it-didnt-2k9d",
      author: "María Fernández",
      engagement: { metric: "reactions", value: 148 },
      publishedAt: new Date("2026-11-21T19:04:33Z"),
    });
  });

  it("uses a cross-post's canonical URL (the original article) and reads tag_list given as a string", () => {
    const crossPost = parse("articles-ai-top.json")[1];
    expect(crossPost?.url).toBe(
      "https://tomaszkowalski.net/blog/mcp-oauth-resource-indicators/?utm_source=devto&utm_medium=crosspost",
    );
    expect(crossPost?.content).toMatch(/Tags: mcp, oauth, ai, security\.$/);
  });

  it("keeps '<' in a plain-text title, falls back to the username and to published_timestamp", () => {
    const items = parse("articles-ai-top.json");
    const divSoup = items.find((i) => i.sourceId === "3050301");
    expect(htmlToText(divSoup?.title ?? "")).toBe("Stop shipping <div> soup in your AI chat UI");
    expect(divSoup?.url).toBe("https://dev.to/ankit/stop-shipping-div-soup-in-your-ai-chat-ui-1a2b");
    expect(divSoup?.author).toBe("ankit");
    const smolagents = items.find((i) => i.sourceId === "3044518");
    expect(smolagents?.publishedAt).toEqual(new Date("2026-11-19T21:30:45Z"));
  });

  it("skips an article without a title", () => {
    expect(parse("articles-ai-top.json").map((i) => i.sourceId)).toEqual([
      "3051187",
      "3049920",
      "3050301",
      "3044518",
    ]);
  });

  it("throws ParseError on malformed JSON and on answers that are not article lists", () => {
    expect(() => parse("truncated.json")).toThrow(ParseError);
    expect(() => parse("truncated.json")).toThrow(/devto: body is not JSON/);
    expect(() => parse("not-found.json")).toThrow(/devto: body is not an array of DEV articles/);
    expect(() => parse("podcasts.json")).toThrow(/devto: no entry has the fields of a DEV article/);
  });
});
