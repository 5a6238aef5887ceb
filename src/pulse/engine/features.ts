import { EVENT_WORDS, type EventKind, eventKind, type Words } from "./events.js";
import { type Frame, ownedNames, readFrame } from "./frame.js";
import { cleanTitle, isHeadline } from "./headline.js";
import { type HeadlineAct, headlineAct } from "./new-act.js";
import { type Tokens, tokenize } from "./nlp.js";
import { isQuestion } from "./question.js";
import { termText } from "./source-boilerplate.js";
import { asksAboutEvents, sourceKind, titleKind } from "./source-kind.js";

/**
 * Features of one item: weighted term counts over lemmas, proper nouns, model names and noun-phrase bigrams.
 * The weights say how much a word tells one story from another; IDF (vectors.ts) then discounts what is common.
 * They rest on the reasons given beside each, not on the evaluation set: there, halving or doubling any one of
 * them (title 1–3, names 1–3, model names 2, verbs 0.25, bigrams 0–2, 350 characters of content) moves B-cubed F1
 * by at most 0.02.
 */

/** Title words count twice: a headline names the story, the excerpt wanders (comments, boilerplate, background). */
export const TITLE_WEIGHT = 2;
/** Names (companies, people, products, places) identify a story better than common nouns do. */
const PROPN_WEIGHT = 2;
/** Model and product names with digits ("gpt-5.5", "h200", "qwen3.5") are the sharpest identifiers there are. */
const MODEL_WEIGHT = 3;
const NOUN_WEIGHT = 1;
/** A part of a hyphenated model name ("r3" in "deepseek-r3"): a name, but only a part of one. */
const PART_WEIGHT = 1;
/**
 * The family name of a versioned model name: "olmo" in "olmo4", "gpt" in "gpt5.5"; not "cve" in "cve2026-48211"
 * (a version has at most three digits; four are a year or an id).
 */
const FAMILY = /^([a-z]{3,})\d{1,3}(?!\d)/;
/** Adjectives and verbs carry some topic ("open", "acquire", "ban") but many are generic ("big", "make"). */
const ADJ_WEIGHT = 0.7;
const VERB_WEIGHT = 0.5;
/** A noun phrase ("export control", "nvidia h200") is rarer and more specific than either word. */
const BIGRAM_WEIGHT = 1;
/** Only the excerpt's opening: that is where the story is said; later text is comments and background. */
const CONTENT_CHARS = 700;

const KEPT_POS: Record<string, number> = {
  PROPN: PROPN_WEIGHT,
  NOUN: NOUN_WEIGHT,
  ADJ: ADJ_WEIGHT,
  VERB: VERB_WEIGHT,
};
const PHRASE_POS = new Set(["PROPN", "NOUN"]);

/** Words wink does not flag as stop words but that every news item and forum post uses. */
const BOILERPLATE = new Set(
  [
    "say tell report according new year week day month today yesterday tomorrow time people thing way make use get",
    "go know think look want need like just also really lot post comment thread article read link via update http",
    "https www com html hn reddit show ask image video click subscribe",
    // Dates name when, not what: two stories told on the same Tuesday are not one story.
    "monday tuesday wednesday thursday friday saturday sunday january february april june july august september",
    "october november december",
  ]
    .join(" ")
    .split(" "),
);

/**
 * A token with a digit, with dots or hyphens inside: "GPT-5.5", "Qwen3.5", "H200", "Llama-4" (and plain numbers,
 * which `protectNames` leaves alone). Words without digits never match, so most words cost nothing here.
 */
const DIGIT_TOKEN = /(?:[A-Za-z][A-Za-z0-9]*[.-])*[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[.-][A-Za-z0-9]+)*/g;
/** Ordinals, decades and clock times have digits and letters but name nothing. */
const NOT_A_NAME = /^\d+(?:st|nd|rd|th|s|am|pm|h|hrs?|min|x)$/i;
/** wink splits "GPT-5.5" into three tokens; such names are swapped for one-word placeholders before tagging. */
const PLACEHOLDER = "Zqx";

