import { randomUUID } from "node:crypto";
import type { NarrativeRecord } from "../pulse/engine/types.js";
import type { PulseStore, SourceCount } from "../pulse/store.js";
import type { ContentStore } from "../sources/store.js";
import type { StoredContentItem } from "../sources/types.js";
import type { DigestEngine, DigestInput, DigestNarrativeInput, DigestSourceInfo } from "./engine/types.js";
import { MasterDigest } from "./schema.js";
import { slotId, slotKey, slotStart } from "./slot.js";
import type { DigestRunStore, DigestStore } from "./store.js";

/** A cycle's input reaches back to the previous digest, but never more than a day. */
export const INPUT_WINDOW_MS = 24 * 3_600_000;
/** How long a producer holds its claim on a slot: past it, another producer may take over. */
export const CLAIM_MS = 20 * 60_000;
/** Active narratives offered to the engine (touched ones first). */
const NARRATIVE_LIMIT = 60;
const ITEM_LIMIT = 50_000;

export type CycleStore = Pick<DigestStore, "insertDigest" | "latestDigestRef"> &
  Pick<DigestRunStore, "claimDigestSlot" | "finishDigestRun" | "hasDigestForSlot" | "narrativesOfItems"> &
  Pick<ContentStore, "itemsSince"> &
  Pick<PulseStore, "activeNarratives">;

export interface CycleDeps {
  store: CycleStore;
  /** Runs one collection; returns the ids of the sources that answered (200 or 304). */
  collect: () => Promise<{ answered: string[] }>;
  /** Ingests the new items into Pulse (narratives, stages, momentum). */
  pulse: () => Promise<unknown>;
  engine: DigestEngine;
  /** Roster info by source id. */
  sources: ReadonlyMap<string, DigestSourceInfo>;
  minSources: number;
  now?: () => Date;
  onStage?: (e: { stage: CycleStage; ms: number; detail?: string }) => void;
  /** Who claims the slot (default: a fresh id), and whose running claims it may take over (see `claimDigestSlot`). */
  claim?: { owner: string; supersede?: string };
}

export type CycleStage = "claim" | "collect" | "pulse" | "synthesise" | "store";

export type CycleOutcome =
  | { kind: "published"; digest: MasterDigest; engine: string; slot: string }
  | { kind: "already_published"; slot: string }
  | { kind: "busy"; slot: string }
  | { kind: "not_published"; slot: string; reason: string }
  | { kind: "failed"; slot: string; reason: string };

/**
 * One Master digest cycle for the slot holding `now`: claim → collect → Pulse → synthesise → validate → store. The
 * digest is written in one transaction at the end, so a failed cycle stores nothing and `/latest` keeps serving the
 * last good digest. Never throws: every ending is an outcome (the scheduler decides about retries).
 */
export async function runDigestCycle(deps: CycleDeps): Promise<CycleOutcome> {
  const now = deps.now ?? (() => new Date());
  const t0 = now();
  const slot = slotKey(t0);
  const owner = deps.claim?.owner ?? randomUUID();
  const stage = async <T>(
    name: CycleStage,
    work: () => Promise<T>,
    detail?: (r: T) => string,
  ): Promise<T> => {
    const s = performance.now();
    const r = await work();
    deps.onStage?.({
      stage: name,
      ms: Math.round(performance.now() - s),
      ...(detail ? { detail: detail(r) } : {}),
    });
    return r;
  };

  if (await deps.store.hasDigestForSlot(slot)) return { kind: "already_published", slot };
  const claimed = await stage("claim", () =>
    deps.store.claimDigestSlot(
      slot,
      owner,
      t0,
      new Date(t0.getTime() + CLAIM_MS),
      deps.claim?.supersede ? { supersede: deps.claim.supersede } : {},
    ),
  );
  if (!claimed) return { kind: "busy", slot };
  const finish = (status: "published" | "not_published" | "failed", reason?: string) =>
    deps.store.finishDigestRun(slot, owner, { status, reason, at: now() }).catch(() => undefined);

  try {
    const { answered } = await stage("collect", deps.collect, (r) => `${r.answered.length} sources answered`);
    if (answered.length < deps.minSources) {
      const reason = `only ${answered.length} sources answered (at least ${deps.minSources} needed)`;
      await finish("not_published", reason);
      return { kind: "not_published", slot, reason };
    }
    await stage("pulse", deps.pulse);
    const input = await buildInput(deps, t0, answered);
    const draft = await stage(
      "synthesise",
      () => deps.engine.synthesize(input),
      () => `${input.items.length} items, ${input.narratives.length} narratives`,
    );
    const { engine: wrote, ...content } = draft;
    const engine = wrote ?? deps.engine.name;
    const digest = MasterDigest.parse({
      id: slotId(t0),
      ...content,
      processingTimeMs: Math.max(0, now().getTime() - t0.getTime()),
      createdAt: now().toISOString(),
      engine,
    });
    const { inserted } = await stage("store", () => deps.store.insertDigest(digest, { slot, engine }));
    if (!inserted) {
      await finish("published");
      return { kind: "already_published", slot };
    }
    await finish("published");
    return { kind: "published", digest, engine, slot };
  } catch (e) {
    // The reason is for operators (/health, logs): the error's own message, without stack or secrets.
    const reason = `cycle failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300);
    await finish("failed", reason);
    return { kind: "failed", slot, reason };
  }
}

async function buildInput(deps: CycleDeps, t0: Date, answered: string[]): Promise<DigestInput> {
  const previous = await deps.store.latestDigestRef();
  const floor = t0.getTime() - INPUT_WINDOW_MS;
  const since = new Date(Math.max(floor, previous ? Date.parse(previous.createdAt) : floor));
  const ok = new Set(answered);
  const items: StoredContentItem[] = (await deps.store.itemsSince({ since, limit: ITEM_LIMIT })).filter((i) =>
    ok.has(i.source),
  );
  const membership = await deps.store.narrativesOfItems(items.map((i) => i.id));
  const byNarrative = new Map<number, number[]>();
  for (const item of items) {
    const n = membership.get(item.id);
    if (n !== undefined) byNarrative.set(n, [...(byNarrative.get(n) ?? []), item.id]);
  }
  const active = await deps.store.activeNarratives(NARRATIVE_LIMIT * 4);
  const narratives: DigestNarrativeInput[] = active
    .map((n: NarrativeRecord & { drivingSources: SourceCount[] }) => ({
      ...n,
      itemIds: byNarrative.get(n.id) ?? [],
    }))
    // Touched by this cycle first, then by momentum: a quiet narrative with old momentum matters less.
    .sort(
      (a, b) =>
        Number(b.itemIds.length > 0) - Number(a.itemIds.length > 0) || b.momentum - a.momentum || a.id - b.id,
    )
    .slice(0, NARRATIVE_LIMIT);
  const sources = answered
    .map((id) => deps.sources.get(id))
    .filter((s): s is DigestSourceInfo => s !== undefined);
  return { slotStart: slotStart(t0), now: t0, items, narratives, sources };
}
