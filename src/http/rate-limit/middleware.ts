import type { Context, MiddlewareHandler } from "hono";
import { AppError, toErrorBody } from "../../errors/index.js";
import { ceilSeconds } from "./budget.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

export interface RateLimitOptions {
  store: RateLimitStore;
  /** The budget this request spends; undefined (or a limit of 0) lets it through uncounted and without headers. */
  budgetFor: (c: Context) => Budget | undefined;
  /** Who is counted, e.g. `rateLimitKeyForIp(clientIp)`. */
  clientKey: (c: Context) => string;
  now?: () => number;
  /** Builds the 429 response, so the app's envelope (e.g. `charged: false` on paid routes) applies to it too. */
  respond?: (c: Context, err: AppError) => Response;
  /** Told of every refusal (metrics). */
  onRejected?: (budget: Budget) => void;
}

/**
 * Counts the request against its budget before anything else runs. A refusal is answered here, not thrown, so the
 * headers set on the context are provably part of the 429; an allowed request gets them after `next()`, which is
 * when the final response (including one built by `onError`) exists.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { store, budgetFor, clientKey, now = Date.now, respond, onRejected } = options;
  return async function rateLimit(c, next) {
    const budget = budgetFor(c);
    if (!budget || budget.limit === 0) {
      await next();
      return;
    }
    const decision = await store.hit(`${budget.name}:${clientKey(c)}`, budget, now());
    const headers = rateLimitHeaders(budget, decision);
    if (!decision.allowed) {
      onRejected?.(budget);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header("Retry-After", String(decision.resetSeconds));
      const err = rateLimitedError(budget, decision);
      if (respond) return respond(c, err);
      const { status, body } = toErrorBody(err);
      return c.json(body, status);
    }
    await next();
    // Set after the handler: a Response the handler builds itself does not carry headers set on the context before.
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}

/** Both header families: the widely read `RateLimit-Limit/-Remaining/-Reset` and the IETF draft's pair. */
export function rateLimitHeaders(budget: Budget, decision: RateLimitDecision): Record<string, string> {
  const name = sfString(budget.name);
  return {
    "RateLimit-Limit": String(decision.limit),
    "RateLimit-Remaining": String(decision.remaining),
    "RateLimit-Reset": String(decision.resetSeconds),
    "RateLimit-Policy": `${name};q=${decision.limit};w=${ceilSeconds(budget.windowMs)}`,
    RateLimit: `${name};r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}

export function rateLimitedError(budget: Budget, decision: RateLimitDecision): AppError {
  const windowSeconds = ceilSeconds(budget.windowMs);
  const retryAfterSeconds = decision.resetSeconds;
  const requests = decision.limit === 1 ? "request" : "requests";
  return new AppError(
    "rate_limited",
    `Rate limit of ${decision.limit} ${requests} per ${windowSeconds} s exceeded for this client; retry in ${retryAfterSeconds} s.`,
    { details: { budget: budget.name, limit: decision.limit, windowSeconds, retryAfterSeconds } },
  );
}

/** A structured-field string (RFC 9651): printable ASCII only, with `"` and `\` escaped. */
function sfString(value: string): string {
  return `"${value.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "\\$&")}"`;
}
