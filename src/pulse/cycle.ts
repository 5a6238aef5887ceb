import { randomUUID } from "node:crypto";
import type { ContentStore } from "../sources/store.js";
import type { SourceDomain, StoredContentItem } from "../sources/types.js";
import { buildPulseDigest, type DigestNarrative, hourKey } from "./digest.js";
import type { EngineItem, NarrativeRecord, Stage } from "./engine/types.js";
import type { PulseStore } from "./store.js";
import type { StoredChanges } from "./stored-narrative.js";
import type { EngineHost } from "./worker/engine-host.js";

/**
 * One Pulse cycle: new content items → the narrative engine (in batches, each persisted in its own transaction) →
 * the time step (momentum, stage, archiving) → the hour's pulse digest. The engine's state is loaded from the store
 * once per process and then kept where the engine runs (a worker thread); it is reloaded whenever the store's copy
 * may have moved without us (another process ran a cycle) or a failure may have left the two apart.
 */

/** The persisted cursor (`pulseCursor`) tells whether another process ingested since our last save. */
export interface CycleStore extends PulseStore, Pick<ContentStore, "itemsSince"> {}

/** pino-compatible. */
export interface CycleLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type CycleStage = "load" | "ingest" | "tick" | "digest";

export type CycleProgress =
  | { stage: "load"; reloaded: boolean; narratives: number; cursor: number; ms: number }
  | { stage: "ingest"; batch: number; items: number; total: number; cursor: number; ms: number }
  | { stage: "tick"; narratives: number; stageChanges: number; archived: number; ms: number }
  | { stage: "digest"; digestId: number | null; reason: DigestOutcome; items: number; ms: number };

export type DigestOutcome = "published" | "no_new_items" | "already_published";

export interface CycleSummary {
  runId: string;
  at: Date;
  itemsIngested: number;
  batches: number;
  narratives: { new: number; updated: number; merged: number; archived: number };
  stageChanges: number;
  digestId: number | null;
  digest: DigestOutcome;
  ms: Record<CycleStage | "total", number>;
}

export interface PulseCycleDeps {
  store: CycleStore;
  engine: EngineHost;
  logger: CycleLogger;
  now?: () => Date;
  /** Items per engine batch (and per transaction). */
  batchSize?: number;
}

export interface RunOptions {
  onProgress?: (p: CycleProgress) => void;
  runId?: string;
}

export interface PulseCycle {
  /** Runs one cycle; calls made while one runs wait for it and then run their own. */
  run(opts?: RunOptions): Promise<CycleSummary>;
  /** The next cycle reloads the engine state from the store (another process may have written it since). */
  forget(): void;
  close(): Promise<void>;
}

export const DEFAULT_BATCH_SIZE = 2_000;
/** The digest looks at most an hour back, and at most this many of that hour's items. */
export const DIGEST_WINDOW_MS = 3_600_000;
export const DIGEST_MAX_ITEMS = 10_000;
/** Leaders by momentum the digest considers beside the narratives the hour touched. */
const DIGEST_LEADERS = 5;
/** Narratives read back one by one for a digest, at most (the rest of a very busy hour goes unnamed). */
const DIGEST_LOOKUPS = 50;

export function toEngineItem(i: StoredContentItem): EngineItem {
  return {
    id: i.id,
    storyId: i.storyId,
    source: i.source,
    domain: i.domain,
    title: i.title,
    content: i.content,
    url: i.url,
    publishedAt: i.publishedAt,
    firstSeenAt: i.firstSeenAt,
    engagementScore: i.engagement?.score,
  };
}

interface Known {
  momentum: number;
  stage: Stage;
  title: string;
}

/** What one cycle changed, folded over its batches. */
class CycleChanges {
  readonly records = new Map<number, NarrativeRecord>();
  readonly merges: { from: number; into: number }[] = [];
  stageChanges = 0;

  add(c: StoredChanges, known: ReadonlyMap<number, Known>): void {
    for (const n of c.narratives) this.records.set(n.record.id, n.record);
    for (const m of c.merges) this.merges.push({ from: m.from, into: m.into });
    // A new narrative's first entry is its birth, not a change.
    this.stageChanges += c.lifecycle.filter((l) => known.has(l.narrativeId)).length;
  }
}

