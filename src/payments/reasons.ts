import type { PaymentRequirements } from "@x402/core/types";

/**
 * Facilitators answer with machine codes and, in `invalidMessage`/`errorMessage`, raw RPC or revert text. Only
 * the short phrases below ever reach a client; the codes go to the ledger and logs.
 */
const VERIFY_REASONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    invalid_exact_evm_signature: "signature does not match",
    invalid_exact_evm_failed_to_parse_signature: "signature does not match",
    invalid_exact_evm_payload_authorization_value_mismatch: "amount does not match the price",
    invalid_exact_evm_authorization_value: "amount does not match the price",
    invalid_exact_evm_payload_authorization_valid_before: "authorization expired",
    invalid_exact_evm_payload_authorization_valid_after: "authorization not yet valid",
    invalid_exact_evm_insufficient_balance: "insufficient balance",
    invalid_exact_evm_recipient_mismatch: "wrong recipient",
    invalid_exact_evm_network_mismatch: "wrong network",
    invalid_exact_evm_nonce_already_used: "authorization already used",
    invalid_exact_evm_scheme: "unsupported payment scheme",
    invalid_exact_evm_missing_eip712_domain: "wrong asset",
    invalid_exact_evm_token_name_mismatch: "wrong asset",
    invalid_exact_evm_token_version_mismatch: "wrong asset",
    invalid_exact_evm_eip3009_not_supported: "wrong asset",
    asset_not_deployed_contract: "wrong asset",
    invalid_exact_evm_transaction_simulation_failed: "payment would not settle",
    eip6492_factory_not_allowed: "unsupported wallet",
    unsupported_payload_type: "unsupported payment payload",
  }),
);

export const SETTLE_FALLBACK_REASON = "payment could not be settled";

/** A safe phrase for a verify `invalidReason` code. */
export function safeVerifyReason(code: string | undefined): string {
  return (code && VERIFY_REASONS.get(code)) || "payment could not be verified";
}

/** A safe phrase for a settle `errorReason` code: the same conditions can surface at settlement time. */
export function safeSettleReason(code: string | undefined): string {
  if (code === "invalid_exact_evm_transaction_failed") return "transfer reverted on-chain";
  return (code && VERIFY_REASONS.get(code)) || SETTLE_FALLBACK_REASON;
}

/** Settle error codes safe to echo in a failed PAYMENT-RESPONSE (they are protocol codes, not messages). */
export function safeSettleCode(code: string | undefined): string {
  return code && (VERIFY_REASONS.has(code) || code === "invalid_exact_evm_transaction_failed")
    ? code
    : "settlement_failed";
}

/**
 * Why a payment's `accepted` matched none of our requirements. The client signed for something else, so
 * the facilitator is not asked at all.
 */
export function mismatchReason(accepted: PaymentRequirements, ours: readonly PaymentRequirements[]): string {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const sameScheme = ours.filter((r) => r.scheme === accepted.scheme);
  if (sameScheme.length === 0) return "unsupported payment scheme";
  const sameNetwork = sameScheme.filter((r) => r.network === accepted.network);
  if (sameNetwork.length === 0) return "wrong network";
  const sameAsset = sameNetwork.filter((r) => same(r.asset, accepted.asset));
  if (sameAsset.length === 0) return "wrong asset";
  if (!sameAsset.some((r) => r.amount === accepted.amount)) return "amount does not match the price";
  if (!sameAsset.some((r) => same(r.payTo, accepted.payTo))) return "wrong recipient";
  return "payment does not match the requirements";
}
