import type { Context } from "hono";
import { type RouteId, routeById } from "../../api/routes.js";
import { AppError } from "../../errors/index.js";
import type { WorkResult } from "../../payments/index.js";
import { isBelowThreshold } from "../../pulse/caps.js";
import type { AppDeps } from "../deps.js";
import { intelligenceHandlers } from "./intelligence.js";

type Valid<T> = { valid(target: "query" | "param"): T };
const valid = <T>(c: Context, target: "query" | "param"): T => (c.req as unknown as Valid<T>).valid(target);

/** Path and query as sent: a kept paid answer is re-served only to the same request. */
const requestTarget = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * The paid routes: the x402 gate wraps each route's work (compute first, settle after) and this adapter turns the
 * gate's instructions into the response. Errors thrown by the work reach onError, which adds `charged: false`.
 */
export function paidHandlers(deps: AppDeps) {
  const { payments, pulse } = deps;
  const history = intelligenceHandlers(deps).historyWork;

  /** `work` reads the request's validated input, so it is built per request from the context. */
  const sell = <T extends object>(routeId: RouteId, work: (c: Context) => Promise<WorkResult<T>>) => {
    const def = routeById(routeId);
    return async (c: Context): Promise<Response> => {
      if (!payments.configured) {
        throw new AppError(
          "payments_not_configured",
          "Paid routes are not available: the operator has not configured PAY_TO_ADDRESS.",
        );
      }
      const result = await payments.process(
        {
          routeId: def.id,
          price: def.price as string,
          resourceUrl: `${deps.docs.publicBaseUrl}${c.req.path}`,
          description: def.summary,
          paymentSignature: c.req.header("payment-signature"),
          xPayment: c.req.header("x-payment"),
          request: requestTarget(c.req.url),
        },
        () => work(c),
      );
      if (result.kind !== "payment_required") {
        c.set("paid", result.kind === "paid");
        c.set("payer", result.payer);
        if (result.kind === "paid" && result.replay) c.set("reServed", true);
      }
      return c.json(result.body, result.status, result.headers);
    };
  };
  return {
    getHistory: sell("getHistory", (c) => history(valid<{ hours: number; limit: number }>(c, "query"))),
    getPulseNarratives: sell("getPulseNarratives", async () => {
      const body = await pulse.narratives();
      return { body, billable: !isBelowThreshold("narratives", body) };
    }),
    getPulseNarrative: sell("getPulseNarrative", async (c) => {
      const body = await pulse.narrative(Number(valid<{ id: string }>(c, "param").id));
      return { body, billable: true };
    }),
    getPulseDigests: sell("getPulseDigests", async (c) => {
      const body = await pulse.digests(valid<{ since?: number }>(c, "query").since);
      return { body, billable: !isBelowThreshold("digests", body) };
    }),
    getPulseRecentContent: sell("getPulseRecentContent", async () => {
      const body = await pulse.recent();
      return { body, billable: !isBelowThreshold("recent", body) };
    }),
  };
}
