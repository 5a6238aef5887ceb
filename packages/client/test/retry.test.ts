import { afterEach, describe, expect, it } from "vitest";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { startTestServer, type TestServer } from "../../../tests/helpers/server.js";
import { createIntelDigestClient, IntelDigestError } from "../src/index.js";
import { parseRetryAfter } from "../src/transport.js";

/**
 * 429 and 503 with Retry-After, against the real server's free-tier limit (1 request a minute here). The server's
 * clock runs `offset` ms ahead of the real one, so a test can put the second request one second before the
 * first leaves the window and get a real `Retry-After: 1`.
 */

const HOUR = 3_600_000;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function limitedServer() {
  const clock = { offset: 0 };
  const s = await startTestServer(
    { RATE_LIMIT_FREE: "1" },
    { now: () => new Date(Date.now() + clock.offset) },
  );
  const d = makeDigest(new Date(Date.now() - HOUR));
  await s.store.insertDigest(d, { slot: d.createdAt });
  server = s;
  return { server: s, clock, digest: d };
}

/**
 * Called right after the first request: moves the server's clock so the next one lands ~0.7 s before the first
 * hit leaves the 60 s window (a margin for a loaded machine), and the server answers 429 with `Retry-After: 1`.
 */
function nearWindowEnd(clock: { offset: number }) {
  clock.offset = 59_300;
}

function countingFetch() {
  const statuses: number[] = [];
  const counted: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    statuses.push(res.status);
    return res;
  };
  return { statuses, fetch: counted };
}

describe("rate limits", () => {
  it("a 429 with a short Retry-After is waited for and retried", async () => {
    const { server, clock, digest } = await limitedServer();
    const counter = countingFetch();
    const client = createIntelDigestClient({ baseUrl: server.url, fetch: counter.fetch });
    await client.index();
    nearWindowEnd(clock);

    const started = Date.now();
    const index = await client.index();

    expect(index.index).toBe(digest.id);
    expect(counter.statuses).toEqual([200, 429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("with maxRetries 0 the 429 is thrown at once, with retryAfterSeconds", async () => {
    const { server, clock } = await limitedServer();
    const counter = countingFetch();
    const client = createIntelDigestClient({ baseUrl: server.url, fetch: counter.fetch, maxRetries: 0 });
    await client.index();
    nearWindowEnd(clock);

    const err = await client.index().catch((e: unknown) => e);

    expect(err).toBeInstanceOf(IntelDigestError);
    expect(err).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 1 });
    expect(counter.statuses).toEqual([200, 429]);
  });

  it("a Retry-After longer than maxRetryWaitSeconds is not waited for", async () => {
    const { server } = await limitedServer();
    const counter = countingFetch();
    const client = createIntelDigestClient({ baseUrl: server.url, fetch: counter.fetch, maxRetries: 3 });
    await client.latest();

    const started = Date.now();
    const err = (await client.latest().catch((e: unknown) => e)) as IntelDigestError;

    expect(err).toMatchObject({ status: 429, code: "rate_limited" });
    expect(err.retryAfterSeconds).toBeGreaterThan(10);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(counter.statuses).toEqual([200, 429]);
  });

  it("a 503 with Retry-After (e.g. from a proxy) is retried, one without is not", async () => {
    server = await startTestServer();
    const d = makeDigest(new Date(Date.now() - HOUR));
    await server.store.insertDigest(d, { slot: d.createdAt });
    const statuses: number[] = [];
    let unavailable = 1;
    let retryAfter: string | undefined = "0";
    const flaky: typeof fetch = async (input, init) => {
      if (unavailable-- > 0) {
        statuses.push(503);
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (retryAfter !== undefined) headers["retry-after"] = retryAfter;
        const body = { success: false, error: { code: "upstream_unavailable", message: "Try later." } };
        return new Response(JSON.stringify(body), { status: 503, headers });
      }
      const res = await fetch(input, init);
      statuses.push(res.status);
      return res;
    };
    const client = createIntelDigestClient({ baseUrl: server.url, fetch: flaky });
    expect((await client.brief()).data.title).toBe(d.title);
    expect(statuses).toEqual([503, 200]);

    unavailable = 1;
    retryAfter = undefined;
    const err = await client.brief().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: "upstream_unavailable", message: "Try later." });
    expect(statuses).toEqual([503, 200, 503]);
  });
});

describe("parseRetryAfter", () => {
  it("reads delta-seconds and HTTP dates, and ignores anything else", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:03 GMT", now)).toBe(3);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:59:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
