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
  } else {
    // By index, not `for…of` with destructuring: an iterator result per pair (every new exemplar's 24 terms).
    const pairs = entries as readonly (readonly [string, number])[];
    for (let i = 0; i < pairs.length; i++) {
      const p = pairs[i] as readonly [string, number];
      out[p[0]] = p[1];
    }
  }
  return out;
}

/**
 * Whether a record holds `t` as an array index ("0", "2024"; not "007" or "4294967295"): a record walks those first,
 * ascending, and its other keys in insertion order.
 */
function isIndexKey(t: string): boolean {
  const c = t.charCodeAt(0);
  if (c < 48 || c > 57 || t.length > 10 || (c === 48 && t.length > 1)) return false;
  for (let i = 1; i < t.length; i++) {
    const d = t.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(t) < 4294967295;
}

/**
 * A short term → weight list held as two arrays of its exact length, in the order `termRecord` of the same pairs
 * walks its keys (index-like terms first, ascending), so a sum over either takes the same floats in the same order.
 * Used for what is kept long (exemplars): a 24-term record is a 64-slot dictionary with boxed weights (~2.5 KB),
 * the two arrays ~0.5 KB and the strings are the vector's own. Pairs are a vector's entries: no term twice.
 */
export interface TermList {
  keys: readonly string[];
  weights: readonly number[];
}

export function termList(pairs: readonly (readonly [string, number])[]): TermList {
  const n = pairs.length;
  const keys = new Array<string>(n);
  const weights = new Array<number>(n);
  let indices: (readonly [string, number])[] | undefined;
  for (let i = 0; i < n; i++) {
    const p = pairs[i] as readonly [string, number];
    if (!isIndexKey(p[0])) continue;
    if (indices === undefined) indices = [];
    indices.push(p);
  }
  let k = 0;
  if (indices !== undefined) {
    indices.sort((a, b) => Number(a[0]) - Number(b[0]));
    for (const p of indices) {
      keys[k] = p[0];
      weights[k++] = p[1];
    }
  }
  for (let i = 0; i < n; i++) {
    const p = pairs[i] as readonly [string, number];
    if (indices !== undefined && isIndexKey(p[0])) continue;
    keys[k] = p[0];
    weights[k++] = p[1];
  }
  return { keys, weights };
}

/** A stored record as a `TermList`, in the record's own order. */
export function termListOf(record: Readonly<Record<string, number>>): TermList {
  const keys = Object.keys(record);
  return { keys, weights: keys.map((t) => record[t] as number) };
}

/** A `TermList` as the record it stands for (the saved state's format). */
export function recordOf(list: TermList): Record<string, number> {
  const out = Object.create(null) as Record<string, number>;
  for (let i = 0; i < list.keys.length; i++) out[list.keys[i] as string] = list.weights[i] as number;
  return out;
}

/** Read access to the document frequency of each term (and of each "@term" name count). */
export interface TermCounts {
  get(term: string): number | undefined;
  readonly size: number;
}

/**
 * One term's count, with what the delta and the name share need, so that counting a document's term costs one map
 * lookup instead of four (frequency and delta, each read and written) and a name share one instead of two. Four
 * fields: ~56 bytes per term, ~14 MB at 250,000 terms.
 */
export class TermEntry {
  /** Change since the last `takeDelta()`; undefined when untouched since. */
  d: number | undefined = undefined;
  /** The entry of "@term" while it exists. */
  name: TermEntry | undefined = undefined;
  /**
   * The term, as first counted: the delta's key. Each item brings its own copy of a term's string, and a copy used
   * as a property key is first looked up in V8's table of all property names; this one is looked up once.
   */
  readonly term: string;
  constructor(
    public n: number,
    term: string,
  ) {
    this.term = term;
  }
}

export class DocumentFrequencies {
  readonly df: TermCounts;
  docCount: number;
  private readonly entries = new Map<string, TermEntry>();
  /** Entries touched since the last `takeDelta()`, in first-touch order (the delta's key order). */
  private touched: TermEntry[] = [];
  /** Entries pruned since the last `takeDelta()`: one added again continues its delta. */
  private readonly pruned = new Map<string, TermEntry>();

  constructor(df: Record<string, number> = {}, docCount = 0) {
    // A stored term whose count went to 0 (pruned) is absent, exactly as in the engine that pruned it.
    for (const [t, n] of Object.entries(df)) if (n > 0) this.entries.set(t, new TermEntry(n, t));
    this.entries.forEach((e, t) => {
      if (t.startsWith(NAME_PREFIX)) {
        const base = this.entries.get(t.slice(NAME_PREFIX.length));
        if (base) base.name = e;
      }
    });
    this.docCount = docCount;
    const entries = this.entries;
    this.df = {
      get: (term) => entries.get(term)?.n,
      get size() {
        return entries.size;
      },
    };
  }

  /**
   * Counts one document with these distinct terms; returns their entries in the same order, so that the item's
   * names and weights (`shareOf`, `weighCounted`) read its counts without looking each term up again in a map of
   * some 200,000 terms.
   */
  add(terms: Iterable<string>): TermEntry[] {
    this.docCount++;
    const out: TermEntry[] = [];
    for (const t of terms) {
      const e = this.entries.get(t) ?? this.enter(t);
      e.n++;
      this.touch(e, 1);
      out.push(e);
    }
    return out;
  }

  /**
   * Counts, for each of these terms of the document just added, that the tagger read it as a proper name there.
   * Kept beside the document frequencies (as "@term", which no feature can be), so they are saved, restored and
   * pruned with them.
   */
  addNames(terms: Iterable<string>): void {
    for (const t of terms) {
      let e = this.entries.get(t)?.name;
      if (e === undefined) {
        const key = NAME_PREFIX + t;
        e = this.entries.get(key) ?? this.enter(key);
      }
      e.n++;
      this.touch(e, 1);
    }
  }

  /** The count entry of a term (read-only use), undefined when unseen. */
  entry(term: string): TermEntry | undefined {
    return this.entries.get(term);
  }

  /** Share of the documents with `term` that used it as a proper name (0 when unseen). */
  nameShare(term: string): number {
    const e = this.entries.get(term);
    return e ? shareOf(e) : 0;
  }

  /**
   * Smoothed IDF, ln((1 + N) / (1 + df)) + 1: positive for every term, so a word in every document still counts a
   * little, and a term not seen yet (df 0) gets the highest weight rather than a division by zero.
   */
  idf(term: string): number {
    return Math.log((1 + this.docCount) / (1 + (this.entries.get(term)?.n ?? 0))) + 1;
  }

  /**
   * Keeps the vocabulary bounded on a long-running stream: above `maxTerms`, every term seen in one document only
   * (hapaxes: typos, one-off bigrams, most of the vocabulary) is dropped, reported as a -1 delta. A dropped term
   * seen again starts from df 1, which changes its IDF by ln 2 at most.
   */
  prune(maxTerms: number): number {
    if (this.entries.size <= maxTerms) return 0;
    let dropped = 0;
    for (const [t, e] of this.entries) {
      if (e.n > 1) continue;
      this.entries.delete(t);
      this.touch(e, -e.n);
      e.n = 0;
      this.pruned.set(t, e);
      if (t.startsWith(NAME_PREFIX)) {
        const base = this.entries.get(t.slice(NAME_PREFIX.length));
        if (base) base.name = undefined;
      }
      dropped++;
    }
    return dropped;
  }

  takeDelta(): Record<string, number> {
    const out = termRecord([]);
    const { touched } = this;
    for (let i = 0; i < touched.length; i++) {
      const e = touched[i] as TermEntry;
      if (e.d !== 0) out[e.term] = e.d as number;
      e.d = undefined;
    }
    this.touched = [];
    this.pruned.clear();
    return out;
  }

  toRecord(): Record<string, number> {
    const out = termRecord([]);
    this.entries.forEach((e, t) => {
      out[t] = e.n;
    });
    return out;
  }

  /** A term not in the map: a new entry, or the one pruned since the last delta (its delta goes on). */
  private enter(t: string): TermEntry {
    let e = this.pruned.size ? this.pruned.get(t) : undefined;
    if (e) this.pruned.delete(t);
    else e = new TermEntry(0, t);
    this.entries.set(t, e);
    if (t.startsWith(NAME_PREFIX)) {
      const base = this.entries.get(t.slice(NAME_PREFIX.length));
      if (base) base.name = e;
    } else e.name = this.entries.get(NAME_PREFIX + t);
    return e;
  }

  private touch(e: TermEntry, by: number): void {
    if (e.d === undefined) {
      e.d = by;
      this.touched.push(e);
    } else e.d += by;
  }
}

/** `nameShare` of a counted term's entry. */
export function shareOf(e: TermEntry): number {
  return (e.name?.n ?? 0) / e.n;
}

/** `weighCounted`'s raw weights: grown when an item has more terms, never shrunk. */
let scratch = new Float64Array(256);

/**
 * `weigh` for a document just counted: `entries` are what `dfs.add(counts.keys())` returned, so each term's IDF
 * reads its entry rather than the map. Same formula, same order, same floats. The vector's keys are the entries'
 * strings, so the centroids, exemplars and deltas it feeds share one string per term (see `TermEntry.term`).
 */
export function weighCounted(
  counts: Map<string, number>,
  entries: readonly TermEntry[],
  docCount: number,
): Vector {
  // The raw weights go to a scratch array first and each term is set once, already scaled: `scale` set every
  // term a second time, a hash lookup and a new heap number (a Map holds doubles boxed) per term of every item.
  // Same products and the same sum in the same order, so the same floats.
  let raw = scratch;
  if (raw.length < entries.length) {
    raw = new Float64Array(Math.max(entries.length, raw.length * 2));
    scratch = raw;
  }
  let norm = 0;
  let i = 0;
  counts.forEach((tf) => {
    const e = entries[i] as TermEntry;
    const w = Math.log1p(tf) * (Math.log((1 + docCount) / (1 + e.n)) + 1);
    raw[i++] = w;
    norm += w * w;
  });
  const v: Vector = new Map();
  // As `scale`: unscaled when the norm is 0 or less; a NaN norm makes every weight NaN, as there.
  const keep = norm <= 0;
  const inv = 1 / Math.sqrt(norm);
  for (let j = 0; j < i; j++) {
    const w = raw[j] as number;
    v.set((entries[j] as TermEntry).term, keep ? w : w * inv);
  }
  return v;
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

/**
 * Heavier first: the sign of `b - a`, as -1, 0 or 1. A comparator that returns the difference returns a double,
 * which V8 boxes (16 bytes) on every call; centroid updates and rankings compare some 1,500 times per item. NaN and
 * equal weights give 0 here as `b - a || …` falls through on NaN and 0, so every sort takes the same steps.
 */
export function byWeight(a: number, b: number): number {
  return b > a ? 1 : b < a ? -1 : 0;
}

/** Entries by weight (highest first), ties by term: the canonical order of centroids and top-term lists. */
export function ranked(v: ReadonlyMap<string, number>): [string, number][] {
  // The pairs by forEach, not the Map's iterator: `[...v]` made an iterator result per entry besides each pair
  // (every item ranks its ~80 terms). Same pairs in the same order, so the same sort.
  const pairs: [string, number][] = [];
  v.forEach((w, t) => {
    pairs.push([t, w]);
  });
  return pairs.sort((x, y) => byWeight(x[1], y[1]) || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
}

/**
 * The `k` heaviest terms, renormalised, in canonical order. Sorts positions into parallel arrays rather than
 * `[term, weight]` pairs: a centroid update sorts ~100 terms, and the pairs were most of its garbage. The order is
 * total (terms are distinct), so the result is the same as `ranked(v).slice(0, k)`.
 */
export function topTerms(v: ReadonlyMap<string, number>, k: number): Vector {
  let n = 0;
  v.forEach((w, t) => {
    n = pushTerm(n, t, w);
  });
  return topOf(n, k);
}

/**
 * `topOf`'s input: distinct terms and their weights at positions [0, n), written by `pushTerm`. Module scratch,
 * grown and never shrunk: every join builds a centroid from ~100 terms, and arrays pushed anew each time grew
 * three times per centroid (a copy each time, the weights boxed). Positions past n hold stale entries never read.
 */
const topTermsScratch: string[] = [];
let topWeightsScratch = new Float64Array(256);

/** Writes a term and its weight at position `n` of the scratch; returns n + 1. */
function pushTerm(n: number, t: string, w: number): number {
  if (n === topWeightsScratch.length) {
    const grown = new Float64Array(n * 2);
    grown.set(topWeightsScratch);
    topWeightsScratch = grown;
  }
  topTermsScratch[n] = t;
  topWeightsScratch[n] = w;
  return n + 1;
}

/** The `k` heaviest of the `n` distinct terms in the scratch (`pushTerm`), renormalised, in canonical order. */
function topOf(n: number, k: number): Vector {
  const terms = topTermsScratch;
  const weights = topWeightsScratch;
  // Sized once, filled: the same array of positions the sort was given before, without its growth.
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => {
    const x = terms[a] as string;
    const y = terms[b] as string;
    return byWeight(weights[a] as number, weights[b] as number) || (x < y ? -1 : x > y ? 1 : 0);
  });
  const m = Math.min(k, n);
  let norm = 0;
  for (let i = 0; i < m; i++) {
    const w = weights[order[i] as number] as number;
    norm += w * w;
  }
  const out: Vector = new Map();
  const inv = norm > 0 ? 1 / Math.sqrt(norm) : 1;
  for (let i = 0; i < m; i++) {
    const j = order[i] as number;
    const w = weights[j] as number;
    out.set(terms[j] as string, norm > 0 ? w * inv : w);
  }
  return out;
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
  // The sum goes straight into the scratch `topOf` sorts: a term of both is a's share plus b's, as a map would add.
  // A term of both keeps a's string (the centroid's, not the new item's copy): snapshots write the centroid as a
  // record, and a string already used as a property key costs no lookup in V8's table of names. `topOf` sorts
  // by weight, then term, a total order: the order pushed here does not matter.
  let n = 0;
  a.forEach((w, t) => {
    const y = b.get(t);
    n = pushTerm(n, t, y === undefined ? w * wa : w * wa + y * wb);
  });
  b.forEach((w, t) => {
    if (a.has(t)) return;
    n = pushTerm(n, t, 0 + w * wb);
  });
  return topOf(n, k);
}
