import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Config } from "./config/index.js";
import { createCurrentDigest } from "./digest/current.js";
import { loadCatalog } from "./discovery/index.js";
import { AppError, toErrorBody } from "./errors/index.js";
import { createApp } from "./http/app.js";
import type { AppDeps } from "./http/deps.js";
import { createFastPath, createServerWithFastPath, type FastPath } from "./http/fast-path/index.js";
import { answerParserErrors } from "./http/parser-errors.js";
import { createRateLimitStore } from "./http/rate-limit/index.js";
import type { Logger } from "./log/logger.js";
import {
  createMetrics,
  instrumentFacilitator,
  instrumentLedger,
  type Metrics,
  registerPipelineRole,
  registerSourceHealth,
} from "./metrics/index.js";
import { packageRoot, packageVersion } from "./package-info.js";
import type { FaultHook } from "./payments/fault.js";
import {
  createChainReader,
  createFacilitatorClient,
  createPaymentGate,
  type PaymentGate,
  toPaymentsConfig,
} from "./payments/index.js";
import { type LeaderElection, staticStatus } from "./pipeline/leader.js";
import { type PulseRuntime, startPulseRuntime } from "./pipeline/pulse-runtime.js";
import type { PulseClient } from "./pulse/client.js";
import { createLocalPulseClient } from "./pulse/local-client.js";
import { createPulseClient } from "./pulse/proxy-client.js";
import { type Collector, createCollector, snapshotDirOf } from "./sources/runtime.js";
import { openStore } from "./store/index.js";
import { openLeaderLock } from "./store/leader-lock.js";
import type { Store } from "./store/types.js";

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** The in-process Pulse upstream and its hourly pipeline; undefined when `PULSE_URL` points elsewhere. */
  pulse: PulseRuntime | undefined;
  close(): Promise<void>;
}

