import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cors } from "hono/cors";
import type { RouteDef } from "../api/route-def.js";
import { ROUTES } from "../api/routes.js";
import { AppError } from "../errors/index.js";
import { createBudgetCharge, createBudgetResolver } from "./budgets.js";
import { createClientIpResolver, socketAddress } from "./client-ip.js";
import { CORS_ALLOW_ORIGIN, CORS_EXPOSE_HEADERS } from "./cors-policy.js";
import type { AppDeps } from "./deps.js";
import { type ErrorVars, errorResponse, notFound, onError, validationError } from "./errors.js";
import { openApiDocument } from "./handlers/docs.js";
import { routeHandlers } from "./handlers/index.js";
import { mountLegacyRedirects } from "./legacy-redirects.js";
import { compress } from "./middleware/compress.js";
import { jsonBody } from "./middleware/json-body.js";
import { jsonRpcBody } from "./middleware/json-rpc-body.js";
import { httpMetrics } from "./middleware/metrics.js";
import { type RequestLogVars, requestLog } from "./middleware/request-log.js";
import { toOpenApiRoute } from "./openapi-route.js";
import { rateLimit } from "./rate-limit/index.js";
import { createRouteLabeler } from "./route-label.js";

export type AppEnv = { Variables: RequestLogVars & ErrorVars & { clientIp: string; jsonRpcBody?: unknown } };

/** Room for a 1000-character comment of 4-byte characters plus the other fields; larger bodies are refused. */
export const FEEDBACK_MAX_BYTES = 16_384;

/** Assembles the HTTP app from its dependencies: the one route table drives routing, limits and the docs. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new OpenAPIHono<AppEnv>({
    strict: true,
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, validationError(result.error, result.target));
    },
  });
  const resolveIp = createClientIpResolver(config.TRUST_PROXY);
  const clientIp = (c: Context): string => {
    return resolveIp(socketAddress(c), c.req.header("x-forwarded-for"));
  };

  app.onError(onError(logger));
  app.notFound(notFound);
  app.use(httpMetrics({ metrics: deps.metrics, routeOf: createRouteLabeler() }));
  app.use(requestLog({ logger }));
  app.use(
    cors({
      origin: CORS_ALLOW_ORIGIN,
      allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "PAYMENT-SIGNATURE", "X-PAYMENT", "If-None-Match"],
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 600,
    }),
  );
  const budgetFor = createBudgetResolver(config);
  app.use(async (c, next) => {
    c.set("clientIp", clientIp(c));
    // Known before routing, so even a 429 on a paid path says `charged: false`.
    if (budgetFor(c.req.path)?.name === "paid") c.set("paidRoute", true);
    await next();
  });
  const chargeBudget = createBudgetCharge(config, deps.rateLimitStore, () =>
    deps.now ? deps.now().getTime() : Date.now(),
  );
  app.use(
    rateLimit({
      spend: (c: Context) => chargeBudget(c.req.method, c.req.path, () => c.get("clientIp") as string),
      respond: errorResponse,
      onRejected: (budget) => deps.metrics.rateLimitRejections.inc({ budget: budget.name }),
    }),
  );
  app.use(compress());

  mountLegacyRedirects(app);

  const handlers = routeHandlers(deps, () => openApiDocument(app, deps.docs));
  for (const entry of ROUTES) {
    // The id keeps its literal type (so the lookup is total); the rest is read as a plain RouteDef.
    const handler = handlers[entry.id];
    const def: RouteDef = entry;
    const route = toOpenApiRoute(def, config.X402_NETWORK);
    // JSON-RPC answers a body that is not JSON with its own parse error, so /a2a has its own guard.
    const bodyGuard = def.id === "postA2a" ? jsonRpcBody : jsonBody;
    const middleware = def.request?.body ? [bodyGuard({ maxBytes: FEEDBACK_MAX_BYTES })] : [];
    app.openapi({ ...route, middleware }, handler);
  }
  mountMethodNotAllowed(app, ROUTES as readonly RouteDef[]);
  return app;
}

/** A known path asked with another method is a 405 naming the allowed ones, not a 404. */
function mountMethodNotAllowed(app: OpenAPIHono<AppEnv>, routes: readonly RouteDef[]): void {
  const allowed = new Map<string, Set<string>>();
  for (const r of routes) {
    const p = r.path.replace(/\{([^}]+)\}/g, ":$1");
    const set = allowed.get(p) ?? new Set<string>(["OPTIONS"]);
    set.add(r.method.toUpperCase());
    if (r.method === "get") set.add("HEAD");
    allowed.set(p, set);
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods].sort().join(", ");
    app.all(path, (c) => {
      c.header("Allow", allow);
      return errorResponse(
        c,
        new AppError("method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; use ${allow}.`),
      );
    });
  }
}
