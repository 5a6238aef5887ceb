import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultNextExpected } from "../../digest/views.js";
import { createBudgetResolver } from "../budgets.js";
import { createClientIpResolver, rateLimitKeyForIp, UNKNOWN_ADDRESS } from "../client-ip.js";
import type { AppDeps } from "../deps.js";
import { rateLimitHeaders } from "../rate-limit/index.js";
import { requestIdOf, requestLogLine } from "../representation.js";
import { type CachedRoute, cachedRoutes, createCachedBodies } from "./cached-routes.js";
import { cachedResponseHeaders } from "./headers.js";
import { negotiate } from "./negotiate.js";

export type FastPathDeps = Pick<
  AppDeps,
  "config" | "logger" | "current" | "rateLimitStore" | "now" | "nextExpected" | "metrics"
>;

export interface FastPath {
  /** The cached route a request may be answered on, decided from the request line and headers alone. */
  match(req: IncomingMessage): CachedRoute | undefined;
  /**
   * Answers a matched request exactly as the Hono app would, or resolves false having written nothing and counted
   * nothing against the rate limit, for the Hono app to answer (no digest yet, a per-request compression, a 429).
   */
  answer(req: IncomingMessage, res: ServerResponse, route: CachedRoute): Promise<boolean>;
}

// @hono/node-server builds the request URL straight from a Host of this form; others go through `new URL` checks
// that can refuse the request, so they take the Hono path.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The cached free routes answered on node:http: the same body, ETag, coding, CORS and rate-limit headers, request
 * id and log line as the Hono pipeline (request log → CORS → client IP → rate limit → compress → handler), without
 * building Web Request/Response objects.
 */
export function createFastPath(deps: FastPathDeps): FastPath {
  const { config, logger, current, rateLimitStore, metrics } = deps;
  const routes = cachedRoutes();
  const now = deps.now ?? (() => new Date());
  const cachedBody = createCachedBodies({ now, nextExpected: deps.nextExpected ?? defaultNextExpected });
  const budgetFor = createBudgetResolver(config);
  const resolveIp = createClientIpResolver(config.TRUST_PROXY);

  return {
    match(req) {
      if (req.method !== "GET" && req.method !== "HEAD") return undefined;
      const url = req.url ?? "";
      const query = url.indexOf("?");
      const route = routes.get(query < 0 ? url : url.slice(0, query));
      if (!route) return undefined;
      const h = req.headers;
      // A request body or an unusual Host: whatever Hono makes of it, it is not the plain cached case.
      if (h["content-length"] !== undefined || h["transfer-encoding"] !== undefined) return undefined;
      if (h.host === undefined || !PLAIN_HOST.test(h.host)) return undefined;
      return route;
    },

    async answer(req, res, route) {
      const started = performance.now();
      const digest = await current.get();
      if (!digest) return false;
      const entry = cachedBody(route.id, digest);
      const h = req.headers;
      const head = req.method === "HEAD";
      const rep = negotiate(entry, req.method as string, h["if-none-match"], h["accept-encoding"]);
      if (!rep) return false;

      let limits: Record<string, string> | undefined;
      const budget = budgetFor(route.path);
      if (budget && budget.limit !== 0) {
        const xff = h["x-forwarded-for"];
        const ip = resolveIp(
          req.socket.remoteAddress ?? UNKNOWN_ADDRESS,
          typeof xff === "string" ? xff : undefined,
        );
        const nowMs = deps.now ? deps.now().getTime() : Date.now();
        const decision = await rateLimitStore.hit(`${budget.name}:${rateLimitKeyForIp(ip)}`, budget, nowMs);
        // A refused hit is not counted, so the Hono path can count (and refuse) it again and render the 429.
        if (!decision.allowed) return false;
        limits = rateLimitHeaders(budget, decision);
      }

      const requestId = requestIdOf(h["x-request-id"]);
      res.writeHead(rep.status, cachedResponseHeaders(entry, rep, limits, requestId, head));
      if (rep.status === 200 && !head) res.end(rep.body);
      else res.end();
      const seconds = (performance.now() - started) / 1000;
      const method = req.method as string;
      metrics.httpRequests.inc({
        route: route.path,
        method,
        status: String(rep.status),
        handler: "fast_path",
      });
      metrics.httpDuration.observe({ route: route.path, method, handler: "fast_path" }, seconds);
      logger.info(
        requestLogLine({
          requestId,
          method,
          path: route.path,
          route: route.path,
          status: rep.status,
          ms: seconds * 1000,
        }),
        "request",
      );
      return true;
    },
  };
}
