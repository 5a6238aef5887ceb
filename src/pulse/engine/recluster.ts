import { dealsOf } from "./deal-sums.js";
import { type EventKind, sameEvent } from "./events.js";
import { otherModel } from "./model-names.js";
import { type Candidate, EXEMPLARS, rankExemplars } from "./naming.js";
import { kindsOf, type Narrative, newNarrative, oldestOf } from "./narrative.js";
import { otherAmount } from "./other-amount.js";
import type { MemberEvent, MemberTerms } from "./types.js";
import { dot, topTerms, type Vector } from "./vectors.js";

/**
 * A batch pass over young narratives. Streaming assignment decides once, against a centroid that drifts as members
 * join: A joins, then B that resembles A, then C that resembles B, and an early wrong join is never undone. Once an
 * hour the members of each young narrative are clustered again from their own vectors with average link, which
 * a chain does not fool (C is far from A even if each step was short), and with cannot-link constraints where the
 * members themselves say they are different events. Clearly separate groups are split off as new narratives.
 */
export interface ReclusterOptions {
  /** A narrative is re-clustered while its first item is at most this old; past it, its member vectors are dropped. */
  youngMs: number;
  /** Above this many members the quadratic pass is skipped (a story this big is not a chain of small ones). */
  maxMembers: number;
  /** Member vectors kept over all narratives at most (memory): the oldest young narratives' go first. */
  memberBudget: number;
  /** Two groups join while their members' average cosine reaches this. */
  linkThreshold: number;
  /** Members a group needs to be split off; smaller groups go to the nearest group that stays. */
  minGroup: number;
  /** Whether members of conflicting event kinds may never share a group. */
  kindLinks: boolean;
  /** Members that must report a kind before it tells events apart: one member's kind may be a misreading. */
  kindSupport: number;
}

/**
 * Measured on the four tuning sets (BENCHMARKS.md §4, fourth round; sum of B-cubed F1 3.590 → 3.618, of ARI
 * 3.190 → 3.305, almost all of it on eval/pulse-final; with the nearest-member rescue and the event frames of the
 * same round, 3.613 → 3.637 and 3.265 → 3.345). The numbers below are from before those (the variants' order held
 * with the rescue).
 */
export const RECLUSTER_DEFAULTS: ReclusterOptions = {
  // A day and a half: chains form within a news cycle or two. 36, 48 and 72 h give the same scores; the shortest
  // keeps the fewest member vectors in memory.
  youngMs: 36 * 3_600_000,
  // Bounds the cubic pass; no narrative of the tuning sets reaches it while young.
  maxMembers: 120,
  // About 2.3 MB of heap and of saved state (some 620 bytes of terms a member, plus its lead: 135 bytes on average
  // over the labelled sets, at most ~290; before leads were kept, 1.9 MB): the 36 young hours of a 2,000-items-a-day
  // stream, and all of any labelled set's young members (the sets score the same from 1,000 up). The 50,000-item
  // ingest bench (6,000 items an hour, far above a real stream) runs inside its 384 MB old space with it: live
  // heap 191 MB against 190 MB with 1,000 members. (A budget of 1,000 was first set against the bench's old
  // single 60 MB JSON.stringify(state()), which the service never builds and the bench no longer does.)
  memberBudget: 3_000,
  // Members of one story written by different outlets have average cosines around 0.1–0.3 to each other. Splitting
  // on similarity alone above 0.1 cuts real stories (0.15: pulse F1 0.954 → 0.943); 0.02–0.1 split about the same
  // groups, which the constraints below mostly decide; 0.1 splits the chains on pulse-final a little better.
  linkThreshold: 0.1,
  // Two members are an outlet's aside, three a story: with 2, pulse F1 0.954 → 0.943 (stories' follow-ups split
  // off); with 4, pulse-final keeps most of its chains (0.843 → 0.827).
  minGroup: 3,
  // A launch and the lawsuit filed over it share every name: the members' kinds are what tell them apart.
  // Without these constraints pulse-final gains half as much (0.834 instead of 0.843, ARI 0.665 instead of 0.723).
  kindLinks: true,
  // One member's kind alone ("votes to block state AI laws for 10 years" read as a delay among regulation reports)
  // split a story on pulse (0.954 → 0.947); a kind two members report is the narrative's.
  kindSupport: 2,
};