/** The composition root: config → logger → store → services → createApp(deps) → listen. */
export async function startServer(
  config: Config,
  logger: Logger,
  opts: {
    now?: () => Date;
    digestRefreshMs?: number;
    /** The hourly pipeline; `SCHEDULER` and `PIPELINE` decide unless set. */
    schedule?: boolean;
    /** Compete for the pipeline lock of the database (the default); false runs the pipeline unconditionally. */
    elect?: boolean;
    /** How often a standby tries the pipeline lock (and a leader checks it). */
    electionIntervalMs?: number;
    /** Answer the hot cached free routes on node:http (the default); false leaves every request to Hono. */
    fastPath?: boolean;
  } = {},
): Promise<RunningServer> {
  const version = packageVersion();
  // Listen first, so a PORT of 0 still yields the real address for the documents' absolute URLs.
  let app: ReturnType<typeof createApp> | undefined;
  let fastPath: FastPath | undefined;
  const server = serve({
    fetch: (req, env) => (app ? app.fetch(req, env) : notReady()),
    port: config.PORT,
    hostname: config.HOST,
    createServer: createServerWithFastPath(() => fastPath),
  });
  answerParserErrors(server as Server, logger);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  try {
    return await assemble(port);
  } catch (err) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  }

  async function assemble(listenPort: number): Promise<RunningServer> {
    const effective = config.PUBLIC_BASE_URL
      ? config
      : { ...config, publicBaseUrl: `http://localhost:${listenPort}` };
    const docs = docContext(effective, version);
    const catalog = loadCatalog(config.CATALOG_FILE, docs);
    // Validated now so that a bad SOURCES_FILE stops start-up rather than the first collection.
    const collector = collectorFromConfig(effective);
    const store = await openStore(config.DATABASE_URL);
    const applied = await store.migrate();
    if (applied.length) logger.info({ applied }, "migrations applied");
    const metrics = createMetrics();
    registerSourceHealth(metrics, () => store.sourceHealth());
    const payments = createPayments(effective, store, logger, metrics);
    // The Pulse upstream runs here on a loopback port unless the operator runs it elsewhere (PULSE_URL).
    const pulseRuntime = config.PULSE_URL
      ? undefined
      : await startPulseRuntime({
          config,
          logger,
          store,
          collector,
          schedule: opts.schedule ?? (config.SCHEDULER === "on" && config.PIPELINE === "auto"),
          // Replicas on one database elect one pipeline leader; the others serve HTTP and wait to take over.
          ...(opts.elect === false ? {} : { lock: openLeaderLock(config.DATABASE_URL) }),
          ...(opts.electionIntervalMs ? { electionIntervalMs: opts.electionIntervalMs } : {}),
          observeStage: (stage, seconds, ok) =>
            metrics.pipelineStageDuration.observe({ stage, outcome: ok ? "ok" : "failed" }, seconds),
          ...(opts.now ? { now: opts.now } : {}),
        }).catch(async (err: unknown) => {
          await store.close();
          throw err;
        });
    let pulse: PulseClient;
    try {
      // Without PULSE_URL the paid Pulse routes read the views in this process; the upstream listener above still
      // serves operators and other gateways that want the HTTP API.
      pulse = config.PULSE_URL
        ? createPulseClient({
            baseUrl: config.PULSE_URL,
            timeoutMs: config.PULSE_TIMEOUT_MS,
            token: config.PULSE_TOKEN,
          })
        : createLocalPulseClient({
            store,
            timeoutMs: config.PULSE_TIMEOUT_MS,
            ...(opts.now ? { now: opts.now } : {}),
          });
    } catch (err) {
      // Its listener would otherwise keep the process alive after a failed start.
      await pulseRuntime?.close();
      await store.close();
      throw err;
    }
    const offPipeline: LeaderElection = staticStatus("off");
    registerPipelineRole(metrics, (pulseRuntime?.pipeline ?? offPipeline).status);
    const recovery = startPaymentRecovery(payments, logger);
    // Redis when REDIS_URL is set (replicas share one count; fails open if Redis does), else this process's memory.
    // Opened last, so a start-up failure above leaves no Redis connection keeping the process alive.
    const rateLimitStore = createRateLimitStore(config.REDIS_URL, logger.child({ component: "rate-limit" }));
    const deps: AppDeps = {
      config: effective,
      logger,
      store,
      current: createCurrentDigest(store, { refreshMs: opts.digestRefreshMs ?? 1000 }),
      rateLimitStore,
      metrics,
      payments,
      pulse,
      packageVersion: version,
      catalog,
      docs,
      ...(opts.now ? { now: opts.now } : {}),
      // The pipeline runs in the Pulse process when PULSE_URL points elsewhere: "off" here.
      pipeline: (pulseRuntime?.pipeline ?? offPipeline).status,
      // The pipeline knows when the next digest comes (a retry within the slot, or the next boundary).
      ...(pulseRuntime ? { nextExpected: (at: Date) => pulseRuntime.nextExpected(at) } : {}),
    };
    app = createApp(deps);
    if (opts.fastPath !== false) fastPath = createFastPath(deps);

    const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${listenPort}`;
    logger.info({ url, store: store.kind, paymentMode: config.PAYMENT_MODE, version }, "listening");

    let closing: Promise<void> | undefined;
    return {
      url,
      port: listenPort,
      store,
      pulse: pulseRuntime,
      close: () =>
        (closing ??= (async () => {
          clearInterval(recovery);
          // The gateway first, so requests it is still proxying find the upstream up.
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await pulseRuntime?.close();
          await rateLimitStore.close();
          await store.close();
        })()),
    };
  }
}

/** The few milliseconds between listening and the app being assembled: the envelope, like every answer. */
function notReady(): Response {
  const { status, body } = toErrorBody(
    new AppError("upstream_unavailable", "The service is starting; retry shortly."),
  );
  return Response.json(body, { status, headers: { "Retry-After": "1" } });
}

export function docContext(config: Config, version: string) {
  return {
    serviceName: "Intel Digest",
    description:
      "Cross-source Master Intelligence digest every 4 hours from 20 sources, plus live AI-business narrative data (Pulse). Free tier; paid calls settle per call in USDC on Base via x402.",
    publicBaseUrl: config.publicBaseUrl,
    interfaceVersion: "1.0.0" as const,
    packageVersion: version,
    network: config.X402_NETWORK,
    payTo: config.PAY_TO_ADDRESS,
    contact: config.OPERATOR_CONTACT,
    mcpPackage: "intel-digest-mcp",
    rateLimits: { free: config.RATE_LIMIT_FREE, docs: config.RATE_LIMIT_DOCS, paid: config.RATE_LIMIT_PAID },
  };
}

export function createPayments(config: Config, store: Store, logger: Logger, metrics: Metrics): PaymentGate {
  const paymentsConfig = toPaymentsConfig(config);
  const rpc = { retryCount: config.RPC_RETRY_COUNT, pollingIntervalMs: config.RPC_POLLING_INTERVAL_MS };
  return createPaymentGate({
    config: paymentsConfig,
    ledger: instrumentLedger(store, metrics),
    answers: store,
    facilitator: instrumentFacilitator(createFacilitatorClient(paymentsConfig, { rpc }), metrics),
    chain: createChainReader(paymentsConfig, { rpc }),
    logger: logger.child({ component: "payments" }),
    fault: faultHook(config, logger),
  });
}

/** `FAULT_INJECT` (tests only, refused in production): dies on the spot, as a crash or an OOM kill would. */
function faultHook(config: Config, logger: Logger): FaultHook | undefined {
  const phases = new Set(config.FAULT_INJECT);
  if (phases.size === 0) return undefined;
  logger.warn({ phases: [...phases] }, "FAULT_INJECT is set: this process kills itself on the paid path");
  return (phase) => {
    if (!phases.has(phase)) return;
    logger.flush();
    process.kill(process.pid, "SIGKILL");
  };
}

const RECOVERY_INTERVAL_MS = 5 * 60_000;

/**
 * Reservations left `verified` by a process that died between work and settlement are resolved at start-up and
 * then every few minutes (an unknown settlement outcome waits for its authorization to expire).
 */
function startPaymentRecovery(payments: PaymentGate, logger: Logger): NodeJS.Timeout {
  const sweep = () =>
    payments.recoverStalePayments().then(
      (r) => {
        if (r.settled || r.released) logger.info(r, "stale payments resolved");
      },
      (err: unknown) => logger.warn({ err }, "stale payment sweep failed"),
    );
  if (payments.configured) void sweep();
  const timer = setInterval(() => {
    if (payments.configured) void sweep();
  }, RECOVERY_INTERVAL_MS);
  timer.unref();
  return timer;
}

/** The collector as the operator configured it; the roster is validated here (a bad SOURCES_FILE throws). */
export function collectorFromConfig(config: Config): Collector {
  return createCollector({
    mode: config.SOURCES_MODE,
    sourcesFile: config.SOURCES_FILE,
    snapshotDir: snapshotDirOf(packageRoot()),
    packageVersion: packageVersion(),
    publicBaseUrl: config.publicBaseUrl,
    contact: config.OPERATOR_CONTACT,
    redditUsername: config.REDDIT_USERNAME,
    retentionDays: config.RETENTION_DAYS,
    secrets: { GITHUB_TOKEN: config.GITHUB_TOKEN },
  });
}
