import { Gauge } from "prom-client";
import type { SourceHealth } from "../sources/store.js";
import type { Metrics } from "./registry.js";

/**
 * Source health as gauges, read from the store when Prometheus scrapes (the collector writes it once an hour, so
 * there is nothing to keep in step). A store that cannot answer leaves the gauges empty for that scrape rather
 * than failing it: the HTTP and process metrics still matter most when the database is down.
 */
export function registerSourceHealth(metrics: Metrics, read: () => Promise<SourceHealth[]>): void {
  let pending: Promise<SourceHealth[]> | undefined;
  // One store read per scrape, shared by the four gauges' collect callbacks.
  const snapshot = () => {
    pending ??= read()
      .catch(() => [] as SourceHealth[])
      .finally(() => {
        setImmediate(() => {
          pending = undefined;
        });
      });
    return pending;
  };
  const gauge = (name: string, help: string, value: (h: SourceHealth) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ["source"],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const h of await snapshot()) {
          const v = value(h);
          if (v !== undefined) this.set({ source: h.source }, v);
        }
      },
    });
  gauge("source_up", "1 when the source's last collection succeeded, else 0.", (h) =>
    h.lastStatus === "ok" || h.lastStatus === "not_modified" ? 1 : 0,
  );
  gauge(
    "source_consecutive_failures",
    "Collections of the source that failed in a row.",
    (h) => h.consecutiveFailures,
  );
  gauge("source_last_success_timestamp_seconds", "When the source last answered (Unix seconds).", (h) =>
    h.lastSuccessAt ? h.lastSuccessAt.getTime() / 1000 : undefined,
  );
  gauge("source_items_last_run", "Items the source returned in its last collection.", (h) => h.itemsLastRun);
}
