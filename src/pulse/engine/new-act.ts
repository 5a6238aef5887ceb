import { type EventKind, sameEvent } from "./event-kinds.js";
import { EVENT_WORDS, type Words } from "./events.js";

/**
 * What a headline that opens on its actor says that actor did: "Brannock withdraws B4's coding score" is Brannock
 * withdrawing. The actor is the names the headline opens with (a possessive joins an owner to its thing:
 * "Cantlow's Studio 3 makes …"), the act the verb straight after them.
 */
export interface HeadlineAct {
  /** The names before the verb. */
  actor: string[];
  /** The verb's lemma. */
  verb: string;
}

/** The possessive's own token ("Cantlow", "'s", "Studio"). */
const POSSESSIVE = new Set(["'s", "'"]);
/** A model or product name with a version ("b4", "h2-24b"): named as a name is. */
const MODEL = /^[a-z][a-z0-9.-]*\d[a-z0-9.-]*$/;
/**
 * Verbs that report what the subject says, thinks or plans rather than a new thing it did: "Anthropic says Claude
 * 5 noticed it was being tested" is the launch's coverage, "Runway now wants to sell …" its pitch.
 */
const SAYS = new Set(
  "say tell claim think want hope expect warn argue insist explain admit believe pitch plan aim bet".split(
    " ",
  ),
);
/** A verb's third person singular present, in lower case: "withdraws", "buys", "retracts" (not "press"). */
const PRESENT = /^[a-z]+[^s]s$/;
/** What begins a verb's object: "Cantlow ships Studio 3", "Adobe updates terms", "Studio 3 makes four-minute songs". */
const OBJECT = new Set(["DET", "NOUN", "PROPN", "NUM", "ADJ", "PRON"]);
/** Auxiliaries and copulas: "Brannock is …", "Halvery has …" state, they do not act. */
const AUXILIARY = new Set("be have do will would can could may might should must get".split(" "));

/**
 * The headline's act when it opens on names followed at once by a verb (its part-of-speech tag, `pos`, aligned with
 * `words`); undefined otherwise (a question, a colon after the name, an opening that is not a name).
 */
export function headlineAct(
  words: Words,
  pos: readonly string[],
  names: ReadonlySet<string>,
): HeadlineAct | undefined {
  if (words.value.includes("?")) return undefined;
  const actor: string[] = [];
  for (let i = 0; i < words.lemma.length; i++) {
    const lemma = words.lemma[i] as string;
    if (POSSESSIVE.has(lemma) && actor.length > 0) continue;
    const term = lemma.endsWith("'s") ? lemma.slice(0, -2) : lemma;
    // A version after a name is part of it ("Studio 3").
    if (names.has(term) || MODEL.test(term) || (actor.length > 0 && pos[i] === "NUM")) {
      actor.push(term);
      continue;
    }
    // The tagger reads a headline's "Name verbs object" as a compound noun ("Cantlow ships Studio 3", "Adobe updates
    // terms", "Studio 3 makes four-minute songs"): a word it calls a noun, straight after the names and before an
    // object, is the predicate. Before a verb it is the subject's head ("Anthropic researchers say …").
    const verb = pos[i] === "VERB" || (pos[i] === "NOUN" && OBJECT.has(pos[i + 1] ?? ""));
    if (actor.length === 0 || !verb || AUXILIARY.has(lemma) || SAYS.has(lemma)) return undefined;
    // A headline tells news in the present tense ("withdraws", "buys"); a user's tale tells what happened to them in
    // the past ("Opus 5 wrote my Terraform module"), and an acronym the tagger reads as a verb ("Sennet AI") is none.
    if (!PRESENT.test(words.value[i] as string)) return undefined;
    return { actor, verb: lemma };
  }
  return undefined;
}

/**
 * The narrative's heavy terms searched for the act's actor: its subject in a wider sense than `subjectOf`'s two
 * terms, since a product's story ("Claude Code moves to usage pricing") weighs the product's words above its
 * maker's name, and the maker's next act ("Anthropic buys Skerry") names the maker. 2 and 4 leave that case out
 * (pulse-blind unchanged); 6 takes it, no set loses.
 */
const ACTOR_TERMS = 6;

/**
 * A later act of the narrative's subject: more than `settledMs` into the narrative, an item that says no kind of
 * event (events.ts) opens its headline on one of the narrative's heavy names and a verb the narrative has never
 * used. Outlets tell a company's next development with the company as actor and a verb of its own ("Brannock
 * withdraws B4's headline coding score" three days after "Brannock opens the year with B4"; "Anthropic buys
 * Skerry" two days after its pricing change); the first event's later coverage retells it with its verbs, or as
 * analysis, how-to and postmortem, whose headlines open otherwise ("Three days with …", "Read the order so you
 * don't have to").
 */
export function laterAct(
  act: HeadlineAct | undefined,
  centroid: ReadonlyMap<string, number>,
  ageMs: number,
  settledMs: number,
  kind?: EventKind,
  founding?: EventKind,
): boolean {
  if (!act || ageMs <= settledMs || centroid.has(act.verb)) return false;
  // A typed item is another act only when its kind is another event than the narrative's founding one.
  if (kind !== undefined && (founding === undefined || sameEvent(kind, founding))) return false;
  let seen = 0;
  for (const t of centroid.keys()) {
    if (EVENT_WORDS.has(t)) continue;
    if (act.actor.includes(t)) return true;
    if (++seen === ACTOR_TERMS) break;
  }
  return false;
}
