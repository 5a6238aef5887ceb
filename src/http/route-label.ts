import type { RouteDef } from "../api/route-def.js";
import { ROUTES } from "../api/routes.js";

/** What a request is labelled with in metrics when its path is not in the route table (scans, typos, redirects). */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The route-table path a request path belongs to (`/v1/pulse/narratives/{id}` for `/v1/pulse/narratives/7`), so
 * metric labels stay few whatever clients send.
 */
export function createRouteLabeler(routes: readonly RouteDef[] = ROUTES as readonly RouteDef[]) {
  const exact = new Set<string>();
  const templated: Array<[RegExp, string]> = [];
  for (const r of routes) {
    if (r.path.includes("{"))
      templated.push([new RegExp(`^${r.path.replace(/\{[^}]+\}/g, "[^/]+")}$`), r.path]);
    else exact.add(r.path);
  }
  return (path: string): string => {
    if (exact.has(path)) return path;
    return templated.find(([re]) => re.test(path))?.[1] ?? UNMATCHED_ROUTE;
  };
}
