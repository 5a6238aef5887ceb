import type { EventKind } from "./events.js";
import type { EngineItem, MemberEvent, MemberTerms, NarrativeWorkingState } from "./types.js";
import { recordOf, type TermList, termListOf, termRecord, type Vector } from "./vectors.js";

/**
 * A narrative as the engine works on it: the stored working state, with the centroid as a Map (in canonical
 * weight-then-term order) for fast lookups. `snapshot` turns it back into plain data.
 */
export interface Narrative {
  record: NarrativeWorkingState["record"];
  centroid: Vector;
  recent: MemberEvent[];
  exemplars: HeldExemplar[];
  /** Earliest `at` (ms) in `recent` (derived, not stored): pruning skips narratives with nothing to drop. */
  oldest: number;
  /** Recent members per event kind (derived from `recent`, not stored): what the narrative is about happening. */
  kinds: Map<EventKind, number>;
  /** What happened first: the kind of its first typed member (NarrativeWorkingState.founding). */
  founding: EventKind | undefined;
  /** Young narratives' member vectors (NarrativeWorkingState.members); empty otherwise. */
  members: MemberTerms[];
  /** `members.length` at the last re-clustering (NarrativeWorkingState.clustered). */
  clustered: number;
  /** The new name its founding headline announced (NarrativeWorkingState.titleName). */
  titleName: string | undefined;
}

/** An exemplar as the saved state and the changes carry it: its terms a record. */
export type StoredExemplar = NarrativeWorkingState["exemplars"][number];

/**
 * An exemplar as the engine holds it: its terms a `TermList` (two arrays, in the record's order) instead of a record,
 * a fifth of the memory (every narrative keeps up to five; ~10,000 at 3,000 narratives). `snapshot` writes the
 * record again. Undefined for exemplars saved before they kept terms.
 */
export interface HeldExemplar {
  itemId: number;
  title: string;
  lead: string;
  similarity: number;
  termList: TermList | undefined;
}

/** Where a saved exemplar keeps the list its `terms` record is written from (not enumerable: JSON skips it). */
const LIST = Symbol("termList");

/** The saved exemplar's `terms`: the record, written from the list whenever read (JSON reads it once). */
const TERMS: PropertyDescriptor = {
  get(this: { [LIST]: TermList }) {
    return recordOf(this[LIST]);
  },
  enumerable: true,
  configurable: true,
};

export function heldExemplar(e: StoredExemplar): HeldExemplar {
  const list = (e as { [LIST]?: TermList })[LIST];
  return {
    itemId: e.itemId,
    title: e.title,
    lead: e.lead,
    similarity: e.similarity,
    termList: list ?? (e.terms ? termListOf(e.terms) : undefined),
  };
}

/**
 * The exemplar as the state and the changes carry it. Its `terms` is an enumerable getter that writes the record
 * when read (by the store's JSON, or a caller): building ~5 records per changed narrative per batch, most never
 * read, cost 3-8 % of ingest CPU and raised peak RSS (they outlive the batch's young collections).
 */
export function storedExemplar(e: HeldExemplar): StoredExemplar {
  const out: StoredExemplar = { itemId: e.itemId, title: e.title, lead: e.lead, similarity: e.similarity };
  // Set only when kept, so an exemplar saved before terms were kept looks exactly as before.
  if (e.termList) {
    Object.defineProperty(out, LIST, { value: e.termList });
    Object.defineProperty(out, "terms", TERMS);
  }
  return out;
}

/** Members older than this leave `recent` (the momentum and stage look back 72 hours). */
export const RECENT_MS = 72 * 3_600_000;

export function newNarrative(
  id: number,
  item: Pick<EngineItem, "firstSeenAt">,
  centroid: Vector,
  title: string,
): Narrative {
  return {
    record: {
      id,
      status: "active",
      mergedInto: undefined,
      title,
      summary: "",
      stage: "emerging",
      momentum: 0,
      components: { volume: 0, acceleration: 0, diversity: 0, engagement: 0, recency: 0 },
      peakMomentum: 0,
      peakAt: undefined,
      firstSeenAt: item.firstSeenAt,
      lastSeenAt: item.firstSeenAt,
      itemCount: 0,
      lifecycle: [],
    },
    centroid,
    recent: [],
    exemplars: [],
    oldest: Number.POSITIVE_INFINITY,
    kinds: new Map(),
    founding: undefined,
    members: [],
    clustered: 0,
    titleName: undefined,
  };
}

/** What else a member is, besides its kind: a question (question.ts), a paper's entry or link (paper-id.ts). */
export interface MemberMarks {
  question?: boolean | undefined;
  paper?: string | undefined;
  filer?: readonly string[] | undefined;
}

