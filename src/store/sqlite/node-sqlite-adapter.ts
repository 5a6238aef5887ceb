import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { SqliteDatabase } from "kysely";

/**
 * Kysely's SqliteDialect expects better-sqlite3's shape (parameter arrays, a `reader` flag); node:sqlite takes
 * spread parameters and exposes the result columns instead, so this bridges the two.
 */
export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql) {
      const stmt = db.prepare(sql);
      const args = (params: ReadonlyArray<unknown>) => params as SQLInputValue[];
      return {
        // Also true for INSERT … RETURNING, which Kysely must read with all() rather than run().
        reader: stmt.columns().length > 0,
        all: (params) => stmt.all(...args(params)),
        run: (params) => stmt.run(...args(params)),
        iterate: (params) => stmt.iterate(...args(params)),
      };
    },
  };
}
