import type { EventKind } from "./event-kinds.js";
import type { Vector } from "./vectors.js";

/** An amount as features.ts writes it ("85m", "2.5b", "1.2t"). */
const AMOUNT = /^\d+(?:\.\d+)?[mbt]$/;

/** Whether a term is an amount ("85m", "2.5b"). */
export function isAmount(term: string): boolean {
  return AMOUNT.test(term);
}
/** Events that a sum identifies: two rounds, two takeovers, two listings, two settlements. */
const DEALS: ReadonlySet<EventKind> = new Set(["funding", "acquisition", "ipo", "settlement"]);
/**
 * How far down the item's and the narrative's terms an amount still says what the deal is. The three labelled sets
 * give the same result for 2 to 4 on the item's side and 4 to 12 on the narrative's.
 */
const ITEM_AMOUNT_RANK = 4;
const NARRATIVE_AMOUNT_RANK = 8;

function amountsIn(terms: Iterable<string | readonly [string, number]>, limit: number): string[] {
  const out: string[] = [];
  let seen = 0;
  for (const e of terms) {
    const t = typeof e === "string" ? e : e[0];
    if (seen++ === limit) break;
    if (AMOUNT.test(t)) out.push(t);
  }
  return out;
}

/**
 * The item reports another deal than the narrative: it is typed as a deal, a sum is among its heaviest terms and
 * among the narrative's, and neither side mentions any of the other's ("raises $60M" after "raises $85M": two
 * companies of one name, or one company's two rounds). Outlets reporting one deal write its sum ("$85 million",
 * "$85M") one way once features.ts has read it.
 */
export function otherAmount(
  kind: EventKind | undefined,
  ranked: readonly (readonly [string, number])[],
  item: Vector,
  centroid: Vector,
): boolean {
  if (!kind || !DEALS.has(kind)) return false;
  const mine = amountsIn(ranked, ITEM_AMOUNT_RANK);
  if (mine.length === 0 || mine.some((a) => centroid.has(a))) return false;
  const theirs = amountsIn(centroid.keys(), NARRATIVE_AMOUNT_RANK);
  return theirs.length > 0 && !theirs.some((a) => item.has(a));
}
