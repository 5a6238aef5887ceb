import { onBoard } from "./discussion.js";
import type { EventKind } from "./events.js";

/** What `topicPiece` reads of an item. */
export interface PieceEvidence {
  proper: ReadonlySet<string>;
  kind: EventKind | undefined;
  question?: boolean | undefined;
  source?: string | undefined;
  /** The terms of its headline, when it has a real one (features.ts, `headline`). */
  headline?: ReadonlySet<string> | undefined;
}

/** A name the item's headline says, or, without a real headline, any name it says. */
function namesSomeone(evidence: PieceEvidence): boolean {
  const headline = evidence.headline;
  if (!headline) return evidence.proper.size > 0;
  for (const name of evidence.proper) if (headline.has(name)) return true;
  return false;
}

/**
 * The item is an outlet's piece on a topic, not a report of an event: it comes from outside the boards (a news
 * site, a lab's blog, a paper or model page), says no kind of event, does not ask, and its headline names no one
 * (its excerpt may, in passing: "The AI startups that shut down in 2026" lists a few; "The hidden
 * cost of agents: observability bills", "The year AI note-takers took over the meeting", "AI companion apps had
 * their biggest year yet"). An outlet reporting a story names its party in the headline, so such a piece shares
 * only the story's topic words; beside a narrative whose subject it lacks (`assign.ts`), it counts half. Board posts
 * are left alone: a reaction there often names no one and still answers the story ("$18B for a lab with one model").
 */
export function topicPiece(evidence: PieceEvidence): boolean {
  return (
    evidence.kind === undefined &&
    !evidence.question &&
    !namesSomeone(evidence) &&
    evidence.source !== undefined &&
    !onBoard(evidence.source)
  );
}
