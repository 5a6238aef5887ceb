import { join } from "node:path";
import { type CollectProgress, type CollectResult, type CollectStore, collect } from "./collect.js";
import { requireContact } from "./contact.js";
import { createFetcher } from "./fetch/index.js";
import { ADAPTERS } from "./registry.js";
import { createReplay } from "./replay.js";
import { loadRoster, type ResolvedSource } from "./roster-file.js";
import { userAgentFor } from "./user-agent.js";

export interface CollectorOptions {
  mode: "live" | "replay";
  /** `SOURCES_FILE`; undefined = the built-in roster. */
  sourcesFile: string | undefined;
  /** Where the replay snapshot lives (the package's `snapshot/sources`). */
  snapshotDir: string;
  packageVersion: string;
  publicBaseUrl: string;
  contact: string | undefined;
  /** `REDDIT_USERNAME`: the account Reddit's User-Agent form names. */
  redditUsername?: string | undefined;
  retentionDays: number;
  secrets: Readonly<Record<string, string | undefined>>;
}

export interface Collector {
  readonly mode: "live" | "replay";
  readonly sources: readonly ResolvedSource[];
  run(store: CollectStore, opts?: RunOptions): Promise<CollectResult>;
}

export interface RunOptions {
  onProgress?: (e: CollectProgress) => void;
  now?: () => Date;
}

/**
 * Builds the collector from operator options: the roster (validated now, so a bad `SOURCES_FILE` stops start-up, as
 * does a live roster with a source that needs `OPERATOR_CONTACT` when none is set), the User-Agent, and live or
 * replay transport. Replay skips politeness spacing: nothing goes to the network.
 */
export function createCollector(opts: CollectorOptions): Collector {
  const sources = loadRoster(opts.sourcesFile, ADAPTERS);
  requireContact(sources, opts.contact, opts.mode);
  const userAgent = userAgentFor({ ...opts, redditUsername: opts.redditUsername });
  const replay = opts.mode === "replay" ? createReplay(opts.snapshotDir) : undefined;
  return {
    mode: opts.mode,
    sources,
    run(store, run = {}) {
      const now = run.now ?? (() => new Date());
      const fetcher = createFetcher({
        userAgent,
        ...(replay
          ? { transport: replay.transport, politeness: false, retries: 0 }
          : { validators: { get: (url) => store.validators(url).then(definedOnly) } }),
      });
      return collect({
        store,
        sources,
        fetcher,
        mode: opts.mode,
        contact: opts.contact,
        secrets: opts.secrets,
        retentionDays: opts.retentionDays,
        now,
        ...(replay ? { shiftMs: replay.shiftMs(now()) } : {}),
        ...(run.onProgress ? { onProgress: run.onProgress } : {}),
      });
    },
  };
}

export const snapshotDirOf = (packageRoot: string): string => join(packageRoot, "snapshot", "sources");

/** The store's optional fields may be `undefined`; the fetcher's are simply absent. */
function definedOnly(v: { etag?: string | undefined; lastModified?: string | undefined } | undefined) {
  if (!v) return undefined;
  return {
    ...(v.etag ? { etag: v.etag } : {}),
    ...(v.lastModified ? { lastModified: v.lastModified } : {}),
  };
}
