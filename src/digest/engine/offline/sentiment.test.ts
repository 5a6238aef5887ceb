import { describe, expect, test } from "vitest";
import { buildSkeleton } from "./build-skeleton.js";
import { makeInput, makeItem, replayLikeInput } from "./fixtures.js";
import { labelSentiment, scoreText, textOf, weightOf } from "./sentiment.js";

const POSITIVE = [
  "Amazing breakthrough: great results and happy users",
  "Excellent release, developers love the faster and better models",
  "Impressive progress, a wonderful win for open research",
];
const NEGATIVE = [
  "Terrible outage: a dangerous failure and angry users",
  "Lawsuit alleges fraud; a disaster for the startup",
  "Awful security breach leaves customers furious and worried",
];
const NEUTRAL = [
  "Company publishes quarterly report",
  "Version 3.2 released for Linux",
  "Committee meets on Tuesday",
];

const items = (titles: string[], from = 1, score?: number) =>
  titles.map((title, k) => makeItem({ id: from + k, source: "hackernews", title, score }));
const mood = (list: ReturnType<typeof items>, scorer?: (t: string) => number) =>
  buildSkeleton(makeInput({ items: list }), scorer ? { scoreText: scorer } : {}).sentiment;

describe("wink-nlp scoring", () => {
  test("scores clearly positive and negative headlines on the right side, plain ones near zero", () => {
    for (const t of POSITIVE) expect(scoreText(t), t).toBeGreaterThan(0.05);
    for (const t of NEGATIVE) expect(scoreText(t), t).toBeLessThan(-0.05);
    for (const t of NEUTRAL) expect(Math.abs(scoreText(t)), t).toBeLessThanOrEqual(0.05);
    expect(scoreText("This is not good")).toBeLessThan(0);
  });

  test("scores a text the same whatever the process scored before it", () => {
    const text = "it was a loser's game and a hater's dream";
    const before = scoreText(text);
    // wink enters "loser's" into its lexicon whole when it ends a sentence; a later "loser's" would then stay whole
    // and lose the word's sentiment.
    scoreText("That is the loser's. And the hater's.");
    expect(scoreText(text)).toBe(before);
    expect(before).toBeLessThan(0);
  });

  test("scores the headline and the opening sentences, not the whole excerpt", () => {
    const item = makeItem({
      id: 1,
      source: "hackernews",
      title: "Release notes",
      content: `First sentence here. Second one follows. ${"Filler words go on and on. ".repeat(40)}`,
    });
    const text = textOf(item);
    expect(text.startsWith("Release notes. First sentence here. Second one follows.")).toBe(true);
    expect(text.length).toBeLessThan(320);
  });
});

describe("the cycle's label", () => {
  test("bullish, bearish, mixed and neutral on crafted cycles", () => {
    expect(mood(items([...POSITIVE, ...NEUTRAL.slice(0, 1)])).overall).toBe("bullish");
    expect(mood(items([...NEGATIVE, ...NEUTRAL.slice(0, 1)])).overall).toBe("bearish");
    expect(mood(items([...POSITIVE, ...NEGATIVE])).overall).toBe("mixed");
    expect(mood(items(NEUTRAL)).overall).toBe("neutral");
  });

  test("rules: mixed when both sides hold ≥ 30 % of the weight, else the sign of the mean beyond ±0.05", () => {
    expect(labelSentiment(0.2, 0.6, 0.3, 100).overall).toBe("mixed");
    expect(labelSentiment(0.2, 0.6, 0.29, 100).overall).toBe("bullish");
    expect(labelSentiment(-0.2, 0.1, 0.5, 100).overall).toBe("bearish");
    expect(labelSentiment(0.04, 0.2, 0.1, 100).overall).toBe("neutral");
    expect(labelSentiment(-0.04, 0.1, 0.2, 100).overall).toBe("neutral");
    // A positive mean with negatives outweighing positives (a few strong words) is no bullish cycle.
    expect(labelSentiment(0.06, 0.1, 0.2, 100).overall).toBe("neutral");
  });

  test("confidence in [0, 1] with two decimals, growing with agreement and with sample size", () => {
    const few = labelSentiment(0.3, 0.8, 0.05, 5).confidence;
    const many = labelSentiment(0.3, 0.8, 0.05, 500).confidence;
    const split = labelSentiment(0.1, 0.5, 0.2, 500).confidence;
    expect(few).toBeLessThan(many);
    expect(split).toBeLessThan(many);
    for (const c of [few, many, split]) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
      expect(Math.round(c * 100) / 100).toBe(c);
    }
    expect(labelSentiment(0, 0, 0, 0)).toEqual({ overall: "neutral", confidence: 0 });
  });

  test("weighted by engagement: 1 + percentile, so a well-engaged item counts up to twice", () => {
    expect(weightOf(makeItem({ id: 1, source: "hackernews", score: 1 }))).toBe(2);
    expect(weightOf(makeItem({ id: 1, source: "techcrunch-ai" }))).toBe(1);
    // One positive item at the top of its source against one negative at the bottom: positive weighs 2, negative 1.
    const list = [
      makeItem({ id: 1, source: "hackernews", title: "up", score: 1 }),
      makeItem({ id: 2, source: "hackernews", title: "down", score: 0 }),
    ];
    const s = mood(list, (t) => (t.startsWith("up") ? 0.5 : -0.5));
    expect(s.weightedMean).toBe(0.17);
    expect([s.positiveShare, s.negativeShare]).toEqual([0.67, 0.33]);
    expect(s.overall).toBe("mixed");
    expect(s.mostPositive?.itemId).toBe(1);
    expect(s.mostNegative?.itemId).toBe(2);
  });

  test("the replay-like cycle gets a label with its shares and method stated", () => {
    const s = buildSkeleton(replayLikeInput()).sentiment;
    expect(s.items).toBeGreaterThan(150);
    expect(s.positiveShare + s.negativeShare).toBeLessThanOrEqual(1);
    expect(s.method).toMatch(/weighted 1 \+ engagement percentile/);
  });
});
