import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { devnetPath, projectRoot } from "./paths.js";

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const TAIL_LINES = 40;

export interface HardhatNode {
  rpcUrl: string;
  /** Last lines of the node's stdout/stderr, for error messages. */
  tail(): string;
  stop(): Promise<void>;
}

/** Asks the OS for a free port. Racy in principle, but nothing else on a dev box grabs it in between. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("devnet: no free port"))));
    });
  });
}

/** Hardhat 2.29 needs Node 24 here; under vitest or `npm run` the PATH node may be the machine's older one. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 24) return process.execPath;
  const local = join(projectRoot(), "node_modules", ".bin", "node");
  return existsSync(local) ? local : process.execPath;
}

function hardhatCli(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve("hardhat/package.json");
  const pkg = require(pkgPath) as { bin: { hardhat: string } };
  return join(dirname(pkgPath), pkg.bin.hardhat);
}

/**
 * Starts `hardhat node` as a child process and resolves once it answers `eth_chainId`. The child dies with
 * the parent: on 'exit' it is killed, and a preload makes it exit when its stdin pipe closes, which also
 * covers a parent killed by a signal.
 */
export async function startHardhatNode(port: number, log?: (line: string) => void): Promise<HardhatNode> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    nodeBinary(),
    [
      "--require",
      devnetPath("exit-with-parent.cjs"),
      hardhatCli(),
      "node",
      "--hostname",
      "127.0.0.1",
      "--port",
      String(port),
      "--config",
      devnetPath("hardhat.config.cjs"),
    ],
    {
      cwd: projectRoot(),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: "true" },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );

  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    // Hardhat colours its output regardless of NO_COLOR; logs and error messages want plain text.
    for (const line of stripVTControlCharacters(chunk.toString("utf8")).split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      log?.(line);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const tail = () => lines.join("\n");

  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));

  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
  };

  try {
    await waitForRpc(rpcUrl, child, tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl, tail, stop };
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, tail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `devnet: hardhat node exited early (code ${child.exitCode ?? child.signalCode}). Output:\n${tail()}`,
      );
    }
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(1_000),
      });
      if (res.ok) {
        const json = (await res.json()) as { result?: string };
        if (json.result) return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `devnet: hardhat node did not answer eth_chainId within ${READY_TIMEOUT_MS} ms. Output:\n${tail()}`,
  );
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
