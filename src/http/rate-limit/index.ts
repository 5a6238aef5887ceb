export { MemoryRateLimitStore, type MemoryRateLimitStoreOptions } from "./memory-store.js";
export { type RateLimitOptions, rateLimit, rateLimitedError, rateLimitHeaders } from "./middleware.js";
export type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";
