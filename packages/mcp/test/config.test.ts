import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadMcpConfig } from "../src/config.js";

const KEY = `0x${"1f".repeat(32)}`;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function keyFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "intel-mcp-key-"));
  dirs.push(dir);
  const path = join(dir, "key");
  writeFileSync(path, text);
  return path;
}

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadMcpConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("loadMcpConfig", () => {
  it("defaults: local service, no key, the issue's caps", () => {
    expect(loadMcpConfig({})).toEqual({
      baseUrl: "http://localhost:8080",
      maxPricePerCallUsd: 0.05,
      maxSpendUsd: 1,
      allowAssets: [],
    });
  });

  it("reads every variable; empty values count as unset", () => {
    const asset = `0x${"ab".repeat(20)}`;
    expect(
      loadMcpConfig({
        INTEL_DIGEST_URL: "https://intel.example.com/",
        PRIVATE_KEY: KEY,
        MAX_PRICE_PER_CALL_USD: "0.02",
        MAX_SPEND_USD: "0.5",
        X402_ALLOW_ASSETS: ` ${asset} ,`,
        PRIVATE_KEY_FILE: "",
      }),
    ).toEqual({
      baseUrl: "https://intel.example.com",
      privateKey: KEY,
      maxPricePerCallUsd: 0.02,
      maxSpendUsd: 0.5,
      allowAssets: [asset],
    });
  });

  it("reads the key from PRIVATE_KEY_FILE, trimmed", () => {
    expect(loadMcpConfig({ PRIVATE_KEY_FILE: keyFile(`${KEY}\n`) }).privateKey).toBe(KEY);
  });

  it("refuses a malformed key without echoing it, from either source", () => {
    const bad = `${KEY.slice(0, -1)}g`;
    const direct = refusal({ PRIVATE_KEY: bad });
    expect(direct).toMatch(/PRIVATE_KEY must hold a private key/);
    expect(direct).not.toContain(bad.slice(2, 20));
    const fromFile = refusal({ PRIVATE_KEY_FILE: keyFile(bad) });
    expect(fromFile).toMatch(/PRIVATE_KEY_FILE/);
    expect(fromFile).not.toContain(bad.slice(2, 20));
  });

  it("refuses both key sources, an unreadable file, bad caps, URLs and assets, naming the variable", () => {
    expect(refusal({ PRIVATE_KEY: KEY, PRIVATE_KEY_FILE: "/x" })).toMatch(/not both/);
    expect(refusal({ PRIVATE_KEY_FILE: "/nonexistent/key" })).toMatch(/PRIVATE_KEY_FILE .* cannot be read/);
    expect(refusal({ MAX_PRICE_PER_CALL_USD: "-1" })).toMatch(/MAX_PRICE_PER_CALL_USD/);
    expect(refusal({ MAX_SPEND_USD: "1e3" })).toMatch(/MAX_SPEND_USD/);
    expect(refusal({ INTEL_DIGEST_URL: "localhost:8080" })).toMatch(/INTEL_DIGEST_URL/);
    expect(refusal({ X402_ALLOW_ASSETS: "USDC" })).toMatch(/X402_ALLOW_ASSETS/);
  });
});
