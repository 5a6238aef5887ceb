import type { FetchedBody, SourceRequest } from "../types.js";
import { judgeContentType, mediaType, sniffBody, unexpectedTypeReason } from "./content-type.js";
import { classifyNetworkError } from "./network-error.js";
import { formatBytes, readBody } from "./read-body.js";
import { isRetryableStatus } from "./retry.js";

/** One attempt: the request, its redirects and the body, under one deadline. */

export interface AttemptInput {
  url: string;
  headers: Record<string, string>;
  accept: SourceRequest["accept"];
  timeoutMs: number;
  signal: AbortSignal | undefined;
  transport: typeof fetch;
  maxBytes: number;
  maxRedirects: number;
}

export type AttemptResult =
  | { kind: "ok"; res: FetchedBody }
  | { kind: "not_modified" }
  | { kind: "error"; reason: string; status?: number; retryable: boolean; retryAfter?: string | null };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Credentials an adapter set for one origin must not follow a redirect to another. */
const ORIGIN_BOUND_HEADERS = ["authorization", "cookie", "proxy-authorization"];

export async function runAttempt(input: AttemptInput): Promise<AttemptResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, input.timeoutMs);
  const onCallerAbort = () => controller.abort();
  input.signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    if (input.signal?.aborted) return { kind: "error", reason: "aborted", retryable: false };
    return await follow(input, controller.signal);
  } catch (err) {
    if (timedOut) return { kind: "error", reason: `timeout after ${input.timeoutMs} ms`, retryable: true };
    if (input.signal?.aborted) return { kind: "error", reason: "aborted", retryable: false };
    return { kind: "error", ...classifyNetworkError(err) };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener("abort", onCallerAbort);
    // Drops whatever socket is still open on an early exit; a no-op once the body was read to the end.
    controller.abort();
  }
}

async function follow(input: AttemptInput, signal: AbortSignal): Promise<AttemptResult> {
  let url = input.url;
  const headers = { ...input.headers };
  const seen = new Set([url]);
  for (let hop = 0; ; hop++) {
    const res = await input.transport(url, { method: "GET", headers, redirect: "manual", signal });
    const { status } = res;
    if (REDIRECTS.has(status)) {
      await discard(res);
      const next = nextUrl(url, res.headers.get("location"));
      if (next === undefined) {
        return { kind: "error", reason: "redirect without a valid location", status, retryable: false };
      }
      if (next.protocol !== "http:" && next.protocol !== "https:") {
        return { kind: "error", reason: "redirect to non-http URL", status, retryable: false };
      }
      if (hop >= input.maxRedirects || seen.has(next.href)) {
        return { kind: "error", reason: "too many redirects", status, retryable: false };
      }
      if (next.origin !== new URL(url).origin) for (const h of ORIGIN_BOUND_HEADERS) delete headers[h];
      url = next.href;
      seen.add(url);
      continue;
    }
    if (status === 304 && ("if-none-match" in headers || "if-modified-since" in headers)) {
      await discard(res);
      return { kind: "not_modified" };
    }
    if (status < 200 || status > 299) {
      await discard(res);
      return {
        kind: "error",
        reason: `HTTP ${status}`,
        status,
        retryable: isRetryableStatus(status),
        retryAfter: res.headers.get("retry-after"),
      };
    }
    return await readSuccess(input, url, res, signal);
  }
}

async function readSuccess(
  input: AttemptInput,
  url: string,
  res: Response,
  signal: AbortSignal,
): Promise<AttemptResult> {
  const { status } = res;
  const tooLarge = {
    kind: "error",
    reason: `body over ${formatBytes(input.maxBytes)}`,
    status,
    retryable: false,
  } as const;
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (declared > input.maxBytes) return tooLarge;
  const type = mediaType(res.headers.get("content-type"));
  const verdict = judgeContentType(input.accept, type);
  const wrongType = { kind: "error", reason: unexpectedTypeReason(type), status, retryable: false } as const;
  if (verdict === "refuse") return wrongType;
  const read = await readBody(res, input.maxBytes, signal);
  if (read.kind === "too_large") return tooLarge;
  if (verdict === "sniff" && !sniffBody(input.accept, read.body)) return wrongType;
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return { kind: "ok", res: { url, status, headers: out, body: read.body } };
}

function nextUrl(current: string, location: string | null): URL | undefined {
  if (location === null || location.trim() === "") return undefined;
  try {
    return new URL(location, current);
  } catch {
    return undefined;
  }
}

/** Frees the connection of a response whose body we do not want. */
async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => {});
}
