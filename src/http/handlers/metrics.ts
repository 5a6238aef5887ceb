import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { AppError } from "../../errors/index.js";
import type { Metrics } from "../../metrics/index.js";
import { errorResponse } from "../errors.js";

/**
 * `GET /metrics` in Prometheus text format. With METRICS_TOKEN set, only `Authorization: Bearer <token>` is
 * answered (compared in constant time); without it the endpoint is open, as on a private network.
 */
export function metricsHandler(deps: { metrics: Metrics; token: string | undefined }) {
  const expected = deps.token === undefined ? undefined : Buffer.from(deps.token);
  return async (c: Context): Promise<Response> => {
    if (expected && !bearerMatches(c.req.header("authorization"), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return errorResponse(
        c,
        new AppError("unauthorized", "GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>."),
      );
    }
    const body = await deps.metrics.registry.metrics();
    return c.body(body, 200, {
      "Content-Type": deps.metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
  };
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1] as string);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
