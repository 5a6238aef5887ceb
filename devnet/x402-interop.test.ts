import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_USDC_ADDRESS } from "./chain.js";
import { type Devnet, startDevnet } from "./start.js";
import { createLocalFacilitator, createPayerClient, devnetRequirements } from "./x402-local.js";

function paymentRequired(requirements: PaymentRequirements): PaymentRequired {
  return {
    x402Version: 2,
    resource: { url: "http://127.0.0.1/v1/devnet-test", description: "devnet interop test" },
    accepts: [requirements],
  };
}

// The official @x402/evm client signs and its facilitator verifies and settles: if TestUSDC deviated from
// USDC anywhere x402 looks (domain, ABI overload, revert strings, events), one of these would fail.
describe("@x402/evm exact scheme against TestUSDC", () => {
  let devnet: Devnet;

  beforeAll(async () => {
    devnet = await startDevnet();
  });

  afterAll(async () => {
    await devnet?.stop();
  });

  it("creates, verifies and settles a payment; balances move by exactly the amount", async () => {
    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 10_000n);
    const client = createPayerClient(devnet.payer.privateKey, devnet.usdc);
    const facilitator = createLocalFacilitator(devnet.rpcUrl, devnet.settler.privateKey);
    const before = await Promise.all([
      devnet.balanceOf(devnet.payer.address),
      devnet.balanceOf(devnet.payTo.address),
    ]);

    const payload = await client.createPaymentPayload(paymentRequired(requirements));
    const verified = await facilitator.verify(payload, requirements);
    expect(verified).toMatchObject({ isValid: true, payer: devnet.payer.address });

    const settled = await facilitator.settle(payload, requirements);
    expect(settled).toMatchObject({ success: true, network: "eip155:8453", payer: devnet.payer.address });
    const receipt = await devnet.publicClient.getTransactionReceipt({
      hash: settled.transaction as `0x${string}`,
    });
    expect(receipt.from.toLowerCase()).toBe(devnet.settler.address.toLowerCase());

    expect(await devnet.balanceOf(devnet.payer.address)).toBe(before[0] - 10_000n);
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before[1] + 10_000n);

    // The same payload again: the simulation reverts, and the facilitator's Multicall3-based diagnosis
    // (authorizationState, balanceOf, name, version in one tryAggregate) names the cause.
    const replay = await facilitator.verify(payload, requirements);
    expect(replay).toMatchObject({ isValid: false, invalidReason: "invalid_exact_evm_nonce_already_used" });
    const resettle = await facilitator.settle(payload, requirements);
    expect(resettle).toMatchObject({ success: false, errorReason: "invalid_exact_evm_nonce_already_used" });
  });

  it("settles concurrent payments from one settler account (nonceManager)", async () => {
    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 1_000n);
    const client = createPayerClient(devnet.payer.privateKey, devnet.usdc);
    const facilitator = createLocalFacilitator(devnet.rpcUrl, devnet.settler.privateKey);
    const before = await devnet.balanceOf(devnet.payTo.address);

    const payloads = await Promise.all(
      Array.from({ length: 20 }, () => client.createPaymentPayload(paymentRequired(requirements))),
    );
    const results = await Promise.all(payloads.map((p) => facilitator.settle(p, requirements)));

    expect(results.map((r) => r.success)).toEqual(Array(20).fill(true));
    expect(new Set(results.map((r) => r.transaction)).size).toBe(20);
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(before + 20_000n);
  });

  it("x402Client refuses a non-default asset unless it is allow-listed", async () => {
    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 10_000n);
    const client = createPayerClient(devnet.payer.privateKey);
    await expect(client.createPaymentPayload(paymentRequired(requirements))).rejects.toThrow(/spendControls/);
  });
});

describe("startDevnet({ canonicalUsdc: true })", () => {
  let devnet: Devnet;

  beforeAll(async () => {
    devnet = await startDevnet({ canonicalUsdc: true });
  });

  afterAll(async () => {
    await devnet?.stop();
  });

  it("puts TestUSDC at Base's USDC address, which x402Client accepts without an allow-list", async () => {
    expect(devnet.usdc).toBe(BASE_USDC_ADDRESS);
    expect(await devnet.balanceOf(devnet.payer.address)).toBe(1_000_000_000n);

    const requirements = devnetRequirements(devnet.usdc, devnet.payTo.address, 10_000n);
    const payload = await createPayerClient(devnet.payer.privateKey).createPaymentPayload(
      paymentRequired(requirements),
    );
    const settled = await createLocalFacilitator(devnet.rpcUrl, devnet.settler.privateKey).settle(
      payload,
      requirements,
    );
    expect(settled.success).toBe(true);
    expect(await devnet.balanceOf(devnet.payTo.address)).toBe(10_000n);
  });
});
