import { AppError } from "../errors/index.js";
import { badAnswer, timedOut, unavailable } from "./client.js";

/**
 * One GET to the Pulse upstream, turned into either a status with its JSON body or an `AppError` whose message is
 * safe to show a paying client: the upstream's body, the URL and internal error text only ever go into `cause`.
 */

export interface UpstreamAnswer {
  status: number;
  /** Parsed JSON; only read for 200 answers, `undefined` otherwise. */
  json: unknown;
}

export interface UpstreamRequest {
  fetch: typeof fetch;
  url: URL;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBodyBytes: number;
}

// An answer the HTTP parser could not read came from something that did answer, just not sensibly.
const isGarbledAnswer = (err: unknown): boolean => {
  const cause = err instanceof Error ? err.cause : undefined;
  return cause instanceof Error && cause.name === "HTTPParserError";
};

/**
 * The deadline covers the whole exchange, body included, so a body that trickles in slowly times out as well.
 * `fetch` should honour the signal itself; racing it too keeps the deadline even for a fetch that doesn't.
 */
export async function getUpstream(req: UpstreamRequest): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(req.timeoutMs);
  let res: Response;
  try {
    res = await raceAbort(
      req.fetch(req.url, {
        method: "GET",
        headers: req.headers,
        signal,
        // A redirect would carry the bearer token elsewhere; an API that redirects is misconfigured anyway.
        redirect: "manual",
      }),
      signal,
    );
  } catch (err) {
    if (signal.aborted) throw timedOut(err);
    if (isGarbledAnswer(err)) throw badAnswer("sent an unreadable answer", err);
    throw unavailable(err);
  }

  if (res.status !== 200) {
    await discard(res);
    return { status: res.status, json: undefined };
  }

  let bytes: Uint8Array;
  try {
    bytes = await readCapped(res, signal, req.maxBodyBytes);
  } catch (err) {
    if (signal.aborted) throw timedOut(err);
    if (err instanceof AppError) throw err;
    // The connection broke after the headers: the upstream answered, but not completely.
    throw badAnswer("sent an incomplete answer", err);
  }

  try {
    return { status: 200, json: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch (err) {
    throw badAnswer("sent an answer that is not JSON", err);
  }
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function discard(res: Response): Promise<void> {
  // Releasing the body lets the connection be reused or closed instead of lingering.
  await res.body?.cancel().catch(() => undefined);
}

async function readCapped(res: Response, signal: AbortSignal, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    badAnswer("sent an answer that is too large", new Error(`body over ${maxBytes} bytes`));
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(res);
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array();

  const reader = res.body.getReader();
  // Cancelling the reader settles a pending read, so the loop sees the deadline even mid-chunk.
  const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}
