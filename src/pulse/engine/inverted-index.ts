/**
 * Term → narratives over each active narrative's heaviest centroid terms. Assignment and merging ask it for a short
 * list of candidates instead of scanning every narrative, so their cost per item depends on the item's terms and
 * the posting lengths (capped), not on how many narratives exist. Derived data: rebuilt from the centroids on load.
 *
 * Each indexed narrative gets a dense slot number (freed slots are reused), so a query accumulates partial scores
 * in a typed array instead of allocating a map per query.
 */
export class InvertedIndex {
  /** term → (slot → centroid weight of the term). */
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly indexed = new Map<number, string[]>();
  private readonly slotOf = new Map<number, number>();
  private readonly idOf: number[] = [];
  private readonly freeSlots: number[] = [];
  private score = new Float64Array(1024);
  private readonly touched: number[] = [];
  private readonly topIds: number[] = [];
  private readonly topScores: number[] = [];

  /**
   * @param maxPosting A term in the top terms of more than this many narratives is skipped when scoring: it no
   *   longer tells narratives apart (think "ai" or "model" in an AI feed), and walking its list would make cost
   *   grow with the number of narratives.
   */
  constructor(private readonly maxPosting: number) {}

  /** Indexes (or re-indexes) a narrative under `terms` with their centroid weights. */
  set(id: number, terms: readonly (readonly [string, number])[]): void {
    const slot = this.slotFor(id);
    const old = this.indexed.get(id);
    const next = terms.map(([t]) => t);
    if (old) for (const t of old) if (!next.includes(t)) this.unlink(t, slot);
    for (const [t, w] of terms) {
      let list = this.postings.get(t);
      if (!list) {
        list = new Map();
        this.postings.set(t, list);
      }
      list.set(slot, w);
    }
    this.indexed.set(id, next);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const t of this.indexed.get(id) ?? []) this.unlink(t, slot);
    this.indexed.delete(id);
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
  }

  private slotFor(id: number): number {
    let slot = this.slotOf.get(id);
    if (slot !== undefined) return slot;
    slot = this.freeSlots.pop() ?? this.idOf.length;
    this.idOf[slot] = id;
    this.slotOf.set(id, slot);
    if (slot >= this.score.length) {
      const grown = new Float64Array(this.score.length * 2);
      grown.set(this.score);
      this.score = grown;
    }
    return slot;
  }

  private unlink(term: string, slot: number): void {
    const list = this.postings.get(term);
    if (!list) return;
    list.delete(slot);
    if (list.size === 0) this.postings.delete(term);
  }

  /**
   * The `limit` narratives with the highest partial dot product with `query` over indexed terms (ties: lower id
   * first), excluding `except`. Partial sums accumulate in query order, so the result does not depend on the
   * order in which narratives were indexed.
   */
  candidates(query: readonly (readonly [string, number])[], limit: number, except?: number): number[] {
    const { score, touched } = this;
    const skip = except === undefined ? -1 : (this.slotOf.get(except) ?? -1);
    for (const [t, qw] of query) {
      const list = this.postings.get(t);
      if (!list || list.size > this.maxPosting) continue;
      list.forEach((w, slot) => {
        if (slot === skip) return;
        if (score[slot] === 0) touched.push(slot);
        score[slot] = (score[slot] as number) + qw * w;
      });
    }
    // Top `limit` by insertion into a short sorted list (reused arrays): no sort of every scored narrative.
    const ids = this.topIds;
    const scores = this.topScores;
    let n = 0;
    for (const slot of touched) {
      const s = score[slot] as number;
      const id = this.idOf[slot] as number;
      score[slot] = 0;
      if (s === 0) continue;
      if (
        n === limit &&
        (s < (scores[n - 1] as number) || (s === scores[n - 1] && id > (ids[n - 1] as number)))
      ) {
        continue;
      }
      let i = n < limit ? n++ : n - 1;
      while (
        i > 0 &&
        ((scores[i - 1] as number) < s || (scores[i - 1] === s && (ids[i - 1] as number) > id))
      ) {
        ids[i] = ids[i - 1] as number;
        scores[i] = scores[i - 1] as number;
        i--;
      }
      ids[i] = id;
      scores[i] = s;
    }
    touched.length = 0;
    return ids.slice(0, n);
  }

  get size(): number {
    return this.indexed.size;
  }
}
