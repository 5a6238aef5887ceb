/**
 * Per-host politeness: a small semaphore per host, a minimum spacing between request starts, and a "come back
 * later" time set by `Retry-After` or by an adapter. Nothing here is global: a slow host only queues its own requests.
 */

export interface HostGateOptions {
  concurrency: number;
  /** False (replay) keeps the semaphore but skips spacing and backoffs. */
  politeness: boolean;
  /** A backoff longer than this is not waited for: `acquire` answers `blocked` at once. */
  maxWaitMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

export type Admission = { kind: "go"; release: () => void } | { kind: "blocked"; waitMs: number };

interface HostState {
  active: number;
  waiters: (() => void)[];
  /** Reserved start time of the latest request (may be in the future while its spacing runs). */
  lastStart: number;
  backoffUntil: number;
}

export interface HostGate {
  acquire(host: string, minIntervalMs: number, signal?: AbortSignal): Promise<Admission>;
  backoff(host: string, ms: number): void;
}

export function createHostGate(opts: HostGateOptions): HostGate {
  const hosts = new Map<string, HostState>();

  function state(host: string): HostState {
    let s = hosts.get(host);
    if (s === undefined) {
      s = { active: 0, waiters: [], lastStart: Number.NEGATIVE_INFINITY, backoffUntil: 0 };
      hosts.set(host, s);
    }
    return s;
  }

  function blockedFor(s: HostState): number {
    if (!opts.politeness) return 0;
    const remaining = s.backoffUntil - opts.now();
    return remaining > opts.maxWaitMs ? remaining : 0;
  }

  function release(s: HostState): void {
    const next = s.waiters.shift();
    if (next === undefined) s.active -= 1;
    else next(); // the slot passes straight to the next waiter
  }

  function takeSlot(s: HostState, signal?: AbortSignal): Promise<void> {
    if (s.active < opts.concurrency) {
      s.active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = s.waiters.indexOf(grant);
        if (at >= 0) s.waiters.splice(at, 1);
        reject(signal?.reason);
      };
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      s.waiters.push(grant);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  async function acquire(host: string, minIntervalMs: number, signal?: AbortSignal): Promise<Admission> {
    signal?.throwIfAborted();
    const s = state(host);
    const early = blockedFor(s);
    if (early > 0) return { kind: "blocked", waitMs: early };
    await takeSlot(s, signal);
    let released = false;
    const go: Admission = {
      kind: "go",
      release: () => {
        if (!released) {
          released = true;
          release(s);
        }
      },
    };
    if (!opts.politeness) return go;
    try {
      // Loop because a backoff may arrive while we wait for our reserved start.
      for (;;) {
        const blocked = blockedFor(s);
        if (blocked > 0) {
          go.release();
          return { kind: "blocked", waitMs: blocked };
        }
        const now = opts.now();
        const spaced = minIntervalMs > 0 ? s.lastStart + minIntervalMs : now;
        const startAt = Math.max(now, spaced, s.backoffUntil);
        // Reserve before sleeping so the next request in line spaces itself after this one.
        s.lastStart = Math.max(s.lastStart, startAt);
        if (startAt <= now) return go;
        await opts.sleep(startAt - now, signal);
        if (s.backoffUntil <= opts.now()) return go;
      }
    } catch (err) {
      go.release();
      throw err;
    }
  }

  function backoff(host: string, ms: number): void {
    if (!opts.politeness || !(ms > 0)) return;
    const s = state(host);
    s.backoffUntil = Math.max(s.backoffUntil, opts.now() + ms);
  }

  return { acquire, backoff };
}
