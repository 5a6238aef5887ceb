import type { Vector } from "./vectors.js";

/**
 * Model and product names with a version ("qwen4-32b", "granite5.0-8b-instruct", "gpt5.1"): a family of at least
 * three letters, then anything with a digit. Amounts ("60m"), sizes ("8b") and versions alone ("v3") name no family.
 */
const MODEL = /^[a-z]{3,}.*\d/;
/**
 * The family: the letters before the version ("qwen" of "qwen4-32b"); features.ts counts it as a term too. The
 * leading run of a–z, scanned rather than matched: this runs twice for every candidate narrative of every item, and
 * a match allocates its result array. A name with no leading letter is its own family.
 */
function familyOf(model: string): string {
  let k = 0;
  while (k < model.length) {
    const c = model.charCodeAt(k);
    if (c < 97 || c > 122) break;
    k++;
  }
  return k === 0 ? model : model.slice(0, k);
}

/**
 * The release: the name up to its first version number ("phi5" of "phi5-mini-reasoning", "mistral-medium4" of
 * "mistral-medium4-instruct-2612", "gpt5.5"). Sizes and suffixes after it ("-mini", "-32b", "-gguf") are variants
 * of one release; another number is another release. A trailing ".0" is the same release ("granite5.0", "granite5").
 */
const RELEASE = /^[a-z][a-z-]*?\d+(?:\.\d+)*/;

function releaseOf(model: string): string | undefined {
  return RELEASE.exec(model)?.[0].replace(/\.0$/, "");
}

/** Whether any of `terms` (its model names) is of `release`. */
function namesRelease(terms: Iterable<string>, release: string): boolean {
  // A term's release is a prefix of it, so a term not starting with `release` cannot be of it: that test skips
  // the two regexes for nearly every term (this runs over both sides' terms whenever two releases meet).
  for (const t of terms) if (t.startsWith(release) && MODEL.test(t) && releaseOf(t) === release) return true;
  return false;
}

/**
 * Two releases of one family: "Phi-4" beside "Phi-5", "Mistral-Small-3.2" beside "Mistral-Medium-4". The family
 * name is shared, so `otherModel`'s family test passes them; a release is another model all the same, unless either
 * side names the other's release ("GPT-5.5 vs GPT-5.2" is about both).
 */
function otherRelease(mine: string, theirs: string, item: Vector, centroid: Vector): boolean {
  const a = releaseOf(mine);
  const b = releaseOf(theirs);
  if (a === undefined || b === undefined || a === b) return false;
  return !namesRelease(centroid.keys(), a) && !namesRelease(item.keys(), b);
}

/** The first model name among `terms`, the heaviest first. */
function firstModel(terms: Iterable<string>, limit: number): string | undefined {
  let seen = 0;
  for (const t of terms) {
    if (seen++ === limit) break;
    if (MODEL.test(t)) return t;
  }
  return undefined;
}

/**
 * `firstModel` over ranked pairs, read in place: this runs for every candidate narrative of every item, and the
 * item's whole term list (~80 pairs) was copied each time to read its first two terms.
 */
function firstRankedModel(ranked: readonly (readonly [string, number])[], limit: number): string | undefined {
  const n = Math.min(limit, ranked.length);
  for (let i = 0; i < n; i++) {
    const t = (ranked[i] as readonly [string, number])[0];
    if (MODEL.test(t)) return t;
  }
  return undefined;
}

/** How far down each side's terms a model name still says what the item or the narrative is about. */
export const ITEM_MODEL_RANK = 2;
export const NARRATIVE_MODEL_RANK = 6;

/**
 * The item is about another model than the narrative: a model name is among the item's two heaviest terms (its
 * headline's subject: "ibm-granite/granite-5.0-8b-instruct", "Nemotron Nano 12B v3"), one is among the narrative's
 * six heaviest, and neither side mentions the other's family. Two models released the same week share the words
 * of a release (context length, licence, benchmarks, "open weights") and nothing that names them; a fine-tune,
 * quantisation or comparison of the narrative's model names its family ("unsloth/Qwen4-32B-GGUF", "Qwen4 vs
 * Qwen3") and is not another model.
 */
export function otherModel(
  ranked: readonly (readonly [string, number])[],
  item: Vector,
  centroid: Vector,
): boolean {
  const mine = firstRankedModel(ranked, ITEM_MODEL_RANK);
  if (!mine || centroid.has(mine)) return false;
  const theirs = firstModel(centroid.keys(), NARRATIVE_MODEL_RANK);
  if (theirs === undefined || item.has(theirs)) return false;
  if (familyOf(mine) === familyOf(theirs)) return otherRelease(mine, theirs, item, centroid);
  return !centroid.has(familyOf(mine)) && !item.has(familyOf(theirs));
}
