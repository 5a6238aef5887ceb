import { compressesPerRequest, perRequestCoding, type Representation } from "../representation.js";

/**
 * Whether the app's compress step would encode this answer per request (a body it holds, a client taking gzip,
 * deflate or `*`: e.g. any small body such as /index asked with `Accept-Encoding: gzip`); such answers are left to
 * the Hono path. Asked with the representation layer's own rule, over the headers this answer would carry.
 */
export function compressedPerRequest(
  method: string,
  rep: Representation,
  answerHeaders: Readonly<Record<string, string>>,
  acceptEncoding: string | undefined,
): boolean {
  return (
    rep.status === 200 &&
    perRequestCoding(acceptEncoding) !== undefined &&
    compressesPerRequest(method, rep.status, (name) => answerHeaders[name])
  );
}
