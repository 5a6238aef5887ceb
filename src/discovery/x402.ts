import type { RouteDef } from "../api/route-def.js";
import { absoluteUrl, type DocContext, paidOf } from "./doc-context.js";

export interface X402WellKnown {
  version: 1;
  resources: string[];
}

/**
 * `/.well-known/x402`: the convention lists the absolute URLs of the paid resources, which a crawler requests to read
 * their 402 price. A templated path (`/v1/pulse/narratives/{id}`) stays a template: no single narrative id stands for
 * the route (any id may be archived or merged away), and an unpaid request to any id answers the same 402, so the
 * template is the honest description of the resource family.
 */
export function x402WellKnown(routes: readonly RouteDef[], ctx: DocContext): X402WellKnown {
  return { version: 1, resources: paidOf(routes).map((r) => absoluteUrl(ctx, r.path)) };
}
