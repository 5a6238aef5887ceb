import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { ResolvedSource } from "../../src/sources/roster-file.js";
import type { AdapterContext } from "../../src/sources/types.js";

/**
 * A real HTTP server on 127.0.0.1 standing in for the 20 sources' hosts. Each route serves a recorded body with an
 * ETag and honours If-None-Match, or misbehaves on demand (hang, 500). `transport` sends every request for any host
 * to this server (`/<host><path>`), so adapters keep building their real public URLs.
 */

export type RouteMode = "ok" | "hang" | "500";

export interface SourceRoute {
  body: Buffer;
  contentType: string;
  mode: RouteMode;
}

export interface SourceServer {
  url: string;
  routes: Map<string, SourceRoute>;
  /** Every request received: route key and the conditional header sent. */
  requests: { key: string; ifNoneMatch: string | undefined; userAgent: string | undefined }[];
  transport: typeof fetch;
  close(): Promise<void>;
}

const keyOf = (url: string): string => {
  const u = new URL(url);
  return `${u.host}${u.pathname}${u.search}`;
};

export async function startSourceServer(): Promise<SourceServer> {
  const routes = new Map<string, SourceRoute>();
  const requests: SourceServer["requests"] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res) => {
    const key = (req.url ?? "/").slice(1);
    requests.push({
      key,
      ifNoneMatch: req.headers["if-none-match"],
      userAgent: req.headers["user-agent"],
    });
    const route = routes.get(key);
    if (!route) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    if (route.mode === "hang") return; // never answers
    if (route.mode === "500") {
      res.writeHead(500, { "content-type": "text/plain" }).end("boom");
      return;
    }
    const etag = `"${route.body.length.toString(16)}-${key.length}"`;
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { "content-type": route.contentType, etag }).end(route.body);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport = ((input: string | URL | Request, init?: RequestInit) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return fetch(`${url}/${keyOf(target)}`, init);
  }) as typeof fetch;
  return {
    url,
    routes,
    requests,
    transport,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const TYPES: Record<string, string> = { json: "application/json; charset=utf-8", xml: "application/xml" };

/** Serves the bundled snapshot at each source's real request URLs, as built by its adapter at `ctx.now`. */
export function serveSnapshot(
  server: SourceServer,
  sources: readonly ResolvedSource[],
  ctx: AdapterContext,
): void {
  const dir = new URL("../../snapshot/sources/", import.meta.url);
  for (const s of sources) {
    s.adapter.requests(s.settings, ctx).forEach((req, i) => {
      for (const ext of Object.keys(TYPES)) {
        const file = new URL(`${s.spec.id}/${i}.${ext}`, dir);
        if (!existsSync(file)) continue;
        server.routes.set(keyOf(req.url), {
          body: readFileSync(file),
          contentType: TYPES[ext] ?? "application/octet-stream",
          mode: "ok",
        });
      }
    });
  }
}

export const routeKeyOf = keyOf;
