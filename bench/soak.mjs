// Soak: mixed free and paid traffic against the real service for a long time (default 20 minutes), watching its
// resident memory and event-loop delay over time (they should stay flat) and counting errors (there should be none).
// Run: npm run bench:soak (builds first). Duration: SOAK_DURATION or --duration (seconds, or "20m", "90s").
//
// - A Hardhat devnet (a block every 100 ms) and the service as its own process (`dist/src/cli.js serve`):
//   PAYMENT_MODE=local on the devnet, SQLite in a temp directory, SOURCES_MODE=replay with the scheduler on (so the
//   hourly pipeline collects, runs Pulse and publishes a digest at start-up), the example digests imported first,
//   rate limits off, LOG_LEVEL=info to a file (the one-line-per-request log is part of the cost), METRICS_TOKEN set.
// - Free traffic: SOAK_FREE_WORKERS (8) loops over brief, index, latest, sample, /health, /llms.txt and /openapi.json,
//   paced to SOAK_FREE_RPS (60 requests/s in all). Paid traffic: SOAK_PAYERS (4) fresh payers in loops over the
//   four paid routes (history, narratives, pulse digests, recent content) with the official x402 client pieces,
//   each waiting SOAK_PAID_PAUSE_MS (500) between calls.
// - Every SOAK_SAMPLE_SECONDS (10) the bench scrapes GET /metrics: process RSS and heap, event-loop delay p99 and max
//   over the interval (prom-client resets its histogram per scrape), and the ledger counters. A row per minute is
//   printed; at the end, the trend (last quarter vs first quarter after warm-up) and every error by kind.
// - With taskset, the service is pinned to CPU 0 and this process plus Hardhat to CPU 1.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { x402HTTPClient } from "@x402/core/client";
import { childPids, fmt, machineInfo, pin, pinningEnabled, ROOT, sleep, table } from "./common.mjs";
import { fundedPayers } from "./lib-paid.mjs";

const { startDevnet } = await import("../dist/devnet/start.js");
const { createPayerClient } = await import("../dist/devnet/x402-local.js");
const { USDC_NAME, USDC_VERSION } = await import("../dist/devnet/chain.js");

const { values: flags } = parseArgs({ options: { duration: { type: "string" } }, strict: false });
const DURATION_S = parseDuration(flags.duration ?? process.env.SOAK_DURATION ?? "20m");
const SAMPLE_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const FREE_WORKERS = Number(process.env.SOAK_FREE_WORKERS ?? 8);
const FREE_RPS = Number(process.env.SOAK_FREE_RPS ?? 60);
const PAYERS = Number(process.env.SOAK_PAYERS ?? 4);
const PAID_PAUSE_MS = Number(process.env.SOAK_PAID_PAUSE_MS ?? 500);
const TOKEN = "soak-metrics-token-0123456789";

const FREE = [
  ["/v1/intelligence/brief", [200]],
  ["/v1/intelligence/index", [200]],
  ["/v1/intelligence/latest", [200]],
  ["/v1/intelligence/sample", [200, 404]],
  ["/health", [200]],
  ["/llms.txt", [200]],
  ["/openapi.json", [200]],
];
const PAID = [
  "/v1/intelligence/history?hours=168&limit=5",
  "/v1/pulse/narratives",
  "/v1/pulse/digests",
  "/v1/pulse/content/recent",
];

function parseDuration(v) {
  const m = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(String(v).trim());
  if (!m) throw new Error(`SOAK_DURATION / --duration: "${v}" is not a duration like 1200, 90s or 20m`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] ?? "s"];
}

