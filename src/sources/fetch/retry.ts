/** Backoff between attempts and the reading of `Retry-After`. */

export const BACKOFF_CAP_MS = 8_000;

/** Full jitter (AWS architecture blog): uniform in [0, min(cap, base × 2^(attempt − 1))). */
export function backoffDelay(attempt: number, baseMs: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** 429 and 5xx are worth another try; other statuses will answer the same again. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** Only 429 and 503 carry a `Retry-After` we act on (RFC 9110 §10.2.3). */
export function carriesRetryAfter(status: number): boolean {
  return status === 429 || status === 503;
}

/** `Retry-After` as delay-seconds or an HTTP-date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Date.parse also accepts things like "1", caught above; require a weekday-style date with letters.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

export function rateLimitedReason(waitMs: number): string {
  return `rate limited (retry after ${Math.ceil(waitMs / 1000)} s)`;
}
