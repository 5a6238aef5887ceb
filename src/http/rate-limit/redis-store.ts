import { randomBytes } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { Redis, type RedisOptions } from "ioredis";
import { ceilSeconds, checkBudget } from "./budget.js";
import type { Budget, RateLimitDecision, RateLimitStore } from "./types.js";

/**
 * What the store does when Redis fails (unreachable, timed out, an error reply):
 * - `open`: the hit is allowed uncounted and a warning is logged (throttled). A Redis outage then lifts the limits
 *   for its duration instead of taking the free routes down with it.
 * - `closed`: `hit` rejects, so the request fails (the app answers 500 `internal`); for deployments where an
 *   unlimited burst is worse than an outage.
 */
export type RateLimitFailMode = "open" | "closed";

/** The two pino methods the store uses; a pino `Logger` fits. */
export interface RateLimitStoreLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisRateLimitStoreOptions {
  /** `redis://` or `rediss://` URL (user, password and database number included); default `redis://127.0.0.1:6379`. */
  url?: string;
  /** Prepended to every key, so several services (or test runs) can share one Redis; default `intel-digest:rl:`. */
  keyPrefix?: string;
  /** Default `open`; see {@link RateLimitFailMode}. */
  failMode?: RateLimitFailMode;
  /** Longest a hit waits for Redis (connecting included) before it counts as a failure; default 500 ms. */
  commandTimeoutMs?: number;
  /** At most one failure warning per this many ms (the others are counted into the next one); default 30 s. */
  warnIntervalMs?: number;
  logger?: RateLimitStoreLogger;
  /** Extra ioredis options, applied last (e.g. TLS settings). */
  redisOptions?: RedisOptions;
}

export const DEFAULT_REDIS_KEY_PREFIX = "intel-digest:rl:";
const DEFAULT_COMMAND_TIMEOUT_MS = 500;
const DEFAULT_WARN_INTERVAL_MS = 30_000;

/**
 * One hit, atomically. KEYS[1]: the sorted set of one key's counted hits (score = time in ms, member = unique id).
 * ARGV: 1 now, 2 cutoff (now - window: hits at or before it have left the window), 3 window ms, 4 limit, 5 member.
 * Returns {allowed 0|1, counted hits after this one, score of the oldest kept hit}.
 *
 * Same rules as the memory store: expired hits go; past a shrunk limit only the newest `limit` hits are kept (the
 * oldest kept is then the one that must expire before another request fits); a blocked hit adds nothing; a clock that
 * stepped back stamps the hit with the newest score so the log stays ordered. Times travel as strings (a Lua number
 * turned into a string keeps only 14 digits), and the key expires one window after its newest hit.
 */
const HIT_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[2])
local count = redis.call('ZCARD', key)
if count > limit then
  redis.call('ZREMRANGEBYRANK', key, 0, count - limit - 1)
  count = limit
