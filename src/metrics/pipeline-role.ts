import { Gauge } from "prom-client";
import type { PipelineStatus } from "../pipeline/leader.js";
import type { Metrics } from "./registry.js";

const ROLES = ["leader", "standby", "off"] as const;

/**
 * This replica's pipeline role as gauges, read at scrape time: `sum(pipeline_role{role="leader"})` over the fleet
 * must be 1 (alert on 0 or more), and the `since` timestamp shows flapping leadership.
 */
export function registerPipelineRole(metrics: Metrics, status: () => PipelineStatus): void {
  new Gauge({
    name: "pipeline_role",
    help: "1 for this replica's current pipeline role (leader, standby, off), 0 for the others.",
    labelNames: ["role"],
    registers: [metrics.registry],
    collect() {
      const { role } = status();
      for (const r of ROLES) this.set({ role: r }, r === role ? 1 : 0);
    },
  });
  new Gauge({
    name: "pipeline_role_since_timestamp_seconds",
    help: "When this replica took its current pipeline role (Unix seconds).",
    registers: [metrics.registry],
    collect() {
      this.set(status().since.getTime() / 1000);
    },
  });
}
