import type { MasterDigest } from "./schema.js";
import type { DigestStore } from "./store.js";

/**
 * The newest `limit` digests in full, newest first, for the feed and the momentum chart. Composed from two existing
 * reads (history rows, then each digest by id) rather than a new store method: the callers cache the answer per
 * newest digest, so this runs about once per 4-hour cycle and the few extra queries don't matter.
 */
export async function recentDigests(
  store: Pick<DigestStore, "digestHistory" | "digestById">,
  limit: number,
): Promise<MasterDigest[]> {
  const rows = await store.digestHistory({ since: new Date(0), limit });
  const full = await Promise.all(rows.map((r) => store.digestById(r.id)));
  return full.filter((d): d is MasterDigest => d !== undefined);
}
