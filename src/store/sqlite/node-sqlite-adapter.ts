import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase } from "kysely";

/**
 * Prepared statements kept per SQL text. Kysely's SQLite driver prepares every query it runs, so a pulse save (one
 * upsert per changed narrative, one select and one insert per lifecycle entry: the same few texts, thousands of
 * times an hour's burst) compiled the same statement per row. Few, least recently used dropped first: a multi-row
 * statement's text depends on its row count (each batch's last chunk is a new one) and its compiled form is large,
 * so keeping many of those costs resident memory for statements that will not run again.
 */
const STATEMENT_CACHE = 16;

/**
 * Kysely's SqliteDialect expects better-sqlite3's shape (parameter arrays, a `reader` flag); node:sqlite takes
 * spread parameters and exposes the result columns instead, so this bridges the two.
 */
export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, { stmt: StatementSync; reader: boolean }>();
  const statement = (sql: string) => {
    let s = cache.get(sql);
    if (s) cache.delete(sql);
    else {
      const stmt = db.prepare(sql);
      s = { stmt, reader: stmt.columns().length > 0 };
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, s);
    return s;
  };
  const args = (params: ReadonlyArray<unknown>) => params as SQLInputValue[];
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql) {
      const { stmt, reader } = statement(sql);
      return {
        // Also true for INSERT … RETURNING, which Kysely must read with all() rather than run().
        reader,
        all: (params) => stmt.all(...args(params)),
        run: (params) => stmt.run(...args(params)),
        // A stream may be left unfinished, holding its statement mid-step: it gets a statement of its own.
        iterate: (params) => db.prepare(sql).iterate(...args(params)),
      };
    },
  };
}
