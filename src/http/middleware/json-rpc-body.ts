import type { MiddlewareHandler } from "hono";
import { parseErrorResponse } from "../../agents/a2a/index.js";
import { AppError } from "../../errors/index.js";

/**
 * The body guard of the JSON-RPC route. Transport problems keep the service's HTTP envelope like every JSON route
 * (415 for another media type, 413 past `maxBytes`), but a body that is not JSON is a JSON-RPC parse error
 * (-32700, `id: null`, HTTP 200) as JSON-RPC 2.0 prescribes. Arrays and scalars go through: the agent answers them
 * with -32600. The parsed value is left in Hono's body cache for the validator.
 */
export function jsonRpcBody(options: { maxBytes: number }): MiddlewareHandler {
  const { maxBytes } = options;
  return async function jsonRpcBody(c, next) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
      throw new AppError(
        "unsupported_media_type",
        "The body must be a JSON-RPC request: send Content-Type: application/json.",
        { details: { received: type || null } },
      );
    }
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (declared > maxBytes) throw tooLarge(maxBytes);
    const raw = c.req.raw.body ? await readBounded(c.req.raw.body, maxBytes) : "";
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return c.json(parseErrorResponse(), 200);
    }
    c.set("jsonRpcBody", parsed);
    // The loose OpenAPI schema validates objects only; anything else is the agent's to refuse with -32600.
    const forValidator =
      parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
    (c.req as unknown as { bodyCache: Record<string, Promise<unknown>> }).bodyCache.json =
      Promise.resolve(forValidator);
    await next();
  };
}

const tooLarge = (max: number) =>
  new AppError("payload_too_large", `The body is larger than ${max} bytes.`, { details: { maxBytes: max } });

async function readBounded(stream: ReadableStream<Uint8Array>, max: number): Promise<string> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
