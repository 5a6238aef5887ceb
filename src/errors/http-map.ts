import { AppError, type ErrorCode } from "./app-error.js";

export type ErrorStatus =
  | 400
  | 401
  | 402
  | 404
  | 405
  | 408
  | 413
  | 415
  | 417
  | 429
  | 431
  | 500
  | 502
  | 503
  | 504;

const STATUS: Record<ErrorCode, ErrorStatus> = {
  invalid_request: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  headers_too_large: 431,
  request_timeout: 408,
  expectation_failed: 417,
  unsupported_media_type: 415,
  rate_limited: 429,
  payment_required: 402,
  payment_invalid: 402,
  settlement_failed: 402,
  upstream_error: 502,
  upstream_unavailable: 503,
  upstream_timeout: 504,
  payments_not_configured: 503,
  no_digest_yet: 404,
  no_sample_yet: 404,
  internal: 500,
};

export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; details?: unknown };
  charged?: false;
}

export const statusOf = (code: ErrorCode): ErrorStatus => STATUS[code];

/** Unknown errors become a generic `internal`: their message may hold internals and never reaches a client. */
export function toErrorBody(
  err: unknown,
  opts: { paid?: boolean } = {},
): { status: ErrorStatus; body: ErrorBody } {
  const e = err instanceof AppError ? err : new AppError("internal", "Internal error.");
  const body: ErrorBody = { success: false, error: { code: e.code, message: e.message } };
  if (e.details !== undefined) body.error.details = e.details;
  if (opts.paid) body.charged = false;
  return { status: STATUS[e.code], body };
}
