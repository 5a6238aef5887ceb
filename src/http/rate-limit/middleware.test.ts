import { type Context, Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { AppError, toErrorBody } from "../../errors/index.js";
import { createLogger } from "../../log/logger.js";
import { rateLimitKeyForIp, socketAddress } from "../client-ip.js";
import { onError } from "../errors.js";
import { MemoryRateLimitStore } from "./memory-store.js";
import { rateLimit } from "./middleware.js";
import { spendBudget } from "./spend.js";
import type { Budget } from "./types.js";

const BUDGETS: Record<string, Budget | undefined> = {
  free: { name: "free", limit: 5, windowMs: 60_000 },
  docs: { name: "docs", limit: 60, windowMs: 60_000 },
  off: { name: "off", limit: 0, windowMs: 60_000 },
};
const T0 = 1_700_000_000_000;
const HEADER_NAMES = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
  "RateLimit",
];

let store: MemoryRateLimitStore;
afterEach(async () => {
  await store?.close();
});

function makeApp(opts: { appOnError?: boolean; clientKey?: (c: Context) => string } = {}) {
  store = new MemoryRateLimitStore({ sweepIntervalMs: 0 });
  const clock = { now: T0 };
  const calls = { handler: 0 };
  const app = new Hono();
  app.onError(
    opts.appOnError
      ? onError(createLogger("silent"))
      : (err, c) => {
          const { status, body } = toErrorBody(err);
          return c.json(body, status);
        },
  );
  app.use(
    rateLimit({
      // The first path segment names the budget; "/none/..." has no budget at all.
      spend: (c) =>
        spendBudget(
          store,
          BUDGETS[c.req.path.split("/")[1] ?? ""],
          (opts.clientKey ?? ((c) => c.req.header("x-client") ?? "one"))(c),
          clock.now,
        ),
    }),
  );
  app.get("/:budget/ok", (c) => {
    calls.handler++;
    return c.json({ ok: true });
  });
  app.get("/:budget/app-error", () => {
    throw new AppError("not_found", "Nothing here.");
  });
  app.get("/:budget/crash", () => {
    throw new Error("boom");
  });
  app.get("/:budget/raw", () => new Response("raw", { headers: { "content-type": "text/plain" } }));
  return { app, clock, calls };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("rateLimit middleware", () => {
  it("sets both header families on allowed answers", async () => {
    const { app, clock } = makeApp();
    const first = await get(app, "/free/ok");
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Limit")).toBe("5");
    expect(first.headers.get("RateLimit-Remaining")).toBe("4");
    expect(first.headers.get("RateLimit-Reset")).toBe("60");
    expect(first.headers.get("RateLimit-Policy")).toBe('"free";q=5;w=60');
    expect(first.headers.get("RateLimit")).toBe('"free";r=4;t=60');
    expect(first.headers.get("Retry-After")).toBeNull();

    clock.now = T0 + 20_500;
    const second = await get(app, "/free/ok");
    // The first hit frees its unit at t=60 s: 39.5 s, rounded up.
    expect(second.headers.get("RateLimit-Remaining")).toBe("3");
    expect(second.headers.get("RateLimit-Reset")).toBe("40");
    expect(second.headers.get("RateLimit")).toBe('"free";r=3;t=40');
  });

  it("answers the sixth request with a 429, Retry-After, both header families and the envelope", async () => {
    const { app, clock, calls } = makeApp();
    for (let i = 0; i < 5; i++) {
      clock.now = T0 + i * 1000;
      expect((await get(app, "/free/ok")).status).toBe(200);
    }
    clock.now = T0 + 12_300;
    const res = await get(app, "/free/ok");
    expect(res.status).toBe(429);
    expect(calls.handler).toBe(5);
    expect(res.headers.get("Retry-After")).toBe("48");
    expect(res.headers.get("RateLimit-Limit")).toBe("5");
    expect(res.headers.get("RateLimit-Remaining")).toBe("0");
    expect(res.headers.get("RateLimit-Reset")).toBe("48");
    expect(res.headers.get("RateLimit-Policy")).toBe('"free";q=5;w=60');
    expect(res.headers.get("RateLimit")).toBe('"free";r=0;t=48');
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      success: false,
      error: {
        code: "rate_limited",
        message: "Rate limit of 5 requests per 60 s exceeded for this client; retry in 48 s.",
        details: { budget: "free", limit: 5, windowSeconds: 60, retryAfterSeconds: 48 },
      },
    });

    // Blocked hits did not count: once the first hit expires exactly one more request fits.
    clock.now = T0 + 60_000;
    expect((await get(app, "/free/ok")).status).toBe(200);
    expect((await get(app, "/free/ok")).status).toBe(429);
  });

  it.each([
    ["a tiny onError using toErrorBody", false],
    ["the app's onError", true],
  ])("keeps the headers on responses built by %s", async (_label, appOnError) => {
    const { app } = makeApp({ appOnError });
    const appError = await get(app, "/free/app-error");
    expect(appError.status).toBe(404);
    expect(appError.headers.get("RateLimit-Remaining")).toBe("4");
    expect(appError.headers.get("RateLimit")).toBe('"free";r=4;t=60');
    expect(await appError.json()).toMatchObject({ error: { code: "not_found" } });

    const crash = await get(app, "/free/crash");
    expect(crash.status).toBe(500);
    expect(crash.headers.get("RateLimit-Remaining")).toBe("3");
    expect(crash.headers.get("RateLimit-Policy")).toBe('"free";q=5;w=60');
  });

  it("keeps the headers on a Response the handler built itself", async () => {
    const { app } = makeApp();
    const res = await get(app, "/free/raw");
    expect(await res.text()).toBe("raw");
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("RateLimit-Limit")).toBe("5");
  });

  it("passes through without counting or headers when there is no budget or its limit is 0", async () => {
    const { app } = makeApp();
    for (const path of ["/none/ok", "/off/ok"]) {
      for (let i = 0; i < 10; i++) {
        const res = await get(app, path);
        expect(res.status).toBe(200);
        for (const h of [...HEADER_NAMES, "Retry-After"]) expect(res.headers.get(h)).toBeNull();
      }
    }
    expect(store.size).toBe(0);
  });

  it("counts clients apart", async () => {
    const { app } = makeApp();
    for (let i = 0; i < 5; i++) await get(app, "/free/ok", { "x-client": "a" });
    expect((await get(app, "/free/ok", { "x-client": "a" })).status).toBe(429);
    const b = await get(app, "/free/ok", { "x-client": "b" });
    expect(b.status).toBe(200);
    expect(b.headers.get("RateLimit-Remaining")).toBe("4");
  });

  it("counts budgets apart for the same client", async () => {
    const { app } = makeApp();
    for (let i = 0; i < 5; i++) await get(app, "/free/ok");
    expect((await get(app, "/free/ok")).status).toBe(429);
    const docs = await get(app, "/docs/ok");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("RateLimit-Policy")).toBe('"docs";q=60;w=60');
    expect(docs.headers.get("RateLimit-Remaining")).toBe("59");
  });

  it("keys by the socket address read through getConnInfo, one /64 per IPv6 host", async () => {
    const { app } = makeApp({ clientKey: (c) => rateLimitKeyForIp(socketAddress(c)) });
    const from = (remoteAddress: string) =>
      app.request("/free/ok", {}, { incoming: { socket: { remoteAddress, remotePort: 1234 } } });
    for (let i = 0; i < 5; i++) expect((await from(`2001:db8:1:2::${i + 1}`)).status).toBe(200);
    expect((await from("2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
    expect((await from("::ffff:192.0.2.7")).status).toBe(200);
    // Without a socket (plain app.request) everyone shares the unknown key rather than failing.
    expect((await app.request("/free/ok")).status).toBe(200);
  });
});
