import { describe, expect, it } from "vitest";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { htmlToText } from "../text.js";
import { ParseError } from "../types.js";
import { mastodonAdapter } from "./mastodon.js";

const DIR = "tests/fixtures/sources/mastodon";
const SETTINGS = { instance: "https://mastodon.social", tag: "ai", limit: 40 };
const URL_ = "https://mastodon.social/api/v1/timelines/tag/ai?limit=40";
const parse = (file: string) =>
  parseFixture(mastodonAdapter, SETTINGS, `${DIR}/${file}`, {
    url: URL_,
    contentType: "application/json; charset=utf-8",
  });

describe("mastodon adapter", () => {
  it("asks the instance for its public tag timeline", () => {
    const settings = mastodonAdapter.settings.parse(SETTINGS);
    expect(mastodonAdapter.requests(settings, testContext())).toEqual([{ url: URL_, accept: "json" }]);
    const other = mastodonAdapter.settings.parse({
      instance: "https://social.example.de/",
      tag: "KünstlicheIntelligenz",
    });
    expect(mastodonAdapter.requests(other, testContext())[0]?.url).toBe(
      "https://social.example.de/api/v1/timelines/tag/K%C3%BCnstlicheIntelligenz?limit=20",
    );
  });

  it("rejects bad settings, naming the field", () => {
    expect(() => mastodonAdapter.settings.parse({ ...SETTINGS, instance: "http://mastodon.social" })).toThrow(
      /instance/,
    );
    expect(() => mastodonAdapter.settings.parse({ ...SETTINGS, instance: "mastodon.social" })).toThrow(
      /instance/,
    );
    expect(() => mastodonAdapter.settings.parse({ ...SETTINGS, tag: "#ai" })).toThrow(/tag/);
    expect(() => mastodonAdapter.settings.parse({ ...SETTINGS, tag: "ai/../../admin" })).toThrow(/tag/);
    expect(() => mastodonAdapter.settings.parse({ ...SETTINGS, limit: 41 })).toThrow(/limit/);
  });

  it("follows a toot's link card: the article's URL and title, the toot's words as content", () => {
    const [verge] = parse("tag-ai.json");
    expect(verge).toMatchObject({
      sourceId: "115590237748812934",
      title: "OpenAI’s GPT-5.5 can use your computer for you — and there’s a cheaper mini tier",
      url: "https://www.theverge.com/ai-artificial-intelligence/2026/11/20/openai-gpt-5-5-computer-use-agents-mini",
      author: "@ellen_k@fosstodon.org",
      engagement: { metric: "boosts", value: 60 },
      publishedAt: new Date("2026-11-22T05:12:44.000Z"),
    });
    expect(htmlToText(verge?.content ?? "")).toBe(
      "The interesting part of GPT-5.5 isn't the benchmark table, it's that the computer-use agent ships in the API on day one. " +
        'Expect a lot of "AI clicked the wrong button" incidents by Christmas. ' +
        "https://www.theverge.com/ai-artificial-intelligence/2026/11/20/openai-gpt-5-5-computer-use-agents-mini?utm_source=mastodon " +
        "cc @simonw_fan #AI #OpenAI " +
        "The new model ships with built-in computer-use agents in ChatGPT and the API, plus a “mini” version priced for high-volume developers.",
    );
  });

  it("uses the boosted toot once, and its first link when there is no card yet", () => {
    const items = parse("tag-ai.json");
    const boosted = items.filter((i) => i.sourceId === "115589877410022391");
    expect(boosted).toHaveLength(1);
    expect(boosted[0]).toMatchObject({
      title:
        "The Commission's \"digital omnibus\" would push the AI Act's high-risk obligations back by a full year.",
      url: "https://edri.example.org/our-work/ai-act-omnibus-delay-analysis/",
      author: "@digitalrights@eupolicy.social",
      engagement: { metric: "boosts", value: 190 },
      publishedAt: new Date("2026-11-22T03:41:07.000Z"),
    });
    expect(items.map((i) => i.sourceId)).not.toContain("115590102233401187");
  });

  it("titles a link-less toot by its first sentence, without the reply's mention or trailing hashtags", () => {
    const reply = parse("tag-ai.json").find((i) => i.sourceId === "115589512200093341");
    expect(reply).toMatchObject({
      title:
        "Five of six with Lean proofs the graders can check mechanically is a different kind of result from last year's.",
      url: "https://mastodon.social/@proofnerd/115589512200093341",
      author: "@proofnerd@mastodon.social",
      engagement: { metric: "boosts", value: 30 },
    });
    const rant = parse("tag-ai.json").find((i) => i.sourceId === "115588990044556677");
    expect(rant?.title).toBe(
      "Every vendor pitch I sat through this week claimed their agent platform was “enterprise ready” and not one of them…",
    );
    expect(rant?.title.length).toBeLessThanOrEqual(120);
    const japanese = parse("tag-ai.json").find((i) => i.sourceId === "115588902211334455");
    expect(japanese?.title).toBe("今日は社内で生成AIの勉強会でした。");
  });

  it("skips sensitive, non-public and text-less toots", () => {
    expect(parse("tag-ai.json").map((i) => i.sourceId)).toEqual([
      "115590237748812934",
      "115589877410022391",
      "115589512200093341",
      "115588990044556677",
      "115588902211334455",
    ]);
  });

  it("throws ParseError on malformed JSON and on answers that are not statuses", () => {
    expect(() => parse("truncated.json")).toThrow(ParseError);
    expect(() => parse("truncated.json")).toThrow(/mastodon: body is not JSON/);
    expect(() => parse("record-not-found.json")).toThrow(/mastodon: body is not an array of statuses/);
    expect(() => parse("accounts.json")).toThrow(/mastodon: no entry has the fields of a status/);
  });
});
