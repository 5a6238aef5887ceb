import type { RouteDef } from "../../api/route-def.js";
import { ROUTES } from "../../api/routes.js";
import { DIGEST_BODY_ROUTE_IDS, type DigestBodyRouteId } from "../digest-bodies.js";

export interface CachedRoute {
  id: DigestBodyRouteId;
  /** The route table's path, which is also what the request log calls `path` and `route`. */
  path: string;
}

/** Path → route, taken from `ROUTES`, so a path is written once (in the route table). */
export function cachedRoutes(): ReadonlyMap<string, CachedRoute> {
  const byPath = new Map<string, CachedRoute>();
  for (const id of DIGEST_BODY_ROUTE_IDS) {
    const def = (ROUTES as readonly RouteDef[]).find((r) => r.id === id);
    if (def?.method !== "get" || def.tier !== "free" || def.path.includes("{")) {
      throw new Error(`Fast path: route ${id} is not a plain free GET in the route table.`);
    }
    byPath.set(def.path, { id, path: def.path });
  }
  return byPath;
}
