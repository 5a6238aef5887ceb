import { describe, expect, it } from "vitest";
import { H, newsItem, T0 } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import type { EventKind } from "./events.js";
import { type Narrative, newNarrative } from "./narrative.js";
import { averageLink, type Point, partitionOf, RECLUSTER_DEFAULTS } from "./recluster.js";
import type { EngineChanges, EngineItem, EngineState } from "./types.js";

const point = (terms: Record<string, number>, kind?: EventKind, backed = true): Point => {
  const entries = Object.entries(terms);
  return { vector: new Map(entries), ranked: entries, kind, backed };
};

describe("averageLink", () => {
  const opts = { linkThreshold: 0.5, kindLinks: true };

  it("does not chain: A near B and B near C, but A far from C, is two groups", () => {
    const a = point({ x: 1 });
    const b = point({ x: Math.SQRT1_2, y: Math.SQRT1_2 });
    const c = point({ y: 1 });
    expect(averageLink([a, b, c], opts)).toEqual([[0, 1], [2]]);
  });

  it("never joins members the engine tells apart: backed kinds of two events, two models, two sums", () => {
    const pts = [point({ x: 1 }, "launch"), point({ x: 1 }, "lawsuit")];
    expect(averageLink(pts, opts)).toEqual([[0], [1]]);
    expect(averageLink(pts, { ...opts, kindLinks: false })).toEqual([[0, 1]]);
    // A kind only one member reports does not forbid anything.
    expect(averageLink([point({ x: 1 }, "launch"), point({ x: 1 }, "lawsuit", false)], opts)).toEqual([
      [0, 1],
    ]);
    // Two models' releases, or two deals of different sums, are two events however many words they share.
    const release = (model: string) => point({ [model]: 0.5, open: 0.6, weights: 0.6 }, "launch");
    expect(averageLink([release("qwen4-32b"), release("granite5-8b")], opts)).toEqual([[0], [1]]);
    const round = (sum: string) => point({ [sum]: 0.3, tessel: 0.7, series: 0.6 }, "funding");
    expect(averageLink([round("60m"), round("85m")], opts)).toEqual([[0], [1]]);
    expect(averageLink([round("60m"), round("60m")], opts)).toEqual([[0, 1]]);
    // Companions of one event (a launch and its price) may share a group.
    expect(averageLink([point({ x: 1 }, "launch"), point({ x: 1 }, "price")], opts)).toEqual([[0, 1]]);
  });
});

/** A hand-built young narrative: one member per entry, an hour apart, with its terms and kind. */
function narrativeOf(members: [Record<string, number>, EventKind | undefined, boolean?][]): Narrative {
  const n = newNarrative(1, { firstSeenAt: new Date(T0) }, new Map(), "");
  members.forEach(([terms, kind, question], i) => {
    const at = new Date(T0 + i * H);
    n.recent.push({
      itemId: i + 1,
      storyId: i + 1,
      source: "s",
      domain: "ai-business",
      at,
      engagementScore: 0,
      similarity: 1,
      ...(kind ? { kind } : {}),
      ...(question ? { question: true as const } : {}),
    });
    n.members.push({
      itemId: i + 1,
      title: `item ${i + 1}`,
      terms: Object.keys(terms).join("\n"),
      weights: Object.values(terms),
    });
  });
  return n;
}

