import type { FacilitatorClient } from "@x402/core/server";
import type { Address } from "viem";
import type { PaymentMode, PaymentsConfig } from "./config.js";
import type { ChainReader } from "./facilitator.js";
import type { FaultHook } from "./fault.js";
import type { PaymentLedger } from "./ledger.js";
import type { PaidAnswerStore } from "./paid-answers.js";
import type { PaidRoute, PaymentErrorCode, PaymentRequiredBody } from "./requirements.js";

/** A request to a paid route, as the HTTP adapter hands it over: the route's price and the raw payment headers. */
export interface PaidRequest extends PaidRoute {
  /** `PAYMENT-SIGNATURE` (x402 V2). */
  paymentSignature?: string | undefined;
  /** Legacy `X-PAYMENT` (x402 V2 or V1 payload). */
  xPayment?: string | undefined;
  /** Path and query as requested: a kept answer is re-served only to the same request. */
  request?: string | undefined;
}

/** What the route's work produced; `billable: false` marks a below-threshold (empty) answer, never charged. */
export interface WorkResult<T> {
  body: T;
  billable: boolean;
}

/** No payment, an invalid or reused one, or a settlement that failed: answer 402 with these headers and body. */
export interface PaymentRequiredResult {
  kind: "payment_required";
  status: 402;
  code: PaymentErrorCode;
  /** The safe reason given to the client (absent for a plain challenge). */
  reason?: string;
  headers: Record<string, string>;
  body: PaymentRequiredBody;
}

/** The work succeeded, was billable, and the payment settled. */
export interface PaidResult<T> {
  kind: "paid";
  status: 200;
  /** `PAYMENT-RESPONSE`, or `X-PAYMENT-RESPONSE` when the payment came in `X-PAYMENT`. */
  headers: Record<string, string>;
  body: T & { charged: true };
  payer: Address;
  txHash: string;
  /** Atomic units settled. */
  amount: string;
  /** True when this is an answer already paid for, sent again to a retry of the same payment (no new charge). */
  replay?: true;
}

/** A below-threshold answer: served, the payment released and never settled. */
export interface FreeAnswerResult<T> {
  kind: "free_answer";
  status: 200;
  headers: Record<string, string>;
  body: T & { charged: false };
  payer: Address;
}

/** Instructions for the HTTP adapter, which turns them into a response. */
export type GateResult<T> = PaymentRequiredResult | PaidResult<T> | FreeAnswerResult<T>;

type LogFn = (obj: object, msg?: string) => void;
export interface PaymentsLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface PaymentGateDeps {
  config: PaymentsConfig;
  ledger: PaymentLedger;
  /** Where paid answers are kept for re-serving to a retry; without it a lost answer is lost. */
  answers?: PaidAnswerStore | undefined;
  facilitator: FacilitatorClient;
  /** Reads authorization state on-chain for `recoverStalePayments`; without it stale entries are released. */
  chain?: ChainReader | undefined;
  now?: () => Date;
  logger?: PaymentsLogger;
  /** Test-only crash points (`FAULT_INJECT`); see `fault.ts`. */
  fault?: FaultHook | undefined;
}

export interface PaymentGateDescription {
  mode: PaymentMode;
  network: string;
  asset: Address;
  payTo: Address | undefined;
  configured: boolean;
}

export interface PaymentGate {
  /** False without PAY_TO_ADDRESS: paid routes answer 503 `payments_not_configured`. */
  readonly configured: boolean;
  describe(): PaymentGateDescription;
  /**
   * Verify → reserve → work → charge decision → settle. Throws `payments_not_configured` when not configured;
   * when `work` throws, the reservation is released and the same error is rethrown.
   */
  process<T extends object>(req: PaidRequest, work: () => Promise<WorkResult<T>>): Promise<GateResult<T>>;
  /** Resolves `verified` entries left behind by a process that died, once their authorization has expired. */
  recoverStalePayments(now?: Date): Promise<{ settled: number; released: number }>;
}
