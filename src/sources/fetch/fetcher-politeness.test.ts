import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { fixturePool, sendJson, TEST_USER_AGENT } from "./fixture-server.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;
/** Answers after `ms`, so requests overlap when the client lets them. */
const slowJson = (ms: number) => (_req: unknown, res: Parameters<typeof sendJson>[0]) =>
  void setTimeout(() => sendJson(res, []), ms);
/**
 * The server sees arrivals, not the client's starts: a fresh connection's handshake delays one arrival more than a
 * reused one's, so the observed gap may fall short of 300 ms by that jitter.
 */
const MIN_GAP = 225;
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] ?? 0));

describe("per-host politeness", () => {
  it("never has more than perHostConcurrency requests in flight to one host", async () => {
    const s = await serve(slowJson(100));
    const fetcher = createFetcher({ userAgent: UA, perHostConcurrency: 2 });
    const outs = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        fetcher.fetch({ url: `${s.origin}/page/${i}`, accept: "json" }, { timeoutMs: 5000 }),
      ),
    );
    expect(outs.every((o) => o.kind === "ok")).toBe(true);
    expect(s.seen).toHaveLength(7);
    expect(s.maxConcurrent).toBe(2);
  });

  it("keeps the limit per host: two hosts run side by side", async () => {
    const a = await serve(slowJson(300));
    const b = await serve(slowJson(300));
    const fetcher = createFetcher({ userAgent: UA, perHostConcurrency: 1 });
    await Promise.all(
      [a, b, a, b].map((s, i) =>
        fetcher.fetch({ url: `${s.origin}/${i}`, accept: "json" }, { timeoutMs: 5000 }),
      ),
    );
    expect(a.maxConcurrent).toBe(1);
    expect(b.maxConcurrent).toBe(1);
    // b's first request started while a's first was still being answered.
    expect(Math.abs((b.seen[0]?.at ?? 0) - (a.seen[0]?.at ?? 0))).toBeLessThan(250);
  });

  it("spaces request starts to one host by minIntervalMs", async () => {
    const s = await serve((_req, res) => sendJson(res, []));
    const fetcher = createFetcher({ userAgent: UA, perHostConcurrency: 2 });
    await Promise.all(
      [0, 1, 2].map((i) =>
        fetcher.fetch(
          { url: `${s.origin}/query/${i}`, accept: "feed" },
          { timeoutMs: 5000, minIntervalMs: 300 },
        ),
      ),
    );
    for (const gap of gaps(s.seen.map((r) => r.at))) expect(gap).toBeGreaterThanOrEqual(MIN_GAP);
  });

  it("spaces a later request after an earlier one finished", async () => {
    const s = await serve((_req, res) => sendJson(res, []));
    const fetcher = createFetcher({ userAgent: UA });
    const o = { timeoutMs: 5000, minIntervalMs: 300 };
    await fetcher.fetch({ url: `${s.origin}/1`, accept: "json" }, o);
    await fetcher.fetch({ url: `${s.origin}/2`, accept: "json" }, o);
    expect(gaps(s.seen.map((r) => r.at))[0]).toBeGreaterThanOrEqual(MIN_GAP);
  });

  it("backoff() makes the next request to that host wait, and only that host", async () => {
    const s = await serve((_req, res) => sendJson(res, []));
    const other = await serve((_req, res) => sendJson(res, []));
    const fetcher = createFetcher({ userAgent: UA });
    const o = { timeoutMs: 5000 };
    await fetcher.fetch({ url: `${s.origin}/2.3/questions`, accept: "json" }, o);
    fetcher.backoff(`${s.origin}/2.3/questions`, 500);
    const t0 = performance.now();
    const [backedOff, free] = await Promise.all([
      fetcher
        .fetch({ url: `${s.origin}/2.3/questions?page=2`, accept: "json" }, o)
        .then(() => performance.now() - t0),
      fetcher.fetch({ url: `${other.origin}/`, accept: "json" }, o).then(() => performance.now() - t0),
    ]);
    expect(backedOff).toBeGreaterThanOrEqual(450);
    expect(free).toBeLessThan(300);
  });

  it("a backoff() longer than maxRetryAfterMs fails requests to that host at once", async () => {
    const s = await serve((_req, res) => sendJson(res, []));
    const fetcher = createFetcher({ userAgent: UA, maxRetryAfterMs: 1000 });
    fetcher.backoff(`${s.origin}/`, 120_000);
    const out = await fetcher.fetch({ url: `${s.origin}/x`, accept: "json" }, { timeoutMs: 5000 });
    expect(out).toMatchObject({ kind: "error", reason: "rate limited (retry after 120 s)", attempts: 0 });
    expect(s.seen).toHaveLength(0);
  });

  it("without politeness (replay) skips spacing and backoffs", async () => {
    const s = await serve((_req, res) => sendJson(res, []));
    const fetcher = createFetcher({ userAgent: UA, politeness: false });
    fetcher.backoff(`${s.origin}/`, 10_000);
    const t0 = performance.now();
    await Promise.all(
      [0, 1, 2].map((i) =>
        fetcher.fetch({ url: `${s.origin}/${i}`, accept: "json" }, { timeoutMs: 5000, minIntervalMs: 3000 }),
      ),
    );
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it("a request queued for its host's slot can be aborted", async () => {
    const s = await serve(() => {});
    const fetcher = createFetcher({ userAgent: UA, perHostConcurrency: 1, retries: 0 });
    const hanging = fetcher.fetch({ url: `${s.origin}/hang`, accept: "json" }, { timeoutMs: 500 });
    const controller = new AbortController();
    const queued = fetcher.fetch(
      { url: `${s.origin}/queued`, accept: "json" },
      { timeoutMs: 5000, signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 100);
    expect(await queued).toMatchObject({ kind: "error", reason: "aborted", attempts: 0 });
    expect((await hanging).kind).toBe("error");
    expect(s.seen.map((r) => r.path)).toEqual(["/hang"]);
  });
});
