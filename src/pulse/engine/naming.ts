import { cleanTitle, clip, leadOf, splitSentences } from "./headline.js";
import { memoByText } from "./memo.js";
import type { HeldExemplar } from "./narrative.js";
import { byWeight, ranked, type TermList, termList, type Vector } from "./vectors.js";

/**
 * Title and summary of a narrative, extractive: the most central members' headline and opening sentences. No
 * language model: the words are the sources' own.
 */

export type Exemplar = HeldExemplar;

/** Exemplars kept per narrative: enough for 1–3 summary sentences from different outlets, bounded per narrative. */
export const EXEMPLARS = 5;
/**
 * Terms kept per exemplar to re-score its centrality: the heavy terms decide the cosine, the tail barely moves it.
 * (12 would save 8 of the engine's 47 MB at 2,500 narratives, but changes 17 of 149 titles on the labelled set,
 * not for the better.)
 */
export const EXEMPLAR_TERMS = 24;
/** Summary: at most this many sentences and characters (a list item's subtitle, not an article). */
const SUMMARY_SENTENCES = 3;
const SUMMARY_CHARS = 420;
/**
 * A sentence whose words were mostly said already (by the title or an earlier sentence) adds nothing: outlets
 * rewrite the same wire copy, and leads often restate the headline.
 */
const ALREADY_SAID = 0.6;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9][a-z0-9.'-]*[a-z0-9]|[a-z0-9]/g) ?? []);
}

/** Share of `a`'s words found in `b`. */
function covered(a: Set<string>, b: Set<string>): number {
  if (a.size === 0) return 1;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / a.size;
}

/** A member that joined in this batch, before it is known whether it becomes an exemplar. */
export interface Candidate {
  itemId: number;
  title: string;
  /** Its text, and its lead (`leadOf(content)`) when the caller already has it: else it is read when kept. */
  content: string;
  lead?: string | undefined;
  /** The item's TF-IDF terms, heaviest first. */
  terms: readonly (readonly [string, number])[];
  similarity: number;
}

/**
 * Re-ranks exemplars (current ones plus this batch's new members) by cosine to the current centroid and keeps the
 * top `EXEMPLARS`; members with the same cleaned headline (syndicated copies) count once. New members' leads and
 * term records are only built for those kept.
 */
export function rankExemplars(
  current: readonly Exemplar[],
  fresh: readonly Candidate[],
  centroid: Vector,
): Exemplar[] {
  // One plain entry per member, what it is kept from in `current` or `fresh`: not a closure and its context each
  // (every touched narrative ranks its exemplars and new members once per batch).
  const scored: Scored[] = [];
  for (let i = 0; i < current.length; i++) {
    const e = current[i] as Exemplar;
    const score = e.termList ? round(centrality(e.termList, centroid)) : e.similarity;
    scored.push({
      score,
      itemId: e.itemId,
      title: e.title,
      exemplar: e,
      candidate: undefined,
      top: undefined,
    });
  }
  for (let i = 0; i < fresh.length; i++) {
    const c = fresh[i] as Candidate;
    // The engine passes a member's terms already cut to `EXEMPLAR_TERMS`: no second copy then (they are only read).
    const top = c.terms.length > EXEMPLAR_TERMS ? c.terms.slice(0, EXEMPLAR_TERMS) : c.terms;
    let s = 0;
    for (let j = 0; j < top.length; j++) {
      const pair = top[j] as readonly [string, number];
      const x = centroid.get(pair[0]);
      if (x !== undefined) s += pair[1] * x;
    }
    scored.push({
      score: round(s),
      itemId: c.itemId,
      title: c.title,
      exemplar: undefined,
      candidate: c,
      top,
    });
  }
  scored.sort((a, b) => byWeight(a.score, b.score) || a.itemId - b.itemId);
  const seen = new Set<string>();
  const out: Exemplar[] = [];
  for (const e of scored) {
    const key = cleanTitle(e.title).toLowerCase();
    if (seen.has(key) || kept(out, e.itemId)) continue;
    seen.add(key);
    out.push(keep(e));
    if (out.length === EXEMPLARS) break;
  }
  return out;
}

/** A member being ranked: an exemplar kept so far, or a new member with its terms cut to `EXEMPLAR_TERMS`. */
interface Scored {
  score: number;
  itemId: number;
  title: string;
  exemplar: Exemplar | undefined;
  candidate: Candidate | undefined;
  top: readonly (readonly [string, number])[] | undefined;
}

/** The exemplar a ranked member becomes: a kept one with its new score; a new one with its lead and term record. */
function keep(e: Scored): Exemplar {
  if (e.exemplar !== undefined) return { ...e.exemplar, similarity: e.score };
  const c = e.candidate as Candidate;
  return {
    itemId: c.itemId,
    title: c.title,
    lead: c.lead ?? leadOf(c.content),
    similarity: e.score,
    termList: termList(e.top as readonly (readonly [string, number])[]),
  };
}

function kept(out: readonly Exemplar[], itemId: number): boolean {
  for (let i = 0; i < out.length; i++) if ((out[i] as Exemplar).itemId === itemId) return true;
  return false;
}

