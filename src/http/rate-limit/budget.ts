import type { Budget } from "./types.js";

/** Every store refuses the same malformed budgets, so a typo in a budget fails the same way on any backend. */
export function checkBudget(budget: Budget): Budget {
  if (!(Number.isInteger(budget.limit) && budget.limit >= 0)) {
    throw new RangeError(`Budget ${budget.name}: limit must be a non-negative integer.`);
  }
  if (!(Number.isFinite(budget.windowMs) && budget.windowMs > 0)) {
    throw new RangeError(`Budget ${budget.name}: windowMs must be a positive number.`);
  }
  return budget;
}

/** Whole seconds, rounded up so a client that waits that long is never refused, and never 0. */
export function ceilSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
