/**
 * Who runs the pipeline. Any number of `serve` replicas may share one database; exactly one of them (the leader)
 * collects, runs the Pulse cycle and produces digests, the others serve HTTP and wait to take over. The lock that
 * decides it is behind `LeaderLock` so this module stays free of drivers: PostgreSQL uses a session advisory lock on
 * a dedicated connection, SQLite a lock file beside the database (see docs/ARCHITECTURE.md, "Replicas").
 */

export type PipelineRole = "leader" | "standby" | "off";

export interface PipelineStatus {
  role: PipelineRole;
  /** When this process took its current role. */
  since: Date;
}

export interface LeaderLock {
  /** What the lock is, for log lines ("postgres advisory lock", "lock file /data/intel.db.pipeline.lock"). */
  readonly describe: string;
  /** One attempt: true when this process now holds the lock (or already did). Never throws: failure is false. */
  tryAcquire(): Promise<boolean>;
  /** Whether the lock is still ours (the connection is alive, the file still names us). Never throws. */
  stillHeld(): Promise<boolean>;
  /** Who holds it when we don't, if the lock can say (for the standby's log line). */
  holder?(): Promise<string | undefined>;
  /** Gives the lock up (also closes its connection); another process may take it at once. */
  release(): Promise<void>;
  /** Called as soon as the lock knows it is lost (a dropped connection), before the next heartbeat. */
  onLost?(fn: () => void): void;
}

export interface ElectionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ElectionOptions {
  lock: LeaderLock;
  logger: ElectionLogger;
  /** Starts the pipeline (called once per term, when this process becomes leader). */
  onLead: () => void;
  /** Stops it and waits for the run in progress (called when the term ends: lock lost or shutdown). */
  onStepDown: () => Promise<void>;
  /** How often a standby tries to take over, and a leader checks it still holds the lock. */
  intervalMs?: number;
  now?: () => Date;
}

export interface LeaderElection {
  status(): PipelineStatus;
  /** True while this process holds the lock: the pipeline checks it between stages. */
  isLeader(): boolean;
  start(): void;
  /** Ends the term (if any), releases the lock and stops trying. */
  close(): Promise<void>;
}

/** Standbys try this often, so a dead leader is replaced within one interval after PostgreSQL drops its session. */
export const ELECTION_INTERVAL_MS = 5_000;

/** A process that never leads: `PIPELINE=off`, or the pipeline runs elsewhere (`PULSE_URL`). */
export function staticStatus(role: "off" | "leader", now: () => Date = () => new Date()): LeaderElection {
  const status = { role, since: now() };
  return {
    status: () => ({ ...status }),
    isLeader: () => role === "leader",
    start() {},
    async close() {},
  };
}

export function createLeaderElection(opts: ElectionOptions): LeaderElection {
  const now = opts.now ?? (() => new Date());
  const interval = opts.intervalMs ?? ELECTION_INTERVAL_MS;
  const { lock, logger } = opts;
  let status: PipelineStatus = { role: "standby", since: now() };
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;
  // One step at a time: a heartbeat, an acquisition attempt or a step-down never overlap.
  let step: Promise<void> = Promise.resolve();
  let toldHolder: string | undefined;

  const become = (role: PipelineRole) => {
    status = { role, since: now() };
  };

  const stepDown = async (why: string) => {
    if (status.role !== "leader") return;
    become("standby");
    logger.error({ lock: lock.describe, reason: why }, "pipeline leadership lost: stopping the pipeline");
    await opts.onStepDown().catch((err: unknown) => logger.warn({ err }, "pipeline stop failed"));
    await lock.release();
  };

  const tick = async () => {
    if (closed) return;
    if (status.role === "leader") {
      if (!(await lock.stillHeld())) await stepDown("the lock is no longer held");
      return;
    }
    if (await lock.tryAcquire()) {
      if (closed) return void (await lock.release());
      become("leader");
      toldHolder = undefined;
      logger.info({ lock: lock.describe }, "pipeline leader: this process runs collect, Pulse and digests");
      opts.onLead();
      return;
    }
    // Said once per holder, not every few seconds.
    const holder = (await lock.holder?.()) ?? "another process";
    if (holder !== toldHolder) {
      toldHolder = holder;
      logger.info(
        { lock: lock.describe, holder, retryMs: interval },
        "pipeline standby: another process leads; serving HTTP only and ready to take over",
      );
    }
  };

  const schedule = () => {
    step = step
      .then(tick, tick)
      .catch((err: unknown) => logger.warn({ err }, "pipeline election step failed"));
    return step;
  };

  lock.onLost?.(() => {
    step = step
      .then(() => stepDown("the lock's connection dropped"))
      .catch((err: unknown) => logger.warn({ err }, "pipeline election step failed"));
  });

  return {
    status: () => ({ ...status }),
    isLeader: () => status.role === "leader",
    start() {
      if (started || closed) return;
      started = true;
      void schedule();
      timer = setInterval(() => void schedule(), interval);
      timer.unref();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      await step;
      if (status.role === "leader") {
        become("standby");
        await opts.onStepDown().catch((err: unknown) => logger.warn({ err }, "pipeline stop failed"));
      }
      await lock.release();
    },
  };
}
