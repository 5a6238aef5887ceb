import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakePulse,
  fixtureBodies,
  readPulseFixture,
  startFakePulse,
} from "../../tests/helpers/fake-pulse.js";
import { keepTop } from "./caps.js";
import { createPulseClient, isBelowThreshold, PULSE_CAPS, type UpstreamRecent } from "./proxy-client.js";
import type { NarrativeListItem } from "./schema.js";

let fake: FakePulse;
beforeAll(async () => {
  fake = await startFakePulse();
});
afterAll(async () => {
  await fake.close();
});
const client = () => createPulseClient({ baseUrl: fake.url, timeoutMs: 5000 });

// A fixed permutation, so the generated lists are not already in the order the caps keep.
const shuffled = (n: number) => Array.from({ length: n }, (_, i) => (i * 37) % n);
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 10) - minutesAgo * 60_000).toISOString();

describe("response caps", () => {
  it("narratives: the 50 of highest momentum, highest first, never an archived one", async () => {
    const rows: NarrativeListItem[] = shuffled(80).map((k, i) => ({
      id: i + 1,
      title: `Narrative ${i + 1}`,
      summary: "Generated.",
      stage: i % 9 === 0 ? "archived" : "building",
      momentum: Math.round((k / 80) * 100) / 100,
      drivingSources: [{ source: "hackernews", items: 1 }],
      itemCount: 1,
      firstSeenAt: at(600),
      lastSeenAt: at(5),
    }));
    fake.bodies.narratives = { narratives: rows };
    const { narratives } = await client().narratives();
    const expected = rows
      .filter((r) => r.stage !== "archived")
      .sort((a, b) => b.momentum - a.momentum)
      .slice(0, PULSE_CAPS.narratives);
    expect(narratives).toHaveLength(50);
    expect(narratives).toEqual(expected);
  });

  it("detail: the newest 100 items in the upstream's order, redirectedFrom kept", async () => {
    const contentItems = shuffled(130).map((k) => ({
      source: "reddit-localllama",
      title: `Item ${k}`,
      url: `https://www.reddit.com/r/LocalLLaMA/comments/${k}/`,
      publishedAt: at(k),
    }));
    const base = readPulseFixture("narrative-3-redirect") as { narrative: object };
    fake.bodies.narrative[3] = { narrative: { ...base.narrative, contentItems } };
    const { narrative } = await client().narrative(3);
    expect(narrative.redirectedFrom).toBe(3);
    expect(narrative.contentItems).toEqual(contentItems.filter((i) => Number(i.title.slice(5)) < 100));
  });

  it("recent: the newest 500 items, undated ones first to go", async () => {
    const items: UpstreamRecent["items"] = shuffled(620).map((k) => ({
      id: 1000 + k,
      source: "hackernews",
      sourceId: String(k),
      title: `Item ${k}`,
      content: "Generated discussion excerpt.",
      ...(k % 50 === 0 ? {} : { publishedAt: at(k / 4) }),
    }));
    fake.bodies.recent = { items };
    const kept = (await client().recent()).items;
    expect(kept).toHaveLength(PULSE_CAPS.recentItems);
    expect(kept.every((i) => i.publishedAt !== undefined)).toBe(true);
    const dated = items.filter((i) => i.publishedAt !== undefined);
    const cutoff = [...dated].sort(
      (a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? ""),
    )[499];
    expect(kept.every((i) => (i.publishedAt ?? "") >= (cutoff?.publishedAt ?? ""))).toBe(true);
    const positions = kept.map((i) => items.findIndex((x) => x.id === i.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("at or under the cap nothing is dropped or reordered", async () => {
    Object.assign(fake.bodies, fixtureBodies());
    expect(await client().recent()).toEqual(readPulseFixture("recent"));
    expect(keepTop([3, 1, 2], 3, (a, b) => b - a)).toEqual([3, 1, 2]);
    expect(keepTop([3, 1, 2, 5], 2, (a, b) => b - a)).toEqual([3, 5]);
    expect(keepTop(["a", "b", "c"], 2, () => 0)).toEqual(["a", "b"]);
  });
});

describe("isBelowThreshold", () => {
  it("is true for an empty list, false otherwise, and never for a detail", async () => {
    const c = client();
    expect(isBelowThreshold("narratives", await c.narratives())).toBe(false);
    expect(isBelowThreshold("digests", await c.digests())).toBe(false);
    expect(isBelowThreshold("recent", await c.recent())).toBe(false);
    expect(isBelowThreshold("narrative", await c.narrative(7))).toBe(false);
    expect(isBelowThreshold("digests", await c.digests(146))).toBe(true);

    fake.mode = "empty";
    expect(isBelowThreshold("narratives", await c.narratives())).toBe(true);
    expect(isBelowThreshold("digests", await c.digests())).toBe(true);
    expect(isBelowThreshold("recent", await c.recent())).toBe(true);
    const detail = await c.narrative(7);
    expect(isBelowThreshold("narrative", { narrative: { ...detail.narrative, contentItems: [] } })).toBe(
      false,
    );
  });
});
