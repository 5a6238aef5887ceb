import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * Polymarket Gamma API. Markets are listed through `/events`, not `/markets`: only `/events` filters by tag slug
 * (`/markets` wants a numeric `tag_id` that differs per deployment), and the event slug is what polymarket.com URLs
 * are made of. Each event carries its markets in full; one item per open market.
 */

export const PolymarketSettings = z.strictObject({
  tagSlug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a tag slug: lower-case letters, digits and hyphens")
    .optional(),
  limit: z.int().min(1).max(500).default(50),
});
export type PolymarketSettings = z.infer<typeof PolymarketSettings>;

const KIND = "polymarket";
// Gamma serialises some numbers as strings ("volume": "1234.5") and others as numbers, varying by field and age.
const Num = z.union([z.number(), z.string()]).nullish();

const Market = z.looseObject({
  id: z.union([z.string(), z.number()]),
  question: z.string(),
  slug: z.string().nullish(),
  description: z.string().nullish(),
  outcomes: z.string().nullish(),
  outcomePrices: z.string().nullish(),
  volume24hr: Num,
  oneDayPriceChange: Num,
  endDate: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  active: z.boolean().nullish(),
  closed: z.boolean().nullish(),
  archived: z.boolean().nullish(),
});
type Market = z.infer<typeof Market>;

const Event = z.looseObject({
  slug: z.string(),
  active: z.boolean().nullish(),
  closed: z.boolean().nullish(),
  archived: z.boolean().nullish(),
  markets: z.array(z.unknown()).nullish(),
});

export const polymarketAdapter: Adapter<PolymarketSettings> = {
  kind: KIND,
  settings: PolymarketSettings,

  requests(settings) {
    const q = new URLSearchParams();
    if (settings.tagSlug) q.set("tag_slug", settings.tagSlug);
    q.set("active", "true");
    q.set("closed", "false");
    q.set("order", "volume24hr");
    q.set("ascending", "false");
    q.set("limit", String(settings.limit));
    return [{ url: `https://gamma-api.polymarket.com/events?${q}`, accept: "json" }];
  },

  parse(res) {
    const body = parseJsonBody(KIND, res, z.array(z.unknown()), "an array of Gamma events");
    const events = parseEach(KIND, body, Event, "a Gamma event");
    const items: RawItem[] = [];
    const seen = new Set<string>();
    for (const event of events) {
      if (isOver(event)) continue;
      // One malformed market is skipped without judging the whole answer by it.
      const markets = (event.markets ?? []).flatMap((m) => {
        const parsed = Market.safeParse(m);
        return parsed.success ? [parsed.data] : [];
      });
      for (const market of markets) {
        const id = String(market.id);
        if (isOver(market) || seen.has(id)) continue;
        seen.add(id);
        items.push(toItem(market, event.slug, markets.length > 1));
      }
    }
    return items;
  },
};

const isOver = (x: { active?: boolean | null; closed?: boolean | null; archived?: boolean | null }) =>
  x.active === false || x.closed === true || x.archived === true;

function toItem(market: Market, eventSlug: string, inGroup: boolean): RawItem {
  // A market of a multi-market event has its own page under the event; a lone market's page is the event's.
  const path = inGroup && market.slug ? `${eventSlug}/${market.slug}` : eventSlug;
  const volume = num(market.volume24hr);
  return {
    sourceId: String(market.id),
    title: literal(market.question),
    content: [literal(summaryLine(market, volume)), literal(market.description?.trim() ?? "")]
      .filter(Boolean)
      .join(" "),
    url: `https://polymarket.com/event/${path}`,
    // Gamma leaves `volume24hr` out when nothing traded in the last 24 h: that is zero volume, not an unknown one,
    // so such a market ranks below traded ones instead of sitting out of the source's engagement scale.
    engagement: { metric: "volume", value: volume ?? 0 },
    // A market's news is its odds moving, not its creation months ago: the last update (a trade, a price refresh)
    // says when this market was last "news"; the creation date is the fallback.
    publishedAt: toDate(market.updatedAt) ?? toDate(market.createdAt),
  };
}

/** "Yes 62% (+8 pts in 24 h) · No 38% · 24 h volume $1.2M · ends 2026-12-31". */
function summaryLine(market: Market, volume: number | undefined): string {
  const parts: string[] = [];
  const odds = oddsOf(market);
  if (odds) {
    const change = num(market.oneDayPriceChange);
    odds.forEach(([outcome, price], i) => {
      const move =
        i === 0 && change !== undefined && Math.abs(change) >= 0.005 ? ` (${signed(change)} in 24 h)` : "";
      parts.push(`${outcome} ${percent(price)}${move}`);
    });
  }
  if (volume !== undefined) parts.push(`24 h volume ${dollars(volume)}`);
  const end = toDate(market.endDate);
  if (end) parts.push(`ends ${end.toISOString().slice(0, 10)}`);
  return parts.length ? `${parts.join(" · ")}.` : "";
}

/** Outcomes and prices are JSON arrays encoded as strings; a broken one leaves the odds out, not the market. */
function oddsOf(market: Market): [string, number][] | undefined {
  const outcomes = jsonArray(market.outcomes);
  const prices = jsonArray(market.outcomePrices)?.map((p) =>
    typeof p === "string" || typeof p === "number" ? num(p) : undefined,
  );
  if (!outcomes || !prices || outcomes.length !== prices.length || outcomes.length === 0) return undefined;
  const pairs: [string, number][] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const price = prices[i];
    if (typeof outcome !== "string" || price === undefined) return undefined;
    pairs.push([outcome, price]);
  }
  return pairs;
}

function jsonArray(s: string | null | undefined): unknown[] | undefined {
  if (!s) return undefined;
  try {
    const v: unknown = JSON.parse(s);
    return Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

function num(v: string | number | null | undefined): number | undefined {
  if (v === null || v === undefined || v === "") return undefined;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function percent(p: number): string {
  if (p > 0 && p < 0.01) return "<1%";
  if (p > 0.99 && p < 1) return ">99%";
  return `${Math.round(p * 100)}%`;
}

function signed(change: number): string {
  const points = Math.round(Math.abs(change) * 100);
  return `${change > 0 ? "+" : "-"}${points} ${points === 1 ? "pt" : "pts"}`;
}

function dollars(n: number): string {
  if (n >= 1e6) return `$${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `$${Math.round(n / 1e3)}K`;
  return `$${Math.round(n)}`;
}
