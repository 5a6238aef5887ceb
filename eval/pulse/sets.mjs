// The labelled sets, in one place for run.mjs, errors.mjs and sweep.mjs. Tuning sets may be read and swept; the
// held-out set is written blind to the engine and scored once per tuning round, after the engine is committed
// (its README says how it was written). After that run it joins the tuning sets, and the next round writes a new
// held-out set before tuning starts.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const path = (dir) => fileURLToPath(new URL(`../${dir}/items.jsonl`, import.meta.url));

/**
 * Sets the engine is tuned on. Each of the last nine was held out for a round and run once on that round's frozen
 * engine (BENCHMARKS.md has those runs): pulse-events in rounds 1-2, pulse-final in round 3, pulse-blind in round 4,
 * pulse-round5 in round 5, pulse-round6 in round 6, pulse-round7 in round 7, pulse-round8 in round 8,
 * pulse-round9 in round 9, pulse-round10 in round 10.
 */
export const TUNING = [
  "pulse",
  "pulse-dev",
  "pulse-events",
  "pulse-final",
  "pulse-blind",
  "pulse-round5",
  "pulse-round6",
  "pulse-round7",
  "pulse-round8",
  "pulse-round9",
  "pulse-round10",
];
/** The set held out this round, written blind before tuning started; run once, on the round's frozen engine. */
export const HELD_OUT = "pulse-round11";

/** Every set on disk, by name → items.jsonl path. */
export const SETS = Object.fromEntries(
  [...TUNING, HELD_OUT].map((name) => [name, path(name)]).filter(([, p]) => existsSync(p)),
);

/** The `--set` argument of a tuning tool (default `pulse`); exits with a clear message on the held-out set. */
export function tuningSetArg(tool) {
  const flag = process.argv.indexOf("--set");
  const set = flag === -1 ? "pulse" : process.argv[flag + 1];
  if (!TUNING.includes(set)) {
    const why = set === HELD_OUT ? `${set} is held out this round` : `unknown set ${set}`;
    process.stderr.write(`--set ${set}: ${why}; ${tool} takes only the tuning sets ${TUNING.join(", ")}\n`);
    process.exit(2);
  }
  return { set, path: SETS[set] };
}
