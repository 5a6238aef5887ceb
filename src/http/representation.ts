import { randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { CachedBody } from "./cached-body.js";

/**
 * The one representation layer both HTTP paths use (Hono's handlers and the node:http fast path): which bytes a
 * cached body goes out as and with which headers, which answers are compressed per request, the request id, and
 * the request-log line. Each path only writes what this decides, so the two cannot drift on these
 * (docs/ARCHITECTURE.md, "Fast path").
 */

/**
 * Bodies from this size on are sent precompressed when the client takes br or gzip; a body of known length under it
 * is left alone by the per-request compress step too.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** A cached body as it goes out: a 304, or a 200 with the stored bytes in one coding. */
export type Representation =
  | { status: 304 }
  | { status: 200; encoding: "br" | "gzip" | undefined; body: Buffer };

// `Accept-Encoding` accepts the coding with a non-zero weight; compiled once per coding (this runs per request).
const acceptsCoding = (coding: string) =>
  new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`, "i");
const ACCEPTS = { br: acceptsCoding("br"), gzip: acceptsCoding("gzip") };
export const acceptsEncoding = (header: string | undefined, coding: "br" | "gzip"): boolean =>
  !!header && ACCEPTS[coding].test(header);

/** 304 when the client holds the ETag; else the body, precompressed (once per digest) when large enough. */
export function chooseRepresentation(
  entry: CachedBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): Representation {
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === entry.etag))
    return { status: 304 };
  if (entry.json.length >= COMPRESS_MIN_BYTES) {
    if (acceptsEncoding(acceptEncoding, "br")) {
      entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { status: 200, encoding: "br", body: entry.br };
    }
    if (acceptsEncoding(acceptEncoding, "gzip")) {
      entry.gzip ??= gzipSync(entry.json, { level: 9 });
      return { status: 200, encoding: "gzip", body: entry.gzip };
    }
  }
  return { status: 200, encoding: undefined, body: entry.json };
}

/**
 * The headers a cached body goes out with from its handler, by lower-case name (as a Web `Headers` holds them).
 * `sendCached` answers with these and the fast path writes these, so a header added here reaches both. Built once
 * per entry and representation (the same object each time, which lets the fast path keep its header layout).
 */
export function cachedAnswerHeaders(
  entry: CachedBody,
  rep: Representation,
): Readonly<Record<string, string>> {
  const variant = rep.status === 304 ? "notModified" : (rep.encoding ?? "identity");
  entry.headers ??= {};
  let headers = entry.headers[variant];
  if (!headers) {
    const h: Record<string, string> = {
      "content-type": "application/json",
      etag: entry.etag,
      "cache-control": "public, max-age=60",
      vary: "Accept-Encoding",
    };
    if (rep.status === 200 && rep.encoding) h["content-encoding"] = rep.encoding;
    headers = Object.freeze(h);
    entry.headers[variant] = headers;
  }
  return headers;
}

/** Codings the per-request compress step produces, best first (what hono/compress offered by default). */
const PER_REQUEST_CODINGS = ["gzip", "deflate"] as const;
export type PerRequestCoding = (typeof PER_REQUEST_CODINGS)[number];

/** The coding a response the compress step takes on is encoded in: the client's best-weighted one, if any. */
export function perRequestCoding(acceptEncoding: string | undefined): PerRequestCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const wildcardQ = accepted.find((a) => a.type === "*")?.q;
  let best: { coding: PerRequestCoding; q: number } | undefined;
  for (const coding of PER_REQUEST_CODINGS) {
    const explicit = accepted.find((a) => a.type.toLowerCase() === coding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return coding;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * Whether the compress step takes a response on (adds `Vary: Accept-Encoding`, and encodes it when the client
 * takes a per-request coding): not a HEAD, a 206 or an already encoded or framed body, not one whose known length
 * is under the threshold, a compressible type, and no `no-transform`. `header` reads the response's headers by
 * lower-case name. The app's compress middleware and the fast path both ask this.
 */
export function compressesPerRequest(
  method: string,
  status: number,
  header: (lowerCaseName: string) => string | null | undefined,
): boolean {
  if (method === "HEAD" || status === 206) return false;
  if (header("content-encoding") != null || header("transfer-encoding") != null) return false;
  const length = header("content-length");
  if (length && Number(length) < COMPRESS_MIN_BYTES) return false;
  const type = header("content-type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  const cacheControl = header("cache-control");
  return !cacheControl || !NO_TRANSFORM.test(cacheControl);
}

/** Both paths write the request id under this name. */
export const REQUEST_ID_HEADER = "x-request-id";

/** A sane incoming `X-Request-Id` is kept (a caller's trace id); anything else is replaced. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

export interface RequestLogLine {
  reqId: string;
  method: string;
  path: string;
  route: string | undefined;
  status: number;
  ms: number;
  paid: boolean;
  payer: string | undefined;
  /** Only on a paid answer re-served to a retry of the same payment (the fast path never re-serves). */
  reServed?: boolean;
}

/** The one wide log line per request, field order included (log readers diff the two paths' lines). */
export function requestLogLine(fields: {
  requestId: string;
  method: string;
  path: string;
  route: string | undefined;
  status: number;
  ms: number;
  paid?: boolean | undefined;
  payer?: string | undefined;
  reServed?: boolean | undefined;
}): RequestLogLine {
  return {
    reqId: fields.requestId,
    method: fields.method,
    path: fields.path,
    route: fields.route,
    status: fields.status,
    ms: Math.round(fields.ms * 100) / 100,
    paid: fields.paid ?? false,
    payer: fields.payer,
    ...(fields.reServed ? { reServed: true } : {}),
  };
}
