import { randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { MasterDigest } from "../digest/schema.js";
import { kyselyA2aTaskStore } from "./kysely-store-a2a.js";
import { kyselyContentStore } from "./kysely-store-content.js";
import { kyselyDigestRunStore } from "./kysely-store-digest-runs.js";
import { kyselyPaidAnswerStore } from "./kysely-store-paid-answers.js";
import { kyselyPaymentLedger } from "./kysely-store-payments.js";
import { kyselyPulseStore } from "./kysely-store-pulse.js";
import { runMigrations } from "./migrate.js";
import { digestFromBody, feedbackRecordOf, historyRowOf, isoOf } from "./rows.js";
import type { StoreKind, Tables } from "./tables.js";
import type { Store } from "./types.js";

/**
 * The one Store implementation over Kysely. Both dialects are written the same values (ISO strings, JSON text) and
 * use the same SQL (ON CONFLICT and RETURNING exist in both); only opening the database and the migration lock
 * differ, in `sqlite/` and `postgres/` (and how revenue is summed exactly, in `kysely-store-payments.ts`).
 */
export function kyselyStore(db: Kysely<Tables>, kind: StoreKind): Store {
  let closed = false;

  const newestFirst = () =>
    db.selectFrom("digests").orderBy("created_at", "desc").orderBy("id", "desc").limit(1);

  return {
    kind,
    ...kyselyPaymentLedger(db, kind),
    ...kyselyPaidAnswerStore(db),
    ...kyselyContentStore(db, kind),
    ...kyselyPulseStore(db),
    ...kyselyDigestRunStore(db),
    ...kyselyA2aTaskStore(db),

    migrate: () => runMigrations(db, kind),

    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      // Idempotent: shutdown paths may call it twice, and pg's Pool.end() throws on a second call.
      if (closed) return;
      closed = true;
      await db.destroy();
    },

    async insertDigest(digest, { slot, engine }) {
      // Validate (and strip unknown keys) before anything is written.
      const d = MasterDigest.parse(digest);
      return db.transaction().execute(async (tx) => {
        // No conflict target: a taken slot and a taken id are both refused, atomically and without error.
        const rows = await tx
          .insertInto("digests")
          .values({
            id: d.id,
            slot,
            created_at: d.createdAt,
            title: d.title,
            executive_summary: d.executiveSummary,
            sources_used: JSON.stringify(d.sourcesUsed),
            processing_time_ms: d.processingTimeMs,
            engine: engine ?? null,
            body: JSON.stringify(d),
          })
          .onConflict((oc) => oc.doNothing())
          .returning("id")
          .execute();
        return { inserted: rows.length > 0 };
      });
    },

    async latestDigest() {
      const r = await newestFirst().select(["id", "body"]).executeTakeFirst();
      return r && digestFromBody(r.id, r.body);
    },

    async latestDigestRef() {
      const r = await newestFirst().select(["id", "created_at"]).executeTakeFirst();
      return r && { id: r.id, createdAt: isoOf(r.created_at) };
    },

    async digestById(id) {
      const r = await db.selectFrom("digests").select(["id", "body"]).where("id", "=", id).executeTakeFirst();
      return r && digestFromBody(r.id, r.body);
    },

    async digestHistory({ since, limit }) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return [];
      const rows = await db
        .selectFrom("digests")
        .select(["id", "title", "executive_summary", "sources_used", "processing_time_ms", "created_at"])
        .where("created_at", ">=", since.toISOString())
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(n)
        .execute();
      return rows.map(historyRowOf);
    },

    async sampleDigest(olderThan) {
      const r = await newestFirst()
        .select(["id", "body"])
        .where("created_at", "<=", olderThan.toISOString())
        .executeTakeFirst();
      return r && digestFromBody(r.id, r.body);
    },

    async recordFeedback(f) {
      const id = randomUUID();
      const at = f.at.toISOString();
      const row = await db
        .insertInto("feedback")
        .values({
          id,
          client_hash: f.clientHash,
          digest_id: f.digestId,
          digest_type: f.digestType,
          rating: f.rating,
          comment: f.comment ?? null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(["client_hash", "digest_id", "digest_type"]).doUpdateSet((eb) => ({
            rating: eb.ref("excluded.rating"),
            comment: eb.ref("excluded.comment"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      // The update keeps the existing row's id, so a different id back means an earlier vote was replaced; this
      // stays one atomic statement instead of a read-then-write race.
      return { replaced: row.id !== id };
    },

    async listFeedback({ digestId, digestType }) {
      let q = db.selectFrom("feedback").selectAll().where("digest_id", "=", digestId);
      if (digestType) q = q.where("digest_type", "=", digestType);
      const rows = await q.orderBy("created_at").orderBy("id").execute();
      return rows.map(feedbackRecordOf);
    },

    async secret(name) {
      // Insert-if-absent then read: concurrent first calls all end up with the single value that won.
      await db
        .insertInto("meta")
        .values({ name, value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const r = await db
        .selectFrom("meta")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return r.value;
    },
  };
}
