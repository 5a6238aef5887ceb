import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REDIS_KEY_PREFIX, describeRedisUrl } from "../src/http/rate-limit/index.js";
import { probeRedis, TEST_REDIS_URL } from "./helpers/redis.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

const REDIS_URL = TEST_REDIS_URL;
const CI = Boolean(process.env.CI);

const unreachable = await probeRedis(REDIS_URL);
const where = describeRedisUrl(REDIS_URL);
if (unreachable && !CI) {
  console.warn(`Redis rate-limit integration tests SKIPPED: ${where} is unreachable (${unreachable}).`);
}

describe.skipIf(Boolean(unreachable) && !CI)("rate limits shared through Redis by two replicas", () => {
  let servers: TestServer[] = [];
  let keys: string[] = [];

  beforeAll(() => {
    if (unreachable) throw new Error(`CI: Redis at ${where} is unreachable (${unreachable})`);
  });

  afterEach(async () => {
    for (const s of servers) await s.close();
    servers = [];
    if (keys.length) {
      const admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      await admin.del(...keys);
      await admin.quit();
    }
    keys = [];
  });

  /**
   * Both replicas use the production key prefix, so each test counts a client address of its own (through a trusted
   * proxy hop), which keeps reruns and parallel runs on the same Redis from sharing a budget.
   */
  function client(): { headers: Record<string, string> } {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    keys.push(`${DEFAULT_REDIS_KEY_PREFIX}free:${ip}`);
    return { headers: { "x-forwarded-for": ip } };
  }

  async function replica(): Promise<TestServer> {
    const server = await startTestServer({ REDIS_URL, RATE_LIMIT_FREE: "5", TRUST_PROXY: "127.0.0.1/32" });
    servers.push(server);
    return server;
  }

  it("the 6th free request across the two servers is 429 with Retry-After, on either server", async () => {
    const [a, b] = [await replica(), await replica()];
    const me = client();
    const order = [a, b, a, b, a];
    for (const [i, server] of order.entries()) {
      const res = await server.get("/v1/intelligence/index", me);
      expect(res.status).not.toBe(429);
      expect(res.headers.get("ratelimit-limit")).toBe("5");
      expect(res.headers.get("ratelimit-remaining")).toBe(String(4 - i));
    }
    const sixth = await b.get("/v1/intelligence/brief", me);
    expect(sixth.status).toBe(429);
    expect(ErrorShape.parse(await sixth.json()).error.code).toBe("rate_limited");
    const retry = Number(sixth.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    expect(retry).toBeGreaterThanOrEqual(Number(sixth.headers.get("ratelimit-reset")));
    expect((await a.get("/v1/intelligence/latest", me)).status).toBe(429);

    // Another client still has its own budget on both replicas.
    const other = client();
    expect((await a.get("/v1/intelligence/index", other)).headers.get("ratelimit-remaining")).toBe("4");
    expect((await b.get("/v1/intelligence/index", other)).headers.get("ratelimit-remaining")).toBe("3");
  });

  it("concurrent requests to both servers admit exactly the budget", async () => {
    const [a, b] = [await replica(), await replica()];
    const me = client();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).get("/v1/intelligence/index", me)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    for (const r of answers) if (r.status === 429) expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
