import { encodePaymentResponseHeader } from "@x402/core/http";
import type { Network } from "@x402/core/types";
import { getAddress } from "viem";
import type { DecodedPayment, PaymentTransport } from "./decode.js";
import type { ChainReader } from "./facilitator.js";
import type { PaidRequest, PaidResult, PaymentsLogger } from "./gate-types.js";
import type { PaymentLedger } from "./ledger.js";
import {
  authorizationKeyOf,
  lookUpPaidAnswer,
  type PaidAnswerLookup,
  paymentDigestOf,
  requestKeyOf,
} from "./paid-answer-lookup.js";
import { PAID_ANSWER_MAX_BYTES, PAID_ANSWER_TTL_MS, type PaidAnswerStore } from "./paid-answers.js";

type Payment = Extract<DecodedPayment, { kind: "payment" }>;

const PRUNE_EVERY_MS = 60_000;

export interface AnswerKeeper {
  lookUp(req: PaidRequest, payment: Payment, now: Date): Promise<PaidAnswerLookup>;
  /** Keeps the answer before settlement; false when it is not kept (too large, or the store failed). */
  keep(paymentId: string, req: PaidRequest, payment: Payment, body: object, now: Date): Promise<void>;
  settled(paymentId: string, receipt: string): Promise<void>;
  /** The kept answer as the gate's `paid` instruction, under the header the retry used. */
  replay<T extends object>(
    found: Extract<PaidAnswerLookup, { kind: "serve" }>,
    payment: Payment,
  ): PaidResult<T>;
}

const responseHeader = (t: PaymentTransport) =>
  t === "x-payment" ? "X-PAYMENT-RESPONSE" : "PAYMENT-RESPONSE";

/**
 * The gate's side of keeping paid answers (see `paid-answers.ts`): failures to keep or prune are logged and never
 * stop an answer, since the client's answer matters more than the chance to send it twice.
 */
export function createAnswerKeeper(deps: {
  answers: PaidAnswerStore | undefined;
  ledger: PaymentLedger;
  chain?: ChainReader | undefined;
  logger?: PaymentsLogger | undefined;
}): AnswerKeeper {
  const { answers, logger } = deps;
  let lastPrune = 0;
  const prune = (now: Date) => {
    if (!answers || now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    answers.prunePaidAnswers(now).catch((err: unknown) => {
      logger?.warn({ err }, "payments: pruning kept answers failed");
    });
  };
  return {
    lookUp: (req, payment, now) =>
      answers ? lookUpPaidAnswer({ ...deps, answers }, req, payment, now) : Promise.resolve({ kind: "none" }),

    async keep(paymentId, req, payment, body, now) {
      if (!answers) return;
      prune(now);
      const text = JSON.stringify(body);
      if (Buffer.byteLength(text) > PAID_ANSWER_MAX_BYTES) {
        logger?.warn({ paymentId, bytes: Buffer.byteLength(text) }, "payments: answer too large to keep");
        return;
      }
      try {
        await answers.keepPaidAnswer({
          ...authorizationKeyOf(payment),
          paymentId,
          paymentDigest: paymentDigestOf(payment),
          request: requestKeyOf(req),
          body: text,
          receipt: "",
          at: now,
          expiresAt: new Date(now.getTime() + PAID_ANSWER_TTL_MS),
        });
      } catch (err) {
        logger?.error({ err, paymentId }, "payments: keeping the paid answer failed");
      }
    },

    async settled(paymentId, receipt) {
      if (!answers) return;
      try {
        await answers.settlePaidAnswer(paymentId, receipt);
      } catch (err) {
        logger?.error({ err, paymentId }, "payments: recording the kept answer's receipt failed");
      }
    },

    replay<T extends object>(found: Extract<PaidAnswerLookup, { kind: "serve" }>, payment: Payment) {
      const { answer } = found;
      logger?.info({ paymentId: answer.paymentId }, "payments: paid answer re-served to a retry");
      const payer = getAddress(payment.authorization.from);
      const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
      // Killed between settling and recording the receipt: rebuilt from the ledger's transaction when it has one.
      const receipt =
        answer.receipt ||
        (found.txHash
          ? encodePaymentResponseHeader({
              success: true,
              transaction: found.txHash,
              network: (payment.v1Network ?? answer.network) as Network,
              payer,
            })
          : "");
      if (receipt) headers[responseHeader(payment.transport)] = receipt;
      return {
        kind: "paid",
        status: 200,
        headers,
        body: JSON.parse(answer.body) as T & { charged: true },
        payer,
        txHash: found.txHash ?? "",
        amount: payment.authorization.value,
        replay: true,
      };
    },
  };
}
