import { EVENT_WORDS } from "./events.js";
import type { Vector } from "./vectors.js";

/**
 * A term in at least this share of the stream's documents is a topic word ("model", "agent", "plan"): every story
 * on the topic says it, so it tells no story apart. 0.08 to 0.2 measured the same on the ten tuning sets (0.05:
 * round 6's and 8's sets down); 0.1 is a word in one document of ten.
 */
export const TOPIC_SHARE = 0.1;

/**
 * Document frequencies read over fewer documents than this say nothing yet: at the stream's start every word of
 * the first items is in most documents. 100 is where the tuning sets' shares settle (50: pulse-round5 −0.002).
 */
export const TOPIC_MIN_DOCS = 100;

/** What the rule reads of the stream: a term's document count and the number of documents. */
export interface DocShare {
  df: { get(term: string): number | undefined };
  docCount: number;
}

/**
 * The narrative's subject (its `actorTerms` heaviest non-event terms, assign.ts `subjectOf`) holds a topic word:
 * what its members share most is the topic, not a party, so an item that shares none of its names shares a topic
 * with it, not its story (the coding agent's release chained onto a survey of attention models on "model" and
 * "plan", and a how-to, an essay and a CIO survey after it on "agent"). Reads the centroid in place: no array per
 * candidate.
 */
export function topicSubject(centroid: Vector, actorTerms: number, stream: DocShare | undefined): boolean {
  if (!stream || stream.docCount < TOPIC_MIN_DOCS) return false;
  const floor = TOPIC_SHARE * stream.docCount;
  let seen = 0;
  for (const t of centroid.keys()) {
    if (EVENT_WORDS.has(t)) continue;
    if ((stream.df.get(t) ?? 0) >= floor) return true;
    if (++seen === actorTerms) break;
  }
  return false;
}
