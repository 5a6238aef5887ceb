import { describe, expect, it } from "vitest";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { normalizeItems, scoreEngagement } from "../normalize.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import { htmlToText } from "../text.js";
import { ParseError, type SourceSpec } from "../types.js";
import { polymarketAdapter } from "./polymarket.js";

const DIR = "tests/fixtures/sources/polymarket";
const SETTINGS = { tagSlug: "ai", limit: 50 };
const URL_ =
  "https://gamma-api.polymarket.com/events?tag_slug=ai&active=true&closed=false&order=volume24hr&ascending=false&limit=50";
const parse = (file: string) =>
  parseFixture(polymarketAdapter, SETTINGS, `${DIR}/${file}`, {
    url: URL_,
    contentType: "application/json; charset=utf-8",
  });

describe("polymarket adapter", () => {
  it("asks Gamma for the open events of a tag, busiest first", () => {
    const settings = polymarketAdapter.settings.parse(SETTINGS);
    expect(polymarketAdapter.requests(settings, testContext())).toEqual([{ url: URL_, accept: "json" }]);
    const untagged = polymarketAdapter.settings.parse({ limit: 5 });
    expect(polymarketAdapter.requests(untagged, testContext())[0]?.url).toBe(
      "https://gamma-api.polymarket.com/events?active=true&closed=false&order=volume24hr&ascending=false&limit=5",
    );
  });

  it("rejects bad settings, naming the field", () => {
    expect(() => polymarketAdapter.settings.parse({ tagSlug: "AI stuff", limit: 50 })).toThrow(/tagSlug/);
    expect(() => polymarketAdapter.settings.parse({ tagSlug: "ai", limit: 0 })).toThrow(/limit/);
    expect(() => polymarketAdapter.settings.parse({ tagSlug: "ai", limit: 501 })).toThrow(/limit/);
    expect(() => polymarketAdapter.settings.parse({ tag: "ai" })).toThrow(/tag/);
    expect(polymarketAdapter.settings.parse({})).toEqual({ limit: 50 });
  });

  it("makes one item per open market, with odds decoded from the JSON-encoded strings", () => {
    const items = parse("events-ai.json");
    expect(items.map((i) => i.sourceId)).toEqual(["561230", "540112", "540113", "577901"]);
    expect(items[0]).toEqual({
      sourceId: "561230",
      title: "GPT-6 released before 2027?",
      content:
        'Yes 23% (-4 pts in 24 h) · No 77% · 24 h volume $412K · ends 2026-12-31. This market will resolve to "Yes" if OpenAI publicly releases a model named GPT-6 before December 31, 2026, 11:59 PM ET. Otherwise, this market will resolve to "No".',
      url: "https://polymarket.com/event/gpt-6-released-before-2027",
      engagement: { metric: "volume", value: 412345.67 },
      publishedAt: new Date("2026-11-22T05:41:12.118Z"),
    });
  });

  it("links a market of a multi-market event to its own page under the event", () => {
    const google = parse("events-ai.json")[1];
    expect(google?.url).toBe(
      "https://polymarket.com/event/which-company-has-best-ai-model-end-of-2026/will-google-have-the-best-ai-model-at-the-end-of-2026",
    );
    // A 0.2-point move is noise, not news: no change shown.
    expect(google?.content).toMatch(/^Yes 52% · No 49% · 24 h volume \$388K · ends 2026-12-31\. /);
  });

  it("keeps a market whose outcomePrices string is malformed, without odds", () => {
    const openai = parse("events-ai.json")[2];
    expect(openai?.title).toBe("Will OpenAI have the best AI model at the end of 2026?");
    expect(openai?.content).toMatch(/^24 h volume \$503K · ends 2026-12-31\. This market will resolve/);
    expect(openai?.engagement).toEqual({ metric: "volume", value: 502904.77 });
  });

  it("handles extreme odds, a missing 24 h volume, an unparseable update date and '<' in plain text", () => {
    const arc = parse("events-ai.json")[3];
    // Plain text is escaped for the normaliser, which reads content as HTML.
    expect(arc?.content).toMatch(/^Yes &lt;1% · No >99% · ends 2026-12-31\. /);
    // No volume24hr at all (Gamma omits it when nothing traded in 24 h): zero volume, scored like any other.
    expect(arc?.engagement).toEqual({ metric: "volume", value: 0 });
    expect(arc?.publishedAt).toEqual(new Date("2026-09-18T13:40:21.412Z"));
    expect(htmlToText(arc?.content ?? "")).toContain("A score < 50% on the semi-private set does not count.");
  });

  it("ranks a market with no 24 h volume lowest of its source, not outside the scale", () => {
    const spec = BUILT_IN_ROSTER.find((s) => s.id === "polymarket") as SourceSpec;
    const items = normalizeItems(parse("events-ai.json"), spec, {
      baseUrl: URL_,
      fetchedAt: new Date("2026-11-22T06:00:00Z"),
    });
    scoreEngagement(items);
    const scores = items.map((i) => i.engagement?.score);
    expect(scores.every((x) => typeof x === "number")).toBe(true);
    const idle = items.findIndex((i) => i.engagement?.value === 0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(scores[idle]).toBe(0);
  });

  it("skips closed events, closed markets and markets without a question", () => {
    const ids = parse("events-ai.json").map((i) => i.sourceId);
    expect(ids).not.toContain("590001"); // event closed (resolved)
    expect(ids).not.toContain("540117"); // market closed inside an open event
    expect(ids).not.toContain("540118"); // question: null
  });

  it("throws ParseError on malformed JSON and on answers that are not events", () => {
    expect(() => parse("truncated.json")).toThrow(ParseError);
    expect(() => parse("truncated.json")).toThrow(/polymarket: body is not JSON/);
    expect(() => parse("rate-limited.json")).toThrow(/polymarket: body is not an array of Gamma events/);
    expect(() => parse("wrong-elements.json")).toThrow(
      /polymarket: no entry has the fields of a Gamma event/,
    );
  });
});
