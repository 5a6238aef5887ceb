import { ceilSeconds } from "./budget.js";
import type { Budget, RateLimitDecision } from "./types.js";

/** Both header families: the widely read `RateLimit-Limit/-Remaining/-Reset` and the IETF draft's pair. */
export const RATE_LIMIT_HEADER_NAMES = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
  "RateLimit",
] as const;
export type RateLimitHeaders = Record<(typeof RATE_LIMIT_HEADER_NAMES)[number], string>;

export function rateLimitHeaders(budget: Budget, decision: RateLimitDecision): RateLimitHeaders {
  const name = sfString(budget.name);
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
    "RateLimit-Policy": `${name};q=${decision.limit};w=${ceilSeconds(budget.windowMs)}`,
    RateLimit: `${name};r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}

/** A structured-field string (RFC 9651): printable ASCII only, with `"` and `\` escaped. */
function sfString(value: string): string {
  return `"${value.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "\\$&")}"`;
}
