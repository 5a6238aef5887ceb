import type { Kysely } from "kysely";
import type { A2aTaskStore } from "../agents/a2a/store.js";
import { isoOf } from "./rows.js";
import type { Tables } from "./tables.js";

export function kyselyA2aTaskStore(db: Kysely<Tables>): A2aTaskStore {
  return {
    async saveA2aTask({ id, task, createdAt, expiresAt }, max) {
      const created = createdAt.toISOString();
      const row = { body: JSON.stringify(task), created_at: created, expires_at: expiresAt.toISOString() };
      // Three statements, not one transaction: each is safe alone (a prune racing another only deletes what either
      // would), and SQLite replicas in one process would otherwise block on each other's open transaction.
      await db
        .insertInto("a2a_tasks")
        .values({ id, ...row })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
      await db.deleteFrom("a2a_tasks").where("expires_at", "<=", created).execute();
      // The newest `max` stay; anything older goes (the index on created_at keeps this cheap).
      const edge = await db
        .selectFrom("a2a_tasks")
        .select(["created_at", "id"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(Math.max(0, Math.floor(max)))
        .limit(1)
        .executeTakeFirst();
      if (edge) {
        const at = isoOf(edge.created_at);
        await db
          .deleteFrom("a2a_tasks")
          .where((eb) =>
            eb.or([eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", "<=", edge.id)])]),
          )
          .execute();
      }
    },

    async a2aTask(id, now) {
      const r = await db
        .selectFrom("a2a_tasks")
        .select("body")
        .where("id", "=", id)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst();
      if (!r) return undefined;
      return typeof r.body === "string" ? JSON.parse(r.body) : r.body;
    },
  };
}
