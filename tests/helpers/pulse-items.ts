import { engineItem } from "../../src/pulse/engine/test-items.js";
import type { EngineItem } from "../../src/pulse/engine/types.js";
import type { ContentStore, ItemDecision } from "../../src/sources/store.js";
import type { SourceDomain } from "../../src/sources/types.js";
import { seededRandom as rng } from "./random.js";

/**
 * Deterministic synthetic content items for Pulse tests: `stories` distinct stories, each told by several sources
 * in overlapping words (its own named entities and topic words), so the engine has real clusters to find.
 */

const ENTITIES = [
  "Nvidia",
  "Anthropic",
  "OpenAI",
  "Mistral",
  "Google",
  "Meta",
  "Microsoft",
  "Apple",
  "Amazon",
  "Tesla",
  "Samsung",
  "Intel",
  "AMD",
  "Qualcomm",
  "Oracle",
  "Salesforce",
  "Databricks",
  "Snowflake",
  "Cohere",
  "Perplexity",
  "Huawei",
  "Baidu",
  "Alibaba",
  "Tencent",
  "ByteDance",
  "Stripe",
  "Coinbase",
  "Robinhood",
  "Palantir",
  "Arm",
];
const TOPICS = [
  "export controls",
  "chip shortage",
  "funding round",
  "antitrust probe",
  "model release",
  "price cut",
  "data center",
  "open weights",
  "safety report",
  "earnings call",
  "layoffs",
  "acquisition talks",
  "copyright lawsuit",
  "inference costs",
  "robotics lab",
  "quantum processor",
  "battery plant",
  "ad revenue",
  "cloud outage",
  "security breach",
  "stablecoin bill",
  "tariff ruling",
  "satellite launch",
  "drug trial",
];
const VERBS = [
  "announces",
  "faces",
  "expands",
  "delays",
  "confirms",
  "denies",
  "unveils",
  "plans",
  "wins",
  "loses",
];
const FILLER = [
  "analysts say",
  "according to people familiar",
  "the company said on Tuesday",
  "in a filing",
  "shares moved",
  "investors reacted",
  "regulators are watching",
  "the report adds",
  "details remain unclear",
];
export const SOURCES: { source: string; domain: SourceDomain }[] = [
  { source: "hn", domain: "dev" },
  { source: "lobsters", domain: "dev" },
  { source: "reddit-ml", domain: "ai-research" },
  { source: "arxiv", domain: "ai-research" },
  { source: "techcrunch", domain: "ai-business" },
  { source: "venturebeat", domain: "ai-business" },
  { source: "reuters-tech", domain: "markets" },
  { source: "sec-edgar", domain: "markets" },
  { source: "polymarket", domain: "markets" },
  { source: "federal-register", domain: "policy" },
  { source: "eu-press", domain: "policy" },
  { source: "mastodon", domain: "community" },
];

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export interface SyntheticOptions {
  count: number;
  stories: number;
  /** First item id (ids are consecutive). */
  firstId?: number;
  /** Items are spread evenly over [start, start + spanMs]. */
  start: Date;
  spanMs?: number;
  seed?: number;
}

export function syntheticItems(opts: SyntheticOptions): EngineItem[] {
  const r = rng(opts.seed ?? 42);
  const stories = Array.from({ length: opts.stories }, (_, s) => ({
    a: ENTITIES[s % ENTITIES.length] as string,
    b: ENTITIES[(s * 7 + 3) % ENTITIES.length] as string,
    topic: TOPICS[s % TOPICS.length] as string,
    tag: `project${s}`,
  }));
  const first = opts.firstId ?? 1;
  const span = opts.spanMs ?? 3_600_000;
  return Array.from({ length: opts.count }, (_, i) => {
    const st = stories[Math.floor(r() * stories.length)] as (typeof stories)[number];
    const src = pick(r, SOURCES);
    const at = new Date(opts.start.getTime() + Math.floor((span * i) / Math.max(1, opts.count)));
    const id = first + i;
    const title = `${st.a} ${pick(r, VERBS)} ${st.topic} with ${st.b} ${st.tag}`;
    const content = `${st.a} and ${st.b} ${st.topic}: ${pick(r, FILLER)}. The ${st.tag} ${st.topic} ${pick(r, FILLER)}.`;
    return {
      id,
      storyId: id,
      source: src.source,
      domain: src.domain,
      title,
      content,
      url: `https://example.com/${src.source}/${id}`,
      publishedAt: at,
      firstSeenAt: at,
      engagementScore: Math.round(r() * 100) / 100,
    };
  });
}

/** Stores engine-shaped items as collected content items (first seen = `firstSeenAt`); returns their store ids. */
export async function seedItems(
  store: Pick<ContentStore, "saveItems">,
  items: readonly EngineItem[],
): Promise<number[]> {
  const decisions: ItemDecision[] = items.map((i) => ({
    kind: "insert",
    item: {
      source: i.source,
      sourceId: `s${i.id}-${i.url}`,
      title: i.title,
      content: i.content,
      url: i.url,
      author: undefined,
      engagement:
        i.engagementScore === undefined
          ? undefined
          : { metric: "points", value: Math.round(i.engagementScore * 100), score: i.engagementScore },
      publishedAt: i.publishedAt,
      publishedAtKnown: true,
      fetchedAt: i.firstSeenAt,
      domain: i.domain,
    },
    titleKey: i.title.toLowerCase(),
    simhash: i.id.toString(16).padStart(16, "0"),
  }));
  return (await store.saveItems(decisions)).inserted;
}

export { rng };

/** A news article as the engine receives it, for hand-written test cases; `over` changes any field. */
export function articleItem(
  id: number,
  at: Date,
  title: string,
  content: string,
  over: Partial<EngineItem> = {},
): EngineItem {
  return engineItem(id, at, title, content, {
    source: "techcrunch-ai",
    domain: "ai-business",
    engagementScore: undefined,
    ...over,
  });
}
