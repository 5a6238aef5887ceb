import { describe, expect, it } from "vitest";
import { type PulseFixtureName, readPulseFixture } from "../../tests/helpers/fake-pulse.js";
import { UpstreamDigests, UpstreamNarrative, UpstreamNarratives, UpstreamRecent } from "./schema.js";

// Parsing strips unknown keys, so comparing the parse with the file also catches a misspelt field.
const parses = <T>(name: PulseFixtureName, shape: { parse(v: unknown): T }): T => {
  const raw = readPulseFixture(name);
  const parsed = shape.parse(raw);
  expect(parsed).toEqual(raw);
  return parsed;
};
const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;
const ms = (iso: string | undefined) => Date.parse(iso ?? "");

describe("recorded Pulse upstream answers", () => {
  it("narratives: a dozen active narratives, by momentum, consistent with their sources", () => {
    const { narratives } = parses("narratives", UpstreamNarratives);
    expect(narratives.length).toBeGreaterThanOrEqual(10);
    const momenta = narratives.map((n) => n.momentum);
    expect(momenta).toEqual([...momenta].sort((a, b) => b - a));
    expect(new Set(narratives.map((n) => n.id)).size).toBe(narratives.length);
    expect(new Set(narratives.map((n) => n.stage))).toEqual(
      new Set(["emerging", "building", "peak", "fading"]),
    );
    for (const n of narratives) {
      expect(twoDecimals(n.momentum), n.title).toBe(true);
      expect(ms(n.firstSeenAt)).toBeLessThan(ms(n.lastSeenAt));
      expect(n.drivingSources.reduce((sum, s) => sum + s.items, 0)).toBeLessThanOrEqual(n.itemCount);
    }
  });

  it.each([
    ["narrative-7", 7, undefined],
    ["narrative-3-redirect", 5, 3],
  ] as const)("%s: detail with attribution summing to 1 and a dated lifecycle", (name, id, from) => {
    const { narrative } = parses(name, UpstreamNarrative);
    expect(narrative.id).toBe(id);
    expect(narrative.redirectedFrom).toBe(from);
    const shares = narrative.sourceAttribution?.map((s) => s.share) ?? [];
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const times = narrative.contentItems.map((i) => ms(i.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of narrative.contentItems) expect(item.url).toMatch(/^https:\/\//);
    const at = narrative.lifecycle?.map((l) => ms(l.at)) ?? [];
    expect(at.length).toBeGreaterThan(1);
    expect(at).toEqual([...at].sort((a, b) => a - b));

    const row = (
      readPulseFixture("narratives") as { narratives: { id: number; itemCount: number }[] }
    ).narratives.find((n) => n.id === id);
    expect(row?.itemCount).toBe(narrative.sourceAttribution?.reduce((sum, s) => sum + s.items, 0));
  });

  it("narrative-7 carries about fifteen items", () => {
    expect(parses("narrative-7", UpstreamNarrative).narrative.contentItems).toHaveLength(15);
  });

  it("digests: increasing integer ids, one an hour", () => {
    const { digests } = parses("digests", UpstreamDigests);
    expect(digests.length).toBeGreaterThanOrEqual(5);
    for (const [i, d] of digests.entries()) {
      expect(d.narrativeArcs?.length).toBeGreaterThan(0);
      expect(d.topInsights?.length).toBeGreaterThan(0);
      expect(d.sourceMix?.length).toBeGreaterThan(0);
      const prev = digests[i - 1];
      if (prev === undefined) continue;
      expect(d.id).toBeGreaterThan(prev.id);
      expect(ms(d.createdAt) - ms(prev.createdAt)).toBe(3_600_000);
    }
  });

  it("recent: items of the last four hours, newest first, with distinct ids", () => {
    const { items } = parses("recent", UpstreamRecent);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const times = items.map((i) => ms(i.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((times[0] ?? 0) - (times.at(-1) ?? 0)).toBeLessThan(4 * 3_600_000);
    for (const item of items) expect(item.content.length).toBeGreaterThan(40);
  });
});
