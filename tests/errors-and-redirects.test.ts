import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("error envelope", () => {
  it("unknown route is a JSON 404", async () => {
    const res = await server.get("/v1/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(ErrorShape.parse(await res.json()).error.code).toBe("not_found");
  });

  it("wrong method on a known path is 405 with Allow", async () => {
    const res = await fetch(`${server.url}/v1/intelligence/latest`, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(ErrorShape.parse(await res.json()).error.code).toBe("method_not_allowed");
    const post = await server.post("/v1/intelligence/brief", {});
    expect(post.status).toBe(405);
    const get = await server.get("/v1/intelligence/feedback");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
  });

  it("paid routes validate before anything else: bad query is 400 naming the field, with charged false", async () => {
    for (const q of ["hours=0", "hours=169", "hours=abc", "hours=1.5", "limit=0", "limit=51", "limit=-1"]) {
      const res = await server.get(`/v1/intelligence/history?${q}`);
      expect(res.status, q).toBe(400);
      const raw = (await res.json()) as { charged?: boolean };
      const body = ErrorShape.parse(raw);
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.message).toContain(q.split("=")[0]);
      expect(raw.charged).toBe(false);
    }
    const bad = await server.get("/v1/pulse/narratives/abc");
    expect(bad.status).toBe(400);
    expect(ErrorShape.parse(await bad.json()).error.message).toContain("id");
    expect((await server.get("/v1/pulse/digests?since=x")).status).toBe(400);
  });

  it("paid routes without a pay-to address answer 503 payments_not_configured", async () => {
    const res = await server.get("/v1/intelligence/history");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({
      success: false,
      error: { code: "payments_not_configured" },
      charged: false,
    });
  });

  it("never leaks stacks or internals", async () => {
    const res = await server.post("/v1/intelligence/feedback", "{bad");
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+|SyntaxError|node_modules/);
  });
});

describe("CORS", () => {
  it("allows any origin and exposes the payment and rate-limit headers", async () => {
    const res = await server.get("/health", { headers: { origin: "https://example.org" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("PAYMENT-REQUIRED");
    expect(res.headers.get("access-control-expose-headers")).toContain("Retry-After");
    const pre = await fetch(`${server.url}/v1/intelligence/history`, {
      method: "OPTIONS",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "GET",
        "access-control-request-headers": "payment-signature",
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("payment-signature");
  });
});

describe("legacy redirects (308, query kept)", () => {
  it.each([
    ["/api/intelligence/latest", "/v1/intelligence/latest"],
    ["/api/intelligence/history?hours=24&limit=5", "/v1/intelligence/history?hours=24&limit=5"],
    ["/api/pulse/narratives", "/v1/pulse/narratives"],
    ["/api/pulse/narratives/7", "/v1/pulse/narratives/7"],
    ["/api/pulse/ai-business/digests?since=3", "/v1/pulse/digests?since=3"],
    ["/api/pulse/ai-business/content/recent", "/v1/pulse/content/recent"],
  ])("%s → %s", async (from, to) => {
    const res = await server.get(from, { redirect: "manual" });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(to);
  });

  it("keeps the method: a POST to the legacy feedback path is redirected with 308", async () => {
    const res = await server.post(
      "/api/intelligence/feedback",
      { digestId: "x", rating: "good" },
      { redirect: "manual" },
    );
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/v1/intelligence/feedback");
  });
});

describe("/health", () => {
  it("reports liveness, versions, payment mode, store and digest age", async () => {
    const res = await server.get("/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: string };
    expect(body).toMatchObject({
      status: "degraded",
      interfaceVersion: "1.0.0",
      store: { kind: "sqlite", reachable: true },
      payments: { mode: "facilitator", configured: false, network: "eip155:8453" },
      digest: null,
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("/health when the store is unreachable", () => {
  it("answers 503 with status degraded", async () => {
    const s = await startTestServer();
    try {
      await s.store.close();
      const res = await s.get("/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "degraded", store: { reachable: false } });
    } finally {
      await s.close().catch(() => undefined);
    }
  });
});
