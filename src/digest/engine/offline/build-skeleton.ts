import type { DigestInput } from "../types.js";
import { findCrossDomain } from "./cross-domain.js";
import { type CycleIndex, indexCycle } from "./cycle-index.js";
import { selectNarratives } from "./narratives.js";
import { measureSentiment, scoreText } from "./sentiment.js";
import { selectSignals } from "./signals.js";
import type { DigestSkeleton, SkeletonCoverage, SkeletonNarrative, SkeletonSignal } from "./skeleton.js";
import { compareText } from "./text.js";

export interface SkeletonOptions {
  /** Sentiment scorer of one text, [-1, 1] (tests inject one; the default is wink-nlp's). */
  scoreText?: (text: string) => number;
}

/**
 * The grounded skeleton of one cycle's digest: pure and deterministic (no clock, no randomness, every sort has an
 * id tie-break), so the same input always gives the same skeleton and so the same offline digest.
 */
export function buildSkeleton(input: DigestInput, opts: SkeletonOptions = {}): DigestSkeleton {
  const cycle = indexCycle(input);
  const narratives = selectNarratives(cycle);
  const signals = selectSignals(cycle, narratives);
  const sourcesUsed = citedSources(cycle, narratives, signals);
  return {
    narratives,
    signals,
    sentiment: measureSentiment(cycle, opts.scoreText ?? scoreText),
    sourcesUsed,
    crossDomain: findCrossDomain(cycle, narratives, signals),
    coverage: coverageOf(cycle, new Set(sourcesUsed)),
  };
}

/**
 * The sources the digest cites: those of the listed narratives' cycle items and of the signals. Both come from
 * the cycle's items of answering sources only, so this is never the roster and never a source that failed.
 */
function citedSources(
  cycle: CycleIndex,
  narratives: readonly SkeletonNarrative[],
  signals: readonly SkeletonSignal[],
): string[] {
  const used = new Set<string>();
  for (const n of narratives) for (const s of n.sources) used.add(s.source);
  for (const s of signals) used.add(s.source);
  return [...used].filter((s) => cycle.sources.has(s)).sort(compareText);
}

function coverageOf(cycle: CycleIndex, cited: ReadonlySet<string>): SkeletonCoverage {
  const counts = new Map<string, { items: number; inNarratives: number }>();
  let inNarratives = 0;
  for (const item of cycle.items) {
    const c = counts.get(item.source) ?? { items: 0, inNarratives: 0 };
    c.items++;
    if (cycle.narrativeOf.has(item.id)) {
      c.inNarratives++;
      inNarratives++;
    }
    counts.set(item.source, c);
  }
  const sources = [...cycle.sources.values()]
    .map((s) => ({
      source: s.id,
      sourceName: s.name,
      domain: s.domain,
      items: counts.get(s.id)?.items ?? 0,
      inNarratives: counts.get(s.id)?.inNarratives ?? 0,
      cited: cited.has(s.id),
    }))
    .sort((a, b) => b.items - a.items || compareText(a.source, b.source));
  const touched = cycle.narratives.filter((n) => (cycle.itemsOf.get(n.id)?.length ?? 0) > 0).length;
  return {
    sources,
    totalItems: cycle.items.length,
    itemsInNarratives: inNarratives,
    narrativesTouched: touched,
  };
}
