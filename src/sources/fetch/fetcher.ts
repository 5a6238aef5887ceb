import type { SourceRequest } from "../types.js";
import { type AttemptResult, runAttempt } from "./attempt.js";
import { ACCEPT_HEADERS } from "./content-type.js";
import { createHostGate } from "./host-gate.js";
import { backoffDelay, carriesRetryAfter, parseRetryAfter, rateLimitedReason } from "./retry.js";
import type { Fetcher, FetcherOptions, FetchOutcome, FetchRequestOptions, Validators } from "./types.js";

/**
 * The one fetcher every adapter's requests go through.
 *
 * Time budget: each attempt has its own deadline of `timeoutMs` (connect, redirects, headers and body). A call makes
 * at most `retries + 1` attempts, so it ends within about `timeoutMs × (retries + 1)` plus the waits between
 * attempts (full-jitter backoff, each at most 8 s, or a `Retry-After` of at most `maxRetryAfterMs`) plus any wait
 * for its own host's slot, spacing or backoff. There is no global lock: a hanging host only delays requests to
 * itself. Spacing and the concurrency slot apply to the request's own host; redirect hops ride on its slot.
 *
 * Headers: `Accept` by kind (an adapter's own `accept` header wins), the adapter's headers, then the operator's
 * `User-Agent`, which adapters cannot replace. Conditional headers follow redirects (the saved validators describe
 * the final resource); credentials do not cross origins. Compression is negotiated and decoded by fetch itself.
 */
export function createFetcher(opts: FetcherOptions): Fetcher {
  const transport = opts.transport ?? globalThis.fetch;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = opts.maxRedirects ?? 5;
  const retries = opts.retries ?? 2;
  const baseBackoffMs = opts.baseBackoffMs ?? 500;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 30_000;
  const politeness = opts.politeness ?? true;
  const sleep = opts.sleep ?? defaultSleep;
  const random = opts.random ?? Math.random;
  const now = opts.now ?? Date.now;
  const gate = createHostGate({
    concurrency: opts.perHostConcurrency ?? 2,
    politeness,
    maxWaitMs: maxRetryAfterMs,
    sleep,
    now,
  });

  async function buildHeaders(req: SourceRequest): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept: ACCEPT_HEADERS[req.accept] };
    for (const [name, value] of Object.entries(req.headers ?? {})) headers[name.toLowerCase()] = value;
    headers["user-agent"] = typeof opts.userAgent === "string" ? opts.userAgent : opts.userAgent(req.url);
    const saved = await opts.validators?.get(req.url).catch(() => undefined);
    if (saved?.etag && !("if-none-match" in headers)) headers["if-none-match"] = saved.etag;
    if (saved?.lastModified && !("if-modified-since" in headers)) {
      headers["if-modified-since"] = saved.lastModified;
    }
    return headers;
  }

  async function fetchOnce(req: SourceRequest, o: FetchRequestOptions): Promise<FetchOutcome> {
    const started = now();
    const done = (attempts: number) => ({ attempts, ms: now() - started });
    const host = hostOf(req.url);
    if (host === undefined) return { kind: "error", reason: "invalid URL", ...done(0) };
    const headers = await buildHeaders(req);
    let attempts = 0;
    for (;;) {
      let result: AttemptResult;
      try {
        const admission = await gate.acquire(host, o.minIntervalMs ?? 0, o.signal);
        if (admission.kind === "blocked") {
          return { kind: "error", reason: rateLimitedReason(admission.waitMs), ...done(attempts) };
        }
        attempts += 1;
        try {
          result = await runAttempt({
            url: req.url,
            headers,
            accept: req.accept,
            timeoutMs: o.timeoutMs,
            signal: o.signal,
            transport,
            maxBytes,
            maxRedirects,
          });
        } finally {
          admission.release();
        }
      } catch {
        return { kind: "error", reason: "aborted", ...done(attempts) };
      }
      if (result.kind === "ok") {
        return {
          kind: "ok",
          res: result.res,
          validators: validatorsOf(result.res.headers),
          ...done(attempts),
        };
      }
      if (result.kind === "not_modified") return { kind: "not_modified", ...done(attempts) };
      const status = result.status === undefined ? {} : { status: result.status };
      const retryAfterMs =
        result.status !== undefined && carriesRetryAfter(result.status)
          ? parseRetryAfter(result.retryAfter, now())
          : undefined;
      if (retryAfterMs !== undefined) {
        gate.backoff(host, retryAfterMs);
        if (retryAfterMs > maxRetryAfterMs) {
          return { kind: "error", reason: rateLimitedReason(retryAfterMs), ...status, ...done(attempts) };
        }
      }
      if (!result.retryable || attempts > retries) {
        return { kind: "error", reason: result.reason, ...status, ...done(attempts) };
      }
      try {
        await sleep(retryAfterMs ?? backoffDelay(attempts, baseBackoffMs, random), o.signal);
      } catch {
        return { kind: "error", reason: "aborted", ...done(attempts) };
      }
    }
  }

  return {
    fetch: fetchOnce,
    backoff(url, ms) {
      const host = hostOf(url);
      if (host !== undefined) gate.backoff(host, ms);
    },
  };
}

/** The politeness key: host and port, lower-cased; undefined for anything but http(s). */
function hostOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

function validatorsOf(headers: Record<string, string>): Validators | undefined {
  const etag = headers.etag;
  const lastModified = headers["last-modified"];
  if (etag === undefined && lastModified === undefined) return undefined;
  return { ...(etag === undefined ? {} : { etag }), ...(lastModified === undefined ? {} : { lastModified }) };
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
