import type { CachedBody } from "../cached-body.js";
import { CORS_ALLOW_ORIGIN, CORS_EXPOSE_HEADERS } from "../cors-policy.js";
import type { Representation } from "./negotiate.js";

// The `cors()` middleware's answer to a simple GET, with or without an Origin.
const ALLOW_ORIGIN = CORS_ALLOW_ORIGIN;
const EXPOSE_HEADERS = CORS_EXPOSE_HEADERS.join(",");

/**
 * The headers the Hono path writes for a cached answer, as a flat `[name, value, …]` list in its order: the Web
 * `Headers` object @hono/node-server copies from iterates lower-case names sorted, and the adapter adds
 * `content-length` last for a body it holds in memory (not for HEAD, whose body is null, nor for a 304).
 */
export function cachedResponseHeaders(
  entry: CachedBody,
  rep: Representation,
  rateLimit: Record<string, string> | undefined,
  requestId: string,
  head: boolean,
): string[] {
  const h = [
    "access-control-allow-origin",
    ALLOW_ORIGIN,
    "access-control-expose-headers",
    EXPOSE_HEADERS,
    "cache-control",
    "public, max-age=60",
  ];
  if (rep.status === 200 && rep.encoding) h.push("content-encoding", rep.encoding);
  h.push("content-type", "application/json", "etag", entry.etag);
  if (rateLimit) {
    h.push(
      "ratelimit",
      rateLimit.RateLimit as string,
      "ratelimit-limit",
      rateLimit["RateLimit-Limit"] as string,
      "ratelimit-policy",
      rateLimit["RateLimit-Policy"] as string,
      "ratelimit-remaining",
      rateLimit["RateLimit-Remaining"] as string,
      "ratelimit-reset",
      rateLimit["RateLimit-Reset"] as string,
    );
  }
  h.push("vary", "Accept-Encoding", "x-request-id", requestId);
  if (rep.status === 200 && !head) h.push("content-length", String(rep.body.length));
  return h;
}
