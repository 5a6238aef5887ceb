/** Everything outside XML 1.0's `Char` production (with `u`, a lone surrogate is its own code point). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text for HTML and XML, in element content and in quoted attributes alike: the five characters that can end a text
 * run or an attribute are replaced. Characters XML 1.0 forbids (C0 controls other than tab and newlines, lone
 * surrogates) are dropped, so a stray byte in a scraped title can never make the Atom feed unparsable.
 */
export function escapeText(value: string | number): string {
  return String(value)
    .replace(NOT_XML_CHAR, "")
    .replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] as string);
}

/** A template tag that escapes every interpolated value unless it is already rendered markup (`raw`). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    out += renderValue(v) + (strings[i + 1] ?? "");
  });
  return new Raw(out);
}

/** Markup that is already safe: the output of `html` or of a renderer in this folder. */
export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (markup: string): Raw => new Raw(markup);

function renderValue(v: unknown): string {
  if (v === undefined || v === null || v === false) return "";
  if (v instanceof Raw) return v.value;
  if (Array.isArray(v)) return v.map(renderValue).join("");
  return escapeText(String(v));
}
