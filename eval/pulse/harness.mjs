// Shared by the evaluation scripts: loads the labelled items, replays them through the engine as the collector
// would deliver them, and clusters them with the TF-IDF + k-means baseline. Imports the compiled engine from dist/
// (run `npm run build` first; `npm run eval:pulse` does).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dist = (p) => new URL(`../../dist/src/pulse/engine/${p}`, import.meta.url).href;
const { NarrativeEngine } = await import(dist("engine.js"));
const { extractFeatures } = await import(dist("features.js"));
const { DocumentFrequencies, weigh } = await import(dist("vectors.js"));
const { kmeans } = await import(dist("kmeans.js"));
export const metrics = await import(dist("metrics.js"));

export const ITEMS_PATH = fileURLToPath(new URL("items.jsonl", import.meta.url));
const HOUR = 3_600_000;

/**
 * The labelled items in collection order: by publication time (ties by file id), renumbered 1..n as the store
 * would number them. `firstSeenAt` is the end of the hour the item was published in (the collector's run that
 * picked it up); `engagementScore` is the item's percentile of engagement within its source.
 */
export function loadItems(path = ITEMS_PATH) {
  const raw = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  raw.sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id);
  const bySource = new Map();
  for (const r of raw) {
    if (r.engagement) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r.engagement.value]);
  }
  return raw.map((r, i) => {
    const published = new Date(r.publishedAt);
    const values = bySource.get(r.source) ?? [];
    const below = r.engagement ? values.filter((v) => v < r.engagement.value).length : 0;
    return {
      label: r.story,
      fileId: r.id,
      item: {
        id: i + 1,
        storyId: i + 1,
        source: r.source,
        domain: r.domain,
        title: r.title,
        content: r.content ?? "",
        url: r.url,
        publishedAt: published,
        firstSeenAt: new Date(Math.floor(published.getTime() / HOUR) * HOUR + HOUR),
        engagementScore: r.engagement && values.length > 1 ? below / (values.length - 1) : undefined,
      },
    };
  });
}

/**
 * Feeds the items to `engine` hour by hour as the service does: each hour, the items first seen then are ingested,
 * then the engine ticks (archiving, re-clustering). `record` sees every change object. Returns, per item, the
 * narrative it ended in (following merges). Shared by run.mjs's scoring and assignments.mjs's hashes.
 */
export function replayHours(engine, rows, record = () => {}) {
  const owner = new Map();
  const into = new Map();
  const track = (changes) => {
    for (const a of changes.assignments) owner.set(a.itemId, a.narrativeId);
    for (const m of changes.merges) into.set(m.from, m.into);
    record(changes);
  };
  const first = rows[0].item.firstSeenAt.getTime();
  const last = rows[rows.length - 1].item.firstSeenAt.getTime();
  let next = 0;
  for (let t = first; t <= last; t += HOUR) {
    const batch = [];
    while (next < rows.length && rows[next].item.firstSeenAt.getTime() <= t) batch.push(rows[next++].item);
    const now = new Date(t);
    if (batch.length) track(engine.ingest(batch, now));
    track(engine.tick(now));
  }
  const follow = (id) => (into.has(id) ? follow(into.get(id)) : id);
  return rows.map((r) => follow(owner.get(r.item.id)));
}

/** Replays the items through a new engine (`replayHours`); also counts merges and keeps each narrative's title. */
export function runEngine(rows, opts = {}) {
  const engine = new NarrativeEngine(undefined, opts);
  const titles = new Map();
  let merges = 0;
  const clusters = replayHours(engine, rows, (changes) => {
    merges += changes.merges.length;
    for (const n of changes.narratives) titles.set(n.record.id, n.record.title);
  });
  return { clusters, merges, titles, engine };
}

/** TF-IDF (the engine's own features, IDF over the whole set) + k-means++ with `k` clusters. */
export function runBaseline(rows, k, { seed = 1, restarts = 10, maxIterations = 100 } = {}) {
  const counts = rows.map((r) => extractFeatures(r.item.title, r.item.content));
  const dfs = new DocumentFrequencies();
  for (const c of counts) dfs.add(c.keys());
  const vocab = new Map();
  const matrix = counts.map((c) => {
    const v = weigh(c, dfs);
    const index = [];
    const value = [];
    for (const [t, w] of v) {
      if (!vocab.has(t)) vocab.set(t, vocab.size);
      index.push(vocab.get(t));
      value.push(w);
    }
    return { index, value };
  });
  return kmeans(matrix, { k, dim: vocab.size, seed, restarts, maxIterations });
}

export function score(predicted, truth) {
  const b = metrics.bcubed(predicted, truth);
  return { ...b, nmi: metrics.nmi(predicted, truth), ari: metrics.ari(predicted, truth) };
}

/** The labels, each story cut into segments wherever 48 h passed without an item: the archive rule's ceiling. */
export function archiveCeiling(rows) {
  const last = new Map();
  const segment = new Map();
  return rows.map((r) => {
    const t = r.item.firstSeenAt.getTime();
    if (!last.has(r.label) || t - last.get(r.label) >= 48 * HOUR)
      segment.set(r.label, (segment.get(r.label) ?? 0) + 1);
    last.set(r.label, t);
    return `${r.label}#${segment.get(r.label)}`;
  });
}
