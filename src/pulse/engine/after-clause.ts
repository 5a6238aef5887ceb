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
  /**
   * When the clause says "its"/"their" ("two days after its outage"): the names the headline writes outside it, one
   * of which owns the earlier event, and how long before the headline's news the clause puts that event.
   */
  owners?: { names: Set<string>; sinceMs: number } | undefined;
}

/** The event a headline dates its news by, or undefined when it dates by none. */
export function afterClause(title: string): AfterClause | undefined {
  const clean = cleanTitle(title);
  const m = AFTER.exec(clean);
  if (!m) return undefined;
  const words = new Set<string>();
  const names = new Set<string>();
  const clause = (m[1] as string).split(CLAUSE_END)[0] as string;
  readWords(clause, words, names);
  // "Akamai buys Askrigg …, two days after its outage", "A day after its Series B, Quennell is sued": the clause's
  // "its" is a party the headline names outside it, so the earlier event is that party's. Its names are the
  // clause's names too (the one the narrative is about among them).
  // "Akamai buys Askrigg …, two days after its outage", "A day after its Series B, Quennell is sued": the clause's
  // "its" is a party the headline names outside it, and the earlier event is that party's, the stated time ago.
  if (!POSSESSIVE.test(clause)) return { words, names };
  const start = m.index + m[0].length - (m[1] as string).length;
  const rest = `${clean.slice(0, start)} ${clean.slice(start + clause.length)}`;
  const owners = new Set<string>();
  readWords(rest, new Set(), owners);
  return { words, names, owners: { names: owners, sinceMs: interval(clean.slice(0, start)) } };
}

/** A possessive pronoun: the clause's event belongs to a party named elsewhere in the headline. */
const POSSESSIVE = /\b(?:its|their)\b/i;
const UNIT_MS: Record<string, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_592_000_000,
};
const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  the: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
/** "two days after" → two days; "hours after" → an hour (the least it says). */
function interval(before: string): number {
  const m = /(?:\b(\w+)\s+)?(hour|day|week|month)s?\s+after\s*$/i.exec(before);
  if (!m) return 0;
  const unit = UNIT_MS[(m[2] as string).toLowerCase()] ?? 0;
  const word = (m[1] ?? "").toLowerCase();
  return unit * (COUNT[word] ?? (/^\d+$/.test(word) ? Number(word) : 1));
}

/** The words of a stretch of headline into `words`, those it writes as names (capitalised, a figure) into `names`. */
function readWords(text: string, words: Set<string>, names: Set<string>): void {
  for (const raw of text.split(/[\s,;:!?()"“”]+/)) {
    const bare = raw.replace(/['’]s$/, "").replace(/^[^a-z0-9]+|[^a-z0-9]+$/gi, "");
    const word = normalizeName(bare);
    if (word.length < 2) continue;
    words.add(word);
    if (/^[A-Z0-9]/.test(bare)) names.add(word);
  }
}

/** The words of the event a headline dates its news by ("gpt5.5", "flash", "launch"), or undefined. */
export function afterClauseTerms(title: string): Set<string> | undefined {
  return afterClause(title)?.words;
}
