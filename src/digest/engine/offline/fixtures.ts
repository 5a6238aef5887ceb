import type { MomentumComponents } from "../../../pulse/engine/types.js";
import { BUILT_IN_ROSTER } from "../../../sources/roster.js";
import type { EngagementMetric, StoredContentItem } from "../../../sources/types.js";
import type { DigestInput, DigestNarrativeInput, DigestSourceInfo } from "../types.js";
import { STORIES } from "./fixture-stories.js";

export { STORIES } from "./fixture-stories.js";

/**
 * Test data for the digest engines (test-only; excluded from the build): a cycle shaped like the replay snapshot's
 * 08:00 UTC slot of 2026-11-22 (snapshot/sources/STORIES.md): ten stories told by the sources that fit them, in
 * their own words, next to singletons, ~200 items over the 20 roster sources; plus builders for crafted inputs.
 */

export const SLOT = new Date("2026-11-22T08:00:00.000Z");
export const NOW = new Date("2026-11-22T08:00:04.512Z");

/** Which sources give engagement figures, and in what unit (feeds, arXiv and SEC filings give none). */
const METRIC: Record<string, EngagementMetric | undefined> = {
  hackernews: "points",
  lobsters: "score",
  "reddit-machinelearning": "score",
  "reddit-localllama": "score",
  "reddit-artificial": "score",
  github: "stars",
  "hf-papers": "votes",
  "hf-models": "likes",
  polymarket: "volume",
  devto: "reactions",
  stackexchange: "votes",
  mastodon: "boosts",
};

export function sourcesOf(ids?: readonly string[]): DigestSourceInfo[] {
  return BUILT_IN_ROSTER.filter((s) => !ids || ids.includes(s.id)).map((s) => ({
    id: s.id,
    name: s.name,
    domain: s.domain,
  }));
}

const domainOf = (source: string) => BUILT_IN_ROSTER.find((s) => s.id === source)?.domain ?? "community";

/** A stored item with plausible defaults; `score` sets the engagement percentile (undefined: none). */
export function makeItem(
  p: Partial<Omit<StoredContentItem, "engagement">> & {
    id: number;
    source: string;
    score?: number | undefined;
  },
): StoredContentItem {
  const { score, ...rest } = p;
  const scored = "score" in p;
  const at = new Date(NOW.getTime() - ((p.id * 7919) % (20 * 3600_000)));
  const metric = METRIC[p.source];
  return {
    sourceId: `s${p.id}`,
    title: `Item ${p.id}`,
    content: "",
    url: `https://example.com/${p.source}/${p.id}`,
    author: undefined,
    engagement: undefined,
    publishedAt: at,
    publishedAtKnown: true,
    fetchedAt: at,
    domain: domainOf(p.source),
    storyId: p.id,
    alsoSeenIn: [],
    firstSeenAt: at,
    ...rest,
    // An explicit `score` wins over any engagement carried in `rest` (re-scoring an item built earlier).
    ...(scored && {
      engagement:
        score === undefined || !metric ? undefined : { metric, value: Math.round(score * 1000), score },
    }),
  };
}

const COMPONENTS: MomentumComponents = {
  volume: 0.5,
  acceleration: 0.5,
  diversity: 0.5,
  engagement: 0.5,
  recency: 0.5,
};

export function makeNarrative(
  p: Partial<DigestNarrativeInput> & { id: number; itemIds: number[] },
): DigestNarrativeInput {
  const momentum = p.momentum ?? 0.5;
  return {
    status: "active",
    mergedInto: undefined,
    title: `Narrative ${p.id}`,
    summary: "",
    stage: "building",
    momentum,
    components: COMPONENTS,
    peakMomentum: momentum,
    peakAt: undefined,
    firstSeenAt: new Date(NOW.getTime() - 72 * 3600_000),
    lastSeenAt: NOW,
    itemCount: p.itemIds.length,
    lifecycle: [],
    drivingSources: [],
    ...p,
  };
}

export function makeInput(p: Partial<DigestInput> & { items: StoredContentItem[] }): DigestInput {
  return { slotStart: SLOT, now: NOW, narratives: [], sources: sourcesOf(), ...p };
}

