/**
 * The payments ledger: every paid request that carried a payment and its outcome. The gate reserves before the
 * work and resolves after it; `src/store/` implements the ledger for SQLite and PostgreSQL, `memory-ledger.ts` in
 * memory.
 */

export const PAYMENT_OUTCOMES = ["verified", "settled", "released", "rejected", "settle_failed"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** One paid request that carried a payment. Amounts are atomic token units as decimal strings. */
export interface PaymentEntryInput {
  id: string;
  /** Route-table id and request path. */
  route: string;
  resource: string;
  x402Version: number;
  network: string;
  asset: string;
  payTo: string;
  /** Lower-case 0x address; "" when the payload was too broken to name one. */
  payer: string;
  amount: string;
  /** EIP-3009 nonce (0x + 64 hex); "" for a rejected payload without one. */
  nonce: string;
  validBefore: Date | undefined;
  at: Date;
}

export interface PaymentEntry extends PaymentEntryInput {
  outcome: PaymentOutcome;
  txHash: string | undefined;
  reason: string | undefined;
  updatedAt: Date;
}

export interface PaymentSummary {
  calls: number;
  settled: number;
  released: number;
  rejected: number;
  settleFailed: number;
  pending: number;
  /** Sum of settled amounts, atomic units. */
  revenueAtomic: string;
}

export interface PaymentLedger {
  /**
   * Atomically reserves the authorization (network, asset, payer, nonce) and records the entry as `verified`.
   * `reserved` is false, and nothing is written, when that authorization is already reserved or settled — even by
   * another replica on the same database.
   */
  reservePayment(entry: PaymentEntryInput): Promise<{ reserved: boolean }>;
  /** Records a payment refused before reservation (bad signature, wrong amount, reused nonce…). */
  recordRejectedPayment(entry: PaymentEntryInput, reason: string): Promise<void>;
  /**
   * Closes a `verified` entry. `released` and `settle_failed` free the authorization so the payer may use it again;
   * `settled` keeps it spent. Returns false when the entry was not `verified` any more (already resolved).
   */
  resolvePayment(
    id: string,
    outcome: "settled" | "released" | "settle_failed",
    opts: { at: Date; txHash?: string; reason?: string },
  ): Promise<boolean>;
  /** `verified` entries whose authorization expired before `before`: left behind by a process that died. */
  stalePayments(before: Date): Promise<PaymentEntry[]>;
  paymentSummary(since?: Date): Promise<PaymentSummary>;
  recentPayments(limit: number): Promise<PaymentEntry[]>;
  paymentById(id: string): Promise<PaymentEntry | undefined>;
}
