import type { Context } from "hono";
import { AppError } from "../../errors/index.js";

/**
 * The transport checks every JSON route shares, before any parsing: 415 for another media type, 413 past
 * `maxBytes` (checked while reading, so a lying Content-Length can't slip through). Returns the body as text.
 */
export async function readJsonText(c: Context, maxBytes: number, mediaMessage: string): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new AppError("unsupported_media_type", mediaMessage, { details: { received: type || null } });
  }
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  return c.req.raw.body ? readBounded(c.req.raw.body, maxBytes) : "";
}

/** Hono's validator reads c.req.json(), which answers from this cache instead of the consumed stream. */
export function cacheParsedBody(c: Context, value: unknown): void {
  (c.req as unknown as { bodyCache: Record<string, Promise<unknown>> }).bodyCache.json =
    Promise.resolve(value);
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
