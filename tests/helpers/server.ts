import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../../src/config/index.js";
import { createLogger } from "../../src/log/logger.js";
import { type RunningServer, startServer } from "../../src/main.js";

export interface TestServer extends RunningServer {
  config: Config;
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
}

/**
 * The real server on 127.0.0.1, port 0, with a fresh SQLite file per call. Rate limits are off unless the test
 * sets them, so shape tests don't trip the 5/min budget. The in-process Pulse upstream takes a free port and the
 * hourly pipeline is off, so no test collects from the network unless it asks to.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { now?: () => Date; digestRefreshMs?: number; schedule?: boolean; fastPath?: boolean } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "intel-digest-test-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dir, "intel.db")}`,
    LOG_LEVEL: "silent",
    RATE_LIMIT_FREE: "0",
    RATE_LIMIT_DOCS: "0",
    RATE_LIMIT_PAID: "0",
    PULSE_PORT: "0",
    SCHEDULER: "off",
    // The built-in roster's sec-edgar needs one to start live (nothing is collected unless a test asks).
    OPERATOR_CONTACT: "tests@intel-digest.invalid",
    ...env,
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL), { digestRefreshMs: 0, ...opts });
  return {
    ...server,
    config,
    get: (path, init) => fetch(`${server.url}${path}`, init),
    post: (path, body, init) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(init?.headers ?? {}) },
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...init,
      }),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
