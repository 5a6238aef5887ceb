import { CORS_ANSWER_HEADERS } from "../cors-policy.js";
import { REQUEST_ID_HEADER } from "../representation.js";

/** One header of the layout: its lower-case name, and a fixed value or where the per-request value comes from. */
type Slot =
  | { name: string; value: string }
  | { name: string; requestId: true }
  | { name: string; limit: string };

// Layouts by answer-header object (one per cached entry and representation), with and without budget headers.
const layouts = new WeakMap<object, { plain?: Slot[]; limited?: Map<string, Slot[]> }>();

/**
 * The headers of a cached answer as the Hono path writes them, as a flat `[name, value, …]` list. The names and
 * values come from the same places the Hono path takes them from: the CORS policy, the representation layer's
 * `cachedAnswerHeaders`, the budget's headers and the request id. The order is the adapter's: @hono/node-server
 * copies a Web `Headers`, which iterates lower-case names sorted, and adds `content-length` last for a body it
 * holds in memory (not for HEAD, whose body is null, nor for a 304). The sources never share a name. The sorted
 * layout is worked out once per answer-header object, so a request only fills in its values.
 */
export function cachedResponseHeaders(
  answerHeaders: Readonly<Record<string, string>>,
  rateLimit: Readonly<Record<string, string>> | undefined,
  requestId: string,
  contentLength: number | undefined,
): string[] {
  const flat: string[] = [];
  for (const slot of layoutOf(answerHeaders, rateLimit)) {
    flat.push(
      slot.name,
      "value" in slot ? slot.value : "limit" in slot ? (rateLimit?.[slot.limit] as string) : requestId,
    );
  }
  if (contentLength !== undefined) flat.push("content-length", String(contentLength));
  return flat;
}

function layoutOf(
  answerHeaders: Readonly<Record<string, string>>,
  rateLimit: Readonly<Record<string, string>> | undefined,
): Slot[] {
  let known = layouts.get(answerHeaders);
  if (!known) {
    known = {};
    layouts.set(answerHeaders, known);
  }
  if (!rateLimit) {
    known.plain ??= buildLayout(answerHeaders, []);
    return known.plain;
  }
  const names = Object.keys(rateLimit);
  const key = names.join("\n");
  known.limited ??= new Map();
  let layout = known.limited.get(key);
  if (!layout) {
    layout = buildLayout(answerHeaders, names);
    known.limited.set(key, layout);
  }
  return layout;
}

function buildLayout(answerHeaders: Readonly<Record<string, string>>, limitNames: string[]): Slot[] {
  const slots: Slot[] = [
    ...Object.entries(CORS_ANSWER_HEADERS).map(([name, value]) => ({ name, value })),
    ...Object.entries(answerHeaders).map(([name, value]) => ({ name, value })),
    ...limitNames.map((limit) => ({ name: limit.toLowerCase(), limit })),
    { name: REQUEST_ID_HEADER, requestId: true as const },
  ];
  return slots.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
