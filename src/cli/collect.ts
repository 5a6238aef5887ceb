import type { CollectProgress, CollectResult } from "../sources/collect.js";
import type { Collector } from "../sources/runtime.js";
import type { Store } from "../store/types.js";

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

/** One line per event, printed as it happens, so a slow source is visible while the others finish. */
export function formatProgress(e: CollectProgress): string {
  switch (e.kind) {
    case "start":
      return `Collecting ${e.sources} sources (${e.mode}), run ${e.runId.slice(0, 8)}`;
    case "source":
      return `  ${pad(e.status, 12)} ${pad(e.source, 24)} ${lpad(e.items, 4)} items ${lpad(e.ms, 6)} ms${e.error ? `  ${e.error}` : ""}`;
    case "saved":
      return `Stored ${e.newItems} new items (${e.refreshed} seen again, ${e.alsoSeen} also seen in another source, ${e.nearDuplicates} near-duplicates linked); pruned ${e.pruned} old items (${e.ms} ms)`;
  }
}

export function formatSummary(r: CollectResult): string {
  const failed = r.sources.filter((s) => s.status === "failed").map((s) => s.source);
  return `${r.answered.length}/${r.sources.length} sources answered in ${(r.ms / 1000).toFixed(1)} s${failed.length ? `; failed: ${failed.join(", ")}` : ""}`;
}

/** `intel-digest collect`: exit code 1 only when every source failed. */
export async function runCollect(
  collector: Collector,
  store: Store,
  print: (line: string) => void,
): Promise<number> {
  const result = await collector.run(store, { onProgress: (e) => print(formatProgress(e)) });
  print(formatSummary(result));
  return result.answered.length === 0 ? 1 : 0;
}
