// Regenerates docs/examples/digest-*.json: real digests produced by the offline engine from the bundled replay
// snapshot, through the same collector, Pulse cycle and digest cycle the service runs. Usage (after a build):
//   npm run build && node docs/examples/make-digests.mjs
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const { runDigestCycle } = await import(`${root}dist/src/digest/cycle.js`);
const { createOfflineEngine } = await import(`${root}dist/src/digest/engine/offline/offline-engine.js`);
const { createPulseCycle } = await import(`${root}dist/src/pulse/cycle.js`);
const { createEngineHost } = await import(`${root}dist/src/pulse/worker/engine-host.js`);
const { collect } = await import(`${root}dist/src/sources/collect.js`);
const { createFetcher } = await import(`${root}dist/src/sources/fetch/index.js`);
const { ADAPTERS } = await import(`${root}dist/src/sources/registry.js`);
const { createReplay, REPLAY_HEADER } = await import(`${root}dist/src/sources/replay.js`);
const { loadRoster } = await import(`${root}dist/src/sources/roster-file.js`);
const { openStore } = await import(`${root}dist/src/store/index.js`);

const roster = loadRoster(undefined, ADAPTERS);
const sources = new Map(
  roster.map(({ spec }) => [spec.id, { id: spec.id, name: spec.name, domain: spec.domain }]),
);
const quiet = { info: () => {}, warn: () => {} };

/** One cycle on a fresh database at `now`, with the listed sources failing (as a broken network would). */
async function produce(now, failing) {
  const dir = mkdtempSync(join(tmpdir(), "intel-examples-"));
  const store = await openStore(`sqlite:${join(dir, "intel.db")}`);
  await store.migrate();
  const replay = createReplay(join(root, "snapshot", "sources"));
  const transport = async (input, init) => {
    const tag = new Headers(init?.headers).get(REPLAY_HEADER) ?? "";
    if (failing.has(tag.split("/")[0])) return new Response("down", { status: 503 });
    return replay.transport(input, init);
  };
  const pulse = createPulseCycle({
    store,
    engine: createEngineHost({ inThread: true }),
    logger: quiet,
    now: () => now,
  });
  try {
    const outcome = await runDigestCycle({
      store,
      collect: () =>
        collect({
          store,
          sources: roster,
          fetcher: createFetcher({ userAgent: "examples", transport, politeness: false, retries: 0 }),
          mode: "replay",
          retentionDays: 14,
          now: () => now,
          shiftMs: replay.shiftMs(now),
        }),
      pulse: () => pulse.run(),
      engine: createOfflineEngine(),
      sources,
      minSources: 5,
      now: () => now,
    });
    if (outcome.kind !== "published") throw new Error(`not published: ${JSON.stringify(outcome)}`);
    return outcome.digest;
  } finally {
    await pulse.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const all = await produce(new Date("2026-11-22T08:00:04.000Z"), new Set());
const ids = roster.map((s) => s.spec.id);
// The second example: a cycle in which 12 sources were down, so the digest is built from the 8 that answered.
const answering = new Set(ids.filter((_, i) => i % 2 === 0 && i < 16));
const partial = await produce(
  new Date("2026-11-22T12:00:04.000Z"),
  new Set(ids.filter((id) => !answering.has(id))),
);
for (const [name, digest] of [
  ["digest-all-sources.json", all],
  ["digest-eight-sources.json", partial],
]) {
  // processingTimeMs is the machine's; pin it so regenerating on another machine diffs only in content.
  writeFileSync(
    join(root, "docs", "examples", name),
    `${JSON.stringify({ ...digest, processingTimeMs: 1200 }, null, 2)}\n`,
  );
  console.log(`${name}: ${digest.id} "${digest.title}" (${digest.sourcesUsed.length} sources used)`);
}
