import { leadOf, splitSentences } from "../../../pulse/engine/headline.js";
import { tokens } from "../../../sources/simhash.js";
import type { SourceDomain, StoredContentItem } from "../../../sources/types.js";

/**
 * What happened in a narrative, in one or two sentences its own items report. Pulse's extractive summary takes the
 * most central members' openings whatever they are, so a forum post's "I have a budget of about $4,000…" could stand
 * for a model release. Here a sentence must read as reporting (third person, a statement, a whole sentence), be about
 * the story (share words with the narrative's title), and not just repeat the title; news outlets are asked first,
 * then research and filings, then forums and developer sites, each by engagement.
 */

/** Lower ranks first: the register a domain's sources write in. */
const REGISTER: Record<SourceDomain, number> = {
  "ai-business": 0,
  policy: 0,
  "ai-research": 1,
  markets: 2,
  dev: 3,
  community: 3,
};

/**
 * Pronouns of a post or a pitch rather than a report ("I", "we", "our", "you"…). Case matters: "US" is a country.
 */
const PERSONAL =
  /\b(?:I|I'm|I've|I'd|I'll|[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Ww]e're|[Ww]e've|[Ww]e'd|[Ww]e'll|[Oo]urs?|us|[Yy]ou|[Yy]ou're|[Yy]ou've|[Yy]ours?)\b/;
/** A sentence of a summary says one thing: long enough to, short enough to read in a list. */
const MIN_WORDS = 6;
const MAX_CHARS = 260;
/** Sentences lifted out of their article must stand alone: none that opens by pointing back ("But", "That"…). */
const CONTINUES =
  /^(?:But|And|So|Also|Still|Yet|However|Meanwhile|This|That|These|Those|It|Its|They|Their|He|She|His|Her)\b/;
/** Share of a sentence's words already in the title (or the first sentence) at which it only repeats it. */
const REPEATS = 0.7;
/** Sentences used: a lead and, from another item, one more that adds to it. */
const SENTENCES = 2;

export interface StoryItem {
  item: StoredContentItem;
  domain: SourceDomain;
}

/** Whether a sentence reads as reporting: a whole statement, in the third person. */
export function readsAsReport(s: string): boolean {
  return (
    !PERSONAL.test(s) &&
    !CONTINUES.test(s) &&
    /[."”’')]$/.test(s) &&
    !s.endsWith("…") &&
    !s.endsWith("...") &&
    s.split(/\s+/).length >= MIN_WORDS &&
    s.length <= MAX_CHARS
  );
}

const share = (words: readonly string[], of: ReadonlySet<string>) =>
  words.length ? words.filter((w) => of.has(w)).length / words.length : 1;

/**
 * One or two reported sentences about the story from its items (news first; the second from an item of the same
 * register as the first), else Pulse's summary's reported sentences about it, else "" (the caller then cites a
 * headline instead of quoting a post). `common`: words too frequent in the cycle ("ai", "model") to show what a
 * sentence is about.
 */
export function storySummary(
  title: string,
  items: readonly StoryItem[],
  pulseSummary: string,
  common: ReadonlySet<string> = new Set(),
): string {
  const titleWords = new Set(tokens(title).filter((w) => !common.has(w)));
  // About the story: two of the title's telling words (one when it has fewer than four).
  const need = Math.min(2, Math.max(1, titleWords.size - 2));
  const ordered = [...items].sort(
    (a, b) =>
      REGISTER[a.domain] - REGISTER[b.domain] ||
      (b.item.engagement?.score ?? 0) - (a.item.engagement?.score ?? 0) ||
      a.item.id - b.item.id,
  );
  const fromItems = ordered.map((x) => ({
    register: REGISTER[x.domain],
    sentences: splitSentences(leadOf(x.item.content, 600)),
  }));
  const pulse = { register: -1, sentences: splitSentences(pulseSummary) };
  const chosen: string[] = [];
  let register: number | undefined;
  const said = [new Set(tokens(title))];
  for (const { register: r, sentences } of [...fromItems, pulse]) {
    if (register !== undefined && r !== register) continue;
    for (const s of sentences) {
      if (!readsAsReport(s)) continue;
      const words = tokens(s);
      if (words.filter((w) => titleWords.has(w)).length < need) continue;
      if (said.some((x) => share(words, x) >= REPEATS)) continue;
      chosen.push(s);
      said.push(new Set(words));
      register = r;
      // One sentence per item: a second from the same source would only continue its own telling.
      break;
    }
    if (chosen.length === SENTENCES) break;
  }
  return chosen.join(" ");
}

/** Share of the cycle's headlines a word may appear in and still tell one story from another. */
const COMMON_SHARE = 0.05;

/** Words in more than 5% of the cycle's headlines (at least 3): "ai", "model", "open" in an AI week. */
export function commonWords(headlines: readonly string[]): Set<string> {
  const df = new Map<string, number>();
  for (const h of headlines) for (const w of new Set(tokens(h))) df.set(w, (df.get(w) ?? 0) + 1);
  const limit = Math.max(3, headlines.length * COMMON_SHARE);
  return new Set([...df].filter(([, n]) => n > limit).map(([w]) => w));
}
