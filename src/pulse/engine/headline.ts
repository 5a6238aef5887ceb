import { memoByText } from "./memo.js";

/**
 * Headline and sentence clean-up shared by the features (a "Show HN:" prefix is not a topic word) and the naming
 * (titles and summaries read like headlines and sentences, not like feed entries).
 */

/** Board prefixes: Hacker News and Lobsters post kinds, Reddit flair tags such as "[R]", "[D]", "[N]", "[P]". */
const PREFIXES = [/^(?:\[[^\]]{1,24}\]\s*)+/, /^(?:show|ask|tell|launch)\s+(?:hn|lobsters)\s*[:\-–—]\s*/i];
/** Trailing media markers: "[pdf]", "(video)", "(2024)", "(arXiv:2406.01234)". */
const MARKERS = /\s*[[(](?:pdf|video|audio|paper|slides|arxiv[^)\]]*|\d{4})[\])]\s*$/i;
/** Separators before a trailing publisher or site name ("… - Reuters", "… | The Verge", "… — TechCrunch"). */
const SITE_SEPARATORS = [" - ", " | ", " — ", " – ", " · ", " :: "];

/**
 * A trailing segment is a site name when it is short (publishers are 1–4 words: "Reuters", "The Verge", "Ars
 * Technica", "Financial Times") and starts with a capital or digit, while the rest still reads as a headline (≥ 3
 * words). A longer tail is more likely part of the headline ("GPT-5 - what changed and why it matters").
 */
function stripSite(title: string): string {
  let out = title;
  for (let guard = 0; guard < 3; guard++) {
    let cut = -1;
    for (const sep of SITE_SEPARATORS) cut = Math.max(cut, out.lastIndexOf(sep));
    if (cut < 0) break;
    const head = out.slice(0, cut).trim();
    const tail = out.slice(cut + 3).trim();
    const tailWords = tail.split(/\s+/).length;
    const headWords = head.split(/\s+/).length;
    if (tailWords > 4 || tail.length > 40 || headWords < 3 || !/^[A-Z0-9]/.test(tail) || /[?!]$/.test(tail))
      break;
    out = head;
  }
  return out;
}

/**
 * A feed headline as a narrative title: prefixes, markers and site suffixes out, quotes and spacing tidied. Each batch
 * re-cleans the titles of every touched narrative's exemplars (ranking them, then naming the narrative) and each
 * item's own title up to four times, six regular expressions a call: remembered by raw title.
 */
export const cleanTitle: (raw: string) => string = memoByText(clean);

function clean(raw: string): string {
  let t = raw.replace(/\s+/g, " ").trim();
  for (const p of PREFIXES) t = t.replace(p, "");
  t = t.replace(MARKERS, "");
  t = stripSite(t);
  t = t.replace(/^["“'‘]+(.*?)["”'’]+$/, "$1").replace(/[\s:|\-–—]+$/, "");
  return t.trim();
}

/** Words before a period that do not end a sentence. */
const ABBREVIATIONS = new Set(
  "mr mrs ms dr prof st jr sr inc ltd corp co vs etc e.g i.e u.s u.k u.n e.u jan feb mar apr jun jul aug sep sept oct nov dec no fig approx est".split(
    " ",
  ),
);

/** The longest of `ABBREVIATIONS`. */
const ABBREVIATION_MAX = Math.max(...[...ABBREVIATIONS].map((w) => w.length));
const OPENING_QUOTES = `"“'(`;

/**
 * Whether `text[from, to)`, the word before a full stop, less its opening quotes and in lower case, is a known
 * abbreviation or an initial. Lower-casing never shortens a string, so a longer word is neither without building
 * its lower-case copy (most words before a full stop are).
 */
function abbreviationAt(text: string, from: number, to: number): boolean {
  let f = from;
  while (f < to && OPENING_QUOTES.includes(text[f] as string)) f++;
  if (to - f > ABBREVIATION_MAX) return false;
  const word = text.slice(f, to).toLowerCase();
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word);
}

/** Whitespace that `replace(/\s+/g, " ")` changes: any but a space, or two in a row. */
const UNEVEN_SPACE = /[^\S ]|\s{2}/;

/**
 * Sentences of a plain-text excerpt. A period ends a sentence when whitespace and a capital, digit or quote
 * follow, and the word before it is neither a known abbreviation nor an initial ("J. Smith").
 */
export function splitSentences(text: string): string[] {
  // Most texts have single spaces only, where the replacement gives the text itself: then it is not built anew
  // (a copy of every item's whole content, and of every exemplar's lead for each summary).
  const clean = (UNEVEN_SPACE.test(text) ? text.replace(/\s+/g, " ") : text).trim();
  const out: string[] = [];
  let start = 0;
  const end = /[.!?]+["”’')\]]*\s+(?=["“‘'(]?[A-Z0-9])/g;
  for (let m = end.exec(clean); m; m = end.exec(clean)) {
    // The word before the mark: `clean` has single spaces only, so it starts after the last one (not splitting
    // the whole sentence into words for it: this runs on every exemplar's lead for every summary).
    if (
      clean[m.index] === "." &&
      abbreviationAt(clean, Math.max(start, clean.lastIndexOf(" ", m.index - 1) + 1), m.index)
    )
      continue;
    out.push(clean.slice(start, m.index + m[0].length).trim());
    start = m.index + m[0].length;
  }
  const rest = clean.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Cuts at a word boundary with an ellipsis when longer than `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/**
 * The opening of an item's content, for summaries: whole sentences up to `max` characters (the first sentence
 * alone is clipped when it is longer).
 */
export function leadOf(content: string, max = 280): string {
  const sentences = splitSentences(content);
  let lead = "";
  for (const s of sentences) {
    const next = lead ? `${lead} ${s}` : s;
    if (next.length > max) break;
    lead = next;
  }
  return lead || clip(sentences[0] ?? "", max);
}

/**
 * Whether the title is only the text's opening words (a toot without a link card is titled by its first sentence)
 * rather than a headline someone wrote to say what the item is about. Compared on letters and digits alone, so
 * the ellipsis or the full stop that ends a cut title does not matter.
 */
function titleIsOpening(title: string, content: string): boolean {
  const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const t = letters(title);
  // Only as much of the content as could hold the title: a long article costs nothing here.
  return t.length > 0 && letters(content.slice(0, title.length * 2 + 64)).startsWith(t);
}

/** Fewer words than it takes to say who did what ("640MB", a bare product name). */
const HEADLINE_WORDS = 3;

/**
 * Whether the title is a headline, written to say what the item is about: long enough to say who did what, and not
 * just the text's own opening words.
 */
export function isHeadline(title: string, content: string): boolean {
  return cleanTitle(title).split(" ").length >= HEADLINE_WORDS && !titleIsOpening(title, content);
}
