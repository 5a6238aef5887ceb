import pg from "pg";
import type { LeaderLock } from "../../pipeline/leader.js";

/** First key of the two-key advisory lock (the migration lock uses 72402); the second is the schema. */
const PG_PIPELINE_LOCK = 72_403;

export interface AdvisoryLockOptions {
  /** Same as the store's: the lock is per schema, so test schemas (and tenants sharing a server) don't contend. */
  schema?: string | undefined;
  /** Bounds the connect and every query, so a silent network does not leave a leader believing it leads. */
  timeoutMs?: number;
}

/**
 * The pipeline lock on PostgreSQL: a session advisory lock held by a connection of its own (never the pool's, whose
 * connections come and go). PostgreSQL releases it when that session ends, so a killed leader (SIGKILL included)
 * frees it as soon as the server sees the socket close; TCP keepalive (both ends) covers a vanished host.
 */
export function postgresAdvisoryLock(url: string, opts: AdvisoryLockOptions = {}): LeaderLock {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  let client: pg.Client | undefined;
  let held = false;
  const lostListeners: (() => void)[] = [];

  const drop = async () => {
    const c = client;
    client = undefined;
    held = false;
    // Ending the session is what releases the lock; a dead socket needs no more.
    await c?.end().catch(() => {});
  };

  const connect = async (): Promise<pg.Client> => {
    if (client) return client;
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: "intel-digest pipeline lock",
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    c.on("error", () => {
      if (client !== c) return;
      const wasHeld = held;
      client = undefined;
      held = false;
      void c.end().catch(() => {});
      if (wasHeld) for (const fn of lostListeners) fn();
    });
    await c.connect();
    // The server's side of keepalive: a leader whose host vanishes (no FIN, no RST) loses its session, and so the
    // lock, in about 25 s instead of the OS default of two hours. Ignored over a Unix socket, where it isn't needed.
    await c
      .query("set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3")
      .catch(async (err: unknown) => {
        await c.end().catch(() => {});
        throw err;
      });
    client = c;
    return c;
  };

  return {
    describe: "PostgreSQL session advisory lock",
    async tryAcquire() {
      if (held) return true;
      try {
        const c = await connect();
        const r = await c.query<{ ok: boolean }>(
          "select pg_try_advisory_lock($1, hashtext(coalesce(current_schema(), ''))) as ok",
          [PG_PIPELINE_LOCK],
        );
        held = r.rows[0]?.ok === true;
        return held;
      } catch {
        await drop();
        return false;
      }
    },
    async stillHeld() {
      if (!held || !client) return false;
      try {
        // Asks the server, not our memory: after a server restart the session (and the lock) are gone.
        const r = await client.query<{ n: string }>(
          `select count(*) as n from pg_locks
            where locktype = 'advisory' and pid = pg_backend_pid() and granted
              and classid = $1 and objid = hashtext(coalesce(current_schema(), ''))::oid`,
          [PG_PIPELINE_LOCK],
        );
        return Number(r.rows[0]?.n) > 0;
      } catch {
        await drop();
        return false;
      }
    },
    async holder() {
      try {
        const c = await connect();
        const r = await c.query<{ pid: number; addr: string | null; since: Date | null }>(
          `select l.pid, a.client_addr::text as addr, a.backend_start as since
             from pg_locks l left join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and l.classid = $1
              and l.objid = hashtext(coalesce(current_schema(), ''))::oid
            limit 1`,
          [PG_PIPELINE_LOCK],
        );
        const row = r.rows[0];
        if (!row) return undefined;
        return `PostgreSQL backend ${row.pid}${row.addr ? ` from ${row.addr}` : ""}`;
      } catch {
        return undefined;
      }
    },
    release: drop,
    onLost(fn) {
      lostListeners.push(fn);
    },
  };
}
