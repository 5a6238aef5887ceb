import type { DigestBrief, MasterDigest } from "../../../src/digest/schema.js";
import type { DigestIndex, LatestAnswer } from "./answers.js";

/**
 * The free polling pattern: read the small /index, and only when its id differs from the last one seen read the
 * digest itself (/latest, or /brief).
 */

export interface PollDeps {
  index(): Promise<DigestIndex>;
  latest(): Promise<LatestAnswer>;
  brief(): Promise<{ data: DigestBrief }>;
}

export interface CheckResult<D> {
  changed: boolean;
  id: string;
  digest?: D;
}

export async function checkForNew(deps: PollDeps, lastId?: string): Promise<CheckResult<MasterDigest>> {
  const { index: id } = await deps.index();
  if (id === lastId) return { changed: false, id };
  const { data } = await deps.latest();
  return { changed: true, id, digest: data };
}

export interface PollOptions {
  /** Between two polls; default 5 minutes (a digest comes every 4 hours). */
  intervalMs?: number;
  signal?: AbortSignal;
  form?: "latest" | "brief";
  /** Called when a poll fails; polling goes on. Default: ignore (the next poll retries). */
  onError?: (err: unknown) => void;
}

/** Polls until `signal` aborts; resolves then. `onNew` is awaited before the next poll. */
export async function pollLatest<D>(
  deps: PollDeps,
  onNew: (digest: D) => void | Promise<void>,
  opts: PollOptions = {},
): Promise<void> {
  const interval = opts.intervalMs ?? 300_000;
  let lastId: string | undefined;
  while (!opts.signal?.aborted) {
    try {
      const { index: id } = await deps.index();
      if (id !== lastId) {
        const digest = opts.form === "brief" ? (await deps.brief()).data : (await deps.latest()).data;
        lastId = id;
        await onNew(digest as D);
      }
    } catch (err) {
      if (opts.signal?.aborted) break;
      opts.onError?.(err);
    }
    await sleep(interval, opts.signal);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
