import { ceilSeconds, checkBudget } from "./budget.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

export interface MemoryRateLimitStoreOptions {
  /** How often idle keys are dropped; 0 turns the timer off (then only `sweep()` and the key cap bound memory). */
  sweepIntervalMs?: number;
  /** Hard cap on tracked keys; past it the least recently hit key is forgotten. */
  maxKeys?: number;
  /** Clock for the timed sweep; must be the clock the middleware passes to `hit`. */
  now?: () => number;
}

interface Entry {
  windowMs: number;
  /** Times of counted hits, ascending, never more than the budget's limit. */
  stamps: number[];
}

const DEFAULT_SWEEP_MS = 60_000;
// At most `limit` stamps per key (120 on the paid budget), so this bounds the store to a few tens of MB.
const DEFAULT_MAX_KEYS = 100_000;

/** Exact sliding log per key, in this process only: each replica would count on its own. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #entries = new Map<string, Entry>();
  readonly #maxKeys: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    const { sweepIntervalMs = DEFAULT_SWEEP_MS, maxKeys = DEFAULT_MAX_KEYS, now = Date.now } = options;
    if (!(Number.isInteger(maxKeys) && maxKeys > 0))
      throw new RangeError("maxKeys must be a positive integer.");
    this.#maxKeys = maxKeys;
    this.#now = now;
    if (sweepIntervalMs > 0) {
      this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
      // The sweep is housekeeping; it must not keep a finished process (or a test run) alive.
      this.#timer.unref();
    }
  }

  /** Number of keys currently tracked. */
  get size(): number {
    return this.#entries.size;
  }

  async hit(key: string, budget: Budget, nowMs: number): Promise<RateLimitDecision> {
    const { limit, windowMs } = checkBudget(budget);
    if (limit === 0) return { allowed: true, limit: 0, remaining: 0, resetSeconds: ceilSeconds(windowMs) };

    const existing = this.#entries.get(key);
    // Re-inserting moves the key to the end of the Map's order, which makes eviction least-recently-hit first.
    if (existing) this.#entries.delete(key);
    const entry: Entry = existing ?? { windowMs, stamps: [] };
    entry.windowMs = windowMs;
    const { stamps } = entry;

    let expired = 0;
    while (expired < stamps.length && (stamps[expired] as number) + windowMs <= nowMs) expired++;
    // Keeping only the newest `limit` stamps is exact even when the limit shrank: the one that must expire before
    // another request fits is then the oldest kept.
    const drop = Math.max(expired, stamps.length - limit);
    if (drop > 0) stamps.splice(0, drop);

    if (stamps.length >= limit) {
      this.#entries.set(key, entry);
      const oldest = stamps[0] as number;
      return { allowed: false, limit, remaining: 0, resetSeconds: ceilSeconds(oldest + windowMs - nowMs) };
    }

    // A clock that stepped back must not unsort the log; counting the hit a little later only errs on the strict side.
    const last = stamps.at(-1);
    stamps.push(last !== undefined && last > nowMs ? last : nowMs);
    this.#entries.set(key, entry);
    if (!existing && this.#entries.size > this.#maxKeys) this.#evictStalest();

    const oldest = stamps[0] as number;
    return {
      allowed: true,
      limit,
      remaining: limit - stamps.length,
      resetSeconds: ceilSeconds(oldest + windowMs - nowMs),
    };
  }

  /** Drops every key with no hit inside its window; returns how many were dropped. */
  sweep(nowMs: number = this.#now()): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      const last = entry.stamps.at(-1);
      if (last === undefined || last + entry.windowMs <= nowMs) {
        this.#entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#entries.clear();
  }

  /**
   * O(1), no sweep: the first key in Map order has the oldest last hit, so it is the likeliest to be idle already; if
   * it is not, forgetting it fails open for that one client, which beats running out of memory.
   */
  #evictStalest(): void {
    const stalest = this.#entries.keys().next();
    if (!stalest.done) this.#entries.delete(stalest.value);
  }
}
