import type { Address, Hex } from "viem";
import { expect } from "vitest";
import type { Devnet } from "../../devnet/start.js";
import { createChainReader } from "../../src/payments/index.js";
import type { PaymentEntry } from "../../src/payments/ledger.js";
import { recoverStalePayments } from "../../src/payments/recover.js";
import type { Store } from "../../src/store/types.js";
import { balancesOf, type Payer } from "../helpers/paid.js";

export const INITIAL_USDC = 1_000_000n;

/** One paid call as the client saw it. */
export interface PaidCall {
  payer: Payer;
  /** The PAYMENT-SIGNATURE it sent. */
  header: string;
  status: number;
  body: Record<string, unknown> | undefined;
}

const chainOf = (devnet: Devnet) => {
  const chain = createChainReader({ rpcUrl: devnet.rpcUrl, chainId: devnet.chainId });
  if (!chain) throw new Error("no chain reader");
  return chain;
};

/**
 * The stale-reservation sweep, as the service runs it once the authorizations have expired (their validBefore is
 * at most 60 s ahead): a fault may leave `verified` entries whose outcome only the chain can tell.
 */
export async function sweepAsAfterExpiry(store: Store, devnet: Devnet): Promise<void> {
  await recoverStalePayments(
    { ledger: store, config: { network: devnet.network }, chain: chainOf(devnet) },
    new Date(Date.now() + 120_000),
  );
}

/**
 * After a fault, for every payer: the ledger agrees with the chain (a settled entry ⇔ its nonce is used; nothing
 * left `verified`), the money moved is exactly what the settled entries say, no 200 with content went out
 * uncharged, and nobody paid without a 200 (`expectServedIfCharged`, unless the caller retries first).
 */
export async function auditPayers(
  store: Store,
  devnet: Devnet,
  calls: PaidCall[],
  price: bigint,
  opts: { expectServedIfCharged?: boolean } = {},
): Promise<{ settled: number; refused: number }> {
  const chain = chainOf(devnet);
  const all = await store.recentPayments(10_000);
  let settled = 0;
  for (const call of calls) {
    const who = call.payer.address.toLowerCase();
    const entries: PaymentEntry[] = all.filter((e) => e.payer === who && e.nonce);
    for (const e of entries) {
      expect(e.outcome, `${e.id} left unresolved`).not.toBe("verified");
      const used = await chain.authorizationUsed({
        asset: e.asset as Address,
        payer: e.payer as Address,
        nonce: e.nonce as Hex,
      });
      if (e.outcome === "settled") expect(used, `${e.id} settled in the ledger, unused on-chain`).toBe(true);
      else if (!entries.some((o) => o.nonce === e.nonce && o.outcome === "settled"))
        expect(used, `${e.id} ${e.outcome} in the ledger, used on-chain`).toBe(false);
    }
    const settledHere = new Set(entries.filter((e) => e.outcome === "settled").map((e) => e.nonce)).size;
    settled += settledHere;
    const { payer } = await balancesOf(devnet, call.payer.address);
    expect(INITIAL_USDC - payer, `money moved from ${who}`).toBe(price * BigInt(settledHere));
    if (call.status === 200) expect(call.body?.charged, "a paid route answered 200 uncharged").toBe(true);
    else expect(call.body?.charged ?? false, `a ${call.status} said charged`).toBe(false);
    if (opts.expectServedIfCharged !== false && settledHere > 0)
      expect(call.status, `${who} was charged but got ${call.status}`).toBe(200);
  }
  return { settled, refused: calls.length - settled };
}
