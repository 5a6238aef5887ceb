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

/** The longest function word of either list (UTF-16 units): a longer word is neither, and is not sliced out. */
const LONGEST = Math.max(...[...ENGLISH, ...OTHER_FUNCTION_WORDS].map((w) => w.length));
/** One letter at `lastIndex` (a whole code point: `u`), for characters beyond ASCII. */
const LETTER_AT = /\p{L}/uy;

/**
 * Whether the headline and excerpt read as another language than English. Their words are the runs of letters of
 * the lower-cased text (elisions split: "l'éditeur" → "l", "éditeur"), as `text.match(/\p{L}+/gu)` gives them, but
 * found by a scan that slices out only the words short enough to be function words: this runs on every item's
 * whole excerpt, and the array of all its words was garbage at once.
 */
export function isOtherLanguage(title: string, content: string): boolean {
  const text = `${title} ${content}`.toLowerCase();
  let english = 0;
  let other = 0;
  let start = -1;
  let i = 0;
  while (i <= text.length) {
    const c = i < text.length ? (text.codePointAt(i) as number) : -1;
    const size = c > 0xffff ? 2 : 1;
    let letter: boolean;
    if (c < 0) letter = false;
    else if (c < 0x80) letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    else {
      LETTER_AT.lastIndex = i;
      letter = LETTER_AT.test(text);
    }
    if (letter) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start <= LONGEST) {
        const w = text.slice(start, i);
        if (ENGLISH.has(w)) english++;
        else if (OTHER_FUNCTION_WORDS.has(w)) other++;
      }
      start = -1;
    }
    i += size;
  }
  return other >= english + MARGIN;
}
