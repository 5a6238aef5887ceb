import type { MiddlewareHandler } from "hono";
import { AppError } from "../../errors/index.js";
import { cacheParsedBody, readJsonText } from "./body-text.js";

/**
 * Guards a JSON body before the schema sees it, so every failure has its own code: 415 for another media type,
 * 413 past `maxBytes`, 400 for an empty or malformed body. The parsed value is left in Hono's body cache for the
 * validator.
 */
export function jsonBody(options: { maxBytes: number }): MiddlewareHandler {
  const { maxBytes } = options;
  return async function jsonBody(c, next) {
    const raw = await readJsonText(
      c,
      maxBytes,
      "The body must be JSON: send Content-Type: application/json.",
    );
    if (raw.trim() === "") {
      throw new AppError("invalid_request", "A JSON body is required.", {
        details: [{ field: "body", location: "body", message: "is required" }],
      });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new AppError("invalid_request", "The body is not valid JSON.", {
        details: [{ field: "body", location: "body", message: "is not valid JSON" }],
      });
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new AppError("invalid_request", "The body must be a JSON object.", {
        details: [{ field: "body", location: "body", message: "must be a JSON object" }],
      });
    }
    cacheParsedBody(c, parsed);
    await next();
  };
}
