// How well the engine's event reader (events.ts `eventKind`) types items, against the hand labels in
// eval/<set>/kinds.jsonl. The reader runs exactly as the engine runs it: `analyseItem` on the item's title, content
// and source (the kind is read from the same headline and lead words the engine reads). For measuring and tuning
// the reader; the held-out set is refused, like errors.mjs.
// Run: npm run build && node eval/pulse/kinds.mjs [--set <tuning set>] [--misses]
//   coverage   items whose hand kind is an engine kind that the reader types at all (any kind)
//   precision  of those typed, the reader's kind equals the hand kind; "~" counts `sameEvent` pairs (launch/price,
//              launch/research) as right too, since that is how the engine compares two items' kinds
//   false      items labelled none or other:<name> that the reader types anyway
import { existsSync, readFileSync } from "node:fs";
import { loadItems } from "./harness.mjs";
import { SETS, TUNING, tuningSetArg } from "./sets.mjs";

const dist = (p) => new URL(`../../dist/src/pulse/engine/${p}`, import.meta.url).href;
const { analyseItem } = await import(dist("features.js"));
const { EVENT_KINDS, sameEvent } = await import(dist("event-kinds.js"));

const out = (s = "") => process.stdout.write(`${s}\n`);
const pct = (a, b) => (b === 0 ? "   -  " : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const ENGINE = new Set(EVENT_KINDS);
const misses = process.argv.includes("--misses");
// A set joins the tuning sets before its kinds are labelled by hand: it is skipped, and says so.
const labelled = (s) => existsSync(new URL(`../${s}/kinds.jsonl`, import.meta.url));
const chosen = process.argv.includes("--set")
  ? [tuningSetArg("kinds.mjs").set]
  : TUNING.filter((s) => s in SETS);
for (const s of chosen.filter((s) => !labelled(s)))
  process.stderr.write(`${s}: no kinds.jsonl yet, skipped\n`);
const sets = chosen.filter(labelled);

function handKinds(set) {
  const path = new URL(`../${set}/kinds.jsonl`, import.meta.url);
  const map = new Map();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const { id, kind } = JSON.parse(line);
    // A kind labelled "other:<name>" before the engine had it is that kind now ("other:rollback").
    const named = kind.startsWith("other:") ? kind.slice(6) : kind;
    map.set(id, ENGINE.has(named) ? named : kind);
  }
  return map;
}

function measure(set) {
  const hand = handKinds(set);
  const rows = loadItems(SETS[set]);
  const s = { items: rows.length, eventItems: 0, typed: 0, exact: 0, same: 0, otherItems: 0, falseTyped: 0 };
  const confusions = new Map();
  const wrong = [];
  for (const { fileId, item } of rows) {
    const h = hand.get(fileId);
    if (h === undefined) throw new Error(`${set}: item ${fileId} has no hand kind`);
    const r = analyseItem(item.title, item.content, item.source).kind;
    if (ENGINE.has(h)) {
      s.eventItems++;
      if (r !== undefined) {
        s.typed++;
        if (r === h) s.exact++;
        if (sameEvent(r, h)) s.same++;
      }
    } else {
      s.otherItems++;
      if (r !== undefined) s.falseTyped++;
    }
    if (r !== h && (ENGINE.has(h) || r !== undefined)) {
      const key = `${h} → ${r ?? "(untyped)"}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
      wrong.push({ id: fileId, hand: h, reader: r ?? "-", title: item.title });
    }
  }
  return { s, confusions, wrong };
}

const line = (name, s) =>
  `| ${name} | ${s.items} | ${s.eventItems} | ${pct(s.typed, s.eventItems)} | ${pct(s.exact, s.typed)} | ${pct(s.same, s.typed)} | ${pct(s.falseTyped, s.otherItems)} (${s.falseTyped}/${s.otherItems}) |`;

const results = sets.map((set) => [set, measure(set)]);
out("Event reader vs hand kinds (eval/<set>/kinds.jsonl)");
out();
out("| set | items | hand engine kind | coverage | precision | precision ~ | false typing on none/other |");
out("|---|---:|---:|---:|---:|---:|---:|");
const total = { items: 0, eventItems: 0, typed: 0, exact: 0, same: 0, otherItems: 0, falseTyped: 0 };
for (const [set, { s }] of results) {
  out(line(set, s));
  for (const k of Object.keys(total)) total[k] += s[k];
}
if (results.length > 1) out(line("all", total));
for (const [set, { confusions, wrong }] of results) {
  out();
  out(`## ${set}: top confusions (hand → reader)`);
  const top = [...confusions].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 15);
  out(top.map(([k, v]) => `${String(v).padStart(4)}  ${k}`).join("\n"));
  if (misses) {
    out();
    out(`## ${set}: missed and wrong items (id, hand, reader, title)`);
    for (const w of wrong)
      out(`${String(w.id).padStart(4)} ${w.hand.padEnd(14)} ${w.reader.padEnd(13)} ${w.title.slice(0, 110)}`);
  }
}
