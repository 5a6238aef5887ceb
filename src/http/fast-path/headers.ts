import { CORS_ANSWER_HEADERS } from "../cors-policy.js";
import { RATE_LIMIT_HEADER_NAMES, type RateLimitHeaders } from "../rate-limit/index.js";
import { REQUEST_ID_HEADER } from "../representation.js";

/** A flat `[name, value, …]` list with the fixed values in place, and where the per-request values go. */
interface Layout {
  template: readonly string[];
  requestIdAt: number;
  /** [index in the list, name in the budget's headers] */
  limitsAt: readonly (readonly [number, keyof RateLimitHeaders])[];
}

// Layouts by answer-header object (one per cached entry and representation), without and with budget headers.
const layouts = new WeakMap<object, { plain?: Layout; limited?: Layout }>();

/**
 * The headers of a cached answer as the Hono path writes them, as a flat `[name, value, …]` list. The names and
 * values come from the same places the Hono path takes them from: the CORS policy, the representation layer's
 * `cachedAnswerHeaders`, the budget's headers and the request id. The order is the adapter's: @hono/node-server
 * copies a Web `Headers`, which iterates lower-case names sorted, and adds `content-length` last for a body it
 * holds in memory (not for HEAD, whose body is null, nor for a 304). The sources never share a name. The sorted
 * layout is worked out once per answer-header object, so a request only copies it and fills in its values.
 */
export function cachedResponseHeaders(
  answerHeaders: Readonly<Record<string, string>>,
  rateLimit: Readonly<RateLimitHeaders> | undefined,
  requestId: string,
  contentLength: number | undefined,
): string[] {
  let known = layouts.get(answerHeaders);
  if (!known) {
    known = {};
    layouts.set(answerHeaders, known);
  }
  let layout = rateLimit ? known.limited : known.plain;
  if (!layout) {
    layout = buildLayout(answerHeaders, rateLimit ? RATE_LIMIT_HEADER_NAMES : []);
    if (rateLimit) known.limited = layout;
    else known.plain = layout;
  }
  const flat = layout.template.slice();
  flat[layout.requestIdAt] = requestId;
  if (rateLimit) for (const [at, name] of layout.limitsAt) flat[at] = rateLimit[name];
  if (contentLength !== undefined) flat.push("content-length", String(contentLength));
  return flat;
}

type Slot =
  | { name: string; value: string }
  | { name: string; requestId: true }
  | { name: string; limit: keyof RateLimitHeaders };

function buildLayout(
  answerHeaders: Readonly<Record<string, string>>,
  limitNames: readonly (keyof RateLimitHeaders)[],
): Layout {
  const slots: Slot[] = [
    ...Object.entries(CORS_ANSWER_HEADERS).map(([name, value]) => ({ name, value })),
    ...Object.entries(answerHeaders).map(([name, value]) => ({ name, value })),
    ...limitNames.map((limit) => ({ name: limit.toLowerCase(), limit })),
    { name: REQUEST_ID_HEADER, requestId: true as const },
  ];
  slots.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const template: string[] = [];
  let requestIdAt = -1;
  const limitsAt: [number, keyof RateLimitHeaders][] = [];
  for (const slot of slots) {
    template.push(slot.name);
    if ("value" in slot) template.push(slot.value);
    else {
      if ("limit" in slot) limitsAt.push([template.length, slot.limit]);
      else requestIdAt = template.length;
      template.push("");
    }
  }
  return { template, requestIdAt, limitsAt };
}