/** One sample value from Prometheus text (`name` with no labels, or the first line matching all `labels`). */
function metric(text, name, labels = {}) {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const set = /\{(.*)\} /.exec(line)?.[1] ?? "";
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`)))
      return Number(line.split(" ").at(-1));
  }
  return 0;
}

async function startService(env, logFile) {
  const child = spawn(
    pinningEnabled ? "taskset" : process.execPath,
    [
      ...(pinningEnabled ? ["-c", "0", process.execPath] : []),
      "--max-semi-space-size=4",
      join(ROOT, "dist/src/cli.js"),
      "serve",
    ],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const { createWriteStream } = await import("node:fs");
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited (${child.exitCode}); see ${logFile}`);
    try {
      const res = await fetch(`http://127.0.0.1:${env.PORT}/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`service did not start within 60 s; see ${logFile}`);
}

function freePort() {
  // The kernel picks a free port; a race with another process taking it before the service does is unlikely.
  return new Promise((resolve) => {
    import("node:net").then(({ createServer }) => {
      const s = createServer();
      s.listen(0, "127.0.0.1", () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
    });
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-soak-"));
  const devnet = await startDevnet();
  const hardhatPids = childPids();
  pin("1");
  for (const pid of hardhatPids) pin("1", pid);
  let service;
  try {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
      LOG_LEVEL: "info",
      PULSE_PORT: "0",
      SCHEDULER: "on",
      SOURCES_MODE: "replay",
      RATE_LIMIT_FREE: "0",
      RATE_LIMIT_DOCS: "0",
      RATE_LIMIT_PAID: "0",
      PAYMENT_MODE: "local",
      RPC_URL: devnet.rpcUrl,
      SETTLER_PRIVATE_KEY: devnet.settler.privateKey,
      PAY_TO_ADDRESS: devnet.payTo.address,
      X402_NETWORK: devnet.network,
      X402_ASSET: devnet.usdc,
      X402_ASSET_NAME: USDC_NAME,
      X402_ASSET_VERSION: USDC_VERSION,
      RPC_RETRY_COUNT: "0",
      RPC_POLLING_INTERVAL_MS: "50",
      METRICS_TOKEN: TOKEN,
    };
    const imported = spawnSync(
      process.execPath,
      [join(ROOT, "dist/src/cli.js"), "digest", "import", join(ROOT, "docs/examples/seed-digests.json")],
      { env: { ...process.env, ...env, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    if (imported.status !== 0) throw new Error(`seed import failed: ${imported.stderr}`);
    const logFile = join(dir, "service.log");
    service = await startService(env, logFile);
    const base = `http://127.0.0.1:${port}`;
    const scrape = async () =>
      (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

    const info = machineInfo();
    console.log(
      `bench:soak  ${info.date}  Node ${info.node}  ${info.cpus} CPUs (${info.cpu})  ${info.memGiB} GiB RAM  duration ${DURATION_S} s`,
    );
    console.log(
      pinningEnabled
        ? `service (pid ${service.pid}) pinned to CPU 0; this process (load, payers) and hardhat to CPU 1`
        : "no CPU pinning",
    );
    console.log(
      `free: ${FREE_WORKERS} workers, ${FREE_RPS} req/s in all; paid: ${PAYERS} payers, ${PAID_PAUSE_MS} ms between calls`,
    );

    const errors = {};
    const fail = (kind) => {
      errors[kind] = (errors[kind] ?? 0) + 1;
    };
    const counts = { free: 0, paid: 0, paidCharged: 0, paidFree: 0 };
    const started = performance.now();
    const until = started + DURATION_S * 1000;
    const running = () => performance.now() < until;

    const freeWorker = async (w) => {
      const interval = (1000 * FREE_WORKERS) / FREE_RPS;
      let next = performance.now() + Math.random() * interval;
      let i = w;
      while (running()) {
        await sleep(Math.max(0, next - performance.now()));
        next += interval;
        const [path, ok] = FREE[i++ % FREE.length];
        try {
          const res = await fetch(`${base}${path}`);
          await res.arrayBuffer();
          counts.free++;
          if (!ok.includes(res.status)) fail(`GET ${path} -> ${res.status}`);
        } catch (error) {
          fail(`GET ${path} -> ${error?.cause?.code ?? error?.message}`);
        }
      }
    };

    const payerKeys = await fundedPayers(devnet, PAYERS);
    const paidWorker = async (key, w) => {
      const http = new x402HTTPClient(createPayerClient(key, devnet.usdc));
      let i = w;
      while (running()) {
        const path = PAID[i++ % PAID.length];
        try {
          const probe = await fetch(`${base}${path}`);
          const probeBody = await probe.json();
          if (probe.status !== 402) {
            fail(`unpaid GET ${path} -> ${probe.status}`);
            continue;
          }
          const required = http.getPaymentRequiredResponse((n) => probe.headers.get(n), probeBody);
          const payload = await http.createPaymentPayload(required);
          const res = await fetch(`${base}${path}`, { headers: http.encodePaymentSignatureHeader(payload) });
          const body = await res.json();
          counts.paid++;
          if (res.status !== 200) fail(`paid GET ${path} -> ${res.status} ${body?.error?.code ?? ""}`);
          else if (body.charged === true) counts.paidCharged++;
          else counts.paidFree++;
        } catch (error) {
          fail(`paid GET ${path} -> ${error?.cause?.code ?? error?.message}`);
        }
        await sleep(PAID_PAUSE_MS);
      }
    };

    const samples = [];
    const sampler = (async () => {
      let last = { free: 0, paid: 0 };
      while (running()) {
        await sleep(Math.min(SAMPLE_S * 1000, Math.max(0, until - performance.now())));
        try {
          const text = await scrape();
          samples.push({
            t: (performance.now() - started) / 1000,
            rssMiB: metric(text, "process_resident_memory_bytes") / 2 ** 20,
            heapMiB: metric(text, "nodejs_heap_size_used_bytes") / 2 ** 20,
            eldP99ms: metric(text, "nodejs_eventloop_lag_p99_seconds") * 1000,
            eldMaxMs: metric(text, "nodejs_eventloop_lag_max_seconds") * 1000,
            settled: metric(text, "payments_total", { outcome: "settled" }),
            free: counts.free - last.free,
            paid: counts.paid - last.paid,
          });
          last = { free: counts.free, paid: counts.paid };
        } catch (error) {
          fail(`GET /metrics -> ${error?.cause?.code ?? error?.message}`);
        }
      }
    })();

    await Promise.all([
      ...Array.from({ length: FREE_WORKERS }, (_, w) => freeWorker(w)),
      ...payerKeys.map((k, w) => paidWorker(k, w)),
      sampler,
    ]);

    // One row per minute (the last sample of each minute; delays are the worst of the minute's samples).
    const rows = [];
    const perRow = Math.max(1, Math.round(60 / SAMPLE_S));
    for (let i = 0; i < samples.length; i += perRow) {
      const group = samples.slice(i, i + perRow);
      const lastS = group.at(-1);
      rows.push([
        fmt(lastS.t / 60, 1),
        fmt(lastS.rssMiB, 1),
        fmt(lastS.heapMiB, 1),
        fmt(Math.max(...group.map((s) => s.eldP99ms)), 1),
        fmt(Math.max(...group.map((s) => s.eldMaxMs)), 1),
        group.reduce((a, s) => a + s.free, 0),
        group.reduce((a, s) => a + s.paid, 0),
      ]);
    }
    console.log(
      `\n${table(["minute", "RSS MiB", "heap used MiB", "ELD p99 ms (worst)", "ELD max ms", "free req", "paid calls"], rows)}`,
    );

    // Trend: after a warm-up (first 10 % or 2 minutes, whichever is less), last quarter vs first quarter.
    const warm = samples.filter((s) => s.t >= Math.min(120, DURATION_S * 0.1));
    const q = Math.max(1, Math.floor(warm.length / 4));
    const avg = (xs, k) => xs.reduce((a, s) => a + s[k], 0) / xs.length;
    const first = warm.slice(0, q);
    const lastQ = warm.slice(-q);
    const finalText = await scrape();
    const settled = metric(finalText, "payments_total", { outcome: "settled" });
    console.log(
      `\ntrend after warm-up, last quarter vs first quarter: RSS ${fmt(avg(first, "rssMiB"))} -> ${fmt(avg(lastQ, "rssMiB"))} MiB,` +
        ` heap ${fmt(avg(first, "heapMiB"))} -> ${fmt(avg(lastQ, "heapMiB"))} MiB,` +
        ` ELD p99 ${fmt(avg(first, "eldP99ms"), 2)} -> ${fmt(avg(lastQ, "eldP99ms"), 2)} ms`,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `requests: ${counts.free} free (${fmt(counts.free / seconds, 1)}/s), ${counts.paid} paid (${fmt(counts.paid / seconds, 2)}/s;` +
        ` ${counts.paidCharged} charged, ${counts.paidFree} empty answers not charged); ledger settled ${settled}`,
    );
    if (settled !== counts.paidCharged)
      fail(`ledger settled ${settled} != ${counts.paidCharged} charged answers`);
    const errorList = Object.entries(errors);
    console.log(
      errorList.length ? `ERRORS:\n${errorList.map(([k, n]) => `  ${n} x ${k}`).join("\n")}` : "errors: none",
    );
    const serviceErrors = readFileSync(logFile, "utf8")
      .split("\n")
      .filter((l) => /"level":(50|60)/.test(l)).length;
    console.log(`service log lines at level error or fatal: ${serviceErrors}`);
    process.exitCode = errorList.length || serviceErrors ? 1 : 0;
  } finally {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service.once("exit", resolve));
      service.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (service.exitCode === null) service.kill("SIGKILL");
    }
    await devnet.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