/** "GPT-5.5" → "gpt5.5", "Llama-4" → "llama4": hyphens between a word and its version number vary by outlet. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/([a-z])-(?=\d)/g, "$1");
}

/**
 * A release's number as its coverage writes it: the tag says "v2.0.0", the headline "Whimbrel 2.0", a post
 * "version 2.0" or "shipping a 2.0". One term for all of them, "v2.0": the leading "v" dropped and then written, and
 * trailing ".0" parts after the minor one dropped ("v2.0.0" is "v2.0"; "1.0.3" stays "v1.0.3"). A bare number was
 * dropped as a number, so a post that names the release by its number ("rewrite in rust, version 2.0", "fourteen
 * months of 0.x and then one day it just says 1.0") shared nothing with it. Round 10: pulse-round5 0.87141 →
 * 0.87794, pulse-round6 0.83269 → 0.83504, pulse-round7 0.87384 → 0.87807, pulse 0.95631 → 0.95436 (a question
 * on "LangGraph 2" two days after "LangGraph 2.0", whose centroid now holds "v2.0"), the others unchanged.
 */
export function versionTerm(written: string): string {
  const parts = written.replace(/^[vV]/, "").split(".");
  while (parts.length > 2 && parts[parts.length - 1] === "0") parts.pop();
  return `v${parts.join(".")}`;
}

/** A tagged version ("v2.0.0", "V3.1"): `versionTerm` writes it. */
const TAGGED_VERSION = /^[vV]\d{1,3}(?:\.\d{1,3}){1,2}$/;
/**
 * A bare number written as a version: a major release ("2.0", "3.0") or three parts ("1.0.3"). Other decimals are
 * figures ("2.5", "71.2"), not release numbers.
 */
