import { rateLimitHeaders } from "./headers.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

/** What spending a request's budget came to: no budget to spend, allowed (with its headers), or refused. */
export type BudgetOutcome =
  | { kind: "unmetered" }
  | { kind: "allowed"; headers: Record<string, string> }
  | { kind: "refused"; headers: Record<string, string>; budget: Budget; decision: RateLimitDecision };

export const UNMETERED: BudgetOutcome = Object.freeze({ kind: "unmetered" });

/** Does `budget` count anything? None, or a limit of 0, switches counting off. */
export const isMetered = (budget: Budget | undefined): budget is Budget => !!budget && budget.limit !== 0;

/**
 * Counts one request of `clientKey` against `budget` (none, or a limit of 0, counts nothing) and says what to
 * answer. The client key and the clock are read only when something is counted. A refused hit is not counted
 * by the store, so a caller that leaves the refusal to another path does not count it twice. An unmetered request
 * is answered synchronously: the fast path then skips a turn of the microtask queue (`await` takes one even on a
 * plain value).
 */
export function spendBudget(
  store: RateLimitStore,
  budget: Budget | undefined,
  clientKey: () => string,
  nowMs: () => number,
): BudgetOutcome | Promise<BudgetOutcome> {
  if (!isMetered(budget)) return UNMETERED;
  return spendMetered(store, budget, clientKey(), nowMs());
}

async function spendMetered(
  store: RateLimitStore,
  budget: Budget,
  key: string,
  nowMs: number,
): Promise<BudgetOutcome> {
  const decision = await store.hit(`${budget.name}:${key}`, budget, nowMs);
  const headers = rateLimitHeaders(budget, decision);
  return decision.allowed ? { kind: "allowed", headers } : { kind: "refused", headers, budget, decision };
}
