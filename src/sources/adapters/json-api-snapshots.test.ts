import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fetched, testContext } from "../../../tests/helpers/sources.js";
import { BUILT_IN_ROSTER } from "../roster.js";
import type { Adapter, RawItem } from "../types.js";
import { devtoAdapter } from "./devto.js";
import { mastodonAdapter } from "./mastodon.js";
import { polymarketAdapter } from "./polymarket.js";
import { secEdgarAdapter } from "./sec-edgar.js";
import { stackexchangeAdapter } from "./stackexchange.js";

/** The replay snapshot of the JSON-API sources parses with the roster's own settings, as replay mode will do it. */

const ADAPTERS: Record<string, Adapter<never>> = {
  polymarket: polymarketAdapter as Adapter<never>,
  "sec-edgar": secEdgarAdapter as Adapter<never>,
  devto: devtoAdapter as Adapter<never>,
  stackexchange: stackexchangeAdapter as Adapter<never>,
  mastodon: mastodonAdapter as Adapter<never>,
};
const WINDOW_START = new Date("2026-11-19T00:00:00Z");
const RECORDED_AT = new Date("2026-11-22T06:00:00Z");

function snapshotItems(sourceId: string): RawItem[] {
  const spec = BUILT_IN_ROSTER.find((s) => s.id === sourceId);
  if (!spec) throw new Error(`${sourceId} is not in the roster`);
  const adapter = ADAPTERS[spec.adapter];
  if (!adapter) throw new Error(`no adapter ${spec.adapter}`);
  const ctx = testContext();
  const settings = adapter.settings.parse(spec.settings);
  const requests = adapter.requests(settings, ctx);
  const items = requests.flatMap((req, n) => {
    const path = `snapshot/sources/${sourceId}/${n}.json`;
    expect(existsSync(new URL(`../../../${path}`, import.meta.url)), path).toBe(true);
    return adapter.parse(fetched(path, { url: req.url, contentType: "application/json" }), settings, ctx);
  });
  expect(ctx.backoffs).toEqual([]);
  return items;
}

describe.each(Object.keys(ADAPTERS))("replay snapshot of %s", (sourceId) => {
  it("parses into 10 to 30 items dated inside the recorded window", () => {
    const items = snapshotItems(sourceId);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThanOrEqual(30);
    for (const item of items) {
      expect(item.title.length, item.sourceId).toBeGreaterThan(0);
      expect(item.url, item.sourceId).toMatch(/^https:\/\//);
      expect(item.publishedAt, item.sourceId).toBeInstanceOf(Date);
      expect(item.publishedAt?.getTime(), item.sourceId).toBeGreaterThanOrEqual(WINDOW_START.getTime());
      expect(item.publishedAt?.getTime(), item.sourceId).toBeLessThanOrEqual(RECORDED_AT.getTime());
    }
    expect(new Set(items.map((i) => i.sourceId)).size).toBe(items.length);
  });
});

describe("replay snapshot stories", () => {
  const titles = (id: string) => snapshotItems(id).map((i) => i.title);

  it("polymarket carries the GPT-6, Nvidia and Cerebras markets (S1, S5, S13)", () => {
    const t = titles("polymarket");
    expect(t).toContain("GPT-6 released before 2027?");
    expect(t).toContain("Will NVIDIA be the largest company in the world by market cap on December 31?");
    expect(t).toContain("Cerebras IPO before 2027?");
  });

  it("sec-edgar carries Nvidia's results 8-K and Cerebras's S-1/A, at the URL Hacker News links to", () => {
    const items = snapshotItems("sec-edgar");
    expect(items.map((i) => i.title)).toContain(
      "NVIDIA CORP (NVDA) files 8-K: Results of Operations and Financial Condition",
    );
    expect(items.find((i) => i.title.startsWith("Cerebras"))?.url).toBe(
      "https://www.sec.gov/Archives/edgar/data/2021728/000162828026071942/cerebras-s1a.htm",
    );
  });

  it("devto cross-posts point at the originals that Lobsters links to (S10, S12)", () => {
    const urls = snapshotItems("devto").map((i) => i.url);
    expect(urls).toContain("https://blog.cloudsmith.dev/mcp-2026-11-for-server-authors/");
    expect(urls).toContain("https://mhx.example.dev/mtp-laptop-notes/");
  });

  it("stackexchange asks about MCP OAuth and local inference (S12, S10)", () => {
    const t = titles("stackexchange").join("\n");
    expect(t).toMatch(/MCP server rejects token/);
    expect(t).toMatch(/multi-token prediction/);
  });

  it("mastodon toots link the news articles of S1, S2, S8 and S9", () => {
    const urls = snapshotItems("mastodon").map((i) => i.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://www.theverge.com/news/811902/openai-gpt-5-5-computer-use-agents-mini",
        "https://www.theverge.com/policy/811655/eu-ai-act-digital-omnibus-delay-high-risk",
        "https://www.theverge.com/policy/812771/california-attorney-general-ai-companion-chatbots-minors-investigation",
        "https://deepmind.google/discover/blog/alphaproof-2-formal-reasoning-imo-2026/",
      ]),
    );
  });
});
