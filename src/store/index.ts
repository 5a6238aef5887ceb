export type {
  CollectionRunRecord,
  ContentStore,
  ItemDecision,
  ItemKey,
  SaveItemsResult,
  SourceHealth,
  SourceRun,
  SourceRunStatus,
  Validators,
} from "./content-types.js";
export {
  DIGEST_RUN_STATUSES,
  type DigestRun,
  type DigestRunStatus,
  type DigestRunStore,
} from "./digest-run-types.js";
export { type OpenStoreOptions, openStore } from "./open.js";
export type {
  NarrativeMember,
  PulseDigestBody,
  PulseStore,
  SourceCount,
  StoredPulseDigest,
} from "./pulse-types.js";
export { CorruptRowError } from "./rows.js";
export {
  DIGEST_TYPES,
  type DigestStore,
  type DigestType,
  type FeedbackInput,
  type FeedbackRecord,
  type FeedbackStore,
  type MetaStore,
  PAYMENT_OUTCOMES,
  type PaymentEntry,
  type PaymentEntryInput,
  type PaymentLedger,
  type PaymentOutcome,
  type PaymentSummary,
  RATINGS,
  type Rating,
  type Store,
} from "./types.js";
