import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentRequired } from "@x402/core/types";
import { type Address, createTestClient, type Hex, http } from "viem";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Devnet, startDevnet } from "../../devnet/start.js";
import { drainPayer, localGate, localPayer } from "../../tests/helpers/local-gate.js";
import type { GateResult, PaymentRequiredResult } from "./gate-types.js";

const BASE = "https://intel.example";
const ROUTE = {
  routeId: "intelligence.history",
  price: "0.03",
  resourceUrl: `${BASE}/v1/intelligence/history`,
  description: "Digest history",
};
const ROWS = { success: true, count: 2, data: [{ id: "mi_1" }, { id: "mi_2" }] };

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});

function setup() {
  const { config, ledger, gate } = localGate(devnet, BASE);
  const work = vi.fn(async () => ({ body: ROWS, billable: true }));
  return { config, ledger, gate, work };
}

const freshPayer = (usdc?: bigint) => localPayer(devnet, usdc);

function expect402(result: GateResult<object>): PaymentRequiredResult {
  if (result.kind !== "payment_required") throw new Error(`expected a 402, got ${result.kind}`);
  return result;
}

async function challengeOf(gate: ReturnType<typeof setup>["gate"]): Promise<PaymentRequired> {
  const result = expect402(await gate.process(ROUTE, async () => ({ body: {}, billable: true })));
  return decodePaymentRequiredHeader(result.headers["PAYMENT-REQUIRED"] ?? "");
}

/** What an x402 client does with a 402: choose, sign, encode. `edit` lets a test tamper with the offer. */
async function payHeader(
  gate: ReturnType<typeof setup>["gate"],
  payer: Awaited<ReturnType<typeof freshPayer>>,
  edit: (pr: PaymentRequired) => PaymentRequired = (pr) => pr,
): Promise<string> {
  const payload = await payer.client.createPaymentPayload(edit(await challengeOf(gate)));
  return payer.client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"] ?? "";
}

const balances = async () => ({ payTo: await devnet.balanceOf(devnet.payTo.address) });

