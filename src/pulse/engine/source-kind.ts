import type { EventKind } from "./event-kinds.js";

/**
 * The event an item of some sources is by what it is, whatever its words say (events.ts): a Hugging Face model page
 * is a model released ("org/Model-7B" says nothing else), a Product Hunt post a product launched, an arXiv or
 * Hugging Face Papers entry a paper published. Their titles are names and taglines, with no predicate to read, and
 * their abstracts and taglines use event words for other things ("a low-cost rig", "learned stopping rules",
 * "redline contracts"): the source decides (features.ts reads it first). Sources are recognised by id, and ids that
 * start with it (a roster may name a second instance).
 */
const SOURCE_KINDS: readonly (readonly [string, EventKind])[] = [
  ["hf-models", "launch"],
  ["producthunt", "launch"],
  ["arxiv", "research"],
  ["hf-papers", "research"],
];

/** The kind an item of `source` reports by what it is, if its source says one. */
export function sourceKind(source: string | undefined): EventKind | undefined {
  if (!source) return undefined;
  for (const [id, kind] of SOURCE_KINDS) if (source.startsWith(id)) return kind;
  return undefined;
}

/**
 * A prediction market asks whether an event will happen by a date ("Grok 5 released before 2027?", "C3.ai acquired
 * before July 2027?"): the event its words name is the question, not news that it happened. Its items report no
 * kind, whatever their words (question.ts still marks them as asking).
 */
const ASKING_SOURCES: readonly string[] = ["polymarket"];

/** Whether `source` only asks about events (a market), so its items are typed no kind. */
export function asksAboutEvents(source: string | undefined): boolean {
  return source !== undefined && ASKING_SOURCES.some((id) => source.startsWith(id));
}

/**
 * "Show HN: Tollbridge – a tiny proxy that fails over between LLM providers": a Hacker News post that shows
 * something its poster made is that thing published, whatever its tagline says ("fails over", "nothing leaves").
 * The prefix is the post's kind, as a source's id is; "Ask HN" asks (question.ts).
 */
export function titleKind(title: string): EventKind | undefined {
  return /^show hn\b/i.test(title.trim()) ? "launch" : undefined;
}
