import type { LeaderLock } from "../pipeline/leader.js";
import { postgresAdvisoryLock } from "./postgres/advisory-lock.js";
import { sqliteLockFile } from "./sqlite/lock-file.js";
import { sqlitePathOf } from "./sqlite/open-sqlite.js";

/** The pipeline lock that fits the database URL (the same URL, and schema, the store was opened with). */
export function openLeaderLock(databaseUrl: string, opts: { pgSchema?: string } = {}): LeaderLock {
  if (databaseUrl.startsWith("sqlite:")) {
    const path = sqlitePathOf(databaseUrl);
    // A private in-memory database has no other process to share it with.
    if (path === ":memory:") return processLocal();
    return sqliteLockFile(path);
  }
  return postgresAdvisoryLock(databaseUrl, { schema: opts.pgSchema });
}

function processLocal(): LeaderLock {
  let held = false;
  return {
    describe: "in-memory SQLite (this process only)",
    tryAcquire: async () => {
      held = true;
      return true;
    },
    stillHeld: async () => held,
    release: async () => {
      held = false;
    },
  };
}
