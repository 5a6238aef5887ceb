import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from "@x402/core/http";
import type { PaymentPayload } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { encodeAbiParameters, type Hex, keccak256, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Devnet, startDevnet } from "../../devnet/start.js";
import { drainPayer, localGate, localPayer } from "../../tests/helpers/local-gate.js";
import { Secret } from "./config.js";
import type { GateResult } from "./gate-types.js";
import { createLocalFacilitator } from "./local-facilitator.js";

// The lean settle path (lean-scheme.ts + lean-signer.ts) on the devnet, through the payment gate: which payloads
// skip the scheme's re-verification, and the careful-service rules at the edges: a transfer known to fail is never
// broadcast, a transfer that reverts on-chain is not charged and its content withheld.

const BASE = "https://intel.example";
const ROUTE = {
  routeId: "intelligence.history",
  price: "0.03",
  resourceUrl: `${BASE}/v1/intelligence/history`,
  description: "Digest history",
};
const SECRET = { secret: "the paid content" };

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const rpcRequest = (method: string, params: unknown[]) =>
  devnet.publicClient.request({ method, params } as never) as Promise<unknown>;

function setup() {
  const { ledger, gate } = localGate(devnet, BASE);
  return { gate, ledger };
}

const freshPayer = (usdc?: bigint) => localPayer(devnet, usdc);

async function signedPayment(
  gate: ReturnType<typeof setup>["gate"],
  payer: Awaited<ReturnType<typeof freshPayer>>,
) {
  const challenge = await gate.process(ROUTE, async () => ({ body: {}, billable: true }));
  if (challenge.kind !== "payment_required") throw new Error("expected a 402");
  const required = decodePaymentRequiredHeader(challenge.headers["PAYMENT-REQUIRED"] ?? "");
  const payload = await payer.client.createPaymentPayload(required);
  const header = payer.client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"] ?? "";
  return { payload, requirements: required.accepts[0], header };
}

const settlerNonce = () =>
  devnet.publicClient.getTransactionCount({ address: devnet.settler.address, blockTag: "pending" });

describe("lean settlement, on the devnet", () => {
  it("settles a payload the scheme just verified without running the scheme's settle (no second recovery)", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer();
    const { header } = await signedPayment(gate, payer);
    const schemeSettle = vi.spyOn(ExactEvmScheme.prototype, "settle");

    const result = await gate.process({ ...ROUTE, paymentSignature: header }, async () => ({
      body: SECRET,
      billable: true,
    }));

    expect(result.kind).toBe("paid");
    expect(schemeSettle).not.toHaveBeenCalled();
    expect((await ledger.paymentSummary()).settled).toBe(1);
    const txHash = (result as Extract<GateResult<object>, { kind: "paid" }>).txHash as Hex;
    expect((await devnet.publicClient.getTransactionReceipt({ hash: txHash })).status).toBe("success");
  });

  it("settles a payload it never verified through the scheme's full path (re-verified there)", async () => {
    const { gate } = setup();
    const payer = await freshPayer();
    const { payload, requirements } = await signedPayment(gate, payer);
    // A facilitator of its own, with another funded settler, that sees this payload for the first time at settle.
    const settlerKey = generatePrivateKey();
    await rpcRequest("hardhat_setBalance", [privateKeyToAccount(settlerKey).address, toHex(10n ** 20n)]);
    const facilitator = createLocalFacilitator({
      rpcUrl: devnet.rpcUrl,
      settlerKey: new Secret(settlerKey),
      network: "eip155:8453",
      chainId: 8453,
      rpc: { retryCount: 0, pollingIntervalMs: 50 },
    });
    const schemeSettle = vi.spyOn(ExactEvmScheme.prototype, "settle");

    const settled = await facilitator.settle(payload as PaymentPayload, requirements as never);

    expect(settled.success).toBe(true);
    expect(schemeSettle).toHaveBeenCalledOnce();
  });

  it("refuses a payer who emptied the wallet during the work without broadcasting anything", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer(30_000n);
    await rpcRequest("hardhat_setBalance", [payer.address, toHex(10n ** 18n)]);
    const { header } = await signedPayment(gate, payer);
    const drain = async () => {
      await drainPayer(devnet, payer.key, 30_000n);
      return { body: SECRET, billable: true };
    };
    const noncesBefore = await settlerNonce();

    const result = await gate.process({ ...ROUTE, paymentSignature: header }, drain);

    expect(result.kind).toBe("payment_required");
    expect(JSON.stringify(result)).not.toContain("the paid content");
    // Nothing left the settler: not mined, not pending.
    expect(await settlerNonce()).toBe(noncesBefore);
    expect((await ledger.recentPayments(1))[0]).toMatchObject({ outcome: "settle_failed" });
    expect((await ledger.recentPayments(1))[0]?.reason).toMatch(/^insufficient balance/);
  });

  it("does not charge, and withholds the content, when the transfer reverts on-chain after it was sent", async () => {
    const { gate, ledger } = setup();
    const payer = await freshPayer(30_000n);
    const { header } = await signedPayment(gate, payer);
    const payToBefore = await devnet.balanceOf(devnet.payTo.address);
    const noncesBefore = await settlerNonce();
    // Mining paused, so the payer's balance can vanish between our check-and-send and the block that includes it.
    await rpcRequest("evm_setIntervalMining", [0]);
    try {
      const answer = gate.process({ ...ROUTE, paymentSignature: header }, async () => ({
        body: SECRET,
        billable: true,
      }));
      while ((await settlerNonce()) === noncesBefore) await new Promise((r) => setTimeout(r, 10));
      // TestUSDC keeps balanceOf in slot 1: the payer's balance goes to zero under the pending transfer.
      const slot = keccak256(
        encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [payer.address, 1n]),
      );
      await rpcRequest("hardhat_setStorageAt", [devnet.usdc, slot, toHex(0n, { size: 32 })]);
      await rpcRequest("evm_mine", []);
      const result = await answer;

      expect(result.kind).toBe("payment_required");
      if (result.kind !== "payment_required") return;
      expect(result.code).toBe("settlement_failed");
      expect(JSON.stringify(result)).not.toContain("the paid content");
      const response = decodePaymentResponseHeader(result.headers["PAYMENT-RESPONSE"] ?? "");
      expect(response).toMatchObject({ success: false, errorReason: "invalid_exact_evm_transaction_failed" });
      const receipt = await devnet.publicClient.getTransactionReceipt({ hash: response.transaction as Hex });
      expect(receipt.status).toBe("reverted");
      expect(await devnet.balanceOf(devnet.payTo.address)).toBe(payToBefore);
      const entry = (await ledger.recentPayments(1))[0];
      expect(entry).toMatchObject({ outcome: "settle_failed", txHash: response.transaction });
    } finally {
      await rpcRequest("evm_setIntervalMining", [100]);
    }
  });
});
