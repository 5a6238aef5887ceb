import type { Narrative } from "./narrative.js";

/**
 * Boards where people discuss, ask and share what they made, rather than report: Hacker News, Lobsters, Reddit,
 * Mastodon, Stack Exchange, dev.to and GitHub. A post there reports an event when its words say one (events.ts);
 * otherwise it talks about a topic.
 */
const BOARDS = new Set([
  "hackernews",
  "lobsters",
  "reddit-artificial",
  "reddit-localllama",
  "reddit-machinelearning",
  "mastodon",
  "stackexchange",
  "devto",
  "github",
]);

/** The source is a board (`BOARDS`): its posts discuss, ask and show rather than report. */
export function onBoard(source: string | undefined): boolean {
  return source !== undefined && BOARDS.has(source);
}

/**
 * Every recent member is a board post that says no kind of event: talk on a topic (a tool, a tutorial, a toot, a
 * complaint about a product), and no story yet. A report of an event on the topic is not part of that talk: it
 * founds its own narrative, and when both tell one thing in the same words, the merge (cosine ≥ 0.3) joins them.
 */
export function talkOnly(n: Pick<Narrative, "recent" | "kinds">): boolean {
  return n.kinds.size === 0 && n.recent.length > 0 && n.recent.every((m) => BOARDS.has(m.source));
}

/**
 * `paper` is a paper's story (its first recent member is an entry of or link to a paper, paper-id.ts) and `talk` is
 * talk on its topic that holds no entry or link of any paper and never says the paper's founding name
 * (title-name.ts): an explainer or a board question on the technique the paper improves, written before it
 * appeared, is not its coverage, however many topic words the two share.
 */
export function paperBesideTalk(
  paper: Pick<Narrative, "recent" | "titleName">,
  talk: Pick<Narrative, "recent" | "kinds" | "centroid">,
): boolean {
  if (paper.recent[0]?.paper === undefined || !talkOnly(talk)) return false;
  if (talk.recent.some((m) => m.paper !== undefined)) return false;
  return paper.titleName === undefined || !talk.centroid.has(paper.titleName);
}
