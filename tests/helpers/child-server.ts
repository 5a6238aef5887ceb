import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const ROOT = new URL("../..", import.meta.url).pathname;
const HOOK = join(ROOT, "src/pulse/worker/ts-source-hook.ts");
const CLI = join(ROOT, "src/cli.ts");

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  /** Every JSON log line the process wrote. */
  logs: Record<string, unknown>[];
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `intel-digest serve` in a process of its own, run from the TypeScript sources, so that a test can SIGKILL it
 * (or have it kill itself, `FAULT_INJECT`) and start another on the same database. `env` is the whole
 * configuration: nothing is inherited but PATH.
 */
export async function startChildServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ChildServer> {
  const cwd = mkdtempSync(join(tmpdir(), "intel-child-"));
  const proc = spawn(
    process.execPath,
    ["--experimental-transform-types", "--no-warnings", "--import", HOOK, CLI, "serve"],
    {
      cwd,
      env: {
        PATH: process.env.PATH ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SCHEDULER: "off",
        PULSE_PORT: "0",
        RATE_LIMIT_FREE: "0",
        RATE_LIMIT_DOCS: "0",
        RATE_LIMIT_PAID: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const logs: Record<string, unknown>[] = [];
  let stderr = "";
  proc.stderr?.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child server did not start: ${stderr}`)), timeoutMs);
    createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === "listening") {
          clearTimeout(timer);
          resolve(String(entry.url));
        }
      } catch {
        // not a log line
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`child server exited (${code ?? signal}) before listening: ${stderr}`));
    });
  });
  return {
    url,
    proc,
    logs,
    exited,
    async kill(signal = "SIGKILL") {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}
