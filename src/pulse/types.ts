import type { z } from "zod";
import type * as schema from "./schema.js";

/** Parsed bodies of the Pulse upstream API (docs/pulse.md). */
export type UpstreamNarratives = z.infer<typeof schema.UpstreamNarratives>;
export type UpstreamNarrative = z.infer<typeof schema.UpstreamNarrative>;
export type UpstreamDigests = z.infer<typeof schema.UpstreamDigests>;
export type UpstreamRecent = z.infer<typeof schema.UpstreamRecent>;

/** The four proxied answers, by the name the client method and `isBelowThreshold` use. */
export interface PulseBodies {
  narratives: UpstreamNarratives;
  narrative: UpstreamNarrative;
  digests: UpstreamDigests;
  recent: UpstreamRecent;
}
export type PulseKind = keyof PulseBodies;
