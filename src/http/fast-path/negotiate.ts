import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import type { CachedBody } from "../cached-body.js";

/** What the Hono path answers from a cached body: a 304, or a 200 with the stored bytes in one coding. */
export type Representation =
  | { status: 304 }
  | { status: 200; encoding: "br" | "gzip" | undefined; body: Buffer };

// Mirrors `sendCached` (cached-body.ts): bodies from 1 KB on are sent precompressed.
const COMPRESS_MIN_BYTES = 1024;

// sendCached's `accepts` test, compiled once per coding.
const acceptsCoding = (coding: string) =>
  new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`, "i");
const ACCEPTS = { br: acceptsCoding("br"), gzip: acceptsCoding("gzip") };
const accepts = (header: string | undefined, coding: "br" | "gzip"): boolean =>
  !!header && ACCEPTS[coding].test(header);

/**
 * The representation `sendCached` picks, followed by the app's `compress()` step; undefined when that step would
 * compress the body per request (an identity body and a client taking gzip, deflate or `*`: e.g. any small body such
 * as /index or /brief asked with `Accept-Encoding: gzip`), which is left to the Hono path.
 */
export function negotiate(
  entry: CachedBody,
  method: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): Representation | undefined {
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === entry.etag)) {
    return { status: 304 };
  }
  if (entry.json.length >= COMPRESS_MIN_BYTES) {
    if (accepts(acceptEncoding, "br")) {
      entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { status: 200, encoding: "br", body: entry.br };
    }
    if (accepts(acceptEncoding, "gzip")) {
      entry.gzip ??= gzipSync(entry.json, { level: 9 });
      return { status: 200, encoding: "gzip", body: entry.gzip };
    }
  }
  // `compress()` leaves HEAD alone; on GET it encodes an identity body whenever it finds a coding it can use.
  if (method !== "HEAD" && compressWouldEncode(acceptEncoding)) return undefined;
  return { status: 200, encoding: undefined, body: entry.json };
}

/** hono/compress's `selectEncoding` over its default candidates: is there a coding with q > 0? */
function compressWouldEncode(header: string | undefined): boolean {
  if (header === undefined) return false;
  const accepted = parseAccept(header);
  const wildcardQ = accepted.find((a) => a.type === "*")?.q;
  return ["gzip", "deflate"].some((coding) => {
    const explicit = accepted.find((a) => a.type.toLowerCase() === coding);
    return (explicit ? explicit.q : (wildcardQ ?? 0)) > 0;
  });
}
