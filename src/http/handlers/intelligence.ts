import type { Context } from "hono";
import { type MasterDigest, toBrief } from "../../digest/schema.js";
import { buildIndex, defaultNextExpected, findHistory, findSample } from "../../digest/views.js";
import { AppError } from "../../errors/index.js";
import { BodyCache, sendCached } from "../cached-body.js";
import type { AppDeps } from "../deps.js";

export const BRIEF_NOTICE =
  "Free brief of the newest digest. The full digest is free at /v1/intelligence/latest; past digests are paid at /v1/intelligence/history.";
export const SAMPLE_NOTICE =
  "Sample: a digest at least 8 hours old. Poll /v1/intelligence/index for the current one. Informational only, not investment, financial or business advice.";

/** Handlers of the free digest routes: validated input → one domain call → shape the response. */
export function intelligenceHandlers(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const nextExpected = deps.nextExpected ?? defaultNextExpected;
  const cache = new BodyCache();

  const current = async (): Promise<MasterDigest> => {
    const d = await deps.current.get();
    if (!d)
      throw new AppError(
        "no_digest_yet",
        "No digest has been published yet; the first one is due at the next 4-hour slot.",
      );
    return d;
  };

  return {
    getLatest: async (c: Context) => {
      const d = await current();
      return sendCached(
        c,
        cache.get("latest", d.id, () => ({ success: true, data: d })),
      );
    },
    getBrief: async (c: Context) => {
      const d = await current();
      return sendCached(
        c,
        cache.get("brief", d.id, () => ({
          success: true,
          _notice: { type: "brief", message: BRIEF_NOTICE },
          data: toBrief(d),
        })),
      );
    },
    getIndex: async (c: Context) => {
      const d = await current();
      const body = { success: true, ...buildIndex(d, now(), nextExpected) };
      return sendCached(
        c,
        cache.get("index", `${d.id}|${body.nextExpected}`, () => body),
      );
    },
    getSample: async (c: Context) => {
      const s = await findSample(deps.store, now());
      if (!s)
        throw new AppError(
          "no_sample_yet",
          "No digest is 8 hours old yet; samples start 8 hours after the first digest.",
        );
      return sendCached(
        c,
        cache.get("sample", s.id, () => ({
          success: true,
          _notice: { type: "sample", message: SAMPLE_NOTICE },
          data: s,
        })),
      );
    },
    /** The paid history work; the payment gate wraps it. Zero rows is a below-threshold answer. */
    historyWork: async (q: { hours: number; limit: number }) => {
      const rows = await findHistory(deps.store, q, now());
      return {
        body: { success: true, count: rows.length, hours: q.hours, limit: q.limit, data: rows },
        billable: rows.length > 0,
      };
    },
  };
}
