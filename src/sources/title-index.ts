/**
 * Near-duplicate headlines by word overlap: two titles are the same story told twice when the Jaccard similarity of
 * their word sets is at least `TITLE_JACCARD` ("raises" → "secures" in a 10-word headline still scores 0.82).
 * SimHash can't do this: one changed word moves a headline's 64-bit hash by ~9 bits, as far as an unrelated one.
 *
 * Lookup uses prefix filtering (the AllPairs set-similarity join): with every word set sorted by a global order,
 * rarest words first, two sets with Jaccard ≥ t must share a word among their first |s| − ⌈t·|s|⌉ + 1 words. So
 * each title is indexed and probed under a handful of rare words, and a size check (Jaccard ≥ t needs similar
 * word counts) discards most of what they share before any comparison. Candidates still grow slowly with the
 * store (rare words recur in a week of titles): see BENCHMARKS.md for the measured curve.
 */

export const TITLE_JACCARD = 0.7;
/** Fewer distinct words than this ("Show HN: Foo") match unrelated titles too easily to count. */
export const MIN_TITLE_WORDS = 4;

/** `seen` marks the lookup that last visited the entry, instead of a Set per lookup. */
type Entry<T> = { words: ReadonlySet<string>; value: T; seen: number };

export class TitleIndex<T> {
  readonly #df: ReadonlyMap<string, number>;
  readonly #threshold: number;
  readonly #postings = new Map<string, Entry<T>[]>();
  #stamp = 0;

  /**
   * `df`: in how many of the titles this index will see each word occurs (the rarity order). `threshold`: the
   * Jaccard similarity a match needs; every title added and probed uses it, since the prefix length depends on it.
   */
  constructor(df: ReadonlyMap<string, number>, threshold: number = TITLE_JACCARD) {
    this.#df = df;
    this.#threshold = threshold;
  }

  /** The most similar indexed title at or above the threshold (among values `accept` allows), or undefined. */
  find(
    words: ReadonlySet<string>,
    accept: (value: T) => boolean = () => true,
  ): { value: T; similarity: number } | undefined {
    if (words.size < MIN_TITLE_WORDS) return undefined;
    let best: { value: T; similarity: number } | undefined;
    // Jaccard ≥ t needs t·|x| ≤ |y| ≤ |x|/t: a size check skips most candidates before any word is compared.
    const t = this.#threshold;
    const min = Math.ceil(t * words.size - 1e-9);
    const max = Math.floor(words.size / t + 1e-9);
    const stamp = ++this.#stamp;
    for (const w of this.#prefix(words)) {
      for (const c of this.#postings.get(w) ?? []) {
        if (c.seen === stamp) continue;
        c.seen = stamp;
        if (c.words.size < min || c.words.size > max || !accept(c.value)) continue;
        const j = jaccard(words, c.words);
        if (j >= t && (!best || j > best.similarity)) best = { value: c.value, similarity: j };
      }
    }
    return best;
  }

  add(words: ReadonlySet<string>, value: T): void {
    if (words.size < MIN_TITLE_WORDS) return;
    const entry: Entry<T> = { words, value, seen: 0 };
    for (const w of this.#prefix(words)) {
      const list = this.#postings.get(w);
      if (list) list.push(entry);
      else this.#postings.set(w, [entry]);
    }
  }

  #prefix(words: ReadonlySet<string>): string[] {
    const df = (w: string) => this.#df.get(w) ?? 0;
    const sorted = [...words].sort((a, b) => df(a) - df(b) || (a < b ? -1 : a > b ? 1 : 0));
    // The epsilon guards a threshold × size that lands a hair above a whole number in floating point (as
    // 0.1 × 3 does): a ceiling one too high would shorten the prefix by a word and miss pairs.
    return sorted.slice(0, sorted.length - Math.ceil(this.#threshold * sorted.length - 1e-9) + 1);
  }
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const w of small) if (large.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Counts words over title key strings ("word word …"), for the rarity order. */
export function wordFrequencies(titleKeys: Iterable<string>): Map<string, number> {
  const df = new Map<string, number>();
  for (const key of titleKeys) for (const w of wordsOf(key)) df.set(w, (df.get(w) ?? 0) + 1);
  return df;
}

/**
 * A title key's words for comparison. A possessive counts as its word: outlets write "Microsoft’s nuclear deal" and
 * "Microsoft signs a nuclear deal" about one story. Done here, not in the stored key, so keys stored before and
 * after compare alike.
 */
export const wordsOf = (titleKey: string): Set<string> => {
  const words = new Set<string>();
  for (const w of titleKey.split(" ")) if (w) words.add(w.endsWith("'s") ? w.slice(0, -2) : w);
  return words;
};
