// Shared helpers for the benchmarks: CPU pinning, the load-generator child, statistics and tables.
import { execFileSync, fork, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";

export const BENCH_DIR = fileURLToPath(new URL(".", import.meta.url));
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Pinning is on when `taskset` works and BENCH_PIN is not "0"; with one CPU it is pointless. */
export const pinningEnabled = (() => {
  if (process.env.BENCH_PIN === "0" || availableParallelism() < 2) return false;
  return spawnSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" }).status === 0;
})();

/** Pins every thread of `pid` (default: this process) to `cpuList`, e.g. "0". Returns false when not pinned. */
export function pin(cpuList, pid = process.pid) {
  if (!pinningEnabled) return false;
  return spawnSync("taskset", ["-a", "-p", "-c", cpuList, String(pid)], { stdio: "ignore" }).status === 0;
}

/** Direct child process ids of `pid` (for pinning processes a library spawned). */
export function childPids(pid = process.pid) {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Forks bench/load-worker.mjs (autocannon in its own process), pinned to `cpuList` when pinning is on.
 * `run(opts)` resolves with the worker's summary.
 */
export function startLoadWorker(cpuList) {
  const script = `${BENCH_DIR}load-worker.mjs`;
  const child = pinningEnabled
    ? fork(script, [], { execPath: "taskset", execArgv: ["-c", cpuList, process.execPath] })
    : fork(script);
  let nextId = 0;
  const pending = new Map();
  child.on("message", ({ id, result, error }) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error) p.reject(new Error(`load worker: ${error}`));
    else p.resolve(result);
  });
  child.on("exit", (code) => {
    for (const p of pending.values()) p.reject(new Error(`load worker exited (${code})`));
    pending.clear();
  });
  return {
    pid: child.pid,
    run: (opts) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, opts });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}

/** Busy and total CPU ticks of the whole machine (all cores), from /proc/stat; undefined elsewhere. */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const n = fields.slice(0, 8).map(Number); // user nice system idle iowait irq softirq steal
    const total = n.reduce((s, v) => s + v, 0);
    return { busy: total - n[3] - n[4], total };
  } catch {
    return undefined;
  }
}

/** CPU time (ms, all threads) a process has used so far, from /proc/<pid>/stat; NaN elsewhere. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs `fn` and reports the CPU it cost, each in % of one core (so up to 100 x CPUs): this process's
 * (`cpuPercent`), the processes in `pids` (`pidsPercent`, e.g. hardhat and the load generator) and everything else
 * on the machine (`othersPercent`: other people's processes sharing it), from /proc/stat.
 */
export async function withCpu(fn, pids = []) {
  const before = process.cpuUsage();
  const ticks = machineTicks();
  const pidsBefore = pids.map(processCpuMs);
  const t0 = performance.now();
  const value = await fn();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(before);
  const after = machineTicks();
  const pidsMs = pids.map(processCpuMs).reduce((s, v, i) => s + (v - pidsBefore[i]), 0);
  const cores = cpus().length;
  const machinePercent =
    ticks && after ? ((after.busy - ticks.busy) / (after.total - ticks.total)) * 100 * cores : Number.NaN;
  const cpuPercent = ((used.user + used.system) / 1000 / wall) * 100;
  const pidsPercent = (pidsMs / wall) * 100;
  return {
    value,
    cpuPercent,
    pidsPercent,
    othersPercent: Math.max(0, machinePercent - cpuPercent - (pids.length ? pidsPercent : 0)),
  };
}

/** Nearest-rank percentile of an ascending-sorted array. */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    min: sorted[0],
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    mean,
  };
}

/** A plain-text table (also valid Markdown). */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(cells[0]),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

export function machineInfo() {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return {
    node: process.version,
    // cpus(), not availableParallelism(): the latter shrinks once this process is pinned.
    cpus: cpus().length,
    cpu,
    memGiB: (totalmem() / 2 ** 30).toFixed(1),
    platform: `${process.platform} ${process.arch}`,
    pinning: pinningEnabled,
    date: new Date().toISOString(),
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
