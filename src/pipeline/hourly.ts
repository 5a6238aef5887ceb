import { randomUUID } from "node:crypto";
import type { CycleOutcome } from "../digest/cycle.js";
import type { CycleSummary, PulseCycle } from "../pulse/cycle.js";
import type { CollectResult, CollectStore } from "../sources/collect.js";
import type { Collector } from "../sources/runtime.js";

/**
 * The hourly pipeline: collect every source, then run the Pulse cycle on what arrived. One run id ties the log
 * lines of both stages together. A failed collection still lets the cycle run (it ticks momentum and stages, and
 * ingests items collected by other means); neither failure escapes as an exception.
 */

export interface HourlyDeps {
  collector: Pick<Collector, "run">;
  store: CollectStore;
  pulse: Pick<PulseCycle, "run">;
  /** The Master digest step, after collection and Pulse (see `digest-step.ts`); absent = no digests here. */
  digest?: { run(collect: HourlyOutcome["collect"], runId: string): Promise<CycleOutcome | undefined> };
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Asked before each stage after the first: false (this process lost the pipeline lock) ends the run there. */
  proceed?: () => boolean;
  now?: () => Date;
  /** Told how long each stage took and whether it failed (metrics). */
  observeStage?: StageObserver;
}

export type StageObserver = (stage: "collect" | "pulse" | "digest", seconds: number, ok: boolean) => void;

export interface HourlyOutcome {
  runId: string;
  reason: string;
  collect: CollectResult | { error: string };
  pulse: CycleSummary | { error: string };
  digest?: CycleOutcome | { error: string } | undefined;
}

const STOPPED = "stopped: this process no longer leads the pipeline";

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

export function createHourlyRun(deps: HourlyDeps): (reason: string) => Promise<HourlyOutcome> {
  const { logger } = deps;
  return async (reason) => {
    const runId = randomUUID();
    logger.info({ runId, reason }, "hourly run started");
    let stageStart = performance.now();
    const observe = (stage: Parameters<StageObserver>[0], ok: boolean) => {
      deps.observeStage?.(stage, (performance.now() - stageStart) / 1000, ok);
      stageStart = performance.now();
    };

    let collect: HourlyOutcome["collect"];
    try {
      const r = await deps.collector.run(deps.store, deps.now ? { now: deps.now } : {});
      collect = r;
      logger.info(
        {
          runId,
          stage: "collect",
          collectRunId: r.runId,
          ms: r.ms,
          answered: r.answered.length,
          sources: r.sources.length,
          newItems: r.newItems,
        },
        "hourly run stage",
      );
      observe("collect", true);
    } catch (err) {
      collect = { error: message(err) };
      logger.warn({ runId, stage: "collect", err }, "hourly run stage failed");
      observe("collect", false);
    }

    const proceed = () => {
      if (deps.proceed?.() ?? true) return true;
      logger.warn({ runId }, "hourly run stopped: this process no longer leads the pipeline");
      return false;
    };
    if (!proceed()) return { runId, reason, collect, pulse: { error: STOPPED } };

    let pulse: HourlyOutcome["pulse"];
    try {
      const s = await deps.pulse.run({ runId });
      pulse = s;
      logger.info(
        {
          runId,
          stage: "pulse",
          ms: s.ms.total,
          items: s.itemsIngested,
          narratives: s.narratives,
          stageChanges: s.stageChanges,
          digestId: s.digestId,
        },
        "hourly run stage",
      );
      observe("pulse", true);
    } catch (err) {
      // The cycle logged its failing stage already.
      pulse = { error: message(err) };
      observe("pulse", false);
    }

    let digest: HourlyOutcome["digest"];
    if (deps.digest && !proceed()) digest = { error: STOPPED };
    else if (deps.digest) {
      try {
        digest = await deps.digest.run(collect, runId);
        observe("digest", !(digest && "error" in digest));
      } catch (err) {
        digest = { error: message(err) };
        logger.warn({ runId, stage: "digest", err }, "hourly run stage failed");
        observe("digest", false);
      }
    }
    return { runId, reason, collect, pulse, digest };
  };
}
