import type { Kysely } from "kysely";
import type { PaidAnswerStore } from "../payments/paid-answers.js";
import { isoOf } from "./rows.js";
import type { Tables } from "./tables.js";

/** Paid answers kept under their authorization, over Kysely; see `src/payments/paid-answers.ts`. */
export function kyselyPaidAnswerStore(db: Kysely<Tables>): PaidAnswerStore {
  return {
    async keepPaidAnswer(a) {
      const row = {
        network: a.network,
        asset: a.asset.toLowerCase(),
        payer: a.payer.toLowerCase(),
        nonce: a.nonce.toLowerCase(),
        payment_id: a.paymentId,
        payment_digest: a.paymentDigest,
        request: a.request,
        body: a.body,
        receipt: a.receipt,
        created_at: a.at.toISOString(),
        expires_at: a.expiresAt.toISOString(),
      };
      // Replacing is right: the ledger lets an authorization buy again only after its earlier use was released.
      await db
        .insertInto("paid_answers")
        .values(row)
        .onConflict((oc) =>
          oc.columns(["network", "asset", "payer", "nonce"]).doUpdateSet((eb) => ({
            payment_id: eb.ref("excluded.payment_id"),
            payment_digest: eb.ref("excluded.payment_digest"),
            request: eb.ref("excluded.request"),
            body: eb.ref("excluded.body"),
            receipt: eb.ref("excluded.receipt"),
            created_at: eb.ref("excluded.created_at"),
            expires_at: eb.ref("excluded.expires_at"),
          })),
        )
        .execute();
    },

    async settlePaidAnswer(paymentId, receipt) {
      await db.updateTable("paid_answers").set({ receipt }).where("payment_id", "=", paymentId).execute();
    },

    async paidAnswerFor(key, now) {
      const r = await db
        .selectFrom("paid_answers")
        .selectAll()
        .where("network", "=", key.network)
        .where("asset", "=", key.asset.toLowerCase())
        .where("payer", "=", key.payer.toLowerCase())
        .where("nonce", "=", key.nonce.toLowerCase())
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        network: r.network,
        asset: r.asset,
        payer: r.payer,
        nonce: r.nonce,
        paymentId: r.payment_id,
        paymentDigest: r.payment_digest,
        request: r.request,
        body: r.body,
        receipt: r.receipt,
        at: new Date(isoOf(r.created_at)),
        expiresAt: new Date(isoOf(r.expires_at)),
      };
    },

    async prunePaidAnswers(now) {
      const r = await db
        .deleteFrom("paid_answers")
        .where("expires_at", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
