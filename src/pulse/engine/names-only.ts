import type { Vector } from "./vectors.js";

/**
 * Names are this much of the cosine or more: they are all the item shares with the narrative. 95 %, so that one
 * shared common noun of weight (a product, an object, the event's word) clears it.
 */
const NAMES_SHARE = 0.95;
/**
 * At least this much of the item's (unit) vector is not names: it says what happened in words of its own. A
 * headline that is little but names ("Gemini 3.5 Flash", "Comet for Android") shares only names with its story
 * because it has nothing else to share.
 */
const OWN_WORDS = 0.5;

/**
 * Who, but not what: the item shares only names with the narrative, though most of what it says is something
 * else. "Samsung passes Nvidia's qualification tests for HBM4 memory" against a narrative about Nvidia's chip
 * delay shares Nvidia and the chip's name, and none of its own story (qualification, memory, supplier). Read as
 * a kind conflict by the caller, unless the item reports the narrative's kind of event.
 */
export function sharesOnlyNames(
  item: Vector,
  proper: ReadonlySet<string>,
  similarity: number,
  names: number,
): boolean {
  if (names === 0 || similarity - names >= (1 - NAMES_SHARE) * similarity) return false;
  let own = 0;
  item.forEach((w, t) => {
    if (!proper.has(t)) own += w * w;
  });
  return own >= OWN_WORDS;
}
