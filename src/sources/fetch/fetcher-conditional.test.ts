import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { type FixtureServer, fixturePool, TEST_USER_AGENT } from "./fixture-server.js";
import type { ValidatorStore, Validators } from "./types.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;

const ETAG = 'W/"feed-42"';
const LAST_MODIFIED = "Sat, 21 Nov 2026 18:00:00 GMT";

/** Answers 304 when the client's validators match, the feed with fresh validators otherwise. */
async function conditionalServer(): Promise<FixtureServer> {
  return serve((req, res) => {
    if (req.headers["if-none-match"] === ETAG || req.headers["if-modified-since"] === LAST_MODIFIED) {
      res.writeHead(304, { etag: ETAG }).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/rss+xml", etag: ETAG, "last-modified": LAST_MODIFIED });
    res.end('<?xml version="1.0"?><rss version="2.0"><channel/></rss>');
  });
}

function storeOf(entries: Record<string, Validators>): ValidatorStore {
  return { get: async (url) => entries[url] };
}

describe("conditional requests", () => {
  it("returns the response's validators on a 200 and sends no condition without a store", async () => {
    const s = await conditionalServer();
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/feed`, accept: "feed" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "ok", validators: { etag: ETAG, lastModified: LAST_MODIFIED } });
    expect(s.seen[0]?.headers["if-none-match"]).toBeUndefined();
    expect(s.seen[0]?.headers["if-modified-since"]).toBeUndefined();
  });

  it("sends If-None-Match from the store and reports a 304 as not_modified", async () => {
    const s = await conditionalServer();
    const url = `${s.origin}/feed`;
    const fetcher = createFetcher({ userAgent: UA, validators: storeOf({ [url]: { etag: ETAG } }) });
    const out = await fetcher.fetch({ url, accept: "feed" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "not_modified", attempts: 1 });
    expect(s.seen[0]?.headers["if-none-match"]).toBe(ETAG);
    expect(s.seen[0]?.headers["if-modified-since"]).toBeUndefined();
  });

  it("sends If-Modified-Since when only Last-Modified was saved", async () => {
    const s = await conditionalServer();
    const url = `${s.origin}/feed`;
    const fetcher = createFetcher({
      userAgent: UA,
      validators: storeOf({ [url]: { lastModified: LAST_MODIFIED } }),
    });
    const out = await fetcher.fetch({ url, accept: "feed" }, { timeoutMs: 2000 });
    expect(out.kind).toBe("not_modified");
    expect(s.seen[0]?.headers["if-modified-since"]).toBe(LAST_MODIFIED);
  });

  it("fetches in full when the saved validators are stale", async () => {
    const s = await conditionalServer();
    const url = `${s.origin}/feed`;
    const fetcher = createFetcher({ userAgent: UA, validators: storeOf({ [url]: { etag: 'W/"feed-41"' } }) });
    const out = await fetcher.fetch({ url, accept: "feed" }, { timeoutMs: 2000 });
    expect(out).toMatchObject({ kind: "ok", validators: { etag: ETAG } });
  });

  it("fetches without conditions when the store fails", async () => {
    const s = await conditionalServer();
    const broken: ValidatorStore = { get: () => Promise.reject(new Error("database is locked")) };
    const out = await createFetcher({ userAgent: UA, validators: broken }).fetch(
      { url: `${s.origin}/feed`, accept: "feed" },
      { timeoutMs: 2000 },
    );
    expect(out.kind).toBe("ok");
  });

  it("treats a 304 nobody asked for as an error", async () => {
    const s = await serve((_req, res) => res.writeHead(304).end());
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/feed`, accept: "feed" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "HTTP 304", status: 304, attempts: 1 });
  });
});
