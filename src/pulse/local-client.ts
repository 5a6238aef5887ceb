import { AppError } from "../errors/index.js";
import {
  acceptAnswer,
  badAnswer,
  checkNarrativeId,
  checkSince,
  type PulseClient,
  timedOut,
  unknownNarrative,
} from "./client.js";
import type { PulseKind } from "./types.js";
import { listDigests, listNarratives, narrativeDetail, recentContent, type ViewStore } from "./views.js";

export interface LocalPulseClientOptions {
  store: ViewStore;
  /** The same deadline the HTTP client applies (`PULSE_TIMEOUT_MS`): a stuck query answers 504, not never. */
  timeoutMs: number;
  now?: () => Date;
}

/**
 * The Pulse answers computed in this process, from the same views the upstream API serves, without a loopback
 * HTTP hop: what the gateway uses when `PULSE_URL` is unset. Failures map as over HTTP: an unknown narrative is
 * `not_found`, a failing store `upstream_error`, a late answer `upstream_timeout`, and a view whose answer breaks
 * the schema `upstream_error` (the same checks and caps as the HTTP client, in `client.ts`).
 */
export function createLocalPulseClient(opts: LocalPulseClientOptions): PulseClient {
  if (!(Number.isFinite(opts.timeoutMs) && opts.timeoutMs > 0)) {
    throw new TypeError("createLocalPulseClient: timeoutMs must be a positive number");
  }
  const now = opts.now ?? (() => new Date());
  const { store } = opts;

  const answer = async <K extends PulseKind>(kind: K, view: () => Promise<unknown>) =>
    acceptAnswer(kind, await withDeadline(view, opts.timeoutMs));

  return {
    narratives: () => answer("narratives", () => listNarratives(store)),

    narrative: async (id) => {
      checkNarrativeId(id);
      return answer("narrative", async () => {
        const detail = await narrativeDetail(store, id);
        if (!detail.found) throw unknownNarrative(id);
        return detail.body;
      });
    },

    digests: async (since) => {
      checkSince(since);
      return answer("digests", () => listDigests(store, since));
    },

    recent: () => answer("recent", () => recentContent(store, now())),
  };
}

/** The view's answer, or the upstream codes for its failure; the view's own text only ever goes into `cause`. */
async function withDeadline<T>(view: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
  });
  try {
    return await Promise.race([view(), deadline]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badAnswer("answered with an error", err);
  } finally {
    clearTimeout(timer);
  }
}
