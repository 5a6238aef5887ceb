import type { Narrative } from "./narrative.js";

/**
 * A filing is one company's: an EDGAR 8-K, 6-K, 10-Q or S-1 reports what happened to its filer, and nothing else.
 * Its words are the form's (item captions, "results of operations", "registration statement"), and every filer of
 * the same form says them, so two filers' filings, or a filing and another company's story on the same day, share
 * those words and the kind of event they state, never who it happened to. A filing therefore joins only a
 * narrative that says its filer: by its name's first word ("Microsoft" of "Microsoft Corp"), its ticker ("MSFT")
 * or its initials ("TSMC" of "Taiwan Semiconductor Manufacturing Co Ltd"). The filer's own results story names
 * it in every headline; a filing whose filer no narrative names founds its own.
 *
 * The filer is read from the title in the shapes EDGAR items are written in: the adapter's "NAME (TICKER) files
 * 8-K: …" (src/sources/adapters/sec-edgar.ts), EDGAR's own feeds' "8-K - NAME (0000789019) (Filer)", and "8-K:
 * NAME (TICKER) — Item 2.02 …" / "Form D: NAME — …". Only items of an EDGAR source are read (ids starting with
 * "sec-edgar", as source-boilerplate.ts).
 */

/** The words by which a narrative would say the filer, lower-cased as terms are. */
export type Filer = readonly string[];

const ADAPTER = /^(.*?) files \S+(?::|$| for )/;
const FEED = /^[A-Z0-9][\w/.-]* - (.+?)(?: \(\d+\))? \(Filer\)/;
const DASHED = /^(?:Form )?[A-Z0-9][\w/.-]*: (.+?) [—–] /;
const TICKER = /\(([A-Z][A-Z.]{0,5})\)/;
/** Corporate suffixes: every filer has one, so they say nothing about which one this is. */
const SUFFIX =
  /^(?:inc|corp|corporation|co|company|ltd|llc|plc|lp|nv|n\.v|sa|s\.a|se|ag|holdings?|group)\.?$/i;

/** The filer of an EDGAR item, as the words a narrative would say it by; undefined for any other item. */
export function filerOf(source: string | undefined, title: string): Filer | undefined {
  if (!source?.startsWith("sec-edgar")) return undefined;
  const raw = (ADAPTER.exec(title) ?? FEED.exec(title) ?? DASHED.exec(title))?.[1];
  if (!raw) return undefined;
  const ticker = TICKER.exec(raw)?.[1];
  const words = raw
    .replace(TICKER, " ")
    .split(/[\s,]+/)
    .map((w) => w.replace(/^[^\w]+|[^\w]+$/g, ""))
    .filter(Boolean);
  const keys = new Set<string>();
  const first = words[0];
  if (first && !SUFFIX.test(first)) keys.add(first.toLowerCase());
  if (ticker) keys.add(ticker.toLowerCase());
  // Initials of the name's words, with or without a suffix after them ("TSMC", "IBM").
  let initials = "";
  for (const w of words) {
    initials += (w[0] as string).toLowerCase();
    if (initials.length >= 3) keys.add(initials);
  }
  return keys.size > 0 ? [...keys] : undefined;
}

/** Whether the narrative's terms say the filer. */
export function namesFiler(filer: Filer, centroid: ReadonlyMap<string, number>): boolean {
  for (const key of filer) if (centroid.has(key)) return true;
  return false;
}

/**
 * A narrative of filings alone (every recent member an EDGAR item whose filer its title says) is its filer's;
 * undefined for any other narrative.
 */
export function filingsFiler(n: Pick<Narrative, "recent">): Filer | undefined {
  let filer: string | undefined;
  for (const m of n.recent) {
    if (!m.filer) return undefined;
    filer ??= m.filer;
  }
  return filer?.split(" ");
}

/**
 * Two narratives one of which is filings alone merge only when the other says its filer: two filers' filings (an
 * 8-K of Meta's quarter and one of Tesla's, the same afternoon) share the form's words and the kind, never a story.
 */
export function otherFiler(a: Pick<Narrative, "recent" | "centroid">, b: typeof a): boolean {
  const fa = filingsFiler(a);
  if (fa && !namesFiler(fa, b.centroid)) return true;
  const fb = filingsFiler(b);
  return fb !== undefined && !namesFiler(fb, a.centroid);
}
