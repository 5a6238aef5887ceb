import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * Free digest routes answer the same bytes until a new digest arrives: serialize (and compress) once per digest and
 * variant, not once per request, and let clients revalidate with ETag / If-None-Match.
 */
export interface CachedBody {
  key: string;
  etag: string;
  json: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const COMPRESS_MIN_BYTES = 1024;

export class BodyCache {
  readonly #entries = new Map<string, CachedBody>();

  /** The cached body of `variant`, rebuilt when `key` (e.g. the digest id) changes. One entry per variant. */
  get(variant: string, key: string, build: () => unknown): CachedBody {
    const hit = this.#entries.get(variant);
    if (hit && hit.key === key) return hit;
    const json = Buffer.from(JSON.stringify(build()));
    const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
    const entry: CachedBody = { key, etag, json };
    this.#entries.set(variant, entry);
    return entry;
  }
}

/** Whether `Accept-Encoding` accepts `coding` with a non-zero weight. */
export const accepts = (header: string | undefined, coding: string): boolean =>
  !!header &&
  new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`, "i").test(
    header,
  );

export function sendCached(c: Context, entry: CachedBody): Response {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    ETag: entry.etag,
    "Cache-Control": "public, max-age=60",
    Vary: "Accept-Encoding",
  };
  const inm = c.req.header("if-none-match");
  if (inm?.split(",").some((t) => t.trim().replace(/^W\//, "") === entry.etag)) {
    return c.body(null, 304, headers);
  }
  if (entry.json.length >= COMPRESS_MIN_BYTES) {
    const ae = c.req.header("accept-encoding");
    if (accepts(ae, "br")) {
      entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return c.body(entry.br as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Encoding": "br" });
    }
    if (accepts(ae, "gzip")) {
      entry.gzip ??= gzipSync(entry.json, { level: 9 });
      return c.body(entry.gzip as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Encoding": "gzip" });
    }
  }
  return c.body(entry.json as Uint8Array<ArrayBuffer>, 200, headers);
}
