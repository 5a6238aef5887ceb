import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { probeRedis, TEST_REDIS_URL } from "../../../tests/helpers/redis.js";
import { createRateLimitStore } from "./create-store.js";
import { MemoryRateLimitStore } from "./memory-store.js";
import { DEFAULT_REDIS_KEY_PREFIX, describeRedisUrl, RedisRateLimitStore } from "./redis-store.js";
import { runRateLimitStoreContract } from "./store-contract.js";
import type { Budget, RateLimitStore } from "./types.js";

const URL = TEST_REDIS_URL;
const CI = Boolean(process.env.CI);
const free: Budget = { name: "free", limit: 5, windowMs: 60_000 };
const T0 = 1_700_000_000_000;

const unreachable = await probeRedis(URL);
const where = describeRedisUrl(URL);
if (unreachable && !CI) {
  // biome-ignore lint/suspicious/noConsole: a skipped Redis suite must be visible in the test output.
  console.warn(
    `Redis rate-limit store tests SKIPPED: ${where} is unreachable (${unreachable}). Set TEST_REDIS_URL.`,
  );
}

const logger = () => ({ warn: vi.fn(), info: vi.fn() });

describe.skipIf(Boolean(unreachable) && !CI)("redis rate-limit store", () => {
  let admin: Redis;
  const prefixOf = new WeakMap<RateLimitStore, string>();
  let stores: RedisRateLimitStore[] = [];
  let prefixes: string[] = [];

  beforeAll(() => {
    if (unreachable) throw new Error(`CI: Redis at ${where} is unreachable (${unreachable})`);
    admin = new Redis(URL, { maxRetriesPerRequest: 1 });
  });

  function open(keyPrefix: string, options: ConstructorParameters<typeof RedisRateLimitStore>[0] = {}) {
    const store = new RedisRateLimitStore({ url: URL, keyPrefix, ...options });
    prefixOf.set(store, keyPrefix);
    stores.push(store);
    return store;
  }

  function fresh(options: ConstructorParameters<typeof RedisRateLimitStore>[0] = {}) {
    const prefix = `intel-digest-test:${randomBytes(6).toString("hex")}:`;
    prefixes.push(prefix);
    return open(prefix, options);
  }

  afterEach(async () => {
    for (const s of stores) await s.close();
    for (const prefix of prefixes) {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
    }
    stores = [];
    prefixes = [];
  });

  afterAll(async () => {
    await admin?.quit();
  });

  runRateLimitStoreContract("redis", async () => fresh(), {
    async sibling(store) {
      const prefix = prefixOf.get(store);
      if (!prefix) throw new Error("not a store from fresh()");
      return open(prefix);
    },
  });

  describe("redis specifics", () => {
    it("keeps one sorted set per key under the prefix, expiring a window after its newest hit", async () => {
      const s = fresh();
      await s.hit("free:203.0.113.9", free, T0);
      await s.hit("free:203.0.113.9", free, T0 + 1_000);
      const key = `${s.keyPrefix}free:203.0.113.9`;
      expect(await admin.type(key)).toBe("zset");
      expect(await admin.zcard(key)).toBe(2);
      // RESP2 answers a flat list, RESP3 member/score pairs; either way: two unique members at their hit times.
      const flat = ((await admin.zrange(key, "0", "-1", "WITHSCORES")) as unknown[]).flat().map(String);
      expect(flat).toHaveLength(4);
      expect([flat[1], flat[3]]).toEqual([String(T0), String(T0 + 1_000)]);
      expect(flat[0]).not.toBe(flat[2]);
      const ttl = await admin.pttl(key);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    it("adds nothing for a blocked hit and never holds more than the limit", async () => {
      const s = fresh();
      for (let i = 0; i < 8; i++) await s.hit("k", free, T0 + i);
      expect(await admin.zcard(`${s.keyPrefix}k`)).toBe(5);
    });

    it("keys expire on their own once the window has passed", async () => {
      const s = fresh();
      const short: Budget = { name: "s", limit: 1, windowMs: 150 };
      const now = Date.now();
      await s.hit("k", short, now);
      expect((await s.hit("k", short, now + 10)).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 400));
      expect(await admin.exists(`${s.keyPrefix}k`)).toBe(0);
    });

    it("uses the intel-digest prefix by default", () => {
      const s = new RedisRateLimitStore({ url: URL });
      stores.push(s);
      expect(s.keyPrefix).toBe(DEFAULT_REDIS_KEY_PREFIX);
      expect(DEFAULT_REDIS_KEY_PREFIX).toBe("intel-digest:rl:");
    });

    it("fails open on a Redis error: allowed, uncounted, one throttled warning, and says when it is back", async () => {
      const log = logger();
      const s = fresh({ logger: log });
      // A key of the wrong type makes the script fail with WRONGTYPE while the connection is fine.
      await admin.set(`${s.keyPrefix}k`, "not a sorted set");
      for (let i = 0; i < 3; i++) {
        expect(await s.hit("k", free, T0)).toEqual({
          allowed: true,
          limit: 5,
          remaining: 4,
          resetSeconds: 60,
        });
      }
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[0]).toMatchObject({
        failMode: "open",
        reason: expect.stringMatching(/WRONGTYPE/),
      });
      expect(log.warn.mock.calls[0]?.[1]).toMatch(/unlimited/);
      expect(log.info).not.toHaveBeenCalled();

      await admin.del(`${s.keyPrefix}k`);
      expect((await s.hit("k", free, T0)).remaining).toBe(4);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.info.mock.calls[0]?.[0]).toEqual({ failures: 3 });
    });

    it("fails closed when asked: the hit rejects with the cause", async () => {
      const log = logger();
      const s = fresh({ logger: log, failMode: "closed" });
      await admin.set(`${s.keyPrefix}k`, "not a sorted set");
      const err = await s.hit("k", free, T0).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/failMode closed/);
      expect(String((err as Error).cause)).toMatch(/WRONGTYPE/);
      expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ failMode: "closed" });
      // Budget errors are the caller's bug, not Redis's: they throw in either mode.
      await expect(s.hit("k", { name: "x", limit: -1, windowMs: 1 }, T0)).rejects.toThrow(RangeError);
    });

    it("close() quits the connection and is idempotent; a hit after close rejects", async () => {
      const s = fresh();
      await s.hit("k", free, T0);
      expect(s.status).toBe("ready");
      await s.close();
      await s.close();
      expect(s.status).toBe("end");
      await expect(s.hit("k", free, T0)).rejects.toThrow(/closed/);
    });

    it("createRateLimitStore picks Redis for a URL and logs it without credentials", async () => {
      const log = logger();
      const secretUrl = URL.replace(/^(rediss?:\/\/)(?:[^@/]*@)?/, "$1:hunter2@");
      const s = createRateLimitStore(secretUrl, log, {
        keyPrefix: `intel-digest-test:${randomBytes(6).toString("hex")}:`,
      });
      try {
        expect(s).toBeInstanceOf(RedisRateLimitStore);
        expect(log.info).toHaveBeenCalledTimes(1);
        expect(JSON.stringify(log.info.mock.calls)).not.toContain("hunter2");
        expect(log.info.mock.calls[0]?.[0]).toMatchObject({ rateLimitStore: "redis", failMode: "open" });
      } finally {
        await s.close();
      }
    });
  });
});

