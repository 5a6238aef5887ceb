// The Pulse engine on the service's own path: the engine worker behind `createEngineHost()`, in a process started
// with the flags `npm start` uses (`--max-semi-space-size=4`).
// Run: npm run build && node bench/pulse-host.mjs   (imports the compiled service from dist/)
//
// bench/pulse-ingest.mjs times the engine's own calls; here the same synthetic stream (bench/pulse-world.mjs:
// 2,000 narratives of warm-up, then BENCH_ITEMS items in batches of 200, 90 % on existing topics, 10 % new, 5 %
// near-duplicates, a tick every simulated hour) goes through the worker host, so what the service pays on top of
// the engine is counted: the worker's structured clone of each batch's changes, the main thread's copy of them,
// and, with BENCH_STORE=sqlite, each batch written by the store (`savePulseChanges` to a SQLite file in a
// temporary directory), as the cycle does. All batches are generated before the measured phase.
// Reported per run (each in its own child process, so its peak RSS is its own): items/s of CPU of the whole process
// (all threads: `process.cpuUsage()` around each `ingest`/`tick` and its save), items/s of wall time, peak RSS
// (VmHWM), the main thread's heap at the end.
// Knobs: BENCH_ITEMS (10000), BENCH_RUNS (1), BENCH_STORE (unset: no store; "sqlite"), BENCH_NODE_FLAGS (the
// child's V8 flags, default the service's "--max-semi-space-size=4"), BENCH_ROOT (a directory holding another
// build's dist/, e.g. a /tmp copy of main's: alternate runs of the two to compare builds on a shared machine).
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeStream } from "./pulse-world.mjs";

const ROOT = process.env.BENCH_ROOT ?? fileURLToPath(new URL("..", import.meta.url));
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const STORE = process.env.BENCH_STORE ?? "";
const FLAGS = (process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=4").split(" ").filter(Boolean);
const BATCH = 200;
const NARRATIVES = 2000;
const HOUR = 3_600_000;

async function child() {
  const { createEngineHost } = await import(`${ROOT}/dist/src/pulse/worker/engine-host.js`);
  let store;
  let dir;
  if (STORE === "sqlite") {
    const { openStore } = await import(`${ROOT}/dist/src/store/open.js`);
    // A file, as the service uses: an in-memory database's pages would count in the process's RSS.
    dir = mkdtempSync(join(tmpdir(), "pulse-host-"));
    store = await openStore(`sqlite:${join(dir, "pulse.db")}`);
    await store.migrate();
  } else if (STORE) throw new Error(`BENCH_STORE: unknown store "${STORE}" (use sqlite)`);
  const host = createEngineHost();
  await host.init(undefined);
  const stream = makeStream(42, Date.parse("2026-11-20T00:00:00Z"));
  let cursor = 0;
  const live = new Set();
  const apply = async (changes) => {
    for (const n of changes.narratives) {
      if (n.record.status === "archived" || n.record.mergedInto) live.delete(n.record.id);
      else live.add(n.record.id);
    }
    if (store) await store.savePulseChanges(changes, { expectCursor: cursor });
    cursor = changes.cursor;
  };
  while (live.size < NARRATIVES)
    await apply(await host.ingest(stream.newTopics(BATCH), new Date(stream.clock)));
  const batches = [];
  for (let done = 0; done < ITEMS; done += BATCH) {
    stream.clock += 2 * 60_000;
    const batch = stream.mixed(BATCH);
    batches.push([batch, stream.clock]);
  }
  globalThis.gc?.();
  let nextTick = stream.clock + HOUR;
  let cpuMs = 0;
  let wallMs = 0;
  for (const [batch, at] of batches) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await apply(await host.ingest(batch, new Date(at)));
    if (at >= nextTick) {
      await apply(await host.tick(new Date(at)));
      nextTick += HOUR;
    }
    wallMs += performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpuMs += (c.user + c.system) / 1000;
  }
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]);
  const mem = process.memoryUsage();
  await host.close();
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  return {
    cpuItemsPerSecond: Math.round((ITEMS / cpuMs) * 1000),
    wallItemsPerSecond: Math.round((ITEMS / wallMs) * 1000),
    peakRssMB: Math.round(hwm / 1024),
    mainHeapMB: { total: Math.round(mem.heapTotal / 2 ** 20), used: Math.round(mem.heapUsed / 2 ** 20) },
    liveNarratives: live.size,
  };
}

if (process.argv[2] === "--child") {
  const result = await child();
  process.send(result, () => process.disconnect());
} else {
  const out = (s) => process.stdout.write(`${s}\n`);
  out(
    `pulse host: ${ITEMS} items through createEngineHost() from ${ROOT}, store ${STORE || "none"}, node ${FLAGS.join(" ")}`,
  );
  for (let run = 1; run <= RUNS; run++) {
    const result = await new Promise((resolve, reject) => {
      const c = fork(fileURLToPath(import.meta.url), ["--child"], { execArgv: ["--expose-gc", ...FLAGS] });
      let got;
      c.on("message", (m) => {
        got = m;
      });
      c.on("error", reject);
      c.on("exit", (code) => (got ? resolve(got) : reject(new Error(`child exited with code ${code}`))));
    });
    out(
      `run ${run}: ${result.cpuItemsPerSecond} items/s of CPU (whole process), ${result.wallItemsPerSecond} items/s of wall time, ` +
        `peak RSS ${result.peakRssMB} MB, main heap ${result.mainHeapMB.used}/${result.mainHeapMB.total} MB, ` +
        `${result.liveNarratives} live narratives`,
    );
  }
}
