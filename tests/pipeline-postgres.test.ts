import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDigestCycle } from "../src/digest/cycle.js";
import { createOfflineEngine } from "../src/digest/engine/offline/offline-engine.js";
import { MasterDigest } from "../src/digest/schema.js";
import { createPulseCycle } from "../src/pulse/cycle.js";
import { UpstreamNarrative, UpstreamNarratives } from "../src/pulse/schema.js";
import { listNarratives, narrativeDetail } from "../src/pulse/views.js";
import { createEngineHost } from "../src/pulse/worker/engine-host.js";
import { openStore } from "../src/store/index.js";
import type { Store } from "../src/store/types.js";
import { probePostgres, TEST_DATABASE_URL } from "./helpers/postgres.js";
import { replayCollector, rosterSources } from "./helpers/replay-collect.js";

/**
 * The whole pipeline (collect → Pulse → Master digest) on PostgreSQL, as a replica fleet would run it: the store
 * contract suites cover each method; this shows the parts work together on the second dialect too.
 */

const DB_URL = TEST_DATABASE_URL;
const CI = Boolean(process.env.CI);
const NOW = new Date("2026-11-22T12:00:07.000Z");

const unreachable = await probePostgres(DB_URL);
if (unreachable && !CI)
  console.warn(`PostgreSQL pipeline test SKIPPED: ${DB_URL} is unreachable (${unreachable}).`);

describe.skipIf(Boolean(unreachable) && !CI)("the pipeline on PostgreSQL", () => {
  const schema = `pipeline_${randomBytes(6).toString("hex")}`;
  let store: Store;
  beforeAll(async () => {
    if (unreachable) throw new Error(`CI: PostgreSQL at ${DB_URL} is unreachable (${unreachable})`);
    store = await openStore(DB_URL, { pgSchema: schema });
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    const admin = new pg.Client({ connectionString: DB_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it("collects the snapshot, detects narratives, publishes a valid digest, and a restart keeps the state", async () => {
    const quiet = { info: () => {}, warn: () => {} };
    const pulse = createPulseCycle({
      store,
      engine: createEngineHost({ inThread: true }),
      logger: quiet,
      now: () => NOW,
    });
    try {
      const outcome = await runDigestCycle({
        store,
        collect: replayCollector(store, NOW),
        pulse: () => pulse.run(),
        engine: createOfflineEngine(),
        sources: rosterSources,
        minSources: 5,
        now: () => NOW,
      });
      if (outcome.kind !== "published") throw new Error(`expected a digest, got ${JSON.stringify(outcome)}`);
      expect(MasterDigest.parse(await store.latestDigest())).toEqual(outcome.digest);
      expect(outcome.digest.sourcesUsed.length).toBeGreaterThanOrEqual(5);
    } finally {
      await pulse.close();
    }

    const list = UpstreamNarratives.parse(await listNarratives(store));
    expect(list.narratives.length).toBeGreaterThanOrEqual(5);
    const top = list.narratives[0];
    const detail = await narrativeDetail(store, top?.id ?? 0);
    if (!detail.found) throw new Error("top narrative not found");
    expect(UpstreamNarrative.parse(detail.body).narrative.id).toBe(top?.id);

    // A second process on the same database continues from the stored state: same narratives, nothing re-ingested.
    const again = createPulseCycle({
      store,
      engine: createEngineHost({ inThread: true }),
      logger: quiet,
      now: () => NOW,
    });
    try {
      const summary = await again.run();
      expect(summary.itemsIngested).toBe(0);
    } finally {
      await again.close();
    }
    expect((await listNarratives(store)).narratives.map((n) => n.id)).toEqual(
      list.narratives.map((n) => n.id),
    );
  });
});
