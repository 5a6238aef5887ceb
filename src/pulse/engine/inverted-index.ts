/**
 * Term → narratives over each active narrative's heaviest centroid terms. Assignment and merging ask it for a short
 * list of candidates instead of scanning every narrative, so their cost per item depends on the item's terms and
 * the posting lengths (capped), not on how many narratives exist. Derived data: rebuilt from the centroids on load.
 *
 * Each indexed narrative gets a dense slot number (freed slots are reused), so a query accumulates partial scores
 * in a typed array instead of allocating a map per query.
 */
/**
 * The narratives indexed under one term, as parallel arrays (slot, centroid weight): scanning them needs no
 * iterator or closure, and doubles stay unboxed. Order is irrelevant: scores accumulate per slot.
 */
/** Postings shorter than this grow by an exact-size copy rather than a push (see `set`). */
const SHORT_POSTING = 16;

interface Posting {
  slots: number[];
  weights: number[];
}

export class InvertedIndex {
  private readonly postings = new Map<string, Posting>();
  /** Per slot: its indexed terms, and where each sits in that term's posting (kept up to date on removals). */
  private readonly termsOf: (string[] | undefined)[] = [];
  private readonly positionsOf: number[][] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly idOf: number[] = [];
  private readonly freeSlots: number[] = [];
  private score = new Float64Array(1024);
  /** Slots scored by the current query, up to a count: never truncated, so its storage is not freed per query. */
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
    const old = this.termsOf[slot];
    const oldPositions = this.positionsOf[slot] ?? [];
    const next: string[] = [];
    const positions: number[] = [];
    if (old) {
      for (let j = 0; j < old.length; j++) {
        const t = old[j] as string;
        if (!hasTerm(terms, t)) this.unlink(t, oldPositions[j] as number);
      }
    }
    // Unlinking moved other slots' entries, never this slot's kept ones: their positions are read after it.
    for (const [t, w] of terms) {
      const k = next.indexOf(t);
      if (k !== -1) {
        (this.postings.get(t) as Posting).weights[positions[k] as number] = w;
        continue;
      }
      const j = old ? old.indexOf(t) : -1;
      let at: number;
      if (j !== -1) {
        at = oldPositions[j] as number;
        (this.postings.get(t) as Posting).weights[at] = w;
      } else {
        const list = this.postings.get(t);
        if (!list) {
          this.postings.set(t, { slots: [slot], weights: [w] });
          at = 0;
        } else {
          at = list.slots.length;
          // Most terms index one or two narratives, and a pushed array reserves room for 17: short postings
          // grow by an exact-size copy instead.
          if (at < SHORT_POSTING) {
            list.slots = [...list.slots, slot];
            list.weights = [...list.weights, w];
          } else {
            list.slots.push(slot);
            list.weights.push(w);
          }
        }
      }
      next.push(t);
      positions.push(at);
    }
    this.termsOf[slot] = next;
    this.positionsOf[slot] = positions;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const terms = this.termsOf[slot] ?? [];
    const positions = this.positionsOf[slot] ?? [];
    for (let j = 0; j < terms.length; j++) this.unlink(terms[j] as string, positions[j] as number);
    this.termsOf[slot] = undefined;
    this.positionsOf[slot] = [];
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

  /** Removes the entry at `at` of `term`'s posting: the last entry moves into its place. */
  private unlink(term: string, at: number): void {
    const list = this.postings.get(term);
    if (!list) return;
    const last = list.slots.length - 1;
    if (at !== last) {
      const moved = list.slots[last] as number;
      list.slots[at] = moved;
      list.weights[at] = list.weights[last] as number;
      const movedTerms = this.termsOf[moved] as string[];
      (this.positionsOf[moved] as number[])[movedTerms.indexOf(term)] = at;
    }
    list.slots.pop();
    list.weights.pop();
    if (last === 0) this.postings.delete(term);
  }

  /**
   * The `limit` narratives with the highest partial dot product with `query` over indexed terms (ties: lower id
   * first), excluding `except`. Partial sums accumulate in query order, so the result does not depend on the
   * order in which narratives were indexed.
   */
  candidates(query: readonly (readonly [string, number])[], limit: number, except?: number): number[] {
    const { score, touched } = this;
    const skip = except === undefined ? -1 : (this.slotOf.get(except) ?? -1);
    let count = 0;
    for (const [t, qw] of query) {
      const list = this.postings.get(t);
      if (!list || list.slots.length > this.maxPosting) continue;
      const { slots, weights } = list;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as number;
        if (slot === skip) continue;
        const before = score[slot] as number;
        if (before === 0) touched[count++] = slot;
        score[slot] = before + qw * (weights[i] as number);
      }
    }
    // Top `limit` by insertion into a short sorted list (reused arrays): no sort of every scored narrative.
    const ids = this.topIds;
    const scores = this.topScores;
    let n = 0;
    for (let k = 0; k < count; k++) {
      const slot = touched[k] as number;
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
    return ids.slice(0, n);
  }

  get size(): number {
    return this.slotOf.size;
  }
}

function hasTerm(terms: readonly (readonly [string, number])[], term: string): boolean {
  for (const [t] of terms) if (t === term) return true;
  return false;
}
