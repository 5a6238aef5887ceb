export { ceilSeconds, checkBudget } from "./budget.js";
export { createRateLimitStore } from "./create-store.js";
export { RATE_LIMIT_HEADER_NAMES, type RateLimitHeaders, rateLimitHeaders } from "./headers.js";
export { MemoryRateLimitStore, type MemoryRateLimitStoreOptions } from "./memory-store.js";
export { type RateLimitOptions, rateLimit, rateLimitedError } from "./middleware.js";
export {
  DEFAULT_REDIS_KEY_PREFIX,
  describeRedisUrl,
  type RateLimitFailMode,
  type RateLimitStoreLogger,
  RedisRateLimitStore,
  type RedisRateLimitStoreOptions,
} from "./redis-store.js";
export { type BudgetOutcome, isMetered, spendBudget, UNMETERED } from "./spend.js";
export type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";
