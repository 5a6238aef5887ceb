import type { SourceRequest } from "../types.js";

/**
 * Whether a 2xx body is the kind the adapter asked for. An HTML page (captive portal, login wall, error page with a
 * 200) must never reach a parser as data, so `text/html` is always refused. Servers that mislabel their data as a
 * generic type are tolerated only when the body itself starts like the expected kind.
 *
 * - json: `application/json`, `text/json`, any `*\/*+json`. Tolerated after sniffing (body starts with `{` or
 *   `[`): `text/plain`, `text/javascript`, `application/javascript`, `application/x-javascript`,
 *   `application/octet-stream`, and no content type at all.
 * - xml: any `*\/xml` or `*\/*+xml` (rss+xml, atom+xml, rdf+xml), and `rss`/`atom` subtypes. Tolerated after sniffing
 *   (body starts with `<?xml`, `<rss`, `<feed` or `<rdf`): `text/plain`, `application/octet-stream`, none.
 * - feed: what xml accepts, plus what json accepts (JSON Feed is `application/feed+json`), sniffed for either.
 */
export type ContentTypeVerdict = "accept" | "sniff" | "refuse";

type Accept = SourceRequest["accept"];

const JSON_TOLERATED = new Set([
  "text/plain",
  "text/javascript",
  "application/javascript",
  "application/x-javascript",
  "application/octet-stream",
  "",
]);
const XML_TOLERATED = new Set(["text/plain", "application/octet-stream", ""]);

export const ACCEPT_HEADERS: Record<Accept, string> = {
  json: "application/json, text/json;q=0.9, */*;q=0.1",
  xml: "application/xml, text/xml;q=0.9, */*;q=0.1",
  feed: "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.1",
};

/** The bare media type, lower-cased and stripped to safe characters so it can go into an error reason. */
export function mediaType(header: string | null | undefined): string {
  const type = (header ?? "").split(";")[0] ?? "";
  return type
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.+/-]/g, "")
    .slice(0, 60);
}

function isJsonType(type: string): boolean {
  return (
    type === "application/json" || type === "text/json" || /^[a-z0-9.-]+\/[a-z0-9.+-]*\+json$/.test(type)
  );
}

function isXmlType(type: string): boolean {
  const subtype = type.split("/")[1] ?? "";
  return (
    type.includes("/") &&
    (subtype === "xml" || subtype.endsWith("+xml") || /^(x-)?(rss|atom|rdf)$/.test(subtype))
  );
}

export function judgeContentType(accept: Accept, type: string): ContentTypeVerdict {
  if (type === "text/html" || type === "application/xhtml+xml") return "refuse";
  const json = accept === "json" || accept === "feed";
  const xml = accept === "xml" || accept === "feed";
  if ((json && isJsonType(type)) || (xml && isXmlType(type))) return "accept";
  if ((json && JSON_TOLERATED.has(type)) || (xml && XML_TOLERATED.has(type))) return "sniff";
  return "refuse";
}

/** Whether the first bytes of `body` look like the expected kind (after a UTF-8 BOM and whitespace). */
export function sniffBody(accept: Accept, body: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(body.subarray(0, 256))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  const looksJson = head.startsWith("{") || head.startsWith("[");
  const looksXml = ["<?xml", "<rss", "<feed", "<rdf"].some((p) => head.startsWith(p));
  if (accept === "json") return looksJson;
  if (accept === "xml") return looksXml;
  return looksJson || looksXml;
}

export function unexpectedTypeReason(type: string): string {
  return `unexpected content type ${type === "" ? "(none)" : type}`;
}
