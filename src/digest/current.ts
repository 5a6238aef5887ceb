import type { MasterDigest } from "./schema.js";
import type { DigestStore } from "./store.js";

export interface CurrentDigest {
  /** The newest digest, at most `refreshMs` stale; undefined before the first digest exists. */
  get(): Promise<MasterDigest | undefined>;
  /**
   * The cached digest if it is fresh enough for `get()` to return it without a lookup; undefined when a refresh is
   * due or there is no digest yet (then call `get()`). Lets the fast path answer the common case without a promise.
   */
  peek(): MasterDigest | undefined;
  /** Forget the cached digest (called after this process stores a new one). */
  invalidate(): void;
}

/**
 * Holds the newest digest in memory so hot free routes don't load and parse it per request. Replicas see a digest
 * written elsewhere within `refreshMs`, at the cost of one cheap id lookup per period.
 */
export function createCurrentDigest(
  store: Pick<DigestStore, "latestDigest" | "latestDigestRef">,
  opts: { refreshMs?: number; now?: () => number } = {},
): CurrentDigest {
  const refreshMs = opts.refreshMs ?? 1000;
  const now = opts.now ?? Date.now;
  let cached: MasterDigest | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<MasterDigest | undefined> | undefined;

  const refresh = async (): Promise<MasterDigest | undefined> => {
    const ref = await store.latestDigestRef();
    if (!ref) cached = undefined;
    else if (ref.id !== cached?.id) cached = await store.latestDigest();
    checkedAt = now();
    return cached;
  };

  return {
    async get() {
      if (now() - checkedAt < refreshMs) return cached;
      // One refresh at a time: a burst of requests after the period shares one lookup.
      inflight ??= refresh().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    peek() {
      return now() - checkedAt < refreshMs ? cached : undefined;
    },
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
