import { InvertedIndex } from "./inverted-index.js";

type Terms = readonly (readonly [string, number])[];

/**
 * The candidate index with a second tier: of the terms a narrative is indexed under, the first `width` (its
 * heaviest) are walked for every item, the rest (its lesser words) only when asked, for an item no narrative
 * found by the first tier takes. A post or a second-day piece that shares only a story's lesser words is never
 * scored against it otherwise; indexing them in the first tier lengthens every item's posting walk (BENCHMARKS.md
 * §4, "Round 8: recall", step 7), while few items are left over to ask the second.
 *
 * The second tier is brought up to date only when asked: a narrative's terms change with each member it takes, and
 * most change again before any item asks. Its answers depend on the narratives' current terms alone (scores sum
 * per query term, ties go to the lower id), so the deferral does not change them.
 */
export class ReserveIndex extends InvertedIndex {
  private readonly reserve: InvertedIndex;
  /** Narratives whose second-tier terms changed since the last question, with their whole term list. */
  private readonly pending = new Map<number, Terms>();
  /** Each narrative's second-tier terms as last indexed. */
  private readonly reserved = new Map<number, string[]>();

  constructor(maxPosting: number, width: number) {
    super(maxPosting, width);
    this.reserve = new InvertedIndex(maxPosting);
  }

  override set(id: number, terms: Terms): void {
    super.set(id, terms);
    this.pending.set(id, terms);
  }

  override remove(id: number): void {
    super.remove(id);
    this.pending.delete(id);
    this.reserved.delete(id);
    this.reserve.remove(id);
  }

  /**
   * The second tier weighs every term 1: which narratives an item reaches there matters, not how heavy a lesser
   * word is (the same answers on every tuning set), and a narrative whose lesser words are the same set as before,
   * in whatever order, needs no update.
   */
  private flush(id: number, terms: Terms): void {
    const old = this.reserved.get(id);
    const count = Math.max(terms.length - this.width, 0);
    if (old && old.length === count) {
      let same = true;
      for (let i = this.width; i < terms.length && same; i++) same = old.includes((terms[i] as Terms[number])[0]);
      if (same) return;
    }
    const next: string[] = [];
    const unit: [string, number][] = [];
    for (let i = this.width; i < terms.length; i++) {
      const t = (terms[i] as Terms[number])[0];
      next.push(t);
      unit.push([t, 1]);
    }
    this.reserved.set(id, next);
    this.reserve.set(id, unit);
  }

  /** As `candidates`, over the second tier alone, leaving out the narratives in `seen`. */
  reserveCandidates(query: Terms, limit: number, seen: readonly number[]): number[] {
    for (const [id, terms] of this.pending) this.flush(id, terms);
    this.pending.clear();
    const out: number[] = [];
    for (const id of this.reserve.candidates(query, limit + seen.length)) {
      if (seen.includes(id)) continue;
      out.push(id);
      if (out.length === limit) break;
    }
    return out;
  }
}
