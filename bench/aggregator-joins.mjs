// How many Google News items of the replay snapshot join a story told by another source, and through what (same URL
// or headline/text similarity). Google News links are opaque news.google.com redirects, so these items can only join
// by similarity; this measures that, and lists the joins so a wrong one can be seen by eye.
// Run: npm run build && node_modules/.bin/node bench/aggregator-joins.mjs   (imports the compiled code from dist/)
import { ROOT } from "./common.mjs";

const DIST = `${ROOT}/dist/src`;
const { collect } = await import(`${DIST}/sources/collect.js`);
const { createFetcher } = await import(`${DIST}/sources/fetch/index.js`);
const { ADAPTERS } = await import(`${DIST}/sources/registry.js`);
const { createReplay } = await import(`${DIST}/sources/replay.js`);
const { loadRoster } = await import(`${DIST}/sources/roster-file.js`);

const AGGREGATOR = process.argv[2] ?? "google-news-ai-policy";
const now = new Date("2026-11-22T06:00:00.000Z");
const replay = createReplay(`${ROOT}/snapshot/sources/`);
let decisions = [];
const store = {
  itemKeysSince: async () => [],
  saveItems: async (d) => {
    decisions = d;
    const inserted = d.filter((x) => x.kind === "insert").map((_, i) => i + 1);
    return { inserted, refreshed: 0, alsoSeen: d.filter((x) => x.kind === "also_seen").length };
  },
  validators: async () => undefined,
  saveValidators: async () => {},
  pruneItems: async () => 0,
  recordCollection: async () => {},
};
await collect({
  store,
  sources: loadRoster(undefined, ADAPTERS),
  fetcher: createFetcher({ userAgent: "bench", transport: replay.transport, politeness: false, retries: 0 }),
  mode: "replay",
  retentionDays: 14,
  now: () => now,
  shiftMs: 0,
});

// Stories: inserts linked by `story` (a batch index here, as the store is empty; dedup always links to the story's
// first item) plus the same-URL sightings listed on them.
const inserts = decisions.filter((d) => d.kind === "insert");
const find = (i) => inserts[i]?.story?.batchIndex ?? i;
const members = new Map();
inserts.forEach((d, i) => {
  const root = find(i);
  const list = members.get(root) ?? [];
  list.push({ source: d.item.source, title: d.item.title, via: d.story ? "similar" : "first" });
  for (const s of d.alsoSeenIn ?? []) list.push({ source: s.source, title: "(same URL)", via: "url" });
  members.set(root, list);
});

let total = 0;
let joined = 0;
const lines = [];
for (const d of decisions) {
  if (d.item.source !== AGGREGATOR) continue;
  total++;
  if (d.kind !== "insert") {
    joined++;
    lines.push(`  url      ${d.item.title}`);
    continue;
  }
  const group = members.get(find(inserts.indexOf(d))) ?? [];
  const others = group.filter((m) => m.source !== AGGREGATOR);
  if (others.length > 0) {
    joined++;
    lines.push(
      `  joined   ${d.item.title}\n           with ${others.map((o) => `${o.source}: ${o.title}`).join(" | ")}`,
    );
  } else lines.push(`  alone    ${d.item.title}`);
}
process.stdout.write(
  `${AGGREGATOR}: ${joined} of ${total} items join a story of another source\n${lines.join("\n")}\n`,
);
