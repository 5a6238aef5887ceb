import { INDEX_LINKS } from "../../api/links.js";
import type { RouteDef } from "../../api/route-def.js";
import { ROUTES } from "../../api/routes.js";
import { type MasterDigest, toBrief } from "../../digest/schema.js";
import { buildIndex } from "../../digest/views.js";
import { BodyCache, type CachedBody } from "../cached-body.js";
import { BRIEF_NOTICE } from "../handlers/intelligence.js";

/** The free routes whose answer is one cached body per digest: their ids in the route table. */
const CACHED_ROUTE_IDS = ["getLatest", "getBrief", "getIndex"] as const;
export type CachedRouteId = (typeof CACHED_ROUTE_IDS)[number];

export interface CachedRoute {
  id: CachedRouteId;
  /** The route table's path, which is also what the request log calls `path` and `route`. */
  path: string;
}

/** Path → route, taken from `ROUTES`, so a path is written once (in the route table). */
export function cachedRoutes(): ReadonlyMap<string, CachedRoute> {
  const byPath = new Map<string, CachedRoute>();
  for (const id of CACHED_ROUTE_IDS) {
    const def = (ROUTES as readonly RouteDef[]).find((r) => r.id === id);
    if (def?.method !== "get" || def.tier !== "free" || def.path.includes("{")) {
      throw new Error(`Fast path: route ${id} is not a plain free GET in the route table.`);
    }
    byPath.set(def.path, { id, path: def.path });
  }
  return byPath;
}

/**
 * The same bodies the handlers in `handlers/intelligence.ts` serialize (same shapes, same cache keys), held in this
 * path's own cache. The equivalence tests compare the bytes of both paths.
 */
export function createCachedBodies(opts: { now: () => Date; nextExpected: (now: Date) => Date }) {
  const cache = new BodyCache();
  return function cachedBody(id: CachedRouteId, d: MasterDigest): CachedBody {
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
