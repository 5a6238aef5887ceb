const DIGIT = /\d/;
/** What a shared model name or an amount counts for among `minSharedTerms` (assign.ts): enough on its own. */
const SPECIFIC = 1_000;

/**
 * What one term an item shares with a narrative (its centroid, or one of its members) counts for among the shared
 * words: a model name or an amount is enough alone, another word counts one, and a phrase nothing, since it repeats
 * words already counted.
 */
export function sharedWeight(term: string): number {
  if (DIGIT.test(term)) return SPECIFIC;
  return term.includes(" ") ? 0 : 1;
}
