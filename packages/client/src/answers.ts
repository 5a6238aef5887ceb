import type { z } from "zod";
import { ROUTES } from "../../../src/api/routes.js";

/**
 * The answers of every route, typed and validated by the schemas of the service's own route table
 * (src/api/routes.ts): one source of truth for fields and prices.
 */

type Route = (typeof ROUTES)[number];
type RouteOf<Id extends Route["id"]> = Extract<Route, { id: Id }>;
type AnswerOf<Id extends Route["id"]> = z.infer<RouteOf<Id>["response"]>;

/** The route table's entry for `id`, with its exact schema type. */
export function routeOf<Id extends Route["id"]>(id: Id): RouteOf<Id> {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as RouteOf<Id>;
}

/** A route's path from the table, its `{param}` segments filled in (encoded): no path is written in the client. */
export function pathOf(id: Route["id"], params: Record<string, string | number> = {}): string {
  return routeOf(id).path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${id} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

export type DigestIndex = AnswerOf<"getIndex">;
export type BriefAnswer = AnswerOf<"getBrief">;
export type LatestAnswer = AnswerOf<"getLatest">;
export type SampleAnswer = AnswerOf<"getSample">;
export type FeedbackAnswer = AnswerOf<"postFeedback">;
export type Catalog = AnswerOf<"getCatalog">;
export type HistoryAnswer = AnswerOf<"getHistory">;
export type NarrativesAnswer = AnswerOf<"getPulseNarratives">;
export type NarrativeAnswer = AnswerOf<"getPulseNarrative">;
export type PulseDigestsAnswer = AnswerOf<"getPulseDigests">;
export type RecentContentAnswer = AnswerOf<"getPulseRecentContent">;

/** The client's paid methods and the routes behind them. */
export const PAID_METHODS = {
  history: "getHistory",
  narratives: "getPulseNarratives",
  narrative: "getPulseNarrative",
  pulseDigests: "getPulseDigests",
  recentContent: "getPulseRecentContent",
} as const;
export type PaidMethod = keyof typeof PAID_METHODS;

/** Prices by method name as the service displays them ("$0.03"), read from the route table. */
export function paidPrices(): Record<PaidMethod, string> {
  const prices = {} as Record<PaidMethod, string>;
  for (const [method, id] of Object.entries(PAID_METHODS) as [PaidMethod, Route["id"]][]) {
    const route = routeOf(id) as { price?: string };
    prices[method] = `$${route.price ?? "0"}`;
  }
  return prices;
}

/** A paid answer: the route's body plus what the call cost. */
export type PaidAnswer<T> = T & {
  charged: boolean;
  /** The route's price ("$0.03"); paid only when `charged`. */
  price: string;
  /** The settlement, from the PAYMENT-RESPONSE header, when one was made. */
  payment?: { transaction: string; payer: string; network?: string };
};

export type { DigestBrief, MasterDigest } from "../../../src/digest/schema.js";
