/**
 * Paid answers kept for a short while under the authorization that bought them, so that a client whose answer was
 * lost after settlement (connection reset, process killed) gets it again by retrying the same payment, instead of
 * paying twice or being told the authorization is used.
 *
 * What "the same payer" can mean: the payment header is a signed EIP-3009 authorization, and a copy of it is the
 * same bytes, so nothing in the request tells the payer from someone who copied the header. The answer is
 * therefore bound to exactly what was paid for: the authorization (network, asset, payer, nonce), a digest of the
 * signed payload (authorization and signature), and the request (route, path and query). Only that exact
 * payment for that exact request gets it back, and only for `PAID_ANSWER_TTL_MS`: anything else is refused as an
 * authorization already used.
 */

/** How long a paid answer can be fetched again. */
export const PAID_ANSWER_TTL_MS = 10 * 60_000;
/** Larger answers are not kept (a retry of one gets the 402): the table stays small. */
export const PAID_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** The single-use key of an EIP-3009 authorization, spelled in lower case as the ledger stores it. */
export interface AuthorizationKey {
  network: string;
  asset: string;
  payer: string;
  nonce: string;
}

export interface PaidAnswerInput extends AuthorizationKey {
  /** The ledger entry that paid for it: its outcome says whether the answer was actually paid for. */
  paymentId: string;
  /** sha256 of the signed payload (authorization and signature), hex. */
  paymentDigest: string;
  /** Route id, path and query of the request that bought it. */
  request: string;
  /** The JSON body, exactly as sent. */
  body: string;
  /** The encoded settlement receipt (`PAYMENT-RESPONSE`); "" until the payment settles. */
  receipt: string;
  at: Date;
  expiresAt: Date;
}

export type PaidAnswer = PaidAnswerInput;

export interface PaidAnswerStore {
  /**
   * Keeps (or replaces: a released authorization may buy again) the answer computed under this authorization.
   * Written before settlement, so an answer whose settlement outlives its process can still be found.
   */
  keepPaidAnswer(answer: PaidAnswerInput): Promise<void>;
  /** Records the receipt once the payment settled. */
  settlePaidAnswer(paymentId: string, receipt: string): Promise<void>;
  /** The unexpired answer kept under this authorization, if any. */
  paidAnswerFor(key: AuthorizationKey, now: Date): Promise<PaidAnswer | undefined>;
  /** Drops answers that expired before `now`; returns how many. */
  prunePaidAnswers(now: Date): Promise<number>;
}
