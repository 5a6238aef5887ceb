import { describe, expect, it } from "vitest";
import { NarrativeEngine } from "./engine.js";
import { engineItem } from "./test-items.js";
import type { EngineChanges, EngineItem, EngineState, EvaluateNarrative } from "./types.js";

const T0 = Date.parse("2026-11-20T08:00:00Z");
const H = 3_600_000;

let nextItem = 1;
function item(hours: number, title: string, content: string, over: Partial<EngineItem> = {}): EngineItem {
  return engineItem(over.id ?? nextItem++, new Date(T0 + hours * H), title, content, over);
}

/** Three stories told by several outlets, in two batches, plus an unrelated singleton. */
function corpus(): { a: EngineItem[]; b: EngineItem[] } {
  nextItem = 1;
  const a = [
    item(
      0,
      "OpenAI releases GPT-5.5 with better reasoning",
      "OpenAI released GPT-5.5, its newest reasoning model, to paying users.",
    ),
    item(
      0.2,
      "Nvidia cleared to sell H200 chips to China",
      "The Commerce Department approved Nvidia H200 export licences for Chinese buyers.",
    ),
    item(
      0.5,
      "GPT-5.5 is out: OpenAI's new model tops coding benchmarks",
      "OpenAI says GPT-5.5 beats earlier models on coding and reasoning benchmarks.",
    ),
    item(
      0.7,
      "US approves Nvidia H200 exports to China",
      "Export licences for Nvidia's H200 chips were granted to Chinese firms.",
    ),
    item(
      0.9,
      "A tiny Lisp interpreter in 200 lines of C",
      "Weekend project: a Lisp interpreter written in plain C with a garbage collector.",
    ),
  ];
  const b = [
    item(
      1.5,
      "Hands-on with GPT-5.5: OpenAI's reasoning model",
      "We tested GPT-5.5 from OpenAI on reasoning and coding tasks.",
    ),
    item(
      1.6,
      "EU delays AI Act rules for general-purpose models",
      "The European Commission delayed AI Act obligations for general-purpose AI models by a year.",
    ),
    item(
      1.8,
      "Nvidia shares rise after H200 China licences",
      "Nvidia stock rose after the US granted H200 export licences for China.",
    ),
    item(
      2.0,
      "AI Act: Brussels postpones general-purpose model rules",
      "Brussels postponed the AI Act rules on general-purpose models after industry pressure.",
    ),
  ];
  return { a, b };
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function membership(changes: EngineChanges[]): Map<number, number> {
  const owner = new Map<number, number>();
  const into = new Map<number, number>();
  for (const c of changes) {
    for (const a of c.assignments) owner.set(a.itemId, a.narrativeId);
    for (const m of c.merges) into.set(m.from, m.into);
  }
  const follow = (id: number): number => (into.has(id) ? follow(into.get(id) as number) : id);
  return new Map([...owner].map(([i, n]) => [i, follow(n)]));
}

describe("NarrativeEngine", () => {
  it("groups the same story told in different words and keeps other stories apart", () => {
    const { a, b } = corpus();
    const engine = new NarrativeEngine();
    const c1 = engine.ingest(a, new Date(T0 + 1 * H));
    const c2 = engine.ingest(b, new Date(T0 + 2 * H));
    const m = membership([c1, c2]);
    expect(m.get(1)).toBe(m.get(3));
    expect(m.get(1)).toBe(m.get(6));
    expect(m.get(2)).toBe(m.get(4));
    expect(m.get(2)).toBe(m.get(8));
    expect(m.get(7)).toBe(m.get(9));
    expect(new Set([m.get(1), m.get(2), m.get(5), m.get(7)]).size).toBe(4);
    // Stable, increasing integer ids in order of first appearance.
    expect([m.get(1), m.get(2), m.get(5), m.get(7)]).toEqual([1, 2, 3, 4]);
    expect(c2.nextId).toBe(5);
  });

  it("names narratives from their central headline and summarises from leads", () => {
    const { a } = corpus();
    const engine = new NarrativeEngine();
    const changes = engine.ingest(a, new Date(T0 + 1 * H));
    const nvidia = changes.narratives.find((n) => n.record.id === 2);
    expect(nvidia?.record.title).toMatch(/H200/);
    expect(nvidia?.record.summary.length).toBeGreaterThan(20);
    expect(nvidia?.exemplars.length).toBe(2);
    expect(nvidia?.record.itemCount).toBe(2);
    expect(nvidia?.record.lifecycle).toEqual([
      { stage: nvidia?.record.stage, momentum: nvidia?.record.momentum, at: new Date(T0 + H) },
    ]);
  });

  it("sets the cursor to the highest id and ignores items at or below it", () => {
    const { a } = corpus();
    const engine = new NarrativeEngine();
    const first = engine.ingest(a, new Date(T0 + H));
    expect(first.cursor).toBe(5);
    expect(first.docCount).toBe(5);
    const again = engine.ingest(a, new Date(T0 + 2 * H));
    expect(again.assignments).toEqual([]);
    expect(again.cursor).toBe(5);
    expect(engine.state().cursor).toBe(5);
  });

  it("routes a near-duplicate to its original's narrative, counted once", () => {
    nextItem = 100;
    const engine = new NarrativeEngine();
    engine.ingest(
      [item(0, "OpenAI releases GPT-5.5", "OpenAI released GPT-5.5 to users.", { storyId: 7 })],
      new Date(T0 + H),
    );
    const before = engine.state();
    const dup = item(0.5, "Totally different words about cooking pasta", "Boil water, add salt.", {
      storyId: 7,
      source: "reddit-artificial",
    });
    const c = engine.ingest([dup], new Date(T0 + 2 * H));
    expect(c.assignments).toEqual([
      { itemId: dup.id, narrativeId: 1, similarity: 1, at: new Date(T0 + 2 * H) },
    ]);
    // No document frequency and no centroid move for a copy.
    expect(c.docCount).toBe(before.docCount);
    expect(c.dfDelta).toEqual({});
    const n = engine.state().narratives[0];
    expect(n?.centroid).toEqual(before.narratives[0]?.centroid);
    expect(n?.record.itemCount).toBe(2);
    expect(n?.recent.map((e) => e.storyId)).toEqual([7, 7]);
  });

  it("does not let a silent narrative swallow a new story that shares its words", () => {
    const old = (): EngineItem[] => [
      item(
        0,
        "OpenAI releases GPT-5.5 reasoning model",
        "OpenAI released GPT-5.5, a reasoning model, to paying users.",
        { id: 1 },
      ),
    ];
    const later = (hours: number): EngineItem =>
      // Cosine ≈ 0.26 to the old narrative: above the threshold, but not once halved by a day and more of silence. (No event kind in its words: a
      // lawsuit would stay apart from a release however recent; see the event-kind tests.)
      item(
        hours,
        "Authors take on OpenAI over pirated books",
        "A group of novelists say OpenAI trained its models on pirated books.",
        {
          id: 2,
        },
      );
    const soon = new NarrativeEngine();
    soon.ingest(old(), new Date(T0 + H));
    expect(soon.ingest([later(2)], new Date(T0 + 3 * H)).assignments[0]?.narrativeId).toBe(1);

    const silent = new NarrativeEngine();
    silent.ingest(old(), new Date(T0 + H));
    expect(silent.ingest([later(44)], new Date(T0 + 45 * H)).assignments[0]?.narrativeId).toBe(2);
  });

  it("merges converged narratives into the older one, which stays the only active one", () => {
    const { a } = corpus();
    const gpt = a.filter((i) => i.id === 1 || i.id === 3);
    // Assignment made impossible, merging easy: the two GPT-5.5 items start two narratives that merge.
    const engine = new NarrativeEngine(undefined, {
      assignThreshold: 1.1,
      postThreshold: 1.1,
      soleSubject: false,
      mergeThreshold: 0.1,
    });
    const c = engine.ingest(gpt, new Date(T0 + H));
    expect(c.merges).toEqual([{ from: 2, into: 1, at: new Date(T0 + H) }]);
    const absorbed = c.narratives.find((n) => n.record.id === 2);
    expect(absorbed?.record.status).toBe("merged");
    expect(absorbed?.record.mergedInto).toBe(1);
    const state = engine.state();
    expect(state.narratives.map((n) => n.record.id)).toEqual([1]);
    expect(state.narratives[0]?.record.itemCount).toBe(2);
    expect(state.narratives[0]?.recent.map((e) => e.itemId)).toEqual([1, 3]);
    expect(state.nextId).toBe(3);
  });

  it("is deterministic: the same inputs give the same changes and state", () => {
    const run = () => {
      const { a, b } = corpus();
      const e = new NarrativeEngine();
      const changes = [
        e.ingest(a, new Date(T0 + H)),
        e.ingest(b, new Date(T0 + 2 * H)),
        e.tick(new Date(T0 + 3 * H)),
      ];
      return json({ changes, state: e.state() });
    };
    expect(run()).toEqual(run());
  });

  it("survives a JSON round trip of its state", () => {
    const { a } = corpus();
    const e = new NarrativeEngine();
    e.ingest(a, new Date(T0 + H));
    const state = e.state();
    const restored = new NarrativeEngine(json(state));
    expect(json(restored.state())).toEqual(json(state));
    // Dates come back as Dates.
    expect(restored.state().narratives[0]?.record.firstSeenAt).toBeInstanceOf(Date);
  });

  it.each([
    ["default options", {}],
    ["merges in both batches", { assignThreshold: 0.6, postThreshold: 0.6, mergeThreshold: 0.15 }],
  ])("continues without drift after a restart from the saved state (%s)", (_, opts) => {
    const { a, b } = corpus();
    const straight = new NarrativeEngine(undefined, opts);
    const s1 = straight.ingest(a, new Date(T0 + H));
    const s2 = straight.ingest(b, new Date(T0 + 2 * H));

    const { a: a2, b: b2 } = corpus();
    const before = new NarrativeEngine(undefined, opts);
    const r1 = before.ingest(a2, new Date(T0 + H));
    const after = new NarrativeEngine(json(before.state()), opts);
    const r2 = after.ingest(b2, new Date(T0 + 2 * H));

    if ("mergeThreshold" in opts) expect(s1.merges.length + s2.merges.length).toBeGreaterThan(0);
    expect(json(r1)).toEqual(json(s1));
    expect(json(r2)).toEqual(json(s2));
    expect(json(after.state())).toEqual(json(straight.state()));
    expect(membership([r1, r2])).toEqual(membership([s1, s2]));
  });

  it("archives narratives silent for 48 hours on tick, recording the stage change", () => {
    const { a } = corpus();
    const e = new NarrativeEngine();
    e.ingest(a, new Date(T0 + H));
    const quiet = e.tick(new Date(T0 + 30 * H));
    expect(quiet.narratives.every((n) => n.record.status === "active")).toBe(true);
    const c = e.tick(new Date(T0 + 50 * H));
    expect(c.narratives.map((n) => [n.record.id, n.record.status, n.record.stage])).toEqual([
      [1, "archived", "archived"],
      [2, "archived", "archived"],
      [3, "archived", "archived"],
    ]);
    expect(c.lifecycle.map((l) => l.entry.stage)).toEqual(["archived", "archived", "archived"]);
    expect(e.state().narratives).toEqual([]);
    // A story returning after the archive starts a new narrative.
    const back = item(51, "OpenAI releases GPT-5.5 update", "OpenAI released an update to GPT-5.5.", {
      id: 50,
    });
    expect(e.ingest([back], new Date(T0 + 52 * H)).assignments[0]?.narrativeId).toBe(4);
  });

  it("records a lifecycle entry whenever the evaluated stage changes, and tracks the peak", () => {
    let stage: "emerging" | "building" = "emerging";
    let momentum = 0.2;
    const evaluate: EvaluateNarrative = () => ({
      momentum,
      stage,
      components: { volume: momentum, acceleration: 0, diversity: 0, engagement: 0, recency: 1 },
    });
    const { a } = corpus();
    const e = new NarrativeEngine(undefined, { evaluate });
    e.ingest(a.slice(0, 1), new Date(T0 + H));
    expect(e.tick(new Date(T0 + 2 * H)).lifecycle).toEqual([]);
    stage = "building";
    momentum = 0.6;
    const c = e.tick(new Date(T0 + 3 * H));
    expect(c.lifecycle).toEqual([
      { narrativeId: 1, entry: { stage: "building", momentum: 0.6, at: new Date(T0 + 3 * H) } },
    ]);
    momentum = 0.4;
    e.tick(new Date(T0 + 4 * H));
    const r = (e.state() as EngineState).narratives[0]?.record;
    expect(r?.peakMomentum).toBe(0.6);
    expect(r?.peakAt).toEqual(new Date(T0 + 3 * H));
    expect(r?.lifecycle.map((l) => l.stage)).toEqual(["emerging", "building"]);
  });
});
