import type { Config } from "../config/index.js";
import { type PulseUpstreamServer, startPulseUpstream } from "../http/pulse-upstream/server.js";
import type { Logger } from "../log/logger.js";
import { createPulseCycle, type PulseCycle } from "../pulse/cycle.js";
import { createEngineHost } from "../pulse/worker/engine-host.js";
import type { Collector } from "../sources/runtime.js";
import type { Store } from "../store/types.js";
import { createHourlyRun, type HourlyOutcome } from "./hourly.js";
import { createScheduler, type Scheduler } from "./scheduler.js";

/**
 * The Pulse side of a process: the upstream API listener, the narrative engine (in a worker thread) and the hourly
 * pipeline (collect, then the Pulse cycle). `npm start` runs it inside the gateway; `intel-digest pulse` alone.
 */

export interface PulseRuntimeOptions {
  config: Pick<Config, "PULSE_HOST" | "PULSE_PORT" | "PULSE_TOKEN">;
  logger: Logger;
  store: Store;
  collector: Pick<Collector, "run">;
  /** Run the hourly pipeline (and once shortly after start-up). */
  schedule: boolean;
  now?: () => Date;
}

export interface PulseRuntime {
  /** Where the upstream API listens. */
  url: string;
  cycle: PulseCycle;
  scheduler: Scheduler<HourlyOutcome>;
  /** One pipeline run now (or the one in progress): collect, then the Pulse cycle. */
  runNow(): Promise<HourlyOutcome>;
  close(): Promise<void>;
}

export async function startPulseRuntime(opts: PulseRuntimeOptions): Promise<PulseRuntime> {
  const logger = opts.logger.child({ component: "pulse" });
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
  const scheduler = createScheduler({
    job: createHourlyRun({
      collector: opts.collector,
      store: opts.store,
      pulse: cycle,
      logger,
      ...(opts.now ? { now: opts.now } : {}),
    }),
    logger,
    ...(opts.now ? { now: opts.now } : {}),
  });
  if (opts.schedule) scheduler.start();
  logger.info({ url: upstream.url, schedule: opts.schedule }, "pulse upstream listening");

  let closing: Promise<void> | undefined;
  return {
    url: upstream.url,
    cycle,
    scheduler,
    runNow: () => scheduler.runNow("manual"),
    close: () =>
      (closing ??= (async () => {
        await scheduler.close();
        await upstream.close();
        await cycle.close();
      })()),
  };
}
