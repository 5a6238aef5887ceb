import { sharedWeight } from "./shared-words.js";
import type { Vector } from "./vectors.js";

/**
 * An item's vector laid out to be scored against several centroids (`similarityOf` in assign.ts, once per
 * shortlisted narrative). Walking the item looks each of its ~80 terms up in every centroid, a map in old space
 * that is mostly missed; walking the 48-term centroid instead looks its terms up in this item's own position map,
 * just built and in cache. The products are then summed in the item's term order, as `similarityOf` sums them, so
 * every float is the same.
 */
export class ItemTerms {
  private readonly position: Map<string, number>;
  // Plain arrays, not typed ones: an item's ~80 doubles are past the 64 bytes V8 keeps a typed array's data on its
  // heap, and an off-heap buffer per array per item (allocated, tracked, freed by the collector) cost more than the
  // pushes it saved (10k ingest 4 % slower over six alternated pairs).
  private readonly terms: string[] = [];
  private readonly weights: number[] = [];
  private readonly proper: boolean[] = [];
  /** `sharedWeight` of each term, computed when first shared (NaN until then). */
  private readonly shared: number[] = [];
  /** Scratch: the positions of the shared terms (ascending) and their centroid weights. */
  private readonly hitAt: number[] = [];
  private readonly hitWeight: number[] = [];

  /**
   * @param spare A map holding the item's terms in the item's order whose values the caller no longer needs (the
   *   engine passes the item's counts, spent once weighed): it becomes the position map, its values overwritten in
   *   place. Setting a key a map holds neither grows nor reorders it, and a position is a small integer, so the item
   *   pays for no second map of its ~80 terms nor a boxed number per term. Without it, or when it holds other
   *   terms, a map is built.
   */
  constructor(item: Vector, proper: ReadonlySet<string>, spare?: Map<string, number>) {
    const size = item.size;
    let position = spare ?? new Map<string, number>();
    const { terms, weights, shared } = this;
    item.forEach((w, t) => {
      position.set(t, weights.length);
      terms.push(t);
      weights.push(w);
      this.proper.push(proper.has(t));
      shared.push(Number.NaN);
    });
    // A spare map that held other keys grew: its stale keys would read wrong positions, so build one afresh.
    // Unchanged in size, it held every term of the item and no other, and each now has its position.
    if (position.size !== size) {
      position = new Map<string, number>();
      for (let j = 0; j < size; j++) position.set(terms[j] as string, j);
    }
    this.position = position;
  }

  /** What `similarityOf(item, proper, centroid)` returns: cosine, its proper-name part, shared words' count. */
  similarityTo(centroid: Vector): [number, number, number] {
    const { position, hitAt, hitWeight } = this;
    let hits = 0;
    centroid.forEach((x, t) => {
      const i = position.get(t);
      if (i === undefined) return;
      // Insertion into the (short) sorted list of hits: the sum below runs in the item's order.
      let j = hits++;
      while (j > 0 && (hitAt[j - 1] as number) > i) {
        hitAt[j] = hitAt[j - 1] as number;
        hitWeight[j] = hitWeight[j - 1] as number;
        j--;
      }
      hitAt[j] = i;
      hitWeight[j] = x;
    });
    let s = 0;
    let names = 0;
    let shared = 0;
    for (let k = 0; k < hits; k++) {
      const i = hitAt[k] as number;
      const w = this.weights[i] as number;
      const x = hitWeight[k] as number;
      s += w * x;
      let sw = this.shared[i] as number;
      if (Number.isNaN(sw)) {
        sw = sharedWeight(this.terms[i] as string);
        this.shared[i] = sw;
      }
      shared += sw;
      if (this.proper[i]) names += w * x;
    }
    return [s, names, shared];
  }
}
