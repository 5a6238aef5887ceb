import type { Config } from "../config/index.js";
import { type CycleOutcome, runDigestCycle } from "../digest/cycle.js";
import { createDigestEngine } from "../digest/engine/index.js";
import type { Logger } from "../log/logger.js";
import { createPulseCycle } from "../pulse/cycle.js";
import { createEngineHost } from "../pulse/worker/engine-host.js";
import type { Collector } from "../sources/runtime.js";
import type { Store } from "../store/types.js";
import { formatProgress, formatSummary } from "./collect.js";
import { formatCycleProgress } from "./pulse.js";

/** A one-line verdict for the operator. */
export function formatOutcome(o: CycleOutcome): string {
  switch (o.kind) {
    case "published":
      return `Published ${o.digest.id} (engine ${o.engine}, ${o.digest.processingTimeMs} ms): "${o.digest.title}" — ${o.digest.narratives.length} narratives, ${o.digest.signals.length} signals, sources used: ${o.digest.sourcesUsed.join(", ")}`;
    case "already_published":
      return `Slot ${o.slot} already has its digest: nothing to do.`;
    case "busy":
      return `Slot ${o.slot} is being produced by another process right now.`;
    case "not_published":
      return `Not published: ${o.reason}.`;
    case "failed":
      return `Failed: ${o.reason}`;
  }
}

/**
 * `intel-digest digest run`: the current slot's Master digest now, as the scheduler would make it (collect, Pulse,
 * synthesise, store), with a line per stage. Exit code 0 when published or already there, 1 otherwise.
 */
export async function runDigestOnce(
  config: Config,
  store: Store,
  collector: Collector,
  logger: Logger,
  print: (line: string) => void,
): Promise<number> {
  const pulse = createPulseCycle({ store, engine: createEngineHost({ inThread: true }), logger });
  const sources = new Map(
    collector.sources.map(({ spec }) => [spec.id, { id: spec.id, name: spec.name, domain: spec.domain }]),
  );
  try {
    print(
      `Master digest (${collector.mode} sources, ${config.LLM_PROVIDER === "none" ? "offline engine" : `LLM ${config.LLM_PROVIDER}/${config.LLM_MODEL}`})`,
    );
    const outcome = await runDigestCycle({
      store,
      collect: async () => {
        const r = await collector.run(store, { onProgress: (e) => print(formatProgress(e)) });
        print(formatSummary(r));
        return r;
      },
      pulse: () => pulse.run({ onProgress: (p) => print(formatCycleProgress(p)) }),
      engine: createDigestEngine(config, logger),
      sources,
      minSources: config.DIGEST_MIN_SOURCES,
      onStage: (e) =>
        print(`stage ${e.stage.padEnd(10)} ${String(e.ms).padStart(6)} ms${e.detail ? `  ${e.detail}` : ""}`),
    });
    print(formatOutcome(outcome));
    return outcome.kind === "published" || outcome.kind === "already_published" ? 0 : 1;
  } finally {
    await pulse.close();
  }
}
