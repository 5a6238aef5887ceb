import { randomUUID } from "node:crypto";
import { describe, expect, it, type TestContext } from "vitest";
import type { EngineChanges, NarrativeWorkingState } from "../pulse/engine/types.js";
import { StaleEngineStateError } from "../pulse/store.js";
import { type StoredChanges, storedNarrative } from "../pulse/stored-narrative.js";
import type { ContentItem } from "../sources/types.js";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;

const AT = new Date("2026-11-22T06:00:00.000Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);

function narrative(id: number, over: Partial<NarrativeWorkingState["record"]> = {}): NarrativeWorkingState {
  return {
    record: {
      id,
      status: "active",
      mergedInto: undefined,
      title: `Narrative ${id}`,
      summary: "One sentence. Another one.",
      stage: "emerging",
      momentum: 0.42,
      components: { volume: 0.5, acceleration: 0.25, diversity: 0.75, engagement: 0.1, recency: 1 },
      peakMomentum: 0.42,
      peakAt: AT,
      firstSeenAt: AT,
      lastSeenAt: later(60_000),
      itemCount: 2,
      lifecycle: [],
      ...over,
    },
    centroid: { openai: 0.8, "gpt-5.5": 0.6 },
    recent: [
      {
        itemId: 1,
        storyId: 1,
        source: "hackernews",
        domain: "community",
        at: AT,
        engagementScore: 0.5,
        similarity: 1,
        kind: "launch",
        // A member's marks (a question, a paper's arXiv id) round-trip with it.
        paper: "2612.01234",
      },
    ],
    exemplars: [{ itemId: 1, title: "OpenAI ships GPT-5.5", lead: "OpenAI shipped it.", similarity: 0.9 }],
    founding: "launch",
    titleName: "wavecast",
    // A young narrative's member vectors (the engine's re-clustering) round-trip with the rest.
    members: [{ itemId: 1, title: "OpenAI ships GPT-5.5", terms: "openai\ngpt-5.5", weights: [0.8, 0.6] }],
    clustered: 1,
  };
}

function changes(over: Partial<EngineChanges> = {}): EngineChanges {
  return {
    narratives: [],
    assignments: [],
    merges: [],
    lifecycle: [],
    docCount: 0,
    dfDelta: {},
    nextId: 1,
    cursor: 0,
    ...over,
  };
}

async function items(store: Store, n: number, source = "hackernews"): Promise<number[]> {
  const list: ContentItem[] = Array.from({ length: n }, (_, i) => ({
    source,
    sourceId: randomUUID(),
    title: `Item ${i}`,
    content: "text",
    url: `https://example.com/${randomUUID()}`,
    author: undefined,
    engagement: undefined,
    publishedAt: later(i * 60_000),
    publishedAtKnown: true,
    fetchedAt: AT,
    domain: "community",
  }));
  const r = await store.saveItems(
    list.map((item) => ({ kind: "insert", item, titleKey: item.title, simhash: "0000000000000000" })),
  );
  return r.inserted;
}

/** The Pulse engine's part of the store contract; see `runStoreContract`. */
export function runPulseContract(fresh: Open): void {
  describe("pulse engine state", () => {
    it("a writer whose cursor is out of date is refused and writes nothing (one engine writer)", async (ctx) => {
      const store = await fresh(ctx);
      await store.savePulseChanges(
        changes({ narratives: [narrative(1)], nextId: 2, cursor: 10, docCount: 5 }),
        {
          expectCursor: 0,
        },
      );
      await store.savePulseChanges(changes({ nextId: 2, cursor: 20, docCount: 8 }), { expectCursor: 10 });
      // A deposed leader still believing the cursor is 10 tries to save its batch.
      await expect(
        store.savePulseChanges(
          changes({
            narratives: [narrative(1, { title: "stale" }), narrative(2)],
            nextId: 3,
            cursor: 15,
            docCount: 7,
          }),
          { expectCursor: 10 },
        ),
      ).rejects.toBeInstanceOf(StaleEngineStateError);
      expect(await store.pulseCursor()).toBe(20);
      const state = await store.loadEngineState();
      expect(state?.docCount).toBe(8);
      expect(state?.narratives.map((n) => n.record.title)).toEqual([narrative(1).record.title]);
    });

    it("has no state before the first save, then loads exactly what was saved (active narratives only)", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.loadEngineState()).toBeUndefined();
      expect(await store.pulseCursor()).toBeUndefined();
      const a = narrative(1);
      const b = narrative(2, { status: "archived", stage: "archived" });
      await store.savePulseChanges(
        changes({
          narratives: [a, b],
          docCount: 10,
          dfDelta: { openai: 3, "gpt-5.5": 1 },
          nextId: 3,
          cursor: 57,
          lifecycle: [{ narrativeId: 1, entry: { stage: "emerging", momentum: 0.42, at: AT } }],
        }),
      );
      await store.savePulseChanges(
        changes({
          docCount: 14,
          dfDelta: { openai: 2, anthropic: 1 },
          nextId: 3,
          cursor: 60,
          lifecycle: [{ narrativeId: 1, entry: { stage: "building", momentum: 0.6, at: later(3_600_000) } }],
        }),
      );
      expect(await store.pulseCursor()).toBe(60);
      const state = await store.loadEngineState();
      expect(state).toEqual({
        version: 1,
        nextId: 3,
        docCount: 14,
        cursor: 60,
        df: { openai: 5, "gpt-5.5": 1, anthropic: 1 },
        narratives: [
          {
            ...a,
            record: {
              ...a.record,
              lifecycle: [
                { stage: "emerging", momentum: 0.42, at: AT },
                { stage: "building", momentum: 0.6, at: later(3_600_000) },
              ],
            },
          },
        ],
      });
    });

    it("writes a narrative in its stored form (the engine host's answers) exactly as its working state", async (ctx) => {
      const store = await fresh(ctx);
      const a = narrative(1);
      const b = narrative(2, { title: "Stored form" });
      const stored: StoredChanges = {
        ...changes({ nextId: 3, cursor: 5 }),
        narratives: [storedNarrative(a), storedNarrative(b)],
      };
      await store.savePulseChanges(stored);
      const state = await store.loadEngineState();
      expect(state?.narratives).toEqual([a, b]);
      const row = await store.narrativeById(2);
      expect(row?.title).toBe("Stored form");
    });

    it("is all or nothing: a failing save leaves the previous state", async (ctx) => {
      const store = await fresh(ctx);
      await store.savePulseChanges(
        changes({ narratives: [narrative(1)], nextId: 2, cursor: 5, docCount: 1 }),
      );
      const broken = narrative(2, { title: null as unknown as string });
      await expect(
        store.savePulseChanges(
          changes({ narratives: [narrative(1), broken], nextId: 3, cursor: 9, docCount: 2 }),
        ),
      ).rejects.toThrow();
      const state = await store.loadEngineState();
      expect(state?.cursor).toBe(5);
      expect(state?.narratives.map((n) => n.record.id)).toEqual([1]);
    });

    it("serves the engine's input after a cursor, in id order", async (ctx) => {
      const store = await fresh(ctx);
      const ids = await items(store, 5);
      const after = await store.itemsAfter(ids[1] as number, 2);
      expect(after.map((i) => i.id)).toEqual([ids[2], ids[3]]);
    });
  });

  describe("narratives, members and lifecycle", () => {
    it("lists active narratives by momentum with their driving sources; merges move members", async (ctx) => {
      const store = await fresh(ctx);
      const hn = await items(store, 3, "hackernews");
      const tc = await items(store, 2, "techcrunch-ai");
      const at = AT;
      await store.savePulseChanges(
        changes({
          narratives: [
            narrative(1, { momentum: 0.3 }),
            narrative(2, { momentum: 0.9 }),
            narrative(3, { momentum: 0.5 }),
          ],
          assignments: [
            ...hn.map((itemId) => ({ itemId, narrativeId: 1, similarity: 0.5, at })),
            ...tc.map((itemId) => ({ itemId, narrativeId: 3, similarity: 0.7, at })),
          ],
          nextId: 4,
        }),
      );
      let list = await store.activeNarratives(10);
      expect(list.map((n) => n.id)).toEqual([2, 3, 1]);
      expect(list.find((n) => n.id === 1)?.drivingSources).toEqual([{ source: "hackernews", items: 3 }]);
      expect((await store.activeNarratives(1)).map((n) => n.id)).toEqual([2]);

      await store.savePulseChanges(
        changes({
          narratives: [narrative(3, { status: "merged", mergedInto: 1 }), narrative(1, { momentum: 0.8 })],
          merges: [{ from: 3, into: 1, at: later(1000) }],
          nextId: 4,
        }),
      );
      list = await store.activeNarratives(10);
      expect(list.map((n) => n.id)).toEqual([2, 1]);
      expect(list.find((n) => n.id === 1)?.drivingSources).toEqual([
        { source: "hackernews", items: 3 },
        { source: "techcrunch-ai", items: 2 },
      ]);
      expect(await store.narrativeById(3)).toMatchObject({ id: 3, status: "merged", mergedInto: 1 });
      const members = await store.narrativeMembers(1, 3);
      expect(members.items).toHaveLength(3);
      expect(members.items[0]?.publishedAt.getTime()).toBeGreaterThanOrEqual(
        members.items[2]?.publishedAt.getTime() ?? 0,
      );
      expect(members.bySource).toEqual([
        { source: "hackernews", items: 3 },
        { source: "techcrunch-ai", items: 2 },
      ]);
      expect(await store.narrativeById(99)).toBeUndefined();
    });

    it("moves an item re-assigned to another narrative (the engine split its narrative)", async (ctx) => {
      const store = await fresh(ctx);
      const [a, b, c] = await items(store, 3);
      const at = AT;
      await store.savePulseChanges(
        changes({
          narratives: [narrative(1)],
          assignments: [a, b, c].map((itemId) => ({
            itemId: itemId ?? 0,
            narrativeId: 1,
            similarity: 0.5,
            at,
          })),
          nextId: 2,
        }),
      );
      await store.savePulseChanges(
        changes({
          narratives: [narrative(1), narrative(2)],
          assignments: [{ itemId: c ?? 0, narrativeId: 2, similarity: 0.6, at: later(1000) }],
          nextId: 3,
        }),
      );
      expect((await store.narrativeMembers(1, 10)).items.map((i) => i.itemId).sort()).toEqual([a, b].sort());
      expect((await store.narrativeMembers(2, 10)).items.map((i) => i.itemId)).toEqual([c]);
    });
  });

  describe("pulse digests", () => {
    const body = (title: string) => ({
      title,
      summary: "Summary.",
      narrativeArcs: [],
      topInsights: ["One insight."],
      sourceMix: [{ source: "hackernews", items: 3 }],
      createdAt: AT.toISOString(),
    });

    it("stores at most one digest per hour with increasing ids, and serves them after `since`", async (ctx) => {
      const store = await fresh(ctx);
      const a = await store.insertPulseDigest("2026-11-22T05", body("a"));
      const dup = await store.insertPulseDigest("2026-11-22T05", body("again"));
      const b = await store.insertPulseDigest("2026-11-22T06", body("b"));
      const c = await store.insertPulseDigest("2026-11-22T07", body("c"));
      expect(a.inserted && b.inserted && c.inserted).toBe(true);
      expect(dup).toEqual({ inserted: false, id: undefined });
      expect((b.id ?? 0) > (a.id ?? 0) && (c.id ?? 0) > (b.id ?? 0)).toBe(true);

      expect((await store.pulseDigests({ limit: 24 })).map((d) => d.title)).toEqual(["a", "b", "c"]);
      expect((await store.pulseDigests({ limit: 2 })).map((d) => d.title)).toEqual(["b", "c"]);
      const since = await store.pulseDigests({ since: a.id, limit: 24 });
      expect(since.map((d) => d.id)).toEqual([b.id, c.id]);
      expect(since[0]).toEqual({ ...body("b"), id: b.id });
      expect(await store.pulseDigests({ since: c.id, limit: 24 })).toEqual([]);
    });
  });
}
