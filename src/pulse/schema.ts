import { z } from "zod";
import { NARRATIVE_STAGES } from "./stages.js";

/**
 * Pulse shapes (README, "Paid"; docs/pulse.md lists every field). The upstream API answers with them and the
 * gateway checks proxied bodies against them, so a malformed upstream answer is never sold.
 */

const unit = z.number().min(0).max(1);
const iso = z.iso.datetime({ offset: true });
const sourceCount = z.object({ source: z.string(), items: z.number().int().min(0) });

export const NarrativeListItem = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    summary: z.string(),
    stage: z.enum(NARRATIVE_STAGES),
    momentum: unit,
    drivingSources: z.array(sourceCount),
    itemCount: z.number().int().min(0),
    firstSeenAt: iso,
    lastSeenAt: iso,
  })
  .meta({ id: "NarrativeListItem" });
export type NarrativeListItem = z.infer<typeof NarrativeListItem>;

export const NarrativeContentItem = z.object({
  source: z.string(),
  title: z.string(),
  url: z.string(),
  publishedAt: iso.optional(),
});

export const NarrativeDetail = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    stage: z.enum(NARRATIVE_STAGES),
    contentItems: z.array(NarrativeContentItem),
    summary: z.string().optional(),
    momentum: unit.optional(),
    sourceAttribution: z
      .array(z.object({ source: z.string(), items: z.number().int().min(0), share: unit }))
      .optional(),
    lifecycle: z.array(z.object({ stage: z.enum(NARRATIVE_STAGES), momentum: unit, at: iso })).optional(),
    redirectedFrom: z.number().int().positive().optional(),
  })
  .meta({ id: "NarrativeDetail" });
export type NarrativeDetail = z.infer<typeof NarrativeDetail>;

export const PulseDigest = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    summary: z.string(),
    narrativeArcs: z
      .array(
        z.object({
          narrativeId: z.number().int().positive(),
          title: z.string(),
          stage: z.enum(NARRATIVE_STAGES),
          momentum: unit,
          description: z.string(),
        }),
      )
      .optional(),
    topInsights: z.array(z.string()).optional(),
    sourceMix: z.array(sourceCount).optional(),
    createdAt: iso.optional(),
  })
  .meta({ id: "PulseDigest" });
export type PulseDigest = z.infer<typeof PulseDigest>;

export const ContentItem = z
  .object({
    id: z.number().int(),
    source: z.string(),
    sourceId: z.string(),
    title: z.string(),
    content: z.string().meta({ description: "A discussion excerpt." }),
    url: z.string().optional(),
    publishedAt: iso.optional(),
  })
  .meta({ id: "ContentItem" });
export type ContentItem = z.infer<typeof ContentItem>;

/** Bodies of the Pulse upstream API (docs/pulse.md), before the gateway adds `charged`. */
export const UpstreamNarratives = z.object({ narratives: z.array(NarrativeListItem) });
export const UpstreamNarrative = z.object({ narrative: NarrativeDetail });
export const UpstreamDigests = z.object({ digests: z.array(PulseDigest) });
export const UpstreamRecent = z.object({ items: z.array(ContentItem) });
