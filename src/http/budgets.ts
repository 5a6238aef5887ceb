import type { Tier } from "../api/route-def.js";
import { ROUTES } from "../api/routes.js";
import type { Config } from "../config/index.js";
import { rateLimitKeyForIp } from "./client-ip.js";
import {
  type Budget,
  type BudgetOutcome,
  isMetered,
  type RateLimitStore,
  spendBudget,
  UNMETERED,
} from "./rate-limit/index.js";

const WINDOW_MS = 60_000;

/**
 * Maps a request path to its rate-limit budget before routing (the limit is checked first: docs/ARCHITECTURE.md, "Request pipeline"). Paths of
 * the table use their tier; unknown paths and legacy redirects share the documents budget so probing is bounded too.
 */
export function createBudgetResolver(
  config: Pick<Config, "RATE_LIMIT_FREE" | "RATE_LIMIT_DOCS" | "RATE_LIMIT_PAID">,
) {
  const budgets: Record<Exclude<Tier, "none">, Budget> = {
    free: { name: "free", limit: config.RATE_LIMIT_FREE, windowMs: WINDOW_MS },
    docs: { name: "docs", limit: config.RATE_LIMIT_DOCS, windowMs: WINDOW_MS },
    paid: { name: "paid", limit: config.RATE_LIMIT_PAID, windowMs: WINDOW_MS },
  };
  const exact = new Map<string, Tier>();
  const templated: Array<[RegExp, Tier]> = [];
  for (const r of ROUTES) {
    if (r.path.includes("{"))
      templated.push([new RegExp(`^${r.path.replace(/\{[^}]+\}/g, "[^/]+")}$`), r.tier]);
    else exact.set(r.path, r.tier);
  }
  return (path: string): Budget | undefined => {
    const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    const tier = exact.get(p) ?? templated.find(([re]) => re.test(p))?.[1] ?? "docs";
    return tier === "none" ? undefined : budgets[tier];
  };
}

/** Spends a request's budget; `clientIp` is read only when the budget counts something (then the answer is async). */
export type BudgetCharge = (
  method: string,
  path: string,
  clientIp: () => string,
) => BudgetOutcome | Promise<BudgetOutcome>;

/**
 * The one budget function of both HTTP paths (the app's rate-limit middleware and the fast path): the path's
 * budget (none for a CORS preflight), the client's key from its IP, the hit, and the headers or the refusal.
 */
export function createBudgetCharge(
  config: Pick<Config, "RATE_LIMIT_FREE" | "RATE_LIMIT_DOCS" | "RATE_LIMIT_PAID">,
  store: RateLimitStore,
  now: () => number,
): BudgetCharge {
  const budgetFor = createBudgetResolver(config);
  return (method, path, clientIp) => {
    const budget = method === "OPTIONS" ? undefined : budgetFor(path);
    // An unmetered request is settled here, without reading the client.
    if (!isMetered(budget)) return UNMETERED;
    return spendBudget(store, budget, rateLimitKeyForIp(clientIp()), now());
  };
}
