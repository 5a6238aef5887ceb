import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The service's Prometheus instruments, on a registry of their own (not prom-client's global one), so two servers in
 * one process (tests, benchmarks) never mix their counts. Label values are bounded: routes come from the route
 * table, never from the raw path.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Every answered request, by route-table path (or `unmatched`), method, status and which listener answered it. */
  readonly httpRequests: Counter<"route" | "method" | "status" | "handler">;
  readonly httpDuration: Histogram<"route" | "method" | "handler">;
  /** Ledger transitions: `reserved`, `reservation_refused`, `rejected`, `settled`, `released`, `settle_failed`. */
  readonly payments: Counter<"outcome">;
  /** Time the facilitator took to settle, by `success` | `failure` (refused) | `error` (threw, outcome unknown). */
  readonly settlementDuration: Histogram<"result">;
  readonly verifyDuration: Histogram<"result">;
  /** Hourly pipeline stages (`collect`, `pulse`, `digest`) by `ok` | `failed`. */
  readonly pipelineStageDuration: Histogram<"stage" | "outcome">;
  /** Requests refused with 429, by budget (`free`, `docs`, `paid`). */
  readonly rateLimitRejections: Counter<"budget">;
}

// Paid calls wait for a block: seconds-scale buckets up to a slow chain; free answers are sub-millisecond.
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CHAIN_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];
const STAGE_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];

export function createMetrics(opts: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // RSS, heap, event-loop delay, GC and handles: what a soak or an incident is read from.
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route, method, status and handler (fast_path or hono).",
      labelNames: ["route", "method", "status", "handler"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request reaching the app to the answer being written.",
      labelNames: ["route", "method", "handler"],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    payments: new Counter({
      name: "payments_total",
      help: "x402 payments by ledger outcome (reserved, reservation_refused, rejected, settled, released, settle_failed).",
      labelNames: ["outcome"],
      registers,
    }),
    settlementDuration: new Histogram({
      name: "payment_settlement_duration_seconds",
      help: "Time the facilitator took to settle a payment (to the receipt), by result.",
      labelNames: ["result"],
      buckets: CHAIN_BUCKETS,
      registers,
    }),
    verifyDuration: new Histogram({
      name: "payment_verify_duration_seconds",
      help: "Time the facilitator took to verify a payment, by result.",
      labelNames: ["result"],
      buckets: CHAIN_BUCKETS,
      registers,
    }),
    pipelineStageDuration: new Histogram({
      name: "pipeline_stage_duration_seconds",
      help: "Duration of each hourly pipeline stage (collect, pulse, digest), by outcome.",
      labelNames: ["stage", "outcome"],
      buckets: STAGE_BUCKETS,
      registers,
    }),
    rateLimitRejections: new Counter({
      name: "rate_limit_rejections_total",
      help: "Requests refused with 429, by rate-limit budget.",
      labelNames: ["budget"],
      registers,
    }),
  };
}
