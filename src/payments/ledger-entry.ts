import { randomUUID } from "node:crypto";
import type { PaymentsConfig } from "./config.js";
import type { DecodedPayment } from "./decode.js";
import type { PaidRequest } from "./gate-types.js";
import type { PaymentEntryInput } from "./ledger.js";
import type { RouteRequirements } from "./requirements.js";

// The largest instant a JS Date holds, in seconds: validBefore is the payer's choice and may be absurd.
const MAX_DATE_SECONDS = 8_640_000_000_000;

/** The ledger row for a request that carried a payment, however broken. */
export function ledgerEntryFor(
  config: PaymentsConfig & { payTo: string },
  req: PaidRequest,
  requirements: RouteRequirements,
  decoded: Exclude<DecodedPayment, { kind: "none" }>,
  at: Date,
): PaymentEntryInput {
  const payment = decoded.kind === "payment" ? decoded : undefined;
  const auth = payment?.authorization;
  const seconds = auth
    ? Number(BigInt(auth.validBefore) > BigInt(MAX_DATE_SECONDS) ? MAX_DATE_SECONDS : auth.validBefore)
    : 0;
  return {
    id: `pay_${randomUUID()}`,
    route: req.routeId,
    resource: req.resourceUrl,
    // 0: a payload too broken to say which version it spoke.
    x402Version: payment?.x402Version ?? 0,
    network: payment?.payload.accepted.network ?? config.network,
    asset: (payment?.payload.accepted.asset || config.asset).toLowerCase(),
    payTo: config.payTo,
    payer: auth?.from.toLowerCase() ?? "",
    amount: auth?.value ?? requirements.amount.toString(),
    nonce: auth?.nonce.toLowerCase() ?? "",
    validBefore: auth ? new Date(seconds * 1000) : undefined,
    at,
  };
}
