import { encodePaymentRequiredHeader } from "@x402/core/http";
import type { Address } from "viem";
import type { PaymentsConfig } from "./config.js";
import type { PaymentRequiredResult } from "./gate-types.js";
import { formatUsdPrice } from "./price.js";
import {
  type PaidRoute,
  type PaymentErrorCode,
  paymentRequiredBody,
  type RequirementsBuilder,
  type RouteRequirements,
} from "./requirements.js";

export function challengeMessage(
  code: PaymentErrorCode,
  price: string,
  network: string,
  reason?: string,
): string {
  switch (code) {
    case "payment_required":
      return `Payment required: this call costs ${formatUsdPrice(price)} in USDC on ${network}, paid with x402.`;
    case "payment_invalid":
      return `Payment rejected: ${reason ?? "invalid payment"}. Nothing was charged.`;
    case "settlement_failed":
      // When the facilitator went silent mid-settlement, "nothing was charged" would be a guess.
      return reason === "settlement could not be confirmed"
        ? `Settlement failed: ${reason}. The content is withheld.`
        : `Settlement failed: ${reason ?? "payment could not be settled"}. Nothing was charged and the content is withheld.`;
  }
}

/**
 * The 402: `PAYMENT-REQUIRED` carries the standard x402 V2 `PaymentRequired` (any x402 client can pay it), the
 * body mirrors it in the shape README's "Paid" section shows inside the error envelope.
 */
export async function challenge(
  ctx: { config: PaymentsConfig & { payTo: Address }; builder: RequirementsBuilder },
  route: PaidRoute,
  requirements: RouteRequirements,
  code: PaymentErrorCode,
  reason?: string,
  extraHeaders: Record<string, string> = {},
): Promise<PaymentRequiredResult> {
  const message = challengeMessage(code, route.price, ctx.config.network, reason);
  const paymentRequired = await ctx.builder.paymentRequired(route, requirements, message);
  return {
    kind: "payment_required",
    status: 402,
    code,
    ...(reason ? { reason } : {}),
    headers: {
      "PAYMENT-REQUIRED": encodePaymentRequiredHeader(paymentRequired),
      // x402's own value for challenges: a 402 is per request and must never be cached.
      "Cache-Control": "no-store",
      ...extraHeaders,
    },
    body: paymentRequiredBody(ctx.config, route.price, code, message),
  };
}
