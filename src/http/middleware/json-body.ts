import type { MiddlewareHandler } from "hono";
import { AppError } from "../../errors/index.js";

/**
 * Guards a JSON body before the schema sees it, so every failure has its own code: 415 for another media type,
 * 413 past `maxBytes` (checked while reading, so a lying Content-Length can't slip through), 400 for an empty or
 * malformed body. The parsed value is left in Hono's body cache for the validator.
 */
export function jsonBody(options: { maxBytes: number }): MiddlewareHandler {
  const { maxBytes } = options;
  return async function jsonBody(c, next) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
      throw new AppError(
        "unsupported_media_type",
        "The body must be JSON: send Content-Type: application/json.",
        {
          details: { received: type || null },
        },
      );
    }
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (declared > maxBytes) throw tooLarge(maxBytes);
    const raw = c.req.raw.body ? await readBounded(c.req.raw.body, maxBytes) : "";
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
    // Hono's validator reads c.req.json(), which answers from this cache instead of the consumed stream.
    (c.req as unknown as { bodyCache: Record<string, Promise<unknown>> }).bodyCache.json =
      Promise.resolve(parsed);
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
