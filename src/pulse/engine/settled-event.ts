import { sameEvent } from "./events.js";
import type { Narrative } from "./narrative.js";

/**
 * Typed members a narrative needs before outlets count as agreeing on what happened. 2 and 3 give the same result
 * on the three labelled sets; 1 (the founding item alone) lets one mistyped headline decide.
 */
const SETTLED_MEMBERS = 2;
/**
 * How long after its start a narrative's event is settled. On launch day outlets type one story inconsistently (a
 * funding round and its CEO interview, a launch and its price); a day on, another kind of event is a follow-up of
 * its own (a breach, then the class action; an IPO, then a delay). On the three labelled sets 24 h is best: 18 h
 * splits launch-day coverage on eval/pulse (F1 0.952 → 0.945), 36 and 48 h keep fewer follow-ups apart on
 * eval/pulse-events (0.897 → 0.895).
 */
export const SETTLED_MS = 24 * 3_600_000;

/**
 * The narrative's typed recent members all report the event it was founded on, there are at least
 * `SETTLED_MEMBERS` of them, and it began more than a day before `at`: an item of a conflicting kind is another
 * event, whatever names and words it shares (the caller decides what conflicts, `eventConflicts`).
 */
export function settledEvent(
  n: Pick<Narrative, "kinds" | "founding"> & { record: Pick<Narrative["record"], "firstSeenAt"> },
  at: Date,
): boolean {
  const founding = n.founding;
  if (!founding || at.getTime() - n.record.firstSeenAt.getTime() <= SETTLED_MS) return false;
  let typed = 0;
  let agree = true;
  n.kinds.forEach((c, k) => {
    typed += c;
    if (!sameEvent(k, founding)) agree = false;
  });
  return agree && typed >= SETTLED_MEMBERS;
}
