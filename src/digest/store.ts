import type { HistoryRow, MasterDigest } from "./schema.js";

/**
 * What the digest side needs from the store: published digests, and the cycle's bookkeeping (who is producing
 * which slot, and how the last attempt ended). `src/store/` implements it (see docs/ARCHITECTURE.md, "Store").
 */

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

/** The digest cycle's bookkeeping. */
export const DIGEST_RUN_STATUSES = ["running", "published", "not_published", "failed"] as const;
export type DigestRunStatus = (typeof DIGEST_RUN_STATUSES)[number];

export interface DigestRun {
  /** The slot key (ISO start of the 4-hour slot). */
  slot: string;
  status: DigestRunStatus;
  /** Why the last attempt did not publish (short, safe). */
  reason: string | undefined;
  attempts: number;
  startedAt: Date;
  updatedAt: Date;
}

export interface DigestRunStore {
  /**
   * Claims the slot for one producer until `until`: true when no one holds it (never claimed, or the previous
   * claim expired or ended). Atomic across processes on one database, so two producers never both do the work.
   * With `supersede`, a running claim whose owner starts with that prefix is taken over as well: the elected
   * pipeline leader's claims (`pipeline:…`) belong to a previous leader, which the pipeline lock says is gone.
   */
  claimDigestSlot(
    slot: string,
    owner: string,
    at: Date,
    until: Date,
    opts?: { supersede?: string },
  ): Promise<boolean>;
  /** Ends the owner's claim with the outcome of this attempt. */
  finishDigestRun(
    slot: string,
    owner: string,
    outcome: { status: Exclude<DigestRunStatus, "running">; reason?: string | undefined; at: Date },
  ): Promise<void>;
  /** The most recently started run, whatever its outcome. */
  lastDigestRun(): Promise<DigestRun | undefined>;
  /** True when a digest is stored for this slot key. */
  hasDigestForSlot(slot: string): Promise<boolean>;
  /** Which narrative each of these items belongs to (items in no narrative are absent). */
  narrativesOfItems(itemIds: readonly number[]): Promise<Map<number, number>>;
}
