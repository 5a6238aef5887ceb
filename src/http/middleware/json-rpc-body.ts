import type { MiddlewareHandler } from "hono";
import { parseErrorResponse } from "../../agents/a2a/index.js";
import { cacheParsedBody, readJsonText } from "./body-text.js";

/**
 * The body guard of the JSON-RPC route. Transport problems keep the service's HTTP envelope like every JSON route
 * (415 for another media type, 413 past `maxBytes`), but a body that is not JSON is a JSON-RPC parse error
 * (-32700, `id: null`, HTTP 200) as JSON-RPC 2.0 prescribes. Arrays and scalars go through: the agent answers them
 * with -32600. The parsed value is left in Hono's body cache for the validator.
 */
export function jsonRpcBody(options: { maxBytes: number }): MiddlewareHandler {
  const { maxBytes } = options;
  return async function jsonRpcBody(c, next) {
    const raw = await readJsonText(
      c,
      maxBytes,
      "The body must be a JSON-RPC request: send Content-Type: application/json.",
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return c.json(parseErrorResponse(), 200);
    }
    c.set("jsonRpcBody", parsed);
    // The loose OpenAPI schema validates objects only; anything else is the agent's to refuse with -32600.
    cacheParsedBody(c, parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {});
    await next();
  };
}
