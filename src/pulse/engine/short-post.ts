import { boardPost } from "./discussion.js";
import { sharedWeight } from "./shared-words.js";

/**
 * A post this short (its title and excerpt hold at most this many words) cannot share three words with any
 * narrative: a toot ("the ledger moved regions"), a one-line board title ("Brackley sync API down"). Four to eight
 * words measured the same on the tuning sets; six is the middle.
 */
const SHORT_POST_WORDS = 6;

/**
 * The few words a short post shares with a narrative are most of what it says: at least half of its own words.
 * The few-words rule (assign.ts, `minSharedTerms`) counts one or two shared words as a topic, not a story; that
 * reads an article with many words of which two meet the narrative, not a post that has only two. The cosine still
 * has to reach the threshold, so the words it shares must weigh in the narrative. Words, as `sharedWeight` counts
 * them: phrases repeat their words, and a model name or an amount is enough alone anyway. `ranked`: the
 * post's terms (assign.ts `ItemEvidence`). Only a board's post (discussion.ts): a news item's short excerpt is a
 * feed's truncation, not a post that has said all it says (any source: pulse-final −0.001, pulse-round5 −0.002
 * against boards only).
 */
export function mostlyShared(
  ranked: readonly (readonly [string, number])[],
  shared: number,
  source: string | undefined,
): boolean {
  if (!boardPost(source)) return false;
  let words = 0;
  for (const [t] of ranked) {
    if (sharedWeight(t) !== 1) continue;
    if (++words > SHORT_POST_WORDS) return false;
  }
  return shared >= 1 && 2 * shared >= words;
}
