import { randomUUID } from "node:crypto";
import { type CycleOutcome, type CycleStore, runDigestCycle } from "../digest/cycle.js";
import type { DigestEngine, DigestSourceInfo } from "../digest/engine/types.js";
import { nextDigestAttempt } from "../digest/schedule.js";
import { nextSlotStart, slotKey } from "../digest/slot.js";
import type { CollectResult } from "../sources/collect.js";

/**
 * The Master digest as a step of the hourly pipeline: after collection and the Pulse cycle, produce the current
 * slot's digest unless it exists. The step reuses that run's collection (so a slot boundary costs one collection, not
 * two); a cycle that did not publish asks for a retry 15 minutes later, within its slot, through `retry`.
 */

/** Slot claims made by the elected pipeline leader start with this. */
export const PIPELINE_OWNER = "pipeline:";

export interface DigestStepDeps {
  store: CycleStore;
  engine: DigestEngine;
  sources: ReadonlyMap<string, DigestSourceInfo>;
  minSources: number;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Schedules one more pipeline run (collect, Pulse, digest) at `at`. */
  retry: (at: Date) => void;
  /**
   * Set when only the elected pipeline leader runs this step: a running claim of an earlier leader (one that was
   * killed mid-digest) is taken over at once instead of blocking the slot until the claim expires.
   */
  elected?: boolean;
  now?: () => Date;
}

export interface DigestStep {
  /** Runs after a pipeline run's collection and Pulse cycle; undefined when the slot already has its digest. */
  run(collect: CollectResult | { error: string }, runId: string): Promise<CycleOutcome | undefined>;
  /** When the next digest should appear: the planned retry, else the next slot boundary. */
  nextExpected(now: Date): Date;
}

export function createDigestStep(deps: DigestStepDeps): DigestStep {
  const now = deps.now ?? (() => new Date());
  let retryAt: Date | undefined;

  return {
    async run(collect, runId) {
      const t = now();
      if (await deps.store.hasDigestForSlot(slotKey(t))) {
        retryAt = undefined;
        return undefined;
      }
      const answered = "error" in collect ? [] : collect.answered;
      const outcome = await runDigestCycle({
        store: deps.store,
        // This run already collected and ran Pulse: the cycle takes their result instead of doing them again.
        collect: async () => ({ answered }),
        pulse: async () => undefined,
        engine: deps.engine,
        sources: deps.sources,
        minSources: deps.minSources,
        now,
        ...(deps.elected
          ? { claim: { owner: `${PIPELINE_OWNER}${randomUUID()}`, supersede: PIPELINE_OWNER } }
          : {}),
        onStage: (e) =>
          deps.logger.info({ runId, digestStage: e.stage, ms: e.ms, detail: e.detail }, "digest stage"),
      });
      const next = nextDigestAttempt(now(), outcome.kind);
      if (outcome.kind === "published") {
        retryAt = undefined;
        deps.logger.info(
          { runId, digestId: outcome.digest.id, engine: outcome.engine, ms: outcome.digest.processingTimeMs },
          "digest published",
        );
      } else if (outcome.kind === "not_published" || outcome.kind === "failed" || outcome.kind === "busy") {
        retryAt = next < nextSlotStart(t) ? next : undefined;
        deps.logger.warn(
          {
            runId,
            slot: outcome.slot,
            outcome: outcome.kind,
            reason: "reason" in outcome ? outcome.reason : undefined,
            retryAt,
          },
          "digest not published",
        );
        if (retryAt) deps.retry(retryAt);
      }
      return outcome;
    },
    nextExpected(at) {
      return retryAt && retryAt > at ? retryAt : nextSlotStart(at);
    },
  };
}
