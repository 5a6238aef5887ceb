// The load generator, in its own process so it does not share an event loop (or, when pinned, a core) with the
// servers it measures. Forked by bench/common.mjs `startLoadWorker`; takes one job at a time over IPC:
//   { id, opts }         autocannon options (plain data), plus optional `rotateHeaders`: an array of header
//                        objects applied round-robin, one per request
// and answers { id, result } with a summary (req/s, latency percentiles, status codes, this process's CPU use).
import autocannon from "autocannon";

const run = async (opts) => {
  const { rotateHeaders, ...rest } = opts;
  const config = { ...rest };
  if (rotateHeaders?.length) {
    let next = 0;
    config.requests = [
      {
        setupRequest: (req) => {
          const headers = rotateHeaders[next];
          next = (next + 1) % rotateHeaders.length;
          return { ...req, headers: { ...req.headers, ...headers } };
        },
      },
    ];
  }
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon(config);
  // autocannon's own latency histogram keeps whole milliseconds; a local server answers in a fraction of one.
  // The 'response' event carries the fractional time (ms, from hrtime), so keep every sample.
  const latencies = [];
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    reqPerSec: result.requests.total / (wallMs / 1000),
    reqPerSecMean: result.requests.average,
    total: result.requests.total,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    latencyMean: sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
    bytes: result.throughput.total,
    wallMs,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  };
};

process.on("message", async ({ id, opts }) => {
  try {
    process.send({ id, result: await run(opts) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
