import { describe, expect, it } from "vitest";
import { createScheduler, type RunReason, type Timers, untilNextBoundary } from "./scheduler.js";

/** A virtual clock and timers: `advance` fires what falls due, in order, and lets their promises settle. */
function virtualTime(startIso: string) {
  let now = Date.parse(startIso);
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = ++seq;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (h) => void pending.delete(h as number),
  };
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return {
    timers,
    now: () => new Date(now),
    pending: () => pending.size,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...pending.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        pending.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].fn();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

const silent = { info: () => {}, warn: () => {} };

describe("scheduler", () => {
  it("runs once shortly after start-up and then at every hour boundary", async () => {
    const t = virtualTime("2026-11-22T09:40:00.000Z");
    const runs: [RunReason, string][] = [];
    const s = createScheduler({
      job: async (reason) => void runs.push([reason, t.now().toISOString()]),
      logger: silent,
      now: t.now,
      timers: t.timers,
      startupDelayMs: 5_000,
    });
    s.start();
    await t.advance(3 * 3_600_000);
    expect(runs).toEqual([
      ["startup", "2026-11-22T09:40:05.000Z"],
      ["hourly", "2026-11-22T10:00:00.000Z"],
      ["hourly", "2026-11-22T11:00:00.000Z"],
      ["hourly", "2026-11-22T12:00:00.000Z"],
    ]);
    await s.close();
    expect(t.pending()).toBe(0);
  });

  it("never overlaps: a boundary reached during a run is skipped, runNow joins the run in progress", async () => {
    const t = virtualTime("2026-11-22T09:59:00.000Z");
    let finish: () => void = () => {};
    let started = 0;
    const warnings: string[] = [];
    const s = createScheduler({
      job: () => {
        started++;
        return new Promise<number>((resolve) => {
          finish = () => resolve(started);
        });
      },
      logger: { info: () => {}, warn: (_o, msg) => void warnings.push(msg) },
      now: t.now,
      timers: t.timers,
      startupDelayMs: false,
    });
    s.start();
    await t.advance(60_000);
    expect(started).toBe(1);
    expect(s.running).toBe(true);
    const joined = s.runNow();
    await t.advance(3_600_000);
    expect(started).toBe(1);
    expect(warnings).toEqual(["scheduled run skipped: the previous run is still going"]);
    finish();
    expect(await joined).toBe(1);
    expect(s.running).toBe(false);
    await t.advance(3_600_000);
    expect(started).toBe(2);
    finish();
    await s.close();
  });

  it("logs a failed run and keeps its schedule", async () => {
    const t = virtualTime("2026-11-22T09:30:00.000Z");
    const warnings: unknown[] = [];
    let calls = 0;
    const s = createScheduler({
      job: async () => {
        calls++;
        throw new Error("store unreachable");
      },
      logger: { info: () => {}, warn: (o) => void warnings.push(o) },
      now: t.now,
      timers: t.timers,
      startupDelayMs: false,
    });
    s.start();
    await t.advance(2 * 3_600_000);
    expect(calls).toBe(2);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ reason: "hourly", err: { message: "store unreachable" } });
    await expect(s.runNow()).rejects.toThrow("store unreachable");
    await s.close();
  });

  it("waits out a timer that fires early, so the run belongs to the new hour", async () => {
    let now = Date.parse("2026-11-22T09:59:00.000Z");
    const fired: string[] = [];
    const queue: { fn: () => void; ms: number }[] = [];
    const s = createScheduler({
      job: async () => void fired.push(new Date(now).toISOString()),
      logger: silent,
      now: () => new Date(now),
      timers: { setTimeout: (fn, ms) => queue.push({ fn, ms }), clearTimeout: () => {} },
      startupDelayMs: false,
    });
    s.start();
    s.start(); // a second start is a no-op
    expect(queue.map((q) => q.ms)).toEqual([60_000]);
    now = Date.parse("2026-11-22T09:59:59.998Z");
    queue.shift()?.fn();
    expect(fired).toEqual([]);
    expect(queue[0]?.ms).toBe(2);
    now = Date.parse("2026-11-22T10:00:00.001Z");
    queue.shift()?.fn();
    await Promise.resolve();
    expect(fired).toEqual(["2026-11-22T10:00:00.001Z"]);
    await s.close();
  });

  it("close waits for the run in progress and stops the timers", async () => {
    const t = virtualTime("2026-11-22T09:00:00.000Z");
    let finish: () => void = () => {};
    const s = createScheduler({
      job: () => new Promise<void>((resolve) => (finish = resolve)),
      logger: silent,
      now: t.now,
      timers: t.timers,
    });
    s.start();
    await t.advance(10_000);
    let closed = false;
    const closing = s.close().then(() => (closed = true));
    await t.advance(0);
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
    expect(t.pending()).toBe(0);
  });

  it("computes the time to the next boundary", () => {
    expect(untilNextBoundary(new Date("2026-11-22T09:59:30.000Z"))).toBe(30_000);
    expect(untilNextBoundary(new Date("2026-11-22T10:00:00.000Z"))).toBe(3_600_000);
  });

  it("stop() ends a leadership term: timers off, the run in progress awaited, and start() begins a new term", async () => {
    const t = virtualTime("2026-11-22T09:40:00.000Z");
    const runs: RunReason[] = [];
    let finish: () => void = () => {};
    const s = createScheduler({
      job: (reason) => {
        runs.push(reason);
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      logger: silent,
      now: t.now,
      timers: t.timers,
      startupDelayMs: 5_000,
    });
    s.start();
    await t.advance(5_000);
    expect(runs).toEqual(["startup"]);
    let stopped = false;
    const stopping = s.stop().then(() => {
      stopped = true;
    });
    await t.advance(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(t.pending()).toBe(0);
    s.runAt(new Date(t.now().getTime() + 1_000), "retry");
    await t.advance(2 * 3_600_000);
    expect(runs).toEqual(["startup"]);
    s.start();
    await t.advance(5_000);
    expect(runs).toEqual(["startup", "startup"]);
    finish();
    await s.close();
  });
});
