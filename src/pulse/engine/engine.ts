import { afterClause } from "./after-clause.js";
import { type AssignOptions, chooseNarrative, DEFAULTS, indexTermsOf } from "./assign.js";
import type { EventKind } from "./events.js";
import { analyseItem } from "./features.js";
import { filerOf } from "./filer.js";
import { foreignTerms } from "./foreign-terms.js";
import { cleanTitle, leadOf } from "./headline.js";
import { InvertedIndex } from "./inverted-index.js";
import { isOtherLanguage } from "./language.js";
import { evaluateNarrative } from "./lifecycle.js";
import { mergeConverged } from "./merge.js";
import { type Candidate, EXEMPLAR_TERMS, rankExemplars, summaryOf, titleOf } from "./naming.js";
import {
  addMember,
  memberEvent,
  type Narrative,
  newNarrative,
  pruneRecent,
  restore,
  snapshot,
} from "./narrative.js";
import { paperId } from "./paper-id.js";
import { isQuestion } from "./question.js";
import {
  boundMembers,
  MEMBER_TERMS,
  partitionOf,
  RECLUSTER_DEFAULTS,
  type ReclusterOptions,
  roundWeight,
  splitOff,
  TERM_SEPARATOR,
} from "./recluster.js";
import { repoOwner } from "./repo-owner.js";
import { soleSubjectOf } from "./sole-subject.js";
import { StoryOwners } from "./stories.js";
import { foundingName, newTitleName } from "./title-name.js";
import type { EngineChanges, EngineItem, EngineState, EvaluateNarrative, MemberTerms } from "./types.js";
import {
  blend,
  DocumentFrequencies,
  ranked,
  shareOf,
  type TermEntry,
  topTerms,
  weighCounted,
} from "./vectors.js";

export interface EngineOptions extends AssignOptions {
  /** A term counts as a name when at least this share of the items with it tagged it as one. */
  nameShare: number;
  evaluate: EvaluateNarrative;
  /**
   * Vocabulary size above which one-document terms are pruned (DocumentFrequencies.prune). 300,000 terms is ~30 MB
   * of document frequencies, about five months of a 2,000-items-a-day stream before the first prune.
   */
  maxTerms: number;
  /** The hourly re-clustering of young narratives (recluster.ts); undefined turns it off. */
  recluster: ReclusterOptions | undefined;
}

const ENGINE_DEFAULTS: EngineOptions = {
  ...DEFAULTS,
  evaluate: evaluateNarrative,
  maxTerms: 300_000,
  // Half: "apple" is a name when most items that say it mean the company.
  nameShare: 0.5,
  recluster: RECLUSTER_DEFAULTS,
};

/**
 * The item's terms that are names: tagged so here, or mostly tagged so in the stream so far. A headline in Title
 * Case is lower-cased before tagging (features.ts), so "Stability" in "Getty Loses Appeal Against Stability AI"
 * reads as a noun; the other items that named the company tell that it is one.
 */
function namesOf(
  counts: ReadonlyMap<string, number>,
  tagged: Set<string>,
  entries: readonly TermEntry[],
  share: number,
): Set<string> {
  // The item's own set (analyseItem's, or foreignTerms'), read by nothing else: extended in place rather than
  // copied, which gives the same members in the same order.
  const names = tagged;
  let i = 0;
  counts.forEach((_, t) => {
    const e = entries[i++] as TermEntry;
    if (!names.has(t) && shareOf(e) >= share) names.add(t);
  });
  return names;
}

/** Whether two exemplar lists hold the same items in the same order. */
function sameItems(a: readonly { itemId: number }[], b: readonly { itemId: number }[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]?.itemId !== b[i]?.itemId) return false;
  return true;
}

/**
 * Streaming narrative detection (topic detection and tracking): each new item joins the nearest active narrative
 * or starts a new one; converging narratives merge; momentum and stage come from `evaluate`. All state is in
 * `state()` as plain data, and nothing else influences the results: the same inputs give the same outputs, and an
 * engine restored from a saved state continues exactly as the original would have.
 */
export class NarrativeEngine {
  private readonly opts: EngineOptions;
  private readonly narratives = new Map<number, Narrative>();
  private readonly index: InvertedIndex;
  private readonly dfs: DocumentFrequencies;
  private readonly stories: StoryOwners;
  private nextId: number;
  private cursor: number;

