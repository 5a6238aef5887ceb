import type { MiddlewareHandler } from "hono";
import type { Metrics } from "../../metrics/index.js";

/**
 * Counts and times every request the Hono app answers, errors and 429s included (it runs outside the request log
 * and the rate limit). The fast path records its own answers under `handler="fast_path"`.
 */
export function httpMetrics(options: {
  metrics: Metrics;
  routeOf: (path: string) => string;
}): MiddlewareHandler {
  const { metrics, routeOf } = options;
  return async function httpMetrics(c, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(c.req.path);
      const method = c.req.method;
      metrics.httpRequests.inc({ route, method, status: String(c.res.status), handler: "hono" });
      metrics.httpDuration.observe({ route, method, handler: "hono" }, (performance.now() - started) / 1000);
    }
  };
}
