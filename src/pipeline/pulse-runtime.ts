import type { Config } from "../config/index.js";
import { createDigestEngine } from "../digest/engine/index.js";
import { type PulseUpstreamServer, startPulseUpstream } from "../http/pulse-upstream/server.js";
import type { Logger } from "../log/logger.js";
import { createPulseCycle, type PulseCycle } from "../pulse/cycle.js";
import { createEngineHost } from "../pulse/worker/engine-host.js";
import type { Collector } from "../sources/runtime.js";
import type { Store } from "../store/types.js";
import { createDigestStep } from "./digest-step.js";
import { createHourlyRun, type HourlyOutcome, type StageObserver } from "./hourly.js";
import { createLeaderElection, type LeaderElection, type LeaderLock, staticStatus } from "./leader.js";
import { createScheduler, type Scheduler } from "./scheduler.js";

/**
 * The Pulse side of a process: the upstream API listener, the narrative engine (in a worker thread) and the hourly
 * pipeline (collect, then the Pulse cycle). `npm start` runs it inside the gateway; `intel-digest pulse` alone.
 */

export interface PulseRuntimeOptions {
  config: Pick<
    Config,
    | "PULSE_HOST"
    | "PULSE_PORT"
    | "PULSE_TOKEN"
    | "DIGEST_MIN_SOURCES"
    | "LLM_PROVIDER"
    | "LLM_MODEL"
    | "LLM_API_KEY"
    | "LLM_BASE_URL"
    | "LLM_STRUCTURED_OUTPUTS"
    | "LLM_TIMEOUT_MS"
  >;
  logger: Logger;
  store: Store;
  collector: Pick<Collector, "run" | "sources">;
  /** Run the hourly pipeline (and once shortly after start-up); false = this process never leads (role "off"). */
  schedule: boolean;
  /**
   * With `schedule`, the pipeline runs only while this process holds the lock (several replicas on one database);
   * without a lock it runs unconditionally.
   */
  lock?: LeaderLock;
  /** How often a standby tries the lock and a leader checks it still holds it. */
  electionIntervalMs?: number;
  now?: () => Date;
  observeStage?: StageObserver;
}

export interface PulseRuntime {
  /** Where the upstream API listens. */
  url: string;
  cycle: PulseCycle;
  scheduler: Scheduler<HourlyOutcome>;
  /** This process's part in the pipeline (leader, standby, off) and since when: `/health` shows it. */
  pipeline: LeaderElection;
  /** One pipeline run now (or the one in progress): collect, the Pulse cycle, then the digest if the slot has none. */
  runNow(): Promise<HourlyOutcome>;
  /** When the next Master digest is expected (a planned retry, else the next slot boundary): `/index`'s nextExpected. */
  nextExpected(now: Date): Date;
  close(): Promise<void>;
}

export async function startPulseRuntime(opts: PulseRuntimeOptions): Promise<PulseRuntime> {
  const logger = opts.logger.child({ component: "pulse" });
  // A child of the root, not of `logger`: pino would write a second "component" key into every digest line.
  const digestLogger = opts.logger.child({ component: "digest" });
  const upstream: PulseUpstreamServer = await startPulseUpstream({
    store: opts.store,
    logger,
    token: opts.config.PULSE_TOKEN,
    host: opts.config.PULSE_HOST,
    port: opts.config.PULSE_PORT,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const cycle = createPulseCycle({
    store: opts.store,
    engine: createEngineHost(),
    logger,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const sources = new Map(
    opts.collector.sources.map(({ spec }) => [
      spec.id,
      { id: spec.id, name: spec.name, domain: spec.domain },
    ]),
  );
  const digest = createDigestStep({
    store: opts.store,
    engine: createDigestEngine(opts.config, digestLogger),
    sources,
    minSources: opts.config.DIGEST_MIN_SOURCES,
    logger: digestLogger,
    retry: (at) => scheduler.runAt(at, "retry"),
    elected: opts.schedule && opts.lock !== undefined,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const scheduler: Scheduler<HourlyOutcome> = createScheduler({
    job: createHourlyRun({
      collector: opts.collector,
      store: opts.store,
      pulse: cycle,
      digest,
      logger,
      // A leader that lost its lock mid-run stops between stages: the new leader redoes the rest.
      proceed: () => pipeline.status().role !== "standby",
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.observeStage ? { observeStage: opts.observeStage } : {}),
    }),
    logger,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const pipeline: LeaderElection = !opts.schedule
    ? staticStatus("off", opts.now)
    : opts.lock
      ? createLeaderElection({
          lock: opts.lock,
          logger,
          onLead: () => {
            // The store may have moved on while another process led.
            cycle.forget();
            scheduler.start();
          },
          onStepDown: () => scheduler.stop(),
          ...(opts.electionIntervalMs ? { intervalMs: opts.electionIntervalMs } : {}),
          ...(opts.now ? { now: opts.now } : {}),
        })
      : staticStatus("leader", opts.now);
  if (opts.schedule && !opts.lock) scheduler.start();
  pipeline.start();
  logger.info(
    { url: upstream.url, schedule: opts.schedule, pipeline: pipeline.status().role },
    "pulse upstream listening",
  );

  let closing: Promise<void> | undefined;
  return {
    url: upstream.url,
    cycle,
    scheduler,
    pipeline,
    runNow: () => scheduler.runNow("manual"),
    nextExpected: (at) => digest.nextExpected(at),
    close: () =>
      (closing ??= (async () => {
        await pipeline.close();
        await scheduler.close();
        await upstream.close();
        await cycle.close();
      })()),
  };
}
