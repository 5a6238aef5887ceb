import { afterEach, describe, expect, it } from "vitest";
import { createBudgetCharge } from "./budgets.js";
import { MemoryRateLimitStore } from "./rate-limit/index.js";

const T0 = 1_700_000_000_000;
const LIMITS = { RATE_LIMIT_FREE: 2, RATE_LIMIT_DOCS: 0, RATE_LIMIT_PAID: 3 };

let store: MemoryRateLimitStore;
afterEach(async () => {
  await store?.close();
});

function charge() {
  store = new MemoryRateLimitStore({ sweepIntervalMs: 0 });
  return createBudgetCharge(LIMITS, store, () => T0);
}

/** Counts how often the client IP was read (the charge reads it only when a budget counts). */
const ipReader = (ip: string) => {
  const reads = { n: 0 };
  const read = () => {
    reads.n++;
    return ip;
  };
  return { reads, read };
};

describe("createBudgetCharge: the budget function of both HTTP paths", () => {
  it("counts a free path per client and returns the headers, then refuses without counting", async () => {
    const spend = charge();
    const a = ipReader("198.51.100.7");
    const first = await spend("GET", "/v1/intelligence/latest", a.read);
    expect(first).toEqual({
      kind: "allowed",
      headers: {
        "RateLimit-Limit": "2",
        "RateLimit-Remaining": "1",
        "RateLimit-Reset": "60",
        "RateLimit-Policy": '"free";q=2;w=60',
        RateLimit: '"free";r=1;t=60',
      },
    });
    // Another free route spends the same budget.
    expect((await spend("HEAD", "/v1/intelligence/sample", a.read)).kind).toBe("allowed");
    const refused = await spend("GET", "/v1/intelligence/latest", a.read);
    expect(refused).toMatchObject({
      kind: "refused",
      budget: { name: "free", limit: 2 },
      decision: { allowed: false, remaining: 0 },
      headers: { "RateLimit-Remaining": "0" },
    });
    expect(a.reads.n).toBe(3);
    // Another client, and the paid budget of the same client, are counted apart.
    expect((await spend("GET", "/v1/intelligence/latest", ipReader("198.51.100.8").read)).kind).toBe(
      "allowed",
    );
    expect(await spend("GET", "/v1/pulse/narratives/7", a.read)).toMatchObject({
      kind: "allowed",
      headers: { "RateLimit-Policy": '"paid";q=3;w=60' },
    });
  });

  it("keys IPv6 clients by their /64", async () => {
    const spend = charge();
    await spend("GET", "/v1/intelligence/brief", () => "2001:db8:1:2::1");
    await spend("GET", "/v1/intelligence/brief", () => "2001:db8:1:2::ffff");
    expect((await spend("GET", "/v1/intelligence/brief", () => "2001:db8:1:2::9")).kind).toBe("refused");
    expect((await spend("GET", "/v1/intelligence/brief", () => "2001:db8:1:3::9")).kind).toBe("allowed");
  });

  it("leaves a preflight, an unlimited route and a budget of 0 unmetered, without reading the client", async () => {
    const spend = charge();
    const a = ipReader("198.51.100.7");
    for (let i = 0; i < 5; i++) {
      expect(await spend("OPTIONS", "/v1/intelligence/latest", a.read)).toEqual({ kind: "unmetered" });
      expect(await spend("GET", "/health", a.read)).toEqual({ kind: "unmetered" });
      // Unknown paths fall to the documents budget, which is 0 here.
      expect(await spend("GET", "/nowhere", a.read)).toEqual({ kind: "unmetered" });
    }
    expect(a.reads.n).toBe(0);
    expect(store.size).toBe(0);
  });
});
