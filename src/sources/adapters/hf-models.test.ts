import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { ParseError } from "../types.js";
import { hfModelsAdapter } from "./hf-models.js";

const DIR = "tests/fixtures/sources/hf-models";
const settings = { sort: "trendingScore", limit: 50 };
const parse = (file: string, sort = "trendingScore") =>
  parseFixture(hfModelsAdapter, { ...settings, sort }, `${DIR}/${file}`, {
    url: "https://huggingface.co/api/models?sort=trendingScore&direction=-1&limit=50&full=false",
    contentType: "application/json; charset=utf-8",
  });

describe("hf-models adapter", () => {
  it("builds the models request", () => {
    expect(hfModelsAdapter.requests(hfModelsAdapter.settings.parse(settings), testContext())).toEqual([
      {
        url: "https://huggingface.co/api/models?sort=trendingScore&direction=-1&limit=50&full=false",
        accept: "json",
      },
    ]);
    const likes = hfModelsAdapter.settings.parse({ sort: "likes", limit: 5 });
    expect(hfModelsAdapter.requests(likes, testContext())[0]?.url).toBe(
      "https://huggingface.co/api/models?sort=likes&direction=-1&limit=5&full=false",
    );
  });

  it("rejects bad settings, naming the field", () => {
    for (const [bad, field] of [
      [{ sort: "stars" }, "sort"],
      [{ limit: 500 }, "limit"],
      [{ ...settings, search: "qwen" }, "search"],
    ] as const) {
      const result = hfModelsAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toContain(field);
    }
  });

  it("parses models: stable _id, model page, tags as a sentence, likes", () => {
    const items = parse("models.json");
    expect(items.map((i) => i.title)).toEqual([
      "Qwen/Qwen3.5-72B-Instruct",
      "unsloth/Qwen3.5-72B-Instruct-GGUF",
      "someone/experiment-7",
      "gpt2",
    ]);
    const [qwen, gguf, bare, gpt2] = items;
    expect(qwen).toEqual({
      sourceId: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: "Qwen/Qwen3.5-72B-Instruct",
      content: "Text generation; fine-tune of Qwen/Qwen3.5-72B; arXiv:2611.13388",
      url: "https://huggingface.co/Qwen/Qwen3.5-72B-Instruct",
      author: "Qwen",
      engagement: { metric: "likes", value: 1412 },
      publishedAt: new Date("2026-11-19T22:03:51.000Z"),
    });
    expect(gguf?.content).toBe("Text generation; quantization of Qwen/Qwen3.5-72B-Instruct");
    expect(bare?.content).toBe("");
    expect(gpt2).toMatchObject({
      sourceId: "621ffdc036468d709f17434d",
      author: undefined,
      url: "https://huggingface.co/gpt2",
    });
  });

  it("reports downloads when the list is sorted by downloads", () => {
    const gpt2 = parse("models.json", "downloads").find((i) => i.title === "gpt2");
    expect(gpt2?.engagement).toEqual({ metric: "downloads", value: 11250331 });
  });

  it("throws ParseError on an error object and on a truncated body", () => {
    expect(() => parse("error.json")).toThrow(/hf-models: body is not a model list/);
    expect(() => parse("truncated.json")).toThrow(ParseError);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "hf-models");
    expect(sources.map((s) => s.id)).toEqual(["hf-models"]);
    for (const source of sources) {
      const items = parseFixture(hfModelsAdapter, source.settings, `snapshot/sources/${source.id}/0.json`, {
        url: "https://huggingface.co/api/models",
        contentType: "application/json; charset=utf-8",
      });
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
    }
  });
});