/** Terms kept per member: the heavy terms decide a cosine (as for exemplars, naming.ts `EXEMPLAR_TERMS`). */
export const MEMBER_TERMS = 24;
/**
 * A member's term weight to four decimals: cosines move in the fourth decimal at most, and the saved state prints
 * "0.1234" instead of 17 digits (at 50,000 young members, 15 MB less JSON).
 */
export function roundWeight(w: number): number {
  return Math.round(w * 10_000) / 10_000;
}
/** Between a member's stored terms: features never hold a line break. */
export const TERM_SEPARATOR = "\n";

/** One member as the pass reads it: its vector, its terms by weight and its event kind. */
export interface Point {
  vector: Vector;
  ranked: [string, number][];
  kind: EventKind | undefined;
  /** Whether enough of the narrative's members report the same kind for it to tell events apart. */
  backed?: boolean;
  /** The member asks (question.ts): a sum it states is a threshold, not a deal's. */
  question?: boolean;
  /** Which of the narrative's deals its sums are (deal-sums.ts); undefined when it states none. */
  deal?: number | undefined;
}

/**
 * The members tell different events apart themselves: two kinds that are not one event, another model's release,
 * or another deal's sum (the same readers assignment uses, model-names.ts and other-amount.ts, member to member).
 * Sums are not compared with a question's, nor between members whose sums another member states together
 * (deal-sums.ts): a round's amount and its valuation are one deal's.
 */
export function cannotLink(a: Point, b: Point, opts: Pick<ReclusterOptions, "kindLinks">): boolean {
  if (opts.kindLinks && a.backed && b.backed && a.kind && b.kind && !sameEvent(a.kind, b.kind)) return true;
  if (otherModel(a.ranked, a.vector, b.vector) || otherModel(b.ranked, b.vector, a.vector)) return true;
  if (a.question || b.question || (a.deal !== undefined && a.deal === b.deal)) return false;
  return (
    otherAmount(a.kind, a.ranked, a.vector, b.vector) || otherAmount(b.kind, b.ranked, b.vector, a.vector)
  );
}

/**
 * Average-link agglomerative clustering under cannot-link constraints: repeatedly joins the two groups with the
 * highest average pairwise cosine, never two groups holding a cannot-link pair, until none reaches `linkThreshold`.
 * Returns groups of point indices, each ascending, ordered by their first index. Ties go to the lower pair.
 */
export function averageLink(
  points: readonly Point[],
  opts: Pick<ReclusterOptions, "linkThreshold" | "kindLinks">,
): number[][] {
  const n = points.length;
  const sum = new Float64Array(n * n);
  const banned = new Uint8Array(n * n);
  points.forEach((p, i) => {
    points.forEach((q, j) => {
      if (j <= i) return;
      const s = dot(p.vector, q.vector);
      sum[i * n + j] = s;
      sum[j * n + i] = s;
      if (cannotLink(p, q, opts)) banned[i * n + j] = banned[j * n + i] = 1;
    });
  });
  const groups: (number[] | undefined)[] = points.map((_, i) => [i]);
  for (;;) {
    let best = -1;
    let ba = -1;
    let bb = -1;
    for (let a = 0; a < n; a++) {
      const ga = groups[a];
      if (!ga) continue;
      for (let b = a + 1; b < n; b++) {
        const gb = groups[b];
        if (!gb || banned[a * n + b]) continue;
        const link = (sum[a * n + b] ?? 0) / (ga.length * gb.length);
        if (link > best) {
          best = link;
          ba = a;
          bb = b;
        }
      }
    }
    const ga = groups[ba];
    const gb = groups[bb];
    if (!ga || !gb || best < opts.linkThreshold) break;
    // Group bb folds into ba: its sums and bans add to ba's row and column.
    for (let k = 0; k < n; k++) {
      if (k === ba || k === bb || !groups[k]) continue;
      sum[ba * n + k] = sum[k * n + ba] = (sum[ba * n + k] ?? 0) + (sum[bb * n + k] ?? 0);
      if (banned[bb * n + k]) banned[ba * n + k] = banned[k * n + ba] = 1;
    }
    groups[ba] = [...ga, ...gb].sort((x, y) => x - y);
    groups[bb] = undefined;
  }
  return groups.filter((g): g is number[] => g !== undefined);
}

