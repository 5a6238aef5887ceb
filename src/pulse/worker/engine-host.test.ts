import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { syntheticItems } from "../../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "../engine/engine.js";
import { createEngineHost, type EngineHost, processSemiSpaceMb } from "./engine-host.js";

const START = new Date("2026-11-22T08:00:00.000Z");
const NOW = new Date("2026-11-22T09:00:00.000Z");
const items = syntheticItems({ count: 300, stories: 12, start: START });

let host: EngineHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe.each([
  { name: "worker thread (TypeScript source)", inThread: false },
  { name: "in-thread", inThread: true },
])("engine host: $name", ({ inThread }) => {
  it("answers like the engine itself, Dates intact across the thread boundary", async () => {
    host = createEngineHost({ inThread });
    expect(host.kind).toBe(inThread ? "in-thread" : "worker");
    const direct = new NarrativeEngine();
    await host.init(undefined);

    const changes = await host.ingest(items, NOW);
    const expected = direct.ingest(items, NOW);
    expect(changes).toEqual(expected);
    expect(changes.cursor).toBe(300);
    expect(changes.assignments[0]?.at).toBeInstanceOf(Date);
    expect(changes.narratives[0]?.record.firstSeenAt).toBeInstanceOf(Date);

    const later = new Date(NOW.getTime() + 6 * 3_600_000);
    expect(await host.tick(later)).toEqual(direct.tick(later));
    expect(await host.state()).toEqual(direct.state());
  });

  it("continues from a saved state exactly as the original engine would", async () => {
    const original = new NarrativeEngine();
    original.ingest(items.slice(0, 200), NOW);
    host = createEngineHost({ inThread });
    await host.init(original.state());
    expect(await host.ingest(items.slice(200), NOW)).toEqual(original.ingest(items.slice(200), NOW));
  });

  it("reports an engine error as a rejection and keeps answering", async () => {
    host = createEngineHost({ inThread });
    await expect(host.tick(NOW)).rejects.toThrow(/not initialised/);
    await host.init(undefined);
    expect((await host.tick(NOW)).narratives).toEqual([]);
  });
});

describe("engine host: worker lifecycle", () => {
  it("rejects pending requests when closed, and starts a fresh worker afterwards", async () => {
    host = createEngineHost();
    await host.init(undefined);
    const pending = host.ingest(syntheticItems({ count: 3000, stories: 20, start: START }), NOW);
    await host.close();
    await expect(pending).rejects.toThrow(/closed|exited/);
    // The new worker has no engine until it is initialised again.
    await expect(host.state()).rejects.toThrow(/not initialised/);
    await host.init(undefined);
    expect((await host.state()).cursor).toBe(0);
  });
});

describe("engine host: the worker's own young generation", () => {
  it("reads the process's --max-semi-space-size from its arguments, the last one winning", () => {
    expect(processSemiSpaceMb(["--max-semi-space-size=4"])).toBe(4);
    expect(processSemiSpaceMb(["--max_semi_space_size=8", "--max-semi-space-size=2"])).toBe(2);
    expect(processSemiSpaceMb(["--max-old-space-size=384"])).toBeUndefined();
    expect(processSemiSpaceMb([])).toBeUndefined();
  });

  // V8's flags are per process and override a worker's resourceLimits: under the service's
  // `node --max-semi-space-size=4` a plain `new Worker` gets 4 MB semi-spaces (an 8 MB new space) whatever it asks.
  it("gives the worker its resourceLimits' young generation under a process-wide flag, and leaves the flag as it was", () => {
    const dir = mkdtempSync(join(tmpdir(), "engine-host-semi-"));
    try {
      const workerFile = join(dir, "w.mjs");
      const mainFile = join(dir, "main.mjs");
      const newSpace = `() => { const a = []; for (let i = 0; i < 2e6; i++) a.push({ i }); a.length = 0;
        return v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 2 ** 20; }`;
      writeFileSync(
        workerFile,
        `import v8 from "node:v8"; import { parentPort } from "node:worker_threads"; parentPort.postMessage((${newSpace})());`,
      );
      writeFileSync(
        mainFile,
        `import v8 from "node:v8"; import { Worker } from "node:worker_threads";
        import { startWorker } from ${JSON.stringify(new URL("./engine-host.ts", import.meta.url).href)};
        const ask = (w) => new Promise((r) => w.once("message", (m) => { w.terminate(); r(m); }));
        const own = await ask(startWorker(new URL(${JSON.stringify(pathToFileURL(workerFile).href)}),
          { resourceLimits: { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 384 } }));
        const plain = await ask(new Worker(new URL(${JSON.stringify(pathToFileURL(workerFile).href)})));
        console.log(JSON.stringify({ own, plain, main: (${newSpace})() }));`,
      );
      const out = execFileSync(
        process.execPath,
        [
          "--max-semi-space-size=4",
          "--experimental-transform-types",
          "--disable-warning=ExperimentalWarning",
          "--import",
          new URL("./ts-source-hook.ts", import.meta.url).href,
          mainFile,
        ],
        { encoding: "utf8" },
      );
      // 24 MB young generation: two 8 MB semi-spaces; the main thread and a later plain worker keep the flag's 4.
      expect(JSON.parse(out)).toEqual({ own: 16, plain: 8, main: 8 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
