import { existsSync } from "node:fs";
import { ConfigSchema, type RawConfig, SECRET_KEYS } from "./schema.js";

export interface Config extends RawConfig {
  /** PUBLIC_BASE_URL, or http://localhost:$PORT when unset. */
  readonly publicBaseUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once; bad values fail fast with every problem named, and secret values never echoed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const key = String(i.path[0] ?? "config");
      const secret = (SECRET_KEYS as readonly string[]).includes(key);
      const value = env[key];
      const shown = value === undefined || secret ? "" : ` (got ${JSON.stringify(value.slice(0, 80))})`;
      return `${key} ${i.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const raw = parsed.data;
  return Object.freeze({ ...raw, publicBaseUrl: raw.PUBLIC_BASE_URL ?? `http://localhost:${raw.PORT}` });
}

/** Loads `.env` (Node's own parser) when present; real environment variables win over it. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
