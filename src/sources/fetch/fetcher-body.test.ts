import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { fixturePool, sendJson, TEST_USER_AGENT } from "./fixture-server.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;
const MiB = 1024 * 1024;
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("headers sent", () => {
  it("sends the User-Agent, an Accept by kind and the request's own headers", async () => {
    const s = await serve((_req, res) => sendJson(res, {}));
    const fetcher = createFetcher({ userAgent: UA });
    await fetcher.fetch({ url: `${s.origin}/j`, accept: "json" }, { timeoutMs: 2000 });
    await fetcher.fetch(
      { url: `${s.origin}/x`, accept: "feed", headers: { "X-Api-Version": "2" } },
      { timeoutMs: 2000 },
    );
    await fetcher.fetch(
      {
        url: `${s.origin}/g`,
        accept: "json",
        headers: { Accept: "application/vnd.github+json", "user-agent": "x" },
      },
      { timeoutMs: 2000 },
    );
    const [json, feed, github] = s.seen.map((r) => r.headers);
    expect(json?.["user-agent"]).toBe(UA);
    expect(json?.accept).toMatch(/^application\/json/);
    expect(feed?.accept).toMatch(/application\/rss\+xml.*application\/atom\+xml/);
    expect(feed?.["x-api-version"]).toBe("2");
    expect(github?.accept).toBe("application/vnd.github+json");
    // The operator's User-Agent, with its contact, is not an adapter's to change.
    expect(github?.["user-agent"]).toBe(UA);
    expect(json?.["accept-encoding"]).toMatch(/gzip/);
  });

  it("returns lower-cased response headers and the status", async () => {
    const s = await serve((_req, res) => sendJson(res, { a: 1 }, { "X-RateLimit-Remaining": "59" }));
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    if (out.kind !== "ok") throw new Error(`expected ok, got ${out.kind}`);
    expect(out.res.status).toBe(200);
    expect(out.res.headers["x-ratelimit-remaining"]).toBe("59");
    expect(out.res.headers["content-type"]).toBe("application/json");
    expect(out.validators).toBeUndefined();
  });
});

describe("compressed bodies", () => {
  it("decodes a gzip-encoded body", async () => {
    const payload = JSON.stringify({
      hits: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `story ${i}` })),
    });
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-encoding": "gzip" });
      res.end(gzipSync(payload));
    });
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    if (out.kind !== "ok") throw new Error(`expected ok, got ${out.kind}`);
    expect(text(out.res.body)).toBe(payload);
  });

  it("counts the size cap on the decoded bytes, so a small gzip bomb is refused", async () => {
    const bomb = gzipSync(Buffer.alloc(3 * MiB, 0x20));
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(bomb);
    });
    const out = await createFetcher({ userAgent: UA, maxBytes: MiB }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(bomb.byteLength).toBeLessThan(MiB);
    expect(out).toMatchObject({ kind: "error", reason: "body over 1 MB", attempts: 1 });
  });
});

describe("size cap", () => {
  it("refuses a declared Content-Length over the cap before reading", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(6 * MiB) });
      res.write("[");
      // Holds the rest back: the client must decide from the header alone.
    });
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 5000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "body over 5 MB", status: 200, attempts: 1 });
    expect(out.ms).toBeLessThan(2000);
    await expect.poll(() => s.abandoned).toBe(1);
  });

  it("stops reading an endless chunked body at the cap and drops the connection", async () => {
    let sent = 0;
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.byteLength;
        if (!res.destroyed) res.once("drain", pump);
      };
      pump();
    });
    const out = await createFetcher({ userAgent: UA, maxBytes: 256 * 1024 }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 5000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "body over 256 KB", attempts: 1 });
    await expect.poll(() => s.abandoned).toBe(1);
    // Socket buffers let some more through, but nowhere near an unbounded amount.
    expect(sent).toBeLessThan(64 * MiB);
  });

  it("accepts a body exactly at the cap", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`[${" ".repeat(998)}]`);
    });
    const out = await createFetcher({ userAgent: UA, maxBytes: 1000 }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out.kind).toBe("ok");
  });
});

describe("content type", () => {
  const cases: { accept: "json" | "xml" | "feed"; type: string | undefined; body: string; ok: boolean }[] = [
    {
      accept: "json",
      type: "text/html; charset=utf-8",
      body: "<!doctype html><title>Sign in</title>",
      ok: false,
    },
    { accept: "json", type: "text/html", body: '{"looks": "like json"}', ok: false },
    { accept: "json", type: "application/vnd.github+json", body: "{}", ok: true },
    { accept: "json", type: "text/plain", body: ' [{"id": 1}]', ok: true },
    { accept: "json", type: "text/javascript", body: "callback({})", ok: false },
    { accept: "json", type: undefined, body: "{}", ok: true },
    { accept: "xml", type: "application/atom+xml", body: "<feed/>", ok: true },
    { accept: "xml", type: "application/octet-stream", body: '\uFEFF<?xml version="1.0"?><feed/>', ok: true },
    { accept: "xml", type: "text/plain", body: "<html><body>Gateway</body></html>", ok: false },
    { accept: "xml", type: "application/json", body: "{}", ok: false },
    {
      accept: "feed",
      type: "application/feed+json",
      body: '{"version": "https://jsonfeed.org/version/1.1"}',
      ok: true,
    },
    { accept: "feed", type: "application/octet-stream", body: '<rss version="2.0"></rss>', ok: true },
    { accept: "feed", type: "text/html", body: '<rss version="2.0"></rss>', ok: false },
  ];
  for (const c of cases) {
    it(`${c.ok ? "accepts" : "refuses"} ${c.type ?? "no type"} for ${c.accept}: ${c.body.slice(0, 20)}`, async () => {
      const s = await serve((_req, res) => {
        res.writeHead(200, c.type === undefined ? {} : { "content-type": c.type });
        res.end(c.body);
      });
      const out = await createFetcher({ userAgent: UA }).fetch(
        { url: `${s.origin}/`, accept: c.accept },
        { timeoutMs: 2000 },
      );
      if (c.ok) expect(out.kind).toBe("ok");
      else
        expect(out).toMatchObject({
          kind: "error",
          reason: expect.stringMatching(/^unexpected content type /),
          attempts: 1,
        });
    });
  }

  it("names the refused type in the reason, without its parameters", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<html></html>");
    });
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "unexpected content type text/html", status: 200 });
  });
});
