// Quality of the narrative engine on the labelled sets, next to a TF-IDF + k-means baseline that is told the true
// number of clusters. Tuning sets: eval/pulse (two weeks, big stories), eval/pulse-dev, eval/pulse-events and
// eval/pulse-final (one week each, many same-entity, different-event stories; the last two were each held out for
// a round). The held-out set (sets.mjs) is written blind to the engine and run once per tuning round, after the
// engine is committed (see its README); sweep.mjs and errors.mjs refuse it.
// Run: npm run eval:pulse (builds first; every tuning set), or `node eval/pulse/run.mjs --set <set>` (the only way
// to run the held-out set).
// Exits 1 when the engine does not beat the baseline on B-cubed F1, NMI and ARI on every set run.
import { archiveCeiling, loadItems, runBaseline, runEngine, score } from "./harness.mjs";
import { SETS, TUNING } from "./sets.mjs";

const out = (s = "") => process.stdout.write(`${s}\n`);
const f = (x) => x.toFixed(3);

function evaluate(name) {
  const rows = loadItems(SETS[name]);
  const truth = rows.map((r) => r.label);
  const k = new Set(truth).size;
  const stories = new Set(truth.filter((l) => truth.indexOf(l) !== truth.lastIndexOf(l))).size;

  const t0 = performance.now();
  const engine = runEngine(rows);
  const engineMs = performance.now() - t0;
  const t1 = performance.now();
  const baseline = runBaseline(rows, k);
  const baselineMs = performance.now() - t1;

  const e = score(engine.clusters, truth);
  const b = score(baseline, truth);

  out(`Pulse narrative engine vs TF-IDF + k-means (eval/${name}/items.jsonl)`);
  out(
    `${rows.length} items, ${new Set(rows.map((r) => r.item.source)).size} sources, ${stories} multi-item stories + ${k - stories} singletons = ${k} true clusters`,
  );
  out();
  out(`| method | clusters | B³ precision | B³ recall | B³ F1 | NMI | ARI | time |`);
  out(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  out(
    `| engine (streaming, k not given) | ${new Set(engine.clusters).size} | ${f(e.precision)} | ${f(e.recall)} | ${f(e.f1)} | ${f(e.nmi)} | ${f(e.ari)} | ${Math.round(engineMs)} ms |`,
  );
  out(
    `| TF-IDF + k-means++ (k = ${k}, 10 restarts) | ${new Set(baseline).size} | ${f(b.precision)} | ${f(b.recall)} | ${f(b.f1)} | ${f(b.nmi)} | ${f(b.ari)} | ${Math.round(baselineMs)} ms |`,
  );
  out();
  out(`merges during the replay: ${engine.merges}`);
  // What no engine that archives after 48 h of silence can beat: each story cut where it went quiet for 48 h.
  const ceiling = score(archiveCeiling(rows), truth);
  out(
    `ceiling for any engine archiving after 48 h of silence (labels cut at 48 h gaps): B³ F1 ${f(ceiling.f1)}, NMI ${f(ceiling.nmi)}, ARI ${f(ceiling.ari)}`,
  );

  const beats = e.f1 > b.f1 && e.nmi > b.nmi && e.ari > b.ari;
  out(beats ? "engine beats the baseline on B³ F1, NMI and ARI" : "ENGINE DOES NOT BEAT THE BASELINE");
  return beats;
}

const flag = process.argv.indexOf("--set");
// The held-out set runs only when named: it is scored once per round, on purpose, never as a side effect.
const chosen = flag === -1 ? TUNING.filter((name) => name in SETS) : [process.argv[flag + 1]];
for (const name of chosen)
  if (!(name in SETS)) {
    process.stderr.write(`unknown --set ${name}: use one of ${Object.keys(SETS).join(", ")}\n`);
    process.exit(2);
  }
let allBeat = true;
chosen.forEach((name, i) => {
  if (i > 0) out();
  if (!evaluate(name)) allBeat = false;
});
process.exitCode = allBeat ? 0 : 1;
