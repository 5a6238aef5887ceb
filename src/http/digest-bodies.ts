import { INDEX_LINKS } from "../api/links.js";
import { type MasterDigest, toBrief } from "../digest/schema.js";
import { buildIndex } from "../digest/views.js";
import { BodyCache, type CachedBody } from "./cached-body.js";

export const BRIEF_NOTICE =
  "Free brief of the newest digest. The full digest is free at /v1/intelligence/latest; past digests are paid at /v1/intelligence/history.";

/** The free routes whose answer is one cached body per current digest, by their ids in the route table. */
export const DIGEST_BODY_ROUTE_IDS = ["getLatest", "getBrief", "getIndex"] as const;
export type DigestBodyRouteId = (typeof DIGEST_BODY_ROUTE_IDS)[number];

/**
 * The bodies of `/latest`, `/brief` and `/index` for a digest, serialized once per digest (and, for the index, per
 * `nextExpected`). The Hono handlers and the fast path each hold one of these, so both build the same bytes from
 * one definition of each body.
 */
export function createDigestBodies(opts: { now: () => Date; nextExpected: (now: Date) => Date }) {
  const cache = new BodyCache();
  return function digestBody(id: DigestBodyRouteId, d: MasterDigest): CachedBody {
    switch (id) {
      case "getLatest":
        return cache.get("latest", d.id, () => ({ success: true, data: d }));
      case "getBrief":
        return cache.get("brief", d.id, () => ({
          success: true,
          _notice: { type: "brief", message: BRIEF_NOTICE },
          data: toBrief(d),
        }));
      case "getIndex": {
        const body = { success: true, ...buildIndex(d, opts.now(), opts.nextExpected, INDEX_LINKS) };
        return cache.get("index", `${d.id}|${body.nextExpected}`, () => body);
      }
    }
  };
}
