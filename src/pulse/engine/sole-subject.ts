import { type AssignOptions, type Choice, type ItemEvidence, kindConflicts, similarityOf } from "./assign.js";
import { EVENT_WORDS } from "./events.js";
import type { InvertedIndex } from "./inverted-index.js";
import type { Narrative } from "./narrative.js";
import type { Vector } from "./vectors.js";

/**
 * The item is about the name, not passing by it: the name is among its heaviest terms. Among the 3 heaviest
 * (title words mostly) no item of either labelled set qualified; among 6 or 10 the same ones did on the first
 * set, and 10 let in wrong joins on the development set.
 */
const SUBJECT_RANK = 6;
/**
 * The join is for short posts (a title, a line or two): an article with more terms than this that still shares too
 * few with the narrative to join it reports something else about the subject ("France's competition authority
 * charges Nvidia…" beside the live story of Nvidia's delay). On the three labelled sets 90% of Mastodon, Hacker News,
 * Polymarket and r/artificial items have at most 25 terms, and half the news articles more than 25.
 */
const SHORT_POST_TERMS = 30;
/** Narratives with the name among their indexed terms looked at (the index ranks them by the name's weight). */
const HOLDERS = 8;

/**
 * The name is who the narrative is about: one of its `actorTerms` heaviest terms that are not event words, as in
 * `otherActors`. The first of them alone (the index's subject) missed most stories: it is a place or a phrase
 * ("toronto", "cohere cut") as often as the company.
 */
function isAbout(n: Narrative, name: string, opts: Pick<AssignOptions, "actorTerms">): boolean {
  let seen = 0;
  for (const t of n.centroid.keys()) {
    if (EVENT_WORDS.has(t)) continue;
    if (t === name) return true;
    if (++seen === opts.actorTerms) return false;
  }
  return false;
}

/**
 * The one narrative whose subject the item is about, when the item (a short post) names the subject of exactly one
 * narrative still in its news cycle (silent no longer than `graceMs`) and its kind does not say another event
 * happened. Two live narratives with one subject (a company's launch and its lawsuit) leave the item ambiguous: it
 * stays apart. A typed item does not join an untyped narrative this way: "Slack is raising prices" is not the
 * morning's question about Slack's API, which no kind could tell apart from it.
 */
export function soleSubjectOf(
  item: Vector,
  evidence: ItemEvidence,
  at: Date,
  index: InvertedIndex,
  narratives: ReadonlyMap<number, Narrative>,
  opts: AssignOptions,
): Choice | undefined {
  if (evidence.ranked.length > SHORT_POST_TERMS) return undefined;
  let found: Narrative | undefined;
  for (const [name] of evidence.ranked.slice(0, SUBJECT_RANK)) {
    if (!evidence.proper.has(name)) continue;
    for (const id of index.candidates([[name, 1]], HOLDERS)) {
      const n = narratives.get(id);
      if (!n || !isAbout(n, name, opts)) continue;
      if (at.getTime() - n.record.lastSeenAt.getTime() > opts.graceMs) continue;
      if (found && found !== n) return undefined;
      found = n;
    }
  }
  if (!found || kindConflicts(evidence.kind, found.kinds, opts)) return undefined;
  if (evidence.kind && found.kinds.size === 0) return undefined;
  const similarity = similarityOf(item, evidence.proper, found.centroid)[0];
  return { narrative: found, similarity, score: similarity };
}
