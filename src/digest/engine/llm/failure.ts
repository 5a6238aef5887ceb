import { APICallError, LoadAPIKeyError, RetryError } from "ai";

/**
 * Short, secret-free reasons for an LLM call that did not give usable prose. They end up in a log line and in the
 * digest's `engine` field ("offline (fallback: http 429)"), so they name the kind of failure, never a response body.
 */

export type FailureKind = "timeout" | "http" | "network" | "malformed" | "invalid" | "ungrounded" | "other";

export interface LlmFailure {
  kind: FailureKind;
  reason: string;
}

function describeApiCall(e: APICallError): LlmFailure {
  if (e.statusCode !== undefined) return { kind: "http", reason: `http ${e.statusCode}` };
  const cause = e.cause as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = cause?.code ?? cause?.cause?.code;
  return { kind: "network", reason: `network error${typeof code === "string" ? ` ${code}` : ""}` };
}

/** What went wrong, judged by the error and by whether our own deadline fired. */
export function describeError(error: unknown, deadline: { aborted: boolean; ms: number }): LlmFailure {
  if (deadline.aborted) return { kind: "timeout", reason: `timeout after ${deadline.ms} ms` };
  if (RetryError.isInstance(error)) {
    const last = describeError(error.lastError, deadline);
    const attempts = error.errors.length;
    return attempts > 1 ? { ...last, reason: `${last.reason} after ${attempts} attempts` } : last;
  }
  if (APICallError.isInstance(error)) return describeApiCall(error);
  if (LoadAPIKeyError.isInstance(error)) return { kind: "other", reason: "missing API key" };
  if (error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError"))
    return { kind: "timeout", reason: "aborted" };
  if (error instanceof TypeError) return { kind: "network", reason: "network error" };
  const name = error instanceof Error ? error.name : typeof error;
  return { kind: "other", reason: name };
}
