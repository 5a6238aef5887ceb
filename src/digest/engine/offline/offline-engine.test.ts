import { describe, expect, test } from "vitest";
import { MasterDigest } from "../../schema.js";
import type { DigestDraft, DigestInput } from "../types.js";
import { buildSkeleton } from "./build-skeleton.js";
import {
  makeInput,
  makeItem,
  makeNarrative,
  NOW,
  QUIET_NARRATIVE_ID,
  replayLikeInput,
  STORIES,
  sourcesOf,
} from "./fixtures.js";
import { createOfflineEngine } from "./offline-engine.js";

const engine = createOfflineEngine();
const synth = (input: DigestInput) => engine.synthesize(input);

/** The draft as the cycle stores it: id, processing time and creation time added, then validated. */
const publish = (draft: DigestDraft) =>
  MasterDigest.parse({ ...draft, id: "mi_20261122T08Z", processingTimeMs: 42, createdAt: NOW.toISOString() });

const SECTIONS = [
  "## Top narratives",
  "## Notable signals",
  "## Cross-domain connections",
  "## Sentiment",
  "## Coverage",
];

/** Section heading → its body (text up to the next `## ` heading). */
function sections(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = markdown.split(/^(?=## )/m);
  for (const part of parts) {
    const [head = "", ...body] = part.split("\n");
    out.set(head.trim(), body.join("\n").trim());
  }
  return out;
}

/** Sentences of plain prose: a full stop, ! or ? followed by a space and a capital or quote. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=["A-Z])/).filter(Boolean);

describe("offline engine on a replay-like cycle", () => {
  const input = replayLikeInput();

  test("the input is realistic: ~200 items over the 20 sources, 10 narratives touched and one not", () => {
    expect(input.items.length).toBeGreaterThanOrEqual(180);
    expect(new Set(input.items.map((i) => i.source)).size).toBe(20);
    expect(input.narratives.filter((n) => n.itemIds.length).length).toBe(10);
  });

  test("its draft passes the Master digest schema once the cycle adds id, time and createdAt", async () => {
    const draft = await synth(input);
    expect(() => publish(draft)).not.toThrow();
    expect(engine.name).toBe("offline");
  });

  test("the title comes from the strongest narrative the cycle touched, its stage as the kicker", async () => {
    const draft = await synth(input);
    const strongest = [...STORIES].sort((a, b) => b.momentum - a.momentum)[0];
    expect(draft.title).toBe(`At peak: ${strongest?.title}`);
    expect(draft.title).not.toMatch(/Narrative \d+/);
  });

  test("narratives: the top 8 touched by the cycle, by momentum, each present in the input", async () => {
    const draft = await synth(input);
    expect(draft.narratives).toHaveLength(8);
    const byTitle = new Map(input.narratives.map((n) => [n.title, n]));
    for (const n of draft.narratives) {
      const source = byTitle.get(n.title);
      expect(source).toBeDefined();
      expect(n).toEqual({ title: source?.title, stage: source?.stage, momentum: source?.momentum });
    }
    const momenta = draft.narratives.map((n) => n.momentum);
    expect(momenta).toEqual([...momenta].sort((a, b) => b - a));
    // The untouched narrative has the highest momentum of all but no item in this cycle to cite.
    const quiet = input.narratives.find((n) => n.id === QUIET_NARRATIVE_ID);
    expect(draft.narratives.map((n) => n.title)).not.toContain(quiet?.title);
  });

  test("sourcesUsed: exactly the sources of the signals and of the listed narratives' items, sorted", async () => {
    const draft = await synth(input);
    const listed = new Set(draft.narratives.map((n) => n.title));
    const expected = new Set(draft.signals.map((s) => s.source));
    for (const n of input.narratives.filter((x) => listed.has(x.title)))
      for (const id of n.itemIds) expected.add(input.items.find((i) => i.id === id)?.source ?? "?");
    expect(draft.sourcesUsed).toEqual([...expected].sort());
    // Not the roster: SEC EDGAR answered, but its only story item is in a narrative outside the top 8.
    expect(draft.sourcesUsed).not.toContain("sec-edgar");
    expect(draft.sourcesUsed.length).toBeLessThan(input.sources.length);
  });

  test("with 12 of 20 sources failed, sourcesUsed is drawn only from the 8 that answered", async () => {
    const answered = [
      "hackernews",
      "theverge-ai",
      "google-news-ai-policy",
      "arxiv",
      "github",
      "devto",
      "mastodon",
      "polymarket",
    ];
    // Even if items of failed sources slipped into the input, the digest never cites them.
    const draft = await synth({ ...input, sources: sourcesOf(answered) });
    expect(() => publish(draft)).not.toThrow();
    expect(draft.sourcesUsed.length).toBeGreaterThan(0);
    for (const s of draft.sourcesUsed) expect(answered).toContain(s);
    for (const s of draft.signals) expect(answered).toContain(s.source);
  });

  test("signals: at most 2 per source and 15 in all, one line each, strongest first", async () => {
    const draft = await synth(input);
    expect(draft.signals.length).toBeGreaterThan(0);
    expect(draft.signals.length).toBeLessThanOrEqual(15);
    const perSource = new Map<string, number>();
    for (const s of draft.signals) perSource.set(s.source, (perSource.get(s.source) ?? 0) + 1);
    for (const n of perSource.values()) expect(n).toBeLessThanOrEqual(2);
    for (const s of draft.signals) {
      expect(s.signal.length).toBeLessThanOrEqual(160);
      expect(s.signal).not.toMatch(/\n/);
    }
    const rank = { high: 0, medium: 1, low: 2 };
    const ranks = draft.signals.map((s) => rank[s.strength]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test("the full analysis has the five sections in order, none empty, and the executive summary 2–4 sentences", async () => {
    const draft = await synth(input);
    const heads = draft.fullAnalysis.match(/^## .+$/gm);
    expect(heads).toEqual(SECTIONS);
    for (const [head, body] of sections(draft.fullAnalysis)) if (head) expect(body, head).not.toBe("");
    const top = sections(draft.fullAnalysis).get("## Top narratives") ?? "";
    expect(top).toContain("### 1. OpenAI ships GPT-5.5 with native computer-use agents");
    expect(top).toMatch(/\*\*peak\*\*, momentum 0\.86/);
    expect(sections(draft.fullAnalysis).get("## Coverage")).toMatch(/20 sources answered/);
    const n = sentences(draft.executiveSummary).length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    expect(draft.executiveSummary).toContain("OpenAI ships GPT-5.5 with native computer-use agents");
  });

  test("cross-domain insights name listed narratives that span two or more domains, and only those", async () => {
    const draft = await synth(input);
    expect(draft.crossDomainInsights.length).toBeGreaterThan(0);
    expect(draft.crossDomainInsights[0]).toMatch(
      /^"OpenAI ships GPT-5\.5 .*" is discussed in AI business \(/,
    );
    const listed = draft.narratives.map((n) => n.title);
    for (const insight of draft.crossDomainInsights)
      expect(listed.some((t) => insight.includes(t))).toBe(true);
  });

  test("every source a cross-domain connection names is one the digest cites", () => {
    const skeleton = buildSkeleton(input);
    expect(skeleton.crossDomain.length).toBeGreaterThan(0);
    for (const c of skeleton.crossDomain) {
      expect(c.domains.length).toBeGreaterThanOrEqual(2);
      for (const d of c.domains) for (const s of d.sources) expect(skeleton.sourcesUsed).toContain(s.source);
    }
  });

  test("deterministic: the same input, even shuffled, gives a byte-identical draft", async () => {
    const a = JSON.stringify(await synth(input));
    const b = JSON.stringify(await createOfflineEngine().synthesize(replayLikeInput()));
    const shuffled: DigestInput = {
      ...input,
      items: [...input.items].reverse(),
      narratives: [...input.narratives].reverse(),
      sources: [...input.sources].reverse(),
    };
    expect(b).toBe(a);
    expect(JSON.stringify(await synth(shuffled))).toBe(a);
  });

  test("an aborted call rejects before any work", async () => {
    const ctl = new AbortController();
    ctl.abort();
    await expect(engine.synthesize(input, { signal: ctl.signal })).rejects.toThrow();
  });
});

describe("offline engine on thin cycles", () => {
  test("no items and no narratives: a valid, honest digest", async () => {
    const draft = await synth(makeInput({ items: [] }));
    expect(() => publish(draft)).not.toThrow();
    expect(draft.title).toBe("Quiet cycle: no new items from 20 sources");
    expect(draft).toMatchObject({ narratives: [], signals: [], sourcesUsed: [], crossDomainInsights: [] });
    expect(draft.sentiment).toEqual({ overall: "neutral", confidence: 0 });
    for (const [head, body] of sections(draft.fullAnalysis)) if (head) expect(body, head).toMatch(/^No /);
    expect(sentences(draft.executiveSummary).length).toBeGreaterThanOrEqual(2);
  });

  test("a few items and no narratives: the title is the most notable item, the sources are the signals'", async () => {
    const items = [
      makeItem({ id: 1, source: "hackernews", title: "Show HN: A tiny vector database in Rust", score: 0.9 }),
      makeItem({ id: 2, source: "hackernews", title: "Postgres 19 beta is out", score: 0.2 }),
      makeItem({ id: 3, source: "arxiv", title: "Sparse attention for long documents" }),
    ];
    const draft = await synth(makeInput({ items }));
    expect(() => publish(draft)).not.toThrow();
    expect(draft.title).toBe("Quiet cycle: A tiny vector database in Rust");
    expect(draft.narratives).toEqual([]);
    expect(draft.signals).toEqual([
      { source: "hackernews", signal: "A tiny vector database in Rust", strength: "high" },
      { source: "arxiv", signal: "Sparse attention for long documents", strength: "low" },
    ]);
    expect(draft.sourcesUsed).toEqual(["arxiv", "hackernews"]);
    const body = sections(draft.fullAnalysis);
    expect(body.get("## Top narratives")).toMatch(/^No narrative moved this cycle/);
    expect(body.get("## Cross-domain connections")).toMatch(/^No cross-domain connections this cycle/);
    const n = sentences(draft.executiveSummary).length;
    expect(n >= 2 && n <= 4).toBe(true);
  });

  test("untidy input still validates: empty titles, momentum off the grid", async () => {
    const items = [
      makeItem({ id: 1, source: "hackernews", title: "", content: "", score: 0.9 }),
      makeItem({ id: 2, source: "lobsters", title: "   ", content: "A lead sentence only." }),
    ];
    const narratives = [makeNarrative({ id: 3, title: "", itemIds: [1, 2], momentum: 1.0049 })];
    const draft = await synth(makeInput({ items, narratives }));
    expect(() => publish(draft)).not.toThrow();
    expect(draft.narratives).toEqual([
      { title: "https://example.com/hackernews/1", stage: "building", momentum: 1 },
    ]);
    expect(draft.signals.map((s) => s.signal)).toEqual([
      "https://example.com/hackernews/1",
      "A lead sentence only.",
    ]);
  });

  test("a narrative within one domain gives no cross-domain insight; one across two does", async () => {
    const items = [
      makeItem({ id: 1, source: "lobsters", title: "Zig 0.16 released with async rewrite" }),
      makeItem({ id: 2, source: "devto", title: "What's new in Zig 0.16" }),
      makeItem({ id: 3, source: "google-news-ai-policy", title: "Senate passes AI disclosure bill" }),
      makeItem({ id: 4, source: "hackernews", title: "US Senate passes AI disclosure bill", score: 0.7 }),
    ];
    const narratives = [
      makeNarrative({ id: 1, title: "Zig 0.16 ships its async rewrite", itemIds: [1, 2], momentum: 0.6 }),
      makeNarrative({ id: 2, title: "Senate passes AI disclosure bill", itemIds: [3, 4], momentum: 0.5 }),
    ];
    const draft = await synth(makeInput({ items, narratives }));
    expect(draft.crossDomainInsights).toHaveLength(1);
    expect(draft.crossDomainInsights[0]).toMatch(
      /^"Senate passes AI disclosure bill" is discussed in community \(Hacker News\) and policy \(Google News: AI policy\) sources alike/,
    );
  });

  test("a name linking two listed narratives across domains is a connection of its own", async () => {
    const items = [
      makeItem({ id: 1, source: "sec-edgar", title: "Nvidia files 8-K on quarterly results" }),
      makeItem({
        id: 2,
        source: "hackernews",
        title: "Nvidia beats estimates on data-center revenue",
        score: 0.9,
      }),
      makeItem({ id: 3, source: "techcrunch-ai", title: "Mistral will spend its new round on Nvidia GPUs" }),
      makeItem({ id: 4, source: "venturebeat-ai", title: "Mistral closes a record European round" }),
    ];
    const narratives = [
      makeNarrative({ id: 1, title: "Nvidia's record quarter", itemIds: [1, 2], momentum: 0.7 }),
      makeNarrative({ id: 2, title: "Mistral's record round", itemIds: [3, 4], momentum: 0.6 }),
    ];
    const draft = await synth(makeInput({ items, narratives }));
    const entity = draft.crossDomainInsights.find((t) => t.startsWith("Nvidia "));
    expect(entity).toBe(
      `Nvidia links "Nvidia's record quarter" and "Mistral's record round" across AI business, community and markets sources: one name, several stories this cycle.`,
    );
  });
});
