import { describe, expect, it, type TestContext } from "vitest";
import { makeDigest } from "./contract-fixtures.js";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;
/** A second, open store on the same database as `store`: another replica. */
type Sibling = (ctx: TestContext, store: Store) => Promise<Store>;

const SLOT = "2026-11-22T08:00:00.000Z";
const AT = new Date("2026-11-22T08:00:05.000Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);

/** The digest cycle's bookkeeping part of the store contract; see `runStoreContract`. */
export function runDigestRunContract(fresh: Open, sibling: Sibling): void {
  describe("digest runs", () => {
    it("lets one producer claim a slot; another gets it only after the claim ends or expires", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.lastDigestRun()).toBeUndefined();
      expect(await store.claimDigestSlot(SLOT, "a", AT, later(600_000))).toBe(true);
      expect(await store.claimDigestSlot(SLOT, "b", later(1000), later(600_000))).toBe(false);
      expect(await store.lastDigestRun()).toMatchObject({ slot: SLOT, status: "running", attempts: 1 });

      await store.finishDigestRun(SLOT, "a", {
        status: "not_published",
        reason: "3 of 20 sources",
        at: later(2000),
      });
      expect(await store.lastDigestRun()).toMatchObject({
        status: "not_published",
        reason: "3 of 20 sources",
      });
      expect(await store.claimDigestSlot(SLOT, "b", later(900_000), later(1_500_000))).toBe(true);
      expect(await store.lastDigestRun()).toMatchObject({
        status: "running",
        attempts: 2,
        reason: undefined,
      });

      // b dies holding the claim: after it expires, c may take over.
      expect(await store.claimDigestSlot(SLOT, "c", later(1_000_000), later(1_600_000))).toBe(false);
      expect(await store.claimDigestSlot(SLOT, "c", later(1_600_001), later(2_200_000))).toBe(true);
      // A late finish from the old owner changes nothing.
      await store.finishDigestRun(SLOT, "b", { status: "failed", reason: "late", at: later(1_700_000) });
      expect(await store.lastDigestRun()).toMatchObject({ status: "running", attempts: 3 });
    });

    it("two replicas racing for one slot: exactly one wins", async (ctx) => {
      const a = await fresh(ctx);
      const b = await sibling(ctx, a);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? a : b).claimDigestSlot(SLOT, `p${i}`, AT, later(600_000)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("a new pipeline leader supersedes a dead leader's running claim, and only a leader's", async (ctx) => {
      const store = await fresh(ctx);
      const lead = { supersede: "pipeline:" };
      expect(await store.claimDigestSlot(SLOT, "pipeline:old", AT, later(1_200_000))).toBe(true);
      // An ordinary producer still waits for the claim to expire.
      expect(await store.claimDigestSlot(SLOT, "manual", later(1000), later(600_000))).toBe(false);
      expect(await store.claimDigestSlot(SLOT, "pipeline:new", later(2000), later(1_200_000), lead)).toBe(
        true,
      );
      expect(await store.lastDigestRun()).toMatchObject({ status: "running", attempts: 2 });
      // The deposed leader's late finish changes nothing.
      await store.finishDigestRun(SLOT, "pipeline:old", {
        status: "failed",
        reason: "late",
        at: later(3000),
      });
      expect(await store.lastDigestRun()).toMatchObject({ status: "running" });

      const other = "2026-11-22T12:00:00.000Z";
      expect(await store.claimDigestSlot(other, "manual", AT, later(1_200_000))).toBe(true);
      expect(await store.claimDigestSlot(other, "pipeline:x", later(1000), later(1_200_000), lead)).toBe(
        false,
      );
      // The prefix is literal: no wildcard in it matches anything else.
      expect(
        await store.claimDigestSlot(other, "pipeline:y", later(1000), later(1_200_000), { supersede: "%" }),
      ).toBe(false);
    });

    it("knows whether a slot has a digest", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.hasDigestForSlot(SLOT)).toBe(false);
      await store.insertDigest(makeDigest("2026-11-22T08:00:04.512Z"), { slot: SLOT });
      expect(await store.hasDigestForSlot(SLOT)).toBe(true);
    });

    it("maps items to their narratives", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.narrativesOfItems([])).toEqual(new Map());
      await store.savePulseChanges({
        narratives: [],
        assignments: [
          { itemId: 11, narrativeId: 2, similarity: 0.5, at: AT },
          { itemId: 12, narrativeId: 3, similarity: 0.5, at: AT },
        ],
        merges: [],
        lifecycle: [],
        docCount: 0,
        dfDelta: {},
        nextId: 4,
        cursor: 12,
      });
      expect(await store.narrativesOfItems([11, 12, 13, 11])).toEqual(
        new Map([
          [11, 2],
          [12, 3],
        ]),
      );
    });
  });
}
