/**
 * `fn` remembered by its string argument, for pure functions the engine calls again on the same text within a batch
 * (a title cleaned, a lead split into sentences). Cleared when full rather than evicted one by one: a batch's texts
 * come back within the batch, and a clear costs nothing per call.
 */
export function memoByText<V>(fn: (text: string) => V, max = 8192): (text: string) => V {
  const cache = new Map<string, V>();
  return (text) => {
    let out = cache.get(text);
    if (out === undefined) {
      if (cache.size >= max) cache.clear();
      out = fn(text);
      cache.set(text, out);
    }
    return out;
  };
}
