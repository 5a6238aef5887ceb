import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { loadConfig } from "../src/config/index.js";
import { makeDigest } from "./helpers/digests.js";
import { type FakePulse, startFakePulse } from "./helpers/fake-pulse.js";
import { editOffer, freshPayer, paidGet, signedHeader, startPaidServer } from "./helpers/paid.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/** GET /metrics over real HTTP: Prometheus text, the token, and each family counted where it happens. */

const TOKEN = "m3tr1cs-t0ken-for-tests";
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const set = /\{(.*)\} /.exec(line)?.[1] ?? "";
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`)))
      return Number(line.split(" ").at(-1));
  }
  return undefined;
}

const scrape = async (s: TestServer, token?: string) => {
  const res = await s.get("/metrics", token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status).toBe(200);
  return res.text();
};

describe("GET /metrics", () => {
  it("answers Prometheus text with process metrics, and counts fast-path and Hono requests by route and status", async () => {
    server = await startTestServer();
    const d = makeDigest(new Date(Date.now() - 60_000));
    await server.store.insertDigest(d, { slot: d.createdAt });
    for (let i = 0; i < 3; i++) expect((await server.get("/v1/intelligence/latest")).status).toBe(200);
    expect((await server.get("/v1/intelligence/feedback")).status).toBe(405);
    expect((await server.get("/v1/pulse/narratives/12")).status).toBe(503); // payments not configured
    expect((await server.get("/wp-admin/login.php")).status).toBe(404);

    const res = await server.get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    const latest = { route: "/v1/intelligence/latest", method: "GET", status: "200" };
    expect(sample(text, "http_requests_total", { ...latest, handler: "fast_path" })).toBe(3);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        route: "/v1/intelligence/latest",
        handler: "fast_path",
      }),
    ).toBe(3);
    const hono = (route: string, status: string) =>
      sample(text, "http_requests_total", { route, status, handler: "hono" });
    expect(hono("/v1/intelligence/feedback", "405")).toBe(1);
    // Templated paths are labelled by their route-table path; unknown ones share one label.
    expect(hono("/v1/pulse/narratives/{id}", "503")).toBe(1);
    expect(hono("unmatched", "404")).toBe(1);
    expect(text).not.toContain("wp-admin");
  });

  it("is listed in the OpenAPI document as an operational text route", async () => {
    server = await startTestServer();
    const doc = (await (await server.get("/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(doc.paths["/metrics"]?.get?.responses).toHaveProperty("200");
    expect(doc.paths["/metrics"]?.get?.responses).toHaveProperty("401");
  });

  it("with METRICS_TOKEN, answers only the bearer of the token; refusals are JSON 401s", async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-some-length",
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const res = await server.get("/metrics", authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      const body = (await res.json()) as { success: boolean; error: { code: string; message: string } };
      expect(body).toMatchObject({ success: false, error: { code: "unauthorized" } });
      expect(body.error.message).toContain("METRICS_TOKEN");
      expect(body.error.message).not.toContain(TOKEN);
    }
    const text = await scrape(server, TOKEN);
    expect(sample(text, "http_requests_total", { route: "/metrics", status: "401" })).toBe(4);
  });

  it("is off the free and documents budgets, and counts the 429s of the others by budget", async () => {
    server = await startTestServer({ RATE_LIMIT_FREE: "1", RATE_LIMIT_DOCS: "1" });
    for (let i = 0; i < 5; i++) await scrape(server);
    expect((await server.get("/v1/intelligence/brief")).status).toBe(404); // no digest yet, but counted
    expect((await server.get("/v1/intelligence/brief")).status).toBe(429);
    expect((await server.get("/v1/intelligence/index")).status).toBe(429);
    expect((await server.get("/llms.txt")).status).toBe(200);
    expect((await server.get("/llms.txt")).status).toBe(429);
    const text = await scrape(server);
    expect(sample(text, "rate_limit_rejections_total", { budget: "free" })).toBe(2);
    expect(sample(text, "rate_limit_rejections_total", { budget: "docs" })).toBe(1);
    expect(sample(text, "http_requests_total", { route: "/v1/intelligence/brief", status: "429" })).toBe(1);
  });

  it("reports pipeline stage durations and per-source health after an hourly run", async () => {
    server = await startTestServer({ SOURCES_MODE: "replay", DIGEST_MIN_SOURCES: "50" });
    const before = await scrape(server);
    expect(sample(before, "source_up")).toBeUndefined();
    await server.pulse?.runNow();
    const text = await scrape(server);
    for (const stage of ["collect", "pulse"])
      expect(sample(text, "pipeline_stage_duration_seconds_count", { stage, outcome: "ok" })).toBe(1);
    // Fewer answering sources than DIGEST_MIN_SOURCES: the digest step records a failed cycle.
    expect(sample(text, "pipeline_stage_duration_seconds_count", { stage: "digest" })).toBe(1);
    expect(sample(text, "source_up", { source: "hackernews" })).toBe(1);
    expect(sample(text, "source_consecutive_failures", { source: "hackernews" })).toBe(0);
    expect(sample(text, "source_items_last_run", { source: "hackernews" })).toBeGreaterThan(0);
    expect(sample(text, "source_last_success_timestamp_seconds", { source: "hackernews" })).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
  });
});

describe("METRICS_TOKEN", () => {
  it("is validated at start-up, naming the variable and never echoing the value", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    try {
      loadConfig({ METRICS_TOKEN: "has spaces in it, not a token" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/METRICS_TOKEN/);
      expect(String(error)).not.toContain("has spaces in it");
    }
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });
});

describe("GET /metrics: payments on the devnet", () => {
  let devnet: Devnet;
  let pulse: FakePulse;
  let paid: TestServer;
  beforeAll(async () => {
    [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
    paid = await startPaidServer(devnet, pulse.url, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await paid?.close();
    await pulse?.close();
    await devnet?.stop();
  });

  it("counts payments by outcome and times verification and settlement", async () => {
    const path = "/v1/pulse/narratives";
    const payer = await freshPayer(devnet);
    const header = await signedHeader(paid, path, payer);
    expect((await paidGet(paid, path, header)).status).toBe(200);
    // The same payment again is re-served, not settled twice; an underpaying one is rejected.
    expect((await paidGet(paid, path, header)).status).toBe(200);
    const underpaid = await signedHeader(paid, path, payer, editOffer({ amount: "1" }));
    expect((await paidGet(paid, path, underpaid)).status).toBe(402);
    const text = await scrape(paid, TOKEN);
    expect(sample(text, "payments_total", { outcome: "reserved" })).toBe(1);
    expect(sample(text, "payments_total", { outcome: "settled" })).toBe(1);
    expect(sample(text, "payments_total", { outcome: "rejected" })).toBe(1);
    expect(sample(text, "payment_settlement_duration_seconds_count", { result: "success" })).toBe(1);
    expect(sample(text, "payment_settlement_duration_seconds_sum", { result: "success" })).toBeGreaterThan(0);
    expect(sample(text, "payment_verify_duration_seconds_count", { result: "success" })).toBe(1);
    expect(sample(text, "http_requests_total", { route: path, status: "200" })).toBe(2); // the answer and its re-serve
  });
});
