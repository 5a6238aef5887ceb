import { InvertedIndex } from "./inverted-index.js";

type Terms = readonly (readonly [string, number])[];

/**
 * The candidate index with a second tier: of the terms a narrative is indexed under, the first `width` (its
 * heaviest) are walked for every item, the rest (its lesser words) only for an item that no narrative found by the
 * first tier takes. A post or a second-day piece that shares only a story's lesser words is never scored against
 * it otherwise; indexing them in the first tier lengthens every item's posting walk (BENCHMARKS.md §4, "Round 8:
 * recall", step 7).
 *
 * The second tier is brought up to date only when asked: a narrative's terms change with each member it takes, and
 * many change again before any item asks. It weighs every term 1 (which narratives an item reaches there matters,
 * not how heavy a lesser word is: the same answers on every tuning set), so its answers depend on the narratives'
 * current terms alone and the deferral does not change them; and a narrative whose lesser words are the same set
 * as before, in whatever order, needs no update. Postings hold narrative ids alone, no weights: the tier costs
 * memory for every active narrative and is read for few items.
 */
export class ReserveIndex extends InvertedIndex {
  /** Term → narrative ids, each narrative's lesser words. */
  private readonly lesser = new Map<string, number[]>();
  /** Each narrative's lesser words as last indexed. */
  private readonly reserved = new Map<number, string[]>();
  /** Narratives indexed since the last question, with their whole term list. */
  private readonly pending = new Map<number, Terms>();
  private readonly tally = new Map<number, number>();

  constructor(
    maxPosting: number,
    width: number,
    private readonly maxReserve = maxPosting,
  ) {
    super(maxPosting, width);
  }

  override set(id: number, terms: Terms): void {
    super.set(id, terms);
    this.pending.set(id, terms);
  }

  override remove(id: number): void {
    super.remove(id);
    this.pending.delete(id);
    for (const t of this.reserved.get(id) ?? []) this.drop(t, id);
    this.reserved.delete(id);
  }

  /**
   * Up to `limit` narratives sharing the most of `query`'s weight over their lesser words (ties: lower id first),
   * leaving out those in `seen`. A word that is a lesser word of more than `maxPosting` narratives is skipped.
   */
  reserveCandidates(query: Terms, limit: number, seen: readonly number[]): number[] {
    if (limit <= 0) return [];
    for (const [id, terms] of this.pending) this.flush(id, terms);
    this.pending.clear();
    const score = this.tally;
    for (const [t, qw] of query) {
      const ids = this.lesser.get(t);
      if (!ids || ids.length > this.maxReserve) continue;
      for (const id of ids) if (!seen.includes(id)) score.set(id, (score.get(id) ?? 0) + qw);
    }
    // Top `limit` by insertion into a short sorted list: no sort of every narrative the query touched.
    const ids: number[] = [];
    const top: number[] = [];
    for (const [id, s] of score) {
      let i = ids.length;
      if (i === limit && (s < (top[i - 1] as number) || (s === top[i - 1] && id > (ids[i - 1] as number))))
        continue;
      if (i === limit) i--;
      while (i > 0 && ((top[i - 1] as number) < s || (top[i - 1] === s && (ids[i - 1] as number) > id))) {
        ids[i] = ids[i - 1] as number;
        top[i] = top[i - 1] as number;
        i--;
      }
      ids[i] = id;
      top[i] = s;
    }
    score.clear();
    return ids;
  }

  private flush(id: number, terms: Terms): void {
    const old = this.reserved.get(id);
    const count = Math.max(terms.length - this.width, 0);
    if (old ? old.length === count && this.holdsAll(old, terms) : count === 0) return;
    const next: string[] = [];
    for (let i = this.width; i < terms.length; i++) next.push((terms[i] as Terms[number])[0]);
    for (const t of old ?? []) if (!next.includes(t)) this.drop(t, id);
    for (const t of next) {
      if (old?.includes(t)) continue;
      const ids = this.lesser.get(t);
      if (ids) ids.push(id);
      else this.lesser.set(t, [id]);
    }
    this.reserved.set(id, next);
  }

  /** Whether `old` holds every lesser word of `terms`. */
  private holdsAll(old: readonly string[], terms: Terms): boolean {
    for (let i = this.width; i < terms.length; i++)
      if (!old.includes((terms[i] as Terms[number])[0])) return false;
    return true;
  }

  private drop(t: string, id: number): void {
    const ids = this.lesser.get(t);
    if (!ids) return;
    const at = ids.indexOf(id);
    if (at === -1) return;
    ids[at] = ids[ids.length - 1] as number;
    ids.pop();
    if (ids.length === 0) this.lesser.delete(t);
  }
}
