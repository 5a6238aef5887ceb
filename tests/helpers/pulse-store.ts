import type { LifecycleEntry, NarrativeRecord } from "../../src/pulse/engine/types.js";
import type { NarrativeMember, SourceCount, StoredPulseDigest } from "../../src/pulse/store.js";
import type { ViewStore } from "../../src/pulse/views.js";
import type { StoredContentItem } from "../../src/sources/types.js";

/** An in-memory `ViewStore` for view and upstream tests: exact control over merges, odd values and failures. */
export interface FakeViewStore extends ViewStore {
  narratives: Map<number, NarrativeRecord & { drivingSources: SourceCount[] }>;
  members: Map<number, NarrativeMember[]>;
  digests: StoredPulseDigest[];
  items: StoredContentItem[];
  calls: { method: string; args: unknown[] }[];
  /** Set to make every call reject (an unreachable database). */
  fail?: Error;
}

const AT = new Date("2026-11-22T06:00:00.000Z");

export function record(
  id: number,
  over: Partial<NarrativeRecord & { drivingSources: SourceCount[] }> = {},
): NarrativeRecord & { drivingSources: SourceCount[] } {
  const lifecycle: LifecycleEntry[] = [{ stage: "emerging", momentum: 0.2, at: AT }];
  return {
    id,
    status: "active",
    mergedInto: undefined,
    title: `Narrative ${id}`,
    summary: `Summary of narrative ${id}.`,
    stage: "building",
    momentum: 0.5,
    components: { volume: 0.5, acceleration: 0.5, diversity: 0.5, engagement: 0.5, recency: 1 },
    peakMomentum: 0.5,
    peakAt: AT,
    firstSeenAt: AT,
    lastSeenAt: new Date(AT.getTime() + 3_600_000),
    itemCount: 3,
    lifecycle,
    drivingSources: [
      { source: "hn", items: 2 },
      { source: "arxiv", items: 1 },
    ],
    ...over,
  };
}

export function contentItem(
  id: number,
  firstSeenAt: Date,
  over: Partial<StoredContentItem> = {},
): StoredContentItem {
  return {
    id,
    storyId: id,
    source: "hn",
    sourceId: `hn-${id}`,
    title: `Item ${id}`,
    content: `Content of item ${id}.`,
    url: `https://example.com/${id}`,
    author: undefined,
    engagement: undefined,
    publishedAt: new Date(firstSeenAt.getTime() - 60_000),
    publishedAtKnown: true,
    fetchedAt: firstSeenAt,
    domain: "dev",
    alsoSeenIn: [],
    firstSeenAt,
    ...over,
  };
}

export function fakeViewStore(): FakeViewStore {
  const s: FakeViewStore = {
    narratives: new Map(),
    members: new Map(),
    digests: [],
    items: [],
    calls: [],
    async activeNarratives(limit) {
      check("activeNarratives", [limit]);
      return [...s.narratives.values()]
        .filter((n) => n.status === "active")
        .sort((a, b) => b.momentum - a.momentum || a.id - b.id)
        .slice(0, limit);
    },
    async narrativeById(id) {
      check("narrativeById", [id]);
      const n = s.narratives.get(id);
      return n && { ...n, lifecycleEntries: n.lifecycle };
    },
    async narrativeMembers(id, limit) {
      check("narrativeMembers", [id, limit]);
      const all = s.members.get(id) ?? [];
      const bySource = new Map<string, number>();
      for (const m of all) bySource.set(m.source, (bySource.get(m.source) ?? 0) + 1);
      return {
        items: [...all].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, limit),
        bySource: [...bySource]
          .map(([source, items]) => ({ source, items }))
          .sort((a, b) => b.items - a.items || a.source.localeCompare(b.source)),
      };
    },
    async pulseDigests(q) {
      check("pulseDigests", [q]);
      const sorted = [...s.digests].sort((a, b) => a.id - b.id);
      return q.since === undefined
        ? sorted.slice(-q.limit)
        : sorted.filter((d) => d.id > (q.since ?? 0)).slice(0, q.limit);
    },
    async itemsSince(q) {
      check("itemsSince", [q]);
      return s.items
        .filter((i) => i.firstSeenAt >= q.since)
        .sort((a, b) => b.firstSeenAt.getTime() - a.firstSeenAt.getTime() || b.id - a.id)
        .slice(0, q.limit);
    },
  };
  function check(method: string, args: unknown[]) {
    s.calls.push({ method, args });
    if (s.fail) throw s.fail;
  }
  return s;
}

export function storedDigest(id: number, createdAt: Date): StoredPulseDigest {
  return {
    id,
    title: `Pulse ${createdAt.toISOString().slice(11, 13)}:00 UTC: Narrative 1 leads; 1 narrative moved`,
    summary: "3 new items from 2 sources touched 1 narrative (0 new).",
    narrativeArcs: [
      {
        narrativeId: 1,
        title: "Narrative 1",
        stage: "building",
        momentum: 0.5,
        description: "building: momentum 0.50 (+0.10), 3 items from 2 sources in the last hour",
      },
    ],
    topInsights: ["Most active source: hn (2 of 3 items).", "3 new items from 2 sources this hour."],
    sourceMix: [
      { source: "hn", items: 2 },
      { source: "arxiv", items: 1 },
    ],
    createdAt: createdAt.toISOString(),
  };
}
