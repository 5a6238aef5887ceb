import { afterEach, describe, expect, it, type TestContext } from "vitest";
import type { Budget, RateLimitStore } from "./types.js";

export interface RateLimitStoreContractOptions {
  /**
   * Opens a second store (another "replica": its own connection) on the state behind `store`; the sharing tests skip
   * without it.
   */
  sibling?: (store: RateLimitStore) => Promise<RateLimitStore>;
}

const free: Budget = { name: "free", limit: 5, windowMs: 60_000 };
const T0 = 1_700_000_000_000;

/**
 * The behaviour every RateLimitStore must share (exact sliding log per key, blocked hits uncounted, whole-second
 * resets). `makeStore` opens a store on empty state; stores are closed after each test.
 */
export function runRateLimitStoreContract(
  name: string,
  makeStore: () => Promise<RateLimitStore>,
  opts: RateLimitStoreContractOptions = {},
): void {
  describe(`rate-limit store contract: ${name}`, () => {
    const opened: RateLimitStore[] = [];
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });

    async function fresh(): Promise<RateLimitStore> {
      const store = await makeStore();
      opened.push(store);
      return store;
    }

    async function sibling(ctx: TestContext, store: RateLimitStore): Promise<RateLimitStore> {
      if (!opts.sibling) return ctx.skip(`${name} has no sibling(): one instance is the whole store`);
      const other = await opts.sibling(store);
      opened.push(other);
      return other;
    }

    it("allows the limit, blocks the next with the exact wait, frees one unit when the oldest expires", async () => {
      const s = await fresh();
      for (let i = 0; i < 5; i++) {
        expect(await s.hit("k", free, T0 + i * 10_000)).toEqual({
          allowed: true,
          limit: 5,
          remaining: 4 - i,
          resetSeconds: 60 - i * 10,
        });
      }
      expect(await s.hit("k", free, T0 + 45_000)).toEqual({
        allowed: false,
        limit: 5,
        remaining: 0,
        resetSeconds: 15,
      });
      expect((await s.hit("k", free, T0 + 59_001)).resetSeconds).toBe(1);
      // Exactly one window after the first hit, it has left: one more fits.
      expect(await s.hit("k", free, T0 + 60_000)).toEqual({
        allowed: true,
        limit: 5,
        remaining: 0,
        resetSeconds: 10,
      });
      expect(await s.hit("k", free, T0 + 60_001)).toEqual({
        allowed: false,
        limit: 5,
        remaining: 0,
        resetSeconds: 10,
      });
    });

    it("rounds partial seconds up and never answers a reset of 0", async () => {
      const s = await fresh();
      const short: Budget = { name: "s", limit: 1, windowMs: 1_500 };
      expect(await s.hit("k", short, T0)).toEqual({ allowed: true, limit: 1, remaining: 0, resetSeconds: 2 });
      expect((await s.hit("k", short, T0 + 1_499)).resetSeconds).toBe(1);
      expect((await s.hit("k", short, T0 + 1_500)).allowed).toBe(true);
    });

    it("does not count blocked hits, so hammering never extends the ban", async () => {
      const s = await fresh();
      for (let i = 0; i < 5; i++) await s.hit("k", free, T0);
      for (let t = 1; t < 60_000; t += 4_999) expect((await s.hit("k", free, T0 + t)).allowed).toBe(false);
      expect(await s.hit("k", free, T0 + 60_000)).toEqual({
        allowed: true,
        limit: 5,
        remaining: 4,
        resetSeconds: 60,
      });
    });

    it("treats a limit of 0 as off: always allowed and nothing counted", async () => {
      const s = await fresh();
      const off: Budget = { name: "off", limit: 0, windowMs: 60_000 };
      for (let i = 0; i < 20; i++) {
        expect(await s.hit("k", off, T0)).toEqual({
          allowed: true,
          limit: 0,
          remaining: 0,
          resetSeconds: 60,
        });
      }
      expect((await s.hit("k", free, T0)).remaining).toBe(4);
    });

    it("keeps keys apart", async () => {
      const s = await fresh();
      for (let i = 0; i < 5; i++) await s.hit("a", free, T0);
      expect((await s.hit("a", free, T0)).allowed).toBe(false);
      expect(await s.hit("b", free, T0)).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
    });

    it("stays exact when the limit of a key shrinks", async () => {
      const s = await fresh();
      for (let i = 0; i < 5; i++) await s.hit("k", free, T0 + i * 1000);
      const small: Budget = { ...free, limit: 2 };
      // Hits at 0..4 s: room for a limit of 2 only once the hit at 3 s expires (t=63 s).
      expect(await s.hit("k", small, T0 + 10_000)).toEqual({
        allowed: false,
        limit: 2,
        remaining: 0,
        resetSeconds: 53,
      });
      expect((await s.hit("k", small, T0 + 62_999)).allowed).toBe(false);
      expect((await s.hit("k", small, T0 + 63_000)).allowed).toBe(true);
    });

    it("keeps the log ordered when the clock steps back", async () => {
      const s = await fresh();
      const two: Budget = { name: "x", limit: 2, windowMs: 10_000 };
      await s.hit("k", two, T0 + 5_000);
      await s.hit("k", two, T0);
      expect((await s.hit("k", two, T0 + 14_999)).allowed).toBe(false);
      // Both count from t=5 s, so both are gone at 15 s.
      expect(await s.hit("k", two, T0 + 15_000)).toEqual({
        allowed: true,
        limit: 2,
        remaining: 1,
        resetSeconds: 10,
      });
    });

    it("rejects malformed budgets", async () => {
      const s = await fresh();
      await expect(s.hit("k", { name: "x", limit: 1.5, windowMs: 1000 }, T0)).rejects.toThrow(RangeError);
      await expect(s.hit("k", { name: "x", limit: -1, windowMs: 1000 }, T0)).rejects.toThrow(RangeError);
      await expect(s.hit("k", { name: "x", limit: 1, windowMs: 0 }, T0)).rejects.toThrow(RangeError);
    });

    it("admits exactly the limit out of concurrent hits", async () => {
      const s = await fresh();
      const ten: Budget = { name: "c", limit: 10, windowMs: 60_000 };
      const decisions = await Promise.all(Array.from({ length: 50 }, () => s.hit("k", ten, T0)));
      const allowed = decisions.filter((d) => d.allowed);
      expect(allowed).toHaveLength(10);
      expect(allowed.map((d) => d.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(
        decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.resetSeconds === 60),
      ).toBe(true);
    });

    // Only stores that several processes share have a second instance to test against: for the memory store these
    // cases are not registered at all (they don't apply), rather than reported as skipped.
    const itShared = opts.sibling ? it : ((() => undefined) as unknown as typeof it);

    itShared("two instances share one budget", async (ctx) => {
      const a = await fresh();
      const b = await sibling(ctx, a);
      for (let i = 0; i < 3; i++) expect((await a.hit("k", free, T0 + i * 1000)).remaining).toBe(4 - i);
      expect((await b.hit("k", free, T0 + 3_000)).remaining).toBe(1);
      expect((await b.hit("k", free, T0 + 4_000)).remaining).toBe(0);
      expect(await a.hit("k", free, T0 + 5_000)).toEqual({
        allowed: false,
        limit: 5,
        remaining: 0,
        resetSeconds: 55,
      });
      // The hit a counted at t=0 frees a unit for b too.
      expect((await b.hit("k", free, T0 + 60_000)).allowed).toBe(true);
      expect((await a.hit("k", free, T0 + 60_000)).allowed).toBe(false);
    });

    itShared("two instances admit exactly the limit out of concurrent hits", async (ctx) => {
      const a = await fresh();
      const b = await sibling(ctx, a);
      const ten: Budget = { name: "c", limit: 10, windowMs: 60_000 };
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit("k", ten, T0 + (i % 7))),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      expect((await a.hit("k", ten, T0 + 10)).allowed).toBe(false);
    });
  });
}
