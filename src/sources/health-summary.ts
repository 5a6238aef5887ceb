import type { CollectionRunRecord, SourceHealth } from "./store.js";

export interface SourcesSummary {
  mode: "live" | "replay";
  /** True when the data comes from the bundled recorded snapshot, not the network. */
  replay: boolean;
  lastCollection: {
    at: string;
    sourcesOk: number;
    sourcesFailed: number;
    newItems: number;
  } | null;
  /** Sources whose last attempt answered (200 or 304). */
  answering: number;
  failing: { source: string; error: string; lastSuccessAt: string | null; consecutiveFailures: number }[];
}

/** What `/health` says of the collector: the last run and the sources failing now, without internals. */
export function summarizeSources(
  mode: "live" | "replay",
  health: readonly SourceHealth[],
  last: CollectionRunRecord | undefined,
): SourcesSummary {
  const failing = health.filter((h) => h.lastStatus === "failed");
  return {
    mode,
    replay: mode === "replay",
    lastCollection: last
      ? {
          at: last.finishedAt.toISOString(),
          sourcesOk: last.sourcesOk,
          sourcesFailed: last.sourcesFailed,
          newItems: last.newItems,
        }
      : null,
    answering: health.filter((h) => h.lastStatus === "ok" || h.lastStatus === "not_modified").length,
    failing: failing.map((h) => ({
      source: h.source,
      error: h.lastError ?? "failed",
      lastSuccessAt: h.lastSuccessAt?.toISOString() ?? null,
      consecutiveFailures: h.consecutiveFailures,
    })),
  };
}

/** More than half of the sources failing is worth the operator's attention (a digest may not publish). */
export const sourcesProblem = (s: SourcesSummary): string | undefined =>
  s.failing.length > 0 && s.failing.length * 2 > s.failing.length + s.answering
    ? `${s.failing.length} of ${s.failing.length + s.answering} sources failing`
    : undefined;
