import { cleanTitle } from "./headline.js";
import type { Narrative } from "./narrative.js";

/** Boards whose every post asks something: a Q&A site's questions, a prediction market's markets. */
const ASKING_SOURCES = new Set(["stackexchange", "polymarket"]);
/** Board prefixes that mark a post as a question or a discussion rather than a report ("Ask HN:", "[D]"). */
const ASKING_PREFIX = /^(?:ask\s+(?:hn|lobsters)\s*[:\-–—]|\[d\])/i;

/**
 * The item asks rather than reports: an "Ask HN" or "[D]" post, a Q&A site's question, a market's question, or a
 * headline that ends in a question mark. A question on a topic ("How are people evaluating long-context models on
 * tables?") reports no event on it.
 */
export function isQuestion(title: string, source: string): boolean {
  if (ASKING_SOURCES.has(source) || ASKING_PREFIX.test(title.trim())) return true;
  return cleanTitle(title).endsWith("?");
}

/**
 * Every recent member asks and none reports a kind of event: a question on a topic, and no story yet. A report
 * that shares its topic words is not its answer ("Will the EU designate a model with systemic risk?" the day
 * before the AI Office's first request), nor is another question on the topic the same question: either founds its
 * own narrative. Only a question that says what happened ("API down for everyone?") joins, as a report would.
 */
export function asksOnly(n: Pick<Narrative, "recent" | "kinds">): boolean {
  return n.kinds.size === 0 && n.recent.length > 0 && n.recent.every((m) => m.question === true);
}
