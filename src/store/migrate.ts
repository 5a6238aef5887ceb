import { type Kysely, sql } from "kysely";
import { assertOrdered, columnTypes, MIGRATIONS, type Migration } from "./migrations.js";
import type { StoreKind, Tables } from "./tables.js";

/** Arbitrary first key of the two-key advisory lock; the second is the schema, so test schemas don't contend. */
const PG_MIGRATION_LOCK = 72_402;

/**
 * Applies pending migrations in order, each in its own transaction together with its `schema_migrations` row, and
 * returns the versions applied by this call. Each step re-reads what is applied under a lock, so concurrent runners
 * (two processes starting at once) apply every migration exactly once.
 */
export async function runMigrations(
  db: Kysely<Tables>,
  kind: StoreKind,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  assertOrdered(migrations);
  const applied: number[] = [];
  for (;;) {
    const version = await underMigrationLock(db, kind, async (tx) => {
      await tx.schema
        .createTable("schema_migrations")
        .ifNotExists()
        .addColumn("version", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("applied_at", columnTypes(kind).timestamp, (c) => c.notNull())
        .execute();
      const rows = await tx.selectFrom("schema_migrations").select("version").execute();
      const done = new Set(rows.map((r) => Number(r.version)));
      const next = migrations.find((m) => !done.has(m.version));
      if (!next) return undefined;
      await next.up(tx, kind);
      await tx
        .insertInto("schema_migrations")
        .values({ version: next.version, name: next.name, applied_at: new Date().toISOString() })
        .execute();
      return next.version;
    });
    if (version === undefined) return applied;
    applied.push(version);
  }
}

/** One transaction that no other migration runner on the same database (or PostgreSQL schema) can interleave with. */
async function underMigrationLock<T>(
  db: Kysely<Tables>,
  kind: StoreKind,
  fn: (tx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (kind === "postgres") {
    return db.transaction().execute(async (tx) => {
      // Transaction-scoped, so it is released on commit or rollback even if the process dies.
      await sql`select pg_advisory_xact_lock(${sql.lit(PG_MIGRATION_LOCK)}, hashtext(coalesce(current_schema(), '')))`.execute(
        tx,
      );
      return fn(tx);
    });
  }
  // SQLite: BEGIN IMMEDIATE takes the write lock up front; a deferred BEGIN would read, then fail to upgrade
  // with SQLITE_BUSY when another process migrates at the same moment.
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (e) {
      await sql`rollback`.execute(conn);
      throw e;
    }
  });
}
