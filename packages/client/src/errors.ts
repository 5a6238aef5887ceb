/**
 * Errors of the typed client. Every failure is an `IntelDigestError` with the service's error code (or one of the
 * client's own: `network_error`, `invalid_response`, `spend_limit`), the HTTP status (0 when no answer came), and
 * whether the call was charged. Messages never carry the payer's key.
 */
export class IntelDigestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;
  readonly charged?: boolean;

  constructor(
    code: string,
    message: string,
    opts: {
      status?: number;
      details?: unknown;
      retryAfterSeconds?: number;
      charged?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = "IntelDigestError";
    this.code = code;
    this.status = opts.status ?? 0;
    if (opts.details !== undefined) this.details = opts.details;
    if (opts.retryAfterSeconds !== undefined) this.retryAfterSeconds = opts.retryAfterSeconds;
    if (opts.charged !== undefined) this.charged = opts.charged;
  }
}

/** A payment the spend limits forbid; thrown before anything is signed, so nothing was paid. */
export class SpendLimitError extends IntelDigestError {
  constructor(message: string, details: { priceUsd: number; limitUsd: number; spentUsd: number }) {
    super("spend_limit", message, { status: 402, details, charged: false });
    this.name = "SpendLimitError";
  }
}

/** A paid route called by a client without a payer; `details` holds the price and the x402 offer. */
export class PaymentRequiredError extends IntelDigestError {
  constructor(message: string, opts: { details?: unknown; status?: number }) {
    super("payment_required", message, { status: opts.status ?? 402, details: opts.details, charged: false });
    this.name = "PaymentRequiredError";
  }
}
