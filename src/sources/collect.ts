import { randomUUID } from "node:crypto";
import { planDedup } from "./dedup.js";
import type { Fetcher, Validators } from "./fetch/index.js";
import { normalizeItems, scoreEngagement } from "./normalize.js";
import { REPLAY_HEADER } from "./replay.js";
import type { ResolvedSource } from "./roster-file.js";
import type { ContentStore, SourceRun } from "./store.js";
import { type AdapterContext, type ContentItem, ParseError, type SourceRequest } from "./types.js";

/** Near-duplicates and re-sightings are looked for among the items of the last week. */
export const DEDUP_WINDOW_MS = 7 * 86_400_000;

export type CollectStore = Pick<
  ContentStore,
  "itemKeysSince" | "saveItems" | "validators" | "saveValidators" | "pruneItems" | "recordCollection"
>;

export interface CollectDeps {
  store: CollectStore;
  sources: readonly ResolvedSource[];
  fetcher: Fetcher;
  mode: "live" | "replay";
  contact?: string | undefined;
  secrets?: Readonly<Record<string, string | undefined>>;
  retentionDays: number;
  now?: () => Date;
  /** Replay: how far to move recorded dates forward. */
  shiftMs?: number;
  onProgress?: (event: CollectProgress) => void;
}

export type CollectProgress =
  | { kind: "start"; runId: string; sources: number; mode: "live" | "replay" }
  | {
      kind: "source";
      source: string;
      name: string;
      status: SourceRun["status"];
      items: number;
      ms: number;
      error?: string;
    }
  | {
      kind: "saved";
      newItems: number;
      refreshed: number;
      alsoSeen: number;
      nearDuplicates: number;
      pruned: number;
      ms: number;
    };

export interface CollectResult {
  runId: string;
  mode: "live" | "replay";
  startedAt: Date;
  finishedAt: Date;
  ms: number;
  sources: SourceRun[];
  /** Sources that answered (200 or 304): what the digest's minimum-sources rule counts. */
  answered: string[];
  newItems: number;
  /** Ids of the items stored by this run. */
  newItemIds: number[];
  refreshed: number;
  alsoSeen: number;
  nearDuplicates: number;
  pruned: number;
}

interface SourceOutcome {
  run: SourceRun;
  items: ContentItem[];
  validators: { url: string; validators: Validators }[];
}

/**
 * One collection run: every source at once (the fetcher spaces requests per host), each source's failure kept to
 * itself, then normalisation, dedup and one transactional save. Sources never throw out of here; a store failure does.
 */
export async function collect(deps: CollectDeps): Promise<CollectResult> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const runId = randomUUID();
  deps.onProgress?.({ kind: "start", runId, sources: deps.sources.length, mode: deps.mode });

  const outcomes = await Promise.all(deps.sources.map((s) => collectSource(s, deps, now)));

  const saveStart = Date.now();
  const items = outcomes.flatMap((o) => o.items);
  const keys = await deps.store.itemKeysSince(new Date(startedAt.getTime() - DEDUP_WINDOW_MS));
  const { decisions, stats } = planDedup(keys, items);
  const saved = await deps.store.saveItems(decisions);
  const newBySource = new Map<string, number>();
  for (const d of decisions)
    if (d.kind === "insert") newBySource.set(d.item.source, (newBySource.get(d.item.source) ?? 0) + 1);
  // Validators only after the items are safely stored: a later 304 must never skip data we failed to keep.
  await deps.store.saveValidators(
    outcomes.flatMap((o) => o.validators.map((v) => ({ ...v, at: startedAt }))),
  );
  const pruned = await deps.store.pruneItems(new Date(startedAt.getTime() - deps.retentionDays * 86_400_000));

  const runs = outcomes.map((o) => ({ ...o.run, newItems: newBySource.get(o.run.source) ?? 0 }));
  const finishedAt = now();
  const answered = runs.filter((r) => r.status === "ok" || r.status === "not_modified").map((r) => r.source);
  await deps.store.recordCollection(
    {
      id: runId,
      mode: deps.mode,
      startedAt,
      finishedAt,
      sourcesOk: answered.length,
      sourcesFailed: runs.length - answered.length,
      newItems: saved.inserted.length,
    },
    runs,
  );
  deps.onProgress?.({
    kind: "saved",
    newItems: saved.inserted.length,
    refreshed: saved.refreshed,
    alsoSeen: stats.alsoSeen,
    nearDuplicates: stats.nearDuplicates,
    pruned,
    ms: Date.now() - saveStart,
  });
  return {
    runId,
    mode: deps.mode,
    startedAt,
    finishedAt,
    ms: finishedAt.getTime() - startedAt.getTime(),
    sources: runs,
    answered,
    newItems: saved.inserted.length,
    newItemIds: saved.inserted,
    refreshed: saved.refreshed,
    alsoSeen: stats.alsoSeen,
    nearDuplicates: stats.nearDuplicates,
    pruned,
  };
}

