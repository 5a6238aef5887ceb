import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { closedPort, fixturePool, sendJson, TEST_USER_AGENT } from "./fixture-server.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;
const fast = (extra: Parameters<typeof createFetcher>[0] | object = {}) =>
  createFetcher({ userAgent: UA, baseBackoffMs: 20, ...extra });

describe("retries", () => {
  it("reports a refused connection after every attempt", async () => {
    const port = await closedPort();
    const out = await fast().fetch({ url: `http://127.0.0.1:${port}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "error", reason: "connection refused", attempts: 3 });
    expect(out).not.toHaveProperty("status");
  });

  it("reports a reset connection and retries it", async () => {
    const s = await serve((req) => req.socket.destroy());
    const out = await fast().fetch({ url: `${s.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "error", reason: "connection reset", attempts: 3 });
    expect(s.seen).toHaveLength(3);
  });

  it("reports a connection cut in the middle of the body as a reset", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"items": [');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const out = await fast({ retries: 0 }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "connection reset", attempts: 1 });
  });

  it("succeeds on attempt 2 after a 500", async () => {
    const s = await serve((_req, res, i) => {
      if (i === 0) {
        res.writeHead(500).end("boom");
        return;
      }
      sendJson(res, { hits: [] });
    });
    const out = await fast().fetch({ url: `${s.origin}/search`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "ok", attempts: 2 });
    if (out.kind !== "ok") throw new Error("unreachable");
    expect(JSON.parse(new TextDecoder().decode(out.res.body))).toEqual({ hits: [] });
  });

  it("gives up after three 503s with the status and attempts", async () => {
    const s = await serve((_req, res) => res.writeHead(503).end());
    const out = await fast().fetch({ url: `${s.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "error", reason: "HTTP 503", status: 503, attempts: 3 });
    expect(s.seen).toHaveLength(3);
  });

  it("does not retry other 4xx, and never echoes header values", async () => {
    const s = await serve((_req, res) =>
      res.writeHead(401, { "www-authenticate": "Bearer" }).end("bad token"),
    );
    const out = await fast().fetch(
      { url: `${s.origin}/`, accept: "json", headers: { authorization: "Bearer s3cr3t-token" } },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "HTTP 401", status: 401, attempts: 1 });
    expect(JSON.stringify(out)).not.toContain("s3cr3t");
    expect(s.seen[0]?.headers.authorization).toBe("Bearer s3cr3t-token");
  });

  it("waits out a 429 with Retry-After: 1, then succeeds", async () => {
    const s = await serve((_req, res, i) => {
      if (i === 0) {
        res.writeHead(429, { "retry-after": "1" }).end();
        return;
      }
      sendJson(res, []);
    });
    const out = await fast().fetch({ url: `${s.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "ok", attempts: 2 });
    const [first, second] = s.seen;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(out.ms).toBeLessThan(5000);
  });

  it("honours a Retry-After given as an HTTP date on a 503", async () => {
    const s = await serve((_req, res, i) => {
      if (i === 0) {
        res.writeHead(503, { "retry-after": new Date(Date.now() + 2000).toUTCString() }).end();
        return;
      }
      sendJson(res, []);
    });
    const out = await fast().fetch({ url: `${s.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "ok", attempts: 2 });
    const [first, second] = s.seen;
    // HTTP dates have one-second resolution: the wait is between 1 and 2 s.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it("fails fast on a long Retry-After and keeps away from that host", async () => {
    const s = await serve((_req, res) => res.writeHead(429, { "retry-after": "3600" }).end());
    const fetcher = fast();
    const out = await fetcher.fetch({ url: `${s.origin}/a`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({
      kind: "error",
      reason: "rate limited (retry after 3600 s)",
      status: 429,
      attempts: 1,
    });
    expect(out.ms).toBeLessThan(1000);
    const next = await fetcher.fetch({ url: `${s.origin}/b`, accept: "json" }, { timeoutMs: 2000 });
    expect(next).toMatchObject({ kind: "error", reason: "rate limited (retry after 3600 s)", attempts: 0 });
    expect(s.seen).toHaveLength(1);
  });

  it("without politeness (replay) records no host backoff", async () => {
    const s = await serve((_req, res) => res.writeHead(429, { "retry-after": "3600" }).end());
    const fetcher = fast({ politeness: false });
    await fetcher.fetch({ url: `${s.origin}/a`, accept: "json" }, { timeoutMs: 2000 });
    const next = await fetcher.fetch({ url: `${s.origin}/b`, accept: "json" }, { timeoutMs: 2000 });
    expect(next).toMatchObject({ kind: "error", reason: "rate limited (retry after 3600 s)", attempts: 1 });
    expect(s.seen).toHaveLength(2);
  });

  it("spaces retries with full-jitter exponential backoff", async () => {
    const waits: number[] = [];
    const s = await serve((_req, res) => res.writeHead(502).end());
    const fetcher = createFetcher({
      userAgent: UA,
      retries: 3,
      baseBackoffMs: 100,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const out = await fetcher.fetch({ url: `${s.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ reason: "HTTP 502", attempts: 4 });
    expect(waits).toEqual([50, 100, 200]);
  });

  it("rejects a URL that is not http(s) without sending anything", async () => {
    const out = await fast().fetch(
      { url: "ftp://example.org/feed.xml", accept: "feed" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "invalid URL", attempts: 0 });
  });
});
