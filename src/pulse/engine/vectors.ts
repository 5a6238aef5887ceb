/**
 * TF-IDF vectors with document frequencies learnt incrementally from the stream (no global pass, no fixed
 * vocabulary), and bounded centroids. Every float reduction runs in a canonical order (an item's own term order,
 * or weight-then-term order for centroids), so a restored engine computes bit-identical scores.
 */

export type Vector = Map<string, number>;

/** Prefix of the name counts kept among the document frequencies (features never start with it). */
const NAME_PREFIX = "@";

/**
 * A term → weight record built in V8's dictionary mode (null prototype). Built property by property, an ordinary
 * object with dozens of unique keys walks a new hidden-class transition per key, copying descriptor arrays each
 * time (~40 KB of garbage per 48-term centroid); a dictionary-mode object is one hash table. JSON and equality
 * checks treat it as a plain object.
 */
export function termRecord(
  entries: ReadonlyMap<string, number> | readonly (readonly [string, number])[],
): Record<string, number> {
  const out = Object.create(null) as Record<string, number>;
  if (entries instanceof Map) {
    entries.forEach((w, t) => {
      out[t] = w;
    });
  } else for (const [t, w] of entries as readonly (readonly [string, number])[]) out[t] = w;
  return out;
}

export class DocumentFrequencies {
  readonly df: Map<string, number>;
  docCount: number;
  /** Changes since the last `takeDelta()`: what the caller adds to its stored frequencies. */
  private delta = new Map<string, number>();

  constructor(df: Record<string, number> = {}, docCount = 0) {
    // A stored term whose count went to 0 (pruned) is absent, exactly as in the engine that pruned it.
    this.df = new Map(Object.entries(df).filter(([, n]) => n > 0));
    this.docCount = docCount;
  }

  /** Counts one document with these distinct terms. */
  add(terms: Iterable<string>): void {
    this.docCount++;
    for (const t of terms) {
      this.df.set(t, (this.df.get(t) ?? 0) + 1);
      this.delta.set(t, (this.delta.get(t) ?? 0) + 1);
    }
  }

  /**
   * Counts, for each of these terms of the document just added, that the tagger read it as a proper name there.
   * Kept beside the document frequencies (as "@term", which no feature can be), so they are saved, restored and
   * pruned with them.
   */
  addNames(terms: Iterable<string>): void {
    for (const t of terms) {
      const key = NAME_PREFIX + t;
      this.df.set(key, (this.df.get(key) ?? 0) + 1);
      this.delta.set(key, (this.delta.get(key) ?? 0) + 1);
    }
  }

  /** Share of the documents with `term` that used it as a proper name (0 when unseen). */
  nameShare(term: string): number {
    const n = this.df.get(term);
    return n ? (this.df.get(NAME_PREFIX + term) ?? 0) / n : 0;
  }

  /**
   * Smoothed IDF, ln((1 + N) / (1 + df)) + 1: positive for every term, so a word in every document still counts a
   * little, and a term not seen yet (df 0) gets the highest weight rather than a division by zero.
   */
  idf(term: string): number {
    return Math.log((1 + this.docCount) / (1 + (this.df.get(term) ?? 0))) + 1;
  }

  /**
   * Keeps the vocabulary bounded on a long-running stream: above `maxTerms`, every term seen in one document only
   * (hapaxes: typos, one-off bigrams, most of the vocabulary) is dropped, reported as a -1 delta. A dropped term
   * seen again starts from df 1, which changes its IDF by ln 2 at most.
   */
  prune(maxTerms: number): number {
    if (this.df.size <= maxTerms) return 0;
    let dropped = 0;
    for (const [t, n] of this.df) {
      if (n > 1) continue;
      this.df.delete(t);
      this.delta.set(t, (this.delta.get(t) ?? 0) - n);
      dropped++;
    }
    return dropped;
  }

  takeDelta(): Record<string, number> {
    const out = termRecord([]);
    this.delta.forEach((n, t) => {
      if (n !== 0) out[t] = n;
    });
    this.delta = new Map();
    return out;
  }

  toRecord(): Record<string, number> {
    return termRecord(this.df);
  }
}

/** Weighted counts → TF-IDF vector: sublinear term frequency (log1p) times IDF, L2-normalised. */
export function weigh(counts: Map<string, number>, dfs: DocumentFrequencies): Vector {
  const v: Vector = new Map();
  let norm = 0;
  // forEach rather than for-of over entries: no [key, value] array per entry on these hot paths.
  counts.forEach((tf, t) => {
    const w = Math.log1p(tf) * dfs.idf(t);
    v.set(t, w);
    norm += w * w;
  });
  return scale(v, norm);
}

function scale(v: Vector, squaredNorm: number): Vector {
  if (squaredNorm <= 0) return v;
  const inv = 1 / Math.sqrt(squaredNorm);
  v.forEach((w, t) => {
    v.set(t, w * inv);
  });
  return v;
}

/** Dot product, iterating `a` (pass the item, or the lower-id centroid, first: float sums depend on order). */
export function dot(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let s = 0;
  a.forEach((w, t) => {
    const x = b.get(t);
    if (x !== undefined) s += w * x;
  });
  return s;
}

/** Entries by weight (highest first), ties by term: the canonical order of centroids and top-term lists. */
export function ranked(v: ReadonlyMap<string, number>): [string, number][] {
  return [...v].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
}

/** The `k` heaviest terms, renormalised, in canonical order. */
export function topTerms(v: ReadonlyMap<string, number>, k: number): Vector {
  const top = ranked(v).slice(0, k);
  let norm = 0;
  for (const [, w] of top) norm += w * w;
  return scale(new Map(top), norm);
}

/**
 * Weighted sum of two unit vectors, cut to its top `k` terms and renormalised: the centroid after a member joins
 * (weights: the narrative's inertia and 1) or after two narratives merge (their member counts).
 */
export function blend(
  a: ReadonlyMap<string, number>,
  wa: number,
  b: ReadonlyMap<string, number>,
  wb: number,
  k: number,
): Vector {
  const sum: Vector = new Map();
  a.forEach((w, t) => {
    sum.set(t, w * wa);
  });
  b.forEach((w, t) => {
    sum.set(t, (sum.get(t) ?? 0) + w * wb);
  });
  return topTerms(sum, k);
}
