import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { githubSearchAdapter } from "./github-search.js";

const DIR = "tests/fixtures/sources/github-search";
const settings = { query: "llm OR agent OR ai", createdWithinDays: 7, perPage: 50 };
const parse = (file: string, contentType = "application/json; charset=utf-8") =>
  parseFixture(githubSearchAdapter, settings, `${DIR}/${file}`, {
    url: "https://api.github.com/search/repositories?q=llm",
    contentType,
  });

describe("github-search adapter", () => {
  it("builds the search request with GitHub's headers, and no authorization without a token", () => {
    const parsed = githubSearchAdapter.settings.parse(settings);
    const [req, ...more] = githubSearchAdapter.requests(parsed, testContext());
    expect(more).toEqual([]);
    expect(req).toEqual({
      url: "https://api.github.com/search/repositories?q=llm+OR+agent+OR+ai+created%3A%3E2026-11-15&sort=stars&order=desc&per_page=50",
      headers: { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" },
      accept: "json",
    });
    expect(new URL(req?.url ?? "").searchParams.get("q")).toBe("llm OR agent OR ai created:>2026-11-15");
  });

  it("sends the token as a bearer when GITHUB_TOKEN is set", () => {
    const parsed = githubSearchAdapter.settings.parse({ query: "topic:mcp", createdWithinDays: 1 });
    const [req] = githubSearchAdapter.requests(
      parsed,
      testContext({ secrets: { GITHUB_TOKEN: "ghp_test123" } }),
    );
    expect(req?.headers?.authorization).toBe("Bearer ghp_test123");
    expect(new URL(req?.url ?? "").searchParams.get("q")).toBe("topic:mcp created:>2026-11-21");
    expect(new URL(req?.url ?? "").searchParams.get("per_page")).toBe("30");
  });

  it("rejects bad settings, naming the field", () => {
    for (const [bad, field] of [
      [{ ...settings, query: "  " }, "query"],
      [{ createdWithinDays: 7 }, "query"],
      [{ ...settings, createdWithinDays: 366 }, "createdWithinDays"],
      [{ ...settings, perPage: 0 }, "perPage"],
    ] as const) {
      const result = githubSearchAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toContain(field);
    }
  });

  it("parses repositories: numeric id, headline from name and description, stars", () => {
    const items = parse("repositories.json");
    expect(items.map((i) => i.sourceId)).toEqual(["1104428173", "1105012290", "1105377812", "1103999001"]);
    expect(items[0]).toEqual({
      sourceId: "1104428173",
      title:
        'lookahead-ai/lookahead-drafting: Official code for "Lookahead Drafting: Parallel Multi-Step Speculation for 3× Faster LLM Inference"',
      content:
        'Official code for "Lookahead Drafting: Parallel Multi-Step Speculation for 3× Faster LLM Inference". Topics: llm, inference, speculative-decoding, vllm. Language: Python.',
      url: "https://github.com/lookahead-ai/lookahead-drafting",
      author: "lookahead-ai",
      engagement: { metric: "stars", value: 2841 },
      publishedAt: new Date("2026-11-19T21:03:11Z"),
    });
  });

  it("handles a null description and a null language, and keeps literal angle brackets", () => {
    const [, bare, typed, long] = parse("repositories.json");
    expect(bare).toMatchObject({ title: "quietbyte/untitled-agent", content: "", author: "quietbyte" });
    expect(cleanTitle(typed?.title ?? "")).toBe(
      "rustacean-ml/typed-tensors: Shape-checked `Tensor<B, T, D>` for Rust & friends",
    );
    expect(htmlToText(typed?.content ?? "")).toBe(
      "Shape-checked `Tensor<B, T, D>` for Rust & friends. Topics: rust, tensors. Language: Rust.",
    );
    expect(long?.title).toBe(
      "agentsmith/awesome-computer-use: A curated list of computer-use agents, benchmarks, sandboxes, browser drivers, evaluation harnesses, datasets, papers…",
    );
    expect(long?.content).toMatch(/find the right tool fast\. Topics: awesome-list, agents\.$/);
  });

  it("throws ParseError with GitHub's message on rate-limit and validation errors", () => {
    expect(() => parse("rate-limit.json")).toThrow(ParseError);
    expect(() => parse("rate-limit.json")).toThrow(
      /github-search: API error: API rate limit exceeded for 203\.0\.113\.7/,
    );
    expect(() => parse("validation-failed.json")).toThrow("github-search: API error: Validation Failed");
    expect(() => parse("truncated.json")).toThrow(/github-search: body is not JSON/);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "github-search");
    expect(sources.map((s) => s.id)).toEqual(["github"]);
    for (const source of sources) {
      const items = parseFixture(
        githubSearchAdapter,
        source.settings,
        `snapshot/sources/${source.id}/0.json`,
        {
          url: "https://api.github.com/search/repositories",
          contentType: "application/json; charset=utf-8",
        },
      );
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
    }
  });
});
