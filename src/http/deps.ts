import type { Config } from "../config/index.js";
import type { CurrentDigest } from "../digest/current.js";
import type { DocContext } from "../discovery/index.js";
import type { Logger } from "../log/logger.js";
import type { Metrics } from "../metrics/index.js";
import type { PaymentGate } from "../payments/index.js";
import type { PipelineStatus } from "../pipeline/leader.js";
import type { PulseClient } from "../pulse/client.js";
import type { Store } from "../store/types.js";
import type { RateLimitStore } from "./rate-limit/index.js";

/** Everything `createApp` needs; it reads no globals. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  store: Store;
  current: CurrentDigest;
  rateLimitStore: RateLimitStore;
  /** Prometheus instruments, shared with the payments and the pipeline of the same process. */
  metrics: Metrics;
  payments: PaymentGate;
  pulse: PulseClient;
  packageVersion: string;
  docs: DocContext;
  /** Family catalog body (already validated). */
  catalog: unknown;
  now?: () => Date;
  /** This process's part in the pipeline (`/health`); absent = "off". */
  pipeline?: () => PipelineStatus;
  /** When the next digest is expected; the scheduler knows best, the slot boundary is the fallback. */
  nextExpected?: (now: Date) => Date;
}
