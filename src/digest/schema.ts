import { z } from "zod";
import { NARRATIVE_STAGES } from "../pulse/stages.js";

/**
 * The single definition of every form of the Master digest (README, "Routes"). The HTTP layer, the store, the CLI's
 * import and the OpenAPI document all take their shapes from here.
 */

const unit = z.number().min(0).max(1);
const isoMillis = z.iso.datetime({ precision: 3 }).meta({ example: "2026-11-22T08:00:04.512Z" });

export const SIGNAL_STRENGTHS = ["high", "medium", "low"] as const;
export const SENTIMENT_LABELS = ["bullish", "bearish", "neutral", "mixed"] as const;

export const DigestNarrative = z.object({
  title: z.string().min(1),
  stage: z.enum(NARRATIVE_STAGES),
  momentum: unit,
});

export const DigestSignal = z.object({
  source: z.string().min(1),
  signal: z.string().min(1),
  strength: z.enum(SIGNAL_STRENGTHS),
});

export const Sentiment = z.object({
  overall: z.enum(SENTIMENT_LABELS),
  confidence: unit,
});

export const DigestId = z
  .string()
  .min(1)
  .max(128)
  .meta({ description: "Opaque digest identifier.", example: "mi_20261122T08Z" });

export const MasterDigest = z
  .object({
    id: DigestId,
    title: z.string().min(1),
    executiveSummary: z.string().min(1),
    fullAnalysis: z.string().min(1).meta({ description: "Markdown." }),
    crossDomainInsights: z.array(z.string()),
    narratives: z.array(DigestNarrative),
    signals: z.array(DigestSignal),
    sentiment: Sentiment,
    sourcesUsed: z.array(z.string().min(1)).meta({ description: "Source identifiers used in that cycle." }),
    processingTimeMs: z.number().int().min(0),
    createdAt: isoMillis,
    engine: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Which engine wrote it: "offline" or "llm:<provider>/<model>" (extra field).' }),
  })
  .meta({ id: "MasterDigest" });
export type MasterDigest = z.infer<typeof MasterDigest>;

export const DigestBrief = MasterDigest.pick({
  title: true,
  executiveSummary: true,
  sentiment: true,
  createdAt: true,
}).meta({ id: "DigestBrief" });
export type DigestBrief = z.infer<typeof DigestBrief>;

export const DigestSample = z
  .object({
    id: DigestId,
    title: z.string(),
    executiveSummary: z.string(),
    overallSentiment: z
      .enum(SENTIMENT_LABELS)
      .meta({ description: "Flat label, unlike the sentiment object." }),
  })
  .meta({ id: "DigestSample" });
export type DigestSample = z.infer<typeof DigestSample>;

export const HistoryRow = MasterDigest.pick({
  id: true,
  title: true,
  executiveSummary: true,
  sourcesUsed: true,
  processingTimeMs: true,
  createdAt: true,
}).meta({ id: "HistoryRow" });
export type HistoryRow = z.infer<typeof HistoryRow>;

export const DigestIndex = z
  .object({
    index: DigestId.meta({ description: "Id of the current digest." }),
    updatedAt: isoMillis,
    cadence: z.string(),
    nextExpected: isoMillis,
    _links: z.object({ latest: z.string(), history: z.string() }),
  })
  .meta({ id: "DigestIndex" });
export type DigestIndex = z.infer<typeof DigestIndex>;

export const toBrief = (d: MasterDigest): DigestBrief => ({
  title: d.title,
  executiveSummary: d.executiveSummary,
  sentiment: d.sentiment,
  createdAt: d.createdAt,
});

export const toSample = (d: MasterDigest): DigestSample => ({
  id: d.id,
  title: d.title,
  executiveSummary: d.executiveSummary,
  overallSentiment: d.sentiment.overall,
});

export const toHistoryRow = (d: MasterDigest): HistoryRow => ({
  id: d.id,
  title: d.title,
  executiveSummary: d.executiveSummary,
  sourcesUsed: d.sourcesUsed,
  processingTimeMs: d.processingTimeMs,
  createdAt: d.createdAt,
});
