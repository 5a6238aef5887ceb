import type { ContentItem, StoredContentItem } from "./types.js";

/**
 * What the collector needs from the store: content items, conditional-request validators, source health, runs.
 * `src/store/` implements it (see docs/ARCHITECTURE.md, "Store").
 */

/** What dedup needs to know of an item already stored: cheap keys, no text. */
export interface ItemKey {
  id: number;
  source: string;
  sourceId: string;
  url: string;
  titleKey: string;
  /** 64-bit SimHash as 16 hex digits. */
  simhash: string;
  storyId: number;
}

/** One collected item and what dedup decided about it. */
export type ItemDecision =
  /** A new row. `story` links it to a near-duplicate: an existing row, or an earlier new item of this batch. */
  | {
      kind: "insert";
      item: ContentItem;
      titleKey: string;
      simhash: string;
      story?: { id: number } | { batchIndex: number } | undefined;
      /** Other sources that carried the same URL in this same batch. */
      alsoSeenIn?: { source: string; sourceId: string; url: string }[] | undefined;
    }
  /** Same (source, sourceId) seen again: refresh engagement and last-seen time. */
  | { kind: "refresh"; id: number; item: ContentItem }
  /** The same URL already stored from another source (or id): record this sighting in `alsoSeenIn`. */
  | { kind: "also_seen"; id: number; sighting: { source: string; sourceId: string; url: string }; at: Date };

export interface SaveItemsResult {
  /** Ids of the inserted rows, in the order of the insert decisions. */
  inserted: number[];
  refreshed: number;
  alsoSeen: number;
}

export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export const SOURCE_RUN_STATUSES = ["ok", "not_modified", "failed", "skipped"] as const;
export type SourceRunStatus = (typeof SOURCE_RUN_STATUSES)[number];

/** One source's part of one collection run. */
export interface SourceRun {
  source: string;
  status: SourceRunStatus;
  at: Date;
  latencyMs: number;
  items: number;
  newItems: number;
  /** Short and safe (no URLs with tokens, no stack). */
  error?: string | undefined;
}

export interface SourceHealth {
  source: string;
  lastAttemptAt: Date;
  lastSuccessAt: Date | undefined;
  lastStatus: SourceRunStatus;
  lastError: string | undefined;
  itemsLastRun: number;
  newItemsLastRun: number;
  latencyMs: number;
  consecutiveFailures: number;
}

export interface CollectionRunRecord {
  id: string;
  mode: "live" | "replay";
  startedAt: Date;
  finishedAt: Date;
  sourcesOk: number;
  sourcesFailed: number;
  newItems: number;
}

export interface ContentStore {
  /** Keys of the items first seen at or after `since`, for dedup. */
  itemKeysSince(since: Date): Promise<ItemKey[]>;
  /** Applies dedup decisions in one transaction: all or nothing. */
  saveItems(decisions: ItemDecision[]): Promise<SaveItemsResult>;
  /** Items first seen at or after `since`, newest first, at most `limit`. */
  itemsSince(q: { since: Date; limit: number }): Promise<StoredContentItem[]>;
  itemById(id: number): Promise<StoredContentItem | undefined>;
  /** Deletes items first seen before `before`; returns how many. */
  pruneItems(before: Date): Promise<number>;
  validators(url: string): Promise<Validators | undefined>;
  saveValidators(entries: { url: string; validators: Validators; at: Date }[]): Promise<void>;
  /** Records one run's per-source outcomes and the run itself, in one transaction. */
  recordCollection(run: CollectionRunRecord, sources: SourceRun[]): Promise<void>;
  sourceHealth(): Promise<SourceHealth[]>;
  lastCollection(): Promise<CollectionRunRecord | undefined>;
}
