/**
 * Runs a job at every hour boundary (:00 UTC) and once shortly after start-up. Only the scheduler knows "hourly":
 * the job itself is a plain function. A run never overlaps the previous one (a boundary reached while a run is still
 * going is skipped), a failure is logged and never escapes, timers are unref'd so they never keep a process alive,
 * and `close()` stops the timers and waits for the run in progress.
 */

export type RunReason = "startup" | "hourly" | "manual" | "retry";

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerOptions<T> {
  job: (reason: RunReason) => Promise<T>;
  logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  now?: () => Date;
  timers?: Timers;
  /** Delay of the start-up run; `false` for none. */
  startupDelayMs?: number | false;
  /** Period of the boundaries, from the epoch: an hour unless a test says otherwise. */
  periodMs?: number;
}

export interface Scheduler<T> {
  start(): void;
  /** Runs the job now, or joins the run in progress (never two at once). Rejects only if the job does. */
  runNow(reason?: RunReason): Promise<T>;
  /** One extra run at `at` (replacing a pending one, skipped if a run is going then): the digest's retries. */
  runAt(at: Date, reason: RunReason): void;
  readonly running: boolean;
  /** Stops the timers and waits for the run in progress; `start()` may follow (a new leadership term). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export const HOUR_MS = 3_600_000;
export const STARTUP_DELAY_MS = 5_000;

const nodeTimers: Timers = {
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** Milliseconds from `now` to the next multiple of `period` (a full period when exactly on one). */
export function untilNextBoundary(now: Date, period = HOUR_MS): number {
  return period - (now.getTime() % period);
}

export function createScheduler<T>(opts: SchedulerOptions<T>): Scheduler<T> {
  const now = opts.now ?? (() => new Date());
  const timers = opts.timers ?? nodeTimers;
  const period = opts.periodMs ?? HOUR_MS;
  const startupDelay = opts.startupDelayMs ?? STARTUP_DELAY_MS;
  let inFlight: Promise<T> | undefined;
  let boundaryTimer: unknown;
  let startupTimer: unknown;
  let extraTimer: unknown;
  let closed = false;
  // Between stop() and the next start(): timers off, scheduled runs refused, manual runs still allowed.
  let stopped = false;

  const runNow = (reason: RunReason = "manual"): Promise<T> => {
    if (inFlight) return inFlight;
    const run = opts.job(reason);
    inFlight = run;
    // Settled either way before the next run may start; the caller sees the outcome through `run`.
    run.then(
      () => {
        if (inFlight === run) inFlight = undefined;
      },
      () => {
        if (inFlight === run) inFlight = undefined;
      },
    );
    return run;
  };

  // Scheduled runs never throw: the failure is logged and the next boundary comes anyway.
  const fire = (reason: RunReason) => {
    if (closed || stopped) return;
    if (inFlight) {
      opts.logger.warn({ reason }, "scheduled run skipped: the previous run is still going");
      return;
    }
    runNow(reason).catch((err: unknown) => opts.logger.warn({ err, reason }, "scheduled run failed"));
  };

  const armBoundary = (target: number) => {
    boundaryTimer = timers.setTimeout(
      () => {
        if (closed || stopped) return;
        // A timer may fire a little early: wait out the rest so the run belongs to the new hour.
        const left = target - now().getTime();
        if (left > 0) return armBoundary(target);
        fire("hourly");
        armBoundary(now().getTime() + untilNextBoundary(now(), period));
      },
      Math.max(0, target - now().getTime()),
    );
  };

  const clearAll = () => {
    if (startupTimer !== undefined) timers.clearTimeout(startupTimer);
    if (boundaryTimer !== undefined) timers.clearTimeout(boundaryTimer);
    if (extraTimer !== undefined) timers.clearTimeout(extraTimer);
    startupTimer = boundaryTimer = extraTimer = undefined;
  };

  return {
    start() {
      if (closed || boundaryTimer !== undefined) return;
      stopped = false;
      if (startupDelay !== false) startupTimer = timers.setTimeout(() => fire("startup"), startupDelay);
      armBoundary(now().getTime() + untilNextBoundary(now(), period));
    },
    runNow,
    runAt(at, reason) {
      if (closed || stopped) return;
      if (extraTimer !== undefined) timers.clearTimeout(extraTimer);
      extraTimer = timers.setTimeout(
        () => {
          extraTimer = undefined;
          fire(reason);
        },
        Math.max(0, at.getTime() - now().getTime()),
      );
    },
    get running() {
      return inFlight !== undefined;
    },
    async stop() {
      stopped = true;
      clearAll();
      await inFlight?.catch(() => undefined);
    },
    async close() {
      closed = true;
      clearAll();
      await inFlight?.catch(() => undefined);
    },
  };
}
