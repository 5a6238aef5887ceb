import type { PaymentEntry, PaymentSummary } from "../payments/ledger.js";

/** Atomic USDC (6 decimals) as a dollar string, exact: "30000" → "$0.03". */
export function formatAtomicUsd(atomic: string): string {
  const v = BigInt(atomic);
  const whole = v / 1_000_000n;
  const frac = (v % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
  return `$${whole}${frac ? `.${frac.padEnd(2, "0")}` : ".00"}`;
}

export function formatSummary(s: PaymentSummary, since?: Date): string {
  return [
    `Payments${since ? ` since ${since.toISOString()}` : ""}:`,
    `  calls with a payment  ${s.calls}`,
    `  settled               ${s.settled}`,
    `  revenue settled       ${formatAtomicUsd(s.revenueAtomic)}`,
    `  released (not charged) ${s.released}`,
    `  rejected              ${s.rejected}`,
    `  settlement failures   ${s.settleFailed}`,
    `  pending               ${s.pending}`,
  ].join("\n");
}

export function formatEntries(entries: PaymentEntry[]): string {
  if (!entries.length) return "No payments recorded.";
  const rows = entries.map((e) =>
    [
      e.at.toISOString(),
      e.outcome.padEnd(13),
      e.route.padEnd(22),
      formatAtomicUsd(/^\d+$/.test(e.amount) ? e.amount : "0").padStart(7),
      e.payer || "-",
      e.txHash ?? (e.reason ? `(${e.reason})` : ""),
    ].join("  "),
  );
  return [
    "time                      outcome        route                   amount  payer  tx/reason",
    ...rows,
  ].join("\n");
}
