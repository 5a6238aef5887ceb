import type { x402ResourceServer } from "@x402/core/server";
import { type PaymentPayload, type PaymentRequirements, VerifyError } from "@x402/core/types";
import { getAddress, type Hex, recoverTypedDataAddress } from "viem";
import { AppError } from "../errors/index.js";
import { chainIdOf } from "./config.js";
import type { DecodedPayment, EvmAuthorization } from "./decode.js";
import type { PaymentsLogger } from "./gate-types.js";
import { mismatchReason, safeVerifyReason } from "./reasons.js";

type Decoded = Extract<DecodedPayment, { kind: "payment" }>;

export type VerifyOutcome =
  | { valid: true; payload: PaymentPayload; requirements: PaymentRequirements }
  /** `reason` is safe for the client; `detail` (a protocol code) is for the ledger only. */
  | { valid: false; reason: string; detail: string };

/**
 * Matches the payment to one of our requirements, then asks the facilitator (the `@x402/evm` exact rules:
 * EIP-712 signature, recipient, amount, time window, unused nonce, balance). A facilitator that cannot answer
 * is not the payer's fault: that throws `upstream_unavailable` instead of rejecting the payment.
 */
export async function verifyDecodedPayment(
  server: x402ResourceServer,
  decoded: Decoded,
  accepts: PaymentRequirements[],
  logger: PaymentsLogger | undefined,
): Promise<VerifyOutcome> {
  const requirements = server.findMatchingRequirements(accepts, decoded.payload);
  if (!requirements) {
    const reason = mismatchReason(decoded.payload.accepted, accepts);
    return { valid: false, reason, detail: "requirements mismatch" };
  }
  // A V2 payload may repeat the requirements it accepted yet sign something else; the facilitator checks the
  // signed authorization against `requirements`, which are ours.
  let result: { isValid: boolean; invalidReason?: string | undefined };
  try {
    result = await server.verifyPayment(decoded.payload, requirements);
  } catch (error) {
    if (!(error instanceof VerifyError)) throw unavailable(logger, error);
    result = { isValid: false, invalidReason: error.invalidReason };
  }
  // @x402/evm reads the payer's code before checking a signature and, when that RPC call fails, reports
  // "invalid signature". A signature that recovers to the payer off-chain is not invalid: the chain was
  // unreachable, which is ours to own (503), not the payer's (402).
  if (
    result.invalidReason === "invalid_exact_evm_signature" &&
    (await signedByPayer(requirements, decoded.authorization, decoded.payload.payload.signature))
  ) {
    throw unavailable(logger, new Error("facilitator rejected a signature that recovers to the payer"));
  }
  if (!result.isValid) {
    return {
      valid: false,
      reason: safeVerifyReason(result.invalidReason),
      detail: result.invalidReason ?? "invalid",
    };
  }
  return { valid: true, payload: decoded.payload, requirements };
}

function unavailable(logger: PaymentsLogger | undefined, cause: unknown): AppError {
  logger?.error({ err: cause }, "payments: facilitator could not verify");
  return new AppError(
    "upstream_unavailable",
    "The payment could not be verified right now; nothing was charged. Try again shortly.",
    { cause },
  );
}

const transferWithAuthorization = {
  TransferWithAuthorization: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "validAfter", type: "uint256" },
    { name: "validBefore", type: "uint256" },
    { name: "nonce", type: "bytes32" },
  ],
} as const;

/** Pure ECDSA recovery of the EIP-3009 signature under our token's EIP-712 domain: no RPC involved. */
async function signedByPayer(
  requirements: PaymentRequirements,
  auth: EvmAuthorization,
  signature: unknown,
): Promise<boolean> {
  if (typeof signature !== "string" || signature.length !== 132) return false;
  try {
    const recovered = await recoverTypedDataAddress({
      domain: {
        name: String(requirements.extra.name),
        version: String(requirements.extra.version),
        chainId: chainIdOf(requirements.network),
        verifyingContract: getAddress(requirements.asset),
      },
      types: transferWithAuthorization,
      primaryType: "TransferWithAuthorization",
      message: {
        from: getAddress(auth.from),
        to: getAddress(auth.to),
        value: BigInt(auth.value),
        validAfter: BigInt(auth.validAfter),
        validBefore: BigInt(auth.validBefore),
        nonce: auth.nonce,
      },
      signature: signature as Hex,
    });
    return recovered === getAddress(auth.from);
  } catch {
    return false;
  }
}
