import { decodePaymentSignatureHeader } from "@x402/core/http";
import { parsePaymentPayload } from "@x402/core/schemas";
import type { Network, PaymentPayload, PaymentRequirements } from "@x402/core/types";
import type { Address, Hex } from "viem";
import { z } from "zod";

/** Which request header carried the payment; it decides the response header (PAYMENT-RESPONSE or X-PAYMENT-RESPONSE). */
export type PaymentTransport = "payment-signature" | "x-payment";

export interface EvmAuthorization {
  from: Address;
  to: Address;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: Hex;
}

export type DecodedPayment =
  | { kind: "none" }
  | { kind: "malformed"; transport: PaymentTransport; reason: string }
  | {
      kind: "payment";
      transport: PaymentTransport;
      /** The version the client spoke; V1 payloads are normalised to the V2 shape in `payload`. */
      x402Version: 1 | 2;
      payload: PaymentPayload;
      authorization: EvmAuthorization;
      /** The V1 network name ("base"), to answer a V1 client in its own terms. */
      v1Network?: string;
    };

/** x402 V1 used bare network names; V2 uses CAIP-2. */
export const V1_NETWORKS: Readonly<Record<string, Network>> = {
  base: "eip155:8453",
  "base-sepolia": "eip155:84532",
};

export function v1NetworkName(network: string): string | undefined {
  return Object.entries(V1_NETWORKS).find(([, caip]) => caip === network)?.[0];
}

// Far larger than any exact-scheme payload (~1 KB); refuses junk before base64 and JSON work.
const MAX_HEADER_CHARS = 16_384;

const uint = z.string().regex(/^\d{1,78}$/);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const ExactEip3009Payload = z.object({
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  authorization: z.object({
    from: address,
    to: address,
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  }),
});

const malformed = (transport: PaymentTransport, reason = "malformed payment header"): DecodedPayment => ({
  kind: "malformed",
  transport,
  reason,
});

/**
 * Reads the payment from `PAYMENT-SIGNATURE` (V2) or the legacy `X-PAYMENT` (V2, or V1 normalised against
 * `accepts`). Never throws: anything unreadable is a typed "malformed" result.
 */
export function decodePayment(
  headers: { paymentSignature?: string | undefined; xPayment?: string | undefined },
  accepts: readonly PaymentRequirements[],
): DecodedPayment {
  const transport: PaymentTransport = headers.paymentSignature ? "payment-signature" : "x-payment";
  const raw = headers.paymentSignature || headers.xPayment;
  if (!raw) return { kind: "none" };
  if (raw.length > MAX_HEADER_CHARS) return malformed(transport);

  let json: unknown;
  try {
    json = decodePaymentSignatureHeader(raw.trim());
  } catch {
    return malformed(transport);
  }
  const parsed = parsePaymentPayload(json);
  if (!parsed.success) {
    const version = (json as { x402Version?: unknown } | null)?.x402Version;
    return typeof version === "number" && version !== 1 && version !== 2
      ? malformed(transport, "unsupported x402 version")
      : malformed(transport);
  }
  const exact = ExactEip3009Payload.safeParse(parsed.data.payload);
  if (!exact.success) return malformed(transport, "unsupported payment payload");
  const authorization = exact.data.authorization as EvmAuthorization;

  const data = parsed.data;
  if (data.x402Version === 2) {
    return { kind: "payment", transport, x402Version: 2, payload: data as PaymentPayload, authorization };
  }
  // V1 travels only in X-PAYMENT; a V2-only header carrying it is a client bug.
  if (transport === "payment-signature") return malformed(transport, "unsupported x402 version");
  return {
    kind: "payment",
    transport,
    x402Version: 1,
    payload: normaliseV1(data, accepts),
    authorization,
    v1Network: data.network,
  };
}

/**
 * A V1 payload names only scheme and network: it accepted whichever of our requirements has that scheme on
 * that network. When none has, `accepted` carries the client's own scheme/network so matching fails there
 * with a precise reason. The EIP-712 signature does not depend on the x402 version, so the V2 facilitator
 * verifies and settles it unchanged.
 */
function normaliseV1(
  v1: { scheme: string; network: string; payload: Record<string, unknown> },
  accepts: readonly PaymentRequirements[],
): PaymentPayload {
  const network = (Object.hasOwn(V1_NETWORKS, v1.network) ? V1_NETWORKS[v1.network] : v1.network) as Network;
  const ours = accepts.find((r) => r.scheme === v1.scheme && r.network === network);
  const fallback = accepts[0];
  const accepted: PaymentRequirements =
    ours ??
    (fallback
      ? { ...fallback, scheme: v1.scheme, network }
      : {
          scheme: v1.scheme,
          network,
          asset: "",
          amount: "",
          payTo: "",
          maxTimeoutSeconds: 0,
          extra: {},
        });
  return { x402Version: 2, accepted, payload: v1.payload };
}
