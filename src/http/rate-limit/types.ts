/** A named quota: `limit` requests per rolling `windowMs`. `limit` 0 switches the budget off. */
export interface Budget {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in the window after this one (0 when blocked). */
  remaining: number;
  /** Whole seconds (ceil, at least 1) until one unit of quota frees up; the window length when nothing was counted. */
  resetSeconds: number;
}

/**
 * Where hits are counted. The memory store serves one process; a shared store (Redis) replaces it for several
 * replicas without touching the middleware. A blocked hit must not be counted.
 */
export interface RateLimitStore {
  hit(key: string, budget: Budget, nowMs: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}
