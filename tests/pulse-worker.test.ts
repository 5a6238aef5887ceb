import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NarrativeEngine } from "../src/pulse/engine/engine.js";
import { storedChanges } from "../src/pulse/stored-narrative.js";
import type { EngineHost } from "../src/pulse/worker/engine-host.js";
import { seedItems, syntheticItems } from "./helpers/pulse-items.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const run = promisify(execFile);
const ROOT = new URL("..", import.meta.url).pathname;
const NOW = new Date();
const START = new Date(NOW.getTime() - 50 * 60_000);

describe("the engine off the event loop", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the gateway stays responsive while a 20,000-item cycle runs in the worker", async () => {
    const runtime = server.pulse;
    if (!runtime) throw new Error("expected the embedded Pulse upstream");
    await seedItems(
      server.store,
      syntheticItems({ count: 20_000, stories: 80, start: START, spanMs: 45 * 60_000 }),
    );

    // A 50 ms timer records how late each tick is; /health is asked for all along.
    let last = performance.now();
    let worstLag = 0;
    const timer = setInterval(() => {
      const t = performance.now();
      worstLag = Math.max(worstLag, t - last - 50);
      last = t;
    }, 50);
    const latencies: number[] = [];
    let cycling = true;
    const probe = (async () => {
      while (cycling) {
        const t = performance.now();
        const res = await server.get("/health");
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    try {
      const summary = await runtime.cycle.run();
      expect(summary.itemsIngested).toBe(20_000);
      expect(summary.batches).toBe(10);
    } finally {
      cycling = false;
      clearInterval(timer);
      await probe;
    }
    // Generous bounds: the point is "never blocked for seconds", not a benchmark (bench/pulse-cycle.mjs measures).
    expect(worstLag).toBeLessThan(1000);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 120_000);
});

describe("the compiled worker", () => {
  // Compiled like the package is built, inside the checkout so the output resolves node_modules.
  const out = mkdtempSync(join(ROOT, "node_modules", ".intel-worker-build-"));
  beforeAll(async () => {
    const tsconfig = join(out, "tsconfig.json");
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(ROOT, "tsconfig.json"),
        compilerOptions: { noEmit: false, outDir: out, rootDir: ROOT, sourceMap: false },
        files: [
          join(ROOT, "src/pulse/worker/engine-host.ts"),
          join(ROOT, "src/pulse/worker/engine-worker.ts"),
        ],
        include: [],
      }),
    );
    await run(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", tsconfig]);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("runs from engine-worker.js next to the compiled host, without TypeScript", async () => {
    const compiled = (await import(join(out, "src/pulse/worker/engine-host.js"))) as {
      createEngineHost(): EngineHost;
      workerEntry(): { url: URL; execArgv?: string[] };
    };
    const entry = compiled.workerEntry();
    expect(entry.url.pathname).toBe(join(out, "src/pulse/worker/engine-worker.js"));
    expect(entry.execArgv).toBeUndefined();

    const host = compiled.createEngineHost();
    try {
      const items = syntheticItems({ count: 500, stories: 10, start: START });
      await host.init(undefined);
      const changes = await host.ingest(items, NOW);
      // The worker answers each narrative in its stored form (stored-narrative.ts): the same changes, as the store writes them.
      expect(changes).toEqual(storedChanges(new NarrativeEngine().ingest(items, NOW)));
      expect(host.kind).toBe("worker");
    } finally {
      await host.close();
    }
  });
});
