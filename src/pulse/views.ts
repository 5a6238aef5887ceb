import type { ContentStore } from "../sources/store.js";
import { PULSE_CAPS } from "./caps.js";
import type { LifecycleEntry, NarrativeRecord } from "./engine/types.js";
import type { ContentItem, NarrativeDetail, NarrativeListItem, PulseDigest } from "./schema.js";
import { NARRATIVE_STAGES } from "./stages.js";
import type { PulseStore, StoredPulseDigest } from "./store.js";
import type { UpstreamDigests, UpstreamNarratives, UpstreamRecent } from "./types.js";

/**
 * Store records → the answers of the Pulse upstream API (docs/pulse.md), in exactly the shapes `schema.ts` defines
 * (the gateway re-checks them, so a shape slip here would turn every paid call into a 502).
 */

export type ViewStore = Pick<
  PulseStore,
  "activeNarratives" | "narrativeById" | "narrativeMembers" | "pulseDigests"
> &
  Pick<ContentStore, "itemsSince">;

/** Without `since`: the latest 24 digests (a day). With it: everything after it, at most a week of hours. */
export const DIGESTS_LATEST = 24;
export const DIGESTS_SINCE_MAX = 168;
/** "Recent" content: items first seen in the last 4 hours. */
export const RECENT_WINDOW_MS = 4 * 3_600_000;
/** Merge chains longer than this are bad data: the walk stops rather than loop. */
const MAX_REDIRECTS = 32;

/** [0, 1], two decimals, whatever the stored value (a slightly-off float must not fail the gateway's check). */
export const unit = (n: number): number =>
  Number.isFinite(n) ? Math.round(Math.min(1, Math.max(0, n)) * 100) / 100 : 0;
const share = (part: number, total: number) => (total > 0 ? unit(part / total) : 0);
const stageOf = (s: string): NarrativeRecord["stage"] =>
  (NARRATIVE_STAGES as readonly string[]).includes(s) ? (s as NarrativeRecord["stage"]) : "emerging";

export async function listNarratives(store: ViewStore): Promise<UpstreamNarratives> {
  const rows = await store.activeNarratives(PULSE_CAPS.narratives);
  const narratives = rows
    .filter((r) => r.stage !== "archived")
    .map(
      (r): NarrativeListItem => ({
        id: r.id,
        title: r.title,
        summary: r.summary,
        stage: r.stage,
        momentum: unit(r.momentum),
        drivingSources: r.drivingSources.map((s) => ({ source: s.source, items: s.items })),
        itemCount: r.itemCount,
        firstSeenAt: r.firstSeenAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
      }),
    );
  return { narratives };
}

export type DetailResult = { found: true; body: { narrative: NarrativeDetail } } | { found: false };

/** One narrative by id; a merged id answers with its survivor (chains followed) plus `redirectedFrom`. */
export async function narrativeDetail(store: ViewStore, id: number): Promise<DetailResult> {
  let record = await store.narrativeById(id);
  for (let hops = 0; record?.status === "merged" && record.mergedInto !== undefined; hops++) {
    if (hops >= MAX_REDIRECTS || record.mergedInto === record.id) return { found: false };
    record = await store.narrativeById(record.mergedInto);
  }
  if (!record) return { found: false };

  const members = await store.narrativeMembers(record.id, PULSE_CAPS.detailItems);
  const total = members.bySource.reduce((s, b) => s + b.items, 0);
  const narrative: NarrativeDetail = {
    id: record.id,
    title: record.title,
    stage: record.stage,
    summary: record.summary,
    momentum: unit(record.momentum),
    contentItems: members.items.map((m) => ({
      source: m.source,
      title: m.title,
      url: m.url,
      publishedAt: m.publishedAt.toISOString(),
    })),
    sourceAttribution: members.bySource.map((b) => ({
      source: b.source,
      items: b.items,
      share: share(b.items, total),
    })),
    lifecycle: lifecycleOf(record.lifecycleEntries),
  };
  if (record.id !== id) narrative.redirectedFrom = id;
  return { found: true, body: { narrative } };
}

const lifecycleOf = (entries: readonly LifecycleEntry[]) =>
  entries.map((e) => ({ stage: e.stage, momentum: unit(e.momentum), at: e.at.toISOString() }));

/** `since` absent: the latest 24, ascending; present: ids above it, ascending, at most 168. */
export async function listDigests(store: ViewStore, since: number | undefined): Promise<UpstreamDigests> {
  const rows =
    since === undefined
      ? await store.pulseDigests({ limit: DIGESTS_LATEST })
      : await store.pulseDigests({ since, limit: DIGESTS_SINCE_MAX });
  return { digests: rows.map(digestView) };
}

export function digestView(d: StoredPulseDigest): PulseDigest {
  return {
    id: d.id,
    title: d.title,
    summary: d.summary,
    narrativeArcs: d.narrativeArcs.map((a) => ({
      narrativeId: a.narrativeId,
      title: a.title,
      stage: stageOf(a.stage),
      momentum: unit(a.momentum),
      description: a.description,
    })),
    topInsights: [...d.topInsights],
    sourceMix: d.sourceMix.map((s) => ({ source: s.source, items: s.items })),
    createdAt: new Date(d.createdAt).toISOString(),
  };
}

/** Items first seen in the last 4 hours across all sources, newest first, at most 500. */
export async function recentContent(store: ViewStore, now: Date): Promise<UpstreamRecent> {
  const rows = await store.itemsSince({
    since: new Date(now.getTime() - RECENT_WINDOW_MS),
    limit: PULSE_CAPS.recentItems,
  });
  return {
    items: rows.map(
      (i): ContentItem => ({
        id: i.id,
        source: i.source,
        sourceId: i.sourceId,
        title: i.title,
        content: i.content,
        url: i.url,
        publishedAt: i.publishedAt.toISOString(),
      }),
    ),
  };
}