/** A member's stored terms as a vector and a ranked list (both in the stored, canonical order). */
function vectorOf(m: MemberTerms): [Vector, [string, number][]] {
  const terms = m.terms.split(TERM_SEPARATOR).map((t, i): [string, number] => [t, m.weights[i] ?? 0]);
  return [new Map(terms), terms];
}

/** The members of a young narrative, founding one first, with the events they stand for (copies included). */
export interface Member {
  terms: MemberTerms;
  point: Point;
  at: number;
  storyId: number;
}

/**
 * The narrative's members ordered by time (the founding member first), or undefined when some recent member has
 * no vector (a state saved before vectors were kept, or a merge with an older narrative): then it is left as is.
 */
function membersOf(n: Narrative): Member[] | undefined {
  const byItem = new Map<number, MemberEvent>();
  for (const e of n.recent) byItem.set(e.itemId, e);
  const stories = new Set<number>();
  const out: Member[] = [];
  for (const m of n.members) {
    const e = byItem.get(m.itemId);
    if (!e) return undefined;
    const [vector, terms] = vectorOf(m);
    out.push({
      terms: m,
      point: { vector, ranked: terms, kind: e.kind, question: e.question === true },
      at: e.at.getTime(),
      storyId: e.storyId,
    });
    stories.add(e.storyId);
  }
  // Every recent member must be a vector's item or a copy of one (same collector story).
  for (const e of n.recent) if (!stories.has(e.storyId)) return undefined;
  return out.sort((a, b) => a.at - b.at || a.terms.itemId - b.terms.itemId);
}

/** Mean of unit vectors, cut to `k` terms: a centroid from the members themselves. */
function centroidOf(members: readonly Member[], k: number): Vector {
  const sum: Vector = new Map();
  for (const m of members) {
    m.point.vector.forEach((w, t) => {
      sum.set(t, (sum.get(t) ?? 0) + w);
    });
  }
  return topTerms(sum, k);
}

function averageTo(m: Member, group: readonly Member[]): number {
  let s = 0;
  for (const o of group) if (o !== m) s += dot(m.point.vector, o.point.vector);
  return s / Math.max(1, group.length - (group.includes(m) ? 1 : 0));
}

/**
 * The groups the narrative's members form, the founding member's group first, or undefined when they form one.
 * Groups smaller than `minGroup` are not clearly separate: each joins the staying group its members are nearest to
 * on average (the founding group when none is nearer).
 */
export function partitionOf(n: Narrative, opts: ReclusterOptions): Member[][] | undefined {
  // Two groups of `minGroup` at least (the founding one and another) are needed for a split.
  if (n.members.length < 2 * opts.minGroup || n.members.length > opts.maxMembers) return undefined;
  const members = membersOf(n);
  if (!members) return undefined;
  const support = new Map<EventKind, number>();
  for (const m of members) if (m.point.kind) support.set(m.point.kind, (support.get(m.point.kind) ?? 0) + 1);
  for (const m of members)
    m.point.backed = m.point.kind !== undefined && (support.get(m.point.kind) ?? 0) >= opts.kindSupport;
  const deals = dealsOf(members.map((m) => m.point));
  members.forEach((m, i) => {
    m.point.deal = deals[i];
  });
  const raw = averageLink(
    members.map((m) => m.point),
    opts,
  ).map((g) => g.flatMap((i) => members[i] ?? []));
  // The founding member is members[0], so its group is the one that holds index 0: raw[0].
  const [founding, ...others] = raw;
  // A founding member alone (a product page, a filing) is the outlier, not the story: the story would leave its id.
  if (!founding || founding.length < opts.minGroup) return undefined;
  const staying = [founding, ...others.filter((g) => g.length >= opts.minGroup)];
  if (staying.length === 1) return undefined;
  for (const g of others) {
    if (staying.includes(g)) continue;
    for (const m of g) {
      let best = founding;
      let top = averageTo(m, best);
      for (const s of staying.slice(1)) {
        const link = averageTo(m, s);
        if (link > top) {
          best = s;
          top = link;
        }
      }
      best.push(m);
    }
  }
  for (const g of staying) g.sort((a, b) => a.at - b.at || a.terms.itemId - b.terms.itemId);
  return staying;
}

/** A moved member: its item and its cosine to the narrative it moved to. */
export interface Moved {
  itemId: number;
  similarity: number;
}

