import { createServer, type RequestListener, type ServerOptions } from "node:http";
import type { FastPath } from "./answer.js";

/**
 * A node:http listener that offers each request to the fast path first and hands everything else to `fallback`
 * (the Hono app's listener). `fastPath()` is read per request, so the server can listen before the app exists.
 */
export function withFastPath(
  fallback: RequestListener,
  fastPath: () => FastPath | undefined,
): RequestListener {
  return (req, res) => {
    const fast = fastPath();
    const route = fast?.match(req);
    if (!fast || !route) {
      fallback(req, res);
      return;
    }
    // A fault of the digest or the rate-limit store: the Hono path meets the same failure and answers it (500).
    const failed = (err: unknown) => {
      if (!res.headersSent) fallback(req, res);
      else res.destroy(err instanceof Error ? err : new Error(String(err)));
    };
    let answered: boolean | Promise<boolean>;
    try {
      answered = fast.answer(req, res, route);
    } catch (err) {
      failed(err);
      return;
    }
    // The common case settles synchronously; only a lookup or a counted hit goes through a promise.
    if (answered === true) return;
    if (answered === false) {
      fallback(req, res);
      return;
    }
    answered.then((ok) => {
      if (!ok) fallback(req, res);
    }, failed);
  };
}

/**
 * For @hono/node-server's `serve({ createServer })`: the adapter builds its listener from the app's `fetch` and
 * passes it here, and the server it gets back runs the fast path in front of it.
 */
export function createServerWithFastPath(fastPath: () => FastPath | undefined): typeof createServer {
  const create = (options: ServerOptions, listener: RequestListener) =>
    createServer(options, withFastPath(listener, fastPath));
  return create as typeof createServer;
}
