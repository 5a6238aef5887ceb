import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContentStore, ItemDecision, SourceHealth, SourceRunStatus } from "../sources/store.js";
import type { SourceDomain, StoredContentItem } from "../sources/types.js";
import { isoOf } from "./rows.js";
import type { ContentItemsTable, StoreKind, Tables } from "./tables.js";

/** SQLite: 21 columns × 400 rows stays far below the bound-parameter limit; PostgreSQL takes it in one round trip. */
const INSERT_CHUNK = 400;

const json = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);
const dateOf = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));
const optDate = (v: string | Date | null): Date | undefined => (v === null ? undefined : dateOf(v));

type Sighting = { source: string; sourceId: string; url: string };

export function itemOf(r: Selectable<ContentItemsTable>): StoredContentItem {
  const metric = r.engagement_metric;
  return {
    id: Number(r.id),
    storyId: r.story_id === null ? Number(r.id) : Number(r.story_id),
    source: r.source,
    sourceId: r.source_id,
    title: r.title,
    content: r.content,
    url: r.url,
    author: r.author ?? undefined,
    engagement:
      metric === null
        ? undefined
        : {
            metric: metric as NonNullable<StoredContentItem["engagement"]>["metric"],
            value: Number(r.engagement_value ?? 0),
            score: Number(r.engagement_score ?? 0),
          },
    publishedAt: dateOf(r.published_at),
    publishedAtKnown: Number(r.published_at_known) === 1,
    fetchedAt: dateOf(r.fetched_at),
    firstSeenAt: dateOf(r.first_seen_at),
    domain: r.domain as SourceDomain,
    alsoSeenIn: (json(r.also_seen_in) as Sighting[]) ?? [],
  };
}

type Insert = Extract<ItemDecision, { kind: "insert" }>;

function rowOf(d: Insert, storyId: number | null): Insertable<ContentItemsTable> {
  const { item } = d;
  const at = item.fetchedAt.toISOString();
  return {
    source: item.source,
    source_id: item.sourceId,
    url: item.url,
    title: item.title,
    content: item.content,
    author: item.author ?? null,
    engagement_metric: item.engagement?.metric ?? null,
    engagement_value: item.engagement?.value ?? null,
    engagement_score: item.engagement?.score ?? null,
    published_at: item.publishedAt.toISOString(),
    published_at_known: item.publishedAtKnown ? 1 : 0,
    fetched_at: at,
    first_seen_at: at,
    last_seen_at: at,
    domain: item.domain,
    title_key: d.titleKey,
    simhash: d.simhash,
    story_id: storyId,
    also_seen_in: JSON.stringify(d.alsoSeenIn ?? []),
  };
}

