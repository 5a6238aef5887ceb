import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { cleanTitle, htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { redditAdapter } from "./reddit.js";

const DIR = "tests/fixtures/sources/reddit";
const settings = { subreddit: "MachineLearning", listing: "hot", limit: 50 };
const RAW_URL = "https://www.reddit.com/r/MachineLearning/hot.json?limit=50&raw_json=1";
const parse = (file: string, opts: { url?: string; contentType?: string } = {}) =>
  parseFixture(redditAdapter, settings, `${DIR}/${file}`, {
    url: opts.url ?? RAW_URL,
    contentType: opts.contentType ?? "application/json; charset=UTF-8",
  });

describe("reddit adapter", () => {
  it("builds the listing request; top adds t=day", () => {
    const hot = redditAdapter.settings.parse(settings);
    expect(redditAdapter.requests(hot, testContext())).toEqual([{ url: RAW_URL, accept: "json" }]);
    const top = redditAdapter.settings.parse({ subreddit: "LocalLLaMA", listing: "top", limit: 10 });
    expect(redditAdapter.requests(top, testContext())[0]?.url).toBe(
      "https://www.reddit.com/r/LocalLLaMA/top.json?limit=10&raw_json=1&t=day",
    );
    expect(
      redditAdapter.requests(redditAdapter.settings.parse({ subreddit: "artificial" }), testContext()),
    ).toEqual([{ url: "https://www.reddit.com/r/artificial/hot.json?limit=25&raw_json=1", accept: "json" }]);
  });

  it("rejects bad settings, naming the field", () => {
    for (const [bad, field] of [
      [{ ...settings, subreddit: "r/MachineLearning" }, "subreddit"],
      [{ ...settings, subreddit: "a" }, "subreddit"],
      [{ ...settings, subreddit: "../../api/v1/me" }, "subreddit"],
      [{ ...settings, listing: "best" }, "listing"],
      [{ ...settings, limit: 101 }, "limit"],
    ] as const) {
      const result = redditAdapter.settings.safeParse(bad);
      expect(result.success).toBe(false);
      expect(z.prettifyError(result.error as z.ZodError)).toContain(field);
    }
  });

  it("keeps link, self, crosspost and media posts; skips stickied, removed, deleted and promoted ones", () => {
    const items = parse("hot.json");
    expect(items.map((i) => i.sourceId)).toEqual([
      "1s0bb02",
      "1s0cc03",
      "1s0ff06",
      "1s0gg07",
      "1s0hh08",
      "1s0ii09",
    ]);
    const byId = new Map(items.map((i) => [i.sourceId, i]));
    expect(byId.get("1s0bb02")).toEqual({
      sourceId: "1s0bb02",
      title: "[R] Lookahead Drafting: 3× faster decoding without a draft model",
      content: "",
      url: "https://arxiv.org/abs/2611.14207",
      author: "speculative_sam",
      engagement: { metric: "votes", value: 388 },
      publishedAt: new Date("2026-11-21T14:22:08Z"),
    });
  });

  it("keeps a self post's markdown, with its angle brackets and ampersands, and links its discussion", () => {
    const self = parse("hot.json").find((i) => i.sourceId === "1s0cc03");
    expect(self?.url).toBe(
      "https://www.reddit.com/r/MachineLearning/comments/1s0cc03/d_are_vec_t_style_typed_tensors_shape_checks_worth/",
    );
    expect(cleanTitle(self?.title ?? "")).toBe(
      "[D] Are `Vec<T>`-style typed tensors & shape checks worth it?",
    );
    expect(htmlToText(self?.content ?? "")).toBe(
      'I keep hitting shape bugs at 2am. Options I tried: * jaxtyping & beartype * `torch.compile` with dynamic=False > "shape errors are type errors" Is `Tensor<B, T, D>` in Rust (burn) any better? Benchmarks: 3 < 5 && 7 > 2.',
    );
  });

  it("links a crosspost's original article, and Reddit-hosted media to the discussion", () => {
    const byId = new Map(parse("hot.json").map((i) => [i.sourceId, i]));
    expect(byId.get("1s0ff06")?.url).toBe(
      "https://deepmind.google/discover/blog/alphaproof-2-formal-reasoning-imo-2026/",
    );
    expect(byId.get("1s0gg07")?.url).toBe(
      "https://www.reddit.com/r/MachineLearning/comments/1s0gg07/p_loss_curves_from_40_tokenizer_ablations/",
    );
    expect(byId.get("1s0hh08")?.url).toBe(
      "https://www.reddit.com/r/MachineLearning/comments/1s0hh08/d_every_conference_deadline_week/",
    );
    expect(byId.get("1s0ii09")?.url).toBe(
      "https://www.reddit.com/r/MachineLearning/comments/1s0ii09/p_diffusion_policy_folding_laundry_at_2_speed/",
    );
  });

  it("reads a body fetched without raw_json (escaped text and urls) to the same text", () => {
    const items = parse("hot-escaped.json", {
      url: "https://www.reddit.com/r/MachineLearning/hot.json?limit=50",
    });
    expect(items.map((i) => i.sourceId)).toEqual(["1s1aa01", "1s1bb02"]);
    const [self, link] = items;
    expect(cleanTitle(self?.title ?? "")).toBe("[D] Q&A: when does <think> help?");
    expect(htmlToText(self?.content ?? "")).toBe("Tried `a < b && c > d` style prompts & saw gains.");
    expect(link?.url).toBe("https://example.com/search?q=llm&sort=new");
    expect(cleanTitle(link?.title ?? "")).toBe("Benchmarks & baselines");
  });

  it("throws ParseError on Reddit's error bodies, its rate-limit page and a Listing without children", () => {
    expect(() => parse("forbidden.json")).toThrow(new ParseError("reddit: error 403 Forbidden"));
    expect(() => parse("private.json")).toThrow(new ParseError("reddit: error 403 Forbidden, private"));
    expect(() => parse("too-many-requests.html", { contentType: "text/html; charset=UTF-8" })).toThrow(
      /reddit: body is not JSON \(starts with "<!doctype html>/,
    );
    expect(() => parse("no-children.json")).toThrow(/reddit: body is not a Listing/);
  });

  it("parses the replay snapshot of every roster source using it", () => {
    const sources = BUILT_IN_ROSTER.filter((s) => s.adapter === "reddit");
    expect(sources.map((s) => s.id)).toEqual([
      "reddit-machinelearning",
      "reddit-localllama",
      "reddit-artificial",
    ]);
    for (const source of sources) {
      const parsed = redditAdapter.settings.parse(source.settings);
      const [req] = redditAdapter.requests(parsed, testContext());
      const items = parseFixture(redditAdapter, source.settings, `snapshot/sources/${source.id}/0.json`, {
        url: req?.url ?? "",
        contentType: "application/json; charset=UTF-8",
      });
      expect(items.length).toBeGreaterThanOrEqual(20);
      for (const item of items) expect(item.publishedAt).toBeInstanceOf(Date);
    }
  });
});
