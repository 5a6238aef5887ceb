import type { HistoryRow, MasterDigest } from "../digest/schema.js";
import type { PaidAnswerStore } from "../payments/paid-answers.js";
import type { ContentStore } from "./content-types.js";
import type { DigestRunStore } from "./digest-run-types.js";
import type { PulseStore } from "./pulse-types.js";

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

export const PAYMENT_OUTCOMES = ["verified", "settled", "released", "rejected", "settle_failed"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** One paid request that carried a payment. Amounts are atomic token units as decimal strings. */
export interface PaymentEntryInput {
  id: string;
  /** Route-table id and request path. */
  route: string;
  resource: string;
  x402Version: number;
  network: string;
  asset: string;
  payTo: string;
  /** Lower-case 0x address; "" when the payload was too broken to name one. */
  payer: string;
  amount: string;
  /** EIP-3009 nonce (0x + 64 hex); "" for a rejected payload without one. */
  nonce: string;
  validBefore: Date | undefined;
  at: Date;
}

export interface PaymentEntry extends PaymentEntryInput {
  outcome: PaymentOutcome;
  txHash: string | undefined;
  reason: string | undefined;
  updatedAt: Date;
}

export interface PaymentSummary {
  calls: number;
  settled: number;
  released: number;
  rejected: number;
  settleFailed: number;
  pending: number;
  /** Sum of settled amounts, atomic units. */
  revenueAtomic: string;
}

export interface PaymentLedger {
  /**
   * Atomically reserves the authorization (network, asset, payer, nonce) and records the entry as `verified`.
   * `reserved` is false, and nothing is written, when that authorization is already reserved or settled — even by
   * another replica on the same database.
   */
  reservePayment(entry: PaymentEntryInput): Promise<{ reserved: boolean }>;
  /** Records a payment refused before reservation (bad signature, wrong amount, reused nonce…). */
  recordRejectedPayment(entry: PaymentEntryInput, reason: string): Promise<void>;
  /**
   * Closes a `verified` entry. `released` and `settle_failed` free the authorization so the payer may use it again;
   * `settled` keeps it spent. Returns false when the entry was not `verified` any more (already resolved).
   */
  resolvePayment(
    id: string,
    outcome: "settled" | "released" | "settle_failed",
    opts: { at: Date; txHash?: string; reason?: string },
  ): Promise<boolean>;
  /** `verified` entries whose authorization expired before `before`: left behind by a process that died. */
  stalePayments(before: Date): Promise<PaymentEntry[]>;
  paymentSummary(since?: Date): Promise<PaymentSummary>;
  recentPayments(limit: number): Promise<PaymentEntry[]>;
  paymentById(id: string): Promise<PaymentEntry | undefined>;
}

export interface Store
  extends DigestStore,
    FeedbackStore,
    MetaStore,
    PaymentLedger,
    PaidAnswerStore,
    ContentStore,
    PulseStore,
    DigestRunStore {
  readonly kind: "sqlite" | "postgres";
  /** Applies pending versioned migrations; returns the versions applied now. */
  migrate(): Promise<number[]>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
