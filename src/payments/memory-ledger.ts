import type { PaymentEntry, PaymentEntryInput, PaymentLedger, PaymentSummary } from "./ledger.js";

const authorizationKey = (e: PaymentEntryInput): string => [e.network, e.asset, e.payer, e.nonce].join("|");

/** Hex is case-insensitive: stored lower-case, so a re-cased replay hits the same key (as the SQL stores do). */
const normalised = (e: PaymentEntryInput): PaymentEntryInput => ({
  ...e,
  asset: e.asset.toLowerCase(),
  payer: e.payer.toLowerCase(),
  nonce: e.nonce.toLowerCase(),
});

function atomicAmount(amount: string): string {
  if (!/^\d+$/.test(amount)) throw new RangeError(`amount ${JSON.stringify(amount)} is not in atomic units`);
  return BigInt(amount).toString();
}

/**
 * An in-process `PaymentLedger` honouring the store's contract: one live reservation per authorization
 * (network, asset, payer, nonce), held while `verified` or `settled`, freed by `released`/`settle_failed`.
 * For unit tests and single-process tools; the SQL stores are the durable ones.
 */
export class MemoryPaymentLedger implements PaymentLedger {
  readonly #entries = new Map<string, PaymentEntry>();
  /** Authorization key → id of the entry holding it. */
  readonly #held = new Map<string, string>();

  async reservePayment(input: PaymentEntryInput): Promise<{ reserved: boolean }> {
    const entry = { ...normalised(input), amount: atomicAmount(input.amount) };
    if (!entry.payer || !entry.nonce || !entry.network || !entry.asset) {
      throw new TypeError("a reservation needs a network, asset, payer and nonce");
    }
    const key = authorizationKey(entry);
    // Check and set run without an await in between: JavaScript's run-to-completion makes this atomic.
    if (this.#held.has(key) || this.#entries.has(entry.id)) return { reserved: false };
    this.#held.set(key, entry.id);
    this.#entries.set(entry.id, {
      ...entry,
      outcome: "verified",
      txHash: undefined,
      reason: undefined,
      updatedAt: entry.at,
    });
    return { reserved: true };
  }

  async recordRejectedPayment(input: PaymentEntryInput, reason: string): Promise<void> {
    if (this.#entries.has(input.id)) return;
    const entry = normalised(input);
    this.#entries.set(entry.id, {
      ...entry,
      outcome: "rejected",
      txHash: undefined,
      reason,
      updatedAt: entry.at,
    });
  }

  async resolvePayment(
    id: string,
    outcome: "settled" | "released" | "settle_failed",
    opts: { at: Date; txHash?: string; reason?: string },
  ): Promise<boolean> {
    const entry = this.#entries.get(id);
    if (entry?.outcome !== "verified") return false;
    this.#entries.set(id, {
      ...entry,
      outcome,
      txHash: opts.txHash ?? entry.txHash,
      reason: opts.reason ?? entry.reason,
      updatedAt: opts.at,
    });
    if (outcome !== "settled") {
      const key = authorizationKey(entry);
      if (this.#held.get(key) === id) this.#held.delete(key);
    }
    return true;
  }

  async stalePayments(before: Date): Promise<PaymentEntry[]> {
    return this.#list()
      .filter((e) => e.outcome === "verified" && e.validBefore !== undefined && e.validBefore < before)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1));
  }

  async paymentSummary(since?: Date): Promise<PaymentSummary> {
    const entries = this.#list().filter((e) => !since || e.at >= since);
    const count = (o: PaymentEntry["outcome"]) => entries.filter((e) => e.outcome === o).length;
    const revenue = entries
      .filter((e) => e.outcome === "settled")
      .reduce((sum, e) => sum + BigInt(e.amount), 0n);
    return {
      calls: entries.length,
      settled: count("settled"),
      released: count("released"),
      rejected: count("rejected"),
      settleFailed: count("settle_failed"),
      pending: count("verified"),
      revenueAtomic: revenue.toString(),
    };
  }

  async recentPayments(limit: number): Promise<PaymentEntry[]> {
    return this.#list()
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
  }

  async paymentById(id: string): Promise<PaymentEntry | undefined> {
    const entry = this.#entries.get(id);
    return entry && { ...entry };
  }

  #list(): PaymentEntry[] {
    return [...this.#entries.values()].map((e) => ({ ...e }));
  }
}
