import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CollectProgress, collect } from "../src/sources/collect.js";
import { createFetcher } from "../src/sources/fetch/index.js";
import { ADAPTERS } from "../src/sources/registry.js";
import { createReplay, RECORDED_AT } from "../src/sources/replay.js";
import { loadRoster } from "../src/sources/roster-file.js";
import { openStore } from "../src/store/index.js";
import type { Store } from "../src/store/types.js";
import { routeKeyOf, type SourceServer, serveSnapshot, startSourceServer } from "./helpers/source-server.js";
import { testContext } from "./helpers/sources.js";

const SNAPSHOT = new URL("../snapshot/sources/", import.meta.url).pathname;
const NOW = new Date("2026-11-22T10:00:00.000Z");
const roster = loadRoster(undefined, ADAPTERS);

let dir: string;
let store: Store;
let server: SourceServer;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "intel-collect-"));
  store = await openStore(`sqlite:${join(dir, "intel.db")}`);
  await store.migrate();
  server = await startSourceServer();
  serveSnapshot(server, roster, testContext({ now: NOW }));
});
afterEach(async () => {
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function liveRun(opts: { sources?: typeof roster; now?: Date; progress?: CollectProgress[] } = {}) {
  const fetcher = createFetcher({
    userAgent: "intel-digest/test (+http://localhost; ops@intel.example)",
    transport: server.transport,
    validators: { get: (url) => store.validators(url).then((v) => v && JSON.parse(JSON.stringify(v))) },
    baseBackoffMs: 10,
  });
  return collect({
    store,
    sources: opts.sources ?? roster,
    fetcher,
    mode: "live",
    contact: "ops@intel.example",
    retentionDays: 14,
    now: () => opts.now ?? NOW,
    onProgress: (e) => opts.progress?.push(e),
  });
}

describe("collector over real HTTP, all 20 sources", () => {
  it("fetches every source, stores clean items and records health", async () => {
    const progress: CollectProgress[] = [];
    const r = await liveRun({ progress });
    expect(r.sources.map((s) => [s.source, s.status]).filter(([, st]) => st !== "ok")).toEqual([]);
    expect(r.answered).toHaveLength(20);
    expect(r.newItems).toBeGreaterThan(300);
    expect(progress.filter((e) => e.kind === "source")).toHaveLength(20);
    for (const s of r.sources) expect(s.items, s.source).toBeGreaterThan(0);

    const items = await store.itemsSince({ since: new Date(0), limit: 5000 });
    expect(items.length).toBe(r.newItems);
    for (const i of items) {
      // Markup and entities are gone; a literal "<div>" in a title about HTML is text, not a tag.
      // ("Tensor<B, T, D>" in a repository description is text too.)
      expect(i.title, `${i.source} ${i.sourceId}`).not.toMatch(
        /<\/?(p|a|b|i|em|strong|br|span|img)(\s[^>]*)?>/,
      );
      expect(i.title, `${i.source} ${i.sourceId}`).not.toMatch(/&[a-z]+;|&#\d+;|<!\[CDATA/i);
      expect(i.content.length).toBeLessThanOrEqual(1000);
      expect(i.url).toMatch(/^https?:\/\//);
      expect(i.url).not.toMatch(/[?&](utm_[a-z]+|fbclid|gclid)=/);
      expect(i.url).not.toContain("#");
      if (i.engagement) expect(i.engagement.score).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(items.map((i) => i.source)).size).toBe(20);
    expect(new Set(items.map((i) => i.domain)).size).toBeGreaterThanOrEqual(5);
    // Every request named the service and the operator.
    expect(server.requests.every((q) => q.userAgent?.includes("ops@intel.example"))).toBe(true);

    const health = await store.sourceHealth();
    expect(health).toHaveLength(20);
    expect(health.every((h) => h.lastStatus === "ok" && h.consecutiveFailures === 0)).toBe(true);
  });

  it("records one story carried by several sources once, with the others in alsoSeenIn", async () => {
    await liveRun();
    const items = await store.itemsSince({ since: new Date(0), limit: 5000 });
    const seenTwice = items.filter((i) => i.alsoSeenIn.length > 0);
    expect(seenTwice.length).toBeGreaterThan(0);
    // STORIES.md: Hacker News links the TechCrunch article of S7 with tracking parameters added.
    const s7 = items.filter((i) => i.url.includes("forgecode-raises-300m"));
    expect(s7).toHaveLength(1);
    expect([s7[0]?.source, ...(s7[0]?.alsoSeenIn.map((a) => a.source) ?? [])].sort()).toEqual(
      expect.arrayContaining(["hackernews", "techcrunch-ai"]),
    );
    // Reddit and Hacker News link the same arXiv abstract (S6).
    const s6 = items.filter((i) => i.url === "https://arxiv.org/abs/2611.14207");
    expect(s6).toHaveLength(1);
    expect(s6[0]?.alsoSeenIn.length).toBeGreaterThanOrEqual(1);
    // Syndicated headlines are separate rows linked to one story.
    const stories = new Map<number, Set<string>>();
    for (const i of items) stories.set(i.storyId, (stories.get(i.storyId) ?? new Set()).add(i.source));
    expect([...stories.values()].some((s) => s.size >= 2)).toBe(true);
  });

  it("sends conditional requests on the second run and stores nothing twice", async () => {
    const first = await liveRun();
    server.requests.length = 0;
    // Same clock: sources whose URL carries the time (HN's window) would otherwise ask for a new URL.
    const second = await liveRun();
    const sent = server.requests.filter((q) => q.ifNoneMatch);
    expect(sent.length).toBe(server.requests.length);
    expect(second.sources.every((s) => s.status === "not_modified")).toBe(true);
    expect(second.answered).toHaveLength(20);
    expect(second.newItems).toBe(0);
    expect((await store.itemsSince({ since: new Date(0), limit: 5000 })).length).toBe(first.newItems);
  });

  it("a hanging source is cut off at its timeout; a failing one is reported; the others are stored", async () => {
    const sources = roster.map((s) => (s.spec.id === "lobsters" ? { ...s, timeoutMs: 800 } : s));
    const lobsters = sources.find((s) => s.spec.id === "lobsters");
    const devto = sources.find((s) => s.spec.id === "devto");
    if (!lobsters || !devto) throw new Error("roster changed");
    const key = (s: typeof lobsters) =>
      routeKeyOf(s.adapter.requests(s.settings, testContext({ now: NOW }))[0]?.url ?? "");
    const hang = server.routes.get(key(lobsters));
    const boom = server.routes.get(key(devto));
    if (!hang || !boom) throw new Error("snapshot routes missing");
    hang.mode = "hang";
    boom.mode = "500";

    const t0 = performance.now();
    const r = await liveRun({ sources });
    const ms = performance.now() - t0;
    // 3 attempts of 800 ms plus jittered backoff: far below what 20 sources in sequence would take.
    expect(ms).toBeLessThan(8_000);
    const byId = new Map(r.sources.map((s) => [s.source, s]));
    expect(byId.get("lobsters")).toMatchObject({ status: "failed", items: 0 });
    expect(byId.get("lobsters")?.error).toMatch(/timeout/);
    expect(byId.get("devto")).toMatchObject({ status: "failed" });
    expect(byId.get("devto")?.error).toMatch(/HTTP 500/);
    expect(r.answered).toHaveLength(18);
    const health = new Map((await store.sourceHealth()).map((h) => [h.source, h]));
    expect(health.get("lobsters")).toMatchObject({ lastStatus: "failed", consecutiveFailures: 1 });
    expect(health.get("hackernews")).toMatchObject({ lastStatus: "ok" });
  });

  it("prunes items older than the retention window", async () => {
    const first = await liveRun();
    expect(first.pruned).toBe(0);
    const later = await liveRun({
      now: new Date(NOW.getTime() + 15 * 86_400_000),
      sources: roster.slice(0, 1),
    });
    expect(later.pruned).toBe(first.newItems);
  });
});

describe("replay mode", () => {
  it("serves the bundled snapshot offline, moved to the present", async () => {
    const replay = createReplay(SNAPSHOT);
    const fetcher = createFetcher({
      userAgent: "t",
      transport: replay.transport,
      politeness: false,
      retries: 0,
    });
    const r = await collect({
      store,
      sources: roster,
      fetcher,
      mode: "replay",
      retentionDays: 14,
      now: () => NOW,
      shiftMs: replay.shiftMs(NOW),
    });
    expect(r.answered).toHaveLength(20);
    expect(server.requests).toHaveLength(0);
    const items = await store.itemsSince({ since: new Date(0), limit: 5000 });
    const known = items.filter((i) => i.publishedAtKnown);
    const newest = Math.max(...known.map((i) => i.publishedAt.getTime()));
    // The snapshot's last hours now end at NOW instead of at RECORDED_AT.
    expect(newest).toBeGreaterThan(RECORDED_AT.getTime() + 3 * 3_600_000);
    expect(newest).toBeLessThanOrEqual(NOW.getTime());
    expect(
      known.filter((i) => NOW.getTime() - i.publishedAt.getTime() < 4 * 3_600_000).length,
    ).toBeGreaterThan(5);
    expect((await store.lastCollection())?.mode).toBe("replay");
  });
});
