// What a Pulse cycle costs the gateway's event loop: worker thread vs the same cycle on the main thread.
// Run: npm run build && node bench/pulse-cycle.mjs   (imports the compiled service from dist/)
//
// For each mode a fresh server (temp SQLite file, scheduler off, embedded Pulse upstream on a free port) gets
// BENCH_ITEMS synthetic items (default 20,000; 80 stories told by 12 sources) and runs one Pulse cycle, while
// - a 10 ms interval timer records how late each of its ticks fires (the main thread's event-loop delay), and
// - a client in the same process asks the gateway's /health every 50 ms and records each latency.
// Reported: cycle time per stage, items/s of the whole cycle, event-loop delay p50/p99/max, /health p50/p99/max.
// "worker" is what `npm start` runs; "in-thread" is the same engine on the main thread, for contrast.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, machineInfo, percentile, table } from "./common.mjs";
import { rng } from "./rng.mjs";

const { loadConfig } = await import("../dist/src/config/index.js");
const { createLogger } = await import("../dist/src/log/logger.js");
const { startServer } = await import("../dist/src/main.js");
const { createPulseCycle } = await import("../dist/src/pulse/cycle.js");
const { createEngineHost } = await import("../dist/src/pulse/worker/engine-host.js");

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const out = (s = "") => process.stdout.write(`${s}\n`);

const ENTITIES =
  "Nvidia Anthropic OpenAI Mistral Google Meta Microsoft Apple Amazon Tesla Samsung Intel AMD Qualcomm Oracle Databricks Cohere Perplexity Huawei Baidu Alibaba Stripe Coinbase Palantir Arm".split(
    " ",
  );
const TOPICS = [
  "export controls",
  "chip shortage",
  "funding round",
  "antitrust probe",
  "model release",
  "price cut",
  "data center",
  "open weights",
  "safety report",
  "earnings call",
  "layoffs",
  "acquisition talks",
  "copyright lawsuit",
  "inference costs",
  "robotics lab",
  "quantum processor",
];
const VERBS = "announces faces expands delays confirms denies unveils plans wins loses".split(" ");
const FILLER = [
  "analysts say",
  "according to people familiar",
  "the company said on Tuesday",
  "in a filing",
  "shares moved",
  "investors reacted",
  "regulators are watching",
];
const SOURCES = [
  ["hn", "dev"],
  ["lobsters", "dev"],
  ["reddit-ml", "ai-research"],
  ["arxiv", "ai-research"],
  ["techcrunch", "ai-business"],
  ["venturebeat", "ai-business"],
  ["reuters-tech", "markets"],
  ["sec-edgar", "markets"],
  ["polymarket", "markets"],
  ["federal-register", "policy"],
  ["eu-press", "policy"],
  ["mastodon", "community"],
];

/** Insert decisions for the content store: ITEMS items over the last 45 minutes. */
function decisions(now) {
  const r = rng(7);
  const pick = (l) => l[Math.floor(r() * l.length)];
  return Array.from({ length: ITEMS }, (_, i) => {
    const s = Math.floor(r() * 80);
    const [a, b, topic] = [
      ENTITIES[s % ENTITIES.length],
      ENTITIES[(s * 7 + 3) % ENTITIES.length],
      TOPICS[s % TOPICS.length],
    ];
    const [source, domain] = pick(SOURCES);
    const at = new Date(now.getTime() - 45 * 60_000 + Math.floor((45 * 60_000 * i) / ITEMS));
    const title = `${a} ${pick(VERBS)} ${topic} with ${b} project${s}`;
    return {
      kind: "insert",
      item: {
        source,
        sourceId: `${source}-${i}`,
        title,
        content: `${a} and ${b} ${topic}: ${pick(FILLER)}. The project${s} ${topic} ${pick(FILLER)}.`,
        url: `https://example.com/${source}/${i}`,
        author: undefined,
        engagement: { metric: "points", value: i % 100, score: (i % 100) / 100 },
        publishedAt: at,
        publishedAtKnown: true,
        fetchedAt: at,
        domain,
      },
      titleKey: title.toLowerCase(),
      simhash: i.toString(16).padStart(16, "0"),
    };
  });
}

async function scenario(mode) {
  const dir = mkdtempSync(join(tmpdir(), "intel-bench-pulse-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    LOG_LEVEL: "silent",
    RATE_LIMIT_FREE: "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
    PULSE_PORT: "0",
    SCHEDULER: "off",
    // The built-in roster enables sec-edgar, which needs a contact to start live (nothing is collected here).
    OPERATOR_CONTACT: "bench@intel-digest.invalid",
  });
  const server = await startServer(config, createLogger("silent"));
  try {
    await server.store.saveItems(decisions(new Date()));
    const cycle =
      mode === "worker"
        ? server.pulse.cycle
        : createPulseCycle({
            store: server.store,
            engine: createEngineHost({ inThread: true }),
            logger: { info() {}, warn() {} },
          });
    const health = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const t = performance.now();
        await (await fetch(`${server.url}/health`)).arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const lags = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      lags.push(Math.max(0, now - last - 10));
      last = now;
    }, 10);
    const t = performance.now();
    const summary = await cycle.run();
    const wall = performance.now() - t;
    clearInterval(ticker);
    lags.push(Math.max(0, performance.now() - last - 10));
    lags.sort((a, b) => a - b);
    running = false;
    await probe;
    if (mode !== "worker") await cycle.close();
    health.sort((a, b) => a - b);
    return {
      mode,
      summary,
      wall,
      loop: { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) },
      health: {
        n: health.length,
        p50: percentile(health, 50),
        p99: percentile(health, 99),
        max: health.at(-1),
      },
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

out(`Pulse cycle of ${ITEMS.toLocaleString("en")} new items: event loop and /health while it runs`);
out(JSON.stringify(machineInfo()));
const results = [];
for (const mode of ["worker", "in-thread"]) results.push(await scenario(mode));
out(
  table(
    [
      "engine",
      "cycle s",
      "items/s",
      "load/ingest/tick/digest ms",
      "loop delay p50/p99/max ms",
      "/health n",
      "/health p50/p99/max ms",
    ],
    results.map((r) => [
      r.mode,
      fmt(r.wall / 1000, 2),
      fmt(ITEMS / (r.wall / 1000), 0),
      `${r.summary.ms.load}/${r.summary.ms.ingest}/${r.summary.ms.tick}/${r.summary.ms.digest}`,
      `${fmt(r.loop.p50)}/${fmt(r.loop.p99)}/${fmt(r.loop.max)}`,
      String(r.health.n),
      `${fmt(r.health.p50)}/${fmt(r.health.p99)}/${fmt(r.health.max)}`,
    ]),
  ),
);
