import model from "wink-eng-lite-web-model";
import winkNLP, { type ItsFunction, type WinkMethods } from "wink-nlp";

/**
 * The wink-nlp pipeline, loaded once per process on first use: loading the model takes ~100 ms and ~20 MB, so the
 * engine, the evaluation and the tests share one instance. Only the tokeniser, lemmatiser and POS tagger run:
 * sentence boundaries, entities, sentiment and negation are not needed for the features and cost time per document.
 */
let instance: WinkMethods | undefined;

export function nlp(): WinkMethods {
  instance ??= winkNLP(model, ["pos"]);
  return instance;
}

/**
 * Tokens of a text as parallel columns (one array per attribute, no object per token: this runs for every item).
 * `lemma` is lower-cased (wink lemmatises PROPN tokens as themselves); `type` is wink's token type (word, number,
 * punctuation, currency, symbol, url, email, hashtag, emoji…); `value` is the surface form as written.
 */
export interface Tokens {
  lemma: string[];
  pos: string[];
  stop: boolean[];
  type: string[];
  value: string[];
}

/**
 * A clitic glued to a word ("OpenAI's", "year's", "they're"), split off before wink reads the text. wink's tokeniser
 * looks a token up in a lexicon that grows with every text it reads: "last year's." at a sentence's end enters
 * "year's" whole, and from then on "new year's resolution" keeps it whole too, where a fresh process splits "year" and
 * "'s". Without the split, what wink makes of a text (the engine's terms, the digest's sentiment) would depend on what
 * the process had read before it: a restart, or the order in which the evaluation runs its sets.
 */
const CLITIC = /(\p{L}|\d)['’](s|re|ve|ll|d|m)\b/giu;

/** `text` with its clitics split off their words, as every wink pipeline of the service should read it. */
export function splitClitics(text: string): string {
  return text.replace(CLITIC, "$1 '$2");
}

export function tokenize(text: string): Tokens {
  const w = nlp();
  const its = w.its;
  const tokens = w.readDoc(splitClitics(text)).tokens();
  // wink's typings declare lemma with a third parameter that its token `out` never passes by that name.
  const lemma = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  for (let i = 0; i < lemma.length; i++) lemma[i] = (lemma[i] as string).toLowerCase();
  return {
    lemma,
    pos: tokens.out(its.pos) as string[],
    stop: tokens.out(its.stopWordFlag) as boolean[],
    type: tokens.out(its.type) as string[],
    value: tokens.out(its.value) as string[],
  };
}
