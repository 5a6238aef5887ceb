import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import type {
  LifecycleEntry,
  MomentumComponents,
  NarrativeRecord,
  NarrativeWorkingState,
  Stage,
} from "../pulse/engine/types.js";
import {
  type PulseDigestBody,
  type PulseStore,
  StaleEngineStateError,
  type StoredPulseDigest,
} from "../pulse/store.js";
import { type StoredNarrative, storedNarrative, workingStateOf } from "../pulse/stored-narrative.js";
import { itemOf } from "./kysely-store-content.js";
import type { NarrativesTable, Tables } from "./tables.js";

/** Terms per statement when adding document-frequency deltas: 2 parameters each. */
const DF_CHUNK = 500;
/** Memberships per statement: 4 parameters each. */
const ASSIGN_CHUNK = 500;

const json = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);
const dateOf = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

function recordOf(r: Selectable<NarrativesTable>, lifecycle: LifecycleEntry[]): NarrativeRecord {
  return {
    id: Number(r.id),
    status: r.status as NarrativeRecord["status"],
    mergedInto: r.merged_into === null ? undefined : Number(r.merged_into),
    title: r.title,
    summary: r.summary,
    stage: r.stage as Stage,
    momentum: Number(r.momentum),
    components: json(r.components) as MomentumComponents,
    peakMomentum: Number(r.peak_momentum),
    peakAt: r.peak_at === null ? undefined : dateOf(r.peak_at),
    firstSeenAt: dateOf(r.first_seen_at),
    lastSeenAt: dateOf(r.last_seen_at),
    itemCount: Number(r.item_count),
    lifecycle,
  };
}

function rowOf(n: NarrativeWorkingState | StoredNarrative): Insertable<NarrativesTable> {
  const r = n.record;
  return {
    id: r.id,
    status: r.status,
    merged_into: r.mergedInto ?? null,
    title: r.title,
    summary: r.summary,
    stage: r.stage,
    momentum: r.momentum,
    components: JSON.stringify(r.components),
    peak_momentum: r.peakMomentum,
    peak_at: r.peakAt?.toISOString() ?? null,
    first_seen_at: r.firstSeenAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    item_count: r.itemCount,
    // Already written by the engine worker (the engine host's answers), else written here.
    state: storedNarrative(n).state,
  };
}

