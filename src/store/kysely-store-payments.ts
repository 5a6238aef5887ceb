import { type Kysely, sql } from "kysely";
import type { PaymentEntryInput, PaymentLedger, PaymentOutcome, PaymentSummary } from "../payments/ledger.js";
import { ATOMIC_AMOUNT, CorruptRowError, paymentEntryOf } from "./rows.js";
import type { StoreKind, Tables } from "./tables.js";

/**
 * The payments ledger over Kysely (x402: verify, reserve, compute, then settle or release). The authorization's
 * primary key in `payment_authorizations` is what makes a signed authorization single-use across replicas; the
 * `payments` row only records what happened.
 */
export function kyselyPaymentLedger(db: Kysely<Tables>, kind: StoreKind): PaymentLedger {
  return {
    async reservePayment(entry) {
      const row = ledgerRow(entry, "verified", undefined);
      if (!row.payer || !row.nonce || !row.network || !row.asset) {
        throw new TypeError("a reservation needs a network, asset, payer and nonce");
      }
      return db.transaction().execute(async (tx) => {
        // DO NOTHING rather than a pre-check: two replicas racing for one authorization both reach this insert, and
        // the primary key lets exactly one of them through (PostgreSQL makes the second wait for the first commit).
        const won = await tx
          .insertInto("payment_authorizations")
          .values({
            network: row.network,
            asset: row.asset,
            payer: row.payer,
            nonce: row.nonce,
            payment_id: row.id,
          })
          .onConflict((oc) => oc.columns(["network", "asset", "payer", "nonce"]).doNothing())
          .returning("payment_id")
          .execute();
        if (won.length === 0) return { reserved: false };
        await tx.insertInto("payments").values(row).execute();
        return { reserved: true };
      });
    },

    async recordRejectedPayment(entry, reason) {
      // No reservation: a refused payload must never make the same nonce unusable for a later valid payment.
      await db
        .insertInto("payments")
        .values(ledgerRow(entry, "rejected", reason))
        .execute();
    },

    async resolvePayment(id, outcome, { at, txHash, reason }) {
      if (!RESOLUTIONS.includes(outcome)) throw new TypeError(`cannot resolve a payment as "${outcome}"`);
      return db.transaction().execute(async (tx) => {
        // Guarded on `verified`, so of two resolvers (a settler and the stale sweep) exactly one changes the row.
        const closed = await tx
          .updateTable("payments")
          .set({ outcome, tx_hash: txHash ?? null, reason: reason ?? null, updated_at: at.toISOString() })
          .where("id", "=", id)
          .where("outcome", "=", "verified")
          .returning(["network", "asset", "payer", "nonce"])
          .executeTakeFirst();
        if (!closed) return false;
        if (outcome !== "settled") {
          // Never spent on-chain, so the payer may present the same signed authorization again.
          await tx
            .deleteFrom("payment_authorizations")
            .where("network", "=", closed.network)
            .where("asset", "=", closed.asset)
            .where("payer", "=", closed.payer)
            .where("nonce", "=", closed.nonce)
            .where("payment_id", "=", id)
            .execute();
        }
        return true;
      });
    },

    async stalePayments(before) {
      const rows = await db
        .selectFrom("payments")
        .selectAll()
        .where("outcome", "=", "verified")
        .where("valid_before", "is not", null)
        .where("valid_before", "<", before.toISOString())
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map(paymentEntryOf);
    },

    async paymentSummary(since) {
      const from = since?.toISOString();
      // Repeatable read so that the counts and the revenue describe the same moment (SQLite: always the case).
      return db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (tx) => {
          const counts = await tx
            .selectFrom("payments")
            .select((eb) => ["outcome", eb.fn.countAll().as("n")])
            .$if(from !== undefined, (q) => q.where("created_at", ">=", from as string))
            .groupBy("outcome")
            .execute();
          const n = (o: PaymentOutcome) => Number(counts.find((c) => c.outcome === o)?.n ?? 0);
          return {
            calls: counts.reduce((sum, c) => sum + Number(c.n), 0),
            settled: n("settled"),
            released: n("released"),
            rejected: n("rejected"),
            settleFailed: n("settle_failed"),
            pending: n("verified"),
            revenueAtomic: await settledRevenue(tx, kind, from),
          } satisfies PaymentSummary;
        });
    },

    async recentPayments(limit) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return [];
      const rows = await db
        .selectFrom("payments")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(n)
        .execute();
      return rows.map(paymentEntryOf);
    },

    async paymentById(id) {
      const r = await db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
      return r && paymentEntryOf(r);
    },
  };
}

const RESOLUTIONS: readonly string[] = ["settled", "released", "settle_failed"];

/** Exact in both dialects: NUMERIC in PostgreSQL; SQLite has no exact type wide enough, so BigInt here. */
async function settledRevenue(
  db: Kysely<Tables>,
  kind: StoreKind,
  from: string | undefined,
): Promise<string> {
  const settled = db
    .selectFrom("payments")
    .where("outcome", "=", "settled")
    .$if(from !== undefined, (q) => q.where("created_at", ">=", from as string));
  if (kind === "postgres") {
    const r = await settled
      .select(sql<string>`cast(coalesce(sum(cast(amount as numeric)), 0) as text)`.as("total"))
      .executeTakeFirstOrThrow();
    return r.total;
  }
  let total = 0n;
  for (const r of await settled.select(["id", "amount"]).execute()) {
    if (!ATOMIC_AMOUNT.test(r.amount)) {
      throw new CorruptRowError("payments", r.id, new Error("amount is not atomic units"));
    }
    total += BigInt(r.amount);
  }
  return total.toString();
}

/** Past this, ISO strings grow a sign and a sixth year digit, which neither sorts as TEXT nor parses in PostgreSQL. */
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

function ledgerRow(e: PaymentEntryInput, outcome: PaymentOutcome, reason: string | undefined) {
  const verified = outcome !== "rejected";
  if (!Number.isInteger(e.x402Version)) throw new TypeError("x402Version is not an integer");
  let amount = e.amount;
  if (verified) {
    if (!/^[0-9]+$/.test(amount)) throw new TypeError(`payment amount "${amount}" is not atomic units`);
    // One spelling per value ("010" is 10), so that stored amounts compare and sum as written.
    amount = BigInt(amount).toString();
  }
  const before = e.validBefore?.getTime();
  if (verified && before !== undefined && Number.isNaN(before))
    throw new TypeError("validBefore is not a date");
  const at = e.at.toISOString();
  return {
    id: e.id,
    route: e.route,
    resource: e.resource,
    x402_version: e.x402Version,
    network: e.network,
    // Hex addresses and nonces are case-insensitive: lower-casing makes a re-cased replay hit the same key.
    asset: e.asset.toLowerCase(),
    pay_to: e.payTo,
    payer: e.payer.toLowerCase(),
    amount,
    nonce: e.nonce.toLowerCase(),
    // validBefore is chosen by the payer, so it may be absurdly far away (or, when rejected, garbage).
    valid_before:
      before === undefined || Number.isNaN(before) ? null : new Date(Math.min(before, LATEST)).toISOString(),
    outcome,
    tx_hash: null,
    reason: reason ?? null,
    created_at: at,
    updated_at: at,
  };
}
