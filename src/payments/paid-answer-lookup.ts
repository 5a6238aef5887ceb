import { createHash } from "node:crypto";
import type { Address, Hex } from "viem";
import type { DecodedPayment } from "./decode.js";
import type { ChainReader } from "./facilitator.js";
import type { PaidRequest, PaymentsLogger } from "./gate-types.js";
import type { PaymentLedger } from "./ledger.js";
import type { AuthorizationKey, PaidAnswer, PaidAnswerStore } from "./paid-answers.js";

type Payment = Extract<DecodedPayment, { kind: "payment" }>;

/** The authorization's single-use key, in the ledger's spelling. */
export const authorizationKeyOf = (p: Payment): AuthorizationKey => ({
  network: p.payload.accepted.network,
  asset: p.payload.accepted.asset.toLowerCase(),
  payer: p.authorization.from.toLowerCase(),
  nonce: p.authorization.nonce.toLowerCase(),
});

/**
 * What was signed, whatever header or encoding carried it: the authorization and its signature. Two payloads
 * with one digest are the same payment; a different signature over the same nonce is not.
 */
export function paymentDigestOf(p: Payment): string {
  const a = p.authorization;
  const signed = [
    a.from,
    a.to,
    a.value,
    a.validAfter,
    a.validBefore,
    a.nonce,
    String(p.payload.payload.signature),
  ]
    .map((v) => v.toLowerCase())
    .join("|");
  return createHash("sha256")
    .update(`${p.payload.accepted.network}|${p.payload.accepted.asset.toLowerCase()}|${signed}`)
    .digest("hex");
}

/** Route, path and query: an answer is re-served only to the request that bought it. */
export const requestKeyOf = (req: PaidRequest): string => `${req.routeId} ${req.request ?? req.resourceUrl}`;

export type PaidAnswerLookup =
  /** Nothing kept for this payment (or not paid for): the normal path decides. */
  | { kind: "none" }
  /** The same payment for the same request, paid: send the kept answer again. */
  | { kind: "serve"; answer: PaidAnswer; txHash: string | undefined }
  /** The authorization bought something else, or its settlement is not known yet: 402. */
  | { kind: "refuse"; reason: string; detail: string };

/**
 * Looks for an answer this exact payment already bought. The ledger says whether it was paid for: settled → serve;
 * released or failed → it was not, and the authorization is free again; still `verified` (the process that
 * settled it died, or is settling now) → the chain says whether the transfer happened, and only a used nonce
 * serves it (recorded as settled). A nonce the payer cancelled also reads as used: that needs the payer to
 * cancel while our settlement was in flight and our process to die, and is accepted as such.
 */
export async function lookUpPaidAnswer(
  deps: {
    answers: PaidAnswerStore;
    ledger: PaymentLedger;
    chain?: ChainReader | undefined;
    logger?: PaymentsLogger | undefined;
  },
  req: PaidRequest,
  payment: Payment,
  now: Date,
): Promise<PaidAnswerLookup> {
  const key = authorizationKeyOf(payment);
  const answer = await deps.answers.paidAnswerFor(key, now);
  if (!answer || answer.paymentDigest !== paymentDigestOf(payment)) return { kind: "none" };
  const entry = await deps.ledger.paymentById(answer.paymentId);
  if (
    !entry ||
    entry.outcome === "released" ||
    entry.outcome === "settle_failed" ||
    entry.outcome === "rejected"
  ) {
    return { kind: "none" };
  }
  if (answer.request !== requestKeyOf(req)) {
    return {
      kind: "refuse",
      reason: "authorization already used",
      detail: "it paid for another request",
    };
  }
  if (entry.outcome === "settled") return { kind: "serve", answer, txHash: entry.txHash };

  let used: boolean;
  try {
    used = deps.chain
      ? await deps.chain.authorizationUsed({
          asset: key.asset as Address,
          payer: key.payer as Address,
          nonce: key.nonce as Hex,
        })
      : false;
  } catch (error) {
    deps.logger?.warn({ err: error, paymentId: entry.id }, "payments: could not read authorization state");
    used = false;
  }
  if (!used) {
    return {
      kind: "refuse",
      reason: "this payment's settlement is not confirmed yet; retry in a minute",
      detail: "settlement pending",
    };
  }
  await deps.ledger.resolvePayment(entry.id, "settled", {
    at: now,
    reason: "reconciled on-chain at a retry",
  });
  return { kind: "serve", answer, txHash: undefined };
}
