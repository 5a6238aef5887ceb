/**
 * Service errors carry a code and no HTTP knowledge; `toHttp` in ./http-map.ts is the one place that turns a code
 * into a status and an envelope, for the HTTP layer, the CLI and agents alike.
 */
export const ERROR_CODES = [
  "invalid_request",
  "unauthorized",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "headers_too_large",
  "request_timeout",
  "expectation_failed",
  "unsupported_media_type",
  "rate_limited",
  "payment_required",
  "payment_invalid",
  "settlement_failed",
  "upstream_error",
  "upstream_unavailable",
  "upstream_timeout",
  "payments_not_configured",
  "no_digest_yet",
  "no_sample_yet",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
