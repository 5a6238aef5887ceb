import { isIP } from "node:net";
import { z } from "zod";
import { FAULT_PHASES } from "../payments/fault.js";

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte hex address");
const url = (protocols: string[]) =>
  z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).transform((u) => u.replace(/\/+$/, ""));

/**
 * TRUST_PROXY: unset (use the socket address), a hop count ("1"), or a comma list of trusted proxy addresses or
 * CIDR ranges ("10.0.0.0/8,127.0.0.1"). A client can never pick its own IP: X-Forwarded-For is read only through
 * hops the operator named.
 */
const trustProxy = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  if (/^\d+$/.test(v)) return { hops: Number(v) } as const;
  const cidrs = v.split(",").map((s) => s.trim());
  for (const c of cidrs) {
    const [ip, bits] = c.split("/");
    const family = isIP(ip ?? "");
    const max = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      ctx.addIssue({ code: "custom", message: `"${c}" is not an IP address or CIDR range` });
      return z.NEVER;
    }
  }
  return { cidrs } as const;
});

export const ConfigSchema = z
  .object({
    PORT: int(0, 65535).default(8080),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_BASE_URL: optionalString.pipe(url(["http", "https"]).optional()),
    DATABASE_URL: z
      .string()
      .default("sqlite:./data/intel.db")
      .refine(
        (v) => /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(v),
        "must start with sqlite: or postgres://",
      ),
    REDIS_URL: optionalString.pipe(url(["redis", "rediss"]).optional()),
    TRUST_PROXY: trustProxy,
    PAYMENT_MODE: z.enum(["facilitator", "local"]).default("facilitator"),
    FACILITATOR_URL: optionalString.pipe(url(["http", "https"]).optional()),
    CDP_API_KEY_ID: optionalString,
    CDP_API_KEY_SECRET: optionalString,
    RPC_URL: optionalString.pipe(url(["http", "https", "ws", "wss"]).optional()),
    RPC_RETRY_COUNT: int(0, 10).default(2),
    RPC_POLLING_INTERVAL_MS: int(10, 60_000).default(500),
    PAY_TO_ADDRESS: optionalString.pipe(address.optional()),
    SETTLER_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, "must be a 0x-prefixed 32-byte hex key")
        .optional(),
    ),
    SETTLER_PRIVATE_KEY_FILE: optionalString,
    X402_NETWORK: z
      .string()
      .regex(/^eip155:\d+$/, "must be a CAIP-2 EVM network such as eip155:8453")
      .default("eip155:8453"),
    X402_ASSET: address.default("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
    X402_ASSET_NAME: z.string().min(1).default("USD Coin"),
    X402_ASSET_VERSION: z.string().min(1).default("2"),
    PULSE_URL: optionalString.pipe(url(["http", "https"]).optional()),
    PULSE_TIMEOUT_MS: int(100, 120_000).default(10_000),
    PULSE_HOST: z.string().default("127.0.0.1"),
    PULSE_PORT: int(0, 65535).default(8081),
    PULSE_TOKEN: optionalString,
    /** Bearer token that GET /metrics requires; unset leaves it open (keep it on a private network then). */
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, "must be 16 to 256 characters of A-Z a-z 0-9 . _ ~ + / = -")
        .optional(),
    ),
    /** The hourly pipeline (collect, then the Pulse cycle) of the process that runs the Pulse upstream. */
    SCHEDULER: z.enum(["on", "off"]).default("on"),
    /**
     * `auto`: this process competes for the one pipeline lock of its database and runs the pipeline while it holds
     * it; `off`: a gateway-only replica that never runs it.
     */
    PIPELINE: z.enum(["auto", "off"]).default("auto"),
    DIGEST_MIN_SOURCES: int(1, 100).default(5),
    RETENTION_DAYS: int(1, 3650).default(14),
    CATALOG_FILE: optionalString,
    OPERATOR_CONTACT: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RATE_LIMIT_FREE: int(0, 1_000_000).default(5),
    RATE_LIMIT_DOCS: int(0, 1_000_000).default(60),
    RATE_LIMIT_PAID: int(0, 1_000_000).default(120),
    SOURCES_FILE: optionalString,
    SOURCES_MODE: z.enum(["live", "replay"]).default("live"),
    GITHUB_TOKEN: optionalString,
    REDDIT_USERNAME: optionalString,
    LLM_PROVIDER: z.enum(["none", "openai", "anthropic", "openai-compatible"]).default("none"),
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    LLM_BASE_URL: optionalString.pipe(url(["http", "https"]).optional()),
    LLM_STRUCTURED_OUTPUTS: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    LLM_TIMEOUT_MS: int(1_000, 600_000).default(60_000),
    NODE_ENV: optionalString,
    // Test-only: kill the process at these points of the paid path (comma list); refused in production.
    FAULT_INJECT: optionalString.pipe(
      z
        .string()
        .optional()
        .transform((v) => (v ? v.split(",").map((s) => s.trim()) : []))
        .pipe(z.array(z.enum(FAULT_PHASES))),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.FAULT_INJECT.length > 0 && c.NODE_ENV === "production")
      ctx.addIssue({
        code: "custom",
        path: ["FAULT_INJECT"],
        message: "is for tests and refused when NODE_ENV=production",
      });
    if (c.PAYMENT_MODE === "local" && !c.RPC_URL)
      ctx.addIssue({ code: "custom", path: ["RPC_URL"], message: "is required when PAYMENT_MODE=local" });
    if (
      c.PAYMENT_MODE === "local" &&
      c.PAY_TO_ADDRESS &&
      !c.SETTLER_PRIVATE_KEY &&
      !c.SETTLER_PRIVATE_KEY_FILE
    )
      ctx.addIssue({
        code: "custom",
        path: ["SETTLER_PRIVATE_KEY"],
        message: "or SETTLER_PRIVATE_KEY_FILE is required when PAYMENT_MODE=local",
      });
    if (c.LLM_PROVIDER !== "none" && !c.LLM_MODEL)
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_PROVIDER is set" });
    if (c.LLM_PROVIDER === "openai-compatible" && !c.LLM_BASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL"],
        message: "is required when LLM_PROVIDER=openai-compatible (the server's /v1 URL)",
      });
    if ((c.LLM_PROVIDER === "openai" || c.LLM_PROVIDER === "anthropic") && !c.LLM_API_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["LLM_API_KEY"],
        message: `is required when LLM_PROVIDER=${c.LLM_PROVIDER}`,
      });
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

/** Names whose values never appear in logs or error messages. */
export const SECRET_KEYS = [
  "SETTLER_PRIVATE_KEY",
  "LLM_API_KEY",
  "CDP_API_KEY_SECRET",
  "PULSE_TOKEN",
  "METRICS_TOKEN",
  "GITHUB_TOKEN",
] as const;
