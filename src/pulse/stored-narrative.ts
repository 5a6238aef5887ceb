import type { SourceDomain } from "../sources/types.js";
import type { EngineChanges, MemberEvent, NarrativeRecord, NarrativeWorkingState } from "./engine/types.js";

/**
 * The stored form of a narrative's working state beyond its record: the `narratives.state` column's JSON. Written
 * here, next to the engine, so the engine worker can write it: a batch's changes then cross to the main thread as
 * one string per narrative instead of its whole working state (centroid, members, exemplars' terms), which the main
 * thread only rebuilt to write this string (round 11: ~70 MB of structured clone per 10k items, and the garbage of
 * rebuilding it on a main thread whose heap has no cap).
 */
export interface StoredState {
  centroid: Record<string, number>;
  recent: (Omit<MemberEvent, "at"> & { at: string })[];
  exemplars: NarrativeWorkingState["exemplars"];
  founding?: NarrativeWorkingState["founding"];
  titleName?: NarrativeWorkingState["titleName"];
  members?: NarrativeWorkingState["members"];
  clustered?: number;
}

/** A changed narrative as the store writes it: its record (the cycle reads it too) and its state's JSON. */
export interface StoredNarrative {
  record: NarrativeRecord;
  /** `JSON.stringify` of its `StoredState`, exactly as stored. */
  state: string;
}

/** `EngineChanges` with each narrative in its stored form: what the engine host answers and the store writes. */
export type StoredChanges = Omit<EngineChanges, "narratives"> & { narratives: StoredNarrative[] };

/** The `narratives.state` column of a working state (the format the store has always written). */
export function storedStateJson(n: NarrativeWorkingState): string {
  const state: StoredState = {
    centroid: n.centroid,
    recent: n.recent.map((e) => ({ ...e, at: e.at.toISOString() })),
    exemplars: n.exemplars,
  };
  if (n.founding) state.founding = n.founding;
  if (n.titleName) state.titleName = n.titleName;
  if (n.members) {
    state.members = n.members;
    state.clustered = n.clustered ?? 0;
  }
  return JSON.stringify(state);
}

/** A working state back from its record and stored JSON (loading the engine state). */
export function workingStateOf(record: NarrativeRecord, json: unknown): NarrativeWorkingState {
  const s = (typeof json === "string" ? JSON.parse(json) : json) as StoredState;
  return {
    record,
    centroid: s.centroid,
    recent: s.recent.map((e) => ({ ...e, domain: e.domain as SourceDomain, at: new Date(e.at) })),
    exemplars: s.exemplars,
    ...(s.founding ? { founding: s.founding } : {}),
    ...(s.titleName ? { titleName: s.titleName } : {}),
    ...(s.members ? { members: s.members, clustered: s.clustered ?? 0 } : {}),
  };
}

export function storedNarrative(n: NarrativeWorkingState | StoredNarrative): StoredNarrative {
  return "centroid" in n ? { record: n.record, state: storedStateJson(n) } : n;
}

/** The engine's changes with each narrative's state written as stored (run where the engine runs). */
export function storedChanges(c: EngineChanges | StoredChanges): StoredChanges {
  return { ...c, narratives: c.narratives.map(storedNarrative) };
}
