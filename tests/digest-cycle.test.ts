import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runDigestCycle } from "../src/digest/cycle.js";
import { createOfflineEngine } from "../src/digest/engine/offline/offline-engine.js";
import type { DigestEngine } from "../src/digest/engine/types.js";
import { MasterDigest } from "../src/digest/schema.js";
import { createPulseCycle, type PulseCycle } from "../src/pulse/cycle.js";
import { createEngineHost } from "../src/pulse/worker/engine-host.js";
import { openStore } from "../src/store/index.js";
import type { Store } from "../src/store/types.js";
import { replayCollector, roster, rosterSources } from "./helpers/replay-collect.js";

const NOW = new Date("2026-11-22T12:00:07.000Z");
const quiet = { info: () => {}, warn: () => {} };

let dir: string;
let store: Store;
let pulse: PulseCycle;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "intel-digest-cycle-"));
  store = await openStore(`sqlite:${join(dir, "intel.db")}`);
  await store.migrate();
  pulse = createPulseCycle({
    store,
    engine: createEngineHost({ inThread: true }),
    logger: quiet,
    now: () => NOW,
  });
});
afterEach(async () => {
  await pulse.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const cycle = (opts: { failing?: Set<string>; engine?: DigestEngine } = {}) =>
  runDigestCycle({
    store,
    collect: replayCollector(store, NOW, opts.failing),
    pulse: () => pulse.run(),
    engine: opts.engine ?? createOfflineEngine(),
    sources: rosterSources,
    minSources: 5,
    now: () => NOW,
  });

const ids = roster.map((s) => s.spec.id);

describe("the Master digest cycle over the replay snapshot", () => {
  it("publishes a valid digest citing exactly the sources whose items it uses, with narratives from Pulse", async () => {
    const outcome = await cycle();
    if (outcome.kind !== "published") throw new Error(`expected a digest, got ${JSON.stringify(outcome)}`);
    const digest = outcome.digest;
    expect(MasterDigest.parse(digest)).toEqual(digest);
    expect(digest.id).toBe("mi_20261122T12Z");
    expect(digest.engine).toBe("offline");
    expect(digest.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(await store.latestDigest()).toEqual(digest);

    const active = await store.activeNarratives(1000);
    const byTitle = new Map(active.map((n) => [n.title, n]));
    expect(digest.narratives.length).toBeGreaterThan(2);
    for (const n of digest.narratives) {
      const stored = byTitle.get(n.title);
      expect(stored, n.title).toBeDefined();
      expect(n).toEqual({ title: stored?.title, stage: stored?.stage, momentum: stored?.momentum });
    }
    // Every source named in a signal is used, and every used source is cited by a signal or a listed narrative.
    const signalSources = new Set(digest.signals.map((s) => s.source));
    const names = new Map(roster.map(({ spec }) => [spec.name, spec.id]));
    for (const s of signalSources) expect(digest.sourcesUsed).toContain(names.get(s) ?? s);
    const items = await store.itemsSince({ since: new Date(0), limit: 10_000 });
    const membership = await store.narrativesOfItems(items.map((i) => i.id));
    const listed = new Set(digest.narratives.map((n) => byTitle.get(n.title)?.id));
    const cited = new Set([
      ...[...signalSources].map((s) => names.get(s) ?? s),
      ...items.filter((i) => listed.has(membership.get(i.id))).map((i) => i.source),
    ]);
    expect([...digest.sourcesUsed].sort()).toEqual([...cited].sort());
    expect(await store.lastDigestRun()).toMatchObject({
      slot: "2026-11-22T12:00:00.000Z",
      status: "published",
    });
  });

  it("does not publish when 17 of 20 sources fail, stores nothing and says why", async () => {
    const outcome = await cycle({ failing: new Set(ids.slice(0, 17)) });
    expect(outcome).toEqual({
      kind: "not_published",
      slot: "2026-11-22T12:00:00.000Z",
      reason: "only 3 sources answered (at least 5 needed)",
    });
    expect(await store.latestDigest()).toBeUndefined();
    expect(await store.lastDigestRun()).toMatchObject({
      status: "not_published",
      reason: "only 3 sources answered (at least 5 needed)",
    });
  });

  it("publishes when 12 fail, with sourcesUsed drawn only from the 8 that answered", async () => {
    const failing = new Set(ids.slice(0, 12));
    const outcome = await cycle({ failing });
    if (outcome.kind !== "published") throw new Error(`expected a digest, got ${JSON.stringify(outcome)}`);
    const answered = ids.slice(12);
    expect(outcome.digest.sourcesUsed.length).toBeGreaterThan(0);
    for (const s of outcome.digest.sourcesUsed) expect(answered).toContain(s);
  });

  it("a failed synthesis stores nothing; the last good digest stays; a retry in the slot publishes", async () => {
    const broken: DigestEngine = {
      name: "broken",
      synthesize: async () => {
        throw new Error("model server exploded");
      },
    };
    const failed = await cycle({ engine: broken });
    expect(failed).toMatchObject({ kind: "failed", reason: "cycle failed: model server exploded" });
    expect(await store.latestDigest()).toBeUndefined();
    const retry = await cycle();
    expect(retry.kind).toBe("published");
    expect(await store.lastDigestRun()).toMatchObject({ status: "published", attempts: 2 });
  });

  it("two producers racing for the slot make one digest", async () => {
    const results = await Promise.all([cycle(), cycle()]);
    expect(results.map((r) => r.kind).sort()).toEqual(["busy", "published"]);
    expect((await store.digestHistory({ since: new Date(0), limit: 10 })).length).toBe(1);
    expect((await cycle()).kind).toBe("already_published");
  });
});
