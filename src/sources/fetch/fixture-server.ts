import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Test helper: a real HTTP server on 127.0.0.1, port 0, recording what it saw. Not used by the service. */

export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface FixtureServer {
  origin: string;
  seen: SeenRequest[];
  /** Most requests in flight at once. */
  maxConcurrent: number;
  /** Responses whose socket closed before the handler ended them (the client gave up). */
  abandoned: number;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

export async function startServer(handler: Handler): Promise<FixtureServer> {
  let inFlight = 0;
  const server = createServer((req, res) => {
    const index = state.seen.length;
    state.seen.push({ path: req.url ?? "/", headers: req.headers, at: performance.now() });
    inFlight += 1;
    state.maxConcurrent = Math.max(state.maxConcurrent, inFlight);
    res.on("close", () => {
      inFlight -= 1;
      if (!res.writableEnded) state.abandoned += 1;
    });
    handler(req, res, index);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const state: FixtureServer = {
    origin: `http://127.0.0.1:${port}`,
    seen: [],
    maxConcurrent: 0,
    abandoned: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function sendJson(res: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(200, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const TEST_USER_AGENT = "intel-digest/0.0.0-test (+http://localhost; ops@example.org)";

/** Servers started by one test file; `closeAll` goes in its `afterEach`. */
export function fixturePool(): {
  serve(handler: Handler): Promise<FixtureServer>;
  closeAll(): Promise<void>;
} {
  const open: FixtureServer[] = [];
  return {
    async serve(handler) {
      const server = await startServer(handler);
      open.push(server);
      return server;
    },
    async closeAll() {
      await Promise.all(open.splice(0).map((s) => s.close()));
    },
  };
}
