import type { InvertedIndex } from "./inverted-index.js";
import type { Narrative } from "./narrative.js";
import { dot, type Vector } from "./vectors.js";

/** Tunables of assignment and merging; `DEFAULTS` says why each has its value. */
export interface AssignOptions {
  /** An item joins its best narrative when cosine × time penalty reaches this; otherwise it starts a new one. */
  assignThreshold: number;
  /** Two narratives merge when their centroids' cosine × time penalty reaches this. */
  mergeThreshold: number;
  /** Silence (ms) a narrative may have before the time penalty starts. */
  graceMs: number;
  /** Beyond the grace period, the penalty halves every `halfLifeMs` of silence. */
  halfLifeMs: number;
  /** Terms kept per centroid (bounded memory, and the cosine is dominated by the heavy terms anyway). */
  centroidTerms: number;
  /** Of those, the heaviest indexed for candidate lookup. */
  indexTerms: number;
  /** Item terms used to look up candidates. */
  queryTerms: number;
  /** Candidates re-scored with the exact cosine. */
  shortlist: number;
  /** Posting lists longer than this are skipped (see InvertedIndex). */
  maxPosting: number;
  /** A narrative's weight against one new member when its centroid moves: capped so old stories can drift. */
  inertiaCap: number;
}

export const DEFAULTS: AssignOptions = {
  // The similarity above which an item is "the same story". Outlets retelling a story share its names, model
  // numbers and a few key nouns, but little else, so their cosines are modest. On the labelled set (eval/pulse,
  // `node eval/pulse/sweep.mjs`) B-cubed F1 has a plateau from 0.10 to 0.14 and falls off on both sides (0.08:
  // unrelated stories chain together, precision 0.84; 0.22: outlets' versions stay apart, recall 0.80). Split into
  // its two weeks, each half peaks inside 0.12–0.14 as well, so the value is not an artefact of one week's
  // stories: 0.13, the middle.
  assignThreshold: 0.13,
  // A merge fuses two whole narratives, so it must be surer than a join. Measured on the labelled set, hour by
  // hour: centroid cosines between active narratives of different stories reach 0.26 at most (99th percentile
  // 0.23); 0.3 stays above all of them. Pairs of narratives that split one story mostly sit at 0.08–0.14 there
  // (their outlets used different words, which no threshold on these vectors separates from unrelated stories),
  // so merges stay rare and precise rather than frequent and wrong.
  mergeThreshold: 0.3,
  // A news cycle: items of one story keep arriving for hours; the penalty only starts after 12 h of silence.
  graceMs: 12 * 3_600_000,
  // Then halves per day of silence: a narrative silent for a day and a half needs twice the similarity to absorb
  // a new item, so a new story sharing its words ("OpenAI", "model") starts its own narrative instead of reviving
  // the old one. On the labelled set, no penalty at all costs 0.05 of B-cubed precision (0.96 → 0.91); 12 h and
  // 24 h are the best of the values tried (0 to 48 h), the others within 0.03 of F1.
  halfLifeMs: 24 * 3_600_000,
  // The sizes below trade memory and time against finding the right narrative. On the labelled set none of them
  // moves B-cubed F1 by more than 0.01 between half and double its value (`node eval/pulse/sweep.mjs`), so each
  // is set by cost: a 48-term centroid is about 1 KB; 12 indexed terms per narrative and 16 query terms per item
  // bound the posting walk; 4 exact cosines per item; a term in the top terms of more than 100 active narratives
  // no longer tells them apart, and is skipped rather than walked.
  centroidTerms: 48,
  indexTerms: 12,
  queryTerms: 16,
  shortlist: 4,
  maxPosting: 100,
  // Up to 20 members a new member moves the centroid as in a running mean (weight 1 against the members' n);
  // beyond, still by 1/21, so a long-running story's vocabulary can follow the story (tracking) instead of
  // freezing on its first day. No effect on the labelled set (its stories have < 25 items).
  inertiaCap: 20,
};

/** Multiplier in (0, 1] for a narrative silent for `silenceMs` (negative silences count as none). */
export function timePenalty(silenceMs: number, opts: Pick<AssignOptions, "graceMs" | "halfLifeMs">): number {
  const over = silenceMs - opts.graceMs;
  return over <= 0 ? 1 : 2 ** (-over / opts.halfLifeMs);
}

export interface Choice {
  narrative: Narrative;
  /** Raw cosine of the item to the narrative's centroid. */
  similarity: number;
  /** Cosine × time penalty: what the threshold is compared to. */
  score: number;
}

/**
 * The best narrative for an item vector (and its terms by weight, `ranked(item)`) at time `at`, or undefined when
 * none reaches the threshold. Candidates come from the inverted index; ties go to the lower (older) id.
 */
export function chooseNarrative(
  item: Vector,
  itemRanked: readonly (readonly [string, number])[],
  at: Date,
  index: InvertedIndex,
  narratives: ReadonlyMap<number, Narrative>,
  opts: AssignOptions,
): Choice | undefined {
  const query = itemRanked.slice(0, opts.queryTerms);
  let best: Choice | undefined;
  for (const id of index.candidates(query, opts.shortlist)) {
    const n = narratives.get(id);
    if (!n) continue;
    const similarity = dot(item, n.centroid);
    const score = similarity * timePenalty(at.getTime() - n.record.lastSeenAt.getTime(), opts);
    if (!best || score > best.score || (score === best.score && id < best.narrative.record.id)) {
      best = { narrative: n, similarity, score };
    }
  }
  return best && best.score >= opts.assignThreshold ? best : undefined;
}

/** The heaviest centroid terms with their weights: what the index holds for a narrative. */
export function indexTermsOf(n: Narrative, opts: AssignOptions): [string, number][] {
  // The centroid Map is kept in canonical order, so its first entries are the heaviest.
  const out: [string, number][] = [];
  for (const e of n.centroid) {
    if (out.length === opts.indexTerms) break;
    out.push(e);
  }
  return out;
}
