import { describe, expect, it } from "vitest";
import { computeMomentum, MOMENTUM_WEIGHTS } from "./momentum.js";
import type { MemberEvent } from "./types.js";

const HOUR = 3_600_000;
const NOW = new Date(Date.UTC(2026, 2, 10, 12));
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

let nextItem = 1;
const event = (over: Partial<MemberEvent>): MemberEvent => {
  const itemId = nextItem++;
  return {
    itemId,
    storyId: itemId,
    source: "techcrunch-ai",
    domain: "ai-business",
    at: ago(1),
    engagementScore: undefined,
    similarity: 0.6,
    ...over,
  };
};

/** n stories spread over the last `hours`, from the given sources (round robin). */
const spread = (
  n: number,
  hours: number,
  sources: [string, MemberEvent["domain"]][],
  score?: number,
): MemberEvent[] =>
  Array.from({ length: n }, (_, i) => {
    const [source, domain] = sources[i % sources.length] ?? ["x", "dev"];
    return event({ at: ago((hours * (i + 0.5)) / n), source, domain, engagementScore: score });
  });

const momentumOf = (events: MemberEvent[], now = NOW) =>
  computeMomentum(events, new Date(Math.max(...events.map((e) => e.at.getTime()))), now);

const SIX_SOURCES_THREE_DOMAINS: [string, MemberEvent["domain"]][] = [
  ["techcrunch-ai", "ai-business"],
  ["theverge-ai", "ai-business"],
  ["hackernews", "community"],
  ["mastodon", "community"],
  ["arxiv", "ai-research"],
  ["hf-papers", "ai-research"],
];

