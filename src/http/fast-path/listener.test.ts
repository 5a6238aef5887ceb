import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { loadConfig } from "../../config/index.js";
import type { MasterDigest } from "../../digest/schema.js";
import { createLogger } from "../../log/logger.js";
import { createMetrics } from "../../metrics/index.js";
import { MemoryRateLimitStore } from "../rate-limit/index.js";
import { createFastPath, type FastPath, withFastPath } from "./index.js";

// Which requests the fast path answers and which it leaves to the app (here a stub that answers 299). That the
// answers are the app's own, byte for byte, is tests/fast-path.test.ts's job.

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(
  opts: { digest?: MasterDigest; freeLimit?: number; ready?: boolean; refreshDue?: boolean } = {},
) {
  const fallbacks: string[] = [];
  // How each answer() settled: "true"/"false" returned synchronously, or "promise".
  const settled: string[] = [];
  const rateLimitStore = new MemoryRateLimitStore({ sweepIntervalMs: 0 });
  const fastPath: FastPath = createFastPath({
    config: loadConfig({ RATE_LIMIT_FREE: String(opts.freeLimit ?? 100) }),
    logger: createLogger("silent"),
    current: {
      get: async () => opts.digest,
      // A refresh that is due makes the fast path ask get(), as createCurrentDigest's peek() does after refreshMs.
      peek: () => (opts.refreshDue ? undefined : opts.digest),
      invalidate: () => {},
    },
    rateLimitStore,
    metrics: createMetrics({ defaultMetrics: false }),
  });
  const listener = withFastPath(
    (req, res) => {
      fallbacks.push(`${req.method} ${req.url}`);
      res.writeHead(299).end();
    },
    () =>
      opts.ready === false
        ? undefined
        : {
            match: (req) => fastPath.match(req),
            answer: (req, res, route) => {
              const out = fastPath.answer(req, res, route);
              settled.push(out instanceof Promise ? "promise" : String(out));
              return out;
            },
          },
  );
  const s = createServer(listener);
  server = s;
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const call = (path: string, method = "GET", headers: Record<string, string> = {}, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode as number));
      });
      req.on("error", reject);
      req.end(body);
    });
  const head = (path: string) =>
    new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method: "HEAD" }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode as number, etag: res.headers.etag }));
      });
      req.on("error", reject);
      req.end();
    });
  return { call, head, fallbacks, settled };
}

// Over 1 KB of JSON, so /latest has precompressed variants.
const digest = () => makeDigest(new Date(Date.now() - 3_600_000), { fullAnalysis: "Signals. ".repeat(200) });

describe("fast path: what it answers itself", () => {
  it("answers GET and HEAD of the three cached routes, 304s, precompressed codings and query strings", async () => {
    const { call, fallbacks } = await start({ digest: digest() });
    expect(await call("/v1/intelligence/latest")).toBe(200);
    expect(await call("/v1/intelligence/latest", "GET", { "accept-encoding": "gzip, deflate, br" })).toBe(
      200,
    );
    expect(await call("/v1/intelligence/latest", "GET", { "accept-encoding": "gzip" })).toBe(200);
    expect(await call("/v1/intelligence/brief", "HEAD", { "accept-encoding": "gzip" })).toBe(200);
    expect(await call("/v1/intelligence/index")).toBe(200);
    expect(
      await call("/v1/intelligence/index", "GET", { "if-none-match": "*, W/x", "accept-encoding": "br" }),
    ).toBe(200);
    expect(await call("/v1/intelligence/latest?cache=1", "GET", { "x-forwarded-for": "203.0.113.9" })).toBe(
      200,
    );
    expect(fallbacks).toEqual([]);
  });

  it("answers 304 for a matching If-None-Match, whatever the coding", async () => {
    const { call, head, fallbacks } = await start({ digest: digest() });
    for (const path of ["/v1/intelligence/latest", "/v1/intelligence/brief", "/v1/intelligence/index"]) {
      const etag = (await head(path)).etag as string;
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      expect(await call(path, "GET", { "if-none-match": `W/${etag}`, "accept-encoding": "gzip" })).toBe(304);
    }
    expect(fallbacks).toEqual([]);
  });
});

