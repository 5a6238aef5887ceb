import type { PaymentRequirements } from "@x402/core/types";
import { describe, expect, it } from "vitest";
import { mismatchReason, safeSettleCode, safeSettleReason, safeVerifyReason } from "./reasons.js";

const ours: PaymentRequirements = {
  scheme: "exact",
  network: "eip155:8453",
  asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  amount: "30000",
  payTo: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  maxTimeoutSeconds: 60,
  extra: { name: "USD Coin", version: "2" },
};

describe("safe reasons", () => {
  it("maps facilitator codes to short phrases", () => {
    expect(safeVerifyReason("invalid_exact_evm_payload_authorization_valid_after")).toBe(
      "authorization not yet valid",
    );
    expect(safeVerifyReason("invalid_exact_evm_nonce_already_used")).toBe("authorization already used");
    expect(safeVerifyReason("invalid_exact_evm_network_mismatch")).toBe("wrong network");
    expect(safeSettleReason("invalid_exact_evm_transaction_failed")).toBe("transfer reverted on-chain");
  });

  it("never echoes an unknown code or message", () => {
    const leaky = "execution reverted: RPC https://user:pass@rpc.example failed at 0xdeadbeef";
    expect(safeVerifyReason(leaky)).toBe("payment could not be verified");
    expect(safeVerifyReason(undefined)).toBe("payment could not be verified");
    expect(safeSettleReason(leaky)).toBe("payment could not be settled");
    expect(safeSettleCode(leaky)).toBe("settlement_failed");
    expect(safeSettleCode("invalid_exact_evm_insufficient_balance")).toBe(
      "invalid_exact_evm_insufficient_balance",
    );
    // An own-property check, not a prototype lookup.
    expect(safeVerifyReason("constructor")).toBe("payment could not be verified");
  });

  it("explains which field of `accepted` differs from our requirements", () => {
    expect(mismatchReason({ ...ours, scheme: "upto" }, [ours])).toBe("unsupported payment scheme");
    expect(mismatchReason({ ...ours, network: "eip155:84532" }, [ours])).toBe("wrong network");
    expect(mismatchReason({ ...ours, asset: "0x0000000000000000000000000000000000000001" }, [ours])).toBe(
      "wrong asset",
    );
    expect(mismatchReason({ ...ours, amount: "10000" }, [ours])).toBe("amount does not match the price");
    expect(mismatchReason({ ...ours, payTo: "0x000000000000000000000000000000000000dEaD" }, [ours])).toBe(
      "wrong recipient",
    );
    expect(mismatchReason({ ...ours, maxTimeoutSeconds: 5 }, [ours])).toBe(
      "payment does not match the requirements",
    );
  });
});