describe("payment gate, local mode, on the devnet", () => {
  it("answers an unpaid request with a standard x402 V2 challenge and the spec's body; no ledger entry", async () => {
    const { gate, ledger, work } = setup();
    const result = expect402(await gate.process(ROUTE, work));

    expect(result.status).toBe(402);
    const challenge = decodePaymentRequiredHeader(result.headers["PAYMENT-REQUIRED"] ?? "");
    expect(challenge).toMatchObject({
      x402Version: 2,
      resource: { url: ROUTE.resourceUrl, description: ROUTE.description, mimeType: "application/json" },
    });
    expect(challenge.error).toMatch(/\$0\.03/);
    expect(challenge.accepts).toEqual([
      {
        scheme: "exact",
        network: "eip155:8453",
        amount: "30000",
        asset: devnet.usdc,
        payTo: devnet.payTo.address,
        maxTimeoutSeconds: 60,
        extra: { name: "USD Coin", version: "2" },
      },
    ]);
    expect(result.body).toEqual({
      x402Version: 2,
      accepts: [
        {
          scheme: "exact",
          network: "eip155:8453",
          asset: "USDC",
          price: "$0.03",
          payTo: devnet.payTo.address,
          mimeType: "application/json",
        },
      ],
      terms: `${BASE}/terms.txt`,
      success: false,
      error: { code: "payment_required", message: challenge.error },
      charged: false,
    });
    expect(work).not.toHaveBeenCalled();
    expect(await ledger.recentPayments(10)).toEqual([]);
  });

  it("charges a valid payment after the work: exactly the price moves, the ledger says settled", async () => {
    const { gate, ledger, work } = setup();
    const payer = await freshPayer();
    const paymentSignature = await payHeader(gate, payer);
    const before = await balances();

    const result = await gate.process({ ...ROUTE, paymentSignature }, work);

    if (result.kind !== "paid") throw new Error(`expected paid, got ${JSON.stringify(result)}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ...ROWS, charged: true });
    expect(result.payer).toBe(payer.address);
    expect(work).toHaveBeenCalledOnce();
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before.payTo + 30_000n);
    expect(await devnet.balanceOf(payer.address)).toBe(1_000_000n - 30_000n);

    const receipt = decodePaymentResponseHeader(result.headers["PAYMENT-RESPONSE"] ?? "");
    expect(receipt).toEqual({
      success: true,
      transaction: result.txHash,
      network: "eip155:8453",
      payer: payer.address,
    });
    const tx = await devnet.publicClient.getTransactionReceipt({ hash: result.txHash as Hex });
    expect(tx.status).toBe("success");

    const [entry] = await ledger.recentPayments(10);
    expect(entry).toMatchObject({
      route: ROUTE.routeId,
      resource: ROUTE.resourceUrl,
      x402Version: 2,
      network: "eip155:8453",
      payer: payer.address.toLowerCase(),
      amount: "30000",
      outcome: "settled",
      txHash: result.txHash,
    });
    expect(entry?.nonce).toMatch(/^0x[0-9a-f]{64}$/);
    expect(entry?.validBefore?.getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses a replay of a settled payment before any work, and moves nothing", async () => {
    const { gate, ledger, work } = setup();
    const payer = await freshPayer();
    const paymentSignature = await payHeader(gate, payer);
    expect((await gate.process({ ...ROUTE, paymentSignature }, work)).kind).toBe("paid");
    const before = await balances();

    const replay = expect402(await gate.process({ ...ROUTE, paymentSignature }, work));

    expect(replay.body.error).toEqual({
      code: "payment_invalid",
      message: "Payment rejected: authorization already used. Nothing was charged.",
    });
    expect(replay.reason).toBe("authorization already used");
    expect(work).toHaveBeenCalledOnce();
    expect(await balances()).toEqual(before);
    expect((await ledger.recentPayments(10)).map((e) => e.outcome).sort()).toEqual(["rejected", "settled"]);
  });

  it("when the work throws: rethrows the same error, releases the reservation, transfers nothing", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer();
    const paymentSignature = await payHeader(gate, payer);
    const before = await balances();
    const boom = new Error("upstream exploded");

    await expect(gate.process({ ...ROUTE, paymentSignature }, () => Promise.reject(boom))).rejects.toBe(boom);

    expect(await balances()).toEqual(before);
    const [entry] = await ledger.recentPayments(10);
    expect(entry).toMatchObject({
      outcome: "released",
      reason: "work failed: not charged",
      txHash: undefined,
    });

    // Released means never spent: the same signed authorization pays for a later, successful call.
    const retry = await gate.process({ ...ROUTE, paymentSignature }, async () => ({
      body: ROWS,
      billable: true,
    }));
    expect(retry.kind).toBe("paid");
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before.payTo + 30_000n);
  });

  it("serves a below-threshold answer free: charged false, released, nothing settled", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer();
    const paymentSignature = await payHeader(gate, payer);
    const before = await balances();
    const empty = { success: true, count: 0, data: [] };

    const result = await gate.process({ ...ROUTE, paymentSignature }, async () => ({
      body: empty,
      billable: false,
    }));

    expect(result).toEqual({
      kind: "free_answer",
      status: 200,
      headers: { "Cache-Control": "private, no-store" },
      body: { ...empty, charged: false },
      payer: payer.address,
    });
    expect(await balances()).toEqual(before);
    expect(await devnet.balanceOf(payer.address)).toBe(1_000_000n);
    expect((await ledger.recentPayments(1))[0]).toMatchObject({
      outcome: "released",
      reason: "below threshold: not charged",
    });
  });

  describe("invalid payments: 402 payment_invalid with a safe reason, ledger rejected, nothing moves", () => {
    const ELSEWHERE: Address = "0x000000000000000000000000000000000000dEaD";
    type Case = {
      name: string;
      reason: string;
      usdc?: bigint;
      header: (
        g: ReturnType<typeof setup>["gate"],
        p: Awaited<ReturnType<typeof freshPayer>>,
      ) => Promise<string>;
    };
    const reencode = (header: string, edit: (payload: Record<string, unknown>) => void): string => {
      const payload = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as Record<string, unknown>;
      edit(payload);
      return Buffer.from(JSON.stringify(payload)).toString("base64");
    };
    const offer = (edit: Record<string, unknown>) => (pr: PaymentRequired) => ({
      ...pr,
      accepts: pr.accepts.map((a) => ({ ...a, ...edit })),
    });
    const cases: Case[] = [
      {
        name: "signed for 10000 against a 30000 price",
        reason: "amount does not match the price",
        header: (g, p) => payHeader(g, p, offer({ amount: "10000" })),
      },
      {
        name: "signed for 10000 while claiming our requirements",
        reason: "amount does not match the price",
        header: async (g, p) => {
          const ours = (await challengeOf(g)).accepts[0];
          return reencode(await payHeader(g, p, offer({ amount: "10000" })), (x) => {
            x.accepted = ours;
          });
        },
      },
      {
        name: "paying someone else",
        reason: "wrong recipient",
        header: (g, p) => payHeader(g, p, offer({ payTo: ELSEWHERE })),
      },
      {
        name: "paying someone else while claiming our requirements",
        reason: "wrong recipient",
        header: async (g, p) => {
          const ours = (await challengeOf(g)).accepts[0];
          return reencode(await payHeader(g, p, offer({ payTo: ELSEWHERE })), (x) => {
            x.accepted = ours;
          });
        },
      },
      {
        name: "an expired authorization",
        reason: "authorization expired",
        header: async (g, p) => {
          const challenge = await challengeOf(g);
          const clock = vi.spyOn(Date, "now").mockReturnValue(Date.now() - 10 * 60_000);
          try {
            const payload = await p.client.createPaymentPayload(challenge);
            return p.client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"] ?? "";
          } finally {
            clock.mockRestore();
          }
        },
      },
      {
        name: "someone else's signature",
        reason: "signature does not match",
        header: async (g, p) => {
          const forger = await freshPayer(0n);
          return reencode(await payHeader(g, forger), (x) => {
            (x.payload as { authorization: { from: string } }).authorization.from = p.address;
          });
        },
      },
      {
        name: "a payer without the funds",
        reason: "insufficient balance",
        usdc: 10_000n,
        header: (g, p) => payHeader(g, p),
      },
      {
        name: "a garbage header",
        reason: "malformed payment header",
        header: async () => "this is not a payment",
      },
    ];

    it.each(cases)("$name → $reason", async ({ reason, usdc, header }) => {
      const { gate, ledger, work } = setup();
      const payer = await freshPayer(usdc ?? 1_000_000n);
      const paymentSignature = await header(gate, payer);
      const before = await balances();

      const result = expect402(await gate.process({ ...ROUTE, paymentSignature }, work));

      expect(result.body.error).toEqual({
        code: "payment_invalid",
        message: `Payment rejected: ${reason}. Nothing was charged.`,
      });
      expect(decodePaymentRequiredHeader(result.headers["PAYMENT-REQUIRED"] ?? "").error).toBe(
        result.body.error.message,
      );
      expect(work).not.toHaveBeenCalled();
      expect(await balances()).toEqual(before);
      const entries = await ledger.recentPayments(10);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ outcome: "rejected", route: ROUTE.routeId });
      expect(entries[0]?.reason).toContain(reason);
      if (reason === "malformed payment header") expect(entries[0]).toMatchObject({ payer: "", nonce: "" });
    });
  });

  it("lets exactly one of two concurrent uses of one payment through; the work runs once", async () => {
    const { gate, ledger, work } = setup();
    const payer = await freshPayer();
    const paymentSignature = await payHeader(gate, payer);
    const before = await balances();

    const results = await Promise.all([
      gate.process({ ...ROUTE, paymentSignature }, work),
      gate.process({ ...ROUTE, paymentSignature }, work),
    ]);

    expect(results.map((r) => r.kind).sort()).toEqual(["paid", "payment_required"]);
    const refused = expect402(results.find((r) => r.kind === "payment_required") as GateResult<object>);
    expect(refused.reason).toBe("authorization already used");
    expect(work).toHaveBeenCalledOnce();
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before.payTo + 30_000n);
    expect((await ledger.paymentSummary()).settled).toBe(1);
  });

  it("withholds the content when settlement fails after the work (the payer emptied its wallet meanwhile)", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer(30_000n);
    const testClient = createTestClient({
      chain: devnet.chain,
      mode: "hardhat",
      transport: http(devnet.rpcUrl),
    });
    await testClient.setBalance({ address: payer.address, value: 10n ** 18n });
    const paymentSignature = await payHeader(gate, payer);
    const before = await balances();

    const drain = async () => {
      await drainPayer(devnet, payer.key, 30_000n);
      return { body: { secret: "the paid content" }, billable: true };
    };

    const result = expect402(await gate.process({ ...ROUTE, paymentSignature }, drain));

    expect(result.code).toBe("settlement_failed");
    expect(result.body.error.code).toBe("settlement_failed");
    expect(result.body.error.message).toBe(
      "Settlement failed: insufficient balance. Nothing was charged and the content is withheld.",
    );
    expect(JSON.stringify(result)).not.toContain("the paid content");
    expect(decodePaymentResponseHeader(result.headers["PAYMENT-RESPONSE"] ?? "")).toMatchObject({
      success: false,
      errorReason: "invalid_exact_evm_insufficient_balance",
      payer: payer.address,
    });
    expect(await balances()).toEqual(before);
    expect((await ledger.recentPayments(1))[0]).toMatchObject({ outcome: "settle_failed" });
    expect((await ledger.recentPayments(1))[0]?.reason).toMatch(/^insufficient balance/);
  });
});