export function kyselyContentStore(db: Kysely<Tables>, _kind: StoreKind): ContentStore {
  return {
    async itemKeysSince(since) {
      const rows = await db
        .selectFrom("content_items")
        .select(["id", "source", "source_id", "url", "title_key", "simhash", "story_id"])
        .where("first_seen_at", ">=", since.toISOString())
        .orderBy("id")
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        source: r.source,
        sourceId: r.source_id,
        url: r.url,
        titleKey: r.title_key,
        simhash: r.simhash,
        storyId: r.story_id === null ? Number(r.id) : Number(r.story_id),
      }));
    },

    saveItems(decisions) {
      return db.transaction().execute(async (tx) => {
        const inserts = decisions.filter((d): d is Insert => d.kind === "insert");
        const idByKey = new Map<string, number>();
        // Links to an existing row go in with the insert; links inside the batch need the new ids first.
        for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
          const chunk = inserts.slice(i, i + INSERT_CHUNK);
          const rows = await tx
            .insertInto("content_items")
            .values(chunk.map((d) => rowOf(d, d.story && "id" in d.story ? d.story.id : null)))
            .onConflict((oc) => oc.columns(["source", "source_id"]).doNothing())
            .returning(["id", "source", "source_id"])
            .execute();
          for (const r of rows) idByKey.set(`${r.source}\u0000${r.source_id}`, Number(r.id));
        }
        const idOf = (d: Insert) => idByKey.get(`${d.item.source}\u0000${d.item.sourceId}`);
        const rootOf = (d: Insert, depth = 0): number | undefined => {
          const s = d.story;
          if (!s || depth > inserts.length) return idOf(d);
          if ("id" in s) return s.id;
          const target = inserts[s.batchIndex];
          return target ? rootOf(target, depth + 1) : idOf(d);
        };
        for (const d of inserts) {
          if (!d.story || "id" in d.story) continue;
          const id = idOf(d);
          const root = rootOf(d);
          if (id !== undefined && root !== undefined && root !== id)
            await tx.updateTable("content_items").set({ story_id: root }).where("id", "=", id).execute();
        }

        let refreshed = 0;
        let alsoSeen = 0;
        for (const d of decisions) {
          if (d.kind === "refresh") {
            const r = await tx
              .updateTable("content_items")
              .set({
                engagement_metric: d.item.engagement?.metric ?? null,
                engagement_value: d.item.engagement?.value ?? null,
                engagement_score: d.item.engagement?.score ?? null,
                last_seen_at: d.item.fetchedAt.toISOString(),
              })
              .where("id", "=", d.id)
              .executeTakeFirst();
            refreshed += Number(r.numUpdatedRows);
          } else if (d.kind === "also_seen") {
            const row = await tx
              .selectFrom("content_items")
              .select(["also_seen_in", "source", "source_id"])
              .where("id", "=", d.id)
              .executeTakeFirst();
            if (!row) continue;
            const list = (json(row.also_seen_in) as Sighting[]) ?? [];
            const same = (s: Sighting) =>
              s.source === d.sighting.source && s.sourceId === d.sighting.sourceId;
            const isOwn = row.source === d.sighting.source && row.source_id === d.sighting.sourceId;
            if (isOwn || list.some(same)) continue;
            list.push(d.sighting);
            await tx
              .updateTable("content_items")
              .set({ also_seen_in: JSON.stringify(list), last_seen_at: d.at.toISOString() })
              .where("id", "=", d.id)
              .execute();
            alsoSeen++;
          }
        }
        const inserted = inserts.map(idOf).filter((id): id is number => id !== undefined);
        return { inserted, refreshed, alsoSeen };
      });
    },

    async itemsSince({ since, limit }) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return [];
      const rows = await db
        .selectFrom("content_items")
        .selectAll()
        .where("first_seen_at", ">=", since.toISOString())
        .orderBy("first_seen_at", "desc")
        .orderBy("id", "desc")
        .limit(n)
        .execute();
      return rows.map(itemOf);
    },

    async itemById(id) {
      const r = await db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst();
      return r && itemOf(r);
    },

    async pruneItems(before) {
      const r = await db
        .deleteFrom("content_items")
        .where("first_seen_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async validators(url) {
      const r = await db
        .selectFrom("http_validators")
        .select(["etag", "last_modified"])
        .where("url", "=", url)
        .executeTakeFirst();
      if (!r) return undefined;
      return { etag: r.etag ?? undefined, lastModified: r.last_modified ?? undefined };
    },

    async saveValidators(entries) {
      if (!entries.length) return;
      await db.transaction().execute(async (tx) => {
        for (const e of entries) {
          const values = {
            url: e.url,
            etag: e.validators.etag ?? null,
            last_modified: e.validators.lastModified ?? null,
            updated_at: e.at.toISOString(),
          };
          await tx
            .insertInto("http_validators")
            .values(values)
            .onConflict((oc) =>
              oc.column("url").doUpdateSet({
                etag: values.etag,
                last_modified: values.last_modified,
                updated_at: values.updated_at,
              }),
            )
            .execute();
        }
      });
    },

    recordCollection(run, sources) {
      return db.transaction().execute(async (tx) => {
        await tx
          .insertInto("collection_runs")
          .values({
            id: run.id,
            mode: run.mode,
            started_at: run.startedAt.toISOString(),
            finished_at: run.finishedAt.toISOString(),
            sources_ok: run.sourcesOk,
            sources_failed: run.sourcesFailed,
            new_items: run.newItems,
          })
          .execute();
        for (const s of sources) {
          const prev = await tx
            .selectFrom("source_health")
            .select(["last_success_at", "consecutive_failures"])
            .where("source", "=", s.source)
            .executeTakeFirst();
          const failed = s.status === "failed";
          const success = s.status === "ok" || s.status === "not_modified";
          const row = {
            source: s.source,
            last_attempt_at: s.at.toISOString(),
            last_success_at: success
              ? s.at.toISOString()
              : prev?.last_success_at
                ? isoOf(prev.last_success_at)
                : null,
            last_status: s.status,
            last_error: failed ? (s.error ?? "failed") : null,
            items_last_run: s.items,
            new_items_last_run: s.newItems,
            latency_ms: Math.round(s.latencyMs),
            consecutive_failures: failed ? Number(prev?.consecutive_failures ?? 0) + 1 : 0,
          };
          const { source: _key, ...rest } = row;
          await tx
            .insertInto("source_health")
            .values(row)
            .onConflict((oc) => oc.column("source").doUpdateSet(rest))
            .execute();
        }
      });
    },

    async sourceHealth() {
      const rows = await db.selectFrom("source_health").selectAll().orderBy("source").execute();
      return rows.map(
        (r): SourceHealth => ({
          source: r.source,
          lastAttemptAt: dateOf(r.last_attempt_at),
          lastSuccessAt: optDate(r.last_success_at),
          lastStatus: r.last_status as SourceRunStatus,
          lastError: r.last_error ?? undefined,
          itemsLastRun: Number(r.items_last_run),
          newItemsLastRun: Number(r.new_items_last_run),
          latencyMs: Number(r.latency_ms),
          consecutiveFailures: Number(r.consecutive_failures),
        }),
      );
    },

    async lastCollection() {
      const r = await db
        .selectFrom("collection_runs")
        .selectAll()
        .orderBy("finished_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return (
        r && {
          id: r.id,
          mode: r.mode as "live" | "replay",
          startedAt: dateOf(r.started_at),
          finishedAt: dateOf(r.finished_at),
          sourcesOk: Number(r.sources_ok),
          sourcesFailed: Number(r.sources_failed),
          newItems: Number(r.new_items),
        }
      );
    },
  };
}
