import type { Frame } from "./frame.js";

/**
 * The item's headline has the narrative's subject act (its frame's owners, frame.ts, are among the narrative's
 * subject terms): "What Gantry's IPO tells enterprises about GPU capacity" beside the narrative of Gantry's IPO.
 * A day on, trade press retells a company's event as analysis in words of its own: its heaviest plain words are
 * the angle ("capacity", "enterprises"), none of the first reports'. That is how `otherObject` (other-object.ts)
 * tells a second act of the same kind ("launches a sandbox" after "drafts incident rules"), so on its own it halves
 * the analysis's score; a headline whose actor is the narrative's subject, telling the narrative's kind, reports that
 * subject's event, which is what the narrative is. Two acts of one actor of one kind a day apart are left to the
 * other rules (an `otherAmount`, an `otherModel`, a new name).
 */
export function subjectActs(frame: Frame | undefined, subject: readonly string[]): boolean {
  if (!frame) return false;
  for (const owner of frame.owners) if (subject.includes(owner)) return true;
  return false;
}
