/**
 * A narrative's stages, in lifecycle order (see docs/pulse-momentum.md, "Stages"). Pulse owns them; the Master
 * digest's narratives carry the same values.
 */
export const NARRATIVE_STAGES = ["emerging", "building", "peak", "fading", "archived"] as const;
export type NarrativeStage = (typeof NARRATIVE_STAGES)[number];
