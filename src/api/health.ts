import { z } from "zod";

/** `/health`'s body: the fields an operator (or a load balancer, or a replica dashboard) reads first. */
export const PipelineState = z
  .object({
    role: z
      .enum(["leader", "standby", "off"])
      .describe(
        "leader: this replica runs collect, Pulse and digests; standby: another replica does, this one takes over if it dies; off: never runs them (PIPELINE=off, SCHEDULER=off, or PULSE_URL)",
      ),
    since: z.iso.datetime().describe("When this replica took its current role"),
  })
  .meta({ id: "PipelineState" });

export const HealthBody = z
  .looseObject({
    status: z.enum(["ok", "degraded"]),
    problems: z.array(z.string()),
    service: z.string(),
    version: z.string(),
    interfaceVersion: z.string(),
    time: z.iso.datetime(),
    uptimeSeconds: z.number().int(),
    store: z.object({ kind: z.enum(["sqlite", "postgres"]), reachable: z.boolean() }),
    pipeline: PipelineState,
  })
  .meta({ id: "Health" });
