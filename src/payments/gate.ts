import { encodePaymentResponseHeader } from "@x402/core/http";
import { type FacilitatorClient, x402ResourceServer } from "@x402/core/server";
import { type Network, SettleError, type SettleResponse } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/server";
import { getAddress } from "viem";
import { AppError } from "../errors/index.js";
import { createAnswerKeeper } from "./answer-keeper.js";
import { challenge } from "./challenge.js";
import { decodePayment, type PaymentTransport } from "./decode.js";
import type {
  GateResult,
  PaidRequest,
  PaymentGate,
  PaymentGateDeps,
  PaymentsLogger,
  WorkResult,
} from "./gate-types.js";
import { ledgerEntryFor } from "./ledger-entry.js";
import { safeSettleCode, safeSettleReason } from "./reasons.js";
import { recoverStalePayments } from "./recover.js";
import { createRequirementsBuilder, type PaidRoute } from "./requirements.js";
import { verifyDecodedPayment } from "./verify.js";

const responseHeader = (t: PaymentTransport) =>
  t === "x-payment" ? "X-PAYMENT-RESPONSE" : "PAYMENT-RESPONSE";
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
/** An answer bought by one payment must never be served from a shared cache to someone else. */
const PER_PAYER = "private, no-store";

/**
 * x402 payments, compute first and settle after, from `@x402/core`'s building blocks: decode → match and
 * verify → reserve the authorization in the ledger (so a replay, even a concurrent one, is refused before any
 * work) → work → charge only a billable answer → settle → answer. Framework-free: it returns instructions
 * (`GateResult`) that the HTTP adapter turns into a response.
 */
