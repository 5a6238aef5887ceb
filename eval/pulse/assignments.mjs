// One hash per tuning set of everything the engine decides: every item's cluster (after merges) in order, every
// EngineChanges of every `ingest` and `tick`, and the final `state()` JSON. A change meant to be results-identical
// (a speed-up, a refactor) must leave every hash as it was; compare with the hashes printed at the base commit.
// Run: npm run build --silent && node eval/pulse/assignments.mjs [--bench N]
// `--bench N` also hashes the ingest benchmark's synthetic stream (bench/pulse-ingest.mjs, N measured items after
// its warm-up), by running the bench's own child with this file preloaded as a hook that wraps the engine.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";

const dist = (p) => new URL(`../../dist/src/pulse/engine/${p}`, import.meta.url).href;

/** Hashes the state as the store writes it: one JSON document per narrative, never the whole state at once. */
function hashState(hash, state) {
  const { narratives, ...rest } = state;
  hash.update(JSON.stringify(rest));
  for (const n of narratives) hash.update(JSON.stringify(n));
}

if (process.env.ASSIGNMENTS_HOOK) {
  // Preloaded into the bench's child: hash every result of every engine the process makes, and the last state.
  const { NarrativeEngine } = await import(dist("engine.js"));
  const hash = createHash("sha256");
  let last;
  for (const method of ["ingest", "tick"]) {
    const original = NarrativeEngine.prototype[method];
    NarrativeEngine.prototype[method] = function (...args) {
      const changes = original.apply(this, args);
      last = this;
      hash.update(JSON.stringify(changes));
      return changes;
    };
  }
  process.on("exit", () => {
    if (last) hashState(hash, last.state());
    process.stderr.write(`ASSIGNMENTS ${hash.digest("hex").slice(0, 16)} ${last?.size ?? 0}\n`);
  });
} else {
  const { NarrativeEngine } = await import(dist("engine.js"));
  const { loadItems, replayHours } = await import("./harness.mjs");
  const { SETS, TUNING } = await import("./sets.mjs");

  /** The replay of harness.mjs's runEngine, hashing every change, the final clusters and the final state. */
  const replay = (rows) => {
    const engine = new NarrativeEngine();
    const hash = createHash("sha256");
    const clusters = replayHours(engine, rows, (changes) => hash.update(JSON.stringify(changes)));
    hash.update(JSON.stringify(clusters));
    hashState(hash, engine.state());
    return hash.digest("hex").slice(0, 16);
  };

  for (const name of TUNING.filter((n) => n in SETS)) {
    const t0 = performance.now();
    const h = replay(loadItems(SETS[name]));
    process.stdout.write(`${name.padEnd(14)} ${h}  (${Math.round(performance.now() - t0)} ms)\n`);
  }
  const flag = process.argv.indexOf("--bench");
  if (flag !== -1) {
    const n = process.argv[flag + 1] ?? "10000";
    const bench = fileURLToPath(new URL("../../bench/pulse-ingest.mjs", import.meta.url));
    const run = spawnSync(
      process.execPath,
      ["--expose-gc", "--import", fileURLToPath(import.meta.url), bench, "--child", n],
      { env: { ...process.env, ASSIGNMENTS_HOOK: "1" }, encoding: "utf8" },
    );
    const line = run.stderr.split("\n").find((l) => l.startsWith("ASSIGNMENTS "));
    if (!line) throw new Error(`bench child failed: ${run.stderr}`);
    const [, h, size] = line.split(" ");
    process.stdout.write(`${`bench-${n}`.padEnd(14)} ${h}  (${size} narratives)\n`);
  }
}
