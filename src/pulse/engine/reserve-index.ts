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
 * It costs the common path nothing it can measure (round 9): postings hold the first tier's dense slots, a word of
 * one narrative (most of them) as the bare slot number, no array; a query tallies into the first tier's typed
 * array, not a map; and what waits for an update is a slot number and the term list the engine made anyway.
 */
export class ReserveIndex extends InvertedIndex {
  /** Term → the slots whose lesser words hold it: one slot as a number, more as an array. */
  private readonly lesser = new Map<string, number | number[]>();
  /** Per slot: its lesser words as last brought up to date. */
  private readonly lesserOf: (string[] | undefined)[] = [];
  /** Per slot: its term list since it was last brought up to date (undefined: up to date). */
  private readonly pendingOf: (Terms | undefined)[] = [];
  /** Slots with a term list pending (a slot may appear twice after a removal; the second is a no-op). */
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
    if (this.pendingOf[slot] === undefined) this.dirty.push(slot);
    this.pendingOf[slot] = terms;
    // Removals leave stale entries behind: a stream that never asks still keeps the list bounded.
    if (this.dirty.length > 2 * this.size + 1024) this.flush();
    return slot;
  }

  override remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) {
      for (const t of this.lesserOf[slot] ?? []) this.drop(t, slot);
      this.lesserOf[slot] = undefined;
      this.pendingOf[slot] = undefined;
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

  /** Brings every pending slot's lesser words up to date. */
  private flush(): void {
    const { dirty, pendingOf } = this;
    for (let k = 0; k < dirty.length; k++) {
      const slot = dirty[k] as number;
      const terms = pendingOf[slot];
      if (terms === undefined) continue;
      pendingOf[slot] = undefined;
      this.update(slot, terms);
    }
    dirty.length = 0;
  }

  private update(slot: number, terms: Terms): void {
    const width = this.width;
    const old = this.lesserOf[slot];
    if (!old) {
      if (terms.length <= width) return;
      const next: string[] = [];
      for (let i = width; i < terms.length; i++) {
        const t = (terms[i] as Terms[number])[0];
        next.push(t);
        this.link(t, slot);
      }
      this.lesserOf[slot] = next;
      return;
    }
    // In place: a word that left gives its place to one that came (most updates swap a word or two).
    let kept = 0;
    for (let j = 0; j < old.length; j++) {
      const t = old[j] as string;
      if (holds(terms, t, width)) old[kept++] = t;
      else this.drop(t, slot);
    }
    const before = kept;
    for (let i = width; i < terms.length; i++) {
      const t = (terms[i] as Terms[number])[0];
      if (indexIn(old, t, before) !== -1) continue;
      this.link(t, slot);
      old[kept++] = t;
    }
    old.length = kept;
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

/** Whether `term` is among `terms` from `width` on. */
function holds(terms: Terms, term: string, width: number): boolean {
  for (let i = width; i < terms.length; i++) if ((terms[i] as Terms[number])[0] === term) return true;
  return false;
}

/** Where `term` is among the first `count` of `words`, or -1. */
function indexIn(words: readonly string[], term: string, count: number): number {
  for (let j = 0; j < count; j++) if (words[j] === term) return j;
  return -1;
}
