import { InvertedIndex } from "./inverted-index.js";

type Terms = readonly (readonly [string, number])[];

/** Postings shorter than this grow by an exact-size copy rather than a push (as in inverted-index.ts). */
const SHORT_POSTING = 16;

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
 * current terms alone and the deferral does not change them (a restored engine, whose index is rebuilt from the
 * centroids, answers the same); and a narrative whose lesser words are the same set as before, in whatever order,
 * needs no update.
 *
 * It is kept lean, since every item pays for its upkeep (round 9): postings hold the first tier's dense slots, a word of
 * one narrative (most of them) as the bare slot number, no array; a query tallies into the first tier's typed
 * array, not a map; what waits for an update is a slot number and its words copied into a buffer the slot keeps
 * (holding the engine's term list instead kept it alive past the young generation: more old-space garbage); and
 * an update changes the indexed words in place.
 */
export class ReserveIndex extends InvertedIndex {
  /** Term → the slots whose lesser words hold it: one slot as a number, more as an array. */
  private readonly lesser = new Map<string, number | number[]>();
  /** Per slot: its lesser words as last brought up to date. */
  private readonly lesserOf: (string[] | undefined)[] = [];
  /**
   * Per slot: its lesser words as last indexed, in a buffer kept for the slot. Copied out of the term list, which
   * would otherwise live on, past the young generation, until a query came.
   */
  private readonly nextOf: (string[] | undefined)[] = [];
  /** Per slot: whether `nextOf` is newer than `lesserOf`. */
  private readonly queued: boolean[] = [];
  /** Queued slots (a slot may appear twice after a removal; the second is a no-op). */
  private readonly dirty: number[] = [];

  constructor(
    maxPosting: number,
    width: number,
    private readonly maxReserve = maxPosting,
  ) {
    super(maxPosting, width);
  }

  override set(id: number, terms: Terms): number {
    const slot = super.set(id, terms);
    const width = this.width;
    let next = this.nextOf[slot];
    if (next === undefined) {
      next = [];
      this.nextOf[slot] = next;
    }
    const count = Math.max(terms.length - width, 0);
    for (let i = 0; i < count; i++) next[i] = (terms[width + i] as Terms[number])[0];
    next.length = count;
    if (!this.queued[slot]) {
      this.queued[slot] = true;
      this.dirty.push(slot);
      // Removals leave stale entries behind: a stream that never asks still keeps the list bounded.
      if (this.dirty.length > 2 * this.size + 1024) this.flush();
    }
    return slot;
  }

  override remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) {
      const old = this.lesserOf[slot];
      if (old) {
        for (const t of old) this.drop(t, slot);
        old.length = 0;
      }
      this.queued[slot] = false;
    }
    super.remove(id);
  }

  /**
   * Up to `limit` narratives sharing the most of `query`'s weight over their lesser words (ties: lower id first),
   * leaving out those in `seen`. A word that is a lesser word of more than `maxReserve` narratives is skipped.
   */
  reserveCandidates(query: Terms, limit: number, seen: readonly number[]): number[] {
    if (limit <= 0) return [];
    this.flush();
    const { score, touched } = this;
    let count = 0;
    for (const [t, qw] of query) {
      const slots = this.lesser.get(t);
      if (slots === undefined) continue;
      if (typeof slots === "number") {
        const before = score[slots] as number;
        if (before === 0) touched[count++] = slots;
        score[slots] = before + qw;
        continue;
      }
      if (slots.length > this.maxReserve) continue;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i] as number;
        const before = score[slot] as number;
        if (before === 0) touched[count++] = slot;
        score[slot] = before + qw;
      }
    }
    return this.top(count, limit, seen);
  }

  /** Brings every queued slot's lesser words up to date. */
  private flush(): void {
    const { dirty, queued } = this;
    for (let k = 0; k < dirty.length; k++) {
      const slot = dirty[k] as number;
      if (!queued[slot]) continue;
      queued[slot] = false;
      this.update(slot, this.nextOf[slot] as string[]);
    }
    dirty.length = 0;
  }

  /** Makes the slot's indexed lesser words `next`, in place: most updates swap a word or a few. */
  private update(slot: number, next: readonly string[]): void {
    let old = this.lesserOf[slot];
    if (old === undefined) {
      old = [];
      this.lesserOf[slot] = old;
    }
    for (const t of old) if (!next.includes(t)) this.drop(t, slot);
    for (const t of next) if (!old.includes(t)) this.link(t, slot);
    for (let i = 0; i < next.length; i++) old[i] = next[i] as string;
    old.length = next.length;
  }

  private link(t: string, slot: number): void {
    const slots = this.lesser.get(t);
    if (slots === undefined) this.lesser.set(t, slot);
    else if (typeof slots === "number") this.lesser.set(t, [slots, slot]);
    else if (slots.length < SHORT_POSTING) this.lesser.set(t, [...slots, slot]);
    else slots.push(slot);
  }

  private drop(t: string, slot: number): void {
    const slots = this.lesser.get(t);
    if (slots === undefined) return;
    if (typeof slots === "number") {
      if (slots === slot) this.lesser.delete(t);
      return;
    }
    const at = slots.indexOf(slot);
    if (at === -1) return;
    slots[at] = slots[slots.length - 1] as number;
    slots.pop();
    if (slots.length === 1) this.lesser.set(t, slots[0] as number);
  }
}
