import type { Context } from "hono";
import type { RouteId } from "../../api/routes.js";
import type { AppDeps } from "../deps.js";
import { a2aHandler } from "./a2a.js";
import { docsHandlers } from "./docs.js";
import { feedbackHandler } from "./feedback.js";
import { healthHandler } from "./health.js";
import { intelligenceHandlers } from "./intelligence.js";
import { metricsHandler } from "./metrics.js";
import { paidHandlers } from "./paid.js";
import { webHandlers } from "./web.js";

export type RouteHandler = (c: Context) => Promise<Response> | Response;

/** Every route-table id mapped to its handler: a route without one (or a handler without a route) does not compile. */
export function routeHandlers(deps: AppDeps, openapi: () => unknown): Record<RouteId, RouteHandler> {
  const intel = intelligenceHandlers(deps);

  return {
    getBrief: intel.getBrief,
    getIndex: intel.getIndex,
    getSample: intel.getSample,
    getLatest: intel.getLatest,
    postFeedback: feedbackHandler(deps),
    postA2a: a2aHandler(deps),
    getHealth: healthHandler(deps),
    getMetrics: metricsHandler({ metrics: deps.metrics, token: deps.config.METRICS_TOKEN }),
    ...paidHandlers(deps),
    ...docsHandlers(deps.docs, deps.catalog, openapi),
    ...webHandlers(deps),
  };
}
