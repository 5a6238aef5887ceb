import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/index.js";
import { cachedRoutes } from "../src/http/fast-path/index.js";
import { createLogger } from "../src/log/logger.js";
import { type RunningServer, startServer } from "../src/main.js";
import { makeDigest } from "./helpers/digests.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

const HOUR = 3_600_000;
const FAST_PATHS = [...cachedRoutes().keys()];

interface Started {
  server: RunningServer;
  /** The request log lines this server wrote. */
  requests: Record<string, unknown>[];
}

interface Pair {
  fast: Started;
  hono: Started;
  close(): Promise<void>;
}

/**
 * Two real servers on one fresh SQLite file: the fast path on and off. A fixed clock keeps the rate-limit reset and
 * the index's `nextExpected` equal on both, so every header can be compared.
 */
async function startPair(env: Record<string, string> = {}, now = new Date()): Promise<Pair> {
  const dir = mkdtempSync(join(tmpdir(), "intel-fast-path-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    RATE_LIMIT_FREE: "1000",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
    PULSE_PORT: "0",
    SCHEDULER: "off",
    OPERATOR_CONTACT: "tests@intel-digest.invalid",
    ...env,
  });
  const start = async (fastPath: boolean): Promise<Started> => {
    const requests: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split("\n").filter(Boolean)) {
          const line = JSON.parse(l);
          if (line.msg === "request") requests.push(line);
        }
        done();
      },
    });
    const server = await startServer(config, createLogger("info", sink), {
      digestRefreshMs: 0,
      now: () => now,
      fastPath,
    });
    return { server, requests };
  };
  const fast = await start(true);
  const hono = await start(false);
  return {
    fast,
    hono,
    close: async () => {
      await fast.server.close();
      await hono.server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  /** Raw header lines in the order written, without `Date`. */
  headers: [string, string][];
  body: Buffer;
}

function call(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: opts.method ?? "GET", headers: opts.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] as string;
            if (name.toLowerCase() !== "date") headers.push([name, res.rawHeaders[i + 1] as string]);
          }
          resolve({ status: res.statusCode as number, headers, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const header = (a: Answer, name: string) => a.headers.find(([k]) => k.toLowerCase() === name)?.[1];

/**
 * What must be equal: status, body bytes, every header in order. A generated request id differs by nature. When
 * Hono's compress step encodes a body per request (both servers answer those through Hono), the adapter frames it
 * as chunked or with a length depending on how fast the stream finishes, so the framing headers are left out then.
 */
function comparable(a: Answer, sentRequestId: boolean) {
  const perRequestEncoding =
    header(a, "etag")?.startsWith("W/") && header(a, "content-encoding") !== undefined;
  const headers = a.headers
    .filter(([k]) => !(perRequestEncoding && /^(content-length|transfer-encoding)$/i.test(k)))
    .map(([k, v]) => [k, k.toLowerCase() === "x-request-id" && !sentRequestId ? "<generated>" : v]);
  return { status: a.status, headers, body: a.body.toString("base64") };
}

/** Drops what differs between any two requests (time, id, latency). */
const logFields = (line: Record<string, unknown> | undefined) => {
  const { time: _t, reqId: _r, ms: _m, ...rest } = line ?? {};
  return rest;
};

type Variant = {
  name: string;
  method?: string;
  query?: string;
  headers?: (etag: string) => Record<string, string>;
};
const VARIANTS: Variant[] = [
  { name: "no Accept-Encoding" },
  { name: "gzip", headers: () => ({ "accept-encoding": "gzip" }) },
  { name: "br", headers: () => ({ "accept-encoding": "br" }) },
  { name: "a browser's Accept-Encoding", headers: () => ({ "accept-encoding": "gzip, deflate, br, zstd" }) },
  { name: "deflate only", headers: () => ({ "accept-encoding": "deflate" }) },
  { name: "wildcard coding", headers: () => ({ "accept-encoding": "*" }) },
  { name: "codings refused with q=0", headers: () => ({ "accept-encoding": "gzip;q=0, br;q=0" }) },
  { name: "identity", headers: () => ({ "accept-encoding": "identity" }) },
  { name: "If-None-Match matching", headers: (etag) => ({ "if-none-match": etag }) },
  { name: "If-None-Match weak", headers: (etag) => ({ "if-none-match": `W/${etag}` }) },
  { name: "If-None-Match list", headers: (etag) => ({ "if-none-match": `"other", ${etag}` }) },
  {
    name: "If-None-Match matching with gzip",
    headers: (etag) => ({ "if-none-match": etag, "accept-encoding": "gzip" }),
  },
  { name: "If-None-Match stale", headers: () => ({ "if-none-match": '"stale"' }) },
  { name: "Origin", headers: () => ({ origin: "https://agent.example" }) },
  { name: "X-Request-Id", headers: () => ({ "x-request-id": "trace-42.a_b" }) },
  { name: "malformed X-Request-Id", headers: () => ({ "x-request-id": "no spaces allowed" }) },
  { name: "X-Forwarded-For", headers: () => ({ "x-forwarded-for": "203.0.113.7" }) },
  { name: "a query string", query: "?cache=1" },
  { name: "HEAD", method: "HEAD" },
  { name: "HEAD with br", method: "HEAD", headers: () => ({ "accept-encoding": "br" }) },
  { name: "HEAD with If-None-Match", method: "HEAD", headers: (etag) => ({ "if-none-match": etag }) },
];

describe.each<{ label: string; env: Record<string, string> }>([
  { label: "without TRUST_PROXY", env: {} },
  { label: "with TRUST_PROXY=1", env: { TRUST_PROXY: "1" } },
])("fast path and Hono path answer the same, $label", ({ env }) => {
  let pair: Pair;
  const etags = new Map<string, string>();
  beforeAll(async () => {
    pair = await startPair(env);
    const d = makeDigest(new Date(Date.now() - HOUR));
    await pair.fast.server.store.insertDigest(d, { slot: d.createdAt });
    // The ETag is the body's hash, the same on both servers; read it once (on the Hono server only).
    for (const path of FAST_PATHS) {
      const etag = header(await call(pair.hono.server.url, path), "etag");
      etags.set(path, etag as string);
      await call(pair.fast.server.url, path); // keeps the two rate-limit counts in step
    }
  });
  afterAll(async () => {
    await pair.close();
  });

  const cases = FAST_PATHS.flatMap((path) => VARIANTS.map((v) => ({ path, ...v })));
  it.each(cases)("$path, $name", async ({ path, method, query, headers }) => {
    const sent = headers?.(etags.get(path) as string) ?? {};
    const opts = { ...(method ? { method } : {}), headers: sent };
    const fast = await call(pair.fast.server.url, `${path}${query ?? ""}`, opts);
    const hono = await call(pair.hono.server.url, `${path}${query ?? ""}`, opts);
    expect([200, 304]).toContain(fast.status);
    const sentId = "x-request-id" in sent && /^[\w.-]+$/.test(sent["x-request-id"] as string);
    expect(comparable(fast, sentId)).toEqual(comparable(hono, sentId));
    expect(logFields(pair.fast.requests.at(-1))).toEqual(logFields(pair.hono.requests.at(-1)));
  });
});

describe("fast path: request log", () => {
  it("writes the same one line, with the same fields, as the Hono path", async () => {
    const pair = await startPair();
    try {
      const d = makeDigest(new Date(Date.now() - HOUR));
      await pair.fast.server.store.insertDigest(d, { slot: d.createdAt });
      for (const { server } of [pair.fast, pair.hono]) {
        await call(server.url, "/v1/intelligence/latest", { headers: { "x-request-id": "req-1" } });
        await call(server.url, "/v1/intelligence/index", { method: "HEAD" });
      }
      expect(pair.fast.requests).toHaveLength(2);
      expect(pair.hono.requests).toHaveLength(2);
      for (const [i, line] of pair.fast.requests.entries()) {
        const other = pair.hono.requests[i] as Record<string, unknown>;
        expect(Object.keys(line).sort()).toEqual(Object.keys(other).sort());
        expect(logFields(line)).toEqual(logFields(other));
        expect(typeof line.ms).toBe("number");
      }
      expect(pair.fast.requests[0]).toMatchObject({
        reqId: "req-1",
        method: "GET",
        path: "/v1/intelligence/latest",
        route: "/v1/intelligence/latest",
        status: 200,
        paid: false,
      });
      expect(pair.fast.requests[1]).toMatchObject({
        method: "HEAD",
        path: "/v1/intelligence/index",
        status: 200,
      });
    } finally {
      await pair.close();
    }
  });
});

describe("fast path: no digest yet", () => {
  it.each(FAST_PATHS)("%s answers 404 no_digest_yet exactly as before", async (path) => {
    const pair = await startPair();
    try {
      const fast = await call(pair.fast.server.url, path);
      const hono = await call(pair.hono.server.url, path);
      expect(fast.status).toBe(404);
      expect(ErrorShape.parse(JSON.parse(fast.body.toString())).error.code).toBe("no_digest_yet");
      expect(comparable(fast, false)).toEqual(comparable(hono, false));
      expect(logFields(pair.fast.requests.at(-1))).toEqual(logFields(pair.hono.requests.at(-1)));
    } finally {
      await pair.close();
    }
  });
});

describe("fast path: the free budget is shared with the Hono routes", () => {
  let pair: Pair | undefined;
  const withLimit = async () => {
    pair = await startPair({ RATE_LIMIT_FREE: "5" });
    const now = Date.now();
    for (const hoursAgo of [1, 9]) {
      const d = makeDigest(new Date(now - hoursAgo * HOUR));
      await pair.fast.server.store.insertDigest(d, { slot: d.createdAt });
    }
    return pair.fast.server.url;
  };
  const expect429 = async (a: Answer) => {
    expect(a.status).toBe(429);
    if (a.body.length)
      expect(ErrorShape.parse(JSON.parse(a.body.toString())).error.code).toBe("rate_limited");
    expect(header(a, "ratelimit-remaining")).toBe("0");
    const retry = Number(header(a, "retry-after"));
    expect(retry).toBeGreaterThanOrEqual(Number(header(a, "ratelimit-reset")));
    expect(retry).toBeGreaterThan(0);
  };

  it("/latest ×3 then /sample ×3: the 6th is 429 with Retry-After", async () => {
    const url = await withLimit();
    try {
      const seen: Answer[] = [];
      for (const path of ["latest", "latest", "latest", "sample", "sample"]) {
        seen.push(await call(url, `/v1/intelligence/${path}`));
      }
      expect(seen.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(seen.map((a) => header(a, "ratelimit-remaining"))).toEqual(["4", "3", "2", "1", "0"]);
      await expect429(await call(url, "/v1/intelligence/sample"));
    } finally {
      await pair?.close();
    }
  });

  it("/sample ×3 then /latest ×3: the 6th, on the fast route, is 429 with Retry-After and counts nothing", async () => {
    const url = await withLimit();
    try {
      const seen: Answer[] = [];
      for (const path of ["sample", "sample", "sample", "latest", "brief"]) {
        seen.push(await call(url, `/v1/intelligence/${path}`));
      }
      expect(seen.map((a) => header(a, "ratelimit-remaining"))).toEqual(["4", "3", "2", "1", "0"]);
      await expect429(await call(url, "/v1/intelligence/latest"));
      await expect429(await call(url, "/v1/intelligence/index", { method: "HEAD" }));
      const requests = pair?.fast.requests ?? [];
      expect(requests.at(-2)).toMatchObject({ path: "/v1/intelligence/latest", status: 429 });
    } finally {
      await pair?.close();
    }
  });
});
