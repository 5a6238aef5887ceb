import { MemoryRateLimitStore } from "./memory-store.js";
import {
  describeRedisUrl,
  type RateLimitStoreLogger,
  RedisRateLimitStore,
  type RedisRateLimitStoreOptions,
} from "./redis-store.js";
import type { RateLimitStore } from "./types.js";

/**
 * The store `main.ts` counts hits in: Redis when a URL is given (several replicas share one count), otherwise this
 * process's memory. Logs which one, without the URL's credentials.
 */
export function createRateLimitStore(
  redisUrl: string | undefined,
  logger: RateLimitStoreLogger,
  redisOptions: Omit<RedisRateLimitStoreOptions, "url" | "logger"> = {},
): RateLimitStore {
  if (!redisUrl) {
    logger.info({ rateLimitStore: "memory" }, "rate-limit store: memory (this process only)");
    return new MemoryRateLimitStore();
  }
  const store = new RedisRateLimitStore({ ...redisOptions, url: redisUrl, logger });
  logger.info(
    {
      rateLimitStore: "redis",
      redis: describeRedisUrl(redisUrl),
      keyPrefix: store.keyPrefix,
      failMode: store.failMode,
    },
    "rate-limit store: redis (shared by replicas)",
  );
  return store;
}
