import { boardPost } from "./discussion.js";
import type { EventKind } from "./events.js";

/**
 * Boards whose posts are mostly articles: a Hacker News or Lobsters link is titled with the page's headline, a dev.to
 * post is a blog post. Their headlines follow the outlets' habit (a report names its party), unlike a Reddit thread,
 * a toot, a Stack Exchange question or a repository.
 */
const ARTICLE_BOARDS = new Set(["hackernews", "lobsters", "devto"]);

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
 * The item is an article on a topic, not a report of an event: it comes from an outlet (a news site, a lab's blog,
 * a paper or model page) or a board of articles (`ARTICLE_BOARDS`), says no kind of event, does not ask, and its
 * headline names no one, though its excerpt may in passing ("The hidden cost of agents: observability bills", "The
 * year AI note-takers took over the meeting", "The AI start-ups that shut down this year", "Prompt caching explained
 * with diagrams"). An article reporting a story names its party in the headline, so such a piece shares only the
 * story's topic words; beside a narrative whose subject it lacks (`assign.ts`), it counts half. Other board posts
 * are left alone: a reaction there often names no one and still answers the story ("$18B for a lab with one model").
 */
export function topicPiece(evidence: PieceEvidence): boolean {
  return (
    evidence.kind === undefined &&
    !evidence.question &&
    !namesSomeone(evidence) &&
    evidence.source !== undefined &&
    (!boardPost(evidence.source) || ARTICLE_BOARDS.has(evidence.source))
  );
}
