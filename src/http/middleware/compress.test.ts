import { gunzipSync, inflateSync } from "node:zlib";
import { Hono, type MiddlewareHandler } from "hono";
import { compress as honoCompress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { compress } from "./compress.js";

/**
 * The app's compress middleware decides with the representation layer's rule (the one the fast path asks too) and
 * must still do what hono/compress did before it: the same answers for the same requests, header for header.
 */

const big = "signal ".repeat(400);
const small = '{"ok":true}';

function appWith(mw: MiddlewareHandler) {
  const app = new Hono();
  app.use(mw);
  app.get("/json-small", (c) => c.json(JSON.parse(small)));
  app.get("/text-big", (c) => c.text(big));
  app.get("/length-known-small", (c) =>
    c.body(small, 200, { "content-type": "application/json", "content-length": String(small.length) }),
  );
  app.get("/length-known-big", (c) =>
    c.body(big, 200, { "content-type": "text/plain", "content-length": String(big.length) }),
  );
  app.get("/precompressed", (c) =>
    c.body(big, 200, { "content-type": "text/plain", "content-encoding": "br" }),
  );
  app.get("/no-transform", (c) =>
    c.body(big, 200, { "content-type": "text/plain", "cache-control": "public, no-transform" }),
  );
  app.get("/png", (c) => c.body(big, 200, { "content-type": "image/png" }));
  app.get("/events", (c) => c.body(big, 200, { "content-type": "text/event-stream" }));
  app.get("/atom", (c) => c.body(big, 200, { "content-type": "application/atom+xml" }));
  app.get("/not-modified", (c) =>
    c.body(null, 304, { "content-type": "application/json", etag: '"abc"', vary: "Accept-Encoding" }),
  );
  app.get("/etag", (c) => c.body(big, 200, { "content-type": "text/plain", etag: '"abc"' }));
  app.get("/weak-etag", (c) => c.body(big, 200, { "content-type": "text/plain", etag: 'W/"abc"' }));
  app.get("/vary-origin", (c) => c.body(big, 200, { "content-type": "text/plain", vary: "Origin" }));
  app.get("/vary-star", (c) => c.body(big, 200, { "content-type": "text/plain", vary: "*" }));
  app.get("/partial", (c) => c.body(big, 206, { "content-type": "text/plain" }));
  return app;
}

const ours = appWith(compress());
const theirs = appWith(honoCompress({ threshold: 1024 }));

const PATHS = [
  "/json-small",
  "/text-big",
  "/length-known-small",
  "/length-known-big",
  "/precompressed",
  "/no-transform",
  "/png",
  "/events",
  "/atom",
  "/not-modified",
  "/etag",
  "/weak-etag",
  "/vary-origin",
  "/vary-star",
  "/partial",
];
const ACCEPT = [
  undefined,
  "gzip",
  "deflate",
  "br",
  "gzip, deflate, br, zstd",
  "*",
  "identity",
  "gzip;q=0, deflate;q=0",
  "gzip;q=0.4, deflate;q=0.8",
  "deflate;q=1, gzip;q=1",
  "*;q=0.5, gzip;q=0",
  "GZIP",
];

async function seen(app: Hono, method: string, path: string, accept: string | undefined) {
  const res = await app.request(path, {
    method,
    headers: accept === undefined ? {} : { "accept-encoding": accept },
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get("content-encoding");
  const body = coding === "gzip" ? gunzipSync(raw) : coding === "deflate" ? inflateSync(raw) : raw;
  return { status: res.status, headers: [...res.headers.entries()], body: body.toString("base64") };
}

describe("compress middleware: hono/compress's answers, from the shared rule", () => {
  const cases = ["GET", "HEAD"].flatMap((method) =>
    PATHS.flatMap((path) => ACCEPT.map((accept) => ({ method, path, accept: accept ?? "(none)" }))),
  );
  it.each(cases)("$method $path, Accept-Encoding $accept", async ({ method, path, accept }) => {
    const ae = accept === "(none)" ? undefined : accept;
    expect(await seen(ours, method, path, ae)).toEqual(await seen(theirs, method, path, ae));
  });

  it("does encode what it should (the comparison is not between two no-ops)", async () => {
    const res = await ours.request("/text-big", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
  });
});
