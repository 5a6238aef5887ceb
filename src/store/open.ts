import { openPostgresStore } from "./postgres/open-postgres.js";
import { openSqliteStore, sqlitePathOf } from "./sqlite/open-sqlite.js";
import type { Store } from "./types.js";

export interface OpenStoreOptions {
  /** PostgreSQL only: keep the tables in this schema, created when missing (tests isolate runs this way). */
  pgSchema?: string;
}

/**
 * Opens the store named by a database URL: `sqlite:<path>` / `sqlite::memory:` or `postgres://…` /
 * `postgresql://…`. Nothing is migrated here: call `migrate()`.
 */
export async function openStore(databaseUrl: string, opts: OpenStoreOptions = {}): Promise<Store> {
  if (databaseUrl.startsWith("sqlite:")) return openSqliteStore(sqlitePathOf(databaseUrl));
  if (/^postgres(ql)?:\/\//.test(databaseUrl))
    return openPostgresStore(databaseUrl, { schema: opts.pgSchema });
  // Only the scheme is echoed: the URL may carry a password.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(databaseUrl)?.[1] ?? "(none)";
  throw new Error(`unsupported database URL scheme "${scheme}": use sqlite: or postgres://`);
}
