import { ITEMS_8K } from "../../sources/adapters/sec-8k-items.js";

/**
 * Text that a source writes the same way on every item, whatever the item is about: an EDGAR filing's form type,
 * 8-K item captions, exhibit codes and the filer's city; a Polymarket market's odds, volume and end date. Read as
 * terms, they make two companies' filings or two markets look alike: "Entry into a Material Definitive Agreement"
 * is a Title Case phrase the tagger calls a name, and "8-K", "EX-99.1" or a "$84K" volume look like model names
 * (features.ts), the strongest evidence there is. Such text is left out of an item's terms; the event kind is
 * still read from the full text ("Results of Operations" says earnings).
 *
 * Sources are recognised by id ("sec-edgar", "polymarket", and ids that start with them, as a roster may name a
 * second instance), and each rule matches only the exact format its adapter writes (src/sources/adapters/), so an
 * item in another shape keeps its text.
 */

export interface TermText {
  title: string;
  content: string;
  /** The content is a list of headlines, to be put in sentence case as titles are (features.ts). */
  titleCase?: boolean;
}

/** The part of an item's text that its terms are read from (all of it, for most sources). */
export function termText(source: string | undefined, title: string, content: string): TermText {
  if (source?.startsWith("sec-edgar")) return edgarText(title, content);
  if (source?.startsWith("polymarket")) return marketText(title, content);
  return { title, content };
}

/** Corporate suffixes: every filer has one, so they say nothing about which one this is. */
const SUFFIX =
  /,?\s+\b(?:inc|corp|corporation|co|ltd|llc|plc|l\.?p|n\.?v|s\.?a|holdings?|group)\b\.?(?=\s|,|\(|$)/gi;
/** "NVIDIA CORP (NVDA) files 8-K: Results of …": the filer (with its ticker) is what the title says. */
const FILER = /^(.*?) files \S+(?::|$| for )/;
/** "EX-99.1", "EX-31.1 and EX-32.1", the form types, and file names in parentheses ("(nvda-8k.htm)", "(index)"). */
const EXHIBIT =
  /\bEX-\d+(?:\.\d+)?\b|\b(?:8-K|10-Q|10-K|S-1\/A|S-1|S-4|424B4)\b|\((?:[\w.-]+\.[a-z]{2,4}|index)\)/gi;
/** The captions of 8-K items, as the adapter writes them in titles and "Items:" lists. */
const CAPTIONS = Object.values(ITEMS_8K);
/** Document labels every filing carries. */
const DOC_WORDS =
  /\b(?:press release|certifications?|matching documents?|quarterly report|annual report)\b/gi;

/** The adapter's fixed sentences: "Form 8-K filed … by FILER, City, ST.", "Items: ….", "Date of report: …". */
const FILED = /\bForm \S+ filed \S+(?: \(date not given\))? by [^.]*(?:\.[^.\s][^.]*)*?\.(?=\s|$)/;
const FIXED =
  /\b(?:Items: [^.]*(?:\.\d\d[^.]*)*\.|(?:Date of report|Period): \d{4}-\d{2}-\d{2}\.|Matching documents:)/g;

function edgarText(title: string, content: string): TermText {
  const filer = FILER.exec(title);
  if (!filer || !FILED.test(content)) return { title, content };
  // What is left says what this filing is about: the documents' descriptions (press-release headlines).
  let text = content.replace(FILED, " ").replace(FIXED, " ").replace(EXHIBIT, " ").replace(DOC_WORDS, " ");
  for (const caption of CAPTIONS) text = text.split(caption).join(" ");
  const name = (filer[1] as string).replace(SUFFIX, "");
  // Exhibit descriptions are often in capitals ("EX-99.2 CFO COMMENTARY"); only the filer's name is a name there.
  const own = new Set(name.toUpperCase().split(/[^A-Z0-9]+/));
  text = text.replace(/\b[A-Z]{4,}\b/g, (w) => (own.has(w) ? w : w.toLowerCase()));
  // Press-release headlines come in Title Case, which makes "Fiscal", "Quarter", "Results" names to the tagger.
  return { title: name, content: text.replace(SUFFIX, ""), titleCase: true };
}

/**
 * The adapter's odds line, "Yes 62% (+8 pts in 24 h) · No 38% · 24 h volume $1.2M · ends 2026-12-31.", then the
 * market's description ("Resolves Yes if … before January 1, 2027."). Of the odds line only a multi-outcome
 * market's outcomes are kept ("DeepSeek 71% · Qwen 17%"): they are the names the market is about; "Yes", "No",
 * the odds, the volume (which would read as an amount) and the end date are the same on every market.
 */
const SUMMARY = /^(.*?(?:24 h volume \$[\d.]*\d[KMB]?|ends \d{4}-\d{2}-\d{2}))\.(?:\s+|$)/s;
const OUTCOME = /^(.*?) [<>]?\d+%/;
const RESOLVES =
  /\b(?:(?:[Tt]his market will )?[Rr]esolves? (?:to )?(?:"Yes"|"No"|Yes|No)(?: if)?|Otherwise, this market will resolve to "No"\.)(?=\W|$)/g;

function marketText(title: string, content: string): TermText {
  const summary = SUMMARY.exec(content);
  if (!summary) return { title, content };
  const outcomes: string[] = [];
  for (const part of (summary[1] as string).split(" · ")) {
    const outcome = OUTCOME.exec(part)?.[1];
    if (outcome && outcome !== "Yes" && outcome !== "No") outcomes.push(outcome);
  }
  const description = content.slice(summary[0].length).replace(RESOLVES, " ");
  return { title, content: [outcomes.join(", "), description].filter(Boolean).join(". ") };
}
