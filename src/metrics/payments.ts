import type { FacilitatorClient } from "@x402/core/server";
import type { PaymentLedger } from "../payments/ledger.js";
import type { Metrics } from "./registry.js";

/**
 * Counts payments by outcome where the outcome is decided: at the ledger, which every paid request that carried a
 * payment goes through (reserved, rejected, then settled, released or settle_failed). A transition the ledger
 * refuses (already resolved) is not counted. Every other method passes straight through, so the ledger can grow
 * without this wrapper having to follow.
 */
export function instrumentLedger<L extends PaymentLedger>(ledger: L, metrics: Metrics): L {
  const { payments } = metrics;
  const counted: Partial<PaymentLedger> = {
    reservePayment: async (entry) => {
      const r = await ledger.reservePayment(entry);
      payments.inc({ outcome: r.reserved ? "reserved" : "reservation_refused" });
      return r;
    },
    recordRejectedPayment: async (entry, reason) => {
      await ledger.recordRejectedPayment(entry, reason);
      payments.inc({ outcome: "rejected" });
    },
    resolvePayment: async (id, outcome, opts) => {
      const changed = await ledger.resolvePayment(id, outcome, opts);
      if (changed) payments.inc({ outcome });
      return changed;
    },
  };
  return new Proxy(ledger, {
    get(target, prop) {
      if (Object.hasOwn(counted, prop)) return counted[prop as keyof PaymentLedger];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Times verify and settle, whichever facilitator (HTTP or in-process) is behind the client. */
export function instrumentFacilitator(client: FacilitatorClient, metrics: Metrics): FacilitatorClient {
  const timed = async <T extends { isValid?: boolean; success?: boolean }>(
    histogram: Metrics["settlementDuration"],
    call: () => Promise<T>,
  ): Promise<T> => {
    const end = histogram.startTimer();
    try {
      const r = await call();
      end({ result: (r.isValid ?? r.success) ? "success" : "failure" });
      return r;
    } catch (error) {
      end({ result: "error" });
      throw error;
    }
  };
  return {
    verify: (payload, requirements) =>
      timed(metrics.verifyDuration, () => client.verify(payload, requirements)),
    settle: (payload, requirements) =>
      timed(metrics.settlementDuration, () => client.settle(payload, requirements)),
    getSupported: () => client.getSupported(),
  };
}