describe("partitionOf", () => {
  it("reads a kind as another event only when enough members report it", () => {
    const launch = { a: 1 };
    const other = { a: 0.6, b: 0.8 };
    // Three launch reports, then one item typed a delay and two untyped ones that read like it.
    const n = narrativeOf([
      [launch, "launch"],
      [launch, "launch"],
      [launch, "launch"],
      [other, "delay"],
      [other, undefined],
      [other, undefined],
    ]);
    expect(partitionOf(n, RECLUSTER_DEFAULTS)).toBeUndefined();
    const split = partitionOf(n, { ...RECLUSTER_DEFAULTS, kindSupport: 1 });
    expect(split?.map((g) => g.map((m) => m.terms.itemId))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  const ids = (n: Narrative) => partitionOf(n, RECLUSTER_DEFAULTS)?.map((g) => g.map((m) => m.terms.itemId));

  it("reads a round's amount and its valuation as one deal once a member states both", () => {
    // "Raises $20 billion at a $450 billion valuation", two reports on the valuation, three on the $20B round.
    const both = { "20b": 0.6, "450b": 0.6, acme: 0.5 };
    const valuation = { "450b": 0.7, acme: 0.5, valuation: 0.5 };
    const round = { "20b": 0.7, acme: 0.5, series: 0.5 };
    const n = narrativeOf([
      [both, "funding"],
      [valuation, "funding"],
      [valuation, "funding"],
      [round, "funding"],
      [round, "funding"],
      [round, "funding"],
    ]);
    expect(ids(n)).toBeUndefined();
    // Without the member stating both, the two sums are two deals.
    const apart = narrativeOf([
      [valuation, "funding"],
      [valuation, "funding"],
      [valuation, "funding"],
      [round, "funding"],
      [round, "funding"],
      [round, "funding"],
    ]);
    expect(ids(apart)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("does not read a market's threshold as another deal's sum", () => {
    // A filing and an outlet; a market asking whether the listing will be valued above $15B; three reports of the
    // revenue the filing states.
    const filing = { tillery: 0.6, nasdaq: 0.6, ipo: 0.5 };
    const market = { "15b": 0.6, tillery: 0.6, nasdaq: 0.4, ipo: 0.4 };
    const revenue = { "190m": 0.6, tillery: 0.6, s1: 0.5 };
    const n = narrativeOf([
      [filing, "ipo"],
      [filing, "ipo"],
      [market, undefined, true],
      [revenue, "ipo"],
      [revenue, "ipo"],
      [revenue, "ipo"],
    ]);
    expect(ids(n)).toBeUndefined();
    // A report stating $15B is another deal than one stating $190M: the same members split.
    const report = narrativeOf([
      [filing, "ipo"],
      [filing, "ipo"],
      [market, "ipo"],
      [revenue, "ipo"],
      [revenue, "ipo"],
      [revenue, "ipo"],
    ]);
    expect(ids(report)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });
});

/** One company's launch and, the same afternoon, a lawsuit against it: three outlets each. */
function launchAndLawsuit(): EngineItem[] {
  const launch = [
    "Acme AI launches Falcon, a coding assistant for enterprise teams",
    "Acme AI unveils Falcon coding assistant for enterprise developers",
    "Acme AI releases Falcon, its new coding assistant for enterprises",
  ].map((t, i) =>
    newsItem(
      i + 1,
      i * 0.2,
      t,
      "Acme AI released Falcon, a coding assistant that writes and reviews pull requests for enterprise teams.",
    ),
  );
  const lawsuit = [
    "Authors sue Acme AI over copyrighted books used for training",
    "Acme AI faces class action lawsuit from authors over training data",
    "Authors file lawsuit against Acme AI alleging copyright infringement",
  ].map((t, i) =>
    newsItem(
      i + 4,
      1 + i * 0.2,
      t,
      "A group of authors filed a class action lawsuit against Acme AI in federal court, alleging it copied their books.",
    ),
  );
  return [...launch, ...lawsuit];
}

// Assignment made permissive (no frame veto either), so the six items chain into one narrative as streaming
// sometimes does.
const chaining = { assignThreshold: 0.01, soleSubject: false, frames: false };
const json = (v: unknown) => JSON.parse(JSON.stringify(v));
const owners = (changes: EngineChanges[]) => {
  const out = new Map<number, number>();
  for (const c of changes) for (const a of c.assignments) out.set(a.itemId, a.narrativeId);
  return [...out].sort((a, b) => a[0] - b[0]);
};

describe("re-clustering young narratives on tick", () => {
  it("splits off a clearly separate event as a new narrative, re-assigning its items", () => {
    const e = new NarrativeEngine(undefined, chaining);
    const ingested = e.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    expect(new Set(ingested.assignments.map((a) => a.narrativeId))).toEqual(new Set([1]));
    const c = e.tick(new Date(T0 + 3 * H));
    expect(c.assignments.map((a) => [a.itemId, a.narrativeId])).toEqual([
      [4, 2],
      [5, 2],
      [6, 2],
    ]);
    expect(c.nextId).toBe(3);
    const [launch, lawsuit] = e.state().narratives;
    expect(launch?.record.itemCount).toBe(3);
    expect(launch?.recent.map((m) => m.itemId)).toEqual([1, 2, 3]);
    expect(launch?.founding).toBe("launch");
    expect(lawsuit?.record.itemCount).toBe(3);
    expect(lawsuit?.founding).toBe("lawsuit");
    expect(lawsuit?.record.firstSeenAt).toEqual(new Date(T0 + H));
    expect(lawsuit?.exemplars.map((x) => x.itemId).sort()).toEqual([4, 5, 6]);
    expect(lawsuit?.record.title).toMatch(/sue|lawsuit/i);
    // Its members kept their leads, so the new narrative is summarised from its own reports, not headlines alone.
    expect(lawsuit?.exemplars.every((x) => x.lead.startsWith("A group of authors filed"))).toBe(true);
    expect(lawsuit?.record.summary).toContain("filed a class action lawsuit against Acme AI");
    // Both are in the changes, the new one with its first lifecycle entry.
    expect(c.narratives.map((n) => n.record.id).sort()).toEqual([1, 2]);
    expect(c.lifecycle.some((l) => l.narrativeId === 2)).toBe(true);
    // A later copy of a moved item follows it to the new narrative.
    const copy = { ...newsItem(7, 2.5, "Authors sue Acme AI", "Copy."), storyId: 5 };
    expect(e.ingest([copy], new Date(T0 + 4 * H)).assignments[0]?.narrativeId).toBe(2);
  });

  it("leaves the narrative whole when turned off", () => {
    const e = new NarrativeEngine(undefined, { ...chaining, recluster: undefined });
    e.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    expect(e.tick(new Date(T0 + 3 * H)).assignments).toEqual([]);
    expect(e.size).toBe(1);
  });

  it("does not split off fewer than `minGroup` members", () => {
    const e = new NarrativeEngine(undefined, {
      ...chaining,
      recluster: { ...RECLUSTER_DEFAULTS, minGroup: 4 },
    });
    e.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    expect(e.tick(new Date(T0 + 3 * H)).assignments).toEqual([]);
  });

  it("leaves the story whole when the founding member's group is too small to be one", () => {
    const items = launchAndLawsuit();
    const fourth = newsItem(
      7,
      1.8,
      "Acme AI sued by authors in copyright class action",
      "Authors filed a class action lawsuit against Acme AI in federal court over their copied books.",
    );
    // Two launch reports first, then four about the lawsuit: the lawsuit is most of the narrative.
    const e = new NarrativeEngine(undefined, chaining);
    e.ingest([...items.slice(1), fourth], new Date(T0 + 2 * H));
    expect(e.size).toBe(1);
    expect(e.tick(new Date(T0 + 3 * H)).assignments).toEqual([]);
  });

  it("continues exactly after a restart between ingest and tick", () => {
    const straight = new NarrativeEngine(undefined, chaining);
    const s1 = straight.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    const s2 = straight.tick(new Date(T0 + 3 * H));
    const before = new NarrativeEngine(undefined, chaining);
    const r1 = before.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    const after = new NarrativeEngine(json(before.state()), chaining);
    const r2 = after.tick(new Date(T0 + 3 * H));
    expect(json(r2)).toEqual(json(s2));
    expect(owners([r1, r2])).toEqual(owners([s1, s2]));
    expect(json(after.state())).toEqual(json(straight.state()));
  });

  it("saves what it looked at even when nothing splits, so a restart from the saved changes matches", () => {
    // A stage and momentum that never change: the tick has nothing else to save.
    const components = { volume: 0, acceleration: 0, diversity: 0, engagement: 0, recency: 0 };
    const evaluate = () => ({ momentum: 0, stage: "emerging" as const, components });
    const e = new NarrativeEngine(undefined, { ...chaining, evaluate });
    e.ingest(launchAndLawsuit().slice(0, 3), new Date(T0 + H));
    const c = e.tick(new Date(T0 + 2 * H));
    expect(c.assignments).toEqual([]);
    expect(c.narratives.map((n) => n.clustered)).toEqual([3]);
  });

  it("loads a state saved without member vectors and never splits its narratives", () => {
    const e = new NarrativeEngine(undefined, chaining);
    e.ingest(launchAndLawsuit(), new Date(T0 + 2 * H));
    const old = json(e.state()) as EngineState;
    for (const n of old.narratives) {
      delete n.members;
      delete n.clustered;
    }
    const restored = new NarrativeEngine(old, chaining);
    expect(restored.tick(new Date(T0 + 3 * H)).assignments).toEqual([]);
    expect(restored.size).toBe(1);
  });

  it("keeps at most `memberBudget` member vectors, dropping the oldest narratives' first", () => {
    const e = new NarrativeEngine(undefined, { recluster: { ...RECLUSTER_DEFAULTS, memberBudget: 3 } });
    const [launch, lawsuit] = [launchAndLawsuit().slice(0, 2), launchAndLawsuit().slice(3, 5)];
    e.ingest(launch, new Date(T0 + H));
    const c = e.ingest(lawsuit, new Date(T0 + 2 * H));
    const held = e.state().narratives.map((n) => [n.record.id, n.members?.length ?? 0]);
    expect(held).toEqual([
      [1, 0],
      [2, 2],
    ]);
    // The narrative that lost its vectors is saved too, or a restart would bring them back.
    const saved = c.narratives.find((n) => n.record.id === 1);
    expect(saved).toBeDefined();
    expect(saved?.members).toBeUndefined();
  });

  it("keeps member vectors only while the narrative is young", () => {
    const e = new NarrativeEngine(undefined, chaining);
    e.ingest(launchAndLawsuit().slice(0, 2), new Date(T0 + H));
    expect(e.state().narratives[0]?.members?.map((m) => m.itemId)).toEqual([1, 2]);
    const old = e.tick(new Date(T0 + 40 * H));
    expect(old.narratives[0]?.members).toBeUndefined();
    expect(e.state().narratives[0]?.members).toBeUndefined();
    // A member joining a narrative that is no longer young brings no vector.
    e.ingest(
      [newsItem(9, 41, "Acme AI launches Falcon for teams", "Acme AI Falcon coding assistant.")],
      new Date(T0 + 41 * H),
    );
    expect(e.state().narratives[0]?.members).toBeUndefined();
  });
});
