// Offline Master digest synthesis: wall time and peak memory (issue 6's benchmark).
// Run: npm run build && node bench/digest-offline.mjs   (imports the compiled engine from dist/)
//
// Each size runs in its own child process, so its peak RSS is its own. The child synthesises one cycle's input:
// N items over the 20 roster sources (engagement percentiles computed per source as the collector does, none for
// the feed sources), titles and ~600-character contents built from vocabularies with sentiment-bearing words, 60 %
// of the items in narratives (N / 33 of them: ~300 at 10,000), 5 % near-duplicates sharing a story id. Then it
// times `synthesize` twice:
// - cold: the first call of the process, wink-nlp's model load included (what a freshly started producer pays);
// - warm: a second call on the same input (what each later 4-hour cycle pays).
// Reported: both wall times, the skeleton's share of the warm time, peak RSS of the process through the first
// synthesis (input included: the target's number) and through all three calls, RSS just before the first call (the
// input's own footprint), and the output's size.
// Each size runs twice: with Node's default heap settings, and with --max-semi-space-size=16. Most of the peak is
// V8's young generation, which grows to 2 x 64 MB under any allocation-heavy loop (wink-nlp's per-document
// objects here) and is only returned at the next full collection; a smaller semi-space caps that.
// Knobs: BENCH_ITEMS (comma list, default "10000,50000"), BENCH_FLAGS ("default,semi16").
import { fork } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { rng } from "./rng.mjs";

const dist = (p) => new URL(`../dist/src/${p}`, import.meta.url).href;
const out = (s = "") => process.stdout.write(`${s}\n`);
const SIZES = (process.env.BENCH_ITEMS ?? "10000,50000").split(",").map(Number);
const FLAG_SETS = { default: [], semi16: ["--max-semi-space-size=16"] };
const CONFIGS = (process.env.BENCH_FLAGS ?? "default,semi16").split(",");
const NARRATIVES_PER_ITEM = 1 / 33;

const WORDS = (
  "model chip agent benchmark dataset license lawsuit court regulator rule funding round valuation startup " +
  "investor acquisition outage server cluster datacenter power contract partnership release update feature " +
  "pricing tier api sdk framework library compiler runtime kernel driver patch vulnerability breach privacy " +
  "policy bill senate commission ban export tariff supply shortage memory inference training evaluation " +
  "reasoning context window token robot fleet revenue profit earnings quarter guidance forecast shares"
).split(" ");
const TONE = (
  "great excellent impressive strong record win love breakthrough faster better safe " +
  "bad terrible failure worried dangerous angry weak loss slower worse risky disappointing"
).split(" ");
const FILLER = (
  "the company said on its blog that the move follows months of work while analysts expect more details in the " +
  "coming weeks and users reacted with a mix of excitement and concern according to people familiar with the plans"
).split(" ");
const NAMES =
  "Nvidia OpenAI Mistral Qwen Anthropic Google Meta Apple Microsoft Cerebras Forgecode DeepMind".split(" ");

async function makeInput(n) {
  const { BUILT_IN_ROSTER } = await import(dist("sources/roster.js"));
  const rand = rng(7);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (k) =>
    Array.from({ length: k }, () => (rand() < 0.08 ? pick(TONE) : pick(rand() < 0.5 ? WORDS : FILLER)));
  const now = new Date("2026-11-22T08:00:04.512Z");
  const engaged = new Set([
    "hackernews",
    "lobsters",
    "reddit-machinelearning",
    "reddit-localllama",
    "reddit-artificial",
    "github",
    "hf-papers",
    "hf-models",
    "polymarket",
    "devto",
    "stackexchange",
    "mastodon",
  ]);
  const narrativeCount = Math.round(n * NARRATIVES_PER_ITEM);
  const items = [];
  const members = Array.from({ length: narrativeCount }, () => []);
  for (let id = 1; id <= n; id++) {
    const src = BUILT_IN_ROSTER[id % BUILT_IN_ROSTER.length];
    const title = `${pick(NAMES)} ${words(7 + Math.floor(rand() * 6)).join(" ")}`;
    const sentence = () => {
      const s = words(14 + Math.floor(rand() * 10)).join(" ");
      return `${s[0].toUpperCase()}${s.slice(1)}.`;
    };
    const content = Array.from({ length: 5 }, sentence).join(" ").slice(0, 1000);
    const at = new Date(now.getTime() - Math.floor(rand() * 20 * 3600_000));
    const dup = rand() < 0.05 && id > 1;
    items.push({
      id,
      source: src.id,
      sourceId: `s${id}`,
      title,
      content,
      url: `https://example.com/${src.id}/${id}`,
      author: undefined,
      engagement: engaged.has(src.id)
        ? { metric: "points", value: Math.floor(rand() * 1000), score: 0 }
        : undefined,
      publishedAt: at,
      publishedAtKnown: true,
      fetchedAt: at,
      domain: src.domain,
      storyId: dup ? Math.max(1, id - 20) : id,
      alsoSeenIn: [],
      firstSeenAt: at,
    });
    if (rand() < 0.6) members[Math.floor(rand() * narrativeCount)].push(id);
  }
  // Percentile of the value within each source, as the collector computes it.
  const bySource = new Map();
  for (const it of items)
    if (it.engagement) bySource.set(it.source, [...(bySource.get(it.source) ?? []), it]);
  for (const list of bySource.values()) {
    list.sort((a, b) => a.engagement.value - b.engagement.value || a.id - b.id);
    list.forEach((it, k) => {
      it.engagement.score = list.length > 1 ? Math.round((k / (list.length - 1)) * 100) / 100 : 1;
    });
  }
  const stages = ["emerging", "building", "peak", "fading"];
  const narratives = members.map((itemIds, k) => {
    const momentum = Math.round(rand() * 100) / 100;
    return {
      id: k + 1,
      status: "active",
      mergedInto: undefined,
      title: `${pick(NAMES)} ${words(6).join(" ")}`,
      summary: `${words(18).join(" ")}. ${words(16).join(" ")}.`,
      stage: pick(stages),
      momentum,
      components: {
        volume: rand(),
        acceleration: rand(),
        diversity: rand(),
        engagement: rand(),
        recency: rand(),
      },
      peakMomentum: momentum,
      peakAt: undefined,
      firstSeenAt: new Date(now.getTime() - 72 * 3600_000),
      lastSeenAt: now,
      itemCount: itemIds.length + 10,
      lifecycle: [],
      drivingSources: [],
      itemIds,
    };
  });
  narratives.sort((a, b) => b.momentum - a.momentum || a.id - b.id);
  const sources = BUILT_IN_ROSTER.map((s) => ({ id: s.id, name: s.name, domain: s.domain }));
  return { slotStart: new Date("2026-11-22T08:00:00Z"), now, items, narratives, sources };
}

