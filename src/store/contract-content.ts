import { randomUUID } from "node:crypto";
import { describe, expect, it, type TestContext } from "vitest";
import type { ItemDecision } from "../sources/store.js";
import type { ContentItem } from "../sources/types.js";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;

const AT = new Date("2026-11-22T06:00:00.250Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);

function item(over: Partial<ContentItem> = {}): ContentItem {
  const id = randomUUID().slice(0, 8);
  return {
    source: "hackernews",
    sourceId: id,
    title: `Story ${id}`,
    content: "Plain text excerpt with ünïcode “quotes”.",
    url: `https://example.com/${id}`,
    author: "pg",
    engagement: { metric: "points", value: 120, score: 0.75 },
    publishedAt: new Date("2026-11-22T05:10:00.000Z"),
    publishedAtKnown: true,
    fetchedAt: AT,
    domain: "community",
    ...over,
  };
}
const insert = (i: ContentItem, story?: { id: number } | { batchIndex: number }): ItemDecision => ({
  kind: "insert",
  item: i,
  titleKey: i.title.toLowerCase(),
  simhash: "0123456789abcdef",
  story,
});

/** The collector's part of the store contract (content items, validators, source health); see `runStoreContract`. */
export function runContentContract(fresh: Open): void {
  describe("content items", () => {
    it("inserts items with increasing integer ids and reads them back exactly", async (ctx) => {
      const store = await fresh(ctx);
      const a = item();
      const b = item({ source: "arxiv", author: undefined, engagement: undefined, publishedAtKnown: false });
      const r = await store.saveItems([insert(a), insert(b)]);
      expect(r.inserted).toHaveLength(2);
      const [ia, ib] = r.inserted as [number, number];
      expect(ib).toBeGreaterThan(ia);
      expect(await store.itemById(ia)).toEqual({
        ...a,
        id: ia,
        storyId: ia,
        alsoSeenIn: [],
        firstSeenAt: AT,
      });
      expect(await store.itemById(ib)).toEqual({
        ...b,
        id: ib,
        storyId: ib,
        alsoSeenIn: [],
        firstSeenAt: AT,
      });
      expect(await store.itemById(ib + 1000)).toBeUndefined();
    });

    it("links near-duplicates to a stored story and to an earlier item of the same batch", async (ctx) => {
      const store = await fresh(ctx);
      const [root] = (await store.saveItems([insert(item())])).inserted as [number];
      const r = await store.saveItems([
        insert(item({ source: "techcrunch-ai" }), { id: root }),
        insert(item({ source: "venturebeat-ai" })),
        insert(item({ source: "theverge-ai" }), { batchIndex: 1 }),
        insert(item({ source: "mastodon" }), { batchIndex: 2 }),
      ]);
      const [a, b, c, d] = r.inserted as [number, number, number, number];
      expect((await store.itemById(a))?.storyId).toBe(root);
      expect((await store.itemById(b))?.storyId).toBe(b);
      expect((await store.itemById(c))?.storyId).toBe(b);
      expect((await store.itemById(d))?.storyId).toBe(b);
      const keys = await store.itemKeysSince(later(-1));
      expect(keys.map((k) => [k.id, k.storyId])).toEqual([
        [root, root],
        [a, root],
        [b, b],
        [c, b],
        [d, b],
      ]);
    });

    it("records other sightings once in alsoSeenIn and refreshes engagement of a re-seen item", async (ctx) => {
      const store = await fresh(ctx);
      const a = item();
      const [id] = (await store.saveItems([insert(a)])).inserted as [number];
      const sighting = { source: "reddit-artificial", sourceId: "t3x", url: a.url };
      const r = await store.saveItems([
        { kind: "also_seen", id, sighting, at: later(1000) },
        { kind: "also_seen", id, sighting, at: later(2000) },
        { kind: "also_seen", id, sighting: { source: a.source, sourceId: a.sourceId, url: a.url }, at: AT },
        {
          kind: "refresh",
          id,
          item: { ...a, engagement: { metric: "points", value: 300, score: 1 }, fetchedAt: later(5000) },
        },
      ]);
      expect(r).toEqual({ inserted: [], refreshed: 1, alsoSeen: 1 });
      const got = await store.itemById(id);
      expect(got?.alsoSeenIn).toEqual([sighting]);
      expect(got?.engagement).toEqual({ metric: "points", value: 300, score: 1 });
      expect(got?.firstSeenAt).toEqual(AT);
    });

    it("is all or nothing: a failing batch stores none of its items", async (ctx) => {
      const store = await fresh(ctx);
      const bad = { ...insert(item()), item: { ...item(), title: null } } as unknown as ItemDecision;
      await expect(store.saveItems([insert(item()), bad])).rejects.toThrow();
      expect(await store.itemKeysSince(later(-60_000))).toEqual([]);
    });

    it("ignores a duplicate (source, sourceId) insert instead of failing the batch", async (ctx) => {
      const store = await fresh(ctx);
      const a = item();
      await store.saveItems([insert(a)]);
      const r = await store.saveItems([insert({ ...a, title: "changed" }), insert(item())]);
      expect(r.inserted).toHaveLength(1);
      expect((await store.itemKeysSince(later(-1))).length).toBe(2);
    });

    it("lists items since a time, newest first, bounded, and prunes old ones without reusing ids", async (ctx) => {
      const store = await fresh(ctx);
      const old = item({ fetchedAt: later(-20 * 86_400_000) });
      const mid = item({ fetchedAt: later(-3_600_000) });
      const recent = item({ fetchedAt: later(-60_000) });
      const ids = (await store.saveItems([insert(old), insert(mid), insert(recent)])).inserted;
      const since = await store.itemsSince({ since: later(-4 * 3_600_000), limit: 10 });
      expect(since.map((i) => i.id)).toEqual([ids[2], ids[1]]);
      expect((await store.itemsSince({ since: later(-4 * 3_600_000), limit: 1 })).length).toBe(1);
      expect(await store.itemsSince({ since: AT, limit: 0 })).toEqual([]);

      expect(await store.pruneItems(later(-14 * 86_400_000))).toBe(1);
      expect(await store.itemById(ids[0] as number)).toBeUndefined();
      const [next] = (await store.saveItems([insert(item())])).inserted as [number];
      expect(next).toBeGreaterThan(ids[2] as number);
    });
  });

  describe("validators and source health", () => {
    it("remembers ETag and Last-Modified per URL, replacing older ones", async (ctx) => {
      const store = await fresh(ctx);
      const url = `https://feeds.example/${randomUUID()}`;
      expect(await store.validators(url)).toBeUndefined();
      await store.saveValidators([{ url, validators: { etag: 'W/"1"' }, at: AT }]);
      await store.saveValidators([
        { url, validators: { etag: '"2"', lastModified: "Sun, 22 Nov 2026 05:00:00 GMT" }, at: later(1) },
      ]);
      expect(await store.validators(url)).toEqual({
        etag: '"2"',
        lastModified: "Sun, 22 Nov 2026 05:00:00 GMT",
      });
    });

    it("keeps per-source health across runs: last success survives a failure, failures count up", async (ctx) => {
      const store = await fresh(ctx);
      const run = (id: string, at: Date) => ({
        id,
        mode: "live" as const,
        startedAt: at,
        finishedAt: later(1),
        sourcesOk: 1,
        sourcesFailed: 1,
        newItems: 3,
      });
      await store.recordCollection(run("r1", AT), [
        { source: "arxiv", status: "ok", at: AT, latencyMs: 812.4, items: 40, newItems: 3 },
        {
          source: "lobsters",
          status: "failed",
          at: AT,
          latencyMs: 10_000,
          items: 0,
          newItems: 0,
          error: "timeout",
        },
      ]);
      const t2 = later(3_600_000);
      await store.recordCollection(run("r2", t2), [
        { source: "arxiv", status: "failed", at: t2, latencyMs: 5, items: 0, newItems: 0, error: "HTTP 503" },
        {
          source: "lobsters",
          status: "failed",
          at: t2,
          latencyMs: 5,
          items: 0,
          newItems: 0,
          error: "HTTP 500",
        },
      ]);
      const health = await store.sourceHealth();
      expect(health).toEqual([
        {
          source: "arxiv",
          lastAttemptAt: t2,
          lastSuccessAt: AT,
          lastStatus: "failed",
          lastError: "HTTP 503",
          itemsLastRun: 0,
          newItemsLastRun: 0,
          latencyMs: 5,
          consecutiveFailures: 1,
        },
        {
          source: "lobsters",
          lastAttemptAt: t2,
          lastSuccessAt: undefined,
          lastStatus: "failed",
          lastError: "HTTP 500",
          itemsLastRun: 0,
          newItemsLastRun: 0,
          latencyMs: 5,
          consecutiveFailures: 2,
        },
      ]);
      expect((await store.lastCollection())?.id).toBe("r2");
    });
  });
}
