import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MasterDigest } from "../src/digest/schema.js";
import { makeDigest } from "./helpers/digests.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import {
  ErrorShape,
  SpecBrief,
  SpecCatalog,
  SpecIndex,
  SpecLatest,
  SpecSample,
} from "./helpers/spec-shapes.js";

const HOUR = 3_600_000;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const put = async (hoursAgo: number): Promise<MasterDigest> => {
  const d = makeDigest(new Date(Date.now() - hoursAgo * HOUR));
  // Each test digest gets its own slot key: these tests place digests closer together than 4 hours.
  const { inserted } = await server.store.insertDigest(d, { slot: d.createdAt });
  expect(inserted).toBe(true);
  return d;
};

describe("free digest routes before the first digest", () => {
  it.each(["/v1/intelligence/latest", "/v1/intelligence/brief", "/v1/intelligence/index"])(
    "%s answers 404 no_digest_yet",
    async (path) => {
      const res = await server.get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = ErrorShape.parse(await res.json());
      expect(body.error.code).toBe("no_digest_yet");
    },
  );

  it("/sample answers 404 no_sample_yet", async () => {
    await put(1);
    const res = await server.get("/v1/intelligence/sample");
    expect(res.status).toBe(404);
    expect(ErrorShape.parse(await res.json()).error.code).toBe("no_sample_yet");
  });
});

describe("free digest routes have the spec's shapes", () => {
  it("latest is the full digest, byte-for-byte what was stored", async () => {
    const d = await put(1);
    const res = await server.get("/v1/intelligence/latest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = SpecLatest.parse(await res.json());
    expect(body.data).toEqual(d);
  });

  it("brief carries success, _notice and the four brief fields only", async () => {
    const d = await put(1);
    const body = SpecBrief.parse(await (await server.get("/v1/intelligence/brief")).json());
    expect(body.data).toEqual({
      title: d.title,
      executiveSummary: d.executiveSummary,
      sentiment: d.sentiment,
      createdAt: d.createdAt,
    });
    expect(body._notice.message.length).toBeGreaterThan(10);
  });

  it("index points at the newest digest and the next 4-hour slot", async () => {
    const d = await put(0.5);
    const before = Date.now();
    const body = SpecIndex.parse(await (await server.get("/v1/intelligence/index")).json());
    expect(body.index).toBe(d.id);
    expect(body.updatedAt).toBe(d.createdAt);
    expect(body.cadence).toMatch(/4 hours/);
    const next = Date.parse(body.nextExpected);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(4 * HOUR);
    expect(new Date(next).getUTCHours() % 4).toBe(0);
    expect(new Date(next).getUTCMinutes()).toBe(0);
    expect(body._links).toEqual({ latest: "/v1/intelligence/latest", history: "/v1/intelligence/history" });
  });

  it("catalog lists this product by default", async () => {
    const body = SpecCatalog.parse(await (await server.get("/.well-known/catalog")).json());
    expect(body.products.some((p) => p.api === `http://localhost:${server.port}`)).toBe(true);
  });
});

describe("sample age rule", () => {
  it("returns the newest digest at least 8 hours old, never a younger one", async () => {
    await put(20);
    const eightPlus = await put(8.2);
    await put(7.9);
    await put(1);
    const body = SpecSample.parse(await (await server.get("/v1/intelligence/sample")).json());
    expect(body.data).toEqual({
      id: eightPlus.id,
      title: eightPlus.title,
      executiveSummary: eightPlus.executiveSummary,
      overallSentiment: eightPlus.sentiment.overall,
    });
  });
});

describe("free polling pattern", () => {
  it("index → brief/latest, then a new digest is detected by its id", async () => {
    const first = await put(4.5);
    const idx1 = SpecIndex.parse(await (await server.get("/v1/intelligence/index")).json());
    expect(idx1.index).toBe(first.id);
    const latest1 = SpecLatest.parse(await (await server.get(idx1._links.latest)).json());
    expect(latest1.data.id).toBe(first.id);

    const second = await put(0.2);
    const idx2 = SpecIndex.parse(await (await server.get("/v1/intelligence/index")).json());
    expect(idx2.index).toBe(second.id);
    expect(idx2.index).not.toBe(idx1.index);
    const brief = SpecBrief.parse(await (await server.get("/v1/intelligence/brief")).json());
    expect(brief.data.title).toBe(second.title);
    const latest2 = SpecLatest.parse(await (await server.get("/v1/intelligence/latest")).json());
    expect(latest2.data).toEqual(second);
  });
});

describe("caching", () => {
  it("latest has an ETag and answers 304 to If-None-Match", async () => {
    await put(1);
    const res = await server.get("/v1/intelligence/latest");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.get("/v1/intelligence/latest", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("a new digest changes the ETag", async () => {
    await put(5);
    const e1 = (await server.get("/v1/intelligence/latest")).headers.get("etag");
    await put(0.1);
    const res = await server.get("/v1/intelligence/latest", { headers: { "if-none-match": e1 ?? "" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).not.toBe(e1);
  });

  it("compresses large bodies for clients that accept gzip or br", async () => {
    await put(1);
    for (const enc of ["gzip", "br"]) {
      const res = await server.get("/v1/intelligence/latest", { headers: { "accept-encoding": enc } });
      expect(res.headers.get("content-encoding")).toBe(enc);
      SpecLatest.parse(await res.json()); // fetch decodes it
    }
  });
});
