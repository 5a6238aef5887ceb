import type { Selectable } from "kysely";
import { HistoryRow, MasterDigest } from "../digest/schema.js";
import {
  DIGEST_TYPES,
  type DigestType,
  type FeedbackRecord,
  RATINGS,
  type Rating,
} from "../feedback/store.js";
import { PAYMENT_OUTCOMES, type PaymentEntry, type PaymentOutcome } from "../payments/ledger.js";
import type { DigestsTable, FeedbackTable, PaymentsTable } from "./tables.js";

/**
 * Turns rows, as either driver returns them, into domain values. Everything read is validated so that a corrupt or
 * hand-edited row fails loudly here instead of leaking a malformed digest to clients.
 */

export class CorruptRowError extends Error {
  constructor(table: string, key: string, cause: unknown) {
    super(`corrupt row in ${table} (${key}): it does not match the schema`, { cause });
    this.name = "CorruptRowError";
  }
}

/** SQLite hands back the JSON text, PostgreSQL the parsed JSONB value. */
const json = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);

/** SQLite hands back the ISO text as written, PostgreSQL a Date; millisecond precision survives both. */
export const isoOf = (v: string | Date): string => (v instanceof Date ? v.toISOString() : v);
const dateOf = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

export function digestFromBody(id: string, body: unknown): MasterDigest {
  try {
    return MasterDigest.parse(json(body));
  } catch (e) {
    throw new CorruptRowError("digests", id, e);
  }
}

type HistoryColumns = Pick<
  Selectable<DigestsTable>,
  "id" | "title" | "executive_summary" | "sources_used" | "processing_time_ms" | "created_at"
>;

export function historyRowOf(r: HistoryColumns): HistoryRow {
  try {
    return HistoryRow.parse({
      id: r.id,
      title: r.title,
      executiveSummary: r.executive_summary,
      sourcesUsed: json(r.sources_used),
      processingTimeMs: Number(r.processing_time_ms),
      createdAt: isoOf(r.created_at),
    });
  } catch (e) {
    throw new CorruptRowError("digests", r.id, e);
  }
}

const oneOf = <T extends string>(allowed: readonly T[], v: string, table: string, id: string): T => {
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new CorruptRowError(table, id, new Error(`unexpected value "${v}"`));
};

export function feedbackRecordOf(r: Selectable<FeedbackTable>): FeedbackRecord {
  const updatedAt = dateOf(r.updated_at);
  return {
    digestId: r.digest_id,
    digestType: oneOf<DigestType>(DIGEST_TYPES, r.digest_type, "feedback", r.id),
    rating: oneOf<Rating>(RATINGS, r.rating, "feedback", r.id),
    ...(r.comment === null ? {} : { comment: r.comment }),
    clientHash: r.client_hash,
    // The vote's time is that of its latest version.
    at: updatedAt,
    createdAt: dateOf(r.created_at),
    updatedAt,
  };
}

/** Atomic token units: a non-negative integer without leading zeros. */
export const ATOMIC_AMOUNT = /^(0|[1-9][0-9]*)$/;

export function paymentEntryOf(r: Selectable<PaymentsTable>): PaymentEntry {
  const corrupt = (what: string) => new CorruptRowError("payments", r.id, new Error(what));
  const validDate = (v: string | Date, column: string): Date => {
    const d = dateOf(v);
    if (Number.isNaN(d.getTime())) throw corrupt(`${column} is not a timestamp`);
    return d;
  };
  const outcome = oneOf<PaymentOutcome>(PAYMENT_OUTCOMES, r.outcome, "payments", r.id);
  const x402Version = Number(r.x402_version);
  if (!Number.isInteger(x402Version)) throw corrupt("x402_version is not an integer");
  // A rejected entry records whatever amount was presented; anything that got past verification is exact.
  if (outcome !== "rejected" && !ATOMIC_AMOUNT.test(r.amount)) throw corrupt("amount is not atomic units");
  return {
    id: r.id,
    route: r.route,
    resource: r.resource,
    x402Version,
    network: r.network,
    asset: r.asset,
    payTo: r.pay_to,
    payer: r.payer,
    amount: r.amount,
    nonce: r.nonce,
    validBefore: r.valid_before === null ? undefined : validDate(r.valid_before, "valid_before"),
    at: validDate(r.created_at, "created_at"),
    outcome,
    txHash: r.tx_hash ?? undefined,
    reason: r.reason ?? undefined,
    updatedAt: validDate(r.updated_at, "updated_at"),
  };
}
