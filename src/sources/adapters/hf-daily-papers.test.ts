import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { hfDailyPapersAdapter } from "./hf-daily-papers.js";

const DIR = "tests/fixtures/sources/hf-daily-papers";
const settings = { limit: 50 };
const parse = (file: string, contentType = "application/json; charset=utf-8") =>
  parseFixture(hfDailyPapersAdapter, settings, `${DIR}/${file}`, {
    url: "https://huggingface.co/api/daily_papers?limit=50",
    contentType,
  });

describe("hf-daily-papers adapter", () => {
  it("builds the daily_papers request", () => {
    expect(
      hfDailyPapersAdapter.requests(hfDailyPapersAdapter.settings.parse(settings), testContext()),
    ).toEqual([{ url: "https://huggingface.co/api/daily_papers?limit=50", accept: "json" }]);
    expect(hfDailyPapersAdapter.settings.parse({})).toEqual({ limit: 50 });
  });

  it("rejects bad settings, naming the field", () => {
    for (const bad of [{ limit: 0 }, { limit: 101 }, { limit: "10" }]) {
      const result = hfDailyPapersAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toContain("limit");
    }
  });

  it("parses papers: arXiv id, papers page, authors, upvotes, featured date", () => {
    const items = parse("daily_papers.json");
    expect(items.map((i) => i.sourceId)).toEqual(["2611.14207", "2611.13388", "2611.12001"]);
    expect(items[0]).toEqual({
      sourceId: "2611.14207",
      title: "Lookahead Drafting: Parallel Multi-Step Speculation for 3× Faster LLM Inference",
      content: expect.stringMatching(/^Speculative decoding accelerates autoregressive generation/),
      url: "https://huggingface.co/papers/2611.14207",
      author: "Mina Okafor, Daniel Brandt, Yuki Tanaka et al.",
      engagement: { metric: "votes", value: 143 },
      publishedAt: new Date("2026-11-20T01:12:44.218Z"),
    });
  });

  it("dates a paper by when it was featured (paper.submittedOnDailyAt), not by the entry's arXiv publishedAt", () => {
    // The current shape: the entry's publishedAt is the arXiv date, hours to days before the paper was featured.
    const [lookahead] = parse("daily_papers.json");
    expect(lookahead?.publishedAt).toEqual(new Date("2026-11-20T01:12:44.218Z"));
    expect(lookahead?.publishedAt).not.toEqual(new Date("2026-11-19T18:59:57.000Z"));
  });

  it("falls back to the entry's publishedAt in responses without submittedOnDailyAt (the 2024 shape)", () => {
    // An entry of a response recorded in October 2024 (abstract and users trimmed): then the entry's publishedAt
    // was the featured time and paper.publishedAt the arXiv one.
    const [logo] = parse("daily_papers-2024.json");
    expect(logo).toMatchObject({
      sourceId: "2410.18533",
      author: "Zecheng Tang, Zechen Sun, Juntao Li et al.",
      engagement: { metric: "votes", value: 37 },
      publishedAt: new Date("2024-10-25T01:32:39.713Z"),
    });
  });

  it("copes with a missing paper.publishedAt, hidden authors, no abstract and unparseable dates", () => {
    const [, report, think] = parse("daily_papers.json");
    // No paper.publishedAt: the day it was featured is what this source knows anyway.
    expect(report).toMatchObject({ author: "Qwen Team", publishedAt: new Date("2026-11-21T00:41:09.003Z") });
    expect(think?.author).toBe("Real Author");
    expect(think?.publishedAt).toBeUndefined();
    expect(cleanTitle(think?.title ?? "")).toBe("On the <think> Token");
    // An empty abstract falls back to the one-line AI summary.
    expect(htmlToText(think?.content ?? "")).toBe(
      "Models trained to think out loud use the <think> token as a scratchpad.",
    );
  });

  it("throws ParseError on an error object and on an HTML page", () => {
    expect(() => parse("error.json")).toThrow(/hf-daily-papers: body is not a daily papers list/);
    expect(() => parse("html.html", "text/html")).toThrow(ParseError);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "hf-daily-papers");
    expect(sources.map((s) => s.id)).toEqual(["hf-papers"]);
    for (const source of sources) {
      const items = parseFixture(
        hfDailyPapersAdapter,
        source.settings,
        `snapshot/sources/${source.id}/0.json`,
        {
          url: "https://huggingface.co/api/daily_papers?limit=50",
          contentType: "application/json; charset=utf-8",
        },
      );
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
      // As live: the entry's publishedAt (arXiv) is earlier than the featured time the item is dated by.
      const entries = JSON.parse(readFileSync(`snapshot/sources/${source.id}/0.json`, "utf8")) as {
        publishedAt: string;
        paper: { submittedOnDailyAt: string };
      }[];
      for (const e of entries)
        expect(Date.parse(e.publishedAt)).toBeLessThan(Date.parse(e.paper.submittedOnDailyAt));
      expect(items.map((i) => i.publishedAt?.toISOString())).toEqual(
        entries.map((e) => e.paper.submittedOnDailyAt),
      );
    }
  });
});
