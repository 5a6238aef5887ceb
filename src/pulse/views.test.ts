import { beforeEach, describe, expect, it } from "vitest";
import {
  contentItem,
  type FakeViewStore,
  fakeViewStore,
  record,
  storedDigest,
} from "../../tests/helpers/pulse-store.js";
import { UpstreamDigests, UpstreamNarrative, UpstreamNarratives, UpstreamRecent } from "./schema.js";
import { listDigests, listNarratives, narrativeDetail, recentContent } from "./views.js";

const NOW = new Date("2026-11-22T10:00:00.000Z");
let store: FakeViewStore;
beforeEach(() => {
  store = fakeViewStore();
});

describe("narrative list", () => {
  it("lists active narratives by momentum in the upstream shape, at most 50", async () => {
    for (let id = 1; id <= 60; id++) store.narratives.set(id, record(id, { momentum: id / 100 }));
    store.narratives.set(61, record(61, { status: "archived", stage: "archived", momentum: 0.99 }));
    const body = await listNarratives(store);
    expect(UpstreamNarratives.parse(body)).toEqual(body);
    expect(body.narratives).toHaveLength(50);
    expect(body.narratives[0]).toEqual({
      id: 60,
      title: "Narrative 60",
      summary: "Summary of narrative 60.",
      stage: "building",
      momentum: 0.6,
      drivingSources: [
        { source: "hn", items: 2 },
        { source: "arxiv", items: 1 },
      ],
      itemCount: 3,
      firstSeenAt: "2026-11-22T06:00:00.000Z",
      lastSeenAt: "2026-11-22T07:00:00.000Z",
    });
  });

  it("keeps momentum within [0, 1] at two decimals whatever the store holds", async () => {
    store.narratives.set(1, record(1, { momentum: 1.0000001 }));
    store.narratives.set(2, record(2, { momentum: 0.456 }));
    store.narratives.set(3, record(3, { momentum: -0.001 }));
    const body = await listNarratives(store);
    expect(body.narratives.map((n) => n.momentum)).toEqual([1, 0.46, 0]);
    expect(UpstreamNarratives.safeParse(body).success).toBe(true);
  });
});

describe("narrative detail", () => {
  beforeEach(() => {
    store.narratives.set(
      1,
      record(1, {
        lifecycle: [
          { stage: "emerging", momentum: 0.2, at: new Date("2026-11-22T06:00:00Z") },
          { stage: "building", momentum: 0.456, at: new Date("2026-11-22T08:00:00Z") },
        ],
      }),
    );
    store.narratives.set(2, record(2, { status: "merged", mergedInto: 1 }));
    store.narratives.set(3, record(3, { status: "merged", mergedInto: 2 }));
    store.narratives.set(8, record(8, { status: "merged", mergedInto: 9 }));
    store.narratives.set(9, record(9, { status: "merged", mergedInto: 8 }));
    store.narratives.set(10, record(10, { status: "archived", stage: "archived", momentum: 0.03 }));
    store.members.set(
      1,
      Array.from({ length: 130 }, (_, i) => ({
        itemId: i + 1,
        source: i % 4 === 0 ? "arxiv" : "hn",
        title: `Item ${i + 1}`,
        url: `https://example.com/${i + 1}`,
        publishedAt: new Date(Date.UTC(2026, 10, 22, 0, i)),
      })),
    );
  });

  it("answers the detail: newest 100 items, source attribution with shares, the lifecycle", async () => {
    const r = await narrativeDetail(store, 1);
    if (!r.found) throw new Error("expected a narrative");
    expect(UpstreamNarrative.parse(r.body)).toEqual(r.body);
    const n = r.body.narrative;
    expect(n).toMatchObject({ id: 1, title: "Narrative 1", stage: "building", momentum: 0.5 });
    expect(n.summary).toBe("Summary of narrative 1.");
    expect(n.redirectedFrom).toBeUndefined();
    expect(n.contentItems).toHaveLength(100);
    expect(n.contentItems[0]).toEqual({
      source: "hn",
      title: "Item 130",
      url: "https://example.com/130",
      publishedAt: "2026-11-22T02:09:00.000Z",
    });
    expect(n.sourceAttribution).toEqual([
      { source: "hn", items: 97, share: 0.75 },
      { source: "arxiv", items: 33, share: 0.25 },
    ]);
    expect(n.lifecycle).toEqual([
      { stage: "emerging", momentum: 0.2, at: "2026-11-22T06:00:00.000Z" },
      { stage: "building", momentum: 0.46, at: "2026-11-22T08:00:00.000Z" },
    ]);
  });

  it("answers a merged id with the survivor, following chains, and says where it came from", async () => {
    const r = await narrativeDetail(store, 3);
    if (!r.found) throw new Error("expected a narrative");
    expect(UpstreamNarrative.parse(r.body)).toEqual(r.body);
    expect(r.body.narrative.id).toBe(1);
    expect(r.body.narrative.redirectedFrom).toBe(3);
    expect(store.calls.filter((c) => c.method === "narrativeMembers").map((c) => c.args[0])).toEqual([1]);
  });

  it("keeps archived narratives readable by id", async () => {
    const r = await narrativeDetail(store, 10);
    expect(r.found && r.body.narrative.stage).toBe("archived");
    expect(r.found && r.body.narrative.contentItems).toEqual([]);
  });

  it("is not found for an unknown id or a merge loop", async () => {
    expect(await narrativeDetail(store, 404)).toEqual({ found: false });
    expect(await narrativeDetail(store, 8)).toEqual({ found: false });
  });
});

describe("digests", () => {
  beforeEach(() => {
    for (let id = 1; id <= 200; id++)
      store.digests.push(storedDigest(id, new Date(Date.UTC(2026, 10, 1, id))));
  });

  it("without since: the latest 24, ascending", async () => {
    const body = await listDigests(store, undefined);
    expect(UpstreamDigests.parse(body)).toEqual(body);
    expect(body.digests.map((d) => d.id)).toEqual(Array.from({ length: 24 }, (_, i) => 177 + i));
  });

  it("with since: the ones after it, ascending, at most 168", async () => {
    expect((await listDigests(store, 195)).digests.map((d) => d.id)).toEqual([196, 197, 198, 199, 200]);
    const many = await listDigests(store, 0);
    expect(many.digests).toHaveLength(168);
    expect(many.digests[0]?.id).toBe(1);
    expect((await listDigests(store, 200)).digests).toEqual([]);
  });
});

describe("recent content", () => {
  it("items first seen in the last 4 hours, newest first, at most 500, in the ContentItem shape", async () => {
    for (let i = 1; i <= 700; i++)
      store.items.push(contentItem(i, new Date(NOW.getTime() - (700 - i) * 20_000)));
    store.items.push(contentItem(9999, new Date(NOW.getTime() - 5 * 3_600_000)));
    const body = await recentContent(store, NOW);
    expect(UpstreamRecent.parse(body)).toEqual(body);
    expect(body.items).toHaveLength(500);
    expect(body.items[0]).toEqual({
      id: 700,
      source: "hn",
      sourceId: "hn-700",
      title: "Item 700",
      content: "Content of item 700.",
      url: "https://example.com/700",
      publishedAt: "2026-11-22T09:59:00.000Z",
    });
    expect(store.calls.at(-1)).toEqual({
      method: "itemsSince",
      args: [{ since: new Date("2026-11-22T06:00:00.000Z"), limit: 500 }],
    });
  });
});
