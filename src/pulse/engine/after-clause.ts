import { normalizeName } from "./features.js";
import { cleanTitle } from "./headline.js";

/**
 * "OpenAI switches free ChatGPT users back to the old model, three days after GPT-5.5", "Halcyon raises $2.1B, two
 * days after shipping H3": a headline that dates its news by an earlier event reports another event than that one.
 * What follows "after", up to the clause's end, is background: the earlier event's story, not this item's ("Two days
 * after layoffs, Scale AI lands a $180M Army contract": the layoffs).
 */
const AFTER = /\b(?:hours?|days?|weeks?|months?)\s+after\s+(.+)$/i;
/** Where the clause ends: a comma, a colon, a dash, or a full stop (not the one inside "GPT-5.5"). */
const CLAUSE_END = /[,;:!?–—]|\.(?:\s|$)/;

/** The event a headline dates its news by: its words, and those written as names (capitalised, or a figure). */
export interface AfterClause {
  /** Every word of the clause ("gpt5.5", "flash", "launch"). */
  words: Set<string>;
  /** The words the headline writes as names ("Flash", "GPT-5.5", "Anthropic"; not "launch", "data"). */
  names: Set<string>;
}

/** The event a headline dates its news by, or undefined when it dates by none. */
export function afterClause(title: string): AfterClause | undefined {
  const m = AFTER.exec(cleanTitle(title));
  if (!m) return undefined;
  const words = new Set<string>();
  const names = new Set<string>();
  const clause = (m[1] as string).split(CLAUSE_END)[0] as string;
  for (const raw of clause.split(/[\s,;:!?()"“”]+/)) {
    const bare = raw.replace(/['’]s$/, "").replace(/^[^a-z0-9]+|[^a-z0-9]+$/gi, "");
    const word = normalizeName(bare);
    if (word.length < 2) continue;
    words.add(word);
    if (/^[A-Z0-9]/.test(bare)) names.add(word);
  }
  return { words, names };
}

/** The words of the event a headline dates its news by ("gpt5.5", "flash", "launch"), or undefined. */
export function afterClauseTerms(title: string): Set<string> | undefined {
  return afterClause(title)?.words;
}
