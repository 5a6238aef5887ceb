import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteDef } from "../src/api/route-def.js";
import { ROUTES } from "../src/api/routes.js";
import { makeDigest } from "./helpers/digests.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/**
 * Every route answers what its route-table entry declares: each unpaid GET without path parameters is asked on the
 * real server and its 200 body parsed with the route's own response schema (JSON strictly; text forms as strings).
 * The paid routes' bodies are checked the same way by the typed client's devnet tests (packages/client/test), which
 * validate every answer against the route's schema.
 */

const HOUR = 3_600_000;
const all: readonly RouteDef[] = ROUTES;
const asked = all.filter((r) => r.method === "get" && r.tier !== "paid" && !r.path.includes("{"));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const hoursAgo of [12, 1]) {
    const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
    await server.store.insertDigest(d, { slot: d.createdAt });
  }
});
afterAll(async () => {
  await server?.close();
});

describe("route bodies match the route table's schemas", () => {
  it("covers the free data routes and the documents", () => {
    const ids = asked.map((r) => r.id);
    for (const id of [
      "getBrief",
      "getIndex",
      "getLatest",
      "getSample",
      "getOpenApi",
      "getAgentCard",
      "getHealth",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(asked.map((r) => [r.id, r] as const))("%s", async (_id, route) => {
    const res = await server.get(route.path);
    expect(res.status, `${route.path} answered ${res.status}`).toBe(200);
    const body = route.contentType === "application/json" ? await res.json() : await res.text();
    const parsed = route.response.safeParse(body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it("a body that breaks the schema is caught (the check can fail)", () => {
    const index = all.find((r) => r.id === "getIndex");
    expect(index?.response.safeParse({ success: true, index: 7 }).success).toBe(false);
  });
});
