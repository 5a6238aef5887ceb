import type { RouteDef, Tier } from "../api/route-def.js";
import { formatUsdPrice } from "../payments/price.js";

/** What the generated documents need to know about this deployment; everything else comes from the route table. */
export interface DocContext {
  serviceName: string;
  description: string;
  /** Absolute base of every published URL, no trailing slash. */
  publicBaseUrl: string;
  interfaceVersion: "1.0.0";
  packageVersion: string;
  /** CAIP-2 network of the x402 payments, e.g. `eip155:8453`. */
  network: string;
  payTo?: string;
  contact?: string;
  mcpPackage: string;
  /** Requests per minute per client IP for each budget; `0` means the budget is off. Defaults: SPEC_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
}

export type RateLimits = Record<Exclude<Tier, "none">, number>;

/**
 * The published defaults (docs/ARCHITECTURE.md, "Rate limits"). The operator
 * can change them (RATE_LIMIT_*), so a deployment that does should pass its values in `DocContext.rateLimits`.
 */
export const SPEC_RATE_LIMITS: RateLimits = { free: 5, docs: 60, paid: 120 };

export function rateLimitPerMinute(ctx: DocContext, tier: Tier): number | undefined {
  if (tier === "none") return undefined;
  return ctx.rateLimits?.[tier] ?? SPEC_RATE_LIMITS[tier];
}

/** Human form of a route's budget, e.g. "5 requests per minute per IP". */
export function rateLimitText(ctx: DocContext, tier: Tier): string {
  const n = rateLimitPerMinute(ctx, tier);
  if (n === undefined || n === 0) return "not rate-limited";
  return `${n} request${n === 1 ? "" : "s"} per minute per IP`;
}

/**
 * Absolute URL of a table path. Plain concatenation rather than `new URL()`, which would percent-encode the braces of
 * a templated path (`{id}`) and hide the template from readers.
 */
export const absoluteUrl = (ctx: DocContext, path: string): string =>
  `${ctx.publicBaseUrl.replace(/\/+$/, "")}${path}`;

/** A route of the table by id; a missing one is a programming error, surfaced at start-up. */
export function routeOf(routes: readonly RouteDef[], id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`route table has no route "${id}"`);
  return route;
}

export const urlOf = (routes: readonly RouteDef[], ctx: DocContext, id: string): string =>
  absoluteUrl(ctx, routeOf(routes, id).path);

export type PaidRouteDef = RouteDef & { price: string };

export const isPaid = (r: RouteDef): r is PaidRouteDef => r.tier === "paid" && r.price !== undefined;

export function paidOf(routes: readonly RouteDef[]): PaidRouteDef[] {
  const unpriced = routes.find((r) => r.tier === "paid" && r.price === undefined);
  // Listing it as free or dropping it would both publish a wrong price.
  if (unpriced) throw new Error(`paid route "${unpriced.id}" has no price in the route table`);
  return routes.filter(isPaid);
}

/** Free data routes (README, "Free"; the documents and /health are listed separately). */
export const freeOf = (routes: readonly RouteDef[]): RouteDef[] =>
  routes.filter((r) => r.tier === "free" && r.product);

/** "$0.03", validated: a malformed price in the table fails here rather than being published. */
export const priceLabel = (r: PaidRouteDef): string => formatUsdPrice(r.price);

export const methodOf = (r: RouteDef): "GET" | "POST" => (r.method === "get" ? "GET" : "POST");

/** Ids of the table's documents, by role; the paths themselves stay in the table. */
export const DOC_IDS = {
  openapi: "getOpenApi",
  llms: "getLlmsTxt",
  llmsFull: "getLlmsFullTxt",
  agentCard: "getAgentCard",
  x402: "getX402Discovery",
  terms: "getTermsText",
  termsJson: "getTermsJson",
  discovery: "getDiscovery",
  health: "getHealth",
} as const;
