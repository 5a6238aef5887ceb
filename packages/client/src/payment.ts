import { x402Client } from "@x402/core/client";
import type { PaymentRequirements } from "@x402/core/types";
import { toClientEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment } from "@x402/fetch";
import type { Hex, LocalAccount } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { IntelDigestError, SpendLimitError } from "./errors.js";

/**
 * Paying through the official x402 client (@x402/fetch) with spend limits checked in its before-payment hook,
 * i.e. after the 402 is read and before anything is signed. Amounts are kept in micro-USD (USDC atomic units,
 * 6 decimals): the service sells in USDC only, so one atomic unit is one micro-dollar.
 */

export type Payer = { privateKey: Hex } | { account: LocalAccount };

export interface SpendLimits {
  maxPricePerCallUsd: number;
  maxSpendUsd: number;
}

const MICRO = 1_000_000;
const toMicro = (usd: number) => Math.round(usd * MICRO);
const toUsd = (micro: number) => micro / MICRO;

/** What a session has spent (settled calls) and holds in flight, shared by every call of one client. */
export class SpendLedger {
  private spentMicro = 0;
  private pendingMicro = 0;
  private charged = 0;

  constructor(private readonly limits: SpendLimits) {}

  spent(): { usd: number; calls: number } {
    return { usd: toUsd(this.spentMicro), calls: this.charged };
  }

  /** Reserves `micro` for one call, or explains why the limits forbid it. */
  reserve(micro: number): SpendLimitError | undefined {
    const price = toUsd(micro);
    const spent = toUsd(this.spentMicro + this.pendingMicro);
    if (micro > toMicro(this.limits.maxPricePerCallUsd)) {
      return new SpendLimitError(
        `Refused before signing: the price $${price} is above the per-call limit of $${this.limits.maxPricePerCallUsd}.`,
        { priceUsd: price, limitUsd: this.limits.maxPricePerCallUsd, spentUsd: spent },
      );
    }
    if (this.spentMicro + this.pendingMicro + micro > toMicro(this.limits.maxSpendUsd)) {
      return new SpendLimitError(
        `Refused before signing: $${price} on top of $${spent} spent would pass the session limit of $${this.limits.maxSpendUsd}.`,
        { priceUsd: price, limitUsd: this.limits.maxSpendUsd, spentUsd: spent },
      );
    }
    this.pendingMicro += micro;
    return undefined;
  }

  /** Ends a reservation: counted as spent when the call was charged, released otherwise. */
  settle(micro: number, charged: boolean): void {
    this.pendingMicro -= micro;
    if (charged) {
      this.spentMicro += micro;
      this.charged += 1;
    }
  }
}

/** One paid call: a fetch that pays 402s within the limits, and what it reserved. */
export interface PaidCall {
  fetch: typeof fetch;
  /** Micro-USD reserved for the payment this call signed; 0 when nothing was signed. */
  reservedMicro(): number;
}

export interface PaymentContext {
  account: LocalAccount;
  allowAssets: string[];
  ledger: SpendLedger;
  fetch: typeof fetch;
}

/** The payer's account. A bad key is reported without the key or the library's error (which might quote it). */
export function toAccount(payer: Payer): LocalAccount {
  if ("account" in payer) return payer.account;
  try {
    return privateKeyToAccount(payer.privateKey);
  } catch {
    throw new IntelDigestError("invalid_options", "payer.privateKey is not a 32-byte hex private key (0x…).");
  }
}

/**
 * A fetch for one paid call. A fresh x402 client per call keeps the refusal of its hook with the call that caused
 * it; the wrapped fetch is the caller's, so every request (free probe and paid retry) goes through it.
 */
export function startPaidCall(ctx: PaymentContext): PaidCall {
  let reserved = 0;
  let refusal: SpendLimitError | undefined;
  const client = new x402Client().register("eip155:*", new ExactEvmScheme(toClientEvmSigner(ctx.account)));
  if (ctx.allowAssets.length > 0) {
    client.setSpendControls({
      allowedAssets: ctx.allowAssets.map((asset) => ({ network: "eip155:*" as const, asset })),
    });
  }
  client.onBeforePaymentCreation(async ({ selectedRequirements }) => {
    const micro = atomicAmount(selectedRequirements);
    // A retried attempt (after a 429/503) replaces the reservation of the one before, which was not charged.
    if (reserved > 0) ctx.ledger.settle(reserved, false);
    reserved = 0;
    refusal = ctx.ledger.reserve(micro);
    if (refusal) return { abort: true, reason: refusal.message };
    reserved = micro;
    return undefined;
  });
  const paying = wrapFetchWithPayment(ctx.fetch, client);
  const fetchWithLimits = async (
    input: Parameters<typeof fetch>[0],
    init?: RequestInit,
  ): Promise<Response> => {
    try {
      return await paying(input, init);
    } catch (err) {
      if (refusal) throw refusal;
      const message = err instanceof Error ? err.message : String(err);
      if (
        /^(Failed to (create payment payload|parse payment requirements)|Payment already attempted)/.test(
          message,
        )
      ) {
        throw new IntelDigestError("payment_error", `The x402 client could not pay: ${message}`, {
          status: 402,
          charged: false,
          cause: err,
        });
      }
      throw err;
    }
  };
  return { fetch: fetchWithLimits, reservedMicro: () => reserved };
}

function atomicAmount(req: PaymentRequirements): number {
  const amount = Number(req.amount);
  // An offer the client cannot price is treated as over any limit.
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : Number.MAX_SAFE_INTEGER;
}
