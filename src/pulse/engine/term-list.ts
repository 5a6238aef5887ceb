/**
 * An exemplar's stored terms (a term → weight record, built once by `termRecord` and never changed) as parallel
 * arrays in the record's own key order. Each batch re-scores every touched narrative's exemplars against its
 * centroid (naming.ts `centrality`), and an item no centroid takes is scored against its candidates' exemplars
 * (member-match.ts): `for…in` over a dictionary-mode record collects and orders its keys anew on every walk. The
 * arrays are built once per record by that same walk, so sums over them run in the same order and give the same
 * floats. Held weakly: a record dropped with its exemplar takes its arrays with it.
 */
export interface TermList {
  readonly terms: readonly string[];
  readonly weights: readonly number[];
}

const lists = new WeakMap<object, TermList>();

/** The record's terms and weights in `for…in` order; the record must not change after the first call. */
export function termList(record: Readonly<Record<string, number>>): TermList {
  let list = lists.get(record);
  if (list === undefined) {
    const terms: string[] = [];
    const weights: number[] = [];
    for (const t in record) {
      terms.push(t);
      weights.push(record[t] as number);
    }
    list = { terms, weights };
    lists.set(record, list);
  }
  return list;
}
