import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { A2A_EXAMPLE_REQUEST } from "../src/api/a2a-schemas.js";
import type { RouteDef } from "../src/api/route-def.js";
import { ROUTES, type RouteId } from "../src/api/routes.js";
import { makeDigest } from "./helpers/digests.js";
import { type FakePulse, startFakePulse } from "./helpers/fake-pulse.js";
import { freshPayer, PAID_ROUTES, type Payer, startPaidServer } from "./helpers/paid.js";
import type { TestServer } from "./helpers/server.js";

/**
 * Every route of the route table, free and paid, asked once on one real server (paid ones paid on the devnet by
 * the official x402 client), and each 200 body parsed with that route's own response schema: a handler that drifts
 * from the schema its OpenAPI document and typed client are built from fails here, in the main suite.
 */

const HOUR = 3_600_000;
let devnet: Devnet;
let pulse: FakePulse;
let server: TestServer;
let payer: Payer;
let digestId: string;

interface Ctx {
  server: TestServer;
  payer: Payer;
  digestId: string;
}
type Ask = (ctx: Ctx) => Promise<Response>;

const get =
  (path: string): Ask =>
  ({ server }) =>
    server.get(path);
/** A paid route, asked with the request `PAID_ROUTES` knows its fixtures answer, paid by `@x402/fetch`. */
const paid =
  (routeId: RouteId): Ask =>
  ({ server, payer }) => {
    const route = PAID_ROUTES.find((r) => r.routeId === routeId);
    if (!route) throw new Error(`tests/helpers/paid.ts has no request for ${routeId}`);
    return payer.fetch(`${server.url}${route.path}`);
  };

/** A request that each route answers with 200; keyed by route id, so a new route without one does not compile. */
const ASK: Record<RouteId, Ask> = {
  getBrief: get("/v1/intelligence/brief"),
  getIndex: get("/v1/intelligence/index"),
  getSample: get("/v1/intelligence/sample"),
  getLatest: get("/v1/intelligence/latest"),
  postFeedback: ({ server, digestId }) =>
    server.post("/v1/intelligence/feedback", { digestId, rating: "good", comment: "Schema check." }),
  getCatalog: get("/.well-known/catalog"),
  getHistory: paid("getHistory"),
  getPulseNarratives: paid("getPulseNarratives"),
  getPulseNarrative: paid("getPulseNarrative"),
  getPulseDigests: paid("getPulseDigests"),
  getPulseRecentContent: paid("getPulseRecentContent"),
  postA2a: ({ server }) =>
    server.post("/a2a", {
      ...A2A_EXAMPLE_REQUEST,
      params: { message: { ...A2A_EXAMPLE_REQUEST.params.message, messageId: randomUUID() } },
    }),
  getHealth: get("/health"),
  getMetrics: get("/metrics"),
  getTermsText: get("/terms.txt"),
  getTermsJson: get("/terms.json"),
  getLlmsTxt: get("/llms.txt"),
  getLlmsFullTxt: get("/llms-full.txt"),
  getOpenApi: get("/openapi.json"),
  getDiscovery: get("/discovery"),
  getX402Discovery: get("/.well-known/x402"),
  getAgentCard: get("/.well-known/agent-card.json"),
  getHome: get("/"),
  getFeed: get("/feed.atom"),
  getDocs: get("/docs"),
  getDocsAsset: get("/docs/assets/swagger-ui.css"),
};

beforeAll(async () => {
  [devnet, pulse] = await Promise.all([startDevnet(), startFakePulse()]);
  server = await startPaidServer(devnet, pulse.url);
  // One recent digest and one old enough for /sample; history asks the last 24 hours.
  for (const hoursAgo of [12, 1]) {
    const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
    await server.store.insertDigest(d, { slot: d.createdAt });
    digestId = d.id;
  }
  // Enough USDC for one call of every paid route.
  payer = await freshPayer(devnet, 1_000_000n);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pulse?.close();
  await devnet?.stop();
});

/** The first few issues of a failed parse, enough to see which field drifted. */
function failure(route: RouteDef, body: unknown): string {
  const parsed = route.response.safeParse(body);
  return parsed.success ? "" : `${route.id}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
}

describe("every route's 200 body matches its schema in the route table", () => {
  const routes: readonly RouteDef[] = ROUTES;

  it("has a request for every route of the table", () => {
    expect(Object.keys(ASK).sort()).toEqual(routes.map((r) => r.id).sort());
    expect(routes.filter((r) => r.tier === "paid").map((r) => r.id)).toHaveLength(PAID_ROUTES.length);
  });

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    "%s",
    async (_label, route) => {
      const res = await ASK[route.id as RouteId]({ server, payer, digestId });
      const text = await res.text();
      expect(res.status, `${route.id} answered ${res.status}: ${text.slice(0, 300)}`).toBe(200);
      if (route.tier === "paid") expect(res.headers.get("payment-response")).toBeTruthy();
      if (route.contentType === "application/json") {
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        expect(failure(route, JSON.parse(text))).toBe("");
      } else {
        expect(failure(route, text)).toBe("");
      }
    },
  );
});
