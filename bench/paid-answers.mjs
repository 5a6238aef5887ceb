// What keeping paid answers for re-serving adds to one paid call, measured on the store alone: per paid call the
// gate does one look-up (the payment arriving), one keep (before settling) and one receipt update (after). Run:
// npm run bench:paid-answers   (builds first; imports the compiled store from dist/)
//
// - SQLite: a fresh temp file. PostgreSQL: TEST_DATABASE_URL (default the local `test` db), in a schema of its
//   own, skipped when unreachable.
// - Body: tests/fixtures/pulse/recent.json with `charged: true`, the largest fixture answer.
// - BENCH_CALLS (default 2,000) calls one after another, each with a fresh authorization; then the same number of
//   look-ups of a kept answer (a retry being re-served). Reports the median and p99 per step, in ms.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const { openStore } = await import(new URL("../dist/src/store/index.js", import.meta.url).href);

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const body = JSON.stringify({
  ...JSON.parse(readFileSync(new URL("../tests/fixtures/pulse/recent.json", import.meta.url), "utf8")),
  charged: true,
});
const hex = (n) => `0x${randomBytes(n).toString("hex")}`;

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`;
}

async function run(name, store) {
  await store.migrate();
  const steps = { lookUp: [], keep: [], settle: [], reServe: [] };
  const keys = [];
  for (let i = 0; i < CALLS; i++) {
    const key = { network: "eip155:8453", asset: hex(20), payer: hex(20), nonce: hex(32) };
    const now = new Date();
    const paymentId = `pay_${i}_${hex(4)}`;
    let t = performance.now();
    await store.paidAnswerFor(key, now);
    steps.lookUp.push(performance.now() - t);
    t = performance.now();
    await store.keepPaidAnswer({
      ...key,
      paymentId,
      paymentDigest: hex(32).slice(2),
      request: "getPulseRecentContent /v1/pulse/content/recent",
      body,
      receipt: "",
      at: now,
      expiresAt: new Date(now.getTime() + 600_000),
    });
    steps.keep.push(performance.now() - t);
    t = performance.now();
    await store.settlePaidAnswer(paymentId, hex(200));
    steps.settle.push(performance.now() - t);
    keys.push(key);
  }
  for (const key of keys) {
    const t = performance.now();
    await store.paidAnswerFor(key, new Date());
    steps.reServe.push(performance.now() - t);
  }
  console.log(`${name} (${CALLS} calls, body ${(body.length / 1024).toFixed(1)} KB):`);
  for (const [step, ms] of Object.entries(steps)) console.log(`  ${step.padEnd(8)} ${stats(ms)}`);
  await store.close();
}

console.log(
  `node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const dir = mkdtempSync(join(tmpdir(), "bench-paid-answers-"));
try {
  await run("SQLite", await openStore(`sqlite:${join(dir, "b.db")}`));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const schema = `bench_paid_answers_${randomBytes(3).toString("hex")}`;
let pg;
try {
  pg = await openStore(pgUrl, { pgSchema: schema });
} catch (err) {
  console.log(`PostgreSQL skipped: ${err.message}`);
}
if (pg) {
  await run("PostgreSQL", pg);
  const { default: Pg } = await import("pg");
  const client = new Pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
