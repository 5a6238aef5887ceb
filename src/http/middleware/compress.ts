import type { MiddlewareHandler } from "hono";
import { compressesPerRequest, perRequestCoding } from "../representation.js";

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Per-request compression of the answers not sent precompressed (hono/compress's behaviour), deciding which
 * answers it takes on with the representation layer's `compressesPerRequest`, the rule the fast path checks too
 * before it answers on its own: the two paths cannot disagree on what is compressed.
 */
export function compress(): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    const res = c.res;
    if (!compressesPerRequest(c.req.method, res.status, (name) => res.headers.get(name))) return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const coding = perRequestCoding(c.req.header("Accept-Encoding"));
    if (!coding || !c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(coding)), c.res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", coding);
    // The bytes differ from the identity body's, so its strong ETag no longer names them.
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
