import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";

/** Text clean-up shared by every adapter's output: HTML to plain text, entities, whitespace, excerpts, charsets. */

export const MAX_CONTENT_CHARS = 1000;

// Block-level tags end a sentence-ish unit: without a break, "<p>One</p><p>Two</p>" would read "OneTwo".
const BLOCK_TAGS = new Set([
  "p",
  "br",
  "div",
  "li",
  "ul",
  "ol",
  "tr",
  "td",
  "th",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "section",
  "article",
  "header",
  "footer",
  "figcaption",
  "hr",
]);
const SKIP_TAGS = new Set(["script", "style", "noscript", "iframe", "svg", "head", "template"]);

/**
 * HTML (or plain text that may hold entities) to one line of plain text. Entities are decoded once, by the parser;
 * text that was double-escaped in the feed (`&amp;amp;`) is decoded once more, which is what readers expect.
 */
export function htmlToText(html: string): string {
  if (!html) return "";
  // CDATA markers a feed parser left in place: the HTML parser would read the section as a comment and drop it.
  const input = html.replace(/<!\[CDATA\[|\]\]>/g, "");
  if (!/[<&]/.test(input)) return collapse(input);
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIP_TAGS.has(name)) skipping++;
        else if (BLOCK_TAGS.has(name)) parts.push(" ");
      },
      onclosetag(name) {
        if (SKIP_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCK_TAGS.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (!skipping) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(input);
  parser.end();
  let text = parts.join("");
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(text)) text = decodeHTML(text);
  return collapse(text);
}

function collapse(s: string): string {
  // Zero-width and control characters sneak in from copy-pasted feeds and break matching downstream.
  return (
    s
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Cuts at a word boundary, never inside a surrogate pair, and marks the cut with an ellipsis. */
export function excerpt(text: string, max = MAX_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  if (space > max * 0.6) cut = cut.slice(0, space);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.-]+$/, "")}…`;
}

/** Title: plain text, one line, HTML stripped (Lobsters and some feeds put markup in titles). */
export const cleanTitle = (title: string): string => excerpt(htmlToText(title), 300);

/**
 * Decodes a body to text with the charset the server or the document declares: the Content-Type header first,
 * then an XML declaration or an HTML meta tag, then UTF-8 (with a BOM check). Node's full-ICU `TextDecoder`
 * knows windows-1252, ISO-8859-x, Shift_JIS, GB18030 and the rest, so no extra library is needed.
 */
export function decodeBody(body: Uint8Array, contentType: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return new TextDecoder("utf-8").decode(body);
  if (body[0] === 0xff && body[1] === 0xfe) return new TextDecoder("utf-16le").decode(body);
  if (body[0] === 0xfe && body[1] === 0xff) return new TextDecoder("utf-16be").decode(body);
  const declared = charsetOf(contentType) ?? sniffCharset(body);
  if (declared) {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // An unknown label: fall through to UTF-8 rather than failing the source.
    }
  }
  return new TextDecoder("utf-8").decode(body);
}

function charsetOf(contentType: string | undefined): string | undefined {
  const m = contentType ? /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType) : null;
  return m?.[1]?.toLowerCase();
}

function sniffCharset(body: Uint8Array): string | undefined {
  // The declaration is ASCII and sits in the first bytes of the document.
  const head = new TextDecoder("latin1").decode(body.subarray(0, 1024));
  const xml = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml?.[1]) return xml[1].toLowerCase();
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return meta?.[1]?.toLowerCase();
}
