import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { AppError, isAppError, toErrorBody } from "../errors/index.js";
import type { Logger } from "../log/logger.js";

/** Paid routes say `charged: false` on every error; the router marks them. */
export interface ErrorVars {
  paidRoute?: boolean;
}

export function errorResponse(c: Context, err: unknown): Response {
  const { status, body } = toErrorBody(err, { paid: c.get("paidRoute") === true });
  return c.json(body, status);
}

/** The one app-wide error handler: known errors keep their code; anything else is a generic 500, logged in full. */
export function onError(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (isAppError(err)) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own 4xx (e.g. a body it could not parse): keep the status family, not its text.
      const code = err.status === 413 ? "payload_too_large" : "invalid_request";
      return errorResponse(
        c,
        new AppError(
          code,
          code === "invalid_request" ? "The request is malformed." : "The body is too large.",
        ),
      );
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    return errorResponse(c, new AppError("internal", "Internal error."));
  };
}

export const notFound: NotFoundHandler = (c) =>
  errorResponse(
    c,
    new AppError("not_found", `No route ${c.req.method} ${c.req.path}. See /openapi.json or /llms.txt.`),
  );

/** zod issues → `details: [{field, location, message}]`, naming each failing field. */
export function validationError(error: ZodError, location: string): AppError {
  const details = error.issues.map((i) => {
    const base = i.path.length ? i.path.join(".") : "";
    // Unknown keys sit on the parent object's path; name the keys themselves.
    const keys =
      i.code === "unrecognized_keys" ? i.keys.map((k) => (base ? `${base}.${k}` : k)).join(", ") : "";
    return { field: keys || base || location, location, message: i.message };
  });
  const summary = details.map((d) => `${d.field}: ${d.message}`).join("; ");
  return new AppError("invalid_request", `Invalid ${location}: ${summary}`, { details });
}
