import type { CycleProgress, CycleSummary } from "../pulse/cycle.js";
import { createPulseCycle } from "../pulse/cycle.js";
import { createEngineHost } from "../pulse/worker/engine-host.js";
import type { Store } from "../store/types.js";

const lpad = (s: string | number, n: number) => String(s).padStart(n);

/** One line per stage (and per ingest batch), printed as it happens. */
export function formatCycleProgress(p: CycleProgress): string {
  switch (p.stage) {
    case "load":
      return `  load    ${p.reloaded ? "state loaded" : "state kept"}: ${p.narratives} active narratives, cursor ${p.cursor} ${lpad(p.ms, 6)} ms`;
    case "ingest":
      return `  ingest  batch ${p.batch}: ${p.items} items (${p.total} so far), cursor ${p.cursor} ${lpad(p.ms, 6)} ms`;
    case "tick":
      return `  tick    ${p.narratives} active narratives, ${p.stageChanges} stage changes, ${p.archived} archived ${lpad(p.ms, 6)} ms`;
    case "digest": {
      const what =
        p.reason === "published"
          ? `digest ${p.digestId} published from ${p.items} items`
          : p.reason === "no_new_items"
            ? "no digest: no new items this hour"
            : "no digest: this hour has one already";
      return `  digest  ${what} ${lpad(p.ms, 6)} ms`;
    }
  }
}

export function formatCycleSummary(s: CycleSummary): string {
  const n = s.narratives;
  return `Pulse cycle ${s.runId.slice(0, 8)}: ${s.itemsIngested} items ingested; narratives ${n.new} new, ${n.updated} updated, ${n.merged} merged, ${n.archived} archived; ${s.stageChanges} stage changes; ${s.digestId === null ? "no digest" : `digest ${s.digestId}`} (${s.ms.total} ms)`;
}

/** `intel-digest pulse run`: one cycle now, on this thread (nothing else shares the event loop here). */
export async function runPulseOnce(store: Store, print: (line: string) => void): Promise<number> {
  const cycle = createPulseCycle({
    store,
    engine: createEngineHost({ inThread: true }),
    logger: { info: () => {}, warn: () => {} },
  });
  try {
    print("Pulse cycle");
    const summary = await cycle.run({ onProgress: (p) => print(formatCycleProgress(p)) });
    print(formatCycleSummary(summary));
    return 0;
  } finally {
    await cycle.close();
  }
}
