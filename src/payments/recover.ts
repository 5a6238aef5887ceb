import type { Address, Hex } from "viem";
import type { PaymentsConfig } from "./config.js";
import type { ChainReader } from "./facilitator.js";
import type { PaymentsLogger } from "./gate-types.js";
import type { PaymentLedger } from "./ledger.js";

/**
 * A `verified` entry whose authorization has expired was left by a process that died between reserving and
 * resolving. The chain knows whether the transfer happened: a used nonce means it settled (the only
 * transfer it can authorise is ours); an unused one can never settle now, so it is released. Without an
 * RPC it is released, saying so. An RPC error leaves the entry for the next sweep rather than guessing.
 */
export async function recoverStalePayments(
  deps: {
    ledger: PaymentLedger;
    config: Pick<PaymentsConfig, "network">;
    chain?: ChainReader | undefined;
    logger?: PaymentsLogger | undefined;
  },
  now: Date,
): Promise<{ settled: number; released: number }> {
  const stale = await deps.ledger.stalePayments(now);
  const counts = { settled: 0, released: 0 };
  for (const entry of stale) {
    let outcome: "settled" | "released" = "released";
    let reason: string;
    if (!deps.chain) {
      reason = "expired; not reconciled (no RPC_URL)";
    } else if (entry.network !== deps.config.network) {
      reason = `expired; not reconciled (entry is on ${entry.network})`;
    } else {
      try {
        const used = await deps.chain.authorizationUsed({
          asset: entry.asset as Address,
          payer: entry.payer as Address,
          nonce: entry.nonce as Hex,
        });
        outcome = used ? "settled" : "released";
        reason = used ? "reconciled on-chain" : "expired; unused on-chain";
      } catch (error) {
        deps.logger?.warn(
          { err: error, paymentId: entry.id },
          "payments: could not read authorization state",
        );
        continue;
      }
    }
    if (await deps.ledger.resolvePayment(entry.id, outcome, { at: now, reason })) counts[outcome] += 1;
  }
  if (stale.length > 0)
    deps.logger?.info({ stale: stale.length, ...counts }, "payments: stale reservations resolved");
  return counts;
}
