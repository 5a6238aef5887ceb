import { describe, expect, it, type TestContext } from "vitest";
import type { PaymentEntry, PaymentEntryInput } from "../payments/ledger.js";
import { makePayment, randomAddress, upperHex } from "./contract-fixtures.js";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;
/** A second, open store on the same database as `store`: another replica. */
type Sibling = (ctx: TestContext, store: Store) => Promise<Store>;

const AT = new Date("2026-11-22T08:00:00.123Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);

/** The entry as `verified`, just reserved, read back. */
const verifiedOf = (p: PaymentEntryInput): PaymentEntry => ({
  ...p,
  payer: p.payer.toLowerCase(),
  asset: p.asset.toLowerCase(),
  nonce: p.nonce.toLowerCase(),
  outcome: "verified",
  txHash: undefined,
  reason: undefined,
  updatedAt: p.at,
});

/** The payments-ledger part of the store contract; see `runStoreContract`. */
export function runPaymentContract(fresh: Open, sibling: Sibling): void {
  describe("payments", () => {
    it("reserve records a verified entry; a re-spelled duplicate is refused and writes nothing", async (ctx) => {
      const store = await fresh(ctx);
      const p = makePayment({ payer: upperHex(randomAddress()), asset: upperHex(makePayment().asset) });
      expect(await store.reservePayment(p)).toEqual({ reserved: true });
      expect(await store.paymentById(p.id)).toEqual(verifiedOf(p));

      const again = [
        { ...p, id: `${p.id}_dup1`, payer: p.payer.toLowerCase() },
        { ...p, id: `${p.id}_dup2`, asset: p.asset.toLowerCase(), nonce: upperHex(p.nonce) },
        { ...p, id: `${p.id}_dup3`, amount: "1", route: "other" },
      ];
      for (const dup of again) {
        expect(await store.reservePayment(dup)).toEqual({ reserved: false });
        expect(await store.paymentById(dup.id)).toBeUndefined();
      }
      expect(await store.recentPayments(10)).toEqual([verifiedOf(p)]);
    });

    it("the same nonce from another payer, network or asset is a separate authorization", async (ctx) => {
      const store = await fresh(ctx);
      const p = makePayment();
      expect(await store.reservePayment(p)).toEqual({ reserved: true });
      for (const other of [{ payer: randomAddress() }, { network: "base" }, { asset: randomAddress() }]) {
        expect(await store.reservePayment({ ...p, ...other, id: makePayment().id })).toEqual({
          reserved: true,
        });
      }
      expect((await store.paymentSummary()).pending).toBe(4);
    });

    it("racing reservations of one authorization, on one store or two, let exactly one through", async (ctx) => {
      const a = await fresh(ctx);
      const p = makePayment();
      const oneStore = await Promise.all(
        [0, 1, 2, 3].map(() => a.reservePayment({ ...makePayment(), payer: p.payer, nonce: p.nonce })),
      );
      expect(oneStore.filter((r) => r.reserved)).toHaveLength(1);

      const b = await sibling(ctx, a);
      const q = makePayment();
      const attempt = (s: Store) => s.reservePayment({ ...makePayment(), payer: q.payer, nonce: q.nonce });
      const replicas = [a, b, a, b];
      // node:sqlite is synchronous: two connections in one process cannot wait for each other's write lock (the
      // holder never gets the event loop back), so SQLite replicas take turns; separate processes would just wait.
      let twoStores: { reserved: boolean }[] = [];
      if (a.kind === "sqlite") for (const s of replicas) twoStores.push(await attempt(s));
      else twoStores = await Promise.all(replicas.map(attempt));
      expect(twoStores.filter((r) => r.reserved)).toHaveLength(1);
      expect((await a.paymentSummary()).calls).toBe(2);
      expect((await b.paymentSummary()).pending).toBe(2);
    });

    it("settled keeps the authorization spent; released and settle_failed free it", async (ctx) => {
      const store = await fresh(ctx);
      const cases = [
        { outcome: "settled", reusable: false },
        { outcome: "released", reusable: true },
        { outcome: "settle_failed", reusable: true },
      ] as const;
      for (const { outcome, reusable } of cases) {
        const p = makePayment();
        await store.reservePayment(p);
        expect(await store.resolvePayment(p.id, outcome, { at: later(1_000) })).toBe(true);
        const retry = { ...makePayment(), payer: upperHex(p.payer), nonce: p.nonce };
        expect(await store.reservePayment(retry)).toEqual({ reserved: reusable });
        expect((await store.paymentById(retry.id))?.outcome).toBe(reusable ? "verified" : undefined);
        expect((await store.paymentById(p.id))?.outcome).toBe(outcome);
      }
    });

    it("a payment resolves once: the second resolve returns false and changes nothing", async (ctx) => {
      const store = await fresh(ctx);
      const p = makePayment();
      await store.reservePayment(p);
      const [settledWon, releasedWon] = await Promise.all([
        store.resolvePayment(p.id, "settled", { at: later(1_000), txHash: "0xabc" }),
        store.resolvePayment(p.id, "released", { at: later(2_000), reason: "handler failed" }),
      ]);
      expect(settledWon).not.toBe(releasedWon);
      const resolved: PaymentEntry = settledWon
        ? { ...verifiedOf(p), outcome: "settled", txHash: "0xabc", updatedAt: later(1_000) }
        : { ...verifiedOf(p), outcome: "released", reason: "handler failed", updatedAt: later(2_000) };
      expect(await store.resolvePayment(p.id, "settle_failed", { at: later(3_000), reason: "late" })).toBe(
        false,
      );
      expect(await store.paymentById(p.id)).toEqual(resolved);
      // The loser did not touch the authorization: spent if settled, free if released.
      const retry = { ...makePayment(), payer: p.payer, nonce: p.nonce };
      expect(await store.reservePayment(retry)).toEqual({ reserved: !settledWon });
      expect(await store.resolvePayment("pay_missing", "settled", { at: AT })).toBe(false);
    });

    it("rejected entries are recorded without reserving and never block a later payment", async (ctx) => {
      const store = await fresh(ctx);
      const p = makePayment();
      await store.recordRejectedPayment(p, "invalid signature");
      await store.recordRejectedPayment({ ...p, id: makePayment().id }, "invalid signature");
      expect(await store.paymentById(p.id)).toEqual({
        ...verifiedOf(p),
        outcome: "rejected",
        reason: "invalid signature",
      });
      // A payload too broken to name a payer, nonce or amount is still recorded as presented.
      const broken = makePayment({ payer: "", nonce: "", amount: "1e6", validBefore: undefined });
      await store.recordRejectedPayment(broken, "malformed payload");
      expect(await store.paymentById(broken.id)).toMatchObject({ payer: "", nonce: "", amount: "1e6" });

      const valid = { ...makePayment(), payer: p.payer, nonce: p.nonce };
      expect(await store.reservePayment(valid)).toEqual({ reserved: true });
      expect(await store.paymentSummary()).toMatchObject({ calls: 4, rejected: 3, pending: 1 });
    });

    it("an amount that is not atomic units is refused before anything is written", async (ctx) => {
      const store = await fresh(ctx);
      for (const amount of ["", "1.5", "-1", "1e6", " 10", "0x10"]) {
        const p = makePayment({ amount });
        await expect(store.reservePayment(p)).rejects.toThrow(/atomic units/);
        expect(await store.paymentById(p.id)).toBeUndefined();
        // Nor was the authorization taken.
        expect(await store.reservePayment({ ...p, amount: "10" })).toEqual({ reserved: true });
      }
      const padded = makePayment({ amount: "0010000" });
      await store.reservePayment(padded);
      expect((await store.paymentById(padded.id))?.amount).toBe("10000");
    });

    it("stale payments are the verified entries expired before the cutoff, oldest first", async (ctx) => {
      const store = await fresh(ctx);
      const cutoff = later(600_000);
      const expiredLate = makePayment({ at: later(2), validBefore: later(300_000) });
      const expiredEarly = makePayment({ at: later(1), validBefore: later(599_999) });
      const atCutoff = makePayment({ validBefore: cutoff });
      const noExpiry = makePayment({ validBefore: undefined });
      const settled = makePayment({ validBefore: later(1) });
      const rejected = makePayment({ validBefore: later(1) });
      for (const p of [expiredLate, expiredEarly, atCutoff, noExpiry, settled]) await store.reservePayment(p);
      await store.resolvePayment(settled.id, "settled", { at: later(5), txHash: "0x01" });
      await store.recordRejectedPayment(rejected, "expired");

      const stale = await store.stalePayments(cutoff);
      expect(stale.map((p) => p.id)).toEqual([expiredEarly.id, expiredLate.id]);
      expect(stale[0]).toEqual(verifiedOf(expiredEarly));
      expect(await store.stalePayments(AT)).toEqual([]);
    });

    it("the summary counts every outcome and sums settled amounts exactly, past 2^53", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.paymentSummary()).toEqual({
        calls: 0,
        settled: 0,
        released: 0,
        rejected: 0,
        settleFailed: 0,
        pending: 0,
        revenueAtomic: "0",
      });
      const settle = async (amount: string, at: Date) => {
        const p = makePayment({ amount, at });
        await store.reservePayment(p);
        await store.resolvePayment(p.id, "settled", { at: later(3_600_000), txHash: "0x01" });
      };
      await settle("9007199254740993", AT);
      await settle("10000", later(60_000));
      await settle("123456789012345678901234567890", later(120_000));
      for (const outcome of ["released", "settle_failed"] as const) {
        const p = makePayment({ amount: "5", at: later(120_000) });
        await store.reservePayment(p);
        await store.resolvePayment(p.id, outcome, { at: later(180_000) });
      }
      await store.reservePayment(makePayment({ amount: "7", at: later(180_000) }));
      await store.recordRejectedPayment(makePayment({ amount: "11", at: later(180_000) }), "bad signature");

      expect(await store.paymentSummary()).toEqual({
        calls: 7,
        settled: 3,
        released: 1,
        rejected: 1,
        settleFailed: 1,
        pending: 1,
        revenueAtomic: "123456789012354686100489318883",
      });
      // `since` is inclusive, on when the entry was made (not when it settled).
      expect(await store.paymentSummary(later(60_000))).toMatchObject({
        calls: 6,
        settled: 2,
        revenueAtomic: "123456789012345678901234577890",
      });
      expect(await store.paymentSummary(later(60_001))).toMatchObject({
        calls: 5,
        revenueAtomic: "123456789012345678901234567890",
      });
    });

    it("recent is newest first, ties broken by the larger id, bounded by limit", async (ctx) => {
      const store = await fresh(ctx);
      const ps = [3, 0, 4, 1, 2].map((i) => makePayment({ at: later(i * 1_000) }));
      const tieA = makePayment({ id: `pay_a_${ps[0]?.id}`, at: later(9_000) });
      const tieB = makePayment({ id: `pay_b_${ps[0]?.id}`, at: later(9_000) });
      for (const p of [...ps, tieB, tieA]) await store.reservePayment(p);
      const newest = [tieB, tieA, ...[...ps].sort((x, y) => y.at.getTime() - x.at.getTime())];
      expect((await store.recentPayments(100)).map((p) => p.id)).toEqual(newest.map((p) => p.id));
      expect((await store.recentPayments(3)).map((p) => p.id)).toEqual(newest.slice(0, 3).map((p) => p.id));
      expect(await store.recentPayments(0)).toEqual([]);
    });

    it("paymentById round-trips every field", async (ctx) => {
      const store = await fresh(ctx);
      expect(await store.paymentById("pay_missing")).toBeUndefined();
      const p = makePayment({ x402Version: 2, network: "eip155:8453", amount: "9007199254740993" });
      await store.reservePayment(p);
      const settledAt = later(4_321);
      const txHash = `0x${"ab".repeat(32)}`;
      await store.resolvePayment(p.id, "settled", { at: settledAt, txHash, reason: "settled — late “ok”" });
      const got = await store.paymentById(p.id);
      expect(got).toEqual({
        ...p,
        outcome: "settled",
        txHash,
        reason: "settled — late “ok”",
        updatedAt: settledAt,
      });
      expect(got?.at).toBeInstanceOf(Date);
      expect(got?.validBefore).toBeInstanceOf(Date);

      const open = makePayment({ validBefore: undefined });
      await store.reservePayment(open);
      const back = await store.paymentById(open.id);
      expect(back).toEqual(verifiedOf(open));
      expect(back && "validBefore" in back && back.validBefore).toBeUndefined();
    });
  });
}