  constructor(state?: EngineState, opts: Partial<EngineOptions> = {}) {
    this.opts = { ...ENGINE_DEFAULTS, ...opts };
    this.index = new InvertedIndex(this.opts.maxPosting);
    this.dfs = new DocumentFrequencies(state?.df, state?.docCount ?? 0);
    this.nextId = state?.nextId ?? 1;
    this.cursor = state?.cursor ?? 0;
    // Only active narratives take part; archived and merged ones live on in the store alone.
    const active = (state?.narratives ?? []).filter((n) => n.record.status === "active");
    for (const ws of active.sort((a, b) => a.record.id - b.record.id)) {
      const n = restore(ws);
      this.narratives.set(n.record.id, n);
      this.index.set(n.record.id, indexTermsOf(n, this.opts));
    }
    this.stories = new StoryOwners(this.narratives.values());
  }

  /**
   * A word the stream has read as a name in at least two items, and in most of those with it: then a lower-case
   * "cohere" or "tutorly" in a post is the company too (features.ts). One item's capital at the start of a sentence
   * ("Happy to answer questions") does not make a name. Items that read it so count as naming it, so a name stays
   * one however often posts write it in lower case.
   */
  private readonly knownName = (word: string): boolean => {
    // One lookup for both counts: this runs for most words of every item.
    const e = this.dfs.entry(word);
    if (e === undefined) return false;
    const share = shareOf(e);
    return share >= this.opts.nameShare && share * e.n >= 2;
  };

  /** Active narratives held. */
  get size(): number {
    return this.narratives.size;
  }

