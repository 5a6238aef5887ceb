import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { kyselyStore } from "../kysely-store.js";
import type { Tables } from "../tables.js";
import type { Store } from "../types.js";

export interface PostgresStoreOptions {
  /** Keep every table in this schema (created when missing); tests isolate each run in its own. */
  schema?: string | undefined;
  /** Pool size; defaults to pg's own. */
  max?: number | undefined;
}

/** Plain unquoted identifiers only: the name goes into a startup option and DDL, never user input anyway. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresStore(url: string, opts: PostgresStoreOptions = {}): Promise<Store> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name "${schema}" (lowercase letters, digits and _ only)`);
  }
  if (schema) await createSchema(url, schema);
  const pool = new pg.Pool({
    connectionString: url,
    ...(opts.max ? { max: opts.max } : {}),
    // Sent at connection start-up, so every pooled connection has it before its first query.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // pg-pool drops that listener while a client is checked out, and a client that loses its connection between
  // two statements of a transaction (a restart under load) then emits an unhandled 'error' that would kill the
  // process. Its pending or next query fails anyway, and the pool discards it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return kyselyStore(db, "postgres");
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } catch (e) {
    // Two processes creating it at once: IF NOT EXISTS still races on the catalog's unique index.
    const code = (e as { code?: string }).code;
    if (code !== "23505" && code !== "42P06") throw e;
  } finally {
    await client.end();
  }
}
