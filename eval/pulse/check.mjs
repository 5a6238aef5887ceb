// Validates eval/pulse/items.jsonl and prints its counts. Plain Node ESM, no dependencies.
// Usage: node eval/pulse/check.mjs [path/to/items.jsonl]   (exit code 1 when a check fails)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_DOMAIN } from "../lib/source-domains.mjs";

const file = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "items.jsonl");
const DOMAINS = new Set(["ai-research", "ai-business", "dev", "markets", "policy", "community"]);
const MIN = { items: 400, sources: 20, stories: 40 };
const SINGLETON = /^single-\d+$/;
const LABEL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const errors = [];
const fail = (where, msg) => errors.push(`${where}: ${msg}`);
const isStr = (v) => typeof v === "string" && v.trim() !== "";

const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "");
const items = [];
lines.forEach((line, i) => {
  try {
    items.push({ line: i + 1, ...JSON.parse(line) });
  } catch (e) {
    fail(`line ${i + 1}`, `not JSON (${e.message})`);
  }
});

const ids = new Set();
const sourceKeys = new Set();
for (const it of items) {
  const at = `line ${it.line} (id ${it.id})`;
  if (!Number.isInteger(it.id) || it.id < 1) fail(at, "id must be a positive integer");
  else if (ids.has(it.id)) fail(at, "duplicate id");
  else ids.add(it.id);
  for (const k of ["source", "sourceId", "title", "content", "url", "publishedAt", "domain", "story"]) {
    if (typeof it[k] !== "string") fail(at, `${k} must be a string`);
    else if (k !== "content" && !isStr(it[k])) fail(at, `${k} is empty`);
  }
  if (isStr(it.source) && !(it.source in SOURCE_DOMAIN)) fail(at, `unknown source ${it.source}`);
  if (!DOMAINS.has(it.domain)) fail(at, `domain ${it.domain} not in ${[...DOMAINS].join(", ")}`);
  else if (SOURCE_DOMAIN[it.source] && SOURCE_DOMAIN[it.source] !== it.domain)
    fail(at, `domain ${it.domain} does not match source ${it.source} (${SOURCE_DOMAIN[it.source]})`);
  if (typeof it.content === "string" && it.content.length > 600)
    fail(at, `content has ${it.content.length} chars (max 600)`);
  if (typeof it.title === "string" && it.title.length > 300) fail(at, "title longer than 300 chars");
  if (typeof it.url === "string") {
    try {
      if (new URL(it.url).protocol !== "https:") fail(at, "url is not https");
    } catch {
      fail(at, `url does not parse: ${it.url}`);
    }
  }
  if (typeof it.publishedAt === "string") {
    const t = Date.parse(it.publishedAt);
    if (Number.isNaN(t) || new Date(t).toISOString() !== it.publishedAt)
      fail(at, `publishedAt is not an ISO date: ${it.publishedAt}`);
  }
  if (it.engagement !== undefined) {
    const e = it.engagement;
    if (!e || !isStr(e.metric) || typeof e.value !== "number" || !Number.isFinite(e.value))
      fail(at, "engagement must be {metric: string, value: number}");
  }
  if (typeof it.story === "string" && !LABEL.test(it.story))
    fail(at, `story label ${it.story} is not kebab-case`);
  const key = `${it.source}\u0000${it.sourceId}`;
  if (sourceKeys.has(key)) fail(at, `duplicate (source, sourceId) ${it.source} ${it.sourceId}`);
  sourceKeys.add(key);
  for (const k of Object.keys(it))
    if (
      ![
        "line",
        "id",
        "source",
        "sourceId",
        "title",
        "content",
        "url",
        "publishedAt",
        "domain",
        "engagement",
        "story",
      ].includes(k)
    )
      fail(at, `unexpected field ${k}`);
}
if (ids.size === items.length && items.length > 0 && Math.max(...ids) !== items.length)
  fail("ids", `ids are not 1..${items.length}`);

