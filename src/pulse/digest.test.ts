import { describe, expect, it } from "vitest";
import { buildPulseDigest, type DigestInput, type DigestNarrative, hourKey } from "./digest.js";
import type { Stage } from "./engine/types.js";
import { PulseDigest } from "./schema.js";

const NOW = new Date("2026-11-22T09:00:00.000Z");

const n = (
  id: number,
  title: string,
  stage: Stage,
  momentum: number,
  status: DigestNarrative["status"] = "active",
) => ({ id, title, stage, momentum, status }) satisfies DigestNarrative;

/** Items 1–7 → narrative 1 (4 sources, 3 domains), 8–9 → new narrative 4, 10 → narrative 2, 11 unassigned. */
function input(): DigestInput {
  const items = [
    { id: 1, source: "hn", domain: "dev" },
    { id: 2, source: "hn", domain: "dev" },
    { id: 3, source: "reuters-tech", domain: "markets" },
    { id: 4, source: "arxiv", domain: "ai-research" },
    { id: 5, source: "arxiv", domain: "ai-research" },
    { id: 6, source: "lobsters", domain: "dev" },
    { id: 7, source: "hn", domain: "dev" },
    { id: 8, source: "techcrunch", domain: "ai-business" },
    { id: 9, source: "hn", domain: "dev" },
    { id: 10, source: "federal-register", domain: "policy" },
    { id: 11, source: "mastodon", domain: "community" },
  ];
  const narrativeOf = new Map<number, number>([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 1],
    [6, 1],
    [7, 1],
    [8, 4],
    [9, 4],
    [10, 2],
  ]);
  const narratives = new Map(
    [
      n(1, "Nvidia H200 export licences to China approved", "building", 0.62),
      n(2, "EU AI Act codes of practice", "peak", 0.48),
      n(3, "Old chip story", "fading", 0.3, "merged"),
      n(4, "Mistral opens a Paris data centre", "emerging", 0.31),
      n(5, "OpenAI device rumours", "peak", 0.71),
      n(6, "Quantum roadmap", "archived", 0.05, "archived"),
    ].map((x) => [x.id, x]),
  );
  const before = new Map<number, { momentum: number; stage: Stage; title: string }>([
    [1, { momentum: 0.44, stage: "emerging", title: "Nvidia H200 export licences" }],
    [2, { momentum: 0.5, stage: "peak", title: "EU AI Act codes of practice" }],
    [3, { momentum: 0.3, stage: "fading", title: "Old chip story" }],
    [5, { momentum: 0.73, stage: "peak", title: "OpenAI device rumours" }],
    [6, { momentum: 0.1, stage: "fading", title: "Quantum roadmap" }],
  ]);
  return {
    now: NOW,
    items,
    narrativeOf,
    narratives,
    before,
    leaders: [5, 1, 2],
    merges: [{ from: 3, into: 1 }],
  };
}

describe("pulse digest", () => {
  it("reads as a digest of the hour: title, summary, arcs, insights and source mix", () => {
    const d = buildPulseDigest(input());
    expect(d).toBeDefined();
    if (!d) return;
    expect(PulseDigest.parse({ id: 1, ...d })).toBeTruthy();
    expect(d.title).toBe("Pulse 09:00 UTC: OpenAI device rumours leads; 3 narratives moved");
    expect(d.summary).toBe(
      '11 new items from 7 sources touched 3 narratives (1 new, 1 merge). "OpenAI device rumours" leads at momentum 0.71 (peak).',
    );
    expect(d.narrativeArcs.map((a) => [a.narrativeId, a.description])).toEqual([
      [5, "peak: momentum 0.71 (-0.02), no new items in the last hour"],
      [1, "emerging → building: momentum 0.62 (+0.18), 7 items from 4 sources in the last hour"],
      [2, "peak: momentum 0.48 (-0.02), 1 item from 1 source in the last hour"],
      [4, "emerging: new, momentum 0.31, 2 items from 2 sources in the last hour"],
    ]);
    expect(d.topInsights).toEqual([
      '1 new narrative: "Mistral opens a Paris data centre".',
      'Stage changes: "Nvidia H200 export licences to China approved" emerging → building; "Quantum roadmap" fading → archived.',
      '"Nvidia H200 export licences to China approved" spread across 3 domains this hour (ai-research, dev, markets).',
      'Merged: "Old chip story" into "Nvidia H200 export licences to China approved".',
      'Biggest rise: "Nvidia H200 export licences to China approved" (+0.18 to 0.62).',
    ]);
    expect(d.sourceMix).toEqual([
      { source: "hn", items: 4 },
      { source: "arxiv", items: 2 },
      { source: "federal-register", items: 1 },
      { source: "lobsters", items: 1 },
      { source: "mastodon", items: 1 },
      { source: "reuters-tech", items: 1 },
      { source: "techcrunch", items: 1 },
    ]);
    expect(d.createdAt).toBe(NOW.toISOString());
  });

  it("is deterministic: the same facts in another order give the same digest", () => {
    const a = buildPulseDigest(input());
    const shuffled = input();
    const b = buildPulseDigest({
      ...shuffled,
      items: [...shuffled.items].reverse(),
      narrativeOf: new Map([...shuffled.narrativeOf].reverse()),
      narratives: new Map([...shuffled.narratives].reverse()),
    });
    expect(b).toEqual(a);
  });

  it("publishes nothing for an hour without new items", () => {
    expect(buildPulseDigest({ ...input(), items: [] })).toBeUndefined();
  });

  it("keeps 2 to 5 insights even for a thin hour", () => {
    const thin = buildPulseDigest({
      now: NOW,
      items: [{ id: 1, source: "hn", domain: "dev" }],
      narrativeOf: new Map(),
      narratives: new Map(),
      before: new Map(),
      leaders: [],
      merges: [],
    });
    expect(thin?.title).toBe("Pulse 09:00 UTC: 1 new item, no narrative moved");
    expect(thin?.narrativeArcs).toEqual([]);
    expect(thin?.topInsights).toEqual([
      "Most active source: hn (1 of 1 item).",
      "1 new item from 1 source this hour.",
    ]);
    expect(PulseDigest.parse({ id: 2, ...thin })).toBeTruthy();
  });

  it("caps the arcs: the busiest touched narratives by momentum, then untouched leaders", () => {
    const many = Array.from({ length: 12 }, (_, i) => n(i + 1, `Story ${i + 1}`, "emerging", (i + 1) / 100));
    const d = buildPulseDigest({
      now: NOW,
      items: many.map((x) => ({ id: x.id, source: "hn", domain: "dev" })),
      narrativeOf: new Map(many.map((x) => [x.id, x.id])),
      narratives: new Map([...many, n(99, "Leader", "peak", 0.9)].map((x) => [x.id, x])),
      before: new Map(),
      leaders: [99],
      merges: [],
    });
    expect(d?.narrativeArcs.map((a) => a.narrativeId)).toEqual([99, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(d?.topInsights[0]).toBe('12 new narratives: "Story 12", "Story 11" and "Story 10" (and 9 more).');
  });

  it("keys digests by UTC hour", () => {
    expect(hourKey(new Date("2026-11-22T09:59:59.999Z"))).toBe("2026-11-22T09");
    expect(hourKey(new Date("2026-11-22T10:00:00.000Z"))).toBe("2026-11-22T10");
  });
});
