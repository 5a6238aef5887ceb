import type { IncomingMessage, ServerResponse } from "node:http";
import type { MasterDigest } from "../../digest/schema.js";
import { defaultNextExpected } from "../../digest/views.js";
import { createBudgetCharge } from "../budgets.js";
import { createClientIpResolver, UNKNOWN_ADDRESS } from "../client-ip.js";
import type { AppDeps } from "../deps.js";
import { createDigestBodies } from "../digest-bodies.js";
import type { BudgetOutcome } from "../rate-limit/index.js";
import {
  cachedAnswerHeaders,
  chooseRepresentation,
  REQUEST_ID_HEADER,
  type Representation,
  requestIdOf,
  requestLogLine,
} from "../representation.js";
import { type CachedRoute, cachedRoutes } from "./cached-routes.js";
import { cachedResponseHeaders } from "./headers.js";
import { compressedPerRequest } from "./per-request-compression.js";

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
   * Settles synchronously (a boolean, or a throw) when the digest is cached and fresh and nothing is counted;
   * otherwise returns a promise.
   */
  answer(req: IncomingMessage, res: ServerResponse, route: CachedRoute): boolean | Promise<boolean>;
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
  const cachedBody = createDigestBodies({ now, nextExpected: deps.nextExpected ?? defaultNextExpected });
  const chargeBudget = createBudgetCharge(config, rateLimitStore, () =>
    deps.now ? deps.now().getTime() : Date.now(),
  );
  const resolveIp = createClientIpResolver(config.TRUST_PROXY);

  const answerWith = (
    digest: MasterDigest,
    req: IncomingMessage,
    res: ServerResponse,
    route: CachedRoute,
    started: number,
  ): boolean | Promise<boolean> => {
    const entry = cachedBody(route.id, digest);
    const h = req.headers;
    const method = req.method as string;
    const rep = chooseRepresentation(entry, h["if-none-match"], h["accept-encoding"]);
    const answerHeaders = cachedAnswerHeaders(entry, rep);
    if (compressedPerRequest(method, rep, answerHeaders, h["accept-encoding"])) return false;

    const charged = chargeBudget(method, route.path, () => {
      const xff = h["x-forwarded-for"];
      return resolveIp(
        req.socket.remoteAddress ?? UNKNOWN_ADDRESS,
        typeof xff === "string" ? xff : undefined,
      );
    });
    // Awaited only when something was counted: an unmetered answer stays on this turn.
    if (charged instanceof Promise)
      return charged.then((budget) => write(budget, req, res, route, method, rep, answerHeaders, started));
    return write(charged, req, res, route, method, rep, answerHeaders, started);
  };

  const write = (
    budget: BudgetOutcome,
    req: IncomingMessage,
    res: ServerResponse,
    route: CachedRoute,
    method: string,
    rep: Representation,
    answerHeaders: Readonly<Record<string, string>>,
    started: number,
  ): boolean => {
    // A refused hit is not counted, so the Hono path can count (and refuse) it again and render the 429.
    if (budget.kind === "refused") return false;

    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    const withBody = rep.status === 200 && method !== "HEAD";
    const limits = budget.kind === "allowed" ? budget.headers : undefined;
    res.writeHead(
      rep.status,
      cachedResponseHeaders(answerHeaders, limits, requestId, withBody ? rep.body.length : undefined),
    );
    if (withBody) res.end(rep.body);
    else res.end();
    const seconds = (performance.now() - started) / 1000;
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
  };

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

    answer(req, res, route) {
      const started = performance.now();
      // The common case (digest cached and fresh, budget unmetered) runs on this turn without a promise.
      const digest = current.peek();
      if (digest) return answerWith(digest, req, res, route, started);
      return current.get().then((d) => (d ? answerWith(d, req, res, route, started) : false));
    },
  };
}
