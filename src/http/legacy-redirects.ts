import type { Env, Hono } from "hono";

/**
 * The intelligence and Pulse routes moved here from a separate product (README, "Documents and operations"): its old paths answer 308 to the
 * matching /v1/ path, query kept, so clients and their methods and bodies follow.
 */
const RULES: Array<[prefix: string, target: string]> = [
  ["/api/intelligence", "/v1/intelligence"],
  ["/api/pulse/ai-business", "/v1/pulse"],
  ["/api/pulse", "/v1/pulse"],
];

export function legacyRedirect(path: string, search: string): string | undefined {
  for (const [prefix, target] of RULES) {
    if (path === prefix || path.startsWith(`${prefix}/`))
      return `${target}${path.slice(prefix.length)}${search}`;
  }
  return undefined;
}

export function mountLegacyRedirects<E extends Env>(app: Hono<E>): void {
  app.all("/api/*", (c, next) => {
    const url = new URL(c.req.url);
    const to = legacyRedirect(url.pathname, url.search);
    if (!to) return next();
    return c.body(null, 308, { Location: to });
  });
}
