import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load.js";

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe("loadConfig", () => {
  it("has embedded defaults for everything", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      DATABASE_URL: "sqlite:./data/intel.db",
      PAYMENT_MODE: "facilitator",
      X402_NETWORK: "eip155:8453",
      X402_ASSET: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      RATE_LIMIT_FREE: 5,
      RATE_LIMIT_DOCS: 60,
      RATE_LIMIT_PAID: 120,
      DIGEST_MIN_SOURCES: 5,
      RETENTION_DAYS: 14,
      LLM_PROVIDER: "none",
      SOURCES_MODE: "live",
    });
    expect(c.publicBaseUrl).toBe("http://localhost:8080");
    expect(Object.isFrozen(c)).toBe(true);
  });

  it("parses TRUST_PROXY as hops or a CIDR list", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1" }).TRUST_PROXY).toEqual({
      cidrs: ["10.0.0.0/8", "::1"],
    });
    expect(problems({ TRUST_PROXY: "10.0.0.0/33" })[0]).toMatch(/^TRUST_PROXY .*not an IP/);
  });

  it("names every bad variable at once, with its value", () => {
    const p = problems({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      PAY_TO_ADDRESS: "0x12",
      RATE_LIMIT_FREE: "-1",
    });
    expect(p.join("\n")).toMatch(/PORT .*"eighty"/);
    expect(p.join("\n")).toMatch(/DATABASE_URL must start with sqlite: or postgres:\/\//);
    expect(p.join("\n")).toMatch(/PAY_TO_ADDRESS .*address/);
    expect(p.join("\n")).toMatch(/RATE_LIMIT_FREE/);
    expect(p).toHaveLength(4);
  });

  it("requires RPC_URL and a settler key in local payment mode", () => {
    const p = problems({ PAYMENT_MODE: "local", PAY_TO_ADDRESS: `0x${"a".repeat(40)}` });
    expect(p.join("\n")).toMatch(/RPC_URL is required/);
    expect(p.join("\n")).toMatch(/SETTLER_PRIVATE_KEY or SETTLER_PRIVATE_KEY_FILE is required/);
  });

  it("never echoes a secret value", () => {
    const p = problems({ SETTLER_PRIVATE_KEY: "0xnot-a-key-but-secret" });
    expect(p.join("\n")).toMatch(/SETTLER_PRIVATE_KEY/);
    expect(p.join("\n")).not.toContain("not-a-key-but-secret");
  });

  it("strips a trailing slash from PUBLIC_BASE_URL", () => {
    expect(loadConfig({ PUBLIC_BASE_URL: "https://intel.example.com/" }).publicBaseUrl).toBe(
      "https://intel.example.com",
    );
  });
});