describe("fast path: what it leaves to the app", () => {
  it("other methods, paths, bodies, hosts and per-request compression", async () => {
    const { call, fallbacks } = await start({ digest: digest() });
    const cases: Array<[string, string, Record<string, string>?, string?]> = [
      ["/v1/intelligence/latest", "POST", { "content-type": "application/json" }, "{}"],
      [
        "/v1/intelligence/latest",
        "OPTIONS",
        { origin: "https://x.example", "access-control-request-method": "GET" },
      ],
      ["/v1/intelligence/latest", "DELETE"],
      ["/v1/intelligence/latest/", "GET"],
      ["/v1/intelligence/Latest", "GET"],
      ["/v1/intelligence/%6Catest", "GET"],
      ["/v1/intelligence/sample", "GET"],
      ["/api/intelligence/latest", "GET"],
      ["/v1/intelligence/latest", "GET", { host: "API.EXAMPLE" }],
      ["/v1/intelligence/latest", "GET", { "content-type": "text/plain", "content-length": "6" }, "a body"],
      // /index is under 1 KB: Hono's compress step gzips it per request.
      ["/v1/intelligence/index", "GET", { "accept-encoding": "gzip" }],
      ["/v1/intelligence/latest", "GET", { "accept-encoding": "deflate" }],
      ["/v1/intelligence/latest", "GET", { "accept-encoding": "*" }],
    ];
    for (const [path, method, headers, body] of cases) {
      expect([path, method, headers, await call(path, method, headers, body)]).toEqual([
        path,
        method,
        headers,
        299,
      ]);
    }
    expect(fallbacks).toHaveLength(cases.length);
  });

  it("no digest yet: the app renders 404 no_digest_yet", async () => {
    const { call, fallbacks } = await start();
    expect(await call("/v1/intelligence/latest")).toBe(299);
    expect(fallbacks).toEqual(["GET /v1/intelligence/latest"]);
  });

  it("before the app is assembled, everything goes to the listener behind", async () => {
    const { call, fallbacks } = await start({ digest: digest(), ready: false });
    expect(await call("/v1/intelligence/latest")).toBe(299);
    expect(fallbacks).toHaveLength(1);
  });

  it("a spent budget: the app renders the 429, and the refused hit is not counted twice", async () => {
    const { call, fallbacks } = await start({ digest: digest(), freeLimit: 2 });
    expect(await call("/v1/intelligence/latest")).toBe(200);
    expect(await call("/v1/intelligence/brief")).toBe(200);
    expect(await call("/v1/intelligence/index")).toBe(299);
    expect(fallbacks).toEqual(["GET /v1/intelligence/index"]);
  });
});

describe("fast path: how answer() settles", () => {
  it("a fresh digest and no budget: answered or declined synchronously, and the listener takes both", async () => {
    const { call, fallbacks, settled } = await start({ digest: digest(), freeLimit: 0 });
    expect(await call("/v1/intelligence/latest")).toBe(200);
    // /index is under 1 KB: declined for per-request gzip, on the same turn.
    expect(await call("/v1/intelligence/index", "GET", { "accept-encoding": "gzip" })).toBe(299);
    expect(settled).toEqual(["true", "false"]);
    expect(fallbacks).toEqual(["GET /v1/intelligence/index"]);
  });

  it("a refresh due or a metered budget: through a promise, with the same answers", async () => {
    const due = await start({ digest: digest(), freeLimit: 0, refreshDue: true });
    expect(await due.call("/v1/intelligence/latest")).toBe(200);
    expect(await due.call("/v1/intelligence/index", "GET", { "accept-encoding": "gzip" })).toBe(299);
    expect(due.settled).toEqual(["promise", "promise"]);
    expect(due.fallbacks).toEqual(["GET /v1/intelligence/index"]);
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

    const metered = await start({ digest: digest(), freeLimit: 5 });
    expect(await metered.call("/v1/intelligence/latest")).toBe(200);
    expect(metered.settled).toEqual(["promise"]);
    expect(metered.fallbacks).toEqual([]);
  });
});