// These need no Redis: they run everywhere.
describe("redis rate-limit store without a server", () => {
  let dead: Server;
  let deadUrl: string;
  beforeAll(async () => {
    // A port that accepts TCP and then hangs up, like a Redis that is going away.
    dead = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    const address = dead.address();
    if (!address || typeof address === "string") throw new Error("no port");
    deadUrl = `redis://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => dead.close(() => resolve()));
  });

  it("fails open fast, warning once, when Redis is unreachable", async () => {
    const log = logger();
    const s = new RedisRateLimitStore({ url: deadUrl, logger: log, commandTimeoutMs: 200 });
    try {
      const started = performance.now();
      for (let i = 0; i < 5; i++) expect((await s.hit("k", free, T0)).allowed).toBe(true);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await s.close();
    }
  });

  it("fails closed fast when asked", async () => {
    const s = new RedisRateLimitStore({ url: deadUrl, failMode: "closed", commandTimeoutMs: 200 });
    try {
      const started = performance.now();
      await expect(s.hit("k", free, T0)).rejects.toThrow(/failMode closed/);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await s.close();
    }
  });

  it("a Redis that stops answering costs a hit at most the command timeout", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const s = new RedisRateLimitStore({ url: `redis://127.0.0.1:${port}`, commandTimeoutMs: 150 });
    try {
      const started = performance.now();
      expect((await s.hit("k", free, T0)).allowed).toBe(true);
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(140);
      expect(took).toBeLessThan(1_000);
    } finally {
      // This server never answers QUIT nor closes its side: hang up for it, or close() waits out its 2 s bound.
      const closed = s.close();
      for (const socket of sockets) socket.destroy();
      await closed;
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("createRateLimitStore picks memory without a URL", async () => {
    const log = logger();
    const s = createRateLimitStore(undefined, log);
    expect(s).toBeInstanceOf(MemoryRateLimitStore);
    expect(log.info.mock.calls[0]?.[0]).toEqual({ rateLimitStore: "memory" });
    await s.close();
  });

  it("describes a URL without user, password or query", () => {
    expect(describeRedisUrl("redis://user:s3cret@cache.internal:6380/2?password=x")).toBe(
      "redis://cache.internal:6380/2",
    );
    expect(describeRedisUrl("rediss://:s3cret@cache.internal")).toBe("rediss://cache.internal");
    expect(describeRedisUrl("not a url")).not.toContain("not a url");
  });
});
