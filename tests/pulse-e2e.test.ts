import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HourlyOutcome } from "../src/pipeline/hourly.js";
import type { CycleSummary } from "../src/pulse/cycle.js";
import { createLocalPulseClient } from "../src/pulse/local-client.js";
import { createPulseClient } from "../src/pulse/proxy-client.js";
import {
  UpstreamDigests,
  UpstreamNarrative,
  UpstreamNarratives,
  UpstreamRecent,
} from "../src/pulse/schema.js";
import type { CollectResult } from "../src/sources/collect.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

/**
 * The whole Pulse path on the real server: replayed collection → one Pulse cycle (engine in its worker thread) →
 * the embedded upstream API → the gateway's proxy client; then a restart on the same SQLite file.
 */

const dir = mkdtempSync(join(tmpdir(), "intel-pulse-e2e-"));
const env = { SOURCES_MODE: "replay", DATABASE_URL: `sqlite:${join(dir, "intel.db")}` };
let server: TestServer;
let first: HourlyOutcome;

const collected = (o: HourlyOutcome) => o.collect as CollectResult;
const cycled = (o: HourlyOutcome) => o.pulse as CycleSummary;
const upstream = (path: string) => fetch(`${server.pulse?.url}${path}`);

beforeAll(async () => {
  server = await startTestServer(env);
  first = await (server.pulse ? server.pulse.runNow() : Promise.reject(new Error("no embedded upstream")));
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("Pulse end to end (replay)", () => {
  it("one pipeline run collects the snapshot and turns it into narratives and a digest", () => {
    expect(collected(first).newItems).toBeGreaterThan(300);
    const s = cycled(first);
    expect(s.itemsIngested).toBe(collected(first).newItems);
    expect(s.narratives.new).toBeGreaterThanOrEqual(5);
    expect(s.digest).toBe("published");
  });

  it("the embedded upstream lists narratives by momentum, several carried by more than one source", async () => {
    const body = UpstreamNarratives.parse(await (await upstream("/narratives")).json());
    expect(body.narratives.length).toBeGreaterThanOrEqual(5);
    expect(body.narratives.length).toBeLessThanOrEqual(50);
    const momenta = body.narratives.map((n) => n.momentum);
    expect(momenta).toEqual([...momenta].sort((a, b) => b - a));
    expect(body.narratives.filter((n) => n.drivingSources.length >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it("answers a narrative's detail with its items, sources and lifecycle", async () => {
    const list = UpstreamNarratives.parse(await (await upstream("/narratives")).json());
    const id = list.narratives.find((n) => n.drivingSources.length >= 2)?.id ?? 0;
    const res = await upstream(`/narratives/${id}`);
    expect(res.status).toBe(200);
    const { narrative } = UpstreamNarrative.parse(await res.json());
    expect(narrative.id).toBe(id);
    expect(narrative.contentItems.length).toBeGreaterThanOrEqual(2);
    expect(narrative.sourceAttribution?.length).toBeGreaterThanOrEqual(2);
    expect(narrative.lifecycle?.length).toBeGreaterThanOrEqual(1);
    expect((await upstream("/narratives/999999")).status).toBe(404);
  });

  it("has one digest and the last 4 hours of content", async () => {
    const digests = UpstreamDigests.parse(await (await upstream("/digests")).json());
    expect(digests.digests).toHaveLength(1);
    expect(digests.digests[0]?.narrativeArcs?.length).toBeGreaterThan(0);
    const recent = UpstreamRecent.parse(await (await upstream("/content/recent")).json());
    expect(recent.items.length).toBeGreaterThan(0);
  });

  it("the gateway's proxy client accepts every answer, and the paid route needs payments configured", async () => {
    const client = createPulseClient({ baseUrl: server.pulse?.url ?? "", timeoutMs: 5000 });
    const list = await client.narratives();
    expect(list.narratives.length).toBeGreaterThanOrEqual(5);
    expect((await client.narrative(list.narratives[0]?.id ?? 0)).narrative.id).toBe(list.narratives[0]?.id);
    expect((await client.digests()).digests).toHaveLength(1);
    expect((await client.digests(1)).digests).toHaveLength(0);
    expect((await client.recent()).items.length).toBeGreaterThan(0);

    const paid = await server.get("/v1/pulse/narratives");
    expect(paid.status).toBe(503);
    expect(await paid.json()).toMatchObject({ error: { code: "payments_not_configured" }, charged: false });
  });

  it("the in-process client (the gateway's default without PULSE_URL) answers what the HTTP client does", async () => {
    const http = createPulseClient({ baseUrl: server.pulse?.url ?? "", timeoutMs: 5000 });
    const local = createLocalPulseClient({ store: server.store, timeoutMs: 5000 });
    const list = await local.narratives();
    expect(list).toEqual(await http.narratives());
    for (const { id } of list.narratives.slice(0, 5))
      expect(await local.narrative(id)).toEqual(await http.narrative(id));
    expect(await local.digests()).toEqual(await http.digests());
    expect(await local.digests(1)).toEqual(await http.digests(1));
    // Both read "the last 4 hours" from their own clock: compare the ids, not the whole window's edge.
    const ids = async (c: typeof local) => (await c.recent()).items.map((i) => i.id);
    expect(await ids(local)).toEqual(await ids(http));
  });

  it("after a restart on the same database: same narrative ids, and a run without new items adds nothing", async () => {
    const before = UpstreamNarratives.parse(await (await upstream("/narratives")).json());
    const ids = before.narratives.map((n) => n.id).sort((a, b) => a - b);
    await server.close();

    server = await startTestServer(env);
    const again = await (server.pulse as NonNullable<TestServer["pulse"]>).runNow();
    expect(collected(again).newItems).toBe(0);
    expect(cycled(again)).toMatchObject({
      itemsIngested: 0,
      narratives: { new: 0, merged: 0 },
      digestId: null,
    });

    const after = UpstreamNarratives.parse(await (await upstream("/narratives")).json());
    expect(after.narratives.map((n) => n.id).sort((a, b) => a - b)).toEqual(ids);
    expect(UpstreamDigests.parse(await (await upstream("/digests")).json()).digests).toHaveLength(1);
  }, 60_000);
});
