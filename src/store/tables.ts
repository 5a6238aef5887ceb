import type { ColumnType } from "kysely";

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

export interface Tables {
  schema_migrations: SchemaMigrationsTable;
  digests: DigestsTable;
  feedback: FeedbackTable;
  meta: MetaTable;
}

export type StoreKind = "sqlite" | "postgres";
