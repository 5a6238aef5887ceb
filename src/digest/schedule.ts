import type { CycleOutcome } from "./cycle.js";
import { nextSlotStart } from "./slot.js";

/** A cycle that did not publish is tried again this often, within its slot. */
export const RETRY_MS = 15 * 60_000;

/**
 * When to attempt the next digest after `outcome` (or at start-up, with no outcome: now, so a missed slot is
 * produced at once; past slots are never back-filled). A published slot waits for the next boundary; a failed or
 * refused one retries every 15 minutes until its slot ends.
 */
export function nextDigestAttempt(now: Date, outcome?: CycleOutcome["kind"]): Date {
  const boundary = nextSlotStart(now);
  if (outcome === undefined) return now;
  if (outcome === "published" || outcome === "already_published") return boundary;
  const retry = new Date(now.getTime() + RETRY_MS);
  return retry < boundary ? retry : boundary;
}