const BARE_VERSION = /^(?:\d{1,3}\.0|\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A licence's version names the licence, not a release ("under Apache 2.0", "GPL 3.0", "CC BY 4.0"): every open
 * model's card and coverage says one, so as a release's number it would join releases of different things.
 */
const LICENCE = new Set(["apache", "gpl", "agpl", "lgpl", "mpl", "epl", "bsd", "by", "license", "licence"]);

function placeholderFor(i: number): string {
  let s = "";
  let n = i;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return PLACEHOLDER + s;
}

/**
 * "$40 million", "$40M" and "40m" are one amount, which two outlets reporting one deal share and two deals of the
 * same company rarely do: amounts are written as "40m" / "2.5b" / "1.2t", which `protectNames` then keeps as names.
 */
const AMOUNT =
  /(\d+(?:\.\d+)?)\s*(million|mn|billion|bn|trillion|tn|millions|millionen|milioni|millones|milhões|milliards?|milliarden|miliardi)\b/giu;
/**
 * The scale of a unit: the first letter of an English one; a milliard (French, German, Italian) is a billion. Other
 * languages write the same amounts ("600 millions d'euros", "80 Millionen Euro", "4 milioni di euro") and share them
 * with the English coverage, where their words share nothing else: pulse-final F1 0.861 → 0.865 (ARI 0.764 →
 * 0.771), pulse-blind 0.817 → 0.819 (ARI 0.679 → 0.682), the other sets unchanged.
 */
function scaleOf(unit: string): string {
  const u = unit.toLowerCase();
  if (u.startsWith("milliard") || u.startsWith("miliard")) return "b";
  return u[0] === "b" ? "b" : u[0] === "t" ? "t" : "m";
}

/** Swaps model names for placeholders and splits "export-control" into two words; returns the names found. */
function protectNames(text: string, names: string[]): string {
  const amounts = text.replace(AMOUNT, (_, n: string, unit: string) => `${n}${scaleOf(unit)}`);
  const swapped = amounts.replace(DIGIT_TOKEN, (m) => {
    if (!/[A-Za-z]/.test(m) || !/\d/.test(m) || NOT_A_NAME.test(m)) return m;
    names.push(TAGGED_VERSION.test(m) ? versionTerm(m) : normalizeName(m));
    return placeholderFor(names.length - 1);
  });
  return swapped.replace(/(?<=[A-Za-z])-(?=[A-Za-z])/g, " ");
}

/**
 * Headlines in Title Case make every word look like a name to the tagger ("OpenAI Releases New Reasoning Model").
 * Such a title is put in sentence case before tagging, keeping acronyms, camel-case names, placeholders and the
 * words the excerpt itself writes as names.
 */
function sentenceCase(title: string, names: Set<string>): string {
  const words = title.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
  const capitalised = words.filter((w) => /^[A-Z]/.test(w)).length;
  if (words.length < 3 || capitalised / words.length < 0.6) return title;
  return title.replace(/[A-Za-z]+/g, (w) => {
    if (w.startsWith(PLACEHOLDER) || /^[A-Z]{2,}$/.test(w) || /[a-z][A-Z]/.test(w)) return w;
    return names.has(w.toLowerCase()) ? w : w.toLowerCase();
  });
}

function add(counts: Map<string, number>, term: string, weight: number): void {
  counts.set(term, (counts.get(term) ?? 0) + weight);
}

/**
 * Adds one text's weighted terms and noun-phrase bigrams to `counts`, and the proper-noun terms (company, person and
 * place names; not model names) to `proper`.
 */
function countTokens(
  tokens: Tokens,
  names: string[],
  multiplier: number,
  counts: Map<string, number>,
  proper: Set<string>,
  known: KnownName | undefined,
  seen?: Set<string>,
): void {
  // The previous kept token, for bigrams (scalars, not an object per token).
  let prevTerm = "";
  let prevPhrase = false;
  let prevProper = false;
  let prevIndex = -2;
  const { lemma, pos, stop, type, value } = tokens;
  for (let i = 0; i < value.length; i++) {
    const surface = value[i] as string;
    // A possessive does not break a noun phrase: "Nvidia's H200" is the phrase "nvidia h200".
    if (surface === "'s" || surface === "’s") {
      if (prevIndex === i - 1) prevIndex = i;
      continue;
    }
    let term: string;
    let weight: number;
    let phrase: boolean;
    let isProper = false;
    if (surface.startsWith(PLACEHOLDER)) {
      term = names[placeholderIndex(surface)] ?? (lemma[i] as string);
      weight = MODEL_WEIGHT;
      phrase = true;
      // "DeepSeek-R3" is also "DeepSeek R3" in another outlet's words, and "OLMo-4-7B" an "OLMo 4": the parts
      // and the family name before a version number count too, more lightly.
      for (const part of term.split("-")) {
        const family = FAMILY.exec(part)?.[1];
        const name = family ?? (part !== term && part.length > 1 && /[a-z]/.test(part) ? part : undefined);
        if (name === undefined) continue;
        add(counts, name, PART_WEIGHT * multiplier);
        seen?.add(name);
      }
    } else if (
      type[i] === "number" &&
      BARE_VERSION.test(surface) &&
      type[i - 1] !== "currency" &&
      !LICENCE.has(lemma[i - 1] as string) &&
      value[i + 1] !== "%"
    ) {
      // A bare release number ("Hollowbrook 2.0", "version 2.0"): the release's own number, in the form its tag
      // has ("v2.0.0" is "v2.0"), as part of the name it follows.
      term = versionTerm(surface);
      weight = PART_WEIGHT;
      phrase = true;
    } else {
      // A word the stream has mostly seen written as a name is one here too, in whatever case and whatever the
      // tagger made of it ("the tutorly complaint": wink reads "tutorly" as an adverb and drops it). Lower-cased
      // only when it could be one: a tagged name (most capitalised words) needs no copy.
      let lower = "";
      let recalled = false;
      if (pos[i] !== "PROPN" && type[i] === "word" && !stop[i] && known !== undefined) {
        lower = surface.toLowerCase();
        recalled = isNameLike(lower) && known(lower);
      }
      const p = recalled || writtenAsName(tokens, i) ? "PROPN" : (pos[i] as string);
      // Such a name keeps the weight of the part of speech the tagger gave it: weighing it as a name let names
      // alone join one company's different events (development set: B-cubed precision 0.941 → 0.905).
      const posWeight = KEPT_POS[pos[i] as string] ?? (p === "PROPN" ? NOUN_WEIGHT : undefined);
      const l = recalled ? lower : (lemma[i] as string);
      if (posWeight === undefined || stop[i] || type[i] !== "word" || l.length < 2) continue;
      if (!/^[a-z][a-z0-9.'&]*$/.test(l) || BOILERPLATE.has(l)) continue;
      term = l.endsWith("'s") ? l.slice(0, -2) : l.endsWith(".") ? l.slice(0, -1) : l;
      weight = posWeight;
      phrase = PHRASE_POS.has(p);
      isProper = p === "PROPN" && !EVENT_WORDS.has(term);
      if (isProper) proper.add(term);
    }
    add(counts, term, weight * multiplier);
    seen?.add(term);
    if (phrase && prevPhrase && prevIndex === i - 1 && prevTerm !== term) {
      const bigram = `${prevTerm} ${term}`;
      add(counts, bigram, BIGRAM_WEIGHT * multiplier);
      seen?.add(bigram);
      // "new mexico", "acme ai", "nvidia's chips": a phrase built on a name says who, as the name does.
      if (isProper || prevProper) proper.add(bigram);
    }
    prevTerm = term;
    prevPhrase = phrase;
    prevProper = isProper;
    prevIndex = i;
  }
}

/** A word that could be a name: not boilerplate, not a word that says what happened. */
function isNameLike(word: string): boolean {
  return /^[a-z][a-z0-9.'&]*$/.test(word) && !BOILERPLATE.has(word) && !EVENT_WORDS.has(word);
}

/** Whether the stream so far has mostly seen a (lower-case) word written as a name. */
export type KnownName = (word: string) => boolean;

/**
 * A capitalised word inside a sentence (after another word, not after a full stop, colon or dash) is written as a
 * name, whatever the tagger made of it: in "Toronto AI firm Cohere to cut jobs" wink reads "Cohere" as a verb.
 * Title Case headlines were put in sentence case before tagging (`sentenceCase`), so their capitals are names too.
 */
function writtenAsName(tokens: Tokens, i: number): boolean {
  if (i === 0 || tokens.type[i - 1] !== "word") return false;
  const v = tokens.value[i] as string;
  return /^[A-Z][a-z]/.test(v) && !tokens.stop[i];
}

function placeholderIndex(value: string): number {
  let n = 0;
  for (const c of value.slice(PLACEHOLDER.length)) n = n * 26 + (c.charCodeAt(0) - 97);
  return n;
}

/** Cuts the excerpt to its opening, at a word boundary. */
function opening(content: string): string {
  if (content.length <= CONTENT_CHARS) return content;
  const cut = content.slice(0, CONTENT_CHARS);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

/** Lemmas with model names restored from their placeholders (the first `limit` tokens): what event typing reads. */
function wordsOf(tokens: Tokens, names: string[], limit: number): Words {
  const n = Math.min(limit, tokens.value.length);
  const lemma: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = tokens.value[i] as string;
    lemma[i] = v.startsWith(PLACEHOLDER)
      ? (names[placeholderIndex(v)] ?? (tokens.lemma[i] as string))
      : (tokens.lemma[i] as string);
  }
  return { lemma, value: tokens.value };
}

/** Tokens of the excerpt given to event typing: its opening sentence fits in them. */
const LEAD_TOKENS = 40;

export interface ItemFeatures {
  /** Weighted term counts (term → summed weight; unigrams are lemmas, bigrams two terms joined by a space). */
  counts: Map<string, number>;
  /** The terms that are proper names (companies, people, places): shared alone, they are weak evidence. */
  proper: Set<string>;
  /** What happened, when the headline or the excerpt's opening says it clearly (events.ts). */
  kind: EventKind | undefined;
  /**
   * The terms of a real headline, which states the item's subject: a name only in the excerpt is mentioned, not
   * reported on (an arXiv abstract's "Llama, Qwen and Gemma"). Undefined when the title is just the text's own
   * opening (a toot titled by its first sentence, headline.ts): there the whole text says what the post is about.
   */
  headline: Set<string> | undefined;
  /** Who did what to whom, as the headline says it (frame.ts); undefined when it has no kind or names no one. */
  frame: Frame | undefined;
  /** The headline's names said only as what another name owns ("Letterbox OCR", frame.ts `ownedNames`). */
  owned: Set<string>;
  /** The headline's opening actor and verb when it says no kind of event (new-act.ts). */
  act: HeadlineAct | undefined;
}

/**
 * Terms, proper names and event kind of an item. Deterministic: the same text gives the same maps, same order.
 * `source` (the item's source id) lets a source's boilerplate be left out of the terms (source-boilerplate.ts);
 * the kind is still read from the whole text. `known` (the words the stream reads as names) makes names of those
 * words whatever their case here; the same text and the same `known` give the same result.
 */
export function analyseItem(
  title: string,
  content: string,
  source?: string,
  known?: KnownName,
): ItemFeatures {
  const counts = new Map<string, number>();
  const names: string[] = [];
  const proper = new Set<string>();
  const text = termText(source, title, content);
  const head0 = protectNames(cleanTitle(text.title), names);
  let body0 = protectNames(opening(text.content), names);
  // The filer's own name stays a name in its press releases' headlines.
  if (text.titleCase) body0 = sentenceCase(body0, new Set(head0.toLowerCase().split(/[^a-z0-9]+/)));
  const body = tokenize(body0);
  countTokens(body, names, 1, counts, proper, known);
  const head = tokenize(sentenceCase(head0, namesIn(body)));
  const headline = isHeadline(title, content) ? new Set<string>() : undefined;
  countTokens(head, names, TITLE_WEIGHT, counts, proper, known, headline);
  // The kind and the frame read the headline and the opening as tokenised for the terms, unless a source's
  // boilerplate was left out of those: the boilerplate says what happened ("files 8-K: Results of Operations"),
  // so they read the full text.
  let [kindHead, kindBody, kindNames] = [head, body, names];
  if (text.title !== title || text.content !== content) {
    kindNames = [];
    kindBody = tokenize(protectNames(opening(content), kindNames));
    kindHead = tokenize(sentenceCase(protectNames(cleanTitle(title), kindNames), namesIn(kindBody)));
  }
  const lead = kindBody.value.length ? wordsOf(kindBody, kindNames, LEAD_TOKENS) : undefined;
  const words = wordsOf(kindHead, kindNames, kindHead.value.length);
  const asks = asksAboutEvents(source);
  // A question's text tells the asker's own situation (their setup, their wait, their error), not news: only its
  // headline can say that an event happened ("API down for everyone?").
  const read = isQuestion(title, source ?? "") ? undefined : lead;
  const kind = asks ? undefined : (sourceKind(source) ?? titleKind(title) ?? eventKind(words, read));
  const frame = readFrame(words, proper, kind);
  // Only a real headline is read for a later act (new-act.ts).
  const act = headline && !asks ? headlineAct(words, kindHead.pos, proper) : undefined;
  return { counts, proper, kind, headline, frame, owned: ownedNames(words, proper), act };
}

/** The words an excerpt's tagging calls names (lower-case): a Title Case headline keeps them capitalised. */
function namesIn(body: Tokens): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < body.pos.length; i++) {
    if (body.pos[i] === "PROPN") out.add((body.value[i] as string).toLowerCase());
  }
  return out;
}

/** Weighted term counts of an item (see `ItemFeatures.counts`). */
export function extractFeatures(title: string, content: string, source?: string): Map<string, number> {
  return analyseItem(title, content, source).counts;
}
