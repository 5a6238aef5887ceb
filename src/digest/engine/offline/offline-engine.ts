import type { DigestDraft, DigestEngine, DigestInput } from "../types.js";
import { writeAnalysis } from "./analysis-markdown.js";
import { buildSkeleton, type SkeletonOptions } from "./build-skeleton.js";
import { writeInsights } from "./insights.js";
import { type DigestSkeleton, skeletonFields } from "./skeleton.js";
import { writeSummary, writeTitle } from "./title-summary.js";

/** The offline digest's prose from a skeleton: also the LLM engine's fallback writer. */
export function writeOfflineDraft(skeleton: DigestSkeleton): DigestDraft {
  const crossDomainInsights = writeInsights(skeleton.crossDomain);
  return {
    title: writeTitle(skeleton),
    executiveSummary: writeSummary(skeleton),
    fullAnalysis: writeAnalysis(skeleton, crossDomainInsights),
    crossDomainInsights,
    ...skeletonFields(skeleton),
  };
}

/**
 * The default engine: no key, no network, deterministic (the same input gives a byte-identical draft). The prose
 * is template-built from the skeleton, so every number and name in it comes from the cycle's input.
 */
export function createOfflineEngine(opts: SkeletonOptions = {}): DigestEngine {
  return {
    name: "offline",
    async synthesize(input: DigestInput, call?: { signal?: AbortSignal }): Promise<DigestDraft> {
      call?.signal?.throwIfAborted();
      return writeOfflineDraft(buildSkeleton(input, opts));
    },
  };
}
