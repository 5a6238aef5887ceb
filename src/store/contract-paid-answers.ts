import { describe, expect, it, type TestContext } from "vitest";
import type { PaidAnswerInput } from "../payments/paid-answers.js";
import type { Store } from "./types.js";

type Open = (ctx: TestContext) => Promise<Store>;

const AT = new Date("2026-11-22T08:00:05.000Z");
const later = (ms: number): Date => new Date(AT.getTime() + ms);

function answer(overrides: Partial<PaidAnswerInput> = {}): PaidAnswerInput {
  return {
    network: "eip155:8453",
    asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    payer: "0xAbCdEf0000000000000000000000000000000001",
    nonce: `0x${"Ab".repeat(32)}`,
    paymentId: "pay_1",
    paymentDigest: "d1",
    request: "getPulseNarratives /v1/pulse/narratives",
    body: '{"narratives":[{"id":1,"title":"é – ✓"}],"charged":true}',
    receipt: "",
    at: AT,
    expiresAt: later(600_000),
    ...overrides,
  };
}

/** Paid answers kept for re-serving; see `runStoreContract`. */
export function runPaidAnswerContract(fresh: Open): void {
  describe("paid answers", () => {
    it("keeps an answer under its authorization, whatever the hex case, and returns its bytes unchanged", async (ctx) => {
      const store = await fresh(ctx);
      const a = answer();
      await store.keepPaidAnswer(a);
      const key = {
        network: a.network,
        asset: a.asset.toUpperCase(),
        payer: a.payer,
        nonce: a.nonce.toUpperCase(),
      };
      const got = await store.paidAnswerFor(key, later(1000));
      expect(got).toMatchObject({ paymentId: "pay_1", paymentDigest: "d1", request: a.request, receipt: "" });
      expect(got?.body).toBe(a.body);
      expect(got?.expiresAt.getTime()).toBe(a.expiresAt.getTime());
      expect(
        await store.paidAnswerFor({ ...key, nonce: `0x${"cd".repeat(32)}` }, later(1000)),
      ).toBeUndefined();
    });

    it("records the receipt once settled, and replaces an answer when the authorization buys again", async (ctx) => {
      const store = await fresh(ctx);
      await store.keepPaidAnswer(answer());
      await store.settlePaidAnswer("pay_1", "receipt-1");
      expect((await store.paidAnswerFor(answer(), later(1)))?.receipt).toBe("receipt-1");
      await store.keepPaidAnswer(answer({ paymentId: "pay_2", body: "{}", request: "other" }));
      expect(await store.paidAnswerFor(answer(), later(1))).toMatchObject({
        paymentId: "pay_2",
        body: "{}",
        request: "other",
        receipt: "",
      });
    });

    it("never returns an expired answer, and prunes only the expired ones", async (ctx) => {
      const store = await fresh(ctx);
      await store.keepPaidAnswer(answer());
      await store.keepPaidAnswer(answer({ nonce: `0x${"02".repeat(32)}`, expiresAt: later(1_200_000) }));
      expect(await store.paidAnswerFor(answer(), later(600_000))).toBeUndefined();
      expect(await store.prunePaidAnswers(later(600_000))).toBe(1);
      expect(await store.prunePaidAnswers(later(600_000))).toBe(0);
      const kept = answer({ nonce: `0x${"02".repeat(32)}` });
      expect(await store.paidAnswerFor(kept, later(600_000))).toBeDefined();
    });
  });
}
