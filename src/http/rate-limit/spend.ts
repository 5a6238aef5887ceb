import { rateLimitHeaders } from "./headers.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

/** What spending a request's budget came to: no budget to spend, allowed (with its headers), or refused. */
export type BudgetOutcome =
  | { kind: "unmetered" }
  | { kind: "allowed"; headers: Record<string, string> }
  | { kind: "refused"; headers: Record<string, string>; budget: Budget; decision: RateLimitDecision };

const UNMETERED: Promise<BudgetOutcome> = Promise.resolve({ kind: "unmetered" });

/**
 * Counts one request of `clientKey` against `budget` (none, or a limit of 0, counts nothing) and says what to
 * answer. The client key and the clock are read only when something is counted. A refused hit is not counted
 * by the store, so a caller that leaves the refusal to another path does not count it twice.
 */
export function spendBudget(
  store: RateLimitStore,
  budget: Budget | undefined,
  clientKey: () => string,
  nowMs: () => number,
): Promise<BudgetOutcome> {
  if (!budget || budget.limit === 0) return UNMETERED;
  return store.hit(`${budget.name}:${clientKey()}`, budget, nowMs()).then((decision) => {
    const headers = rateLimitHeaders(budget, decision);
    return decision.allowed ? { kind: "allowed", headers } : { kind: "refused", headers, budget, decision };
  });
}
