import { createHash } from "node:crypto";
import type { Context } from "hono";
import { cachedAnswerHeaders, chooseRepresentation } from "./representation.js";

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
  /** The answer headers of each representation, built once (`cachedAnswerHeaders`). */
  headers?: Partial<Record<"identity" | "br" | "gzip" | "notModified", Readonly<Record<string, string>>>>;
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

/** A cached body answered through Hono: the representation layer picks the bytes and the headers. */
export function sendCached(c: Context, entry: CachedBody): Response {
  const rep = chooseRepresentation(entry, c.req.header("if-none-match"), c.req.header("accept-encoding"));
  const headers = cachedAnswerHeaders(entry, rep);
  if (rep.status === 304) return c.body(null, 304, headers);
  return c.body(rep.body as Uint8Array<ArrayBuffer>, 200, headers);
}
