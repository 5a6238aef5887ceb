import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, type TestContext } from "vitest";
import { toHistoryRow } from "../digest/schema.js";
import { runA2aTaskContract } from "./contract-a2a.js";
import { runContentContract } from "./contract-content.js";
import { runDigestRunContract } from "./contract-digest-runs.js";
import { isoPlus, makeDigest, makeVote, randomSlot } from "./contract-fixtures.js";
import { runPaidAnswerContract } from "./contract-paid-answers.js";
import { runPaymentContract } from "./contract-payments.js";
import { runPulseContract } from "./contract-pulse.js";
import { MIGRATIONS } from "./migrations.js";
import type { Store } from "./types.js";

export interface StoreContractOptions {
  /**
   * Opens another store on the database behind `store`, which may be closed (persistence checks) or still open (two
   * replicas on one database); tests that need it skip without it.
   */
  reopen?: (store: Store) => Promise<Store>;
}

const BASE = "2026-11-22T08:00:04.512Z";

/**
 * The behaviour every Store implementation must share. `makeStore` opens a store on a fresh, empty, unmigrated
 * database (or returns undefined when that backend is unavailable, which skips the test). Stores are closed after
 * each test; deleting the database is the caller's business.
 */
export function runStoreContract(
  name: string,
  makeStore: () => Promise<Store | undefined>,
  opts: StoreContractOptions = {},
): void {
  describe(`store contract: ${name}`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });

    async function fresh(ctx: TestContext, { migrate = true } = {}): Promise<Store> {
      const store = await makeStore();
      if (!store) return ctx.skip(`${name} is unavailable`);
      opened.push(store);
      if (migrate) await store.migrate();
      return store;
    }

    async function reopen(ctx: TestContext, store: Store): Promise<Store> {
      if (!opts.reopen) return ctx.skip("no reopen() given");
      await store.close();
      const again = await opts.reopen(store);
      opened.push(again);
      return again;
    }

    async function sibling(ctx: TestContext, store: Store): Promise<Store> {
      if (!opts.reopen) return ctx.skip("no reopen() given");
      const other = await opts.reopen(store);
      opened.push(other);
      return other;
    }

    runPaymentContract(fresh, sibling);
    runPaidAnswerContract(fresh);
    runContentContract(fresh);
    runPulseContract(fresh);
    runDigestRunContract(fresh, sibling);
    runA2aTaskContract(fresh, sibling);

    describe("lifecycle", () => {
      it("migrate applies every migration once; a second call applies nothing", async (ctx) => {
        const store = await fresh(ctx, { migrate: false });
        expect(await store.migrate()).toEqual(MIGRATIONS.map((m) => m.version));
        expect(await store.migrate()).toEqual([]);
      });

      it("migrations persist across reopen", async (ctx) => {
        const store = await fresh(ctx);
        const again = await reopen(ctx, store);
        expect(await again.migrate()).toEqual([]);
      });

      it("ping answers true, kind names the backend, close is idempotent", async (ctx) => {
        const store = await fresh(ctx);
        expect(await store.ping()).toBe(true);
        expect(["sqlite", "postgres"]).toContain(store.kind);
        await store.close();
        await store.close();
      });
    });

    describe("digests", () => {
      it("an empty store has no digest, ref, history or sample", async (ctx) => {
        const store = await fresh(ctx);
        expect(await store.latestDigest()).toBeUndefined();
        expect(await store.latestDigestRef()).toBeUndefined();
        expect(await store.digestById("mi_missing")).toBeUndefined();
        expect(await store.digestHistory({ since: new Date(0), limit: 10 })).toEqual([]);
        expect(await store.sampleDigest(new Date("2100-01-01T00:00:00.000Z"))).toBeUndefined();
      });

      it("insert, then latest and byId return it byte-for-byte", async (ctx) => {
        const store = await fresh(ctx);
        const d = makeDigest(BASE);
        expect(await store.insertDigest(d, { slot: randomSlot(), engine: "test" })).toEqual({
          inserted: true,
        });
        for (const got of [await store.latestDigest(), await store.digestById(d.id)]) {
          expect(got).toEqual(d);
          expect(JSON.stringify(got)).toBe(JSON.stringify(d));
        }
        expect(await store.latestDigestRef()).toEqual({ id: d.id, createdAt: d.createdAt });
      });

      it("the digest survives close and reopen", async (ctx) => {
        const store = await fresh(ctx);
        const d = makeDigest(BASE);
        await store.insertDigest(d, { slot: randomSlot() });
        const again = await reopen(ctx, store);
        expect(JSON.stringify(await again.digestById(d.id))).toBe(JSON.stringify(d));
      });

      it("a second digest for the same slot is not inserted and the first is kept", async (ctx) => {
        const store = await fresh(ctx);
        const slot = randomSlot();
        const first = makeDigest(BASE);
        const second = makeDigest(isoPlus(BASE, 5), { title: "Second" });
        expect(await store.insertDigest(first, { slot })).toEqual({ inserted: true });
        expect(await store.insertDigest(second, { slot })).toEqual({ inserted: false });
        expect(await store.latestDigest()).toEqual(first);
        expect(await store.digestById(second.id)).toBeUndefined();
      });

      it("racing inserts for one slot store exactly one digest", async (ctx) => {
        const store = await fresh(ctx);
        const slot = randomSlot();
        const results = await Promise.all(
          [0, 1, 2, 3].map((i) => store.insertDigest(makeDigest(isoPlus(BASE, i)), { slot })),
        );
        expect(results.filter((r) => r.inserted)).toHaveLength(1);
        expect(await store.digestHistory({ since: new Date(0), limit: 10 })).toHaveLength(1);
      });

      // Decision: an id already stored under another slot is refused like a taken slot ({ inserted: false }, no
      // throw), so re-importing a file is idempotent whatever slot it computes; the other slot stays free.
      it("a digest whose id exists in another slot is refused and nothing changes", async (ctx) => {
        const store = await fresh(ctx);
        const original = makeDigest(BASE);
        const otherSlot = randomSlot();
        await store.insertDigest(original, { slot: randomSlot() });
        const clash = makeDigest(isoPlus(BASE, 300), { id: original.id, title: "Impostor" });
        expect(await store.insertDigest(clash, { slot: otherSlot })).toEqual({ inserted: false });
        expect(await store.digestById(original.id)).toEqual(original);
        expect(await store.latestDigest()).toEqual(original);
        const next = makeDigest(isoPlus(BASE, 300));
        expect(await store.insertDigest(next, { slot: otherSlot })).toEqual({ inserted: true });
      });

      it("an invalid digest throws before anything is written", async (ctx) => {
        const store = await fresh(ctx);
        const slot = randomSlot();
        const noMillis = makeDigest("2026-11-22T08:00:04Z");
        const noTitle = { ...makeDigest(BASE), title: "" };
        const badStage = makeDigest(BASE, {
          narratives: [{ title: "x", stage: "gone" as "peak", momentum: 2 }],
        });
        for (const bad of [noMillis, noTitle, badStage]) {
          await expect(store.insertDigest(bad, { slot })).rejects.toThrow();
        }
        expect(await store.latestDigest()).toBeUndefined();
        // The slot is still free.
        expect(await store.insertDigest(makeDigest(BASE), { slot })).toEqual({ inserted: true });
      });

      it("latest is the newest by createdAt, whatever the insert order, ties broken by the larger id", async (ctx) => {
        const store = await fresh(ctx);
        const newest = makeDigest(isoPlus(BASE, 480));
        await store.insertDigest(newest, { slot: randomSlot() });
        await store.insertDigest(makeDigest(BASE), { slot: randomSlot() });
        expect((await store.latestDigest())?.id).toBe(newest.id);

        const tieA = makeDigest(isoPlus(BASE, 960), { id: `mi_a_${randomUUID()}` });
        const tieB = makeDigest(isoPlus(BASE, 960), { id: `mi_b_${randomUUID()}` });
        await store.insertDigest(tieB, { slot: randomSlot() });
        await store.insertDigest(tieA, { slot: randomSlot() });
        expect(await store.latestDigestRef()).toEqual({ id: tieB.id, createdAt: tieB.createdAt });
        expect(await store.latestDigest()).toEqual(tieB);
      });

      it("history is newest first, bounded by an inclusive since and by limit", async (ctx) => {
        const store = await fresh(ctx);
        // Eight digests four hours apart, inserted out of order.
        const all = [3, 0, 7, 5, 1, 6, 2, 4].map((i) => makeDigest(isoPlus(BASE, i * 240)));
        for (const d of all) await store.insertDigest(d, { slot: randomSlot() });
        const byTime = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

        const everything = await store.digestHistory({ since: new Date(0), limit: 100 });
        expect(everything).toEqual(byTime.map(toHistoryRow));
        expect(JSON.stringify(everything[0])).toBe(
          JSON.stringify(toHistoryRow(byTime[0] as (typeof all)[0])),
        );

        const boundary = byTime[4]?.createdAt as string;
        const window = await store.digestHistory({ since: new Date(boundary), limit: 100 });
        expect(window.map((r) => r.id)).toEqual(byTime.slice(0, 5).map((d) => d.id));
        // One millisecond later excludes the boundary digest.
        const after = new Date(new Date(boundary).getTime() + 1);
        expect(await store.digestHistory({ since: after, limit: 100 })).toHaveLength(4);

        const limited = await store.digestHistory({ since: new Date(0), limit: 3 });
        expect(limited.map((r) => r.id)).toEqual(byTime.slice(0, 3).map((d) => d.id));
        expect(await store.digestHistory({ since: new Date(0), limit: 0 })).toEqual([]);
        expect(await store.digestHistory({ since: new Date("2100-01-01T00:00:00.000Z"), limit: 5 })).toEqual(
          [],
        );
      });

      it("sample is the newest digest at or before the cutoff, undefined when none", async (ctx) => {
        const store = await fresh(ctx);
        const [d0, d1, d2] = [0, 240, 480].map((m) => makeDigest(isoPlus(BASE, m)));
        if (!d0 || !d1 || !d2) throw new Error("unreachable");
        for (const d of [d2, d0, d1]) await store.insertDigest(d, { slot: randomSlot() });

        expect(await store.sampleDigest(new Date(d1.createdAt))).toEqual(d1);
        expect(await store.sampleDigest(new Date(new Date(d1.createdAt).getTime() - 1))).toEqual(d0);
        expect(await store.sampleDigest(new Date(isoPlus(BASE, 10_000)))).toEqual(d2);
        expect(await store.sampleDigest(new Date(new Date(d0.createdAt).getTime() - 1))).toBeUndefined();
      });
    });

    describe("feedback", () => {
      it("a second vote by the same client replaces the first", async (ctx) => {
        const store = await fresh(ctx);
        const first = makeVote({ rating: "good", comment: "useful" });
        expect(await store.recordFeedback(first)).toEqual({ replaced: false });
        const later = new Date(first.at.getTime() + 60_000);
        const second = { ...first, rating: "bad" as const, comment: "changed my mind", at: later };
        expect(await store.recordFeedback(second)).toEqual({ replaced: true });

        const list = await store.listFeedback({ digestId: first.digestId });
        expect(list).toEqual([
          { ...second, createdAt: first.at, updatedAt: later, at: later, comment: "changed my mind" },
        ]);
        // A replacing vote without a comment clears the old comment.
        await store.recordFeedback({ ...first, comment: undefined, at: new Date(later.getTime() + 1) });
        const [only] = await store.listFeedback({ digestId: first.digestId });
        expect(only?.comment).toBeUndefined();
        expect(only?.rating).toBe("good");
      });

      it("another digest type or another client is a separate vote", async (ctx) => {
        const store = await fresh(ctx);
        const vote = makeVote();
        expect(await store.recordFeedback(vote)).toEqual({ replaced: false });
        expect(await store.recordFeedback({ ...vote, digestType: "hourly" })).toEqual({ replaced: false });
        expect(await store.recordFeedback({ ...vote, clientHash: "someone_else" })).toEqual({
          replaced: false,
        });
        expect(await store.recordFeedback(makeVote())).toEqual({ replaced: false });

        expect(await store.listFeedback({ digestId: vote.digestId })).toHaveLength(3);
        const master = await store.listFeedback({ digestId: vote.digestId, digestType: "master" });
        expect(master.map((f) => f.clientHash).sort()).toEqual([vote.clientHash, "someone_else"].sort());
        const hourly = await store.listFeedback({ digestId: vote.digestId, digestType: "hourly" });
        expect(hourly).toEqual([{ ...vote, digestType: "hourly", createdAt: vote.at, updatedAt: vote.at }]);
        expect(await store.listFeedback({ digestId: "mi_nobody_voted" })).toEqual([]);
      });
    });

    describe("meta", () => {
      it("a secret is 32 random bytes in hex, stable per name, distinct across names", async (ctx) => {
        const store = await fresh(ctx);
        const racing = await Promise.all([store.secret("salt"), store.secret("salt"), store.secret("salt")]);
        expect(new Set(racing).size).toBe(1);
        expect(racing[0]).toMatch(/^[0-9a-f]{64}$/);
        expect(await store.secret("salt")).toBe(racing[0]);
        expect(await store.secret("other")).not.toBe(racing[0]);
      });

      it("a secret survives close and reopen", async (ctx) => {
        const store = await fresh(ctx);
        const salt = await store.secret("salt");
        const again = await reopen(ctx, store);
        expect(await again.secret("salt")).toBe(salt);
      });
    });
  });
}
