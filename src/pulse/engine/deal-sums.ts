import { isAmount } from "./other-amount.js";

/**
 * The sums of one deal, as a young narrative's members state them (recluster.ts). A deal has several figures: a
 * round's amount and the valuation it was raised at ("raises $20 billion at a $450 billion valuation"), a listing's
 * raise, valuation and revenue. Each report picks some of them, so one report saying "$20B" and another "$450B
 * valuation" look like two deals member to member, though a third report stating both ties them to one.
 */

/** How far down a member's terms a sum is one the member states (other-amount.ts reads a narrative as far). */
const SUM_RANK = 8;

function sumsOf(ranked: readonly (readonly [string, number])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ranked.length && i < SUM_RANK; i++) {
    const t = (ranked[i] as readonly [string, number])[0];
    if (isAmount(t)) out.push(t);
  }
  return out;
}

/**
 * For each member, the deal its sums belong to (the same number for members whose sums one member or a chain of
 * members states together), or undefined when it states none. A question's sums are left out: a market asks
 * whether a figure will be passed ("valued above $15B?"), which is a threshold, not the deal's sum.
 */
export function dealsOf(
  members: readonly { ranked: readonly (readonly [string, number])[]; question?: boolean | undefined }[],
): (number | undefined)[] {
  const parent = new Map<string, string>();
  const root = (s: string): string => {
    let r = s;
    for (let p = parent.get(r); p !== undefined && p !== r; p = parent.get(r)) r = p;
    parent.set(s, r);
    return r;
  };
  const sums = members.map((m) => (m.question ? [] : sumsOf(m.ranked)));
  for (const list of sums) {
    for (const s of list) if (!parent.has(s)) parent.set(s, s);
    const [first, ...rest] = list;
    if (first === undefined) continue;
    for (const s of rest) {
      const a = root(first);
      const b = root(s);
      if (a !== b) parent.set(b, a);
    }
  }
  const ids = new Map<string, number>();
  return sums.map((list) => {
    const first = list[0];
    if (first === undefined) return undefined;
    const r = root(first);
    if (!ids.has(r)) ids.set(r, ids.size);
    return ids.get(r);
  });
}
