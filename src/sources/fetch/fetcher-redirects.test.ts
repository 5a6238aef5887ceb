import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { fixturePool, sendJson, TEST_USER_AGENT } from "./fixture-server.js";

const UA = TEST_USER_AGENT;
const pool = fixturePool();
afterEach(pool.closeAll);
const serve = pool.serve;
const redirect = (status: number, location: string) => (res: ServerResponse) =>
  res.writeHead(status, { location }).end();

describe("redirects", () => {
  it("follows a chain of every redirect status, relative and absolute, to the final URL", async () => {
    const other = await serve((_req, res) => sendJson(res, { final: true }));
    const s = await serve((req, res) => {
      const routes: Record<string, (r: typeof res) => void> = {
        "/start": redirect(301, "/two"),
        "/two": redirect(302, "three?x=1"),
        "/three?x=1": redirect(303, `${s.origin}/four`),
        "/four": redirect(307, `//127.0.0.1:${new URL(s.origin).port}/five`),
        "/five": redirect(308, `${other.origin}/api/final.json`),
      };
      routes[req.url ?? ""]?.(res) ?? res.writeHead(404).end();
    });
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/start`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "ok", attempts: 1 });
    if (out.kind !== "ok") throw new Error("unreachable");
    expect(out.res.url).toBe(`${other.origin}/api/final.json`);
    expect(s.seen.map((r) => r.path)).toEqual(["/start", "/two", "/three?x=1", "/four", "/five"]);
  });

  it("detects a loop as too many redirects, without retrying", async () => {
    const s = await serve((req, res) =>
      res.writeHead(302, { location: req.url === "/a" ? "/b" : "/a" }).end(),
    );
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/a`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "too many redirects", attempts: 1 });
    expect(s.seen).toHaveLength(2);
  });

  it("stops after maxRedirects", async () => {
    const s = await serve((req, res) => res.writeHead(301, { location: `${req.url}x` }).end());
    const out = await createFetcher({ userAgent: UA, maxRedirects: 3 }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "too many redirects", status: 301 });
    expect(s.seen.map((r) => r.path)).toEqual(["/", "/x", "/xx", "/xxx"]);
  });

  it("refuses a redirect to a non-http URL", async () => {
    const s = await serve((_req, res) =>
      res.writeHead(302, { location: "ftp://files.example.org/feed.xml" }).end(),
    );
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/feed`, accept: "feed" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "redirect to non-http URL", attempts: 1 });
  });

  it("drops credentials on a redirect to another origin, keeps the rest", async () => {
    const other = await serve((_req, res) => sendJson(res, []));
    const s = await serve((req, res) =>
      req.url === "/same"
        ? res.writeHead(302, { location: `${other.origin}/elsewhere` }).end()
        : redirect(301, "/same")(res),
    );
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/start`, accept: "json", headers: { authorization: "token abc", "x-api": "v3" } },
      { timeoutMs: 2000 },
    );
    expect(out.kind).toBe("ok");
    expect(s.seen[1]?.headers.authorization).toBe("token abc");
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
    expect(other.seen[0]?.headers["x-api"]).toBe("v3");
    expect(other.seen[0]?.headers["user-agent"]).toBe(UA);
  });

  it("reports a redirect without a location", async () => {
    const s = await serve((_req, res) => res.writeHead(302).end());
    const out = await createFetcher({ userAgent: UA }).fetch(
      { url: `${s.origin}/`, accept: "json" },
      { timeoutMs: 2000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "redirect without a valid location", status: 302 });
  });
});
