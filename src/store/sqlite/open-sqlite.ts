import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { kyselyStore } from "../kysely-store.js";
import type { Tables } from "../tables.js";
import type { Store } from "../types.js";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.js";

const MEMORY = ":memory:";

/** `sqlite:./data/intel.db` → `./data/intel.db` (relative to the working directory), `sqlite::memory:` → in memory. */
export function sqlitePathOf(url: string): string {
  if (!url.startsWith("sqlite:")) throw new Error("not a sqlite: URL");
  let path = url.slice("sqlite:".length);
  // Tolerate the `sqlite:///abs/path` and `sqlite://rel/path` spellings too.
  if (path.startsWith("//")) path = path.slice(2);
  if (!path) throw new Error("sqlite: URL without a path (sqlite::memory: for in-memory)");
  return path;
}

export async function openSqliteStore(path: string): Promise<Store> {
  if (path !== MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  try {
    // First: switching to WAL itself needs a lock, which another process opening the file may hold. node:sqlite is
    // synchronous, so a writer in another process blocks this event loop for up to this long.
    db.exec("PRAGMA busy_timeout = 5000");
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA foreign_keys = ON");
    // Safe with WAL (a power loss may drop the last commits, never corrupt), and much cheaper than FULL.
    db.exec("PRAGMA synchronous = NORMAL");
  } catch (e) {
    db.close();
    throw e;
  }
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(db) }) });
  return kyselyStore(kysely, "sqlite");
}
