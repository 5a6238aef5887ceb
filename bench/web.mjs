// The human-facing routes: GET / (HTML page), GET /feed.atom and the /docs assets.
// Run: npm run bench:web (builds first; imports the compiled service from dist/).
//
// - The real service starts in this process on a temp SQLite file, rate limits off, logs silent, with 12 digests
//   4 hours apart (the example digest with drifting narrative momentum), so the page draws its full chart and the
//   feed has 12 entries.
// - Sizes: body bytes as sent, plain and with each coding. Cold costs: the first page render (12 store reads and
//   the rendering) and the first brotli answer of the 1.7 MB Swagger UI bundle (compressed once, then served from
//   memory), timed by the client, once each.
// - Throughput: autocannon in a child process (bench/load-worker.mjs), pinned to CPU 1 while the service is pinned
//   to CPU 0 when taskset is available; no Accept-Encoding (like /latest's benchmark), 200 and 304 answers.
// Knobs: BENCH_DURATION (s per run, default 5), BENCH_CONNECTIONS (default 10).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, machineInfo, pin, ROOT, startLoadWorker, withCpu } from "./common.mjs";

const { loadConfig } = await import("../dist/src/config/index.js");
const { createLogger } = await import("../dist/src/log/logger.js");
const { startServer } = await import("../dist/src/main.js");
const { slotId } = await import("../dist/src/digest/slot.js");

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CYCLES = 12;

async function timed(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - t0, status: res.status, bytes: body.length, res };
}

/** Bytes on the wire for one coding: node's fetch decodes bodies, so the compressed size is read from a raw request. */
async function wireBytes(url, coding) {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: coding ? { "accept-encoding": coding } : {} }, (res) => {
      let n = 0;
      res.on("data", (c) => {
        n += c.length;
      });
      res.on("end", () => resolve({ bytes: n, encoding: res.headers["content-encoding"] ?? "identity" }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function main() {
  const pinned = pin("0");
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-bench-web-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    LOG_LEVEL: "silent",
    PULSE_PORT: "0",
    SCHEDULER: "off",
    // The built-in roster enables sec-edgar, which needs a contact to start live (nothing is collected here).
    OPERATOR_CONTACT: "bench@intel-digest.invalid",
    RATE_LIMIT_FREE: "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
  });
  const service = await startServer(config, createLogger(config.LOG_LEVEL));
  const load = startLoadWorker("1");
  try {
    const [example] = JSON.parse(readFileSync(join(ROOT, "docs/examples/seed-digests.json"), "utf8"));
    const now = Date.now();
    for (let i = 0; i < CYCLES; i++) {
      const at = new Date(now - (CYCLES - 1 - i) * 4 * 3_600_000 - 60_000);
      const drift = i / (CYCLES - 1);
      const narratives = example.narratives.map((n, k) => ({
        ...n,
        momentum:
          Math.round(Math.min(1, Math.max(0, n.momentum + (k % 2 ? -0.3 : 0.3) * (drift - 0.5))) * 100) / 100,
      }));
      const d = { ...example, id: `${slotId(at)}_b${i}`, narratives, createdAt: at.toISOString() };
      const { inserted } = await service.store.insertDigest(d, { slot: d.createdAt });
      if (!inserted) throw new Error(`digest ${d.id} not stored`);
    }

    const info = machineInfo();
    console.log(
      `bench:web  ${info.date}  Node ${info.node}  ${info.cpus} CPUs (${info.cpu})  ${info.memGiB} GiB RAM  ${pinned ? "service on CPU 0, autocannon on CPU 1" : "no CPU pinning"}`,
    );

    const cold = await timed(`${service.url}/`);
    const warm = await timed(`${service.url}/`);
    console.log(
      `\nGET /: first render ${fmt(cold.ms, 1)} ms (store reads + rendering), then ${fmt(warm.ms, 2)} ms`,
    );
    const bundle = `${service.url}/docs/assets/swagger-ui-bundle.js`;
    // While the bundle is compressed for the first time, another request must not wait for it (zlib's thread pool).
    const pending = timed(bundle, { "accept-encoding": "br" });
    await new Promise((r) => setTimeout(r, 50));
    const health = await timed(`${service.url}/health`);
    const firstBr = await pending;
    const againBr = await timed(bundle, { "accept-encoding": "br" });
    console.log(
      `swagger-ui-bundle.js with br: first answer ${fmt(firstBr.ms, 0)} ms (read + compress once), then ${fmt(againBr.ms, 1)} ms; /health meanwhile ${fmt(health.ms, 1)} ms`,
    );

    console.log("\nBytes on the wire (identity / gzip / br):");
    for (const path of [
      "/",
      "/feed.atom",
      "/docs",
      "/docs/assets/swagger-ui-bundle.js",
      "/docs/assets/swagger-ui.css",
    ]) {
      const sizes = [];
      for (const coding of [undefined, "gzip", "br"])
        sizes.push((await wireBytes(`${service.url}${path}`, coding)).bytes);
      console.log(`  ${path.padEnd(36)} ${sizes.map((n) => String(n).padStart(9)).join(" / ")}`);
    }

    console.log(
      `\nThroughput, ${CONNECTIONS} connections, ${DURATION} s per run (after a ${DURATION} s warm-up):`,
    );
    for (const path of ["/", "/feed.atom"]) {
      const etag = (await timed(`${service.url}${path}`)).res.headers.get("etag");
      for (const variant of ["200", "304"]) {
        const headers = variant === "304" ? { "if-none-match": etag } : {};
        const url = `${service.url}${path}`;
        await load.run({ url, connections: CONNECTIONS, duration: DURATION, headers });
        const { value: r, cpuPercent } = await withCpu(
          () => load.run({ url, connections: CONNECTIONS, duration: DURATION, headers }),
          [load.pid],
        );
        const wrong = Object.keys(r.statusCodes).filter((c) => c !== variant);
        if (wrong.length || r.errors) throw new Error(`${path} ${variant}: ${JSON.stringify(r.statusCodes)}`);
        console.log(
          `  ${path.padEnd(11)} ${variant}  ${fmt(r.reqPerSec, 0).padStart(6)} req/s  p50 ${fmt(r.p50, 2)} ms  p99 ${fmt(r.p99, 2)} ms  (server CPU ${fmt(cpuPercent, 0)}%)`,
        );
      }
    }
  } finally {
    await load.stop();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
