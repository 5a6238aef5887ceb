// The engine's mistakes on a tuning set, item by item: clusters that mix gold stories (false joins) and gold
// stories spread over several clusters (missed joins), with each item's source, time and title. For diagnosing the
// engine; the held-out set (sets.mjs) is refused, since reading its mistakes is tuning on it.
// Run: npm run build && node eval/pulse/errors.mjs [--set <tuning set>] [merges|splits]
import { loadItems, runEngine } from "./harness.mjs";
import { tuningSetArg } from "./sets.mjs";

const out = (s = "") => process.stdout.write(`${s}\n`);
const { path } = tuningSetArg("errors.mjs");
const only = process.argv.slice(2).find((a) => a === "merges" || a === "splits");
const rows = loadItems(path);
const { clusters } = runEngine(rows);

const groups = (key) => {
  const m = new Map();
  rows.forEach((r, i) => {
    m.set(key(r, i), [...(m.get(key(r, i)) ?? []), i]);
  });
  return m;
};
const line = (i, tag) => {
  const { item } = rows[i];
  return `   ${tag} ${item.publishedAt.toISOString().slice(5, 16)} ${item.source}: ${item.title.slice(0, 110)}`;
};

if (only !== "splits") {
  out("## clusters mixing gold stories (false joins)");
  for (const [c, idx] of groups((_, i) => clusters[i])) {
    if (new Set(idx.map((i) => rows[i].label)).size < 2) continue;
    out(`-- cluster ${c} (${idx.length} items)`);
    for (const i of idx) out(line(i, `[${rows[i].label}]`));
  }
}
if (only !== "merges") {
  out("## gold stories split over clusters (missed joins)");
  for (const [label, idx] of groups((r) => r.label)) {
    if (new Set(idx.map((i) => clusters[i])).size < 2) continue;
    out(`-- ${label} (${idx.length} items, ${new Set(idx.map((i) => clusters[i])).size} clusters)`);
    for (const i of [...idx].sort((a, b) => clusters[a] - clusters[b] || a - b))
      out(line(i, `{${clusters[i]}}`));
  }
}
