import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer as createNetServer, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deadUrl, type FakePulse, readPulseFixture, startFakePulse } from "../../tests/helpers/fake-pulse.js";
import { type AppError, type ErrorCode, isAppError } from "../errors/index.js";
import { createPulseClient, type PulseClientOptions } from "./proxy-client.js";

const TOKEN = "pulse-tok-9f31c2";

let fake: FakePulse;
let guarded: FakePulse;
beforeAll(async () => {
  fake = await startFakePulse();
  guarded = await startFakePulse({ token: TOKEN });
});
afterAll(async () => {
  await fake.close();
  await guarded.close();
});
afterEach(() => {
  fake.mode = "ok";
  fake.chunked = false;
  fake.requests.length = 0;
});

const client = (opts: Partial<PulseClientOptions> = {}) =>
  createPulseClient({ baseUrl: fake.url, timeoutMs: 2000, ...opts });

/** Every message a client may see; none of them may leak where the upstream is, its token or what it said. */
const seen: AppError[] = [];

async function failure(work: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAppError(err)) throw new Error(`expected AppError ${code}, got ${String(err)}`);
  expect(err.code).toBe(code);
  seen.push(err);
  return err;
}

async function listenNet(onData: (socket: Socket) => void): Promise<[Server, string]> {
  const server = createNetServer((s) => s.once("data", () => onData(s)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

describe("pulse client: answers", () => {
  it("returns each recorded answer as parsed", async () => {
    const c = client();
    expect(await c.narratives()).toEqual(readPulseFixture("narratives"));
    expect(await c.narrative(7)).toEqual(readPulseFixture("narrative-7"));
    expect(await c.digests()).toEqual(readPulseFixture("digests"));
    expect(await c.recent()).toEqual(readPulseFixture("recent"));
    expect(fake.requests.map((r) => r.path)).toEqual([
      "/narratives",
      "/narratives/7",
      "/digests",
      "/content/recent",
    ]);
    for (const r of fake.requests) {
      expect(r.method).toBe("GET");
      expect(r.accept).toBe("application/json");
      expect(r.authorization).toBeUndefined();
    }
  });

  it("keeps redirectedFrom on a merged narrative", async () => {
    const { narrative } = await client().narrative(3);
    expect(narrative.id).toBe(5);
    expect(narrative.redirectedFrom).toBe(3);
  });

  it("passes since through and gets only the later digests", async () => {
    const c = client();
    expect((await c.digests(143)).digests.map((d) => d.id)).toEqual([144, 145, 146]);
    expect((await c.digests(0)).digests).toHaveLength(6);
    expect((await c.digests(146)).digests).toEqual([]);
    expect(fake.requests.map((r) => r.path)).toEqual([
      "/digests?since=143",
      "/digests?since=0",
      "/digests?since=146",
    ]);
  });

  it("keeps a path prefix of the base URL", async () => {
    await failure(client({ baseUrl: `${fake.url}/pulse/` }).narratives(), "upstream_error");
    expect(fake.requests.at(-1)?.path).toBe("/pulse/narratives");
  });

  it("sends the bearer token, and a missing or wrong one is an upstream error", async () => {
    const ok = createPulseClient({ baseUrl: guarded.url, timeoutMs: 2000, token: TOKEN });
    expect((await ok.narratives()).narratives).toHaveLength(12);
    expect(guarded.requests.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    await failure(createPulseClient({ baseUrl: guarded.url, timeoutMs: 2000 }).recent(), "upstream_error");
    const wrong = createPulseClient({ baseUrl: guarded.url, timeoutMs: 2000, token: "wrong" });
    await failure(wrong.digests(), "upstream_error");
  });

  it("refuses ids and since values the upstream could never have, without asking it", async () => {
    for (const id of [0, -1, 1.5, Number.NaN]) await failure(client().narrative(id), "invalid_request");
    await failure(client().digests(-1), "invalid_request");
    expect(fake.requests).toEqual([]);
  });

  it("rejects a bad configuration up front", () => {
    expect(() => createPulseClient({ baseUrl: "not a url", timeoutMs: 100 })).toThrow(TypeError);
    expect(() => createPulseClient({ baseUrl: "ftp://x", timeoutMs: 100 })).toThrow(TypeError);
    expect(() => createPulseClient({ baseUrl: "http://u:p@x", timeoutMs: 100 })).toThrow(/credentials/);
    expect(() => createPulseClient({ baseUrl: fake.url, timeoutMs: 0 })).toThrow(TypeError);
    expect(() => createPulseClient({ baseUrl: fake.url, timeoutMs: 100, token: "a\nb" })).toThrow(TypeError);
  });
});

describe("pulse client: failures", () => {
  it("unknown narrative is not_found", async () => {
    const err = await failure(client().narrative(999), "not_found");
    expect(err.message).toBe("No narrative with id 999.");
  });

  it("connection refused, reset before an answer, or a failed lookup is upstream_unavailable", async () => {
    await failure(client({ baseUrl: await deadUrl() }).narratives(), "upstream_unavailable");
    fake.mode = "reset";
    await failure(client().recent(), "upstream_unavailable");
    const dnsFailure = Object.assign(new Error("getaddrinfo ENOTFOUND pulse.internal"), {
      code: "ENOTFOUND",
    });
    const failingFetch: typeof fetch = () =>
      Promise.reject(new TypeError("fetch failed", { cause: dnsFailure }));
    await failure(client({ fetch: failingFetch }).digests(), "upstream_unavailable");
  });

  it.each(["hang", "trickle"] as const)("%s past the deadline is upstream_timeout", async (mode) => {
    fake.mode = mode;
    const started = Date.now();
    await failure(client({ timeoutMs: 300 }).narratives(), "upstream_timeout");
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
  });

  it("a slow answer inside the deadline is fine, outside it times out", async () => {
    fake.mode = "slow";
    fake.delayMs = 100;
    expect((await client({ timeoutMs: 2000 }).recent()).items).toHaveLength(30);
    fake.delayMs = 1000;
    await failure(client({ timeoutMs: 300 }).recent(), "upstream_timeout");
  });

  it("keeps the deadline even with a fetch that ignores the signal", async () => {
    const never: typeof fetch = () => new Promise<Response>(() => undefined);
    await failure(client({ fetch: never, timeoutMs: 200 }).narratives(), "upstream_timeout");
    const endless: typeof fetch = async () => new Response(new ReadableStream({ pull: () => undefined }));
    await failure(client({ fetch: endless, timeoutMs: 200 }).narratives(), "upstream_timeout");
  });

  it.each(["500", "malformed", "wrong-shape"] as const)(
    "%s is upstream_error on every route",
    async (mode) => {
      fake.mode = mode;
      const c = client();
      await failure(c.narratives(), "upstream_error");
      await failure(c.narrative(7), "upstream_error");
      await failure(c.digests(), "upstream_error");
      await failure(c.recent(), "upstream_error");
    },
  );

  it("an answer the HTTP parser can't read, or one cut off mid-body, is upstream_error", async () => {
    const [garbage, garbageUrl] = await listenNet((s) => s.end("garbage\r\n\r\n"));
    await failure(client({ baseUrl: garbageUrl }).narratives(), "upstream_error");
    garbage.close();

    const cut = createHttpServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "5000" });
      res.write('{"narratives": [');
      setTimeout(() => res.destroy(), 20);
    });
    await new Promise<void>((resolve) => cut.listen(0, "127.0.0.1", resolve));
    const cutUrl = `http://127.0.0.1:${(cut.address() as AddressInfo).port}`;
    await failure(client({ baseUrl: cutUrl }).narratives(), "upstream_error");
    cut.close();
  });

  it("a redirect is not followed, so the token never goes elsewhere", async () => {
    const redirecting = createHttpServer((_req, res) => {
      res.writeHead(302, { location: `${fake.url}/narratives` });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    await failure(
      createPulseClient({ baseUrl: url, timeoutMs: 2000, token: TOKEN }).narratives(),
      "upstream_error",
    );
    expect(fake.requests).toEqual([]);
    redirecting.close();
  });

  it("a body over the size cap is upstream_error, declared or streamed", async () => {
    await failure(client({ maxBodyBytes: 1000 }).recent(), "upstream_error");
    fake.chunked = true;
    await failure(client({ maxBodyBytes: 1000 }).recent(), "upstream_error");
    expect((await client().recent()).items).toHaveLength(30);
  });

  it("no message shows the upstream's address, token or words", () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const err of seen) {
      for (const leak of [
        "127.0.0.1",
        "http",
        TOKEN,
        "Bearer",
        "s3cret",
        "postgres",
        "ECONN",
        "fetch failed",
      ]) {
        expect(err.message, `${err.code}: ${err.message}`).not.toContain(leak);
      }
      if (err.code !== "invalid_request") expect(err.details).toBeUndefined();
    }
    expect(seen.some((e) => e.cause !== undefined)).toBe(true);
  });
});
