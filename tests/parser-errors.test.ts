import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDigest } from "./helpers/digests.js";
import { type RawAnswer, rawRequest } from "./helpers/raw-http.js";
import { startTestServer, type TestServer } from "./helpers/server.js";
import { ErrorShape } from "./helpers/spec-shapes.js";

/** Requests node:http refuses before any handler runs, each with the answer it must now get. */
const CASES = [
  {
    name: "a header section over 16 KB",
    request: (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    status: 431,
    code: "headers_too_large",
  },
  {
    name: "a garbage request line",
    request: () => "GARBAGE\r\n\r\n",
    status: 400,
    code: "invalid_request",
  },
  {
    name: "an unknown HTTP version",
    request: (path: string) => `GET ${path} HTTP/9.9\r\nHost: a\r\n\r\n`,
    status: 400,
    code: "invalid_request",
  },
  {
    name: "Content-Length together with Transfer-Encoding (request smuggling)",
    request: (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    status: 400,
    code: "invalid_request",
  },
  {
    name: "chunk extensions over 16 KB",
    request: (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2;${"a".repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "an Expect other than 100-continue",
    request: (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\nExpect: teapot\r\n\r\n`,
    status: 417,
    code: "expectation_failed",
  },
  {
    name: "CONNECT",
    request: () => "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
    status: 405,
    code: "method_not_allowed",
  },
] as const;

function expectEnvelope(res: RawAnswer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers.connection).toBe("close");
  expect(res.closed).toBe(true);
  const length = res.headers["content-length"];
  if (length !== undefined) expect(Number(length)).toBe(res.body.length);
  else expect(res.headers["transfer-encoding"]).toBe("chunked");
  const text = res.headers["transfer-encoding"] === "chunked" ? unchunk(res.body) : res.body.toString("utf8");
  const body = ErrorShape.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

function unchunk(body: Buffer): string {
  let out = "";
  let rest = body.toString("utf8");
  for (;;) {
    const eol = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}

// Both listeners: the fast path answers /latest before Hono; with it off, every request goes to Hono.
describe.each([
  { fastPath: true, path: "/v1/intelligence/latest" },
  { fastPath: false, path: "/v1/intelligence/latest" },
  { fastPath: true, path: "/health" },
  { fastPath: true, path: "/v1/feedback" },
])("answers node:http refuses by itself are JSON (fast path $fastPath, $path)", ({ fastPath, path }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { fastPath });
    await server.store.insertDigest(makeDigest(new Date()), { slot: "s1" });
  });
  afterAll(() => server.close());

  it.each(CASES)("$name → $status $code", async (c) => {
    expectEnvelope(await rawRequest(server.url, c.request(path)), c.status, c.code);
  });

  it("still serves an ordinary request afterwards", async () => {
    const res = await server.get(path === "/v1/feedback" ? "/health" : path);
    expect(res.status).toBe(200);
  });
});
