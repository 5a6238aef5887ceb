import { randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedBody } from "./cached-body.js";

/**
 * The one representation layer both HTTP paths use (Hono's handlers and the node:http fast path): which bytes a
 * cached body goes out as, the request id, and the request-log line. Each path only writes what this decides, so
 * the two cannot drift on these (docs/ARCHITECTURE.md, "Fast path").
 */

/** Bodies from this size on are sent precompressed when the client takes br or gzip. */
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
