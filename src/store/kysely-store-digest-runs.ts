import type { Kysely } from "kysely";
import type { DigestRunStatus, DigestRunStore } from "../digest/store.js";
import type { Tables } from "./tables.js";

const dateOf = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

export function kyselyDigestRunStore(db: Kysely<Tables>): DigestRunStore {
  return {
    async claimDigestSlot(slot, owner, at, until, opts = {}) {
      const { supersede } = opts;
      const now = at.toISOString();
      // Insert, or take over a claim that expired or ended: one statement, so two producers can't both win.
      const rows = await db
        .insertInto("digest_runs")
        .values({
          slot,
          owner,
          status: "running",
          reason: null,
          attempts: 1,
          claimed_until: until.toISOString(),
          started_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column("slot")
            .doUpdateSet((eb) => ({
              owner,
              status: "running",
              reason: null,
              attempts: eb("digest_runs.attempts", "+", 1),
              claimed_until: until.toISOString(),
              started_at: now,
              updated_at: now,
            }))
            .where((eb) =>
              eb.or([
                eb("digest_runs.status", "!=", "running"),
                eb("digest_runs.claimed_until", "<", now),
                ...(supersede
                  ? // A prefix match by substr, not LIKE, so no character in the prefix is a wildcard.
                    [
                      eb(
                        eb.fn("substr", ["digest_runs.owner", eb.lit(1), eb.lit(supersede.length)]),
                        "=",
                        supersede,
                      ),
                    ]
                  : []),
              ]),
            ),
        )
        .returning("owner")
        .execute();
      return rows.length === 1 && rows[0]?.owner === owner;
    },

    async finishDigestRun(slot, owner, { status, reason, at }) {
      await db
        .updateTable("digest_runs")
        .set({ status, reason: reason ?? null, updated_at: at.toISOString() })
        .where("slot", "=", slot)
        .where("owner", "=", owner)
        .execute();
    },

    async lastDigestRun() {
      const r = await db
        .selectFrom("digest_runs")
        .selectAll()
        .orderBy("started_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return (
        r && {
          slot: r.slot,
          status: r.status as DigestRunStatus,
          reason: r.reason ?? undefined,
          attempts: Number(r.attempts),
          startedAt: dateOf(r.started_at),
          updatedAt: dateOf(r.updated_at),
        }
      );
    },

    async hasDigestForSlot(slot) {
      const r = await db.selectFrom("digests").select("id").where("slot", "=", slot).executeTakeFirst();
      return r !== undefined;
    },

    async narrativesOfItems(itemIds) {
      const out = new Map<number, number>();
      const ids = [...new Set(itemIds)];
      // Chunked: SQLite caps bound parameters per statement.
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom("narrative_items")
          .select(["item_id", "narrative_id"])
          .where("item_id", "in", ids.slice(i, i + 500))
          .execute();
        for (const r of rows) out.set(Number(r.item_id), Number(r.narrative_id));
      }
      return out;
    },
  };
}
