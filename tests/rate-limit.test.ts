import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const limited = (extra: Record<string, string> = {}) =>
  startTestServer({ RATE_LIMIT_FREE: "5", RATE_LIMIT_DOCS: "60", RATE_LIMIT_PAID: "120", ...extra });

const FREE = [
  "/v1/intelligence/brief",
  "/v1/intelligence/index",
  "/v1/intelligence/sample",
  "/v1/intelligence/latest",
  "/.well-known/catalog",
];

describe("free budget: 5 per rolling minute per IP, shared by the free routes", () => {
  it("the 6th free request in a minute is 429 with the headers, across different free routes", async () => {
    server = await limited();
    const seen: Response[] = [];
    for (const path of FREE) seen.push(await server.get(path));
    seen.forEach((res, i) => {
      expect(res.status).not.toBe(429);
      expect(res.headers.get("ratelimit-limit")).toBe("5");
      expect(res.headers.get("ratelimit-remaining")).toBe(String(4 - i));
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      expect(res.headers.get("ratelimit-policy")).toBe('"free";q=5;w=60');
      expect(res.headers.get("ratelimit")).toMatch(new RegExp(`^"free";r=${4 - i};t=\\d+$`));
    });
    const sixth = await server.post("/v1/intelligence/feedback", { digestId: "x", rating: "good" });
    expect(sixth.status).toBe(429);
    const body = ErrorShape.parse(await sixth.json());
    expect(body.error.code).toBe("rate_limited");
    expect(sixth.headers.get("ratelimit-remaining")).toBe("0");
    const retry = Number(sixth.headers.get("retry-after"));
    const reset = Number(sixth.headers.get("ratelimit-reset"));
    expect(retry).toBeGreaterThanOrEqual(reset);
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("other budgets are separate: documents and health still answer", async () => {
    server = await limited();
    for (let i = 0; i < 6; i++) await server.get("/v1/intelligence/index");
    expect((await server.get("/v1/intelligence/brief")).status).toBe(429);
    const doc = await server.get("/llms.txt");
    expect(doc.status).toBe(200);
    expect(doc.headers.get("ratelimit-policy")).toBe('"docs";q=60;w=60');
    const health = await server.get("/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("ratelimit-limit")).toBeNull();
  });

  it("paid routes have their own budget and a 429 there says charged false", async () => {
    server = await limited({ RATE_LIMIT_PAID: "2" });
    await server.get("/v1/intelligence/history");
    await server.get("/v1/intelligence/history");
    const res = await server.get("/v1/intelligence/history");
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: "rate_limited" },
      charged: false,
    });
    expect((await server.get("/v1/intelligence/index")).status).not.toBe(429);
  });

  it("X-Forwarded-For is ignored unless TRUST_PROXY is set", async () => {
    server = await limited();
    for (let i = 0; i < 5; i++) {
      await server.get("/v1/intelligence/index", { headers: { "x-forwarded-for": `203.0.113.${i}` } });
    }
    const res = await server.get("/v1/intelligence/index", {
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(res.status).toBe(429);
  });

  it("with a trusted proxy, each forwarded client has its own budget and can't spoof past the proxy", async () => {
    server = await limited({ TRUST_PROXY: "127.0.0.1/32" });
    for (let i = 0; i < 5; i++) {
      const r = await server.get("/v1/intelligence/index", { headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(r.status).not.toBe(429);
    }
    const blocked = await server.get("/v1/intelligence/index", {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(blocked.status).toBe(429);
    // A client that prepends a fake address is still keyed by the address the proxy saw.
    const spoof = await server.get("/v1/intelligence/index", {
      headers: { "x-forwarded-for": "1.2.3.4, 203.0.113.9" },
    });
    expect(spoof.status).toBe(429);
    const other = await server.get("/v1/intelligence/index", {
      headers: { "x-forwarded-for": "203.0.113.10" },
    });
    expect(other.status).not.toBe(429);
  });

  it("the budget resets once the window has rolled past", async () => {
    let t = Date.now();
    server = await startTestServer({ RATE_LIMIT_FREE: "5" }, { now: () => new Date(t) });
    for (let i = 0; i < 5; i++) expect((await server.get("/v1/intelligence/index")).status).not.toBe(429);
    const blocked = await server.get("/v1/intelligence/index");
    expect(blocked.status).toBe(429);
    t += Number(blocked.headers.get("retry-after")) * 1000;
    // All five were counted at the same instant, so they all leave the window together.
    const again = await server.get("/v1/intelligence/index");
    expect(again.status).not.toBe(429);
    expect(again.headers.get("ratelimit-remaining")).toBe("4");
  });
});
