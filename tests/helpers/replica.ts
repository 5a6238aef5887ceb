import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * One `intel-digest serve` process, run from the TypeScript sources the way the engine worker is (Node's own type
 * transform plus the `.js` → `.ts` resolve hook), so a test gets real separate processes without a build. Its pino
 * log lines are parsed as they arrive, so a test can wait for one (and act on it, e.g. SIGKILL mid-cycle).
 */

const CLI = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const HOOK = new URL("../../src/pulse/worker/ts-source-hook.ts", import.meta.url).href;

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Replica {
  name: string;
  child: ChildProcess;
  lines: LogLine[];
  /** Raw log lines that repeat a top-level key (JSON.parse keeps the last, so a reader would see half of it). */
  duplicateKeyLines: string[];
  /** The gateway's base URL (once `listening` was logged). */
  url: string;
  /** Resolves with the first line (already seen or to come) for which `match` is true. */
  waitFor(match: (l: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<number | null>;
  get(path: string, init?: RequestInit): Promise<Response>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const child = spawn(
    process.execPath,
    [
      "--experimental-transform-types",
      "--disable-warning=ExperimentalWarning",
      "--import",
      HOOK,
      CLI,
      "serve",
    ],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const lines: LogLine[] = [];
  const duplicateKeyLines: string[] = [];
  const waiters: { match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];
  let stderr = "";
  let buf = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buf += chunk;
    let nl = buf.indexOf("\n");
    while (nl >= 0) {
      const raw = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      nl = buf.indexOf("\n");
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      if (topLevelKeys(raw).length !== Object.keys(line).length) duplicateKeyLines.push(raw);
      for (const w of [...waiters]) {
        if (w.match(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (c: string) => {
    stderr = (stderr + c).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const waitFor = (match: (l: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `${name}: no matching log line within ${timeoutMs} ms\nlast lines:\n${lines
              .slice(-8)
              .map((l) => JSON.stringify(l).slice(0, 300))
              .join("\n")}\nstderr:\n${stderr}`,
          ),
        );
      }, timeoutMs);
      waiters.push({
        match,
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code}) while waited on\nstderr:\n${stderr}`));
      });
    });
  };

  const listening = await waitFor((l) => l.msg === "listening");
  const url = String(listening.url);
  return {
    name,
    child,
    lines,
    duplicateKeyLines,
    url,
    waitFor,
    exited,
    get: (path, init) => fetch(`${url}${path}`, init),
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** The top-level keys of a JSON object's text in order, repeats included (a parsed object has dropped them). */
export function topLevelKeys(json: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let j = i + 1;
      while (json[j] !== '"') j += json[j] === "\\" ? 2 : 1;
      if (depth === 1 && expectKey) keys.push(json.slice(i + 1, j));
      expectKey = false;
      i = j;
    } else if (c === "{" || c === "[") {
      depth++;
      expectKey = depth === 1;
    } else if (c === "}" || c === "]") depth--;
    else if (c === "," && depth === 1) expectKey = true;
  }
  return keys;
}
