import type { MomentumComponents, Stage } from "../../../pulse/engine/types.js";
import type { SourceDomain } from "../../../sources/types.js";
import type { DigestDraft } from "../types.js";

/**
 * The grounded skeleton of a digest: every number, list and fact the digest states, computed from the cycle's input
 * before any prose is written. The offline engine writes its prose from it; the LLM engine hands it to the model as
 * the facts to write about and takes its numeric fields verbatim (the model writes prose, never numbers). Fields are
 * only ever added, never renamed: both engines depend on this shape.
 */

export type SignalStrength = DigestDraft["signals"][number]["strength"];
export type SentimentLabel = DigestDraft["sentiment"]["overall"];

/** One cycle item as the skeleton cites it. */
export interface SkeletonItemRef {
  itemId: number;
  /** Source id (what `sourcesUsed` lists) and its display name. */
  source: string;
  sourceName: string;
  domain: SourceDomain;
  /** Cleaned headline (board prefixes and site suffixes removed), at most ~160 characters. */
  headline: string;
  url: string;
  /** Engagement percentile within its source, [0, 1]; undefined when the source has none. */
  engagement: number | undefined;
}

/** A narrative the digest lists: Pulse's numbers plus what this cycle's items say about it. */
export interface SkeletonNarrative {
  id: number;
  title: string;
  stage: Stage;
  /** [0, 1], two decimals (Pulse's). */
  momentum: number;
  components: MomentumComponents;
  /** Pulse's extractive summary. */
  summary: string;
  /**
   * What happened, in one or two reported sentences about the story from its cycle items, news outlets first
   * (`story-sentences.ts`); "" when nothing reads as reporting. The offline prose quotes this, not `summary`.
   */
  story: string;
  /** All members Pulse holds (near-duplicates included), not only this cycle's. */
  itemCount: number;
  /** This cycle's items in the narrative (from answering sources). */
  cycleItems: number;
  /** Answering sources of those items, most items first (ties by id). */
  sources: { source: string; sourceName: string; items: number }[];
  /** Domains of those items, sorted. */
  domains: SourceDomain[];
  /** Its most engaged cycle items (at most 3), one per near-duplicate story. */
  topItems: SkeletonItemRef[];
}

/** A notable item of one source. */
export interface SkeletonSignal extends SkeletonItemRef {
  /** One line: the cleaned headline (≤ ~160 characters). */
  signal: string;
  strength: SignalStrength;
  /** The listed narrative the item belongs to, if any. */
  narrativeId: number | undefined;
}

export interface SkeletonSentiment {
  overall: SentimentLabel;
  /** [0, 1], two decimals: agreement of the weighted items times a sample-size factor. */
  confidence: number;
  /** Engagement-weighted mean of the item scores, [-1, 1], two decimals. */
  weightedMean: number;
  /** Shares of the total weight scored positive (> +0.05) and negative (< −0.05), two decimals. */
  positiveShare: number;
  negativeShare: number;
  /** Items scored. */
  items: number;
  /** What was scored and how it was weighted, in words (for the Markdown and the LLM prompt). */
  method: string;
  /** The most positive and most negative scored items (undefined when none is clearly so). */
  mostPositive: (SkeletonItemRef & { score: number }) | undefined;
  mostNegative: (SkeletonItemRef & { score: number }) | undefined;
}

/** Something the cycle's items discuss in two or more source domains. */
export interface CrossDomainCandidate {
  kind: "narrative" | "entity";
  /** The narrative's title, or the entity as written ("Nvidia", "AI Act"). */
  subject: string;
  /** Set for kind "narrative". */
  narrativeId: number | undefined;
  stage: Stage | undefined;
  momentum: number | undefined;
  /** Per domain (sorted), the answering sources whose cycle items mention it. */
  domains: { domain: SourceDomain; sources: { source: string; sourceName: string }[] }[];
  items: number;
  /** For entities: the listed narratives it connects (titles), when more than one. */
  connects: string[];
  /** Grounding: one headline per domain (the most engaged there). */
  evidence: SkeletonItemRef[];
}

export interface SkeletonCoverage {
  /** Every answering source, with its item count this cycle (0 when it answered with nothing new). */
  sources: {
    source: string;
    sourceName: string;
    domain: SourceDomain;
    items: number;
    inNarratives: number;
    cited: boolean;
  }[];
  totalItems: number;
  /** Items belonging to any narrative of the input (listed or not). */
  itemsInNarratives: number;
  /** Narratives of the input touched by this cycle's items. */
  narrativesTouched: number;
}

export interface DigestSkeleton {
  /** Top narratives of the cycle by momentum (ties by id), at most `MAX_NARRATIVES`. */
  narratives: SkeletonNarrative[];
  /** Notable items, at most 2 per source and `MAX_SIGNALS` in all, strongest first. */
  signals: SkeletonSignal[];
  sentiment: SkeletonSentiment;
  /** Exactly the answering sources cited by the listed narratives' cycle items or by the signals, sorted. */
  sourcesUsed: string[];
  crossDomain: CrossDomainCandidate[];
  coverage: SkeletonCoverage;
}

/** The digest fields an engine takes verbatim from the skeleton. */
export type SkeletonFields = Pick<DigestDraft, "narratives" | "signals" | "sentiment" | "sourcesUsed">;

export function skeletonFields(s: DigestSkeleton): SkeletonFields {
  return {
    narratives: s.narratives.map((n) => ({ title: n.title, stage: n.stage, momentum: n.momentum })),
    signals: s.signals.map((g) => ({ source: g.source, signal: g.signal, strength: g.strength })),
    sentiment: { overall: s.sentiment.overall, confidence: s.sentiment.confidence },
    sourcesUsed: [...s.sourcesUsed],
  };
}
