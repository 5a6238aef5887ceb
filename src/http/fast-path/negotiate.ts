import { parseAccept } from "hono/utils/accept";
import type { CachedBody } from "../cached-body.js";
import { chooseRepresentation, type Representation } from "../representation.js";

export type { Representation };

/**
 * The representation `sendCached` picks, followed by the app's `compress()` step; undefined when that step would
 * compress the body per request (an identity body and a client taking gzip, deflate or `*`: e.g. any small body such
 * as /index or /brief asked with `Accept-Encoding: gzip`), which is left to the Hono path.
 */
export function negotiate(
  entry: CachedBody,
  method: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): Representation | undefined {
  const rep = chooseRepresentation(entry, ifNoneMatch, acceptEncoding);
  if (rep.status === 304 || rep.encoding !== undefined) return rep;
  // `compress()` leaves HEAD alone; on GET it encodes an identity body whenever it finds a coding it can use.
  if (method !== "HEAD" && compressWouldEncode(acceptEncoding)) return undefined;
  return rep;
}

/** hono/compress's `selectEncoding` over its default candidates: is there a coding with q > 0? */
function compressWouldEncode(header: string | undefined): boolean {
  if (header === undefined) return false;
  const accepted = parseAccept(header);
  const wildcardQ = accepted.find((a) => a.type === "*")?.q;
  return ["gzip", "deflate"].some((coding) => {
    const explicit = accepted.find((a) => a.type.toLowerCase() === coding);
    return (explicit ? explicit.q : (wildcardQ ?? 0)) > 0;
  });
}