/**
 * Item → narrative of the items ingested since the last digest, kept across cycles (an hour's items can arrive in
 * several cycles), with the merges since, so an item counts for the narrative that absorbed its own.
 */
class PendingAssignments {
  private readonly narrativeOf = new Map<number, number>();
  private readonly mergedInto = new Map<number, number>();

  add(c: StoredChanges): void {
    for (const a of c.assignments) this.narrativeOf.set(a.itemId, a.narrativeId);
    for (const m of c.merges) this.mergedInto.set(m.from, m.into);
  }

  /** Follows merges to the surviving narrative (guarded against a cycle in bad data). */
  survivor(id: number): number {
    let cur = id;
    for (let hops = 0; hops < 64; hops++) {
      const into = this.mergedInto.get(cur);
      if (into === undefined) return cur;
      cur = into;
    }
    return cur;
  }

  resolved(): Map<number, number> {
    return new Map([...this.narrativeOf].map(([item, n]) => [item, this.survivor(n)]));
  }

  clear(): void {
    this.narrativeOf.clear();
    this.mergedInto.clear();
  }
}

export function createPulseCycle(deps: PulseCycleDeps): PulseCycle {
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const { store, engine, logger } = deps;

  // What this process believes the store holds; `loaded` false means "ask the store again".
  let loaded = false;
  let cursor = 0;
  const known = new Map<number, Known>();
  const pending = new PendingAssignments();
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<{ reloaded: boolean }> {
    if (loaded) {
      const stored = (await store.pulseCursor()) ?? 0;
      if (stored === cursor) return { reloaded: false };
    }
    const state = await store.loadEngineState();
    await engine.init(state);
    cursor = state?.cursor ?? 0;
    known.clear();
    for (const n of state?.narratives ?? []) remember(n.record);
    loaded = true;
    return { reloaded: true };
  }

  function remember(r: NarrativeRecord): void {
    if (r.status === "active") known.set(r.id, { momentum: r.momentum, stage: r.stage, title: r.title });
    else known.delete(r.id);
  }

  async function runOnce(opts: RunOptions): Promise<CycleSummary> {
    const runId = opts.runId ?? randomUUID();
    const at = now();
    const ms = { load: 0, ingest: 0, tick: 0, digest: 0, total: 0 };
    const started = performance.now();
    const log = (stage: CycleStage, fields: object) =>
      logger.info({ runId, stage, ms: ms[stage], ...fields }, "pulse cycle stage");
    const progress = (p: CycleProgress) => opts.onProgress?.(p);

    let t = performance.now();
    let stage: CycleStage = "load";
    try {
      const { reloaded } = await load();
      ms.load = Math.round(performance.now() - t);
      log("load", { reloaded, narratives: known.size, cursor });
      progress({ stage: "load", reloaded, narratives: known.size, cursor, ms: ms.load });

      const before = new Map(known);
      const changes = new CycleChanges();
      let ingested = 0;
      let batches = 0;
      stage = "ingest";
      t = performance.now();
      for (;;) {
        const bt = performance.now();
        const rows = await store.itemsAfter(cursor, batchSize);
        if (!rows.length) break;
        const c = await engine.ingest(rows.map(toEngineItem), at);
        if (c.cursor <= cursor) throw new Error(`engine cursor did not advance past ${cursor}`);
        // Fenced: if another process saved since we loaded, this throws and the next run reloads.
        await store.savePulseChanges(c, { expectCursor: cursor });
        cursor = c.cursor;
        changes.add(c, before);
        pending.add(c);
        for (const n of c.narratives) remember(n.record);
        ingested += rows.length;
        batches++;
        progress({
          stage: "ingest",
          batch: batches,
          items: rows.length,
          total: ingested,
          cursor,
          ms: Math.round(performance.now() - bt),
        });
        if (rows.length < batchSize) break;
      }
      ms.ingest = Math.round(performance.now() - t);
      log("ingest", { items: ingested, batches, cursor });

      stage = "tick";
      t = performance.now();
      const ticked = await engine.tick(at);
      await store.savePulseChanges(ticked, { expectCursor: cursor });
      cursor = ticked.cursor;
      changes.add(ticked, before);
      pending.add(ticked);
      for (const n of ticked.narratives) remember(n.record);
      ms.tick = Math.round(performance.now() - t);

      const counts = countChanges(changes, before);
      log("tick", { ...counts, stageChanges: changes.stageChanges });
      progress({
        stage: "tick",
        narratives: known.size,
        stageChanges: changes.stageChanges,
        archived: counts.archived,
        ms: ms.tick,
      });

      stage = "digest";
      t = performance.now();
      const digest = await publishDigest(at, changes, before);
      ms.digest = Math.round(performance.now() - t);
      log("digest", { digestId: digest.id, outcome: digest.outcome, items: digest.items });
      progress({
        stage: "digest",
        digestId: digest.id,
        reason: digest.outcome,
        items: digest.items,
        ms: ms.digest,
      });

      ms.total = Math.round(performance.now() - started);
      return {
        runId,
        at,
        itemsIngested: ingested,
        batches,
        narratives: counts,
        stageChanges: changes.stageChanges,
        digestId: digest.id,
        digest: digest.outcome,
        ms,
      };
    } catch (err) {
      // The engine may now be ahead of (or behind) what the store kept: start the next cycle from the store.
      if (stage !== "digest") loaded = false;
      logger.warn({ runId, stage, err }, "pulse cycle failed");
      throw err;
    }
  }

  async function publishDigest(
    at: Date,
    changes: CycleChanges,
    before: ReadonlyMap<number, Known>,
  ): Promise<{ id: number | null; outcome: DigestOutcome; items: number }> {
    const hour = hourKey(at);
    const [previous] = await store.pulseDigests({ limit: 1 });
    if (previous && hourKey(new Date(previous.createdAt)) === hour) {
      return { id: null, outcome: "already_published", items: 0 };
    }
    // Items first seen since the previous digest, at most an hour back: each item is reported once.
    const floor = at.getTime() - DIGEST_WINDOW_MS;
    const since = previous ? Math.max(floor, Date.parse(previous.createdAt) + 1) : floor;
    const items = (await store.itemsSince({ since: new Date(since), limit: DIGEST_MAX_ITEMS })).filter(
      (i) => i.firstSeenAt.getTime() <= at.getTime(),
    );
    if (!items.length) {
      pending.clear();
      return { id: null, outcome: "no_new_items", items: 0 };
    }

    const leaders = await store.activeNarratives(DIGEST_LEADERS);
    const narratives = new Map<number, DigestNarrative>();
    for (const r of [...changes.records.values(), ...leaders]) narratives.set(r.id, digestNarrative(r));
    const narrativeOf = pending.resolved();
    // Narratives fed by an earlier cycle of this window and untouched since: read back from the store.
    const inWindow = new Set(items.map((i) => i.id));
    const missing = [...new Set([...narrativeOf].filter(([item]) => inWindow.has(item)).map(([, n]) => n))]
      .filter((id) => !narratives.has(id))
      .slice(0, DIGEST_LOOKUPS);
    for (const id of missing) {
      const r = await store.narrativeById(id);
      if (r) narratives.set(r.id, digestNarrative(r));
    }

    const draft = buildPulseDigest({
      now: at,
      items: items.map((i) => ({ id: i.id, source: i.source, domain: i.domain satisfies SourceDomain })),
      narrativeOf,
      narratives,
      before,
      leaders: leaders.map((l) => l.id),
      merges: changes.merges,
    });
    if (!draft) return { id: null, outcome: "no_new_items", items: 0 };
    const { inserted, id } = await store.insertPulseDigest(hour, draft);
    if (inserted) pending.clear();
    return inserted && id !== undefined
      ? { id, outcome: "published", items: items.length }
      : { id: null, outcome: "already_published", items: items.length };
  }

  return {
    run(opts = {}) {
      const next = queue.then(
        () => runOnce(opts),
        () => runOnce(opts),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    forget() {
      loaded = false;
    },
    close: () => engine.close(),
  };
}

function digestNarrative(r: NarrativeRecord): DigestNarrative {
  return { id: r.id, title: r.title, stage: r.stage, momentum: r.momentum, status: r.status };
}

function countChanges(changes: CycleChanges, before: ReadonlyMap<number, Known>) {
  let created = 0;
  let updated = 0;
  let archived = 0;
  for (const r of changes.records.values()) {
    if (!before.has(r.id)) created++;
    else updated++;
    if (r.status === "archived") archived++;
  }
  return { new: created, updated, merged: changes.merges.length, archived };
}
