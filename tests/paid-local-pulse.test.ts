import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../devnet/start.js";
import { freshPayer, localPaymentEnv } from "./helpers/paid.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/**
 * Without PULSE_URL the paid Pulse routes read the views in the gateway's own process (no loopback hop), while the
 * upstream listener still runs for operators who want the HTTP API.
 */

let devnet: Devnet;
let server: TestServer;

beforeAll(async () => {
  devnet = await startDevnet();
  const { PULSE_URL: _none, ...env } = localPaymentEnv(devnet, "");
  server = await startTestServer(env);
  await server.store.insertPulseDigest("2026-11-22T09", {
    title: "Pulse 09:00 UTC",
    summary: "One hour of items.",
    narrativeArcs: [],
    topInsights: ["One insight."],
    sourceMix: [{ source: "hn", items: 2 }],
    createdAt: "2026-11-22T09:00:05.000Z",
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await devnet?.stop();
});

describe("paid Pulse routes with the in-process Pulse", () => {
  it("the upstream listener still serves the HTTP API", async () => {
    const res = await fetch(`${server.pulse?.url}/digests`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { digests: unknown[] }).digests).toHaveLength(1);
  });

  it("answers and settles from the store even when the listener is gone", async () => {
    await server.pulse?.close();
    const payer = await freshPayer(devnet);
    const res = await payer.fetch(`${server.url}/v1/pulse/digests`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { charged: boolean; digests: { title: string }[] };
    expect(body.charged).toBe(true);
    expect(body.digests.map((d) => d.title)).toEqual(["Pulse 09:00 UTC"]);
    expect((await server.store.recentPayments(10)).map((e) => e.outcome)).toEqual(["settled"]);
  });

  it("an unknown narrative is 404 and not charged", async () => {
    const payer = await freshPayer(devnet);
    const res = await payer.fetch(`${server.url}/v1/pulse/narratives/424242`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" }, charged: false });
  });
});