// Counts.
const bySource = new Map();
const byStory = new Map();
const byDay = new Map();
for (const it of items) {
  bySource.set(it.source, (bySource.get(it.source) ?? 0) + 1);
  if (!byStory.has(it.story)) byStory.set(it.story, []);
  byStory.get(it.story).push(it);
  const day = String(it.publishedAt).slice(0, 10);
  byDay.set(day, (byDay.get(day) ?? 0) + 1);
}
const stories = [...byStory].filter(([label]) => !SINGLETON.test(label));
const singletons = [...byStory].filter(([label]) => SINGLETON.test(label));
for (const [label, its] of singletons)
  if (its.length !== 1) fail(`story ${label}`, `a singleton label has ${its.length} items`);
for (const [label, its] of stories)
  if (its.length < 3) fail(`story ${label}`, `only ${its.length} items (a story needs at least 3)`);

if (items.length < MIN.items) fail("items", `${items.length} < ${MIN.items}`);
if (bySource.size < MIN.sources) fail("sources", `${bySource.size} < ${MIN.sources}`);
if (stories.length < MIN.stories) fail("stories", `${stories.length} non-singleton stories < ${MIN.stories}`);

const sizes = stories.map(([, its]) => its.length).sort((a, b) => a - b);
const median = (xs) =>
  xs.length ? (xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2) : 0;
const hist = new Map();
for (const s of sizes) hist.set(s, (hist.get(s) ?? 0) + 1);
const buckets = [
  ["3", (s) => s === 3],
  ["4-5", (s) => s >= 4 && s <= 5],
  ["6-10", (s) => s >= 6 && s <= 10],
  ["11-14", (s) => s >= 11 && s <= 14],
  ["15-25", (s) => s >= 15 && s <= 25],
  [">25", (s) => s > 25],
];
const spanDays = (its) => {
  const t = its.map((i) => Date.parse(i.publishedAt));
  return (Math.max(...t) - Math.min(...t)) / 86_400_000;
};
const srcPerStory = stories.map(([, its]) => new Set(its.map((i) => i.source)).size).sort((a, b) => a - b);
const storyItems = sizes.reduce((a, b) => a + b, 0);
const dates = items.map((i) => i.publishedAt).sort();

console.log(`file: ${file}`);
console.log(`items: ${items.length} (${storyItems} in stories, ${singletons.length} singletons)`);
console.log(`sources: ${bySource.size}`);
for (const [s, n] of [...bySource].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
  console.log(`  ${s.padEnd(24)} ${String(n).padStart(3)}  ${SOURCE_DOMAIN[s] ?? "?"}`);
console.log(`stories (non-singleton): ${stories.length}`);
console.log(`singletons: ${singletons.length}`);
console.log(`distinct labels: ${byStory.size}`);
console.log(
  `items per story: min ${sizes[0]}, median ${median(sizes)}, mean ${(storyItems / (stories.length || 1)).toFixed(1)}, max ${sizes.at(-1)}`,
);
console.log(`  by size: ${[...hist].map(([s, n]) => `${s}×${n}`).join(", ")}`);
console.log(`  buckets: ${buckets.map(([name, f]) => `${name}: ${sizes.filter(f).length}`).join(", ")}`);
console.log(
  `sources per story: min ${srcPerStory[0]}, median ${median(srcPerStory)}, max ${srcPerStory.at(-1)}`,
);
const spans = stories.map(([, its]) => spanDays(its)).sort((a, b) => a - b);
console.log(
  `story time span (days): min ${spans[0]?.toFixed(1)}, median ${median(spans).toFixed(1)}, max ${spans.at(-1)?.toFixed(1)}; stories spanning > 4 days: ${spans.filter((s) => s > 4).length}`,
);
console.log(`published: ${dates[0]} .. ${dates.at(-1)}`);
console.log(
  `items per day: ${[...byDay]
    .sort()
    .map(([d, n]) => `${d.slice(5)}:${n}`)
    .join(" ")}`,
);
console.log("largest stories:");
for (const [label, its] of [...stories].sort((a, b) => b[1].length - a[1].length).slice(0, 6))
  console.log(
    `  ${label.padEnd(32)} ${String(its.length).padStart(2)} items, ${new Set(its.map((i) => i.source)).size} sources`,
  );

if (errors.length) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors.slice(0, 50)) console.error(`  ${e}`);
  process.exit(1);
}
console.log("\nOK: all checks passed");