async function collectSource(
  src: ResolvedSource,
  deps: CollectDeps,
  now: () => Date,
): Promise<SourceOutcome> {
  const at = now();
  const t0 = performance.now();
  const { spec, adapter, settings } = src;
  const ctx: AdapterContext = {
    contact: deps.contact,
    secrets: deps.secrets ?? {},
    now: at,
    backoff: () => {},
  };
  const items: ContentItem[] = [];
  const validators: SourceOutcome["validators"] = [];
  const errors: string[] = [];
  let answered = 0;
  let fresh = 0;

  let requests: SourceRequest[] = [];
  try {
    requests = adapter.requests(settings, ctx);
  } catch {
    errors.push("could not build its requests from the settings");
  }
  for (const [i, request] of requests.entries()) {
    const req =
      deps.mode === "replay"
        ? { ...request, headers: { ...request.headers, [REPLAY_HEADER]: `${spec.id}/${i}` } }
        : request;
    ctx.backoff = (ms) => deps.fetcher.backoff(request.url, ms);
    const outcome = await deps.fetcher.fetch(req, {
      timeoutMs: src.timeoutMs,
      minIntervalMs: src.minIntervalMs,
    });
    if (outcome.kind === "error") {
      errors.push(outcome.reason);
      continue;
    }
    answered++;
    if (outcome.kind === "not_modified") continue;
    try {
      const raw = adapter.parse(outcome.res, settings, ctx);
      const fetchedAt = now();
      items.push(
        ...normalizeItems(raw, spec, { baseUrl: outcome.res.url, fetchedAt, shiftMs: deps.shiftMs ?? 0 }),
      );
      fresh++;
      if (outcome.validators) validators.push({ url: request.url, validators: outcome.validators });
    } catch (e) {
      answered--;
      // Adapter messages are ours (ParseError); anything else is a bug and stays out of health output.
      errors.push(
        e instanceof ParseError ? `parse error: ${e.message}`.slice(0, 200) : "adapter failed on the body",
      );
    }
  }
  scoreEngagement(items);
  const unique = dedupeWithinSource(items);
  const status: SourceRun["status"] = answered === 0 ? "failed" : fresh === 0 ? "not_modified" : "ok";
  const ms = performance.now() - t0;
  const error = errors.length ? errors.join("; ").slice(0, 300) : undefined;
  deps.onProgress?.({
    kind: "source",
    source: spec.id,
    name: spec.name,
    status,
    items: unique.length,
    ms: Math.round(ms),
    ...(error ? { error } : {}),
  });
  return {
    run: { source: spec.id, status, at, latencyMs: ms, items: unique.length, newItems: 0, error },
    items: unique,
    validators,
  };
}

/** A source with several feeds (lab blogs) can list one post twice; keep the first. */
function dedupeWithinSource(items: ContentItem[]): ContentItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    if (seen.has(i.sourceId)) return false;
    seen.add(i.sourceId);
    return true;
  });
}
