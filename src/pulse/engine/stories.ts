import type { Narrative } from "./narrative.js";
import type { MemberEvent } from "./types.js";

/**
 * Collector story id → the active narrative holding members of that story in the last 72 hours: near-duplicate
 * routing. Kept in step with the narratives' `recent` members (pruning, merging, archiving), so it always equals
 * what `StoryOwners` builds from a saved state, and a restored engine routes exactly as the original would.
 * Invariant: all recent members of one story sit in one narrative (a copy follows its original; a merge moves
 * them together), so the owner is well defined.
 */
export class StoryOwners {
  private readonly owner = new Map<number, number>();

  constructor(narratives: Iterable<Narrative>) {
    for (const n of narratives) for (const e of n.recent) this.owner.set(e.storyId, n.record.id);
  }

  get(storyId: number): number | undefined {
    return this.owner.get(storyId);
  }

  set(storyId: number, narrativeId: number): void {
    this.owner.set(storyId, narrativeId);
  }

  /** After `dropped` left `n.recent`: forgets the stories `n` no longer holds any member of. */
  forget(n: Narrative, dropped: readonly MemberEvent[]): void {
    if (!dropped.length) return;
    const still = new Set(n.recent.map((e) => e.storyId));
    for (const e of dropped) {
      if (!still.has(e.storyId) && this.owner.get(e.storyId) === n.record.id) this.owner.delete(e.storyId);
    }
  }

  /** `from` was absorbed by `into` (its members moved there). */
  move(from: Narrative, into: number): void {
    for (const e of from.recent) this.owner.set(e.storyId, into);
  }

  /** `n` left the working set (archived). */
  drop(n: Narrative): void {
    for (const e of n.recent) if (this.owner.get(e.storyId) === n.record.id) this.owner.delete(e.storyId);
  }
}
