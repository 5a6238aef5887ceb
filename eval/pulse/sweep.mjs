// Sensitivity of the engine's quality to its main constants, one at a time around the defaults (the others at
// their defaults). A constant sitting on a broad plateau is not tuned to this set; a sharp peak would be.
// Run: npm run build && node eval/pulse/sweep.mjs [constant] [--set <tuning set>]
// Only the tuning sets (sets.mjs): sweeping the held-out set would make its one run meaningless.
import { loadItems, runEngine, score } from "./harness.mjs";
import { tuningSetArg } from "./sets.mjs";

const { DEFAULTS } = await import(new URL("../../dist/src/pulse/engine/assign.js", import.meta.url).href);
const out = (s = "") => process.stdout.write(`${s}\n`);
const { path } = tuningSetArg("sweep.mjs");
const rows = loadItems(path);
const truth = rows.map((r) => r.label);
const H = 3_600_000;

const grid = {
  assignThreshold: [0.08, 0.1, 0.12, 0.13, 0.14, 0.16, 0.18, 0.22, 0.28],
  mergeThreshold: [0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 1.1],
  graceMs: [0, 6 * H, 12 * H, 24 * H, 48 * H],
  halfLifeMs: [6 * H, 12 * H, 24 * H, 48 * H, 1e12],
  centroidTerms: [24, 32, 48, 64, 96],
  indexTerms: [6, 8, 12, 16, 24],
  queryTerms: [8, 12, 16, 24, 32],
  shortlist: [2, 4, 8],
  inertiaCap: [5, 10, 20, 50, 1e9],
  kindShare: [0.1, 0.25, 0.4, 0.6],
  conflictNameWeight: [0, 0.3, 0.5, 0.7, 1],
  otherActors: [0.3, 0.5, 0.7, 1],
  actorTerms: [1, 2, 4],
  fewTermsPenalty: [0.3, 0.5, 0.7, 1],
  minSharedTerms: [0, 2, 3, 4],
};
const only = process.argv[2]?.startsWith("--") ? undefined : process.argv[2];
for (const [key, values] of Object.entries(grid)) {
  if (only && key !== only) continue;
  out(`\n${key} (default ${DEFAULTS[key]})`);
  out(`| value | clusters | B³ P | B³ R | B³ F1 | NMI | ARI |`);
  out(`|---:|---:|---:|---:|---:|---:|---:|`);
  for (const v of values) {
    const r = runEngine(rows, { [key]: v });
    const s = score(r.clusters, truth);
    const shown = key.endsWith("Ms") ? `${v / H} h` : v;
    out(
      `| ${shown} | ${new Set(r.clusters).size} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.f1.toFixed(3)} | ${s.nmi.toFixed(3)} | ${s.ari.toFixed(3)} |`,
    );
  }
}