/**
 * Moves a group of `parent`'s members (and their copies) to a new narrative `id`; both narratives' centroids,
 * counts, kinds, founding events, times and exemplars are rebuilt from their members. Returns the new narrative and
 * the moved items. `keep` is the parent's remaining members.
 */
export function splitOff(
  parent: Narrative,
  keep: readonly Member[],
  group: readonly Member[],
  id: number,
  centroidTerms: number,
): { child: Narrative; moved: Moved[] } {
  const stories = new Set(group.map((m) => m.storyId));
  const leaving = parent.recent.filter((e) => stories.has(e.storyId));
  const staying = parent.recent.filter((e) => !stories.has(e.storyId));
  const child = newNarrative(
    id,
    { firstSeenAt: new Date(oldestOf(leaving)) },
    centroidOf(group, centroidTerms),
    "",
  );
  child.recent = leaving;
  child.record.itemCount = leaving.length;
  child.record.lastSeenAt = new Date(Math.max(...leaving.map((e) => e.at.getTime())));
  child.oldest = oldestOf(leaving);
  child.kinds = kindsOf(leaving);
  child.founding = group.find((m) => m.point.kind)?.point.kind;
  child.members = group.map((m) => m.terms);
  child.clustered = child.members.length;

  parent.recent = staying;
  parent.record.itemCount -= leaving.length;
  parent.record.lastSeenAt = new Date(Math.max(...staying.map((e) => e.at.getTime())));
  parent.oldest = oldestOf(staying);
  parent.kinds = kindsOf(staying);
  // The founding event is the kind of the first typed member still there; none typed keeps the one it had.
  parent.founding = keep.find((m) => m.point.kind)?.point.kind ?? parent.founding;
  parent.centroid = centroidOf(keep, centroidTerms);
  parent.members = keep.map((m) => m.terms);
  parent.clustered = parent.members.length;

  const moving = new Set(group.map((m) => m.terms.itemId));
  child.exemplars = exemplarsOf(
    parent.exemplars.filter((e) => moving.has(e.itemId)),
    group,
    child.centroid,
  );
  parent.exemplars = exemplarsOf(
    parent.exemplars.filter((e) => !moving.has(e.itemId)),
    keep,
    parent.centroid,
  );

  const byStory = new Map(group.map((m) => [m.storyId, dot(m.point.vector, child.centroid)]));
  const moved = leaving.map((e) => ({ itemId: e.itemId, similarity: byStory.get(e.storyId) ?? 0 }));
  return { child, moved };
}

/**
 * Exemplars after a split: the ones the side kept, re-ranked on its new centroid; when fewer than `EXEMPLARS`, its
 * other members too, with the leads they kept (none in states saved before members kept them).
 */
function exemplarsOf(
  kept: Narrative["exemplars"],
  members: readonly Member[],
  centroid: Vector,
): Narrative["exemplars"] {
  const have = new Set(kept.map((e) => e.itemId));
  const fresh: Candidate[] =
    kept.length >= EXEMPLARS
      ? []
      : members
          .filter((m) => !have.has(m.terms.itemId))
          .map((m) => ({
            itemId: m.terms.itemId,
            title: m.terms.title,
            content: "",
            lead: m.terms.lead ?? "",
            terms: m.point.ranked,
            similarity: 0,
          }));
  return rankExemplars(kept, fresh, centroid);
}

/**
 * Keeps at most `budget` member vectors over all narratives: past it, the oldest young narratives lose theirs (and
 * are not re-clustered again). Returns the narratives that lost them, for the caller to save.
 */
export function boundMembers(narratives: Iterable<Narrative>, budget: number): Narrative[] {
  let total = 0;
  const holding: Narrative[] = [];
  for (const n of narratives) {
    if (!n.members.length) continue;
    total += n.members.length;
    holding.push(n);
  }
  if (total <= budget) return [];
  holding.sort(
    (a, b) => a.record.firstSeenAt.getTime() - b.record.firstSeenAt.getTime() || a.record.id - b.record.id,
  );
  const forgotten: Narrative[] = [];
  for (const n of holding) {
    if (total <= budget) break;
    total -= n.members.length;
    n.members = [];
    n.clustered = 0;
    forgotten.push(n);
  }
  return forgotten;
}