async function child(n) {
  const { createOfflineEngine } = await import(dist("digest/engine/offline/offline-engine.js"));
  const { buildSkeleton } = await import(dist("digest/engine/offline/build-skeleton.js"));
  const input = await makeInput(n);
  global.gc?.();
  const inputRssMB = Math.round(process.memoryUsage().rss / 2 ** 20);
  const engine = createOfflineEngine();
  let t0 = performance.now();
  const draft = await engine.synthesize(input);
  const coldMs = performance.now() - t0;
  const coldPeakRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
  t0 = performance.now();
  const again = await engine.synthesize(input);
  const warmMs = performance.now() - t0;
  t0 = performance.now();
  buildSkeleton(input);
  const skeletonMs = performance.now() - t0;
  const json = JSON.stringify(draft);
  return {
    n,
    narratives: input.narratives.length,
    coldMs: Math.round(coldMs),
    warmMs: Math.round(warmMs),
    skeletonMs: Math.round(skeletonMs),
    coldPeakRssMB,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    inputRssMB,
    outputKB: Math.round(json.length / 1024),
    identical: json === JSON.stringify(again),
    signals: draft.signals.length,
    sourcesUsed: draft.sourcesUsed.length,
    sentiment: `${draft.sentiment.overall} ${draft.sentiment.confidence}`,
  };
}

if (process.argv[2] === "--child") {
  const result = await child(Number(process.argv[3]));
  if (process.send) process.send(result);
  else out(JSON.stringify(result));
} else {
  out("Offline digest synthesis benchmark (bench/digest-offline.mjs)");
  out(`${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} (${cpus().length} CPUs)`);
  out(
    `load average before: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  out();
  const rows = [];
  for (const config of CONFIGS) {
    for (const n of SIZES) {
      const result = await new Promise((resolve, reject) => {
        const c = fork(fileURLToPath(import.meta.url), ["--child", String(n)], {
          stdio: "inherit",
          execArgv: ["--expose-gc", ...FLAG_SETS[config]],
        });
        c.once("message", resolve);
        c.once("exit", (code) => (code ? reject(new Error(`size ${n} exited with ${code}`)) : undefined));
      });
      rows.push({ ...result, config });
    }
  }
  out(
    "| node flags | items | narratives | cold (model load incl.) | warm | skeleton (warm) | peak RSS, first synthesis | peak RSS, all calls | RSS of the input alone | output | same output twice |",
  );
  out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const flags = FLAG_SETS[r.config].join(" ") || "(default)";
    out(
      `| ${flags} | ${r.n.toLocaleString("en")} | ${r.narratives} | ${r.coldMs} ms | ${r.warmMs} ms | ${r.skeletonMs} ms | ${r.coldPeakRssMB} MB | ${r.peakRssMB} MB | ${r.inputRssMB} MB | ${r.outputKB} KB | ${r.identical ? "yes" : "NO"} |`,
    );
  }
  const ten = rows.find((r) => r.n === 10_000 && r.config === "default");
  out();
  if (ten) {
    const ok = ten.coldMs < 3000 && ten.coldPeakRssMB < 300;
    out(
      ok
        ? "10,000-item target met: < 3 s (cold) and < 300 MB peak RSS"
        : "10,000-item TARGET NOT MET (< 3 s, < 300 MB)",
    );
  }
}
