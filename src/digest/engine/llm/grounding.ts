/**
 * The grounding check on the model's prose: every figure it writes must appear in the facts it was given. The
 * numeric fields of a digest come from the skeleton anyway; this keeps the prose from contradicting them or from
 * inventing a revenue, a percentage or a count. Words ("the strongest", "rising") are always allowed, and so are
 * the small integers prose uses for counting ("two domains", "3 sources").
 */

const SMALL_INTEGER_LIMIT = 10;

/** Digit runs with their decimal part; thousands separators are dropped, so "62,000" and "62000" are one figure. */
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** "0.80", "0.8" and "00.8" are one figure; "1,250" is 1250, "3.5" stays 3.5. */
function canonical(raw: string): string {
  const withoutThousands = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw) ? raw.replaceAll(",", "") : raw;
  const n = Number(withoutThousands.replace(",", "."));
  return Number.isFinite(n) ? String(n) : raw;
}

export function figures(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER)) out.add(canonical(m[0]));
  return out;
}

/** The figures of `prose` that appear nowhere in `facts` (small counting integers excepted), in order of first use. */
export function ungroundedFigures(prose: string, facts: string): string[] {
  const known = figures(facts);
  const out: string[] = [];
  for (const m of prose.matchAll(NUMBER)) {
    const f = canonical(m[0]);
    const n = Number(f);
    if (Number.isInteger(n) && n >= 0 && n <= SMALL_INTEGER_LIMIT) continue;
    if (!known.has(f) && !out.includes(f)) out.push(f);
  }
  return out;
}