export function kyselyPulseStore(db: Kysely<Tables>): PulseStore {
  async function lifecycleOf(ids: number[]): Promise<Map<number, LifecycleEntry[]>> {
    const out = new Map<number, LifecycleEntry[]>();
    if (!ids.length) return out;
    const rows = await db
      .selectFrom("narrative_lifecycle")
      .selectAll()
      .where("narrative_id", "in", ids)
      .orderBy("narrative_id")
      .orderBy("seq")
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.narrative_id)) ?? [];
      list.push({ stage: r.stage as Stage, momentum: Number(r.momentum), at: dateOf(r.at) });
      out.set(Number(r.narrative_id), list);
    }
    return out;
  }

  return {
    async pulseCursor() {
      const r = await db.selectFrom("pulse_engine").select("cursor").where("id", "=", 1).executeTakeFirst();
      return r ? Number(r.cursor) : undefined;
    },

    async loadEngineState() {
      const meta = await db.selectFrom("pulse_engine").selectAll().where("id", "=", 1).executeTakeFirst();
      if (!meta) return undefined;
      const df: Record<string, number> = {};
      for (const r of await db.selectFrom("pulse_df").selectAll().execute()) df[r.term] = Number(r.df);
      const rows = await db
        .selectFrom("narratives")
        .selectAll()
        .where("status", "=", "active")
        .orderBy("id")
        .execute();
      const lifecycle = await lifecycleOf(rows.map((r) => Number(r.id)));
      return {
        version: 1,
        nextId: Number(meta.next_id),
        docCount: Number(meta.doc_count),
        cursor: Number(meta.cursor),
        df,
        narratives: rows.map((r) => workingStateOf(recordOf(r, lifecycle.get(Number(r.id)) ?? []), r.state)),
      };
    },

    savePulseChanges(changes, opts = {}) {
      const { expectCursor } = opts;
      return db.transaction().execute(async (tx) => {
        const at = new Date().toISOString();
        const meta = {
          next_id: changes.nextId,
          doc_count: changes.docCount,
          cursor: changes.cursor,
          updated_at: at,
        };
        // First statement of the transaction, so the engine row is locked (PostgreSQL) or the database is (SQLite)
        // before anything else is written; the WHERE fences out a writer whose cursor is out of date.
        const written = await tx
          .insertInto("pulse_engine")
          .values({ id: 1, ...meta })
          .onConflict((oc) => {
            const update = oc.column("id").doUpdateSet(meta);
            return expectCursor === undefined
              ? update
              : update.where("pulse_engine.cursor", "=", expectCursor);
          })
          .returning("id")
          .execute();
        if (!written.length) {
          const stored = await tx
            .selectFrom("pulse_engine")
            .select("cursor")
            .where("id", "=", 1)
            .executeTakeFirst();
          throw new StaleEngineStateError(expectCursor ?? 0, stored ? Number(stored.cursor) : undefined);
        }

        const terms = Object.entries(changes.dfDelta).filter(([, n]) => n !== 0);
        for (let i = 0; i < terms.length; i += DF_CHUNK) {
          await tx
            .insertInto("pulse_df")
            .values(terms.slice(i, i + DF_CHUNK).map(([term, df]) => ({ term, df })))
            .onConflict((oc) => oc.column("term").doUpdateSet({ df: sql`pulse_df.df + excluded.df` }))
            .execute();
        }

        for (const n of changes.narratives) {
          const row = rowOf(n);
          const { id: _id, ...rest } = row;
          await tx
            .insertInto("narratives")
            .values(row)
            .onConflict((oc) => oc.column("id").doUpdateSet(rest))
            .execute();
        }

        // Multi-row statements: one batch's memberships in a few round trips, so the transaction stays short.
        for (let i = 0; i < changes.assignments.length; i += ASSIGN_CHUNK) {
          await tx
            .insertInto("narrative_items")
            .values(
              changes.assignments.slice(i, i + ASSIGN_CHUNK).map((a) => ({
                item_id: a.itemId,
                narrative_id: a.narrativeId,
                similarity: a.similarity,
                assigned_at: a.at.toISOString(),
              })),
            )
            .onConflict((oc) =>
              oc.column("item_id").doUpdateSet({
                narrative_id: sql`excluded.narrative_id`,
                similarity: sql`excluded.similarity`,
              }),
            )
            .execute();
        }
        for (const m of changes.merges) {
          await tx
            .updateTable("narrative_items")
            .set({ narrative_id: m.into })
            .where("narrative_id", "=", m.from)
            .execute();
        }

        const nextSeq = new Map<number, number>();
        for (const { narrativeId, entry } of changes.lifecycle) {
          let seq = nextSeq.get(narrativeId);
          if (seq === undefined) {
            const r = await tx
              .selectFrom("narrative_lifecycle")
              .select((eb) => eb.fn.max("seq").as("max"))
              .where("narrative_id", "=", narrativeId)
              .executeTakeFirst();
            seq = r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1;
          }
          await tx
            .insertInto("narrative_lifecycle")
            .values({
              narrative_id: narrativeId,
              seq,
              stage: entry.stage,
              momentum: entry.momentum,
              at: entry.at.toISOString(),
            })
            .execute();
          nextSeq.set(narrativeId, seq + 1);
        }
      });
    },

    async itemsAfter(cursor, limit) {
      const rows = await db
        .selectFrom("content_items")
        .selectAll()
        .where("id", ">", cursor)
        .orderBy("id")
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      return rows.map(itemOf);
    },

    async activeNarratives(limit) {
      const rows = await db
        .selectFrom("narratives")
        .selectAll()
        .where("status", "=", "active")
        .orderBy("momentum", "desc")
        .orderBy("last_seen_at", "desc")
        .orderBy("id")
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      const ids = rows.map((r) => Number(r.id));
      const counts = ids.length
        ? await db
            .selectFrom("narrative_items as ni")
            .innerJoin("content_items as ci", "ci.id", "ni.item_id")
            .select(["ni.narrative_id", "ci.source", (eb) => eb.fn.countAll().as("n")])
            .where("ni.narrative_id", "in", ids)
            .groupBy(["ni.narrative_id", "ci.source"])
            .execute()
        : [];
      const lifecycle = await lifecycleOf(ids);
      return rows.map((r) => {
        const id = Number(r.id);
        const drivingSources = counts
          .filter((c) => Number(c.narrative_id) === id)
          .map((c) => ({ source: c.source, items: Number(c.n) }))
          .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source))
          .slice(0, 5);
        return { ...recordOf(r, lifecycle.get(id) ?? []), drivingSources };
      });
    },

    async narrativeById(id) {
      const r = await db.selectFrom("narratives").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return undefined;
      const lifecycleEntries = (await lifecycleOf([id])).get(id) ?? [];
      return { ...recordOf(r, lifecycleEntries), lifecycleEntries };
    },

    async narrativeMembers(id, limit) {
      const items = await db
        .selectFrom("narrative_items as ni")
        .innerJoin("content_items as ci", "ci.id", "ni.item_id")
        .select(["ci.id", "ci.source", "ci.title", "ci.url", "ci.published_at"])
        .where("ni.narrative_id", "=", id)
        .orderBy("ci.published_at", "desc")
        .orderBy("ci.id", "desc")
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      const bySource = await db
        .selectFrom("narrative_items as ni")
        .innerJoin("content_items as ci", "ci.id", "ni.item_id")
        .select(["ci.source", (eb) => eb.fn.countAll().as("n")])
        .where("ni.narrative_id", "=", id)
        .groupBy("ci.source")
        .execute();
      return {
        items: items.map((i) => ({
          itemId: Number(i.id),
          source: i.source,
          title: i.title,
          url: i.url,
          publishedAt: dateOf(i.published_at),
        })),
        bySource: bySource
          .map((b) => ({ source: b.source, items: Number(b.n) }))
          .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source)),
      };
    },

    async insertPulseDigest(hour, body) {
      const rows = await db
        .insertInto("pulse_digests")
        .values({ hour, created_at: body.createdAt, body: JSON.stringify(body) })
        .onConflict((oc) => oc.column("hour").doNothing())
        .returning("id")
        .execute();
      const id = rows[0]?.id;
      return { inserted: id !== undefined, id: id === undefined ? undefined : Number(id) };
    },

    async pulseDigests({ since, limit }) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return [];
      const rows =
        since === undefined
          ? (
              await db.selectFrom("pulse_digests").selectAll().orderBy("id", "desc").limit(n).execute()
            ).reverse()
          : await db
              .selectFrom("pulse_digests")
              .selectAll()
              .where("id", ">", since)
              .orderBy("id")
              .limit(n)
              .execute();
      return rows.map((r): StoredPulseDigest => ({ ...(json(r.body) as PulseDigestBody), id: Number(r.id) }));
    },
  };
}
