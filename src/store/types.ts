import type { HistoryRow, MasterDigest } from "../digest/schema.js";

/**
 * The store is a narrow interface shaped around the domain. `store/sqlite/` and `store/postgres/` implement it and
 * one contract suite (`store/contract.ts`) runs against both. Domain code only ever sees this interface.
 */

export const DIGEST_TYPES = ["master", "hourly", "community"] as const;
export type DigestType = (typeof DIGEST_TYPES)[number];
export const RATINGS = ["good", "bad"] as const;
export type Rating = (typeof RATINGS)[number];

export interface FeedbackInput {
  digestId: string;
  digestType: DigestType;
  rating: Rating;
  comment?: string | undefined;
  /** Salted hash of the client's IP: the raw IP is never stored. */
  clientHash: string;
  at: Date;
}

export interface FeedbackRecord extends FeedbackInput {
  createdAt: Date;
  updatedAt: Date;
}

export interface DigestStore {
  /**
   * Stores a digest for its 4-hour slot in one transaction. Idempotent per slot: when the slot already has a digest
   * nothing is written and `inserted` is false. Likewise when a digest with the same id is already stored, in any
   * slot. Throws, writing nothing, when the digest does not match the MasterDigest schema.
   */
  insertDigest(digest: MasterDigest, opts: { slot: string; engine?: string }): Promise<{ inserted: boolean }>;
  latestDigest(): Promise<MasterDigest | undefined>;
  /** Id and createdAt of the newest digest: a cheap check for caches. */
  latestDigestRef(): Promise<{ id: string; createdAt: string } | undefined>;
  digestById(id: string): Promise<MasterDigest | undefined>;
  /** Newest first, digests created at or after `since`, at most `limit`. */
  digestHistory(q: { since: Date; limit: number }): Promise<HistoryRow[]>;
  /** The newest digest created at or before `olderThan`. */
  sampleDigest(olderThan: Date): Promise<MasterDigest | undefined>;
}

export interface FeedbackStore {
  /** One vote per (client, digestId, digestType): a second vote replaces the first. */
  recordFeedback(f: FeedbackInput): Promise<{ replaced: boolean }>;
  listFeedback(q: { digestId: string; digestType?: DigestType }): Promise<FeedbackRecord[]>;
}

export interface MetaStore {
  /** A named random secret (hex), created on first use and stable afterwards (e.g. the feedback salt). */
  secret(name: string): Promise<string>;
}

export interface Store extends DigestStore, FeedbackStore, MetaStore {
  readonly kind: "sqlite" | "postgres";
  /** Applies pending versioned migrations; returns the versions applied now. */
  migrate(): Promise<number[]>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
