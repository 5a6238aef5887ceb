import type { CurrentDigest } from "./current.js";
import {
  type DigestIndex,
  type DigestSample,
  type HistoryRow,
  type MasterDigest,
  toSample,
} from "./schema.js";
import { CADENCE, nextSlotStart } from "./slot.js";
import type { DigestStore } from "./store.js";

export const SAMPLE_MIN_AGE_MS = 8 * 3_600_000;

/** Where the index points; the paths come from the route table (`src/api/links.ts`). */
export interface IndexLinks {
  latest: string;
  history: string;
}

/** The index form of the current digest. */
export function buildIndex(
  current: MasterDigest,
  now: Date,
  nextExpected: (now: Date) => Date,
  links: IndexLinks,
): DigestIndex {
  return {
    index: current.id,
    updatedAt: current.createdAt,
    cadence: CADENCE,
    nextExpected: nextExpected(now).toISOString(),
    _links: { latest: links.latest, history: links.history },
  };
}

/** Until the scheduler says otherwise, the next digest is expected at the next slot boundary. */
export const defaultNextExpected = (now: Date): Date => nextSlotStart(now);

export async function findSample(
  store: Pick<DigestStore, "sampleDigest">,
  now: Date,
): Promise<DigestSample | undefined> {
  const d = await store.sampleDigest(new Date(now.getTime() - SAMPLE_MIN_AGE_MS));
  return d && toSample(d);
}

export async function findHistory(
  store: Pick<DigestStore, "digestHistory">,
  q: { hours: number; limit: number },
  now: Date,
): Promise<HistoryRow[]> {
  return store.digestHistory({ since: new Date(now.getTime() - q.hours * 3_600_000), limit: q.limit });
}

export type { CurrentDigest };