end
if count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, count, oldest[2]}
end
local stamp = ARGV[1]
local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
if newest[2] ~= nil and tonumber(newest[2]) > tonumber(stamp) then stamp = newest[2] end
redis.call('ZADD', key, stamp, ARGV[5])
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
redis.call('PEXPIRE', key, math.ceil(tonumber(stamp) - tonumber(ARGV[1]) + tonumber(ARGV[3])))
return {1, count + 1, oldest[2]}
`;

type HitReply = [allowed: number, count: number, oldest: string];
type WithHitCommand = Redis & {
  rateLimitHit(
    key: string,
    now: string,
    cutoff: string,
    windowMs: string,
    limit: string,
    member: string,
  ): Promise<unknown>;
};

/**
 * Exact sliding log per key in Redis, shared by every replica that points at the same server and prefix: one Lua
 * script per hit, so concurrent hits from any number of processes can't over-admit.
 *
 * Time comes from the caller (`nowMs`, the middleware's clock), not from Redis `TIME`, so tests can inject a clock;
 * the replicas' clocks must therefore be in sync (NTP): a replica running ahead expires others' hits early.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly keyPrefix: string;
  readonly failMode: RateLimitFailMode;
  readonly #redis: WithHitCommand;
  readonly #logger: RateLimitStoreLogger | undefined;
  readonly #warnIntervalMs: number;
  /** Makes members unique across replicas; the sequence makes them unique within this one. */
  readonly #instance = randomBytes(8).toString("hex");
  #seq = 0;
  #failures = 0;
  #unreportedFailures = 0;
  #lastWarnAt = Number.NEGATIVE_INFINITY;
  #closing: Promise<void> | undefined;

  constructor(options: RedisRateLimitStoreOptions = {}) {
    const {
      url = "redis://127.0.0.1:6379",
      keyPrefix = DEFAULT_REDIS_KEY_PREFIX,
      failMode = "open",
      commandTimeoutMs = DEFAULT_COMMAND_TIMEOUT_MS,
      warnIntervalMs = DEFAULT_WARN_INTERVAL_MS,
      logger,
      redisOptions,
    } = options;
    if (failMode !== "open" && failMode !== "closed")
      throw new RangeError("failMode must be open or closed.");
    if (!(commandTimeoutMs > 0)) throw new RangeError("commandTimeoutMs must be positive.");
    this.keyPrefix = keyPrefix;
    this.failMode = failMode;
    this.#logger = logger;
    this.#warnIntervalMs = warnIntervalMs;
    this.#redis = new Redis(url, {
      // A hit must answer fast or fail: no long offline queue, no retry of a request, no resend of a script that may
      // already have run (that would count it twice); reconnecting goes on in the background.
      commandTimeout: commandTimeoutMs,
      connectTimeout: Math.max(commandTimeoutMs, 2_000),
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      ...redisOptions,
    }) as WithHitCommand;
    this.#redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
    // Without a listener ioredis prints every failed reconnect to stderr.
    this.#redis.on("error", (err: unknown) => this.#reportFailure(err));
  }

  /** The connection's state (`connecting`, `ready`, `reconnecting`, `end`, …). */
  get status(): string {
    return this.#redis.status;
  }

  async hit(key: string, budget: Budget, nowMs: number): Promise<RateLimitDecision> {
    const { limit, windowMs } = checkBudget(budget);
    if (!Number.isFinite(nowMs)) throw new RangeError("nowMs must be a finite number.");
    if (limit === 0) return { allowed: true, limit: 0, remaining: 0, resetSeconds: ceilSeconds(windowMs) };
    if (this.#closing) throw new Error("The Redis rate-limit store is closed.");

    let reply: HitReply;
    try {
      // Known to be down: fail now rather than make every request wait for the timeout.
      if (this.#redis.status === "reconnecting" || this.#redis.status === "close") {
        throw new Error(`Redis connection is ${this.#redis.status}.`);
      }
      reply = parseReply(
        await this.#redis.rateLimitHit(
          this.keyPrefix + key,
          String(nowMs),
          String(nowMs - windowMs),
          String(windowMs),
          String(limit),
          `${this.#instance}:${(this.#seq++).toString(36)}`,
        ),
      );
    } catch (err) {
      this.#reportFailure(err);
      if (this.failMode === "closed") {
        throw new Error("Rate-limit store unavailable (Redis); refusing the request (failMode closed).", {
          cause: err,
        });
      }
      // Uncounted: report a fresh window, which is what the client would see if this were its first request.
      return { allowed: true, limit, remaining: limit - 1, resetSeconds: ceilSeconds(windowMs) };
    }
    this.#reportRecovery();

    const [allowed, count, oldest] = reply;
    return {
      allowed: allowed === 1,
      limit,
      remaining: allowed === 1 ? limit - count : 0,
      resetSeconds: ceilSeconds(Number(oldest) + windowMs - nowMs),
    };
  }

  /** Quits the connection (hits already sent get their answers first) and waits until it is closed; idempotent. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      const redis = this.#redis;
      if (redis.status === "end") return;
      // Not events.once: that one rejects on the "error" events a dying connection emits.
      const ended = new Promise<void>((resolve) => redis.once("end", () => resolve()));
      await redis.quit().catch(() => {});
      // Read again: the status moved while QUIT was in flight.
      const after: string = redis.status;
      if (after === "end") return;
      // QUIT failed or the socket has not closed yet: close it ourselves, and stop any reconnect timer.
      redis.disconnect();
      // Between reconnects there is no socket, so ioredis emits no "end": nothing is left to wait for.
      if (redis.status === "reconnecting") return;
      // Bounded: a peer that never closes its side must not hold a shutdown up.
      await Promise.race([ended, setTimeout(2_000, undefined, { ref: false })]);
    })();
    return this.#closing;
  }

  #reportFailure(err: unknown): void {
    if (this.#closing) return;
    this.#failures++;
    const at = performance.now();
    if (at - this.#lastWarnAt < this.#warnIntervalMs) {
      this.#unreportedFailures++;
      return;
    }
    this.#lastWarnAt = at;
    // Only the message: an ioredis error can carry the command's arguments, i.e. client addresses.
    const reason = err instanceof Error ? err.message : String(err);
    this.#logger?.warn(
      { reason, failMode: this.failMode, failuresSinceLastWarning: this.#unreportedFailures },
      this.failMode === "open"
        ? "rate-limit store: Redis failed; requests pass unlimited until it is back"
        : "rate-limit store: Redis failed; rate-limited requests are refused until it is back",
    );
    this.#unreportedFailures = 0;
  }

  #reportRecovery(): void {
    if (this.#failures === 0) return;
    this.#logger?.info({ failures: this.#failures }, "rate-limit store: Redis is answering again");
    this.#failures = 0;
    this.#unreportedFailures = 0;
    this.#lastWarnAt = Number.NEGATIVE_INFINITY;
  }
}

function parseReply(reply: unknown): HitReply {
  if (Array.isArray(reply) && reply.length === 3) {
    const [allowed, count, oldest] = reply as unknown[];
    const oldestText = typeof oldest === "string" ? oldest : Buffer.isBuffer(oldest) ? oldest.toString() : "";
    if (
      (allowed === 0 || allowed === 1) &&
      typeof count === "number" &&
      oldestText !== "" &&
      Number.isFinite(Number(oldestText))
    ) {
      return [allowed, count, oldestText];
    }
  }
  throw new Error("Unexpected reply from the rate-limit script.");
}

/** A Redis URL fit for a log line: scheme, host, port and database; never the user, password or query. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "(unparsable Redis URL)";
  }
}
