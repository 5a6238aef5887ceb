import { createHash } from "node:crypto";
import type { Context } from "hono";
import { chooseRepresentation } from "./representation.js";

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

export function sendCached(c: Context, entry: CachedBody): Response {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    ETag: entry.etag,
    "Cache-Control": "public, max-age=60",
    Vary: "Accept-Encoding",
  };
  const rep = chooseRepresentation(entry, c.req.header("if-none-match"), c.req.header("accept-encoding"));
  if (rep.status === 304) return c.body(null, 304, headers);
  if (rep.encoding) headers["Content-Encoding"] = rep.encoding;
  return c.body(rep.body as Uint8Array<ArrayBuffer>, 200, headers);
}
