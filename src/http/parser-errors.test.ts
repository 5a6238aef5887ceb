import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../tests/helpers/raw-http.js";
import { answerParserErrors } from "./parser-errors.js";

describe("answerParserErrors: timeouts node:http enforces by itself", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(): Promise<string> {
    // Short timeouts, checked every 50 ms, so a slow client is cut off within the test.
    server = createServer(
      { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 },
      (req, res) => {
        // Like the JSON routes: the answer waits for the whole body.
        req.resume();
        req.on("end", () => res.end("ok"));
      },
    );
    answerParserErrors(server);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("answers headers that never finish with a 408 envelope and closes", async () => {
    const url = await start();
    const res = await rawRequest(url, "GET / HTTP/1.1\r\nHost: a\r\n");
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(JSON.parse(res.body.toString())).toMatchObject({
      success: false,
      error: { code: "request_timeout" },
    });
  });

  it("answers a body that never finishes with a 408 envelope", async () => {
    const url = await start();
    const res = await rawRequest(url, "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nabc");
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body.toString()).error.code).toBe("request_timeout");
  });
});
