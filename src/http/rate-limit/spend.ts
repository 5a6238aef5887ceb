import { type RateLimitHeaders, rateLimitHeaders } from "./headers.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

/** What spending a request's budget came to: no budget to spend, allowed (with its headers), or refused. */
export type BudgetOutcome =
  | { kind: "unmetered" }
  | { kind: "allowed"; headers: RateLimitHeaders }
  | { kind: "refused"; headers: RateLimitHeaders; budget: Budget; decision: RateLimitDecision };

export const UNMETERED: BudgetOutcome = Object.freeze({ kind: "unmetered" });

/** Does `budget` count anything? None, or a limit of 0, switches counting off. */
export const isMetered = (budget: Budget | undefined): budget is Budget => !!budget && budget.limit !== 0;

/**
 * Counts one request of `clientKey` against `budget` (none, or a limit of 0, counts nothing) and says what to
 * answer. A refused hit is not counted by the store, so a caller that leaves the refusal to another path does not
 * count it twice. An unmetered request is answered synchronously: the fast path then skips a turn of the microtask
 * queue (`await` takes one even on a plain value).
 */
export function spendBudget(
  store: RateLimitStore,
  budget: Budget | undefined,
  clientKey: string,
  nowMs: number,
): BudgetOutcome | Promise<BudgetOutcome> {
  if (!isMetered(budget)) return UNMETERED;
  return store.hit(`${budget.name}:${clientKey}`, budget, nowMs).then((decision) => {
    const headers = rateLimitHeaders(budget, decision);
    return decision.allowed ? { kind: "allowed", headers } : { kind: "refused", headers, budget, decision };
  });
}
