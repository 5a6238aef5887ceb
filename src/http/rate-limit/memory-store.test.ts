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

// The sliding-log behaviour (limits, waits, blocked hits, shrinking limits, clock steps) is the shared contract
// below; these are what only the memory store has: sweeping, the key cap, close.
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
