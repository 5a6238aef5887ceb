import type { FetchedBody, SourceRequest } from "../types.js";

/** The caching validators of one response, sent back as `If-None-Match` / `If-Modified-Since` on the next run. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/**
 * Where conditional-request validators live between runs (the store implements it). Keyed by the request URL, not
 * the final one: the caller saves `validators` from an `ok` outcome under `req.url`, and only after the body parsed,
 * so a parse failure never turns into a 304 that skips the data next time.
 */
export interface ValidatorStore {
  get(url: string): Promise<Validators | undefined>;
}

/**
 * What one `fetch` call ends with. `attempts` counts requests actually sent (0 when the host was backing off);
 * `ms` is the wall time of the whole call: host waits, every attempt and the backoff between them.
 */
export type FetchOutcome =
  | { kind: "ok"; res: FetchedBody; validators: Validators | undefined; attempts: number; ms: number }
  | { kind: "not_modified"; attempts: number; ms: number }
  | {
      kind: "error";
      /** Short and safe to show: built from fixed words and numbers, never from header values or stacks. */
      reason: string;
      status?: number;
      attempts: number;
      ms: number;
    };

export interface FetcherOptions {
  /**
   * The caller builds it ("intel-digest/<version> (+<PUBLIC_BASE_URL>; <OPERATOR_CONTACT>)", or per request URL for
   * APIs with a form of their own: see `user-agent.ts`). Adapters cannot override it.
   */
  userAgent: string | ((url: string) => string);
  /** Omit for no conditional requests. */
  validators?: ValidatorStore;
  /** Default `globalThis.fetch`; replay mode passes its own. */
  transport?: typeof fetch;
  /** Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Default 2, so at most 3 attempts. */
  retries?: number;
  /** Default 500: full jitter over base × 2^(attempt − 1), capped at 8 s. */
  baseBackoffMs?: number;
  /**
   * Default 30 s. A longer `Retry-After` (or host backoff) fails the request now with "rate limited (retry after
   * N s)" instead of waiting, and the host backoff is recorded so later requests fail fast too.
   */
  maxRetryAfterMs?: number;
  /** Default 2. */
  perHostConcurrency?: number;
  /** Default true; false (replay) skips spacing and host backoffs. */
  politeness?: boolean;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface FetchRequestOptions {
  /** Deadline of one attempt, covering connect, redirects, headers and the whole body. */
  timeoutMs: number;
  /** Minimum spacing between request starts to this host (arXiv asks for 3 s). */
  minIntervalMs?: number;
  signal?: AbortSignal;
}

export interface Fetcher {
  fetch(req: SourceRequest, o: FetchRequestOptions): Promise<FetchOutcome>;
  /** Later requests to this URL's host wait `ms` (politeness on); Stack Exchange's `backoff` field uses it. */
  backoff(url: string, ms: number): void;
}
