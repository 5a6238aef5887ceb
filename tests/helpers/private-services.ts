import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { type AddressInfo, createServer, type Server, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Dependencies the fault suite may stop and restart: a PostgreSQL cluster, a Redis and TCP proxies of their own,
 * on random ports, so the machine's shared services are never touched.
 */

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The PostgreSQL server binaries (`initdb`, `pg_ctl`), or undefined when none is installed. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"))) return bin;
  }
  return undefined;
}

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (fast: open connections are cut) and starts it again. */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throw-away cluster (`initdb` + `pg_ctl`) on a random port with trust auth. PostgreSQL refuses to run as root,
 * so as root it runs as the `postgres` system user.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), "intel-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args);
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  await pg("createdb", ["-h", dir, "-p", String(port), "test"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when `name` is an executable on PATH. */
export function onPath(name: string): boolean {
  return (process.env.PATH ?? "").split(":").some((dir) => dir && existsSync(join(dir, name)));
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A `redis-server` of our own (no persistence) that can be stopped and started again on the same port. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let proc: ChildProcess | undefined;
  const start = async () => {
    proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      proc?.stdout?.on("data", (c: Buffer) => {
        if (c.toString().includes("Ready to accept connections")) resolve();
      });
      proc?.once("exit", (code) => reject(new Error(`redis-server exited (${code})`)));
    });
  };
  const stop = async () => {
    const p = proc;
    proc = undefined;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((resolve) => p.once("exit", resolve));
    p.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface TcpProxy {
  url: string;
  port: number;
  /** Closes the listener and cuts every open connection: the endpoint is gone. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A TCP forwarder on a port of its own, to take an endpoint (the RPC, the Pulse upstream) away and bring it back. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const to = new URL(target);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = async () => {
    server = createServer((inbound) => {
      const outbound = new Socket();
      sockets.add(inbound);
      sockets.add(outbound);
      const drop = () => {
        inbound.destroy();
        outbound.destroy();
        sockets.delete(inbound);
        sockets.delete(outbound);
      };
      inbound.on("error", drop).on("close", drop);
      outbound.on("error", drop).on("close", drop);
      outbound.connect(Number(to.port), to.hostname, () => {
        inbound.pipe(outbound);
        outbound.pipe(inbound);
      });
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await start();
  return { url: `http://127.0.0.1:${port}${to.pathname === "/" ? "" : to.pathname}`, port, stop, start };
}
