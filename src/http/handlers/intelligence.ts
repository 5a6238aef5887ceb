import type { Context } from "hono";
import { INDEX_LINKS } from "../../api/links.js";
import { currentDigest, currentIndex, historyPage, sampleDigest } from "../../digest/reads.js";
import { toBrief } from "../../digest/schema.js";
import { defaultNextExpected } from "../../digest/views.js";
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

  const current = () => currentDigest(deps.current);

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
      const { digest: d, index } = await currentIndex(deps.current, {
        now: now(),
        nextExpected,
        links: INDEX_LINKS,
      });
      const body = { success: true, ...index };
      return sendCached(
        c,
        cache.get("index", `${d.id}|${body.nextExpected}`, () => body),
      );
    },
    getSample: async (c: Context) => {
      const s = await sampleDigest(deps.store, now());
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
      const { rows, billable } = await historyPage(deps.store, q, now());
      return {
        body: { success: true, count: rows.length, hours: q.hours, limit: q.limit, data: rows },
        billable,
      };
    },
  };
}
