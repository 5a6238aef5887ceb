import { afterClause } from "./after-clause.js";
import { twoPapers } from "./another-paper.js";
import { type AssignOptions, datedBy, indexTermsOf, kindConflicts, mainKind, timePenalty } from "./assign.js";
import { paperBesideTalk } from "./discussion.js";
import { sameEvent } from "./events.js";
import { otherFiler } from "./filer.js";
import type { InvertedIndex } from "./inverted-index.js";
import { kindsOf, type Narrative } from "./narrative.js";
import { asksOnly } from "./question.js";
import { sameWhoAndWhat } from "./same-story.js";
import { blend, dot } from "./vectors.js";

/**
 * Merging narratives that converged. Streaming assignment splits a story when its first items used different
 * words (a paper's abstract, then the press coverage); once both halves have grown, their centroids meet.
 *
 * Survivor: the older narrative (lower id), whatever the sizes. Its id has been public longest (earlier digests and
 * clients cite it), its `firstSeenAt` is the story's true start, and its lifecycle history begins earliest. Size
 * still decides the content: the blended centroid weighs each side by its member count, so a small old narrative
 * absorbing a large young one takes on the young one's vocabulary.
 */

export interface Merge {
  from: number;
  into: number;
  /** The absorbed narrative, now a "merged" record (already out of the working set). */
  absorbed: Narrative;
}

/** Folds `from` into `into`: centroid, members, counts and times; `from` becomes a "merged" record. */
export function absorb(into: Narrative, from: Narrative, opts: AssignOptions): void {
  into.centroid = blend(
    into.centroid,
    into.record.itemCount,
    from.centroid,
    from.record.itemCount,
    opts.centroidTerms,
  );
  into.recent = [...into.recent, ...from.recent].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.itemId - b.itemId,
  );
  into.exemplars = [...into.exemplars, ...from.exemplars];
  into.members = [...into.members, ...from.members];
  into.oldest = Math.min(into.oldest, from.oldest);
  into.kinds = kindsOf(into.recent);
  // The survivor is the older narrative, so its founding event stands; an untyped one takes the other's.
  into.founding ??= from.founding;
  const r = into.record;
  r.itemCount += from.record.itemCount;
  if (from.record.firstSeenAt < r.firstSeenAt) r.firstSeenAt = from.record.firstSeenAt;
  if (from.record.lastSeenAt > r.lastSeenAt) r.lastSeenAt = from.record.lastSeenAt;
  from.record.status = "merged";
  from.record.mergedInto = into.record.id;
}

/**
 * Two events, not one: the narratives were founded on different events, or each one's main event kind is one the
 * other's typed members (almost) never had.
 */
function differentEvents(a: Narrative, b: Narrative, opts: AssignOptions): boolean {
  if (a.founding && b.founding && !sameEvent(a.founding, b.founding)) return true;
  return kindConflicts(mainKind(a.kinds), b.kinds, opts) && kindConflicts(mainKind(b.kinds), a.kinds, opts);
}

/** A member of `younger` has a headline dating its news by `older`'s subject (after-clause.ts). */
function datesItselfBy(younger: Narrative, older: Narrative, opts: AssignOptions): boolean {
  // A narrative made in this batch has no exemplars yet; a young one keeps its members' titles (recluster.ts).
  return [...younger.members, ...younger.exemplars].some((e) => {
    const after = afterClause(e.title);
    return after !== undefined && datedBy(after, older, opts);
  });
}

/**
 * Checks each narrative touched by this batch (ascending id) against the narratives sharing its top terms, and
 * merges the pairs whose centroid similarity × time penalty (on the gap between their last items) reaches the
 * merge threshold, and those that tell one event in different words (`sameWhoAndWhat`, with `isName` saying which
 * terms the stream reads as names). A survivor is re-indexed at once, so a chain of three converging narratives ends as one.
 * Returns the merges in the order done; the caller drops the absorbed narratives from its working set.
 */
export function mergeConverged(
  touched: readonly number[],
  narratives: Map<number, Narrative>,
  index: InvertedIndex,
  opts: AssignOptions,
  isName: (term: string) => boolean = () => false,
): Merge[] {
  const merges: Merge[] = [];
  for (const id of [...touched].sort((a, b) => a - b)) {
    const n = narratives.get(id);
    if (!n) continue;
    // The centroid's 8 heaviest terms and the 3 nearest narratives: converged narratives share their top terms.
    for (const other of index.candidates(indexTermsOf(n, opts).slice(0, 8), 3, id)) {
      const m = narratives.get(other);
      const self = narratives.get(id);
      if (!m || !self) continue;
      const [older, younger] = self.record.id < m.record.id ? [self, m] : [m, self];
      const gap = Math.abs(older.record.lastSeenAt.getTime() - younger.record.lastSeenAt.getTime());
      // The event test first: it is cheap, and two narratives founded on different events need no centroid dot
      // product (48 lookups in a map that is mostly out of cache), which was most of this loop's time.
      const converged =
        !differentEvents(older, younger, opts) &&
        dot(older.centroid, younger.centroid) * timePenalty(gap, opts) >= opts.mergeThreshold;
      if (!converged && !sameWhoAndWhat(older, younger, opts, isName)) continue;
      // The younger one's report dates its news by the older one's subject ("… three days after GPT-5.5"): a
      // follow-up event, not the older story in other words.
      if (datesItselfBy(younger, older, opts)) continue;
      // Nor does a narrative that reports a kind of event merge into an older one of questions alone on its topic
      // (question.ts): the paper does not answer the morning's "Ask HN" it shares words with. pulse-dev 0.918 →
      // 0.919 (ARI 0.848 → 0.852), pulse-events 0.919 → 0.921 (0.851 → 0.855), pulse-round5 0.830 → 0.831 (0.711 →
      // 0.712), the others unchanged. Keeping every report out (typed or not) cost pulse 0.003 and pulse-dev 0.003.
      if (asksOnly(older) && younger.kinds.size > 0) continue;
      // Two papers on one topic a day apart converge (their repositories and threads share the topic's words)
      // but are two stories: the assignment keeps the second paper's entries out (another-paper.ts), so they found
      // their own narrative, which must not merge back.
      if (twoPapers(older, younger)) continue;
      // Nor does a paper's story merge into talk on its topic that never links it nor says its name (the
      // morning's explainer and "[D]" thread on the paper's technique): the assignment kept the paper out of that
      // talk (discussion.ts), and the merge must not fold it back.
      if (paperBesideTalk(younger, older)) continue;
      // A narrative of filings alone is its filer's: it merges only with one that names the filer (filer.ts).
      if (otherFiler(older, younger)) continue;
      absorb(older, younger, opts);
      narratives.delete(younger.record.id);
      index.remove(younger.record.id);
      index.set(older.record.id, indexTermsOf(older, opts));
      merges.push({ from: younger.record.id, into: older.record.id, absorbed: younger });
      if (younger === self) break;
    }
  }
  return merges;
}
