import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import type { LeaderLock } from "../../pipeline/leader.js";

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
}

/**
 * The pipeline lock on SQLite, which is single-process by design: a file beside the database, created exclusively
 * and naming its owner's pid. A second process on the same file stays standby and says who holds it; a file left by
 * a dead process (SIGKILL) is taken over once its pid no longer runs. Same host only, as the database is.
 */
export function sqliteLockFile(dbPath: string): LeaderLock {
  const path = `${dbPath}.pipeline.lock`;
  const me: Owner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  let held = false;

  const read = (): Owner | undefined => {
    try {
      return JSON.parse(readFileSync(path, "utf8")) as Owner;
    } catch {
      return undefined;
    }
  };
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      // EPERM: it runs, as another user.
      return (e as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  const create = (): boolean => {
    try {
      const fd = openSync(path, "wx");
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw e;
    }
  };
  const ours = (o: Owner | undefined) => o?.pid === me.pid && o.startedAt === me.startedAt;

  return {
    describe: `SQLite lock file ${path} (SQLite runs the pipeline in one process; use PostgreSQL for replicas)`,
    async tryAcquire() {
      if (held) return true;
      try {
        held = create();
        if (held) return true;
        const owner = read();
        // A half-written file is someone creating it right now: not stale.
        if (!owner || (owner.host === me.host && alive(owner.pid))) return false;
        if (owner.host !== me.host) return false;
        unlinkSync(path);
        held = create();
        return held;
      } catch {
        return false;
      }
    },
    async stillHeld() {
      return held && ours(read());
    },
    async holder() {
      const o = read();
      return o ? `pid ${o.pid} on ${o.host} since ${o.startedAt}` : undefined;
    },
    async release() {
      if (!held) return;
      held = false;
      try {
        if (ours(read())) unlinkSync(path);
      } catch {
        // Already gone.
      }
    },
  };
}
