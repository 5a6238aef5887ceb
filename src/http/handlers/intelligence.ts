import type { Context } from "hono";
import { currentDigest, historyPage, sampleDigest } from "../../digest/reads.js";
import { defaultNextExpected } from "../../digest/views.js";
import { BodyCache, sendCached } from "../cached-body.js";
import type { AppDeps } from "../deps.js";
import { createDigestBodies } from "../digest-bodies.js";

export const SAMPLE_NOTICE =
  "Sample: a digest at least 8 hours old. Poll /v1/intelligence/index for the current one. Informational only, not investment, financial or business advice.";

/** Handlers of the free digest routes: validated input → one domain call → shape the response. */
export function intelligenceHandlers(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const nextExpected = deps.nextExpected ?? defaultNextExpected;
  const cache = new BodyCache();
  // The same bodies the fast path answers from its own instance (src/http/digest-bodies.ts).
  const digestBody = createDigestBodies({ now, nextExpected });

  const current = () => currentDigest(deps.current);

  return {
    getLatest: async (c: Context) => sendCached(c, digestBody("getLatest", await current())),
    getBrief: async (c: Context) => sendCached(c, digestBody("getBrief", await current())),
    getIndex: async (c: Context) => sendCached(c, digestBody("getIndex", await current())),
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
