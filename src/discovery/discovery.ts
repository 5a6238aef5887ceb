import type { RouteDef } from "../api/route-def.js";
import {
  absoluteUrl,
  DOC_IDS,
  type DocContext,
  freeOf,
  methodOf,
  paidOf,
  priceLabel,
  rateLimitText,
  urlOf,
} from "./doc-context.js";

export interface DiscoveryDoc {
  service: string;
  description: string;
  version: string;
  baseUrl: string;
  payment: {
    protocol: "x402";
    version: 2;
    scheme: "exact";
    network: string;
    asset: "USDC";
    payTo?: string;
  };
  free: Array<{ method: string; path: string; url: string; summary: string; rateLimit: string }>;
  paid: Array<{
    method: string;
    path: string;
    url: string;
    summary: string;
    price: string;
    priceUsd: string;
  }>;
  docs: { openapi: string; llms: string; llmsFull: string; agentCard: string; x402: string; terms: string };
}

/** `/discovery`: the free and paid routes of the table with their absolute URLs, prices and budgets. */
export function discoveryDoc(routes: readonly RouteDef[], ctx: DocContext): DiscoveryDoc {
  const doc = (role: keyof typeof DOC_IDS) => urlOf(routes, ctx, DOC_IDS[role]);
  return {
    service: ctx.serviceName,
    description: ctx.description,
    version: ctx.interfaceVersion,
    baseUrl: ctx.publicBaseUrl,
    payment: {
      protocol: "x402",
      version: 2,
      scheme: "exact",
      network: ctx.network,
      asset: "USDC",
      ...(ctx.payTo ? { payTo: ctx.payTo } : {}),
    },
    free: freeOf(routes).map((r) => ({
      method: methodOf(r),
      path: r.path,
      url: absoluteUrl(ctx, r.path),
      summary: r.summary,
      rateLimit: rateLimitText(ctx, r.tier),
    })),
    paid: paidOf(routes).map((r) => ({
      method: methodOf(r),
      path: r.path,
      url: absoluteUrl(ctx, r.path),
      summary: r.summary,
      price: priceLabel(r),
      priceUsd: r.price,
    })),
    docs: {
      openapi: doc("openapi"),
      llms: doc("llms"),
      llmsFull: doc("llmsFull"),
      agentCard: doc("agentCard"),
      x402: doc("x402"),
      terms: doc("terms"),
    },
  };
}
