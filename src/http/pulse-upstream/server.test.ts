import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  contentItem,
  type FakeViewStore,
  fakeViewStore,
  record,
  storedDigest,
} from "../../../tests/helpers/pulse-store.js";
import { AppError } from "../../errors/index.js";
import { createLogger } from "../../log/logger.js";
import { createPulseClient } from "../../pulse/proxy-client.js";
import { type PulseUpstreamServer, startPulseUpstream } from "./server.js";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const TOKEN = "s3cret-token";
let store: FakeViewStore;
let upstream: PulseUpstreamServer;
const errors: unknown[] = [];

async function start(token?: string) {
  upstream = await startPulseUpstream({
    store,
    logger: { ...createLogger("silent"), error: (obj: unknown) => void errors.push(obj), debug: () => {} },
    token,
    now: () => NOW,
    host: "127.0.0.1",
    port: 0,
  });
}

beforeEach(() => {
  errors.length = 0;
  store = fakeViewStore();
  store.narratives.set(1, record(1, { momentum: 0.7 }));
  store.narratives.set(2, record(2, { status: "merged", mergedInto: 1 }));
  store.narratives.set(3, record(3, { momentum: 0.4 }));
  store.members.set(1, [
    {
      itemId: 1,
      source: "hn",
      title: "A",
      url: "https://example.com/a",
      publishedAt: new Date("2026-11-22T09:00:00Z"),
    },
    {
      itemId: 2,
      source: "arxiv",
      title: "B",
      url: "https://example.com/b",
      publishedAt: new Date("2026-11-22T09:30:00Z"),
    },
  ]);
  for (let id = 1; id <= 3; id++)
    store.digests.push(storedDigest(id, new Date(Date.UTC(2026, 10, 22, 6 + id))));
  store.items.push(contentItem(7, new Date("2026-11-22T09:45:00Z")));
});
afterEach(async () => {
  await upstream.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${upstream.url}${path}`, { headers });

describe("Pulse upstream API over HTTP", () => {
  it("answers every route in the shape the gateway's client accepts", async () => {
    await start();
    const client = createPulseClient({ baseUrl: upstream.url, timeoutMs: 5000 });

    const list = await client.narratives();
    expect(list.narratives.map((n) => n.id)).toEqual([1, 3]);
    const detail = await client.narrative(1);
    expect(detail.narrative.contentItems.map((i) => i.title)).toEqual(["B", "A"]);
    const redirected = await client.narrative(2);
    expect(redirected.narrative).toMatchObject({ id: 1, redirectedFrom: 2 });
    expect((await client.digests()).digests.map((d) => d.id)).toEqual([1, 2, 3]);
    expect((await client.digests(1)).digests.map((d) => d.id)).toEqual([2, 3]);
    expect((await client.digests(3)).digests).toEqual([]);
    expect((await client.recent()).items.map((i) => i.id)).toEqual([7]);

    // The gateway maps an unknown narrative to not_found.
    const missing = await client.narrative(99).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).code).toBe("not_found");
  });

  it("answers JSON errors: 400 for a bad id or since, 404 for unknown narratives and routes", async () => {
    await start();
    for (const path of [
      "/narratives/abc",
      "/narratives/0",
      "/narratives/-3",
      "/narratives/1.5",
      "/narratives/007",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
    }
    for (const path of ["/digests?since=abc", "/digests?since=-1", "/digests?since=1e3", "/digests?since="]) {
      expect((await get(path)).status, path).toBe(400);
    }
    const unknown = await get("/narratives/99999");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    expect(await unknown.json()).toEqual({
      success: false,
      error: { code: "not_found", message: "No narrative with id 99999." },
    });
    expect((await get("/nope")).status).toBe(404);
    expect((await get("/digests?since=0")).status).toBe(200);
  });

  it("requires the bearer token when one is configured, except on /health", async () => {
    await start(TOKEN);
    expect((await get("/narratives")).status).toBe(401);
    expect((await get("/narratives", { authorization: "Bearer wrong" })).status).toBe(401);
    expect((await get("/narratives", { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await get("/narratives", { authorization: TOKEN })).status).toBe(401);
    const denied = await get("/content/recent");
    expect(await denied.json()).toMatchObject({ success: false, error: { code: "unauthorized" } });
    expect((await get("/narratives", { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await get("/health")).status).toBe(200);

    const client = createPulseClient({ baseUrl: upstream.url, timeoutMs: 5000, token: TOKEN });
    expect((await client.narratives()).narratives).toHaveLength(2);
  });

  it("answers a failure without internals and logs it", async () => {
    await start();
    store.fail = new Error("SQLITE_BUSY: database is locked at /var/lib/intel/intel.db");
    const res = await get("/narratives");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: { code: "internal", message: "Internal error." },
    });
    expect(text).not.toMatch(/SQLITE|intel\.db|at /);
    expect(errors).toHaveLength(1);
    const client = createPulseClient({ baseUrl: upstream.url, timeoutMs: 5000 });
    await expect(client.narratives()).rejects.toMatchObject({ code: "upstream_error" });
  });

  it("health says ok", async () => {
    await start();
    const res = await get("/health");
    expect(await res.json()).toEqual({
      status: "ok",
      service: "intel-digest-pulse",
      time: NOW.toISOString(),
    });
  });
});
