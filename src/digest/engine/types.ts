import type { NarrativeRecord } from "../../pulse/engine/types.js";
import type { SourceDomain, StoredContentItem } from "../../sources/types.js";
import type { MasterDigest } from "../schema.js";

/**
 * Contracts of the digest engines (issue: the Master digest). An engine turns one cycle's input into the digest's
 * content; the cycle adds id, processing time and creation time, validates and stores. Engines never fetch data or
 * touch the store: everything they may use is in `DigestInput`, so the same input always gives the same offline
 * digest, and an LLM's prose is grounded in numbers the engine computed.
 */

export interface DigestSourceInfo {
  id: string;
  name: string;
  domain: SourceDomain;
}

/** A narrative as the digest sees it: Pulse's record, its top sources, and which of the cycle's items it holds. */
export interface DigestNarrativeInput extends NarrativeRecord {
  drivingSources: { source: string; items: number }[];
  /** Ids of the cycle's items (from `DigestInput.items`) that belong to this narrative. */
  itemIds: number[];
}

export interface DigestInput {
  /** The slot being produced (its start), and the wall-clock time of the cycle. */
  slotStart: Date;
  now: Date;
  /**
   * The cycle's items: first seen since the previous published digest (at most 24 h back), from the sources that
   * answered. Each carries its engagement score (percentile within its source).
   */
  items: StoredContentItem[];
  /** Active narratives touched by the cycle's items first, then the rest, by momentum (Pulse's numbers). */
  narratives: DigestNarrativeInput[];
  /** The roster entries of the sources that answered this cycle (200 or 304). */
  sources: DigestSourceInfo[];
}

/** What an engine writes: everything of the digest but id, processingTimeMs and createdAt. */
export type DigestDraft = Omit<MasterDigest, "id" | "processingTimeMs" | "createdAt" | "engine"> & {
  /**
   * Who actually wrote this draft, when an engine can hand a cycle to another: the LLM engine sets its own name, or
   * "offline (fallback: <reason>)" when the offline engine wrote it instead. The cycle records
   * `draft.engine ?? engine.name`.
   */
  engine?: string;
};

export interface DigestEngine {
  /** Recorded with the digest: "offline", or "llm:<provider>/<model>". */
  readonly name: string;
  synthesize(input: DigestInput, opts?: { signal?: AbortSignal }): Promise<DigestDraft>;
}
