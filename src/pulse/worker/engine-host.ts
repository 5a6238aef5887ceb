import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { EngineItem, EngineState } from "../engine/types.js";
import type { StoredChanges } from "../stored-narrative.js";
import { createEngineHandler } from "./handler.js";
import type { EngineMessage, EngineReply, EngineRequest, EngineResults } from "./protocol.js";

/** The narrative engine behind an async interface, so the cycle does not care where it runs. */
export interface EngineHost {
  readonly kind: "worker" | "in-thread";
  /** Replaces the engine with one holding `state` (undefined: empty). */
  init(state: EngineState | undefined): Promise<void>;
  /** The changes with each narrative in its stored form (`StoredChanges`): what the store writes, ready to write. */
  ingest(items: EngineItem[], now: Date): Promise<StoredChanges>;
  tick(now: Date): Promise<StoredChanges>;
  state(): Promise<EngineState>;
  /** Stops the worker; a later request starts a fresh one (which needs `init` again). */
  close(): Promise<void>;
}

export interface EngineHostOptions {
  /**
   * Run the engine on the calling thread. For tests and one-shot CLI runs where nothing else shares the event loop;
   * a server keeps the default (a worker thread), so a cycle never delays its HTTP answers.
   */
  inThread?: boolean;
}

export function createEngineHost(opts: EngineHostOptions = {}): EngineHost {
  return opts.inThread ? inThreadHost() : workerHost();
}

function inThreadHost(): EngineHost {
  const handle = createEngineHandler();
  // Still async, so callers behave the same and an engine error becomes a rejection, not a throw.
  const call = async <R extends EngineRequest>(req: R) => handle(req);
  return {
    kind: "in-thread",
    init: async (state) => void (await call({ op: "init", state })),
    ingest: (items, now) => call({ op: "ingest", items, now }),
    tick: (now) => call({ op: "tick", now }),
    state: () => call({ op: "state" }),
    close: async () => {},
  };
}

/**
 * Where the worker entry lives: the compiled `engine-worker.js` next to this file (the built package), else the
 * TypeScript source (under vitest), run by Node's own TypeScript support with a hook for the `.js` import suffixes.
 * Transform (not just strip) mode, because the engine uses constructor parameter properties.
 */
export function workerEntry(): { url: URL; execArgv?: string[] } {
  const js = new URL("./engine-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(js))) return { url: js };
  const ts = new URL("./engine-worker.ts", import.meta.url);
  if (existsSync(fileURLToPath(ts))) {
    return {
      url: ts,
      execArgv: [
        "--experimental-transform-types",
        "--disable-warning=ExperimentalWarning",
        "--import",
        new URL("./ts-source-hook.ts", import.meta.url).href,
      ],
    };
  }
  throw new Error("engine worker entry not found next to engine-host");
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

function workerHost(): EngineHost {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, Pending>();

  // Referenced only while a request is out: an idle engine must not keep a CLI or a closing server alive.
  const updateRef = () => (pending.size ? worker?.ref() : worker?.unref());

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const spawn = (): Worker => {
    const entry = workerEntry();
    const w = new Worker(entry.url, {
      ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
      // Without limits V8 lets garbage pile up to several hundred MB during a big ingest while the live heap stays
      // under ~150 MB (measured in bench/pulse-ingest.mjs): a smaller young generation keeps RSS bounded at a
      // ~10% throughput cost, and the old-generation cap turns a runaway into an error rather than an OOM kill.
      resourceLimits: { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 384 },
    });
    w.on("message", (reply: EngineReply) => {
      const p = pending.get(reply.seq);
      if (!p) return;
      pending.delete(reply.seq);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      updateRef();
    });
    // A crash (uncaught error, out of memory) loses the engine's state: callers see the error and re-init.
    w.on("error", (err) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`engine worker failed: ${err.message}`, { cause: err }));
    });
    w.on("exit", (code) => {
      if (worker === w) worker = undefined;
      failAll(new Error(`engine worker exited (code ${code})`));
    });
    return w;
  };

  const call = <R extends EngineRequest>(req: R): Promise<EngineResults[R["op"]]> => {
    worker ??= spawn();
    const w = worker;
    const n = ++seq;
    return new Promise((resolve, reject) => {
      pending.set(n, { resolve: resolve as (v: unknown) => void, reject });
      updateRef();
      w.postMessage({ ...req, seq: n } satisfies EngineMessage);
    });
  };

  return {
    kind: "worker",
    init: async (state) => void (await call({ op: "init", state })),
    ingest: (items, now) => call({ op: "ingest", items, now }),
    tick: (now) => call({ op: "tick", now }),
    state: () => call({ op: "state" }),
    close: async () => {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
      failAll(new Error("engine host closed"));
    },
  };
}
