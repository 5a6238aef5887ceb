import { type EventKind, sameEvent } from "./events.js";
import type { Narrative } from "./narrative.js";

/**
 * How long after a narrative starts a companion event still belongs to it. A launch is told with its price and its
 * technical report (events.ts, `sameEvent`) on the day and the next; a price change or a paper days later is news
 * of its own ("cuts prices of its models by 85%" four days after the models' release). On the three labelled sets
 * any value from 36 to 96 hours gives the same result; 12 and 24 split launch-day coverage on eval/pulse.
 */
const COMPANION_MS = 48 * 3_600_000;

/**
 * The item reports a companion of the narrative's founding event (a price after a launch, a launch after a price)
 * rather than that event itself, and the narrative began more than two days before it: a new event.
 */
export function lateCompanion(
  kind: EventKind | undefined,
  n: Pick<Narrative, "founding" | "record">,
  at: Date,
): boolean {
  const founding = n.founding;
  if (!kind || !founding || kind === founding || !sameEvent(kind, founding)) return false;
  return at.getTime() - n.record.firstSeenAt.getTime() > COMPANION_MS;
}
