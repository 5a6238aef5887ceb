import type { x402ResourceServer } from "@x402/core/server";
import type { PaymentRequired, PaymentRequirements } from "@x402/core/types";
import type { Address } from "viem";
import type { PaymentsConfig } from "./config.js";
import { formatUsdPrice, usdToAtomic } from "./price.js";

/** What the gate needs to know about a paid route to price it. */
export interface PaidRoute {
  routeId: string;
  /** USD decimal string, e.g. "0.03". */
  price: string;
  /** Absolute URL of the requested resource. */
  resourceUrl: string;
  description: string;
}

export interface RouteRequirements {
  routeId: string;
  price: string;
  amount: bigint;
  /** x402 `accepts`: one `exact` entry on the configured network. */
  accepts: PaymentRequirements[];
}

export type PaymentErrorCode = "payment_required" | "payment_invalid" | "settlement_failed";

/** The challenge mirrored in the body, plus the usual error envelope (README, "Paid"). */
export interface PaymentRequiredBody {
  x402Version: 2;
  accepts: Array<{
    scheme: "exact";
    network: string;
    asset: "USDC";
    price: string;
    payTo: string;
    mimeType: "application/json";
  }>;
  terms: string;
  success: false;
  error: { code: PaymentErrorCode; message: string };
  charged: false;
}

export const MAX_TIMEOUT_SECONDS = 60;
const MIME_TYPE = "application/json";

export interface RequirementsBuilder {
  requirementsFor(route: PaidRoute): Promise<RouteRequirements>;
  paymentRequired(route: PaidRoute, requirements: RouteRequirements, error: string): Promise<PaymentRequired>;
}

/**
 * Requirements depend only on the route's price and the static payment config, so they are built once per
 * route with `x402ResourceServer.buildPaymentRequirements` and reused; only the challenge's `resource` and
 * `error` vary per request.
 */
export function createRequirementsBuilder(
  server: x402ResourceServer,
  config: PaymentsConfig & { payTo: Address },
  ready: () => Promise<void>,
): RequirementsBuilder {
  const cache = new Map<string, Promise<RouteRequirements>>();

  const build = async (route: PaidRoute): Promise<RouteRequirements> => {
    const amount = usdToAtomic(route.price);
    await ready();
    const accepts = await server.buildPaymentRequirements({
      scheme: "exact",
      network: config.network,
      payTo: config.payTo,
      price: {
        asset: config.asset,
        amount: amount.toString(),
        extra: { name: config.assetName, version: config.assetVersion },
      },
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    });
    return { routeId: route.routeId, price: route.price, amount, accepts };
  };

  return {
    async requirementsFor(route) {
      const cached = cache.get(route.routeId);
      if (cached) {
        const hit = await cached;
        if (hit.price === route.price) return hit;
      }
      const pending = build(route);
      cache.set(route.routeId, pending);
      // A failed build (facilitator down at start-up) must not stick: the next request tries again.
      pending.catch(() => {
        if (cache.get(route.routeId) === pending) cache.delete(route.routeId);
      });
      return pending;
    },

    paymentRequired(route, requirements, error) {
      return server.createPaymentRequiredResponse(
        requirements.accepts,
        { url: route.resourceUrl, description: route.description, mimeType: MIME_TYPE },
        error,
      );
    },
  };
}

export function paymentRequiredBody(
  config: Pick<PaymentsConfig, "network" | "publicBaseUrl"> & { payTo: Address },
  price: string,
  code: PaymentErrorCode,
  message: string,
): PaymentRequiredBody {
  return {
    x402Version: 2,
    accepts: [
      {
        scheme: "exact",
        network: config.network,
        asset: "USDC",
        price: formatUsdPrice(price),
        payTo: config.payTo,
        mimeType: MIME_TYPE,
      },
    ],
    terms: `${config.publicBaseUrl}/terms.txt`,
    success: false,
    error: { code, message },
    charged: false,
  };
}
