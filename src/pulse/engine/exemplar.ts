import type { NarrativeWorkingState } from "./types.js";

/**
 * Exemplars as the engine holds them, and their conversion to and from the stored form. Stored, an exemplar's
 * terms are a record (term → weight); held as one, each is a dictionary-mode object of ~2 KB with a boxed number
 * per weight, and at 10,000 narratives they were a quarter of the live heap (and of what every scavenge copies).
 * Held here as two parallel arrays (~0.4 KB), in the record's enumeration order, and turned back into a record only
 * in snapshots: every sum over them runs in the order it ran over the record, so every score is the same float.
 */

export type StoredExemplar = NarrativeWorkingState["exemplars"][number];

export interface Exemplar {
  itemId: number;
  title: string;
  lead: string;
  similarity: number;
  /** The member's heaviest TF-IDF terms (absent in states saved before they were kept), and `weights` theirs. */
  terms?: readonly string[];
  weights?: readonly number[];
}

/**
 * A record enumerates its integer-like keys ("2026") first, ascending, then the others in insertion order. Terms
 * rarely start with a digit, so the order is checked cheaply and a record built only when one does.
 */
function startsWithDigit(t: string): boolean {
  const c = t.charCodeAt(0);
  return c >= 48 && c <= 57;
}

/**
 * Terms and weights in the order a record made from `entries` (`termRecord`) enumerates them. Lists made by `map`
 * and `Object.keys` are allocated at their exact length (pushing 24 leaves room for 41).
 */
export function termLists(entries: readonly (readonly [string, number])[]): {
  terms: string[];
  weights: number[];
} {
  if (entries.some(([t]) => startsWithDigit(t))) {
    const record = Object.create(null) as Record<string, number>;
    for (const [t, w] of entries) record[t] = w;
    return listsOf(record);
  }
  return { terms: entries.map(([t]) => t), weights: entries.map(([, w]) => w) };
}

function listsOf(record: Readonly<Record<string, number>>): { terms: string[]; weights: number[] } {
  const terms = Object.keys(record);
  return { terms, weights: terms.map((t) => record[t] as number) };
}

/** From the stored form (a restored state, dates and all already plain). */
export function fromStored(e: StoredExemplar): Exemplar {
  const out: Exemplar = { itemId: e.itemId, title: e.title, lead: e.lead, similarity: e.similarity };
  if (e.terms) {
    const { terms, weights } = listsOf(e.terms);
    out.terms = terms;
    out.weights = weights;
  }
  return out;
}

/** To the stored form: the same fields, in the same order, as the engine wrote before it held them as lists. */
export function toStored(e: Exemplar): StoredExemplar {
  const out: StoredExemplar = { itemId: e.itemId, title: e.title, lead: e.lead, similarity: e.similarity };
  const { terms, weights } = e;
  if (terms && weights) {
    const record = Object.create(null) as Record<string, number>;
    for (let i = 0; i < terms.length; i++) record[terms[i] as string] = weights[i] as number;
    out.terms = record;
  }
  return out;
}
