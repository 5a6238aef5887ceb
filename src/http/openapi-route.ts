import { createRoute } from "@hono/zod-openapi";
import { ErrorEnvelope, PaymentRequiredBody } from "../api/envelopes.js";
import type { RouteDef } from "../api/route-def.js";
import { type ErrorCode, statusOf } from "../errors/index.js";

const RATE_HEADERS = {
  "RateLimit-Limit": { schema: { type: "integer" }, description: "Requests allowed in the window." },
  "RateLimit-Remaining": { schema: { type: "integer" }, description: "Requests left in the window." },
  "RateLimit-Reset": {
    schema: { type: "integer" },
    description: "Seconds until the next request is allowed.",
  },
} as const;

/** The OpenAPI operation of a route-table entry: the router registers it, so /openapi.json is the router itself. */
export function toOpenApiRoute(def: RouteDef, network: string) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of def.errors) {
    if (code === "payment_required" || code === "payment_invalid" || code === "settlement_failed") continue;
    const s = statusOf(code);
    byStatus.set(s, [...(byStatus.get(s) ?? []), code]);
  }
  const responses: Record<string, unknown> = {
    200: {
      description: def.summary,
      content: { [def.contentType]: { schema: def.response } },
      ...(def.tier === "none" ? {} : { headers: RATE_HEADERS }),
    },
  };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: `Error: ${codes.join(", ")}.`,
      content: { "application/json": { schema: ErrorEnvelope } },
    };
  }
  const extra: Record<string, unknown> = {};
  if (def.tier === "paid" && def.price) {
    responses[402] = {
      description:
        "Payment required (x402 V2). The PAYMENT-REQUIRED header carries the base64 requirements; the body mirrors them.",
      headers: {
        "PAYMENT-REQUIRED": { schema: { type: "string" }, description: "Base64 JSON x402 PaymentRequired." },
      },
      content: { "application/json": { schema: PaymentRequiredBody } },
    };
    extra["x-payment-info"] = {
      protocols: ["x402"],
      price: { mode: "fixed", currency: "USD", amount: def.price },
      network,
    };
  }
  const request: Record<string, unknown> = {};
  if (def.request?.query) request.query = def.request.query;
  if (def.request?.params) request.params = def.request.params;
  if (def.request?.body)
    request.body = { required: true, content: { "application/json": { schema: def.request.body } } };

  return createRoute({
    method: def.method,
    path: def.path,
    operationId: def.id,
    tags: [def.tag],
    summary: def.summary,
    description:
      def.tier === "paid" ? `${def.description}\n\nPrice: $${def.price} per call (x402).` : def.description,
    request,
    responses: responses as Parameters<typeof createRoute>[0]["responses"],
    ...extra,
  });
}
