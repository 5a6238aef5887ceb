import { CORS_ANSWER_HEADERS } from "../cors-policy.js";
import { REQUEST_ID_HEADER } from "../representation.js";

const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The headers of a cached answer as the Hono path writes them, as a flat `[name, value, …]` list. The names and
 * values come from the same places the Hono path takes them from: the CORS policy, the representation layer's
 * `cachedAnswerHeaders`, the budget's headers and the request id. The order is the adapter's: @hono/node-server
 * copies a Web `Headers`, which iterates lower-case names sorted, and adds `content-length` last for a body it
 * holds in memory (not for HEAD, whose body is null, nor for a 304). The sources never share a name.
 */
export function cachedResponseHeaders(
  answerHeaders: Readonly<Record<string, string>>,
  rateLimit: Readonly<Record<string, string>> | undefined,
  requestId: string,
  contentLength: number | undefined,
): string[] {
  const pairs: [string, string][] = [];
  for (const name in CORS_ANSWER_HEADERS) pairs.push([name, CORS_ANSWER_HEADERS[name] as string]);
  for (const name in answerHeaders) pairs.push([name, answerHeaders[name] as string]);
  if (rateLimit) for (const name in rateLimit) pairs.push([name.toLowerCase(), rateLimit[name] as string]);
  pairs.push([REQUEST_ID_HEADER, requestId]);
  pairs.sort(byName);
  const flat: string[] = [];
  for (const [name, value] of pairs) flat.push(name, value);
  if (contentLength !== undefined) flat.push("content-length", String(contentLength));
  return flat;
}
