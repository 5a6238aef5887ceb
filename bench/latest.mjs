// Throughput of GET /v1/intelligence/latest against a bare node:http server answering the same bytes.
// Run: npm run bench:latest (builds first; imports the compiled service from dist/).
//
// - The real service starts in this process on a temp SQLite file, rate limits off (RATE_LIMIT_*=0), logs silent,
//   with the example digests imported; /latest is fetched once with node:http (no Accept-Encoding, like autocannon)
//   to capture the exact status, headers and body bytes, and a bare node:http server in the same process answers
//   them (and the 304 for a matching If-None-Match).
// - autocannon runs in a child process (bench/load-worker.mjs). With taskset available this process (both
//   servers) is pinned to CPU 0 and the load generator to CPU 1, so the servers get one core each run and the
//   client never steals it (BENCH_PIN=0 turns pinning off).
// - Each target is warmed up, then measured in ABBA order (service, bare, bare, service) so drift over the run
//   (thermal, JIT, GC heap growth) hits both equally; the same for the 304 path.
// Knobs: BENCH_DURATION (s per measured run, default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s, 3).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, machineInfo, pin, pinningEnabled, ROOT, startLoadWorker, table, withCpu } from "./common.mjs";

const { loadConfig } = await import("../dist/src/config/index.js");
const { createLogger } = await import("../dist/src/log/logger.js");
const { startServer } = await import("../dist/src/main.js");
const { importDigests } = await import("../dist/src/cli/import-digest.js");

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PATH = "/v1/intelligence/latest";
const TARGET = 0.8;
// Headers Node writes by itself on every response; everything else is copied byte for byte.
const NODE_OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One GET with node:http: raw status, headers (original case) and body bytes. */
function capture(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const kept = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!NODE_OWN_HEADERS.has(res.rawHeaders[i].toLowerCase())) {
            kept.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          }
        }
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function startBare(ok, notModified, etag) {
  const okHeaders = ok.headers.flat();
  const nmHeaders = notModified.headers.flat();
  const server = createServer((req, res) => {
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(notModified.status, nmHeaders);
      res.end();
    } else {
      res.writeHead(ok.status, okHeaders);
      res.end(ok.body);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function main() {
  const pinned = pin("0");
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-bench-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    LOG_LEVEL: "silent",
    // No Pulse pipeline or listener on a fixed port during a benchmark.
    PULSE_PORT: "0",
    SCHEDULER: "off",
    // The built-in roster enables sec-edgar, which needs a contact to start live (nothing is collected here).
    OPERATOR_CONTACT: "bench@intel-digest.invalid",
    RATE_LIMIT_FREE: "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
  });
  // Production settings otherwise: the current digest is re-checked at most once a second (the default).
  const service = await startServer(config, createLogger(config.LOG_LEVEL));
  const load = startLoadWorker("1");
  let bare;
  try {
    const imported = await importDigests(service.store, join(ROOT, "docs/examples/seed-digests.json"));
    if (!imported.every((r) => r.ok)) throw new Error(`seed import failed: ${JSON.stringify(imported)}`);

    const ok = await capture(`${service.url}${PATH}`);
    if (ok.status !== 200)
      throw new Error(`${PATH} answered ${ok.status}: ${ok.body.toString().slice(0, 200)}`);
    const etag = ok.headers.find(([k]) => k.toLowerCase() === "etag")?.[1];
    if (!etag) throw new Error(`${PATH} sent no ETag`);
    const notModified = await capture(`${service.url}${PATH}`, { "if-none-match": etag });
    if (notModified.status !== 304) throw new Error(`If-None-Match answered ${notModified.status}, not 304`);
    bare = await startBare(ok, notModified, etag);

    // The bare server must answer exactly what the service answers.
    const check = await capture(`${bare.url}${PATH}`);
    if (!check.body.equals(ok.body) || JSON.stringify(check.headers) !== JSON.stringify(ok.headers)) {
      throw new Error("bare server does not answer the same bytes");
    }

    const info = machineInfo();
    console.log(
      `bench:latest  ${info.date}  Node ${info.node}  ${info.cpus} CPUs (${info.cpu})  ${info.memGiB} GiB RAM`,
    );
    console.log(
      pinned
        ? `servers pinned to CPU 0 (pid ${process.pid}), autocannon pinned to CPU 1 (pid ${load.pid})`
        : `no CPU pinning (${pinningEnabled ? "taskset failed" : "taskset unavailable or BENCH_PIN=0"}): servers and autocannon share the CPUs`,
    );
    console.log(
      `GET ${PATH}: ${ok.body.length} body bytes, headers: ${ok.headers.map(([k]) => k).join(", ")}`,
    );
    console.log(
      `${CONNECTIONS} connections, pipelining 1, ${DURATION} s per run, ${WARMUP} s warm-up per target\n`,
    );

    const targets = {
      service: service.url,
      bare: bare.url,
    };
    const measure = async (name, variant, seconds) => {
      const headers = variant === "304" ? { "if-none-match": etag } : {};
      const {
        value: r,
        cpuPercent,
        othersPercent,
      } = await withCpu(
        () =>
          load.run({ url: `${targets[name]}${PATH}`, connections: CONNECTIONS, duration: seconds, headers }),
        [load.pid],
      );
      const expected = variant === "304" ? "304" : "200";
      const wrong = Object.entries(r.statusCodes).filter(([code]) => code !== expected);
      if (wrong.length || r.errors || r.timeouts) {
        throw new Error(
          `${name} ${variant}: unexpected answers ${JSON.stringify(r.statusCodes)}, errors ${r.errors}, timeouts ${r.timeouts}`,
        );
      }
      // othersCpu: what the rest of the machine (other people's processes) burned meanwhile, % of one core.
      return { name, variant, ...r, serverCpu: cpuPercent, othersCpu: othersPercent };
    };

    const runs = [];
    for (const variant of ["200", "304"]) {
      for (const name of ["service", "bare"]) await measure(name, variant, WARMUP);
      for (const name of ["service", "bare", "bare", "service"]) {
        const r = await measure(name, variant, DURATION);
        runs.push(r);
        console.log(
          `  ${variant} ${name.padEnd(7)} ${fmt(r.reqPerSec, 0).padStart(7)} req/s  mean ${fmt(r.latencyMean, 3)} ms  p50 ${fmt(r.p50, 3)} ms  p99 ${fmt(r.p99, 3)} ms  (CPU: server ${fmt(r.serverCpu, 0)}%, client ${fmt(r.cpuPercent, 0)}%, others ${fmt(r.othersCpu, 0)}%)`,
        );
      }
    }

    const rows = [];
    const ratios = {};
    const cpuRatios = {};
    for (const variant of ["200", "304"]) {
      const agg = (name) => {
        const rs = runs.filter((r) => r.name === name && r.variant === variant);
        const total = rs.reduce((s, r) => s + r.total, 0);
        const secs = rs.reduce((s, r) => s + r.wallMs, 0) / 1000;
        const avg = (k) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
        // Requests per CPU-second of the server process: what one core can serve, whatever else ran meanwhile.
        const cpuSecs = rs.reduce((s, r) => s + (r.serverCpu / 100) * (r.wallMs / 1000), 0);
        return {
          reqPerSec: total / secs,
          perCpuSec: total / cpuSecs,
          mean: avg("latencyMean"),
          p50: avg("p50"),
          p99: avg("p99"),
          serverCpu: avg("serverCpu"),
          clientCpu: avg("cpuPercent"),
          othersCpu: avg("othersCpu"),
        };
      };
      const s = agg("service");
      const b = agg("bare");
      ratios[variant] = s.reqPerSec / b.reqPerSec;
      cpuRatios[variant] = s.perCpuSec / b.perCpuSec;
      for (const [name, a] of [
        ["intel-digest", s],
        ["bare node:http", b],
      ]) {
        rows.push([
          variant === "200" ? "200 (full body)" : "304 (If-None-Match)",
          name,
          fmt(a.reqPerSec, 0),
          fmt(a.mean, 3),
          fmt(a.p50, 3),
          fmt(a.p99, 3),
          `${fmt(a.serverCpu, 0)}% / ${fmt(a.clientCpu, 0)}% / ${fmt(a.othersCpu, 0)}%`,
          fmt(a.perCpuSec, 0),
          name === "intel-digest" ? fmt(ratios[variant], 2) : "1.00",
          name === "intel-digest" ? fmt(cpuRatios[variant], 2) : "1.00",
        ]);
      }
    }
    console.log(
      `\n${table(
        [
          "path",
          "server",
          "req/s",
          "mean ms",
          "p50 ms",
          "p99 ms",
          "CPU server / client / others",
          "req per server CPU-s",
          "ratio req/s",
          "ratio per CPU-s",
        ],
        rows,
      )}`,
    );
    console.log(
      "(req/s: all requests of both runs over their wall time; latencies: mean of the two runs' values, per request\n" +
        " from autocannon's hrtime; CPU in % of one core, 'others' = the rest of the machine during the runs;\n" +
        " req per server CPU-s = requests / CPU time the server process used, robust to a busy machine)",
    );
    const busiest = Math.max(...runs.map((r) => r.othersCpu));
    if (busiest > 25) {
      console.log(
        `\nWARNING: other processes used up to ${fmt(busiest, 0)}% of a core during a measured run; the machine was not quiet.`,
      );
    }
    const met = ratios["200"] >= TARGET;
    console.log(
      `\ntarget: service >= ${TARGET} x bare on the 200 path: ${fmt(ratios["200"], 2)} (per CPU-s ${fmt(cpuRatios["200"], 2)}) -> ${met ? "MET" : "MISSED"}`,
    );
  } finally {
    await load.stop();
    await bare?.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
