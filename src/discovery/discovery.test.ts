import { describe, expect, it } from "vitest";
import { discoveryDoc } from "./discovery.js";
import { bareCtx, ctx, routes } from "./fixtures/test-context.js";
import { x402WellKnown } from "./x402.js";

const paid = routes.filter((r) => r.tier === "paid");
const absolute = (path: string) => `https://intel.example.com${path}`;

describe("discoveryDoc", () => {
  const doc = discoveryDoc(routes, ctx);

  it("lists exactly the paid routes of the table, with absolute URLs and their prices", () => {
    expect(doc.paid).toEqual(
      paid.map((r) => ({
        method: r.method.toUpperCase(),
        path: r.path,
        url: absolute(r.path),
        summary: r.summary,
        price: `$${r.price}`,
        priceUsd: r.price,
      })),
    );
    expect(doc.paid.length).toBeGreaterThan(0);
  });

  it("lists the free data routes with their rate limit, and no paid or operational route", () => {
    const free = routes.filter((r) => r.tier === "free" && r.product);
    expect(doc.free.map((f) => f.path)).toEqual(free.map((r) => r.path));
    for (const f of doc.free) {
      expect(f.url).toBe(absolute(f.path));
      expect(f.rateLimit).toBe("5 requests per minute per IP");
    }
  });

  it("describes the x402 payment and links the documents by absolute URL", () => {
    expect(doc).toMatchObject({
      service: "Intel Digest",
      version: "1.0.0",
      baseUrl: "https://intel.example.com",
    });
    expect(doc.payment).toEqual({
      protocol: "x402",
      version: 2,
      scheme: "exact",
      network: "eip155:8453",
      asset: "USDC",
      payTo: ctx.payTo,
    });
    expect(doc.docs).toEqual({
      openapi: absolute("/openapi.json"),
      llms: absolute("/llms.txt"),
      llmsFull: absolute("/llms-full.txt"),
      agentCard: absolute("/.well-known/agent-card.json"),
      x402: absolute("/.well-known/x402"),
      terms: absolute("/terms.txt"),
    });
    const tablePaths = new Set(routes.map((r) => r.path));
    for (const url of Object.values(doc.docs)) expect(tablePaths).toContain(new URL(url).pathname);
  });

  it("leaves payTo out when payments are not configured", () => {
    expect(discoveryDoc(routes, bareCtx).payment).not.toHaveProperty("payTo");
  });
});

describe("x402WellKnown", () => {
  it("lists exactly the paid routes as absolute URLs, templates kept", () => {
    const doc = x402WellKnown(routes, ctx);
    expect(doc).toEqual({ version: 1, resources: paid.map((r) => absolute(r.path)) });
    expect(doc.resources).toContain("https://intel.example.com/v1/pulse/narratives/{id}");
    for (const url of doc.resources) expect(url).toMatch(/^https:\/\/intel\.example\.com\/v1\//);
  });

  it("agrees with the paid list of /discovery", () => {
    expect(x402WellKnown(routes, ctx).resources).toEqual(discoveryDoc(routes, ctx).paid.map((p) => p.url));
  });

  it("does not double the slash of a base URL given with a trailing one", () => {
    const doc = x402WellKnown(routes, { ...ctx, publicBaseUrl: "https://intel.example.com/" });
    expect(doc.resources[0]).toBe(absolute(paid[0]?.path ?? ""));
  });
});
