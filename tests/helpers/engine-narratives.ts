import { DEFAULTS, indexTermsOf } from "../../src/pulse/engine/assign.js";
import type { EventKind } from "../../src/pulse/engine/events.js";
import { InvertedIndex } from "../../src/pulse/engine/inverted-index.js";
import { kindsOf, type Narrative, newNarrative } from "../../src/pulse/engine/narrative.js";
import type { EngineItem } from "../../src/pulse/engine/types.js";

/**
 * Hand-built narratives for the tests of the engine's join and merge rules: a rule reads a narrative's centroid and
 * its members' kinds, so a test states those directly instead of ingesting articles that would produce them.
 */

/** A narrative first seen `at`, with this centroid and one member per given kind (undefined: an untyped member). */
export function typedNarrative(
  id: number,
  at: Date,
  centroid: [string, number][],
  kinds: (EventKind | undefined)[],
): Narrative {
  const n = newNarrative(id, { id, storyId: id, firstSeenAt: at } as EngineItem, new Map(centroid), `n${id}`);
  n.record.itemCount = kinds.length;
  n.recent = kinds.map((kind, i) => ({
    itemId: id * 100 + i,
    storyId: id * 100 + i,
    source: "s",
    domain: "dev" as const,
    at,
    engagementScore: undefined,
    similarity: 0.5,
    ...(kind ? { kind } : {}),
  }));
  n.oldest = at.getTime();
  n.kinds = kindsOf(n.recent);
  return n;
}

/** The working set and inverted index an engine would hold for these narratives. */
export function indexed(list: Narrative[]): {
  narratives: Map<number, Narrative>;
  index: InvertedIndex;
} {
  const narratives = new Map(list.map((n) => [n.record.id, n]));
  const index = new InvertedIndex(DEFAULTS.maxPosting);
  for (const n of list) index.set(n.record.id, indexTermsOf(n, DEFAULTS));
  return { narratives, index };
}
