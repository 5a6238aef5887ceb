import type { ResolvedSource } from "../sources/roster-file.js";
import type { SourceHealth } from "../sources/store.js";

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

function ago(d: Date | undefined, now: Date): string {
  if (!d) return "never";
  const s = Math.max(0, Math.round((now.getTime() - d.getTime()) / 1000));
  if (s < 120) return `${s}s ago`;
  if (s < 7200) return `${Math.round(s / 60)}m ago`;
  return `${Math.round(s / 3600)}h ago`;
}

/** `intel-digest sources`: the roster with each source's health from the last runs. */
export function formatSources(
  sources: readonly ResolvedSource[],
  health: readonly SourceHealth[],
  now: Date,
  mode: string,
): string {
  const byId = new Map(health.map((h) => [h.source, h]));
  const lines = [
    `${sources.length} sources (${mode})`,
    `${pad("source", 24)} ${pad("domain", 12)} ${pad("adapter", 16)} ${pad("status", 12)} ${pad("last success", 13)} ${lpad("items", 5)} ${lpad("new", 4)} ${lpad("ms", 6)}  error`,
  ];
  for (const { spec } of sources) {
    const h = byId.get(spec.id);
    lines.push(
      `${pad(spec.id, 24)} ${pad(spec.domain, 12)} ${pad(spec.adapter, 16)} ${pad(h?.lastStatus ?? "never run", 12)} ${pad(ago(h?.lastSuccessAt, now), 13)} ${lpad(h?.itemsLastRun ?? "-", 5)} ${lpad(h?.newItemsLastRun ?? "-", 4)} ${lpad(h ? h.latencyMs : "-", 6)}  ${h?.lastError ?? ""}${h && h.consecutiveFailures > 1 ? ` (${h.consecutiveFailures} failures in a row)` : ""}`,
    );
  }
  return lines.join("\n");
}
