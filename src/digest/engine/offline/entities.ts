/**
 * Names in headlines (companies, products, models, laws: "Nvidia", "GPT-5.5", "AI Act"), found without a tagger:
 * the lite wink model has no organisation or product entities, and headline capitalisation is a strong cue when
 * checked against the cycle's own headlines.
 */

/** Capitalised words that start or fill headlines without naming anything: never a name, nor part of one. */
const STARTERS = new Set(
  (
    "a an the this that these those it its how why what when where who which new show ask tell launch launching " +
    "introducing announcing breaking update report exclusive opinion analysis review guide weekly daily today " +
    "is are was were be will can could should would may might do does did not no yes my our your their we you " +
    "i he she they and or but for with from into on in at of to by as vs via after before over under about " +
    "series round billion million inc corp ltd co llc plc"
  ).split(" "),
);
/** Acronyms every AI item uses: no name alone, but part of one ("AI Act", "EU Commission"). */
const ACRONYMS = new Set(
  "ai llm llms ml api apis gpu gpus cpu ceo cto cfo us usa uk eu ipo genai agi hn pdf faq".split(" "),
);

const TOKEN_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

function tokens(headline: string): string[] {
  return headline
    .split(/\s+/)
    .map((t) => t.replace(/['’]s$/u, "").replace(TOKEN_EDGES, ""))
    .filter(Boolean);
}

/** A token that looks like a name: capitalised or mixed with digits ("GPT-5.5", "Qwen3.5-72B", "M5"). */
function nameLike(token: string): boolean {
  if (token.length < 2 || /^\d[\d.,%]*$/.test(token) || /^(?:Q[1-4]|FY\d{2,4}|H[12])$/.test(token))
    return false;
  return /^\p{Lu}/u.test(token) || (/\d/.test(token) && /\p{L}/u.test(token));
}

/**
 * A finder over one cycle's headlines: returns each headline's names as lower-cased key → surface form. Single
 * names and pairs of adjacent names ("AI Act", "Apple M5") are both offered; the caller keeps the more specific.
 * A capitalised word that the same headlines also use in lower case ("Open", "Faster") is an ordinary word
 * capitalised by headline style, not a name.
 */
export function entityFinder(corpus: readonly string[]): (headline: string) => Map<string, string> {
  const lower = new Set<string>();
  for (const h of corpus) for (const t of tokens(h)) if (/^\p{Ll}/u.test(t)) lower.add(t);
  const isName = (t: string) => {
    const l = t.toLowerCase();
    return nameLike(t) && !lower.has(l) && !STARTERS.has(l) && !ACRONYMS.has(l);
  };
  const pairable = (t: string) => (/^\p{Lu}/u.test(t) || /\d/.test(t)) && !STARTERS.has(t.toLowerCase());

  return (headline) => {
    const out = new Map<string, string>();
    const ts = tokens(headline);
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i] ?? "";
      if (isName(t)) out.set(t.toLowerCase(), t);
      const next = ts[i + 1];
      // A pair needs one real name and a capitalised partner: "AI Act" (AI alone is generic), "Apple M5".
      if (next && pairable(t) && pairable(next) && (isName(t) || isName(next))) {
        out.set(`${t} ${next}`.toLowerCase(), `${t} ${next}`);
      }
    }
    return out;
  };
}
