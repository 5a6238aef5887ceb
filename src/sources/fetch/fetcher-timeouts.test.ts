import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { fixturePool, sendJson, TEST_USER_AGENT } from "./fixture-server.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;

describe("deadlines", () => {
  it("cuts a server that never sends headers at the timeout", async () => {
    const s = await serve(() => {});
    const fetcher = createFetcher({ userAgent: UA, retries: 0 });
    const out = await fetcher.fetch({ url: `${s.origin}/hang`, accept: "json" }, { timeoutMs: 300 });
    expect(out).toMatchObject({ kind: "error", reason: "timeout after 300 ms", attempts: 1 });
    expect(out.ms).toBeGreaterThanOrEqual(250);
    expect(out.ms).toBeLessThan(2000);
  });

  it("cuts a body that trickles forever at the same deadline", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("[");
      const timer = setInterval(() => res.write("1,"), 50);
      res.on("close", () => clearInterval(timer));
    });
    const fetcher = createFetcher({ userAgent: UA, retries: 0 });
    const out = await fetcher.fetch({ url: `${s.origin}/trickle`, accept: "json" }, { timeoutMs: 400 });
    expect(out).toMatchObject({ kind: "error", reason: "timeout after 400 ms", attempts: 1 });
    expect(out.ms).toBeLessThan(2000);
    await expect.poll(() => s.abandoned).toBe(1);
  });

  it("retries a timeout and stays within timeout × attempts plus backoff", async () => {
    const s = await serve(() => {});
    const fetcher = createFetcher({ userAgent: UA, retries: 2, baseBackoffMs: 50 });
    const out = await fetcher.fetch({ url: `${s.origin}/hang`, accept: "json" }, { timeoutMs: 200 });
    expect(out).toMatchObject({ kind: "error", reason: "timeout after 200 ms", attempts: 3 });
    expect(s.seen).toHaveLength(3);
    // 3 × 200 ms + at most 50 + 100 ms of backoff, with a generous margin for a busy machine.
    expect(out.ms).toBeLessThan(3 * 200 + 150 + 1500);
  });

  it("does not let a hanging host delay another host", async () => {
    const hanging = await serve(() => {});
    const fast = await serve((_req, res) => sendJson(res, { ok: true }));
    const fetcher = createFetcher({ userAgent: UA, retries: 0 });
    const slow = [1, 2].map((n) =>
      fetcher.fetch({ url: `${hanging.origin}/${n}`, accept: "json" }, { timeoutMs: 2000 }),
    );
    await expect.poll(() => hanging.seen.length).toBe(2);
    const t0 = performance.now();
    const quick = await fetcher.fetch({ url: `${fast.origin}/`, accept: "json" }, { timeoutMs: 2000 });
    expect(quick.kind).toBe("ok");
    expect(performance.now() - t0).toBeLessThan(1000);
    for (const out of await Promise.all(slow)) expect(out).toMatchObject({ reason: "timeout after 2000 ms" });
  });

  it("stops at once when the caller aborts", async () => {
    const s = await serve(() => {});
    const fetcher = createFetcher({ userAgent: UA });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const out = await fetcher.fetch(
      { url: `${s.origin}/hang`, accept: "json" },
      { timeoutMs: 5000, signal: controller.signal },
    );
    expect(out).toMatchObject({ kind: "error", reason: "aborted", attempts: 1 });
    expect(out.ms).toBeLessThan(2000);
  });
});
