import type { SourceDomain, StoredContentItem } from "../../../sources/types.js";
import { type CycleIndex, mostEngaged } from "./cycle-index.js";
import { entityFinder } from "./entities.js";
import type { CrossDomainCandidate, SkeletonNarrative, SkeletonSignal } from "./skeleton.js";
import { compareText } from "./text.js";

/** Narratives and entities offered as cross-domain connections. */
export const MAX_NARRATIVE_CANDIDATES = 4;
export const MAX_ENTITY_CANDIDATES = 2;

/** Per domain (sorted), the sources of `items` there. */
function domainsOf(cycle: CycleIndex, items: readonly StoredContentItem[]): CrossDomainCandidate["domains"] {
  const byDomain = new Map<SourceDomain, Set<string>>();
  for (const item of items) {
    const domain = cycle.ref(item).domain;
    const set = byDomain.get(domain) ?? new Set<string>();
    set.add(item.source);
    byDomain.set(domain, set);
  }
  return [...byDomain]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([domain, sources]) => ({
      domain,
      sources: [...sources].sort(compareText).map((source) => ({
        source,
        sourceName: cycle.sources.get(source)?.name ?? source,
      })),
    }));
}

/** The most engaged item of each domain, in domain order: one headline per side of the connection. */
function evidenceOf(
  cycle: CycleIndex,
  items: readonly StoredContentItem[],
  domains: CrossDomainCandidate["domains"],
) {
  return domains.flatMap(({ domain }) =>
    mostEngaged(
      items.filter((i) => cycle.ref(i).domain === domain),
      1,
    ).map(cycle.ref),
  );
}

/**
 * What the cycle discusses in two or more source domains, from what the digest cites only (the listed narratives'
 * items and the signals), so that every source a connection names is in `sourcesUsed`:
 * - each listed narrative whose cycle items come from two or more domains, strongest first;
 * - entities (names in headlines: companies, products, laws) that link two or more listed narratives or signals
 *   across two or more domains: a connection no single narrative shows.
 */
export function findCrossDomain(
  cycle: CycleIndex,
  listed: readonly SkeletonNarrative[],
  signals: readonly SkeletonSignal[],
): CrossDomainCandidate[] {
  const out: CrossDomainCandidate[] = [];
  for (const n of listed) {
    if (n.domains.length < 2) continue;
    const items = cycle.itemsOf.get(n.id) ?? [];
    const domains = domainsOf(cycle, items);
    out.push({
      kind: "narrative",
      subject: n.title,
      narrativeId: n.id,
      stage: n.stage,
      momentum: n.momentum,
      domains,
      items: items.length,
      connects: [],
      evidence: evidenceOf(cycle, items, domains),
    });
    if (out.length === MAX_NARRATIVE_CANDIDATES) break;
  }
  return [...out, ...entityConnections(cycle, listed, signals)];
}

interface EntityHits {
  surfaces: Map<string, number>;
  items: StoredContentItem[];
}

function entityConnections(
  cycle: CycleIndex,
  listed: readonly SkeletonNarrative[],
  signals: readonly SkeletonSignal[],
): CrossDomainCandidate[] {
  const titleOf = new Map(listed.map((n) => [n.id, n.title]));
  // A cited item's group: its listed narrative, or itself (a signal outside the listed narratives).
  const groupOf = new Map<number, string>();
  for (const n of listed) for (const item of cycle.itemsOf.get(n.id) ?? []) groupOf.set(item.id, `n${n.id}`);
  for (const s of signals) if (!groupOf.has(s.itemId)) groupOf.set(s.itemId, `i${s.itemId}`);

  const cited = [...groupOf.keys()]
    .map((id) => cycle.itemById.get(id))
    .filter((i): i is StoredContentItem => i !== undefined)
    .sort((a, b) => a.id - b.id);
  const hits = new Map<string, EntityHits>();
  const headlines = cited.map((item) => cycle.headline(item));
  const entitiesOf = entityFinder(headlines);
  cited.forEach((item, k) => {
    for (const [key, surface] of entitiesOf(headlines[k] ?? "")) {
      const h: EntityHits = hits.get(key) ?? { surfaces: new Map(), items: [] };
      h.surfaces.set(surface, (h.surfaces.get(surface) ?? 0) + 1);
      if (h.items.at(-1) !== item) h.items.push(item);
      hits.set(key, h);
    }
  });

  // A name in most cited headlines ("OpenAI" in an OpenAI-heavy cycle) connects everything and so nothing.
  const ubiquitous = Math.max(3, cited.length * 0.25);
  const ranked = [...hits]
    .map(([key, h]) => {
      const groups = new Set(h.items.map((i) => groupOf.get(i.id)));
      const domains = domainsOf(cycle, h.items);
      return { key, h, groups: groups.size, domains };
    })
    .filter((e) => e.groups >= 2 && e.domains.length >= 2 && e.h.items.length <= ubiquitous)
    .sort(
      (a, b) =>
        b.groups - a.groups ||
        b.domains.length - a.domains.length ||
        b.h.items.length - a.h.items.length ||
        b.key.length - a.key.length ||
        compareText(a.key, b.key),
    );

  const out: CrossDomainCandidate[] = [];
  const taken: { words: Set<string>; items: Set<number> }[] = [];
  for (const e of ranked) {
    const words = new Set(e.key.split(" "));
    const ids = e.h.items.map((i) => i.id);
    // "Act" after "AI Act" (same items, a shared word) says the same thing again.
    const repeat = taken.some(
      (t) => [...words].some((w) => t.words.has(w)) && ids.every((id) => t.items.has(id)),
    );
    if (repeat) continue;
    taken.push({ words, items: new Set(ids) });
    const connects = [
      ...new Set(
        e.h.items
          .map((i) => cycle.narrativeOf.get(i.id)?.id)
          .filter((id): id is number => id !== undefined && titleOf.has(id)),
      ),
    ]
      .sort((a, b) => listed.findIndex((n) => n.id === a) - listed.findIndex((n) => n.id === b))
      .map((id) => titleOf.get(id) ?? "");
    out.push({
      kind: "entity",
      subject: [...e.h.surfaces].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]?.[0] ?? e.key,
      narrativeId: undefined,
      stage: undefined,
      momentum: undefined,
      domains: e.domains,
      items: e.h.items.length,
      connects,
      evidence: evidenceOf(cycle, e.h.items, e.domains),
    });
    if (out.length === MAX_ENTITY_CANDIDATES) break;
  }
  return out;
}
