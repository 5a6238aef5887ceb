import { readFileSync } from "node:fs";
import { z } from "zod";

/** The MCP server's environment, parsed once with zod; messages name the variable, never echo a key. */

const KEY = /^0x[0-9a-fA-F]{64}$/;

const usd = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "must be a non-negative amount in USD, e.g. 0.05")
    .default(fallback)
    .transform(Number);

const McpEnv = z.object({
  INTEL_DIGEST_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("http://localhost:8080"),
  PRIVATE_KEY: z.string().optional(),
  PRIVATE_KEY_FILE: z.string().optional(),
  MAX_PRICE_PER_CALL_USD: usd("0.05"),
  MAX_SPEND_USD: usd("1.00"),
  X402_ALLOW_ASSETS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be token addresses (0x + 40 hex)"))),
});

export interface McpConfig {
  baseUrl: string;
  /** The payer's key, when one is configured: the paid tools are served. */
  privateKey?: `0x${string}`;
  maxPricePerCallUsd: number;
  maxSpendUsd: number;
  allowAssets: string[];
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment (and the key file, if named); throws `ConfigError` on a bad value. */
export function loadMcpConfig(env: NodeJS.ProcessEnv): McpConfig {
  const parsed = McpEnv.safeParse(emptyAsUnset(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.PRIVATE_KEY && e.PRIVATE_KEY_FILE) {
    throw new ConfigError("Set PRIVATE_KEY or PRIVATE_KEY_FILE, not both.");
  }
  const privateKey = e.PRIVATE_KEY_FILE ? readKeyFile(e.PRIVATE_KEY_FILE) : e.PRIVATE_KEY?.trim();
  if (privateKey !== undefined && !KEY.test(privateKey)) {
    const from = e.PRIVATE_KEY_FILE ? `the file named by PRIVATE_KEY_FILE` : "PRIVATE_KEY";
    throw new ConfigError(`${from} must hold a private key: 0x followed by 64 hex digits.`);
  }
  return {
    baseUrl: e.INTEL_DIGEST_URL.replace(/\/+$/, ""),
    ...(privateKey ? { privateKey: privateKey as `0x${string}` } : {}),
    maxPricePerCallUsd: e.MAX_PRICE_PER_CALL_USD,
    maxSpendUsd: e.MAX_SPEND_USD,
    allowAssets: e.X402_ALLOW_ASSETS,
  };
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, "utf8").trim();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "unreadable";
    throw new ConfigError(`PRIVATE_KEY_FILE ${path} cannot be read (${code}).`);
  }
}

/** An empty variable (`FOO=`) means unset, as hosts often pass blanks for optional values. */
function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) out[k] = v === "" ? undefined : v;
  return out;
}