/** An active narrative no cycle item touched (high momentum from earlier days): listed in the input, not cited. */
export const QUIET_NARRATIVE_ID = 99;

const SUBJECTS = [
  "Postgres",
  "a tiny vector database",
  "our RAG pipeline",
  "the new Rust compiler",
  "Kubernetes autoscaling",
  "a local-first notes app",
  "WebGPU inference",
  "the transformer attention kernel",
  "an open dataset of receipts",
  "prompt caching",
  "edge functions",
  "a TypeScript type checker",
];
const PREDICATES = [
  "got 3x slower after an upgrade",
  "in 200 lines of code",
  "explained with diagrams",
  "is finally stable",
  "broke production for a day",
  "beats the baseline on every test",
  "lessons from a painful migration",
  "with great results on small hardware",
  "and why it failed",
  "a careful benchmark",
  "is surprisingly good",
  "costs more than you think",
];
const SINGLETONS_PER_SOURCE = 7;

/** Deterministic pseudo-random in [0, 1) from an integer (no Math.random: fixtures are stable). */
const hash01 = (n: number) => (((n * 2654435761) >>> 0) % 10_007) / 10_007;

/** The replay-like cycle: ~55 story items, 140 singletons, 11 narratives (one untouched), all 20 sources. */
export function replayLikeInput(): DigestInput {
  const raw: Omit<StoredContentItem, "engagement">[] = [];
  const members = new Map<number, number[]>();
  let id = 1000;
  const titles = new Map<string, number>();
  for (const story of STORIES) {
    for (const [source, title, content] of story.items) {
      id++;
      // Same headline in two sources: one near-duplicate story, as the collector links them.
      const storyId = titles.get(title) ?? id;
      titles.set(title, storyId);
      raw.push({ ...makeItem({ id, source, title, content }), storyId });
      members.set(story.id, [...(members.get(story.id) ?? []), id]);
    }
  }
  for (const [s, source] of BUILT_IN_ROSTER.map((r) => r.id).entries()) {
    for (let k = 0; k < SINGLETONS_PER_SOURCE; k++) {
      id++;
      const subject = SUBJECTS[(s * 5 + k) % SUBJECTS.length] ?? "";
      const predicate = PREDICATES[(s * 7 + k * 3) % PREDICATES.length] ?? "";
      const title = `${subject[0]?.toUpperCase()}${subject.slice(1)} ${predicate}`;
      raw.push(makeItem({ id, source, title, content: `${title}. A write-up from ${source}.` }));
    }
  }
  // Engagement percentile within each source, as the collector computes it: rank of the value among the source's items.
  const items: StoredContentItem[] = [];
  for (const source of new Set(raw.map((r) => r.source))) {
    const own = raw.filter((r) => r.source === source);
    const values = own.map((r) => ({
      r,
      v: hash01(r.id) + (members.size && isStory(r.id, members) ? 0.35 : 0),
    }));
    values.sort((a, b) => a.v - b.v || a.r.id - b.r.id);
    values.forEach(({ r }, rank) => {
      const score = own.length > 1 ? Math.round((rank / (own.length - 1)) * 100) / 100 : 1;
      items.push(makeItem({ ...r, score: METRIC[source] ? score : undefined }));
    });
  }
  items.sort((a, b) => a.id - b.id);

  const narratives = STORIES.map((s) =>
    makeNarrative({
      id: s.id,
      title: s.title,
      summary: s.summary,
      stage: s.stage,
      momentum: s.momentum,
      components: s.components,
      itemIds: members.get(s.id) ?? [],
      itemCount: (members.get(s.id)?.length ?? 0) + 12,
    }),
  );
  // The contract's order: narratives the cycle touched by momentum, then the rest.
  narratives.sort((a, b) => b.momentum - a.momentum || a.id - b.id);
  narratives.push(
    makeNarrative({
      id: QUIET_NARRATIVE_ID,
      title: "Anthropic expands Claude to government agencies",
      stage: "fading",
      momentum: 0.91,
      itemIds: [],
      itemCount: 40,
    }),
  );
  return makeInput({ items, narratives });
}

function isStory(itemId: number, members: Map<number, number[]>): boolean {
  for (const ids of members.values()) if (ids.includes(itemId)) return true;
  return false;
}
