import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimitStore } from "./memory-store.js";
import { runRateLimitStoreContract } from "./store-contract.js";
import type { Budget } from "./types.js";

const free: Budget = { name: "free", limit: 5, windowMs: 60_000 };
const T0 = 1_700_000_000_000;

let store: MemoryRateLimitStore;
const open = (options: ConstructorParameters<typeof MemoryRateLimitStore>[0] = { sweepIntervalMs: 0 }) => {
  store = new MemoryRateLimitStore(options);
  return store;
};
afterEach(async () => {
  await store?.close();
});

describe("MemoryRateLimitStore sliding log", () => {
  it("allows the limit, blocks the next with the exact wait, and frees one unit when the oldest expires", async () => {
    const s = open();
    // Five hits, 10 s apart: t=0,10,20,30,40.
    for (let i = 0; i < 5; i++) {
      const d = await s.hit("k", free, T0 + i * 10_000);
      expect(d).toEqual({ allowed: true, limit: 5, remaining: 4 - i, resetSeconds: 60 - i * 10 });
    }
    // t=45: the oldest (t=0) frees at t=60 → 15 s.
    expect(await s.hit("k", free, T0 + 45_000)).toEqual({
      allowed: false,
      limit: 5,
      remaining: 0,
      resetSeconds: 15,
    });
    // Partial seconds round up: t=59.001 → 0.999 s → 1.
    expect((await s.hit("k", free, T0 + 59_001)).resetSeconds).toBe(1);
    // t=60: the t=0 hit has left the window; one more fits, the next oldest (t=10) frees at t=70.
    expect(await s.hit("k", free, T0 + 60_000)).toEqual({
      allowed: true,
      limit: 5,
      remaining: 0,
      resetSeconds: 10,
    });
    expect(await s.hit("k", free, T0 + 60_001)).toEqual({
      allowed: false,
      limit: 5,
      remaining: 0,
      resetSeconds: 10,
    });
  });

  it("does not count blocked hits, so hammering never extends the ban", async () => {
    const s = open();
    for (let i = 0; i < 5; i++) await s.hit("k", free, T0);
    for (let t = 1; t < 60_000; t += 997) expect((await s.hit("k", free, T0 + t)).allowed).toBe(false);
    // Had the blocked hits counted, the window would be full until ~t=120 s.
    const after = await s.hit("k", free, T0 + 60_000);
    expect(after).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
  });

  it("treats a limit of 0 as off: always allowed, nothing stored", async () => {
    const s = open();
    const off: Budget = { name: "off", limit: 0, windowMs: 60_000 };
    for (let i = 0; i < 20; i++) expect((await s.hit("k", off, T0)).allowed).toBe(true);
    expect(s.size).toBe(0);
  });

  it("keeps keys apart", async () => {
    const s = open();
    for (let i = 0; i < 5; i++) await s.hit("a", free, T0);
    expect((await s.hit("a", free, T0)).allowed).toBe(false);
    expect(await s.hit("b", free, T0)).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
  });

  it("stays exact when the limit of a key shrinks", async () => {
    const s = open();
    const big: Budget = { name: "x", limit: 5, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) await s.hit("k", big, T0 + i * 1000);
    // Limit 2 with hits at 0..4 s: room again only once the hit at 3 s expires (t=63 s).
    const small: Budget = { ...big, limit: 2 };
    expect(await s.hit("k", small, T0 + 10_000)).toEqual({
      allowed: false,
      limit: 2,
      remaining: 0,
      resetSeconds: 53,
    });
    expect((await s.hit("k", small, T0 + 62_999)).allowed).toBe(false);
    expect((await s.hit("k", small, T0 + 63_000)).allowed).toBe(true);
  });

  it("keeps the log ordered when the clock steps back", async () => {
    const s = open();
    const two: Budget = { name: "x", limit: 2, windowMs: 10_000 };
    await s.hit("k", two, T0 + 5_000);
    await s.hit("k", two, T0);
    expect((await s.hit("k", two, T0 + 14_999)).allowed).toBe(false);
    // Both count from t=5 s, so both are gone at 15 s.
    expect(await s.hit("k", two, T0 + 15_000)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetSeconds: 10,
    });
  });

  it("rejects malformed budgets", async () => {
    const s = open();
    await expect(s.hit("k", { name: "x", limit: 1.5, windowMs: 1000 }, T0)).rejects.toThrow(RangeError);
    await expect(s.hit("k", { name: "x", limit: -1, windowMs: 1000 }, T0)).rejects.toThrow(RangeError);
    await expect(s.hit("k", { name: "x", limit: 1, windowMs: 0 }, T0)).rejects.toThrow(RangeError);
  });
});

describe("MemoryRateLimitStore memory", () => {
  it("sweeps idle keys and keeps live ones", async () => {
    const s = open();
    for (let i = 0; i < 1000; i++) await s.hit(`idle-${i}`, free, T0);
    await s.hit("live", free, T0 + 30_000);
    expect(s.size).toBe(1001);
    expect(s.sweep(T0 + 59_999)).toBe(0);
    expect(s.sweep(T0 + 60_000)).toBe(1000);
    expect(s.size).toBe(1);
    expect(s.sweep(T0 + 90_000)).toBe(1);
    expect(s.size).toBe(0);
  });

  it("sweeps on its own timer with the injected clock", async () => {
    vi.useFakeTimers();
    try {
      let now = T0;
      const s = open({ sweepIntervalMs: 10_000, now: () => now });
      await s.hit("k", free, T0);
      now = T0 + 59_999;
      vi.advanceTimersByTime(10_000);
      expect(s.size).toBe(1);
      now = T0 + 60_000;
      vi.advanceTimersByTime(10_000);
      expect(s.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("caps the number of keys, forgetting the least recently hit", async () => {
    const s = open({ sweepIntervalMs: 0, maxKeys: 3 });
    await s.hit("a", free, T0);
    await s.hit("b", free, T0 + 1);
    await s.hit("c", free, T0 + 2);
    await s.hit("a", free, T0 + 3); // a is now the most recent
    await s.hit("d", free, T0 + 4); // evicts b
    expect(s.size).toBe(3);
    expect((await s.hit("a", free, T0 + 5)).remaining).toBe(2);
    expect((await s.hit("b", free, T0 + 6)).remaining).toBe(4);
  });

  it("forgets everything on close", async () => {
    const s = open({});
    await s.hit("k", free, T0);
    await s.close();
    expect(s.size).toBe(0);
  });
});

// The cases every store shares; the memory store has no sibling (each instance counts on its own).
runRateLimitStoreContract("memory", async () => new MemoryRateLimitStore({ sweepIntervalMs: 0 }));
