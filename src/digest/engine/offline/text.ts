import type { Stage } from "../../../pulse/engine/types.js";
import type { SourceDomain } from "../../../sources/types.js";

/** Wording shared by the offline engine's prose: numbers, stages, domains, lists and Markdown escaping. */

export const fixed = (n: number): string => n.toFixed(2);
export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const signed = (n: number): string => (n > 0 ? `+${fixed(n)}` : n < 0 ? `−${fixed(-n)}` : fixed(0));
export const percent = (share: number): string => `${Math.round(share * 100)}%`;
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Code-unit comparison: unlike `localeCompare` it does not depend on the process's ICU locale. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** "a", "a and b", "a, b and c". */
export function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** Momentum in words, so a reader need not know the scale: the bands follow Pulse's stage thresholds loosely. */
export function momentumWord(m: number): string {
  if (m >= 0.75) return "very strong";
  if (m >= 0.5) return "strong";
  if (m >= 0.3) return "moderate";
  return "weak";
}

/** A stage as a headline kicker ("Building: …"). */
export const STAGE_KICKER: Record<Stage, string> = {
  emerging: "Emerging",
  building: "Building",
  peak: "At peak",
  fading: "Fading",
  archived: "Archived",
};

export const DOMAIN_WORD: Record<SourceDomain, string> = {
  "ai-research": "AI research",
  "ai-business": "AI business",
  dev: "developer",
  markets: "markets",
  policy: "policy",
  community: "community",
};

/**
 * A source's name for running prose: the roster's parenthetical detail dropped ("arXiv (cs.AI, cs.CL, cs.LG)" →
 * "arXiv"), since prose often puts source names in parentheses already.
 */
export function shortName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, "").trim() || name;
}

/** Headlines in running prose: straight double quotes, no trailing full stop (the sentence supplies its own). */
export function quoted(text: string): string {
  return `"${text.replace(/"/g, "'").replace(/[.\s]+$/, "")}"`;
}

/** Ends a sentence with exactly one full stop (or keeps its ! / ? / …). */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]["”')]?$/.test(t) ? t : `${t}.`;
}

/**
 * Escapes text for inline Markdown: headlines carry `*`, `_`, `[`, `|` and `<` often enough to break rendering.
 * `#` and `>` only matter at a line's start, where this text never goes.
 */
export function md(text: string): string {
  return text.replace(/[\\`*_[\]<|]/g, "\\$&").replace(/\s+/g, " ");
}

/** An http(s) URL usable as a Markdown link target, or undefined (no javascript:, no relative links). */
export function linkTarget(url: string): string | undefined {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return undefined;
  return url.replace(/\(/g, "%28").replace(/\)/g, "%29");
}
