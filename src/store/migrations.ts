import type { Kysely } from "kysely";
import type { StoreKind } from "./tables.js";

/**
 * Versioned schema migrations, shared by both dialects. Append-only: never edit or reorder an applied migration,
 * add a new version instead.
 * `up` sees an untyped Kysely because a migration must keep working after `tables.ts` moves on.
 */
export interface Migration {
  version: number;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: migrations predate and outlive the current table typings.
  up(db: Kysely<any>, kind: StoreKind): Promise<void>;
}

/** Column types that differ between the dialects; everything else is written once. */
export const columnTypes = (kind: StoreKind) =>
  kind === "postgres"
    ? ({ timestamp: "timestamptz", json: "jsonb" } as const)
    : // ISO strings with millis and `Z` order correctly as TEXT, and keep the exact string the digest had.
      ({ timestamp: "text", json: "text" } as const);

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "digests_feedback_meta",
    async up(db, kind) {
      const t = columnTypes(kind);
      await db.schema
        .createTable("digests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slot", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("executive_summary", "text", (c) => c.notNull())
        .addColumn("sources_used", t.json, (c) => c.notNull())
        .addColumn("processing_time_ms", "integer", (c) => c.notNull())
        .addColumn("engine", "text")
        .addColumn("body", t.json, (c) => c.notNull())
        .execute();
      // Serves latest (ORDER BY created_at DESC, id DESC), history windows and samples.
      await db.schema
        .createIndex("digests_created_at_idx")
        .on("digests")
        .columns(["created_at", "id"])
        .execute();

      await db.schema
        .createTable("feedback")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("client_hash", "text", (c) => c.notNull())
        .addColumn("digest_id", "text", (c) => c.notNull())
        .addColumn("digest_type", "text", (c) => c.notNull())
        .addColumn("rating", "text", (c) => c.notNull())
        .addColumn("comment", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("feedback_one_vote", ["client_hash", "digest_id", "digest_type"])
        .execute();
      await db.schema
        .createIndex("feedback_digest_idx")
        .on("feedback")
        .columns(["digest_id", "digest_type"])
        .execute();

      await db.schema
        .createTable("meta")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: "payments_ledger",
    async up(db, kind) {
      const t = columnTypes(kind);
      await db.schema
        .createTable("payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("resource", "text", (c) => c.notNull())
        .addColumn("x402_version", "integer", (c) => c.notNull())
        .addColumn("network", "text", (c) => c.notNull())
        .addColumn("asset", "text", (c) => c.notNull())
        .addColumn("pay_to", "text", (c) => c.notNull())
        .addColumn("payer", "text", (c) => c.notNull())
        // TEXT, not a number column: atomic units exceed 2^53 and SQLite's INTEGER tops out at 2^63.
        .addColumn("amount", "text", (c) => c.notNull())
        .addColumn("nonce", "text", (c) => c.notNull())
        .addColumn("valid_before", t.timestamp)
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("tx_hash", "text")
        .addColumn("reason", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      // Serves recent entries (newest first) and summaries over a window.
      await db.schema
        .createIndex("payments_created_at_idx")
        .on("payments")
        .columns(["created_at", "id"])
        .execute();
      // Serves the sweep for stale `verified` entries.
      await db.schema
        .createIndex("payments_outcome_valid_before_idx")
        .on("payments")
        .columns(["outcome", "valid_before"])
        .execute();

      // No foreign key to payments: the reservation is inserted first, and only when it wins is the ledger row
      // written, in the same transaction.
      await db.schema
        .createTable("payment_authorizations")
        .addColumn("network", "text", (c) => c.notNull())
        .addColumn("asset", "text", (c) => c.notNull())
        .addColumn("payer", "text", (c) => c.notNull())
        .addColumn("nonce", "text", (c) => c.notNull())
        .addColumn("payment_id", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("payment_authorizations_pk", ["network", "asset", "payer", "nonce"])
        .execute();
    },
  },
  {
    version: 3,
    name: "content_items_sources",
    async up(db, kind) {
      const t = columnTypes(kind);
      await db.schema
        .createTable("content_items")
        // AUTOINCREMENT (SQLite) and an identity (PostgreSQL) never reuse a pruned id: item ids stay stable.
        .addColumn("id", "integer", (c) =>
          kind === "postgres"
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_id", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("author", "text")
        .addColumn("engagement_metric", "text")
        .addColumn("engagement_value", "double precision")
        .addColumn("engagement_score", "double precision")
        .addColumn("published_at", t.timestamp, (c) => c.notNull())
        .addColumn("published_at_known", "integer", (c) => c.notNull())
        .addColumn("fetched_at", t.timestamp, (c) => c.notNull())
        .addColumn("first_seen_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_seen_at", t.timestamp, (c) => c.notNull())
        .addColumn("domain", "text", (c) => c.notNull())
        .addColumn("title_key", "text", (c) => c.notNull())
        .addColumn("simhash", "text", (c) => c.notNull())
        // NULL: the item starts its own story.
        .addColumn("story_id", "integer")
        .addColumn("also_seen_in", t.json, (c) => c.notNull())
        .addUniqueConstraint("content_items_source_key", ["source", "source_id"])
        .execute();
      await db.schema
        .createIndex("content_items_first_seen_idx")
        .on("content_items")
        .columns(["first_seen_at", "id"])
        .execute();
      await db.schema.createIndex("content_items_url_idx").on("content_items").column("url").execute();

      await db.schema
        .createTable("http_validators")
        .addColumn("url", "text", (c) => c.primaryKey())
        .addColumn("etag", "text")
        .addColumn("last_modified", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("source_health")
        .addColumn("source", "text", (c) => c.primaryKey())
        .addColumn("last_attempt_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_success_at", t.timestamp)
        .addColumn("last_status", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("items_last_run", "integer", (c) => c.notNull())
        .addColumn("new_items_last_run", "integer", (c) => c.notNull())
        .addColumn("latency_ms", "integer", (c) => c.notNull())
        .addColumn("consecutive_failures", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("collection_runs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("mode", "text", (c) => c.notNull())
        .addColumn("started_at", t.timestamp, (c) => c.notNull())
        .addColumn("finished_at", t.timestamp, (c) => c.notNull())
        .addColumn("sources_ok", "integer", (c) => c.notNull())
        .addColumn("sources_failed", "integer", (c) => c.notNull())
        .addColumn("new_items", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("collection_runs_finished_idx")
        .on("collection_runs")
        .column("finished_at")
        .execute();
    },
  },
  {
    version: 4,
    name: "pulse_engine",
    async up(db, kind) {
      const t = columnTypes(kind);
      // One row: the engine's counters. Document frequencies get their own table so a batch writes only its delta.
      await db.schema
        .createTable("pulse_engine")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("next_id", "integer", (c) => c.notNull())
        .addColumn("doc_count", "integer", (c) => c.notNull())
        .addColumn("cursor", "integer", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("pulse_df")
        .addColumn("term", "text", (c) => c.primaryKey())
        .addColumn("df", "integer", (c) => c.notNull())
        .execute();

      // Ids come from the engine (stable, never reused), not from the database.
      await db.schema
        .createTable("narratives")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("merged_into", "integer")
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("momentum", "double precision", (c) => c.notNull())
        .addColumn("components", t.json, (c) => c.notNull())
        .addColumn("peak_momentum", "double precision", (c) => c.notNull())
        .addColumn("peak_at", t.timestamp)
        .addColumn("first_seen_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_seen_at", t.timestamp, (c) => c.notNull())
        .addColumn("item_count", "integer", (c) => c.notNull())
        // Centroid, recent members and exemplars: what the engine needs to continue after a restart.
        .addColumn("state", t.json, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("narratives_status_momentum_idx")
        .on("narratives")
        .columns(["status", "momentum"])
        .execute();

      await db.schema
        .createTable("narrative_items")
        .addColumn("item_id", "integer", (c) => c.primaryKey())
        .addColumn("narrative_id", "integer", (c) => c.notNull())
        .addColumn("similarity", "double precision", (c) => c.notNull())
        .addColumn("assigned_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("narrative_items_narrative_idx")
        .on("narrative_items")
        .columns(["narrative_id", "item_id"])
        .execute();

      await db.schema
        .createTable("narrative_lifecycle")
        .addColumn("narrative_id", "integer", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("momentum", "double precision", (c) => c.notNull())
        .addColumn("at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("narrative_lifecycle_pk", ["narrative_id", "seq"])
        .execute();

      await db.schema
        .createTable("pulse_digests")
        .addColumn("id", "integer", (c) =>
          kind === "postgres"
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn("hour", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("body", t.json, (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 5,
    name: "digest_runs",
    async up(db, kind) {
      const t = columnTypes(kind);
      // One row per slot: the claim that stops two producers from both doing a cycle, and its last outcome.
      await db.schema
        .createTable("digest_runs")
        .addColumn("slot", "text", (c) => c.primaryKey())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("claimed_until", t.timestamp, (c) => c.notNull())
        .addColumn("started_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("digest_runs_started_idx").on("digest_runs").column("started_at").execute();
    },
  },
  {
    version: 6,
    name: "a2a_tasks",
    async up(db, kind) {
      const t = columnTypes(kind);
      // Finished A2A tasks, so `tasks/get` works on any replica; bounded and expiring (see kysely-store-a2a.ts).
      await db.schema
        .createTable("a2a_tasks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("body", t.json, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("a2a_tasks_created_idx")
        .on("a2a_tasks")
        .columns(["created_at", "id"])
        .execute();
      await db.schema.createIndex("a2a_tasks_expires_idx").on("a2a_tasks").column("expires_at").execute();
    },
  },
  {
    version: 7,
    name: "paid_answers",
    async up(db, kind) {
      const t = columnTypes(kind);
      // A paid answer kept for minutes under the authorization that bought it, so a lost answer is re-served.
      // The body is TEXT in both dialects: it is re-sent byte for byte, never queried.
      await db.schema
        .createTable("paid_answers")
        .addColumn("network", "text", (c) => c.notNull())
        .addColumn("asset", "text", (c) => c.notNull())
        .addColumn("payer", "text", (c) => c.notNull())
        .addColumn("nonce", "text", (c) => c.notNull())
        .addColumn("payment_id", "text", (c) => c.notNull())
        .addColumn("payment_digest", "text", (c) => c.notNull())
        .addColumn("request", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("receipt", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("paid_answers_pk", ["network", "asset", "payer", "nonce"])
        .execute();
      await db.schema
        .createIndex("paid_answers_payment_idx")
        .on("paid_answers")
        .column("payment_id")
        .execute();
      await db.schema
        .createIndex("paid_answers_expires_idx")
        .on("paid_answers")
        .column("expires_at")
        .execute();
    },
  },
];

/** Fails at startup rather than applying migrations out of order after a bad merge. */
export function assertOrdered(list: readonly Migration[]): void {
  list.forEach((m, i) => {
    const prev = list[i - 1];
    if (!Number.isInteger(m.version) || m.version < 1 || (prev && m.version <= prev.version)) {
      throw new Error(
        `migration versions must be increasing positive integers (at ${m.version} "${m.name}")`,
      );
    }
  });
}