  /**
   * Ingests a batch (items after the cursor, in id order; earlier ids are ignored, so a re-delivered batch is a
   * no-op), merges converged narratives, renames and re-evaluates the narratives it touched at `now`.
   */
  ingest(items: readonly EngineItem[], now: Date): EngineChanges {
    const changes = this.emptyChanges();
    // forEach, not an iterator: a result object per narrative, every batch, for every narrative held.
    this.narratives.forEach((n) => {
      this.stories.forget(n, pruneRecent(n, now));
    });
    const stories = this.stories;
    const touched = new Set<number>();
    const fresh = new Map<number, Candidate[]>();
    for (const item of [...items].sort((a, b) => a.id - b.id)) {
      if (item.id <= this.cursor) continue;
      this.cursor = item.id;
      const owner = stories.get(item.storyId);
      const dupOf = owner === undefined ? undefined : this.narratives.get(owner);
      let n: Narrative;
      let similarity: number;
      let kind: EventKind | undefined;
      const filer = filerOf(item.source, item.title);
      const question = isQuestion(item.title, item.source);
      const paper = paperId(item.url);
      if (dupOf) {
        // A near-duplicate (same collector story) joins its original's narrative and counts once: no document
        // frequency, no centroid move, the original's similarity, and momentum counts distinct stories.
        n = dupOf;
        similarity = n.recent.find((e) => e.storyId === item.storyId)?.similarity ?? 0;
      } else {
        const otherLanguage = isOtherLanguage(item.title, item.content);
        const features = analyseItem(item.title, item.content, item.source, this.knownName);
        const {
          counts,
          proper: tagged,
          kind: itemKind,
          headline,
          frame,
          owned,
          act,
        } = otherLanguage ? foreignTerms(features) : features;
        kind = itemKind;
        // The item's entries, in the order of `counts`: read again for its names and weights.
        const entries = this.dfs.add(counts.keys());
        this.dfs.addNames(tagged);
        const proper = namesOf(counts, tagged, entries, this.opts.nameShare);
        const vector = weighCounted(counts, entries, this.dfs.docCount);
        const terms = ranked(vector);
        const evidence = {
          ranked: terms,
          proper,
          kind,
          titleName: newTitleName(item.title, this.dfs),
          headline,
          frame,
          owned,
          act,
          otherLanguage,
          after: afterClause(item.title),
          source: item.source,
          filer,
          question,
          paper,
          owner: repoOwner(item.title, item.source),
          // Its counts are spent once weighed: scoring takes the map over for the item's term positions.
          spare: counts,
        };
        const at = item.firstSeenAt;
        const choice =
          chooseNarrative(vector, evidence, at, this.index, this.narratives, this.opts) ??
          (this.opts.soleSubject
            ? soleSubjectOf(vector, evidence, at, this.index, this.narratives, this.opts)
            : undefined);
        if (choice) {
          n = choice.narrative;
          similarity = choice.similarity;
          const inertia = Math.min(n.record.itemCount, this.opts.inertiaCap);
          n.centroid = blend(n.centroid, inertia, vector, 1, this.opts.centroidTerms);
        } else {
          n = newNarrative(
            this.nextId++,
            item,
            topTerms(vector, this.opts.centroidTerms),
            cleanTitle(item.title),
          );
          similarity = 1;
          n.titleName = foundingName(evidence.titleName, vector);
          this.narratives.set(n.record.id, n);
        }
        this.index.set(n.record.id, indexTermsOf(n, this.opts));
        stories.set(item.storyId, n.record.id);
        // Only the terms an exemplar would keep: the batch holds one candidate per new member.
        const top = terms.slice(0, EXEMPLAR_TERMS);
        const candidate: Candidate = {
          itemId: item.id,
          title: item.title,
          content: item.content,
          terms: top,
          similarity,
        };
        // A young narrative keeps its members' vectors for the hourly re-clustering (recluster.ts).
        const young = this.opts.recluster?.youngMs;
        if (young !== undefined && at.getTime() - n.record.firstSeenAt.getTime() <= young) {
          const kept = top.slice(0, MEMBER_TERMS);
          const member: MemberTerms = {
            itemId: item.id,
            title: item.title,
            // Pairs read by index: a destructured parameter walks each pair with an iterator.
            terms: kept.map((p) => p[0]).join(TERM_SEPARATOR),
            weights: kept.map((p) => roundWeight(p[1])),
          };
          // Read once: the member keeps it, and the exemplar ranking takes it from the candidate.
          candidate.lead = leadOf(item.content);
          if (candidate.lead) member.lead = candidate.lead;
          n.members.push(member);
        }
        const list = fresh.get(n.record.id);
        if (list) list.push(candidate);
        else fresh.set(n.record.id, [candidate]);
      }
      addMember(n, memberEvent(item, similarity, kind, { question, paper, filer }));
      touched.add(n.record.id);
      changes.assignments.push({ itemId: item.id, narrativeId: n.record.id, similarity, at: now });
    }

    for (const m of mergeConverged([...touched], this.narratives, this.index, this.opts, this.knownName)) {
      changes.merges.push({ from: m.from, into: m.into, at: now });
      changes.narratives.push(snapshot(m.absorbed));
      this.stories.move(m.absorbed, m.into);
      fresh.set(m.into, [...(fresh.get(m.into) ?? []), ...(fresh.get(m.from) ?? [])]);
      touched.add(m.into);
    }

    const budget = this.opts.recluster?.memberBudget;
    const forgotten = budget === undefined ? [] : boundMembers(this.narratives.values(), budget);
    for (const id of [...touched].sort((a, b) => a - b)) {
      const n = this.narratives.get(id);
      if (!n) continue;
      const before = n.exemplars;
      n.exemplars = rankExemplars(before, fresh.get(id) ?? [], n.centroid);
      const title = titleOf(n.exemplars, n.centroid);
      // The summary only changes with the exemplars or the title: skip re-splitting leads otherwise.
      if (title !== n.record.title || !sameItems(before, n.exemplars) || !n.record.summary) {
        n.record.summary = summaryOf(n.exemplars, title);
      }
      n.record.title = title;
      this.evaluate(n, now, changes);
      changes.narratives.push(snapshot(n));
    }
    for (const n of forgotten) if (!touched.has(n.record.id)) changes.narratives.push(snapshot(n));
    this.dfs.prune(this.opts.maxTerms);
    return this.finish(changes);
  }

  /**
   * Re-evaluates momentum and stage of every active narrative at `now`; those the evaluation archives (48 h without
   * a new member) leave the working set. Returns the narratives whose record or recent members changed.
   */
  tick(now: Date): EngineChanges {
    const changes = this.emptyChanges();
    const split = this.recluster(now, changes);
    for (const n of [...this.narratives.values()]) {
      const dropped = pruneRecent(n, now);
      this.stories.forget(n, dropped);
      const pruned = dropped.length > 0;
      const before = JSON.stringify([n.record.stage, n.record.momentum, n.record.components]);
      this.evaluate(n, now, changes);
      const after = JSON.stringify([n.record.stage, n.record.momentum, n.record.components]);
      if (pruned || before !== after || n.record.status !== "active" || split.has(n.record.id)) {
        changes.narratives.push(snapshot(n));
      }
    }
    return this.finish(changes);
  }

