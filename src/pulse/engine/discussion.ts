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

/**
 * Every recent member is a board post that says no kind of event: talk on a topic (a tool, a tutorial, a toot, a
 * complaint about a product), and no story yet. A report of an event on the topic is not part of that talk: it
 * founds its own narrative, and when both tell one thing in the same words, the merge (cosine ≥ 0.3) joins them.
 */
export function talkOnly(n: Pick<Narrative, "recent" | "kinds">): boolean {
  return n.kinds.size === 0 && n.recent.length > 0 && n.recent.every((m) => BOARDS.has(m.source));
}
