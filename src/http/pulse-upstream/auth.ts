import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * `Authorization: Bearer <token>` when a token is configured. Both sides are hashed first so the comparison takes
 * the same time whatever the length or content of the guess.
 */
export function bearerAuth(opts: { token: string | undefined }): MiddlewareHandler {
  const expected = opts.token ? digest(`Bearer ${opts.token}`) : undefined;
  return async function bearerAuthMiddleware(c, next) {
    if (expected) {
      const given = digest(c.req.header("authorization") ?? "");
      if (!timingSafeEqual(given, expected)) {
        return c.json(
          { success: false, error: { code: "unauthorized", message: "A valid bearer token is required." } },
          401,
          { "WWW-Authenticate": 'Bearer realm="pulse"' },
        );
      }
    }
    await next();
  };
}
