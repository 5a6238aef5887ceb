import { CLAUSE_END } from "./event-context.js";
import { EVENT_WORDS, type EventKind, eventKind, JOINERS, type Words } from "./events.js";

/**
 * An item's event frame: who acted, what happened, and to whom or what. "Google sues AI lab Halcyon" and "Halcyon
 * ships H3" share the heavy name Halcyon; their frames tell that Halcyon is the sued party in one and the maker in
 * the other, and that suing and shipping are two events. The frame is read from the headline (or, for a post
 * titled by its own opening, that opening): the names before its predicate are the actor, the names after it, up
 * to the end of the clause, the object. A passive predicate ("Threadline got acquired by ServiceNow") swaps them.
 * The kind is the item's (events.ts); an item of no kind has no frame, and neither has one naming nobody.
 */
export interface Frame {
  /** The names (terms, as in the item's vector) that act: the subject before the predicate. */
  actor: string[];
  /**
   * The actor's names that own rather than are owned: a name straight after another name is the head of a compound
   * ("Corvane API", "Acme Cloud"), a thing the first name has, and says nothing of who acted.
   */
  owners: string[];
  kind: EventKind;
  /** The names after the predicate: the sued party, the company bought, the model launched. */
  object: string[];
}

/** Auxiliaries that, just before the predicate, make it passive: "is sued", "got acquired", "was fined". */
const PASSIVE = new Set("be get".split(" "));
/** The possessive's own token ("Corvane", "'s", "API"). */
const POSSESSIVE = new Set(["'s", "'"]);
/** Words read as a predicate with its object (events.ts reads objects up to five words on). */
const PREDICATE_SPAN = 6;

/** Where a predicate's span ends: `PREDICATE_SPAN` words on, the tokens that join a noun phrase not counted. */
function spanEnd(lemma: readonly string[], start: number): number {
  let end = start;
  for (let words = 0; words < PREDICATE_SPAN && end < lemma.length; end++)
    if (!JOINERS.has(lemma[end] as string)) words++;
  return end;
}
/** An amount ("2.1b", "40m") is what a deal is worth, not a party to it. */
const AMOUNT = /^\d+(?:\.\d+)?[mbt]?$/;
/** A model or product name with a version ("h3", "gpt5.5"): a thing launched, named as a name is. */
const MODEL = /^[a-z][a-z0-9.-]*\d[a-z0-9.-]*$/;

/** The name term a token stands for, or undefined when it names no one. */
function nameAt(words: Words, i: number, names: ReadonlySet<string>): string | undefined {
  const l = words.lemma[i] as string;
  const term = l.endsWith("'s") ? l.slice(0, -2) : l;
  if (EVENT_WORDS.has(term) || AMOUNT.test(term)) return undefined;
  return names.has(term) || MODEL.test(term) ? term : undefined;
}

/**
 * The frame of a headline's words (lemmas with model names restored, as event typing reads them) given the item's
 * name terms and kind. The predicate is the first event word (a cue, a verb or its object, events.ts), and only
 * when it says the item's kind itself; the actor is the names of the first clause before it (an appositive,
 * "Halcyon, the lab founded by former Google researchers, ships …", describes the actor and is not it).
 */
