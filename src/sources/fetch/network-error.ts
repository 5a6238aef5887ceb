/** Turns what a transport throws into a short, safe reason, and says whether another attempt may help. */

export interface NetworkFailure {
  reason: string;
  retryable: boolean;
}

const KINDS: { codes: RegExp; reason: string; retryable: boolean }[] = [
  { codes: /^ECONNREFUSED$/, reason: "connection refused", retryable: true },
  {
    codes: /^(ECONNRESET|EPIPE|ECONNABORTED|UND_ERR_SOCKET|UND_ERR_CLOSED)$/,
    reason: "connection reset",
    retryable: true,
  },
  {
    codes: /^(ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NODATA|EAI_NONAME)$/,
    reason: "DNS lookup failed",
    retryable: true,
  },
  {
    codes: /^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/,
    reason: "connection timed out",
    retryable: true,
  },
  { codes: /^(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)$/, reason: "host unreachable", retryable: true },
  {
    codes:
      /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH|ERR_OSSL)/,
    reason: "TLS error",
    retryable: false,
  },
];

/** Error codes found on the error, its `cause` chain and inside AggregateErrors (several addresses tried). */
function codesOf(err: unknown, depth = 0): string[] {
  if (depth > 5 || typeof err !== "object" || err === null) return [];
  const codes: string[] = [];
  const { code, cause, errors } = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") codes.push(code);
  codes.push(...codesOf(cause, depth + 1));
  if (Array.isArray(errors)) for (const e of errors) codes.push(...codesOf(e, depth + 1));
  return codes;
}

export function classifyNetworkError(err: unknown): NetworkFailure {
  const codes = codesOf(err);
  for (const kind of KINDS) {
    if (codes.some((c) => kind.codes.test(c))) return { reason: kind.reason, retryable: kind.retryable };
  }
  // Undici refuses some ports outright ("bad port"), a permanent condition.
  const cause = (err as { cause?: { message?: unknown } } | null)?.cause;
  if (cause?.message === "bad port") return { reason: "blocked port", retryable: false };
  return { reason: "network error", retryable: true };
}
