import type { Narrative } from "./narrative.js";
import { sharedWeight } from "./shared-words.js";
import type { TermList, Vector } from "./vectors.js";

/**
 * An item's evidence against a narrative's closest stored member, next to its centroid. The centroid is dominated
 * by the first outlets' vocabulary; a second-day post often echoes one member closely (the repository's own
 * description, the launch post's phrasing) and the centroid only weakly.
 */

/** What assignment reads of an item against a vector: cosine, the part proper names give, shared words' count. */
export type Evidence = readonly [similarity: number, names: number, shared: number];

export interface MemberOptions {
  /** Share of a member's cosine the item's score gets (0: the centroid alone). */
  memberWeight: number;
  /** A member counts only when the item's cosine to it reaches this: a close echo, not a shared topic word. */
  memberFloor: number;
}

/**
 * Evidence of an item against a member's stored terms, walked in their stored order: 24 terms, fewer than most
 * items have, and a list needs no Map built for it.
 */
export function memberEvidence(item: Vector, proper: ReadonlySet<string>, terms: TermList): Evidence {
  const { keys, weights } = terms;
  let s = 0;
  let names = 0;
  let shared = 0;
  for (let i = 0; i < keys.length; i++) {
    const t = keys[i] as string;
    const w = item.get(t);
    if (w === undefined) continue;
    const x = weights[i] as number;
    s += w * x;
    shared += sharedWeight(t);
    if (proper.has(t)) names += w * x;
  }
  return [s, names, shared];
}

/**
 * The centroid's evidence, or a closer exemplar's, discounted by `memberWeight`: names discounted alike, and the
 * shared words those of that member, so every rule after it reads one consistent account of the match. Exemplars
 * are tried in their stored order; saved before they kept terms, they have none and are skipped.
 */
export function closestEvidence(
  centroid: Evidence,
  n: Pick<Narrative, "exemplars">,
  item: Vector,
  proper: ReadonlySet<string>,
  opts: MemberOptions,
): Evidence {
  if (opts.memberWeight <= 0) return centroid;
  let best = centroid;
  for (const e of n.exemplars) {
    if (!e.termList) continue;
    const [s, names, shared] = memberEvidence(item, proper, e.termList);
    const w = opts.memberWeight;
    if (s >= opts.memberFloor && w * s > best[0]) best = [w * s, w * names, shared];
  }
  return best;
}
