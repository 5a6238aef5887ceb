import { describe, expect, it } from "vitest";
import { createFetcher } from "./fetcher.js";
import { TEST_USER_AGENT } from "./fixture-server.js";
import { classifyNetworkError } from "./network-error.js";

describe("network errors", () => {
  it("reports a name that cannot resolve as a DNS failure (.invalid never resolves, RFC 6761)", async () => {
    const out = await createFetcher({ userAgent: TEST_USER_AGENT, retries: 0 }).fetch(
      { url: "http://no-such-host.invalid/feed.xml", accept: "feed" },
      { timeoutMs: 10_000 },
    );
    expect(out).toMatchObject({ kind: "error", reason: "DNS lookup failed", attempts: 1 });
  });

  it("finds codes through causes and aggregate errors, and refuses to retry TLS failures", () => {
    const wrap = (cause: unknown) => new TypeError("fetch failed", { cause });
    const code = (c: string) => Object.assign(new Error(c), { code: c });
    expect(classifyNetworkError(wrap(new AggregateError([code("ECONNREFUSED")])))).toEqual({
      reason: "connection refused",
      retryable: true,
    });
    expect(classifyNetworkError(wrap(code("UND_ERR_SOCKET"))).reason).toBe("connection reset");
    expect(classifyNetworkError(wrap(code("CERT_HAS_EXPIRED")))).toEqual({
      reason: "TLS error",
      retryable: false,
    });
    expect(classifyNetworkError(new Error("something odd"))).toEqual({
      reason: "network error",
      retryable: true,
    });
  });
});
