import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedItems, syntheticItems } from "../../tests/helpers/pulse-items.js";
import { openStore } from "../store/index.js";
import type { Store } from "../store/types.js";
import { type CycleProgress, type CycleStore, createPulseCycle, type PulseCycle } from "./cycle.js";
import { PulseDigest } from "./schema.js";
import { createEngineHost } from "./worker/engine-host.js";

const H9 = new Date("2026-11-22T09:00:00.000Z");
const hours = (n: number) => new Date(H9.getTime() + n * 3_600_000);

let dir: string;
let store: Store;
const cycles: PulseCycle[] = [];
const lines: { obj: Record<string, unknown>; msg: string }[] = [];
const logger = {
  info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
  warn: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "intel-pulse-cycle-"));
  store = await openStore(`sqlite:${join(dir, "intel.db")}`);
  await store.migrate();
  lines.length = 0;
});
afterEach(async () => {
  for (const c of cycles.splice(0)) await c.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function cycle(clock: { now: Date }, opts: { store?: CycleStore; batchSize?: number } = {}): PulseCycle {
  const c = createPulseCycle({
    store: opts.store ?? store,
    engine: createEngineHost({ inThread: true }),
    logger,
    now: () => clock.now,
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
  });
  cycles.push(c);
  return c;
}

const seed = (count: number, start: Date, seedNo = 1, spanMs = 50 * 60_000) =>
  seedItems(
    store,
    syntheticItems({ count, stories: 12, start, spanMs, seed: seedNo, firstId: seedNo * 10_000 }),
  );

describe("pulse cycle", () => {
  it("ingests new items in batches, persists each, ticks and publishes the hour's digest", async () => {
    await seed(250, new Date(H9.getTime() - 55 * 60_000));
    const clock = { now: H9 };
    const progress: CycleProgress[] = [];
    const s = await cycle(clock, { batchSize: 100 }).run({
      onProgress: (p) => progress.push(p),
      runId: "run-1",
    });

    expect(s.runId).toBe("run-1");
    expect(s.itemsIngested).toBe(250);
    expect(s.batches).toBe(3);
    expect(s.narratives.new).toBeGreaterThanOrEqual(5);
    expect(s.narratives.updated).toBe(0);
    expect(s.digest).toBe("published");
    expect(s.digestId).toBeGreaterThan(0);
    expect(progress.map((p) => p.stage)).toEqual(["load", "ingest", "ingest", "ingest", "tick", "digest"]);
    expect(progress.filter((p) => p.stage === "ingest").map((p) => p.items)).toEqual([100, 100, 50]);

    // One log line per stage, all carrying the run id.
    expect(lines.map((l) => [l.obj.stage, l.obj.runId])).toEqual([
      ["load", "run-1"],
      ["ingest", "run-1"],
      ["tick", "run-1"],
      ["digest", "run-1"],
    ]);

    const state = await store.loadEngineState();
    expect(state?.cursor).toBe(250);
    expect(state?.narratives.length).toBe(s.narratives.new - s.narratives.merged - s.narratives.archived);
    const [digest] = await store.pulseDigests({ limit: 5 });
    expect(PulseDigest.parse(digest)).toBeTruthy();
    expect(digest?.title).toMatch(/^Pulse 09:00 UTC: .+ leads; \d+ narratives moved$/);
    expect(digest?.sourceMix.reduce((n, x) => n + x.items, 0)).toBe(250);
  });

  it("publishes at most one digest per hour and none for an hour without new items", async () => {
    await seed(120, new Date(H9.getTime() - 30 * 60_000), 1, 25 * 60_000);
    const clock = { now: H9 };
    const c = cycle(clock);
    const first = await c.run();
    expect(first.digest).toBe("published");

    // Same hour, new items: they are ingested but the hour already has its digest.
    await seed(20, new Date(H9.getTime() + 60_000), 2, 60_000);
    clock.now = new Date(H9.getTime() + 20 * 60_000);
    const again = await c.run();
    expect(again.itemsIngested).toBe(20);
    expect(again.digest).toBe("already_published");

    // Next hour: what the 09:20 cycle ingested after the 09:00 digest is reported now, with its narratives.
    clock.now = hours(1);
    const late = await c.run();
    expect(late).toMatchObject({ itemsIngested: 0, digest: "published" });
    const [, lateDigest] = await store.pulseDigests({ limit: 10 });
    expect(lateDigest?.sourceMix.reduce((n, x) => n + x.items, 0)).toBe(20);
    expect(lateDigest?.narrativeArcs.some((a) => a.description.includes("in the last hour"))).toBe(true);

    // An hour with nothing new: the engine still ticks, no digest.
    clock.now = hours(2);
    const quiet = await c.run();
    expect(quiet).toMatchObject({ itemsIngested: 0, digest: "no_new_items", digestId: null });

    // Only what arrived since the previous digest counts.
    await seed(30, new Date(hours(3).getTime() - 10 * 60_000), 3, 5 * 60_000);
    clock.now = hours(3);
    const next = await c.run();
    expect(next.digest).toBe("published");
    expect(next.digestId).toBeGreaterThan(first.digestId ?? 0);
    const digests = await store.pulseDigests({ limit: 10 });
    expect(digests.map((d) => d.createdAt)).toEqual([H9, hours(1), hours(3)].map((d) => d.toISOString()));
    expect(digests[2]?.sourceMix.reduce((n, x) => n + x.items, 0)).toBe(30);
  });

  it("a restarted process continues from the store: same ids, nothing re-ingested", async () => {
    await seed(150, new Date(H9.getTime() - 40 * 60_000));
    const clock = { now: H9 };
    await cycle(clock).run();
    const before = await store.loadEngineState();

    const restarted = await cycle(clock).run();
    expect(restarted).toMatchObject({ itemsIngested: 0, narratives: { new: 0, merged: 0 } });
    const after = await store.loadEngineState();
    expect(after?.narratives.map((n) => n.record.id)).toEqual(before?.narratives.map((n) => n.record.id));
    expect(after?.nextId).toBe(before?.nextId);
  });

  it("notices another process's ingestion through the cursor and reloads, otherwise keeps its state", async () => {
    const withCursor: CycleStore = Object.assign(Object.create(store) as Store, {
      pulseCursor: async () => (await store.loadEngineState())?.cursor,
    });
    await seed(80, new Date(H9.getTime() - 40 * 60_000));
    const clock = { now: H9 };
    const mine = cycle(clock, { store: withCursor });
    const loads: boolean[] = [];
    const onProgress = (p: CycleProgress) => p.stage === "load" && loads.push(p.reloaded);
    await mine.run({ onProgress });
    await mine.run({ onProgress });

    await seed(40, new Date(H9.getTime() + 60_000), 2, 60_000);
    clock.now = new Date(H9.getTime() + 5 * 60_000);
    const other = await cycle(clock).run();
    expect(other.itemsIngested).toBe(40);

    const s = await mine.run({ onProgress });
    expect(s.itemsIngested).toBe(0);
    expect(loads).toEqual([true, false, true]);
  });

  it("after a failed save, the next cycle starts again from what the store kept", async () => {
    await seed(90, new Date(H9.getTime() - 40 * 60_000));
    let failures = 1;
    const flaky: CycleStore = Object.assign(Object.create(store) as Store, {
      savePulseChanges: async (c: Parameters<Store["savePulseChanges"]>[0]) => {
        if (c.assignments.length && failures-- > 0) throw new Error("disk full");
        return store.savePulseChanges(c);
      },
    });
    const clock = { now: H9 };
    const c = cycle(clock, { store: flaky, batchSize: 50 });
    await expect(c.run()).rejects.toThrow("disk full");
    expect(lines.at(-1)).toMatchObject({ msg: "pulse cycle failed", obj: { stage: "ingest" } });

    const s = await c.run();
    expect(s.itemsIngested).toBe(90);
    expect((await store.loadEngineState())?.cursor).toBe(90);
  });

  it("runs one cycle at a time: a second call waits for the first", async () => {
    await seed(60, new Date(H9.getTime() - 40 * 60_000));
    const c = cycle({ now: H9 });
    const [a, b] = await Promise.all([c.run(), c.run()]);
    expect(a.itemsIngested).toBe(60);
    expect(b.itemsIngested).toBe(0);
    expect(b.digest).toBe("already_published");
  });
});
