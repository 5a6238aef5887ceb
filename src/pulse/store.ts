import type { StoredContentItem } from "../sources/types.js";
import type { EngineChanges, EngineState, LifecycleEntry, NarrativeRecord } from "./engine/types.js";
import type { StoredChanges } from "./stored-narrative.js";

/**
 * What the Pulse engine needs from the store: its state, narratives, memberships, lifecycle and hourly digests.
 * `src/store/` implements it (see docs/ARCHITECTURE.md, "Store").
 */

export interface SourceCount {
  source: string;
  items: number;
}

/** A stored pulse digest body without its id (the store hands out increasing integer ids). */
export interface PulseDigestBody {
  title: string;
  summary: string;
  narrativeArcs: {
    narrativeId: number;
    title: string;
    stage: string;
    momentum: number;
    description: string;
  }[];
  topInsights: string[];
  sourceMix: SourceCount[];
  createdAt: string;
}

export interface StoredPulseDigest extends PulseDigestBody {
  id: number;
}

export interface NarrativeMember {
  itemId: number;
  source: string;
  title: string;
  url: string;
  publishedAt: Date;
}

/** The engine state in the store moved since this writer loaded it: reload, don't overwrite. */
export class StaleEngineStateError extends Error {
  constructor(expected: number, stored: number | undefined) {
    super(
      `the stored Pulse cursor is ${stored ?? "unknown"}, not ${expected}: another process wrote the engine state`,
    );
    this.name = "StaleEngineStateError";
  }
}

export interface PulseStore {
  /** The ingestion cursor as last saved (cheap): lets a process keep its in-memory engine while no one else ingests. */
  pulseCursor(): Promise<number | undefined>;
  /** The engine state as last saved (active narratives only), or undefined before the first ingest. */
  loadEngineState(): Promise<EngineState | undefined>;
  /**
   * Persists one `ingest`/`tick` result in one transaction: engine counters and document frequencies, every changed
   * narrative, new memberships (a merge moves the absorbed narrative's members to the survivor), lifecycle entries.
   * A crash mid-way leaves the previous state intact, so the next run re-ingests from the old cursor.
   * With `expectCursor`, nothing is written and `StaleEngineStateError` is thrown unless the stored cursor is still
   * that value: a writer whose view of the state is out of date (a deposed pipeline leader) never overwrites a newer one.
   * Each narrative comes as its working state or already in its stored form (`StoredChanges`: what the engine host
   * answers, its state's JSON written where the engine runs); both are written alike.
   */
  savePulseChanges(changes: EngineChanges | StoredChanges, opts?: { expectCursor?: number }): Promise<void>;
  /** Content items with an id above `cursor`, in id order: the engine's next input. */
  itemsAfter(cursor: number, limit: number): Promise<StoredContentItem[]>;
  /** Active narratives by momentum (highest first), each with its top sources by member count. */
  activeNarratives(limit: number): Promise<(NarrativeRecord & { drivingSources: SourceCount[] })[]>;
  /** Any narrative by id (active, archived or merged), with its lifecycle, oldest first. */
  narrativeById(id: number): Promise<(NarrativeRecord & { lifecycleEntries: LifecycleEntry[] }) | undefined>;
  /** A narrative's newest members (following no merges: ask for the survivor's id) and per-source counts. */
  narrativeMembers(id: number, limit: number): Promise<{ items: NarrativeMember[]; bySource: SourceCount[] }>;
  /**
   * Stores the digest of one hour (`hour` = ISO hour key, e.g. "2026-11-22T09"); at most one per hour: a second
   * call for the same hour stores nothing and returns `inserted: false`.
   */
  insertPulseDigest(
    hour: string,
    body: PulseDigestBody,
  ): Promise<{ inserted: boolean; id: number | undefined }>;
  /** Digests with an id above `since`, ascending, at most `limit`; without `since`, the newest `limit`, ascending. */
  pulseDigests(q: { since?: number | undefined; limit: number }): Promise<StoredPulseDigest[]>;
}
