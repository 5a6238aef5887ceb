import type { ColumnType, Generated } from "kysely";

/**
 * Kysely typings of every table, shared by both dialects. Values are written the same way in both (ISO strings and
 * JSON text) but read back in each driver's own form, so the read side is a union that `rows.ts` normalises.
 */

/** Written as an ISO string; SQLite returns that TEXT unchanged, PostgreSQL a `Date` (timestamptz). */
export type Timestamp = ColumnType<string | Date, string, string>;
/** Written as JSON text; SQLite returns the TEXT, PostgreSQL the parsed JSONB value. */
export type Json = ColumnType<unknown, string, string>;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface DigestsTable {
  id: string;
  /** The 4-hour slot key: at most one digest per slot. */
  slot: string;
  created_at: Timestamp;
  title: string;
  executive_summary: string;
  sources_used: Json;
  processing_time_ms: number;
  engine: string | null;
  /** The whole MasterDigest; reads parse it with the zod schema. */
  body: Json;
}

export interface FeedbackTable {
  id: string;
  client_hash: string;
  digest_id: string;
  digest_type: string;
  rating: string;
  comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MetaTable {
  name: string;
  value: string;
}

/** The payments ledger: one row per paid request, whatever became of it. */
export interface PaymentsTable {
  id: string;
  route: string;
  resource: string;
  x402_version: number;
  network: string;
  /** Lower-cased on write, like payer and nonce, so that one authorization has one spelling. */
  asset: string;
  pay_to: string;
  payer: string;
  /** Atomic units as a decimal string: they can exceed 2^53, so never a JS number. */
  amount: string;
  nonce: string;
  valid_before: Timestamp | null;
  outcome: string;
  tx_hash: string | null;
  reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per authorization that is reserved or spent; its primary key is what makes a nonce single-use. */
export interface PaymentAuthorizationsTable {
  network: string;
  asset: string;
  payer: string;
  nonce: string;
  payment_id: string;
}

/** Paid answers kept for a few minutes under their authorization (see `src/payments/paid-answers.ts`). */
export interface PaidAnswersTable {
  network: string;
  asset: string;
  payer: string;
  nonce: string;
  payment_id: string;
  payment_digest: string;
  request: string;
  body: string;
  receipt: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Collected content items (the collector's output, Pulse's input). */
export interface ContentItemsTable {
  id: Generated<number>;
  source: string;
  source_id: string;
  url: string;
  title: string;
  content: string;
  author: string | null;
  engagement_metric: string | null;
  engagement_value: number | null;
  engagement_score: number | null;
  published_at: Timestamp;
  /** 0/1: SQLite has no boolean. */
  published_at_known: number;
  fetched_at: Timestamp;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  domain: string;
  title_key: string;
  simhash: string;
  story_id: number | null;
  also_seen_in: Json;
}

export interface HttpValidatorsTable {
  url: string;
  etag: string | null;
  last_modified: string | null;
  updated_at: Timestamp;
}

export interface SourceHealthTable {
  source: string;
  last_attempt_at: Timestamp;
  last_success_at: Timestamp | null;
  last_status: string;
  last_error: string | null;
  items_last_run: number;
  new_items_last_run: number;
  latency_ms: number;
  consecutive_failures: number;
}

export interface CollectionRunsTable {
  id: string;
  mode: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  sources_ok: number;
  sources_failed: number;
  new_items: number;
}

export interface PulseEngineTable {
  id: number;
  next_id: number;
  doc_count: number;
  cursor: number;
  updated_at: Timestamp;
}

export interface PulseDfTable {
  term: string;
  df: number;
}

export interface NarrativesTable {
  id: number;
  status: string;
  merged_into: number | null;
  title: string;
  summary: string;
  stage: string;
  momentum: number;
  components: Json;
  peak_momentum: number;
  peak_at: Timestamp | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  item_count: number;
  state: Json;
}

export interface NarrativeItemsTable {
  item_id: number;
  narrative_id: number;
  similarity: number;
  assigned_at: Timestamp;
}

export interface NarrativeLifecycleTable {
  narrative_id: number;
  seq: number;
  stage: string;
  momentum: number;
  at: Timestamp;
}

export interface PulseDigestsTable {
  id: Generated<number>;
  hour: string;
  created_at: Timestamp;
  body: Json;
}

export interface DigestRunsTable {
  slot: string;
  owner: string;
  status: string;
  reason: string | null;
  attempts: number;
  claimed_until: Timestamp;
  started_at: Timestamp;
  updated_at: Timestamp;
}

export interface A2aTasksTable {
  id: string;
  body: Json;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Tables {
  schema_migrations: SchemaMigrationsTable;
  digests: DigestsTable;
  feedback: FeedbackTable;
  meta: MetaTable;
  payments: PaymentsTable;
  payment_authorizations: PaymentAuthorizationsTable;
  paid_answers: PaidAnswersTable;
  content_items: ContentItemsTable;
  http_validators: HttpValidatorsTable;
  source_health: SourceHealthTable;
  collection_runs: CollectionRunsTable;
  pulse_engine: PulseEngineTable;
  pulse_df: PulseDfTable;
  narratives: NarrativesTable;
  narrative_items: NarrativeItemsTable;
  narrative_lifecycle: NarrativeLifecycleTable;
  pulse_digests: PulseDigestsTable;
  digest_runs: DigestRunsTable;
  a2a_tasks: A2aTasksTable;
}

export type StoreKind = "sqlite" | "postgres";