export function memberEvent(
  item: EngineItem,
  similarity: number,
  kind?: EventKind,
  marks: MemberMarks = {},
): MemberEvent {
  const event: MemberEvent = {
    itemId: item.id,
    storyId: item.storyId,
    source: item.source,
    domain: item.domain,
    at: item.firstSeenAt,
    engagementScore: item.engagementScore,
    similarity,
  };
  // Set only when known, so stored members of untyped items look exactly as before.
  if (kind) event.kind = kind;
  if (marks.question) event.question = true;
  if (marks.paper) event.paper = marks.paper;
  if (marks.filer) event.filer = marks.filer.join(" ");
  return event;
}

/** Members per event kind. */
export function kindsOf(events: readonly MemberEvent[]): Map<EventKind, number> {
  const kinds = new Map<EventKind, number>();
  for (const e of events) if (e.kind) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  return kinds;
}

export function addMember(n: Narrative, event: MemberEvent): void {
  n.recent.push(event);
  n.oldest = Math.min(n.oldest, event.at.getTime());
  if (event.kind) n.kinds.set(event.kind, (n.kinds.get(event.kind) ?? 0) + 1);
  n.founding ??= event.kind;
  n.record.itemCount++;
  if (event.at > n.record.lastSeenAt) n.record.lastSeenAt = event.at;
}

export function oldestOf(events: readonly MemberEvent[]): number {
  let oldest = Number.POSITIVE_INFINITY;
  for (const e of events) oldest = Math.min(oldest, e.at.getTime());
  return oldest;
}

/** What `pruneRecent` returns for a narrative with nothing to drop: every narrative, every batch, mostly. */
const NOTHING: readonly MemberEvent[] = Object.freeze([]);

/** Drops members older than 72 hours before `now`; returns the dropped ones. */
export function pruneRecent(n: Narrative, now: Date): readonly MemberEvent[] {
  const cutoff = now.getTime() - RECENT_MS;
  if (n.oldest >= cutoff) return NOTHING;
  const kept: MemberEvent[] = [];
  const dropped: MemberEvent[] = [];
  for (const e of n.recent) (e.at.getTime() >= cutoff ? kept : dropped).push(e);
  n.recent = kept;
  n.oldest = oldestOf(kept);
  n.kinds = kindsOf(kept);
  return dropped;
}

/**
 * Plain-data copy: what `state()` and the changes carry. Member events are never modified once made (the engine
 * replaces them), so the copy shares them; callers must treat the result as read-only. Exemplars are written
 * out as records (`storedExemplar`).
 */
export function snapshot(n: Narrative): NarrativeWorkingState {
  const ws: NarrativeWorkingState = {
    record: {
      ...n.record,
      components: { ...n.record.components },
      lifecycle: n.record.lifecycle.slice(),
    },
    centroid: termRecord(n.centroid),
    recent: n.recent.slice(),
    exemplars: n.exemplars.map(storedExemplar),
  };
  // Set only when known, so an untyped narrative's state looks exactly as before.
  if (n.founding) ws.founding = n.founding;
  if (n.titleName) ws.titleName = n.titleName;
  // Set only while kept, so an old narrative's state looks exactly as before.
  if (n.members.length) {
    ws.members = n.members.slice();
    ws.clustered = n.clustered;
  }
  return ws;
}

/** From stored working state (dates may arrive as ISO strings after a JSON round trip). */
export function restore(ws: NarrativeWorkingState): Narrative {
  const r = ws.record;
  const recent = ws.recent.map((e) => ({
    ...e,
    at: new Date(e.at),
    engagementScore: e.engagementScore ?? undefined,
  }));
  return {
    record: {
      ...r,
      components: { ...r.components },
      peakAt: r.peakAt === undefined || r.peakAt === null ? undefined : new Date(r.peakAt),
      firstSeenAt: new Date(r.firstSeenAt),
      lastSeenAt: new Date(r.lastSeenAt),
      mergedInto: r.mergedInto ?? undefined,
      lifecycle: r.lifecycle.map((e) => ({ ...e, at: new Date(e.at) })),
    },
    centroid: new Map(Object.entries(ws.centroid)),
    recent,
    exemplars: ws.exemplars.map(heldExemplar),
    oldest: oldestOf(recent),
    kinds: kindsOf(recent),
    // A state saved before founding kinds were kept: its oldest typed recent member is the best guess.
    founding: ws.founding ?? recent.find((e) => e.kind)?.kind,
    // A state saved before member vectors were kept has none: its narratives are never re-clustered.
    members: ws.members ?? [],
    clustered: ws.clustered ?? 0,
    titleName: ws.titleName ?? undefined,
  };
}
