import { describe, expect, it } from "vitest";
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  isRetryableStatus,
  parseRetryAfter,
  rateLimitedReason,
} from "./retry.js";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-22T06:00:00Z");

  it("reads delay-seconds", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP-date relative to now, never negative", () => {
    expect(parseRetryAfter("Sun, 22 Nov 2026 06:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 05:00:00 GMT", now)).toBe(0);
  });

  it("ignores what it cannot read", () => {
    for (const v of [null, undefined, "", "soon", "-5", "1.5", "12abc"])
      expect(parseRetryAfter(v, now)).toBeUndefined();
  });
});

describe("backoffDelay", () => {
  it("draws uniformly below base × 2^(attempt − 1)", () => {
    expect(backoffDelay(1, 500, () => 0.999)).toBe(499);
    expect(backoffDelay(2, 500, () => 0.5)).toBe(500);
    expect(backoffDelay(3, 500, () => 0)).toBe(0);
  });

  it("is capped", () => {
    expect(backoffDelay(20, 500, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelay(20, 500, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe("statuses and reasons", () => {
  it("retries 429 and 5xx only", () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 410, 418].some(isRetryableStatus)).toBe(false);
  });

  it("rounds a rate-limit wait up to whole seconds", () => {
    expect(rateLimitedReason(3_600_000)).toBe("rate limited (retry after 3600 s)");
    expect(rateLimitedReason(1_500)).toBe("rate limited (retry after 2 s)");
  });
});