/** Cosine of an exemplar's stored terms to the centroid, summed in the terms' stored order. */
function centrality(terms: TermList, centroid: Vector): number {
  const { keys, weights } = terms;
  let s = 0;
  for (let i = 0; i < keys.length; i++) {
    const c = centroid.get(keys[i] as string);
    if (c !== undefined) s += (weights[i] as number) * c;
  }
  return s;
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * A cleaned headline reads as a title when it has 3–20 words, is not shouting or a form heading (mostly capitals:
 * "DATADOG, INC. (DDOG) files 8-K"; acronyms such as "EU" or "GPU" alone stay fine), and is not a bare question.
 */
function readsAsTitle(title: string, allowQuestion: boolean, allowRepo = true): boolean {
  // "owner/repo: description" is a repository listing, not a headline: used only when nothing else reads as one.
  if (!allowRepo && /^[\w.-]+\/[\w.-]+(:|$)/.test(title)) return false;
  const words = title.split(/\s+/);
  if (words.length < 3 || words.length > 20 || title.length > 150) return false;
  const lettered = words.filter((w) => /[A-Za-z]{2}/.test(w));
  const capitals = lettered.filter((w) => !/[a-z]/.test(w)).length;
  if (capitals / Math.max(1, lettered.length) > 0.4) return false;
  // A headline the source cut short ("… bigger than the GDP of...") does not read as a title.
  if (/(\.\.\.|…)$/.test(title)) return false;
  return allowQuestion || !title.endsWith("?");
}

/** A term as the exemplars write it ("gpt5.5" → "GPT-5.5"), else capitalised. */
function surface(term: string, texts: readonly string[]): string {
  const pattern = term
    .split(" ")
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/([a-z])(?=\d)/g, "$1-?"))
    .join("[\\s-]+");
  const re = new RegExp(`\\b${pattern}\\b`, "i");
  for (const t of texts) {
    const m = re.exec(t);
    if (m) return m[0];
  }
  return term.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/**
 * A title made of the centroid's key phrases, for when no member headline reads as one: up to three of the
 * heaviest terms, bigrams first, skipping words already said ("Nvidia H200, Export License, China").
 */
export function keyphraseTitle(centroid: Vector, exemplars: readonly Exemplar[]): string {
  const top = ranked(centroid)
    .slice(0, 10)
    .map(([t]) => t);
  const ordered = [...top.filter((t) => t.includes(" ")), ...top.filter((t) => !t.includes(" "))];
  const used = new Set<string>();
  const picked: string[] = [];
  for (const t of ordered) {
    const parts = t.split(" ");
    if (parts.some((p) => used.has(p))) continue;
    for (const p of parts) used.add(p);
    picked.push(t);
    if (picked.length === 3) break;
  }
  const texts = exemplars.flatMap((e) => [e.title, e.lead]);
  return picked.map((t) => surface(t, texts)).join(", ");
}

const FIRST_PERSON = /\b(I|I'm|I've|my|we|we're|we've|our|me|us)\b/;

/** The title: the most central member's headline that reads as one, else a key-phrase title. */
export function titleOf(exemplars: readonly Exemplar[], centroid: Vector): string {
  // Strictest first: a reported headline beats a first-person post, a question or a repository listing.
  const passes: [allowQuestion: boolean, allowRepo: boolean, allowFirstPerson: boolean][] = [
    [false, false, false],
    [false, false, true],
    [true, false, true],
    [true, true, true],
  ];
  for (const [allowQuestion, allowRepo, allowFirstPerson] of passes) {
    for (const e of exemplars) {
      const t = cleanTitle(e.title);
      if (!allowFirstPerson && FIRST_PERSON.test(t)) continue;
      if (readsAsTitle(t, allowQuestion, allowRepo)) return t;
    }
  }
  const fallback = cleanTitle(exemplars[0]?.title ?? "");
  const keyphrase = keyphraseTitle(centroid, exemplars);
  return keyphrase || clip(fallback, 150);
}

/**
 * Sentences of an exemplar's lead. A touched narrative's summary is made again whenever its exemplars or title
 * change, from the same few leads each time; the lists are only read.
 */
const sentencesOf: (lead: string) => readonly string[] = memoByText(splitSentences);

/**
 * 1–3 sentences from the central members' openings, most central first: no sentence that repeats the title or an
 * earlier one, none too short to say anything, none cut mid-way.
 */
export function summaryOf(exemplars: readonly Exemplar[], title: string): string {
  const chosen: string[] = [];
  const said = [words(title)];
  let length = 0;
  /** Adds `s` unless it says too little or what was said; true once the summary is full. */
  const take = (s: string): boolean => {
    // The ending first: a sentence cut short needs no word set.
    if (s.endsWith("…") || !/[.!?"”)]$/.test(s)) return false;
    const w = words(s);
    if (w.size < 6) return false;
    if (said.some((x) => covered(w, x) >= ALREADY_SAID)) return false;
    if (length + s.length > SUMMARY_CHARS && chosen.length > 0) return false;
    chosen.push(s);
    said.push(w);
    length += s.length + 1;
    return chosen.length === SUMMARY_SENTENCES;
  };
  // Reporting first; first-person posts ("my team…") and questions only when nothing else says it. Leads are split
  // one at a time: the summary is often full before the last exemplars' leads are needed.
  const reported = (s: string) => !FIRST_PERSON.test(s) && !s.endsWith("?");
  const asides: string[] = [];
  for (const e of exemplars) {
    for (const s of sentencesOf(e.lead)) {
      if (!reported(s)) asides.push(s);
      else if (take(s)) return chosen.join(" ");
    }
  }
  for (const s of asides) {
    // A post's aside never follows a reported sentence: it would read as the report's own voice.
    if (chosen.length > 0) break;
    if (take(s)) return chosen.join(" ");
  }
  if (chosen.length) return chosen.join(" ");
  // No clean sentence anywhere (headline-only sources): the opening of the most central lead, else the title.
  const lead = exemplars.find((e) => e.lead)?.lead;
  return lead ? clip(lead, SUMMARY_CHARS) : title;
}
