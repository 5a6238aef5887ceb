import type { Context, MiddlewareHandler } from "hono";
import { AppError, toErrorBody } from "../../errors/index.js";
import { ceilSeconds } from "./budget.js";
import type { BudgetOutcome } from "./spend.js";
import type { Budget, RateLimitDecision } from "./types.js";

export interface RateLimitOptions {
  /**
   * Spends this request's budget (`spendBudget`; in the app, the budget function the fast path calls too). An
   * unmetered request goes through uncounted and without headers.
   */
  spend: (c: Context) => BudgetOutcome | Promise<BudgetOutcome>;
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
  const { spend, respond, onRejected } = options;
  return async function rateLimit(c, next) {
    const outcome = await spend(c);
    if (outcome.kind === "unmetered") {
      await next();
      return;
    }
    const { headers } = outcome;
    if (outcome.kind === "refused") {
      const { budget, decision } = outcome;
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
