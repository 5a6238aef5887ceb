// CPU time of the fast path's own work per request: createFastPath(...).answer() for GET /v1/intelligence/latest,
// called in a loop with fake req/res objects (no sockets, no HTTP parsing), so a change to the shared representation
// layer, header layout or budget function shows up without the noise of a load generator on a shared machine.
// Run: npm run bench:fast-path (builds first).
//
// - The deps are real: config, silent logger, Prometheus metrics, the memory rate-limit store; the current digest is
//   the newest of docs/examples/seed-digests.json, held in memory.
// - Two cases: the free budget off (RATE_LIMIT_FREE=0, as bench:latest runs) and metered (memory store).
// - BENCH_DIST=/path/to/dist/src/ measures another build (e.g. main's, built in a copy of the tree). Compare builds
//   in separate processes, alternating: loaded into one process, the two builds share node_modules (prom-client,
//   pino, hono), and whichever runs second pays for the other's type feedback (that bias was 200–600 ns here).
// Knobs: BENCH_ANSWER_CALLS (per run, default 300000; a fifth of it when metered), BENCH_ANSWER_RUNS (default 8).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { machineInfo, ROOT } from "./common.mjs";

const CALLS = Number(process.env.BENCH_ANSWER_CALLS ?? 300_000);
const RUNS = Number(process.env.BENCH_ANSWER_RUNS ?? 8);
const DIST = process.env.BENCH_DIST ?? join(ROOT, "dist/src/");

const digests = JSON.parse(readFileSync(join(ROOT, "docs/examples/seed-digests.json"), "utf8"));
const digest = digests.at(-1);

async function fastPathOf(dist, metered) {
  const { loadConfig } = await import(`${dist}config/index.js`);
  const { createLogger } = await import(`${dist}log/logger.js`);
  const { createMetrics } = await import(`${dist}metrics/registry.js`);
  const { MemoryRateLimitStore } = await import(`${dist}http/rate-limit/index.js`);
  const { createFastPath } = await import(`${dist}http/fast-path/index.js`);
  const config = loadConfig({
    PORT: "0",
    DATABASE_URL: "sqlite::memory:",
    // The config's ceiling; a window never fills within one run.
    RATE_LIMIT_FREE: metered ? "1000000" : "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
    SCHEDULER: "off",
    PULSE_PORT: "0",
    OPERATOR_CONTACT: "bench@intel-digest.invalid",
    LOG_LEVEL: "silent",
  });
  return createFastPath({
    config,
    logger: createLogger("silent"),
    // peek() is the fresh-cache case the running service is in between refreshes; builds without it call get().
    current: { get: async () => digest, peek: () => digest },
    rateLimitStore: new MemoryRateLimitStore({ sweepIntervalMs: 0 }),
    metrics: createMetrics({ defaultMetrics: false }),
  });
}

const req = {
  method: "GET",
  url: "/v1/intelligence/latest",
  headers: { host: "127.0.0.1:8080", connection: "keep-alive" },
  socket: { remoteAddress: "127.0.0.1" },
};
let written = 0;
const res = {
  writeHead(_status, headers) {
    written += headers.length;
  },
  end(body) {
    written += body ? body.length : 0;
  },
};

async function nsPerCall(fastPath, calls) {
  const route = fastPath.match(req);
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    // As the listener does: a promise is waited for, a synchronous answer is not.
    const out = fastPath.answer(req, res, route);
    if (!(out instanceof Promise ? await out : out)) throw new Error("the fast path declined the request");
  }
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / calls;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const m = machineInfo();
console.log(
  `bench:fast-path-answer  ${m.date}  Node ${m.node}  ${m.cpus} CPUs (${m.cpu})  load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const metered of [false, true]) {
  const calls = metered ? Math.ceil(CALLS / 5) : CALLS;
  const fastPath = await fastPathOf(DIST, metered);
  // One unrecorded run first, so the JIT has settled before anything is counted.
  await nsPerCall(fastPath, calls);
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await nsPerCall(fastPath, calls));
  console.log(
    `budget ${metered ? "metered" : "off"}  ${DIST}  median ${median(runs).toFixed(0)} ns/call CPU  (runs: ${runs.map((x) => x.toFixed(0)).join(" ")})`,
  );
}
if (written === 0) throw new Error("nothing was written");
