import type { SourceDomain } from "../../sources/types.js";
import { NARRATIVE_STAGES } from "../stages.js";
import type { EventKind } from "./events.js";

/**
 * Contracts of the narrative engine (issue: Pulse). The engine is domain code: no HTTP, no database. It holds its
 * working state in memory, takes items in batches, and hands back what changed so the caller persists it in one
 * transaction. `EngineState` is the whole state as plain data: persisted after each batch and loaded at start-up,
 * so a restart continues exactly where the last run stopped (no drift).
 */

/** One definition of the stages, shared with the Master digest's narratives. */
export const STAGES = NARRATIVE_STAGES;
export type Stage = (typeof STAGES)[number];

/** A stored content item as the engine needs it. */
export interface EngineItem {
  id: number;
  /** Near-duplicate group (collector's story id): near-duplicates count once for momentum. */
  storyId: number;
  source: string;
  domain: SourceDomain;
  title: string;
  content: string;
  url: string;
  publishedAt: Date;
  /** When the collector first stored it: the engine's notion of "when this happened". */
  firstSeenAt: Date;
  /** Engagement percentile within its source, [0, 1]; undefined when the source has none. */
  engagementScore: number | undefined;
}

/** One item's membership in a narrative, as the momentum and lifecycle need it (no text). */
export interface MemberEvent {
  itemId: number;
  storyId: number;
  source: string;
  domain: SourceDomain;
  at: Date;
  engagementScore: number | undefined;
  /** Cosine similarity of the item to the narrative when it was assigned. */
  similarity: number;
  /** What happened, when the item says it clearly (events.ts); absent otherwise and on near-duplicates. */
  kind?: EventKind;
  /** The item asks rather than reports (question.ts); absent otherwise. */
  question?: true;
  /** The arXiv id of the paper the item is or links to (paper-id.ts); absent otherwise. */
  paper?: string;
  /** An EDGAR filing's filer, its words joined by spaces (filer.ts); absent otherwise. */
  filer?: string;
}

export interface LifecycleEntry {
  stage: Stage;
  momentum: number;
  at: Date;
}

export interface MomentumComponents {
  /** Each in [0, 1]. */
  volume: number;
  acceleration: number;
  diversity: number;
  engagement: number;
  recency: number;
}

/** What the momentum / stage functions see of a narrative. */
export interface NarrativeSeries {
  /** Members, any order; the functions look at the last 72 hours themselves. */
  events: readonly MemberEvent[];
  firstSeenAt: Date;
  lastSeenAt: Date;
  stage: Stage;
  /** Highest momentum so far and when (peak detection, fading). */
  peakMomentum: number;
  peakAt: Date | undefined;
  lifecycle: readonly LifecycleEntry[];
}

export interface NarrativeRecord {
  id: number;
  status: "active" | "archived" | "merged";
  /** Set when `status` is "merged": the survivor's id. */
  mergedInto: number | undefined;
  title: string;
  summary: string;
  stage: Stage;
  /** [0, 1], two decimals. */
  momentum: number;
  components: MomentumComponents;
  peakMomentum: number;
  peakAt: Date | undefined;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Distinct member items (near-duplicates included). */
  itemCount: number;
  lifecycle: LifecycleEntry[];
}

/**
 * Momentum and stage of one narrative at `now` (implemented in `lifecycle.ts` as `evaluateNarrative`). Pure: the
 * same series and time give the same answer. The engine records a lifecycle entry whenever `stage` changes.
 */
export type EvaluateNarrative = (
  series: NarrativeSeries,
  now: Date,
) => { momentum: number; components: MomentumComponents; stage: Stage };

/** A narrative's working state beyond its record: what assignment and momentum need. */
export interface NarrativeWorkingState {
  record: NarrativeRecord;
  /** TF-IDF centroid, its top terms only (bounded size), term → weight. */
  centroid: Record<string, number>;
  /** Members of the last 72 hours (older ones only count in `record.itemCount`). */
  recent: MemberEvent[];
  /**
   * The event the narrative was founded on: the kind of its first typed member (absent until one is typed). Kept
   * when that member leaves `recent`, so a story's later members are still read against what first happened.
   */
  founding?: EventKind;
  /**
   * The new name its founding headline announced ("Wavecast: A Graph Neural Model for …", title-name.ts), when a
   * word without a version number: the thing the narrative is the story of. Absent otherwise.
   */
  titleName?: string;
  /**
   * While the narrative is young (recluster.ts): each non-duplicate member's heaviest TF-IDF terms and headline, so a
   * batch pass can re-cluster the members from their own vectors. Absent in states saved before, and dropped once
   * the narrative is no longer young (memory).
   */
  members?: MemberTerms[];
  /** How many `members` the last re-clustering saw: it runs again only when members came or went. */
  clustered?: number;
  /** Headline candidates: the most central members' ids, titles and first sentences (naming and summary). */
  exemplars: {
    itemId: number;
    title: string;
    lead: string;
    similarity: number;
    /**
     * The member's heaviest TF-IDF terms (added by the engine): its centrality is re-scored against the current
     * centroid whenever the narrative changes, so the founding item does not stay "most central" forever.
     */
    terms?: Record<string, number>;
  }[];
}

/** A young narrative's member as the re-clustering pass reads it (recluster.ts). */
export interface MemberTerms {
  itemId: number;
  title: string;
  /**
   * Its heaviest TF-IDF terms in canonical (weight-then-term) order, joined by newlines (no term holds one), and
   * their weights: one string and one array of numbers instead of a record or an array of strings, a third of the
   * memory (every member of every young narrative has them).
   */
  terms: string;
  weights: number[];
  /**
   * The opening of its text (`leadOf`), so a group split off by the re-clustering can be summarised from its own
   * members' sentences. Absent in states saved before it was kept, and for items with no text.
   */
  lead?: string;
}

/** The whole engine state as plain JSON-able data (dates as ISO strings once serialised by the store). */
export interface EngineState {
  version: 1;
  /** Next narrative id to hand out: ids are stable increasing integers, never reused. */
  nextId: number;
  /** Documents seen, and document frequency per term: IDF weights evolve incrementally. */
  docCount: number;
  df: Record<string, number>;
  /** Highest content item id already ingested: the next run takes items after it. */
  cursor: number;
  narratives: NarrativeWorkingState[];
}

/** What one `ingest` or `tick` changed, for the caller to persist in one transaction. */
export interface EngineChanges {
  /** Narratives created, updated, archived or merged (their full working state). */
  narratives: NarrativeWorkingState[];
  /** New memberships: item → narrative. */
  assignments: { itemId: number; narrativeId: number; similarity: number; at: Date }[];
  /** Merges of this batch: `from` now points to `into`. */
  merges: { from: number; into: number; at: Date }[];
  /** Lifecycle entries added (stage changes), per narrative. */
  lifecycle: { narrativeId: number; entry: LifecycleEntry }[];
  docCount: number;
  /** Document-frequency increments of this batch (term → added count). */
  dfDelta: Record<string, number>;
  nextId: number;
  cursor: number;
}
