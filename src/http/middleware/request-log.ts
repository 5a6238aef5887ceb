import type { MiddlewareHandler } from "hono";
import type { Logger } from "../../log/logger.js";
import { REQUEST_ID_HEADER, requestIdOf, requestLogLine } from "../representation.js";

export interface RequestLogVars {
  requestId: string;
  /** Set by the payment layer. */
  paid?: boolean;
  payer?: string;
  /** A paid answer sent again to a retry of the same payment (no new charge). */
  reServed?: boolean;
}

/** One wide JSON line per request: id, route, status, latency, and payment facts when there were any. */
export function requestLog(options: { logger: Logger }): MiddlewareHandler<{ Variables: RequestLogVars }> {
  const { logger } = options;
  return async function requestLog(c, next) {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    try {
      await next();
    } finally {
      c.header(REQUEST_ID_HEADER, requestId);
      const status = c.res.status;
      const line = requestLogLine({
        requestId,
        method: c.req.method,
        path: c.req.path,
        route: c.req.routePath,
        status,
        ms: performance.now() - started,
        paid: c.get("paid"),
        payer: c.get("payer"),
        reServed: c.get("reServed"),
      });
      if (status >= 500) logger.error(line, "request");
      else logger.info(line, "request");
    }
  };
}