export function readFrame(
  words: Words,
  names: ReadonlySet<string>,
  kind: EventKind | undefined,
): Frame | undefined {
  if (!kind) return undefined;
  const n = words.lemma.length;
  let predicate = -1;
  // A question asks whether something happened ("is that 'unauthorized access'?"): it frames nothing.
  if (words.value.includes("?")) return undefined;
  for (let i = 0; i < n; i++) {
    if (!EVENT_WORDS.has(words.lemma[i] as string) || nameAt(words, i, names) !== undefined) continue;
    // The first event word is the predicate, and it must say the item's kind itself: "Google's TPU deal … a
    // warning for Nvidia's pricing power" is typed a price from a later noun, and its predicate is a deal.
    const end = spanEnd(words.lemma, i);
    const span = { lemma: words.lemma.slice(i, end), value: words.value.slice(i, end) };
    if (eventKind(span, undefined) === kind) predicate = i;
    break;
  }
  if (predicate < 0) return undefined;
  const actor: string[] = [];
  const owners: string[] = [];
  let previous: string | undefined;
  for (let i = 0; i < predicate; i++) {
    if (CLAUSE_END.has(words.value[i] as string) && actor.length > 0) break;
    // A possessive joins its owner to what it owns: "Corvane's API" is Corvane's, as "Corvane API" is.
    if (POSSESSIVE.has(words.lemma[i] as string)) continue;
    const name = nameAt(words, i, names);
    if (name !== undefined && !actor.includes(name)) {
      actor.push(name);
      if (previous === undefined) owners.push(name);
    }
    previous = name;
  }
  const object: string[] = [];
  let by = -1;
  for (let i = predicate + 1; i < n; i++) {
    if (CLAUSE_END.has(words.value[i] as string)) break;
    if (words.lemma[i] === "by") by = object.length;
    const name = nameAt(words, i, names);
    if (name !== undefined && !object.includes(name) && !actor.includes(name)) object.push(name);
  }
  if (predicate > 0 && PASSIVE.has(words.lemma[predicate - 1] as string)) {
    // "Threadline got acquired by ServiceNow": the subject is what was acted on, the agent follows "by".
    const agent = by < 0 ? [] : object.slice(by);
    return { actor: agent, owners: agent, kind, object: actor };
  }
  if (actor.length === 0 && object.length === 0) return undefined;
  return { actor, owners, kind, object };
}

/**
 * The headline's names that it says only as what another name owns: the head of a compound or a possessive
 * ("Letterbox OCR", "Groq's API"). Such a word is the owner's thing, not the item's subject.
 */
export function ownedNames(words: Words, names: ReadonlySet<string>): Set<string> {
  const owned = new Set<string>();
  const free = new Set<string>();
  let previous: string | undefined;
  for (let i = 0; i < words.lemma.length; i++) {
    if (POSSESSIVE.has(words.lemma[i] as string)) continue;
    const name = nameAt(words, i, names);
    if (name !== undefined) (previous === undefined ? free : owned).add(name);
    previous = name;
  }
  for (const name of free) owned.delete(name);
  return owned;
}

function meets(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) if (b.includes(x)) return true;
  return false;
}

/** Whether a frame's actor or object is one of `names`. */
export function frameParty(f: Frame, names: readonly string[]): boolean {
  return meets(f.actor, names) || meets(f.object, names);
}

/**
 * Kinds grouped by what they happen to: a case in court (a suit, its ruling, its settlement, a regulator's
 * investigation or rule), a company's capital and deals, its products, its people, its results. Within a group,
 * one report often tells two stages of one event ("settles the class action", "the suit goes to trial after a
 * ruling") and the typing reads either; across groups, one party's two events are two stories (a launch and a
 * lawsuit, a lease and a CFO's exit). A delay is a stage of whatever it delays, so it belongs to every group.
 */
const GROUP: Record<EventKind, string> = {
  lawsuit: "case",
  ruling: "case",
  settlement: "case",
  investigation: "case",
  regulation: "case",
  funding: "deal",
  acquisition: "deal",
  partnership: "deal",
  ipo: "deal",
  launch: "product",
  price: "product",
  research: "product",
  outage: "product",
  security: "product",
  rollback: "product",
  limits: "product",
  correction: "product",
  personnel: "people",
  layoffs: "people",
  earnings: "results",
  delay: "",
};

/** Two kinds are events of different groups (GROUP): one party's two stories, not two stages of one. */
export function otherGroup(a: EventKind, b: EventKind): boolean {
  const x = GROUP[a];
  const y = GROUP[b];
  return x !== "" && y !== "" && x !== y;
}
