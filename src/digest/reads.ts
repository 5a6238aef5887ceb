import { AppError } from "../errors/index.js";
import type { CurrentDigest } from "./current.js";
import type { DigestSample, HistoryRow, MasterDigest } from "./schema.js";
import type { DigestStore } from "./store.js";
import { findHistory, findSample } from "./views.js";

/**
 * The digest reads every surface sells (HTTP routes, their fast path, A2A skills): one function per read, with the
 * same errors, so a rule changes in one place. Callers shape the answer for their protocol.
 */

export async function currentDigest(current: Pick<CurrentDigest, "get">): Promise<MasterDigest> {
  const d = await current.get();
  if (!d) {
    throw new AppError(
      "no_digest_yet",
      "No digest has been published yet; the first one is due at the next 4-hour slot.",
    );
  }
  return d;
}

export async function sampleDigest(
  store: Pick<DigestStore, "sampleDigest">,
  now: Date,
): Promise<DigestSample> {
  const s = await findSample(store, now);
  if (!s) {
    throw new AppError(
      "no_sample_yet",
      "No digest is 8 hours old yet; samples start 8 hours after the first digest.",
    );
  }
  return s;
}

/** One page of history; zero rows is a below-threshold answer, never charged. */
export async function historyPage(
  store: Pick<DigestStore, "digestHistory">,
  q: { hours: number; limit: number },
  now: Date,
): Promise<{ rows: HistoryRow[]; billable: boolean }> {
  const rows = await findHistory(store, q, now);
  return { rows, billable: rows.length > 0 };
}
