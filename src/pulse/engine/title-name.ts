import { normalizeName } from "./features.js";
import { cleanTitle } from "./headline.js";
import type { Narrative } from "./narrative.js";
import type { DocumentFrequencies, Vector } from "./vectors.js";

/**
 * "Draftless: Speculative Decoding from a Model's Own Early Exits", "SpecBench-Live: Measuring …": a paper, a
 * benchmark or a tool is announced under a one-word name and a colon. The name is the subject; the subtitle says
 * what it is about, which the next paper on the topic says too.
 */
const NAMED = /^([A-Z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*):\s+\S/;
/**
 * "Glossa – see how many tokens your text costs", "Kelpie 1.0 – an embeddable vector database in Rust", "Ledgerly —
 * Bookkeeping that reads your receipts": Show HN and Product Hunt announce a new thing as "Name – tagline". The
 * name's version ("1.0") is dropped: the name is what the stream writes of it.
 */
const NAMED_DASH = /^([A-Z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*)(?:\s+v?\d+(?:\.\d+)*)?\s+[-–—]\s+(\S.*)$/;
/**
 * A tagline, not the publisher a Google News headline ends in ("… - Le Monde", "… - The Globe and Mail"): a
 * publisher is one to four words, each capitalised (headline.ts, `stripSite`, reads it the same way).
 */
function isTagline(tail: string): boolean {
  return tail.split(/\s+/).length > 4 || /^[a-z]/.test(tail);
}

/**
 * A name the stream has barely seen: the item's own document and at most two more. "OpenAI: penalizing bad
 * thoughts…" has the same shape, but a known name there says who speaks, not what new thing the item is about.
 */
const NEW_NAME_DOCS = 3;

function dashed(title: string): RegExpExecArray | null {
  const m = NAMED_DASH.exec(title);
  return m && isTagline(m[2] as string) ? m : null;
}

/**
 * The term for the new name a "Name: subtitle" or "Name – tagline" headline announces, or undefined. Call after the item's terms were
 * counted in `dfs`. "SpecBench-Live" is the term "specbench" (features.ts splits hyphenated words), "Qwen4-32B"
 * the model name "qwen4-32b".
 */
export function newTitleName(title: string, dfs: DocumentFrequencies): string | undefined {
  const clean = cleanTitle(title);
  const m = NAMED.exec(clean) ?? dashed(clean);
  if (!m) return undefined;
  const name = normalizeName(m[1] as string);
  const term = /\d/.test(name) ? name : (name.split("-")[0] as string);
  return (dfs.df.get(term) ?? 0) <= NEW_NAME_DOCS ? term : undefined;
}

/**
 * The name a narrative's founding item announces ("Wavecast: A Graph Neural Model for …", "Show HN: Glossa – …"),
 * kept when it is a word: the narrative is that paper's, dataset's or tool's story. A name with a version number
 * ("Qwen4-32B", "CVE-2026-48211") is kept out: its coverage writes it in other forms (the family, the product).
 */
export function foundingName(name: string | undefined, item: Vector): string | undefined {
  return name !== undefined && !/\d/.test(name) && item.has(name) ? name : undefined;
}

/**
 * The item never says the name the narrative was founded to announce: on the same topic, and maybe the same week,
 * but not about that thing (the lab's ocean model beside the Wavecast paper, a spreadsheet tool beside the
 * Needlework benchmark).
 */
export function withoutFoundingName(item: Vector, n: Pick<Narrative, "titleName">): boolean {
  return n.titleName !== undefined && !item.has(n.titleName);
}