  /**
   * Re-clusters each young narrative whose members changed since it was last looked at, splitting off the groups
   * its members clearly form (recluster.ts); drops the member vectors of narratives no longer young. Returns the
   * narratives changed (new ones included); moved items are re-assigned in `changes`.
   */
  private recluster(now: Date, changes: EngineChanges): Set<number> {
    const changed = new Set<number>();
    const opts = this.opts.recluster;
    if (!opts) return changed;
    for (const n of [...this.narratives.values()].sort((a, b) => a.record.id - b.record.id)) {
      if (now.getTime() - n.record.firstSeenAt.getTime() > opts.youngMs) {
        if (n.members.length) {
          n.members = [];
          n.clustered = 0;
          changed.add(n.record.id);
        }
        continue;
      }
      if (n.members.length === n.clustered) continue;
      n.clustered = n.members.length;
      // Saved even when nothing splits, so a restart from the store holds exactly this state.
      changed.add(n.record.id);
      const groups = partitionOf(n, opts);
      if (!groups) continue;
      const [keep, ...others] = groups;
      if (!keep) continue;
      for (const group of others) {
        const { child, moved } = splitOff(n, keep, group, this.nextId++, this.opts.centroidTerms);
        this.narratives.set(child.record.id, child);
        this.index.set(child.record.id, indexTermsOf(child, this.opts));
        for (const e of child.recent) this.stories.set(e.storyId, child.record.id);
        child.record.title = titleOf(child.exemplars, child.centroid);
        child.record.summary = summaryOf(child.exemplars, child.record.title);
        for (const m of moved) changes.assignments.push({ ...m, narrativeId: child.record.id, at: now });
        changed.add(child.record.id);
      }
      this.index.set(n.record.id, indexTermsOf(n, this.opts));
      n.record.title = titleOf(n.exemplars, n.centroid);
      n.record.summary = summaryOf(n.exemplars, n.record.title);
    }
    return changed;
  }

  /** The whole state as plain data (a copy): active narratives in id order. */
  state(): EngineState {
    return {
      version: 1,
      nextId: this.nextId,
      docCount: this.dfs.docCount,
      df: this.dfs.toRecord(),
      cursor: this.cursor,
      narratives: [...this.narratives.values()].map(snapshot),
    };
  }

  /** Momentum, components, peak, stage; a lifecycle entry on a stage change (and the first); archiving. */
  private evaluate(n: Narrative, now: Date, changes: EngineChanges): void {
    const r = n.record;
    const { momentum, components, stage } = this.opts.evaluate(
      {
        events: n.recent,
        firstSeenAt: r.firstSeenAt,
        lastSeenAt: r.lastSeenAt,
        stage: r.stage,
        peakMomentum: r.peakMomentum,
        peakAt: r.peakAt,
        lifecycle: r.lifecycle,
      },
      now,
    );
    r.momentum = momentum;
    r.components = { ...components };
    if (momentum > r.peakMomentum) {
      r.peakMomentum = momentum;
      r.peakAt = now;
    }
    if (stage !== r.stage || r.lifecycle.length === 0) {
      const entry = { stage, momentum, at: now };
      r.lifecycle.push(entry);
      changes.lifecycle.push({ narrativeId: r.id, entry: { ...entry } });
    }
    r.stage = stage;
    if (stage === "archived") {
      r.status = "archived";
      this.stories.drop(n);
      this.narratives.delete(r.id);
      this.index.remove(r.id);
    }
  }

  private emptyChanges(): EngineChanges {
    return {
      narratives: [],
      assignments: [],
      merges: [],
      lifecycle: [],
      docCount: 0,
      dfDelta: {},
      nextId: 0,
      cursor: 0,
    };
  }

  private finish(changes: EngineChanges): EngineChanges {
    return {
      ...changes,
      docCount: this.dfs.docCount,
      dfDelta: this.dfs.takeDelta(),
      nextId: this.nextId,
      cursor: this.cursor,
    };
  }
}
