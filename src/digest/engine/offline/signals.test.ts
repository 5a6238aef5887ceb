import { describe, expect, test } from "vitest";
import { buildSkeleton } from "./build-skeleton.js";
import { makeInput, makeItem, makeNarrative, replayLikeInput } from "./fixtures.js";
import { MAX_SIGNALS, strengthOf } from "./signals.js";

const neutral = () => 0;
const skeleton = (input: Parameters<typeof buildSkeleton>[0]) => buildSkeleton(input, { scoreText: neutral });

describe("signal strength", () => {
  test("from the engagement percentile within the source: ≥ 0.8 high, ≥ 0.5 medium, else low", () => {
    const at = (score: number) => strengthOf(makeItem({ id: 1, source: "hackernews", score }), false);
    expect([at(1), at(0.8), at(0.79), at(0.5), at(0.49), at(0)]).toEqual([
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "low",
    ]);
  });

  test("without engagement: medium when the item is in a listed narrative, else low", () => {
    const feed = makeItem({ id: 1, source: "techcrunch-ai" });
    expect(feed.engagement).toBeUndefined();
    expect(strengthOf(feed, true)).toBe("medium");
    expect(strengthOf(feed, false)).toBe("low");
  });
});

describe("signal selection", () => {
  test("each source's most engaged item, strengths by percentile, strongest first", () => {
    const items = [
      makeItem({ id: 1, source: "hackernews", title: "Low one", score: 0.1 }),
      makeItem({ id: 2, source: "hackernews", title: "Top one", score: 0.95 }),
      makeItem({ id: 3, source: "reddit-localllama", title: "Middling post", score: 0.6 }),
      makeItem({ id: 4, source: "techcrunch-ai", title: "A feed story" }),
    ];
    const s = skeleton(makeInput({ items }));
    expect(s.signals.map((g) => [g.source, g.signal, g.strength])).toEqual([
      ["hackernews", "Top one", "high"],
      ["reddit-localllama", "Middling post", "medium"],
      ["techcrunch-ai", "A feed story", "low"],
    ]);
  });

  test("prefers an item of a listed narrative over a somewhat more engaged singleton", () => {
    const items = [
      makeItem({ id: 1, source: "hackernews", title: "Unrelated and a little more popular", score: 0.45 }),
      makeItem({ id: 2, source: "hackernews", title: "Story item", score: 0.3 }),
      makeItem({ id: 3, source: "theverge-ai", title: "Story item elsewhere" }),
    ];
    const narratives = [makeNarrative({ id: 7, title: "The story", itemIds: [2, 3], momentum: 0.7 })];
    const s = skeleton(makeInput({ items, narratives }));
    // Both are low, so no second Hacker News signal: the one kept is the narrative's.
    const hn = s.signals.filter((g) => g.source === "hackernews");
    expect(hn).toHaveLength(1);
    expect(hn[0]).toMatchObject({ signal: "Story item", strength: "low", narrativeId: 7 });
    // The feed item has no engagement but belongs to a listed narrative: medium.
    expect(s.signals.find((g) => g.source === "theverge-ai")?.strength).toBe("medium");
  });

  test("a second item per source only when medium or better and on another story; never more than two", () => {
    const items = [
      makeItem({ id: 1, source: "hackernews", title: "First", score: 1 }),
      makeItem({ id: 2, source: "hackernews", title: "Second", score: 0.9 }),
      makeItem({ id: 3, source: "hackernews", title: "Third", score: 0.85 }),
      makeItem({ id: 4, source: "hackernews", title: "Copy of first", score: 0.95, storyId: 1 }),
      makeItem({ id: 5, source: "lobsters", title: "Only one worth it", score: 0.9 }),
      makeItem({ id: 6, source: "lobsters", title: "Not worth it", score: 0.2 }),
    ];
    const s = skeleton(makeInput({ items }));
    expect(s.signals.map((g) => g.signal)).toEqual(["First", "Second", "Only one worth it"]);
  });

  test("a story carried by two sources is signalled once; the other source falls back to its next item", () => {
    const items = [
      makeItem({ id: 1, source: "google-news-ai-policy", title: "Mistral raises €1.7B" }),
      makeItem({ id: 2, source: "techcrunch-ai", title: "Mistral raises €1.7B", storyId: 1 }),
      makeItem({ id: 3, source: "techcrunch-ai", title: "Forgecode launches Teams" }),
    ];
    const narratives = [makeNarrative({ id: 1, title: "Mistral raises €1.7B", itemIds: [1, 2] })];
    const s = skeleton(makeInput({ items, narratives }));
    expect(s.signals.map((g) => [g.source, g.signal, g.strength])).toEqual([
      ["google-news-ai-policy", "Mistral raises €1.7B", "medium"],
      ["techcrunch-ai", "Forgecode launches Teams", "low"],
    ]);
  });

  test("at most 15 in all on a full cycle, spread over stories rather than one narrative", () => {
    const s = skeleton(replayLikeInput());
    expect(s.signals.length).toBe(MAX_SIGNALS);
    const perNarrative = new Map<number, number>();
    for (const g of s.signals)
      if (g.narrativeId !== undefined)
        perNarrative.set(g.narrativeId, (perNarrative.get(g.narrativeId) ?? 0) + 1);
    expect(Math.max(...perNarrative.values())).toBeLessThanOrEqual(3);
    expect(perNarrative.size).toBeGreaterThanOrEqual(6);
  });
});
