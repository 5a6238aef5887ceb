import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MasterDigest } from "../../../src/digest/schema.js";
import { makeDigest } from "../../../tests/helpers/digests.js";
import { deadUrl } from "../../../tests/helpers/fake-pulse.js";
import { startTestServer, type TestServer } from "../../../tests/helpers/server.js";
import { createIntelDigestClient, IntelDigestError } from "../src/index.js";

/** The free routes through the typed client, against the real server over real HTTP. */

const HOUR = 3_600_000;
let server: TestServer;
let old: MasterDigest;
let current: MasterDigest;

beforeAll(async () => {
  server = await startTestServer();
  old = makeDigest(new Date(Date.now() - 9 * HOUR));
  current = makeDigest(new Date(Date.now() - HOUR));
  for (const d of [old, current]) await server.store.insertDigest(d, { slot: d.createdAt });
});
afterAll(async () => {
  await server?.close();
});

const client = () => createIntelDigestClient({ baseUrl: server.url });

describe("free routes answer typed, schema-checked data", () => {
  it("index points at the current digest", async () => {
    const index = await client().index();
    expect(index.index).toBe(current.id);
    expect(index._links.latest).toContain("/v1/intelligence/latest");
  });

  it("latest is the full current digest", async () => {
    const { data } = await client().latest();
    expect(data).toEqual(current);
  });

  it("brief is the current digest's title and summary", async () => {
    const { data, _notice } = await client().brief();
    expect(data).toMatchObject({ title: current.title, executiveSummary: current.executiveSummary });
    expect(_notice.type).toBe("brief");
  });

  it("sample is a digest at least 8 hours old", async () => {
    const { data } = await client().sample();
    expect(data.id).toBe(old.id);
  });

  it("catalog names this product and its MCP package", async () => {
    const catalog = await client().catalog();
    expect(catalog.products.some((p) => p.mcp === "intel-digest-mcp")).toBe(true);
  });

  it("feedback is accepted for a known digest", async () => {
    const answer = await client().feedback({ digestId: current.id, rating: "good", comment: "useful" });
    expect(answer.success).toBe(true);
    expect(answer.message).toEqual(expect.any(String));
  });
});

describe("errors are IntelDigestErrors with the service's code", () => {
  it("a feedback validation error names the field", async () => {
    const err = await client()
      .feedback({ digestId: current.id, rating: "great" as "good" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntelDigestError);
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(JSON.stringify((err as IntelDigestError).details)).toContain("rating");
  });

  it("feedback for an unknown digest is not_found", async () => {
    const err = await client()
      .feedback({ digestId: "mi_20200101T00Z_nope", rating: "bad" })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, code: "not_found" });
  });

  it("a refused connection is network_error", async () => {
    const err = await createIntelDigestClient({ baseUrl: await deadUrl() })
      .index()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntelDigestError);
    expect(err).toMatchObject({ code: "network_error", status: 0 });
  });

  it("an answer that breaks the route's schema is invalid_response", async () => {
    const fetchWrongShape: typeof fetch = async () =>
      new Response(JSON.stringify({ success: true, index: 42 }), {
        headers: { "content-type": "application/json" },
      });
    const err = await createIntelDigestClient({ baseUrl: server.url, fetch: fetchWrongShape })
      .index()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "invalid_response", status: 200 });
  });
});
