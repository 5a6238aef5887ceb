import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/server.js";

/** Every published path and method (README, "Routes"), written out here independently of the route table. */
const SPEC_ROUTES: Array<[method: string, path: string, price?: string]> = [
  ["get", "/.well-known/catalog"],
  ["get", "/v1/intelligence/brief"],
  ["get", "/v1/intelligence/index"],
  ["get", "/v1/intelligence/sample"],
  ["get", "/v1/intelligence/latest"],
  ["post", "/v1/intelligence/feedback"],
  ["get", "/v1/intelligence/history", "0.03"],
  ["get", "/v1/pulse/narratives", "0.01"],
  ["get", "/v1/pulse/narratives/{id}", "0.01"],
  ["get", "/v1/pulse/digests", "0.03"],
  ["get", "/v1/pulse/content/recent", "0.02"],
];
const OPERATIONAL = [
  "/health",
  "/terms.txt",
  "/terms.json",
  "/llms.txt",
  "/llms-full.txt",
  "/openapi.json",
  "/discovery",
  "/.well-known/x402",
  "/.well-known/agent-card.json",
];

// biome-ignore lint/suspicious/noExplicitAny: documents are walked by path in assertions
type Json = any;
const getJson = async (path: string): Promise<Json> => (await server.get(path)).json();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_BASE_URL: "https://intel.example.com" });
});
afterAll(async () => {
  await server.close();
});

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await getJson("/openapi.json");
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.servers[0].url).toBe("https://intel.example.com");
  });

  it("lists every route of the spec, paid ones with price, 402 answer and x-payment-info", async () => {
    const doc = await getJson("/openapi.json");
    for (const [method, path, price] of SPEC_ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      if (price) {
        expect(op["x-payment-info"]).toEqual({
          protocols: ["x402"],
          price: { mode: "fixed", currency: "USD", amount: price },
          network: "eip155:8453",
        });
        expect(op.responses["402"]).toBeDefined();
        expect(op.responses["402"].headers["PAYMENT-REQUIRED"]).toBeDefined();
      } else {
        expect(op["x-payment-info"]).toBeUndefined();
      }
    }
    for (const path of OPERATIONAL) expect(doc.paths[path], path).toBeDefined();
  });

  it("documents the request rules: history ranges and defaults, the feedback body", async () => {
    const doc = await getJson("/openapi.json");
    const params = doc.paths["/v1/intelligence/history"].get.parameters;
    expect(params.map((p: { name: string }) => p.name).sort()).toEqual(["hours", "limit"]);
    const body = doc.paths["/v1/intelligence/feedback"].post.requestBody;
    expect(body.required).toBe(true);
    const ref = body.content["application/json"].schema.$ref as string;
    const schema = doc.components.schemas[ref.split("/").pop() as string];
    expect(schema.required.sort()).toEqual(["digestId", "rating"]);
    expect(schema.properties.digestId.maxLength).toBe(128);
    expect(schema.properties.comment.maxLength).toBe(1000);
    expect(schema.properties.digestType.enum).toEqual(["master", "hourly", "community"]);
  });
});

describe("agent card", () => {
  it("validates against the A2A 0.3.0 AgentCard schema and announces /a2a without streaming or push", async () => {
    const card = await getJson("/.well-known/agent-card.json");
    const schema = JSON.parse(
      readFileSync(new URL("../src/discovery/fixtures/a2a-0.3.0.schema.json", import.meta.url), "utf8"),
    );
    const ajv = new Ajv.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(schema, "a2a");
    const validate = ajv.getSchema("a2a#/definitions/AgentCard");
    expect(validate?.(card), JSON.stringify(validate?.errors)).toBe(true);
    expect(card).toMatchObject({
      protocolVersion: "0.3.0",
      url: "https://intel.example.com/a2a",
      version: "1.0.0",
      capabilities: { streaming: false, pushNotifications: false },
    });
    expect(card.skills.length).toBeGreaterThanOrEqual(10);
  });
});

describe("llms.txt and llms-full.txt", () => {
  it("llms.txt has the llmstxt.org structure", async () => {
    const res = await server.get("/llms.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.slice(1).find((l) => l.trim() !== "")).toMatch(/^> \S/);
    const sections = lines.filter((l) => l.startsWith("## "));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    // Inside H2 sections: only link list items (or blank lines).
    let inSection = false;
    for (const l of lines) {
      if (l.startsWith("## ")) inSection = true;
      else if (inSection && l.trim() !== "") expect(l).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/);
    }
  });

  it("both list every route of the spec; paid ones with their price", async () => {
    const short = await (await server.get("/llms.txt")).text();
    const full = await (await server.get("/llms-full.txt")).text();
    for (const [, path, price] of SPEC_ROUTES) {
      expect(full, path).toContain(path);
      if (price) {
        expect(full).toContain(`$${price}`);
        expect(short).toContain(`$${price}`);
      }
    }
    expect(full).toContain("PAYMENT-SIGNATURE");
  });
});

describe("discovery documents", () => {
  it("/.well-known/x402 lists the absolute URLs of the paid routes", async () => {
    const body = await getJson("/.well-known/x402");
    expect(body.version).toBe(1);
    expect([...body.resources].sort()).toEqual(
      SPEC_ROUTES.filter(([, , p]) => p)
        .map(([, path]) => `https://intel.example.com${path}`)
        .sort(),
    );
  });

  it("/discovery lists free and paid routes with prices", async () => {
    const body = await getJson("/discovery");
    const paid = Object.fromEntries(body.paid.map((r: { path: string; price: string }) => [r.path, r.price]));
    for (const [, path, price] of SPEC_ROUTES) {
      if (price) expect(paid[path]).toBe(`$${price}`);
      else
        expect(
          body.free.some((r: { path: string }) => r.path === path),
          path,
        ).toBe(true);
    }
  });

  it("terms in text and JSON carry the not-advice notice", async () => {
    const text = (await (await server.get("/terms.txt")).text()).replace(/\s+/g, " ");
    expect(text).toMatch(/not investment, financial or business advice/i);
    const json = await getJson("/terms.json");
    expect(JSON.stringify(json)).toMatch(/not investment, financial or business advice/i);
  });
});
