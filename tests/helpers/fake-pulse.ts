import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A real HTTP server standing in for the Pulse upstream (docs/pulse.md), serving the recorded fixtures of
 * tests/fixtures/pulse. `mode` switches it into each failure the gateway has to map.
 */

export type FakePulseMode =
  | "ok"
  | "empty"
  | "slow"
  | "hang"
  | "500"
  | "malformed"
  | "wrong-shape"
  | "trickle"
  /** Drop the connection as soon as a request arrives, before any answer. */
  | "reset";

export type PulseFixtureName = "narratives" | "narrative-7" | "narrative-3-redirect" | "digests" | "recent";

export interface FakePulseRequest {
  method: string;
  /** The request target as sent, query included (`/digests?since=3`). */
  path: string;
  authorization: string | undefined;
  accept: string | undefined;
}

/** What "ok" mode serves; tests may replace any of it (e.g. with a long generated list). */
export interface FakePulseBodies {
  narratives: unknown;
  /** Detail bodies by narrative id; other ids are 404. */
  narrative: Record<number, unknown>;
  digests: { digests: { id: number }[] };
  recent: unknown;
}

export interface FakePulse {
  url: string;
  mode: FakePulseMode;
  /** How long "slow" waits before answering. */
  delayMs: number;
  /** Send "ok" bodies in chunks without Content-Length, as a streaming upstream would. */
  chunked: boolean;
  bodies: FakePulseBodies;
  requests: FakePulseRequest[];
  close(): Promise<void>;
}

const FIXTURE_DIR = new URL("../fixtures/pulse/", import.meta.url);

/** A fresh parsed copy of a recorded upstream answer. */
export function readPulseFixture(name: PulseFixtureName): unknown {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURE_DIR), "utf8"));
}

export const fixtureBodies = (): FakePulseBodies => ({
  narratives: readPulseFixture("narratives"),
  narrative: { 7: readPulseFixture("narrative-7"), 3: readPulseFixture("narrative-3-redirect") },
  digests: readPulseFixture("digests") as FakePulseBodies["digests"],
  recent: readPulseFixture("recent"),
});

// The upstream answers at most the latest 24 digests when `since` is absent (docs/pulse.md).
const LATEST_DIGESTS = 24;

export async function startFakePulse(opts: { token?: string } = {}): Promise<FakePulse> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const fake: FakePulse = {
    url: "",
    mode: "ok",
    delayMs: 1000,
    chunked: false,
    bodies: fixtureBodies(),
    requests: [],
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? "/";
    const { authorization, accept } = req.headers;
    fake.requests.push({ method: req.method ?? "", path: target, authorization, accept });
    const url = new URL(target, "http://fake.invalid");

    if (url.pathname === "/health") return sendJson(res, 200, { status: "ok" });
    if (opts.token !== undefined && req.headers.authorization !== `Bearer ${opts.token}`) {
      return sendJson(res, 401, { error: "unauthorized", hint: "bearer token required" });
    }
    if (req.method !== "GET") return sendJson(res, 405, { error: "method_not_allowed" });

    switch (fake.mode) {
      case "hang":
        return;
      case "reset":
        req.socket.destroy();
        return;
      case "500":
        return sendJson(res, 500, {
          error: "internal",
          message: "connect ECONNREFUSED postgres://pulse:s3cret@db.internal:5432/pulse",
        });
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"narratives": [{"id": 7, "title": "Inference price w');
        return;
      case "wrong-shape":
        return sendJson(res, 200, wrongShape(url.pathname));
      case "trickle": {
        res.writeHead(200, { "content-type": "application/json" });
        res.write("{");
        // Whitespace is valid JSON padding, so only the deadline can end this answer.
        const tick = setInterval(() => res.write(" "), 200);
        res.on("close", () => clearInterval(tick));
        return;
      }
      case "slow":
        later(fake.delayMs, () => route(url, res));
        return;
      default:
        return route(url, res);
    }
  };

  const route = (url: URL, res: ServerResponse) => {
    const empty = fake.mode === "empty";
    const send = (body: unknown) => sendJson(res, 200, body, fake.chunked);
    if (url.pathname === "/narratives") return send(empty ? { narratives: [] } : fake.bodies.narratives);
    if (url.pathname === "/content/recent") return send(empty ? { items: [] } : fake.bodies.recent);
    if (url.pathname === "/digests") {
      const raw = url.searchParams.get("since");
      if (raw !== null && !/^\d+$/.test(raw))
        return sendJson(res, 400, { error: "since must be an integer" });
      const all = empty ? [] : [...fake.bodies.digests.digests].sort((a, b) => a.id - b.id);
      const digests = raw === null ? all.slice(-LATEST_DIGESTS) : all.filter((d) => d.id > Number(raw));
      return send({ digests });
    }
    const detail = /^\/narratives\/(\d+)$/.exec(url.pathname);
    if (detail) {
      const body = fake.bodies.narrative[Number(detail[1])];
      return body === undefined ? sendJson(res, 404, { error: "not_found" }) : send(body);
    }
    return sendJson(res, 404, { error: "not_found" });
  };

  const server = createServer(handle);
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A URL on 127.0.0.1 where nothing listens, so a connection is refused. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown, chunked = false): void {
  const text = JSON.stringify(body);
  if (!chunked) {
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
    return;
  }
  res.writeHead(status, { "content-type": "application/json" });
  const step = 16 * 1024;
  for (let i = 0; i < text.length; i += step) res.write(text.slice(i, i + step));
  res.end();
}

// Valid JSON, but not what the path promises: an error envelope where a list belongs, or a list item with holes.
function wrongShape(path: string): unknown {
  if (path === "/narratives") return { narratives: [{ id: "7", title: null, momentum: 7 }] };
  if (path.startsWith("/narratives/")) return { narrative: { id: 7, title: "No stage, no items" } };
  if (path === "/digests") return { data: [], success: true };
  return { items: "none" };
}
