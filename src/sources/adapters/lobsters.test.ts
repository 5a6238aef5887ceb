import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { lobstersAdapter } from "./lobsters.js";

const DIR = "tests/fixtures/sources/lobsters";
const settings = { url: "https://lobste.rs/hottest.json" };
const parse = (file: string, contentType = "application/json; charset=utf-8") =>
  parseFixture(lobstersAdapter, settings, `${DIR}/${file}`, { url: settings.url, contentType });

describe("lobsters adapter", () => {
  it("requests the configured list, hottest by default", () => {
    expect(lobstersAdapter.requests(lobstersAdapter.settings.parse({}), testContext())).toEqual([
      { url: "https://lobste.rs/hottest.json", accept: "json" },
    ]);
    const tag = lobstersAdapter.settings.parse({ url: "https://lobste.rs/t/ai.json" });
    expect(lobstersAdapter.requests(tag, testContext())[0]?.url).toBe("https://lobste.rs/t/ai.json");
  });

  it("rejects a non-https or malformed url, naming the field", () => {
    for (const bad of [
      { url: "http://lobste.rs/hottest.json" },
      { url: "lobste.rs" },
      { url: 3 },
      { tag: "ai" },
    ]) {
      const result = lobstersAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toMatch(/url|tag/);
    }
  });

  it("parses link and text posts, both submitter formats and HTML descriptions", () => {
    const items = parse("hottest.json");
    expect(items.map((i) => i.sourceId)).toEqual(["qzx1ab", "k3m9pd", "w8fh2c"]);
    const [link, text, old] = items;
    expect(link).toEqual({
      sourceId: "qzx1ab",
      title: "llama.cpp gains multi-token prediction",
      content: "<p>Tags: ai, c++, performance</p>",
      url: "https://github.com/ggml-org/llama.cpp/releases/tag/b7312",
      author: "jcs_fan",
      engagement: { metric: "score", value: 41 },
      // Lobsters writes Chicago time with its offset.
      publishedAt: new Date("2026-11-22T03:14:07Z"),
    });
    // url "" is a text post: the discussion is the item.
    expect(text?.url).toBe("https://lobste.rs/s/k3m9pd/ask_lobsters_are_you_running_mcp_servers");
    expect(htmlToText(text?.content ?? "")).toBe(
      "We’re evaluating the new 2026-11 spec & its stateless transport. What broke for you? Tags: ask, ai",
    );
    // The older API nested the submitter in an object.
    expect(old?.author).toBe("olduser");
    expect(cleanTitle(old?.title ?? "")).toBe("The <dialog> element is finally good");
  });

  it("skips a story with a blank title", () => {
    expect(parse("hottest.json").some((i) => i.sourceId === "zz0000")).toBe(false);
  });

  it("throws ParseError on an HTML page and on a non-array body", () => {
    expect(() => parse("rate-limited.html", "text/html; charset=utf-8")).toThrow(ParseError);
    expect(() => parse("object.json")).toThrow(/lobsters: body is not a Lobsters story list/);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "lobsters");
    expect(sources.map((s) => s.id)).toEqual(["lobsters"]);
    for (const source of sources) {
      const items = parseFixture(lobstersAdapter, source.settings, `snapshot/sources/${source.id}/0.json`, {
        url: "https://lobste.rs/hottest.json",
        contentType: "application/json; charset=utf-8",
      });
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
    }
  });
});
