/**
 * Whether an item is written in another language than English. The feeds carry some French, German, Spanish, Italian
 * and Portuguese coverage (Google News, Le Monde, Handelsblatt): its words share no TF-IDF terms with the English
 * coverage of the same event, only the names. Function words tell the language apart well enough on a headline and
 * a sentence or two; names and numbers are the same in every language and count for none.
 */

/** Common function words of English: what an English headline and lead are full of. */
const ENGLISH = new Set(
  "the a an of and to in for on with is are was its from by at as that this after over into be has have will".split(
    " ",
  ),
);

/**
 * Common function words of French, German, Spanish, Portuguese and Italian that are not also English words ("a",
 * "de" in "de facto" and "die" are left out where English uses them as much).
 */
export const OTHER_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    // French ("l'", "d'" elided before a vowel)
    "le la les des du un une et pour sur dans est au aux qui que son sa ses ces avec par pas ne se ou leur en de à l d",
    // German
    "der das und für mit ein eine einer eines von zu im ist den dem nicht auf sich bei nach wird vom zum zur",
    // Spanish and Portuguese
    "el los las del para con por una uno es lo su sus como más sobre entre da dos das em uma pelo pela não",
    // Italian
    "il di che della delle dei degli nel nella sul sulla gli",
  ]
    .join(" ")
    .split(" "),
);

/** Function words of another language beyond those of English it takes: one stray word is not a language. */
const MARGIN = 2;

/** Words of a text, lower case, elisions split ("l'éditeur" → "l", "éditeur"; "d'euros" → "d", "euros"). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Whether the headline and excerpt read as another language than English. */
export function isOtherLanguage(title: string, content: string): boolean {
  let english = 0;
  let other = 0;
  for (const w of wordsOf(`${title} ${content}`)) {
    if (ENGLISH.has(w)) english++;
    else if (OTHER_FUNCTION_WORDS.has(w)) other++;
  }
  return other >= english + MARGIN;
}