describe("momentum components", () => {
  it("weights sum to 1, so the weighted sum stays in [0, 1]", () => {
    const sum = Object.values(MOMENTUM_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it("diversity: the same volume from 6 sources in 3 domains beats 1 source", () => {
    const one = momentumOf(spread(6, 4, [["techcrunch-ai", "ai-business"]]));
    const six = momentumOf(spread(6, 4, SIX_SOURCES_THREE_DOMAINS));
    expect(one.components.diversity).toBe(0);
    // x = (6 − 1) + 2·(3 − 1) = 9; D = 1 − e^(−9/4)
    expect(six.components.diversity).toBeCloseTo(1 - Math.exp(-9 / 4), 3);
    expect(six.components.volume).toBe(one.components.volume);
    expect(six.momentum).toBeGreaterThan(one.momentum + 0.2);
  });

  it("diversity counts the sources of near-duplicates: one story carried by six outlets is spread", () => {
    const sameStory = SIX_SOURCES_THREE_DOMAINS.map(([source, domain]) =>
      event({ storyId: 42, source, domain, at: ago(1) }),
    );
    expect(momentumOf(sameStory).components.diversity).toBeCloseTo(1 - Math.exp(-9 / 4), 3);
  });

  it("engagement: engaging members raise momentum; none at all is the neutral 0.5", () => {
    const low = momentumOf(spread(4, 4, SIX_SOURCES_THREE_DOMAINS, 0.1));
    const high = momentumOf(spread(4, 4, SIX_SOURCES_THREE_DOMAINS, 0.9));
    const none = momentumOf(spread(4, 4, SIX_SOURCES_THREE_DOMAINS));
    // (4·0.9 + 0.5·2) / (4 + 2) and (4·0.1 + 1) / 6
    expect(high.components.engagement).toBeCloseTo(4.6 / 6, 3);
    expect(low.components.engagement).toBeCloseTo(1.4 / 6, 3);
    expect(none.components.engagement).toBe(0.5);
    expect(high.momentum).toBeGreaterThan(none.momentum);
    expect(none.momentum).toBeGreaterThan(low.momentum);
  });

  it("engagement: one perfect story does not pin the component at 1", () => {
    expect(momentumOf([event({ engagementScore: 1 })]).components.engagement).toBeCloseTo(2 / 3, 3);
  });

  it("near-duplicates count once for volume and acceleration, at their first sighting", () => {
    const single = momentumOf([event({ storyId: 7, at: ago(2) })]);
    const copies = momentumOf([
      event({ storyId: 7, at: ago(2) }),
      event({ storyId: 7, at: ago(1.5) }),
      event({ storyId: 7, at: ago(1) }),
      event({ storyId: 7, at: ago(0.2) }),
    ]);
    const distinct = momentumOf([
      event({ at: ago(2) }),
      event({ at: ago(1.5) }),
      event({ at: ago(1) }),
      event({ at: ago(0.2) }),
    ]);
    expect(copies.stories).toBe(1);
    expect(copies.level).toBe(single.level);
    expect(copies.components.volume).toBe(single.components.volume);
    expect(copies.components.acceleration).toBe(single.components.acceleration);
    expect(distinct.stories).toBe(4);
    expect(distinct.components.volume).toBeGreaterThan(copies.components.volume);
  });

  it("near-duplicates: a story's engagement is its best item's, counted once", () => {
    const m = momentumOf([
      event({ storyId: 9, engagementScore: 0.2 }),
      event({ storyId: 9, engagementScore: 0.8 }),
      event({ storyId: 9, engagementScore: undefined }),
    ]);
    expect(m.components.engagement).toBeCloseTo((0.8 + 1) / 3, 3);
  });

  it("volume saturates: ten times the stories is not ten times the component", () => {
    const v = (n: number) => momentumOf(spread(n, 1, SIX_SOURCES_THREE_DOMAINS)).components.volume;
    expect(v(1)).toBeGreaterThan(0.1);
    expect(v(3)).toBeGreaterThan(v(1));
    expect(v(30)).toBeGreaterThan(v(3));
    expect(v(30)).toBeLessThanOrEqual(1);
    expect(v(30) / v(3)).toBeLessThan(3);
  });

  it("acceleration: 0.5 when steady, above when growing, below when slowing", () => {
    const steady = momentumOf(Array.from({ length: 72 }, (_, h) => event({ at: ago(h) })));
    const growing = momentumOf(spread(6, 2, SIX_SOURCES_THREE_DOMAINS));
    const slowing = momentumOf(Array.from({ length: 8 }, (_, i) => event({ at: ago(4 + i / 4) })));
    expect(steady.components.acceleration).toBeCloseTo(0.5, 2);
    expect(growing.components.acceleration).toBeGreaterThan(0.7);
    expect(slowing.components.acceleration).toBeLessThan(0.4);
  });

  it("recency decay: the same events seen later give less momentum, hour after hour", () => {
    const events = spread(8, 4, SIX_SOURCES_THREE_DOMAINS, 0.6);
    const last = momentumOf(events).momentum;
    let previous = last;
    for (let h = 1; h <= 48; h += 1) {
      const m = momentumOf(events, new Date(NOW.getTime() + h * HOUR));
      expect(m.momentum).toBeLessThanOrEqual(previous);
      previous = m.momentum;
    }
    expect(previous).toBeLessThan(0.05);
    // R itself: e^(−(silence/24)²), silence counted from the newest member (15 min before NOW).
    const r = momentumOf(events, new Date(NOW.getTime() + 23.75 * HOUR)).components.recency;
    expect(r).toBeCloseTo(Math.exp(-1), 3);
  });

  it("looks only at (now − 72 h, now]: older members and members after `now` are ignored", () => {
    const base = [event({ at: ago(1), source: "hackernews", domain: "community" })];
    const withNoise = [
      ...base,
      event({ at: ago(72), source: "arxiv", domain: "ai-research", engagementScore: 1 }),
      event({ at: ago(100), source: "github", domain: "dev" }),
      event({ at: ago(-1), source: "mastodon", domain: "community", engagementScore: 1 }),
    ];
    const a = computeMomentum(base, ago(1), NOW);
    const b = computeMomentum(withNoise, ago(1), NOW);
    expect(b).toEqual(a);
  });

  it("a narrative with no member left in the window reads zero volume and full silence", () => {
    const m = computeMomentum([], ago(80), NOW);
    expect(m.momentum).toBe(0);
    expect(m.stories).toBe(0);
    expect(m.silenceHours).toBe(80);
    expect(m.components.volume).toBe(0);
  });

  it("out-of-range engagement scores are clamped into [0, 1]", () => {
    const m = momentumOf([event({ engagementScore: 7 }), event({ engagementScore: -3 })]);
    expect(m.components.engagement).toBeCloseTo((1 + 0 + 1) / 4, 3);
  });
});