export function createPaymentGate(deps: PaymentGateDeps): PaymentGate {
  const { config, ledger, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const describe = () => ({
    mode: config.mode,
    network: config.network,
    asset: config.asset,
    payTo: config.payTo,
    configured: config.payTo !== undefined,
  });
  const recover = (at?: Date) =>
    recoverStalePayments({ ledger, config, chain: deps.chain, logger }, at ?? now());

  const payTo = config.payTo;
  if (!payTo) {
    return {
      configured: false,
      describe,
      process: () =>
        Promise.reject(
          new AppError(
            "payments_not_configured",
            "Paid routes are not available: the operator has not configured PAY_TO_ADDRESS.",
          ),
        ),
      recoverStalePayments: recover,
    };
  }

  const ready = { ...config, payTo };
  const server = new x402ResourceServer(
    withDeclaredSupport(deps.facilitator, config.network, logger),
  ).register(config.network, new ExactEvmScheme());
  let initialised: Promise<void> | undefined;
  const initialise = () => {
    initialised ??= server.initialize().catch((error: unknown) => {
      initialised = undefined;
      throw error;
    });
    return initialised;
  };
  const builder = createRequirementsBuilder(server, ready, initialise);
  const keeper = createAnswerKeeper({ answers: deps.answers, ledger, chain: deps.chain, logger });
  const ctx = { config: ready, builder };

  const bestEffort = async (what: string, paymentId: string, op: () => Promise<unknown>) => {
    try {
      const done = await op();
      if (done === false) logger?.warn({ paymentId }, `payments: ${what}: entry was already resolved`);
    } catch (error) {
      // The answer to the client matters more than the bookkeeping: log it loudly and carry on.
      logger?.error({ err: error, paymentId }, `payments: ledger ${what} failed`);
    }
  };

  async function process<T extends object>(
    req: PaidRequest,
    work: () => Promise<WorkResult<T>>,
  ): Promise<GateResult<T>> {
    const route: PaidRoute = {
      routeId: req.routeId,
      price: req.price,
      resourceUrl: req.resourceUrl,
      description: req.description,
    };
    const requirements = await builder.requirementsFor(route);
    const decoded = decodePayment(req, requirements.accepts);
    if (decoded.kind === "none") return challenge(ctx, route, requirements, "payment_required");

    const entry = ledgerEntryFor(ready, req, requirements, decoded, now());
    const reject = async (reason: string, detail: string) => {
      await bestEffort("reject", entry.id, () =>
        ledger.recordRejectedPayment(entry, `${reason} [${detail}]`),
      );
      return challenge(ctx, route, requirements, "payment_invalid", reason);
    };
    if (decoded.kind === "malformed") return reject(decoded.reason, "decode");

    // A retry of a payment whose answer was lost: the same answer again, never a second charge.
    const kept = await keeper.lookUp(req, decoded, now());
    if (kept.kind === "serve") return keeper.replay<T>(kept, decoded);
    if (kept.kind === "refuse") return reject(kept.reason, kept.detail);

    let verified: Awaited<ReturnType<typeof verifyDecodedPayment>>;
    try {
      verified = await verifyDecodedPayment(server, decoded, requirements.accepts, logger);
    } catch (error) {
      await bestEffort("reject", entry.id, () =>
        ledger.recordRejectedPayment(entry, "verification unavailable [facilitator error]"),
      );
      throw error;
    }
    if (!verified.valid) return reject(verified.reason, verified.detail);

    if (!(await ledger.reservePayment(entry)).reserved) {
      return reject("authorization already used", "reservation refused");
    }
    deps.fault?.("after_reserve");

    const release = (reason: string) =>
      bestEffort("release", entry.id, () =>
        ledger.resolvePayment(entry.id, "released", { at: now(), reason }),
      );
    let result: WorkResult<T>;
    try {
      const working = work();
      deps.fault?.("during_work");
      result = await working;
    } catch (error) {
      await release("work failed: not charged");
      throw error;
    }
    const payer = getAddress(decoded.authorization.from);
    if (!result.billable) {
      await release("below threshold: not charged");
      return {
        kind: "free_answer",
        status: 200,
        headers: { "Cache-Control": PER_PAYER },
        body: { ...result.body, charged: false },
        payer,
      };
    }

    const body = { ...result.body, charged: true as const };
    // Kept before settling, so that an answer whose settlement outlives this process can still be re-served.
    await keeper.keep(entry.id, req, decoded, body, now());
    deps.fault?.("before_settle");
    const { response: settled, outcomeUnknown } = await settle(server, verified, config.network, logger);
    const network = (decoded.v1Network ?? settled.network) as Network;
    const header = responseHeader(decoded.transport);
    if (!settled.success) {
      const reason = outcomeUnknown
        ? "settlement could not be confirmed"
        : safeSettleReason(settled.errorReason);
      const txHash = TX_HASH.test(settled.transaction) ? settled.transaction : undefined;
      if (outcomeUnknown) {
        // The transfer may or may not have happened: the entry stays `verified` (its authorization held) until
        // recoverStalePayments reads the chain after it expires, rather than being guessed either way.
        logger?.error(
          { paymentId: entry.id },
          "payments: settlement outcome unknown; left for reconciliation",
        );
      } else {
        await bestEffort("settle_failed", entry.id, () =>
          ledger.resolvePayment(entry.id, "settle_failed", {
            at: now(),
            reason: `${reason} [${settled.errorReason ?? "unknown"}]`,
            ...(txHash ? { txHash } : {}),
          }),
        );
        logger?.warn(
          { paymentId: entry.id, errorReason: settled.errorReason },
          "payments: settlement failed",
        );
      }
      const failure: SettleResponse = {
        success: false,
        errorReason: outcomeUnknown ? "settlement_unconfirmed" : safeSettleCode(settled.errorReason),
        transaction: txHash ?? "",
        network,
        payer,
      };
      return challenge(ctx, route, requirements, "settlement_failed", reason, {
        [header]: encodePaymentResponseHeader(failure),
      });
    }

    await bestEffort("settle", entry.id, () =>
      ledger.resolvePayment(entry.id, "settled", { at: now(), txHash: settled.transaction }),
    );
    const receipt = encodePaymentResponseHeader({
      success: true,
      transaction: settled.transaction,
      network,
      payer,
    } satisfies SettleResponse);
    await keeper.settled(entry.id, receipt);
    deps.fault?.("after_settle");
    return {
      kind: "paid",
      status: 200,
      headers: { [header]: receipt, "Cache-Control": PER_PAYER },
      body,
      payer,
      txHash: settled.transaction,
      amount: decoded.authorization.value,
    };
  }

  // Warm up (fetch the facilitator's supported kinds) so the first paid request does not wait for it.
  initialise().catch(() => undefined);
  return { configured: true, describe, process, recoverStalePayments: recover };
}

/**
 * Settles through the facilitator. A failure it reports is definite. One it throws (timeout, broken response,
 * connection lost) leaves the outcome unknown: the transfer may have been broadcast. Either way the cause is
 * logged and never reaches the client.
 */
async function settle(
  server: x402ResourceServer,
  verified: Extract<Awaited<ReturnType<typeof verifyDecodedPayment>>, { valid: true }>,
  network: Network,
  logger: PaymentsLogger | undefined,
): Promise<{ response: SettleResponse; outcomeUnknown: boolean }> {
  try {
    const response = await server.settlePayment(verified.payload, verified.requirements);
    return { response, outcomeUnknown: !response.success && broadcastMayHaveHappened(response) };
  } catch (error) {
    if (error instanceof SettleError) {
      const response = {
        success: false,
        errorReason: error.errorReason,
        transaction: error.transaction,
        network,
      };
      return { response, outcomeUnknown: broadcastMayHaveHappened(response) };
    }
    logger?.error({ err: error }, "payments: facilitator settle failed");
    return { response: { success: false, transaction: "", network }, outcomeUnknown: true };
  }
}

/**
 * @x402/evm reports two failures that are not definite: `settlement_pending` (the transaction was sent but its
 * receipt could not be read, e.g. the RPC went away) and a "transaction failed" without a transaction hash (the
 * send itself threw: the node may have received it before the connection broke). Calling either "nothing was
 * charged" would be a guess; a revert (with its hash) and a refusal before sending are definite.
 */
function broadcastMayHaveHappened(r: { errorReason?: string | undefined; transaction: string }): boolean {
  if (r.errorReason === "settlement_pending") return true;
  return r.errorReason === "invalid_exact_evm_transaction_failed" && !TX_HASH.test(r.transaction);
}

/**
 * `x402ResourceServer.initialize()` asks the facilitator which kinds it supports before it will build
 * requirements. If the facilitator is unreachable at that moment, the gate still prices its routes (402s keep
 * flowing for clients and crawlers) by assuming what it is configured for: `exact` on its network.
 */
function withDeclaredSupport(
  facilitator: FacilitatorClient,
  network: Network,
  logger: PaymentsLogger | undefined,
): FacilitatorClient {
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => {
      try {
        return await facilitator.getSupported();
      } catch (error) {
        logger?.warn(
          { err: error },
          `payments: facilitator /supported unavailable; assuming exact on ${network}`,
        );
        return { kinds: [{ x402Version: 2, scheme: "exact", network }], extensions: [], signers: {} };
      }
    },
  };
}
