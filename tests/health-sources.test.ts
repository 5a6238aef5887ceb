import { afterEach, describe, expect, it } from "vitest";
import { collectorFromConfig } from "../src/main.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Health {
  status: string;
  problems: string[];
  sources: {
    mode: string;
    replay: boolean;
    lastCollection: { at: string; sourcesOk: number; sourcesFailed: number; newItems: number } | null;
    answering: number;
    failing: { source: string; error: string; lastSuccessAt: string | null; consecutiveFailures: number }[];
  };
}

describe("/health: the collector's summary", () => {
  it("before any collection, says so without calling it a problem", async () => {
    server = await startTestServer({ SOURCES_MODE: "replay" });
    const body = (await (await server.get("/health")).json()) as Health;
    expect(body.sources).toEqual({
      mode: "replay",
      replay: true,
      lastCollection: null,
      answering: 0,
      failing: [],
    });
    expect(body.problems.some((p) => /sources failing/.test(p))).toBe(false);
  });

  it("after a replay collection: the last run, every source answering, and that the data is a replay", async () => {
    server = await startTestServer({ SOURCES_MODE: "replay" });
    const result = await collectorFromConfig(server.config).run(server.store);
    const body = (await (await server.get("/health")).json()) as Health;
    expect(body.sources).toMatchObject({
      mode: "replay",
      replay: true,
      answering: 20,
      failing: [],
      lastCollection: { sourcesOk: 20, sourcesFailed: 0, newItems: result.newItems },
    });
  });

  it("a majority of failing sources is a problem, each named with a safe reason", async () => {
    server = await startTestServer({ SOURCES_MODE: "replay" });
    const at = new Date();
    const run = {
      id: "r1",
      mode: "live" as const,
      startedAt: at,
      finishedAt: at,
      sourcesOk: 1,
      sourcesFailed: 2,
      newItems: 0,
    };
    await server.store.recordCollection(run, [
      { source: "arxiv", status: "ok", at, latencyMs: 10, items: 5, newItems: 0 },
      {
        source: "lobsters",
        status: "failed",
        at,
        latencyMs: 10,
        items: 0,
        newItems: 0,
        error: "timeout after 10000 ms",
      },
      { source: "devto", status: "failed", at, latencyMs: 10, items: 0, newItems: 0, error: "HTTP 503" },
    ]);
    const body = (await (await server.get("/health")).json()) as Health;
    expect(body.status).toBe("degraded");
    expect(body.problems).toContain("2 of 3 sources failing");
    expect(body.sources.failing).toEqual([
      { source: "devto", error: "HTTP 503", lastSuccessAt: null, consecutiveFailures: 1 },
      { source: "lobsters", error: "timeout after 10000 ms", lastSuccessAt: null, consecutiveFailures: 1 },
    ]);
  });
});
