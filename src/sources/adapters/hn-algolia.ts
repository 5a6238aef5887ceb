import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/** Hacker News stories through Algolia's search API: recent stories above a points floor, newest first. */

const KIND = "hn-algolia";

export const HnAlgoliaSettings = z.strictObject({
  /** Full-text query; empty means every story. */
  query: z.string().max(200).default(""),
  minPoints: z.int().min(0).default(20),
  hitsPerPage: z.int().min(1).max(1000).default(100),
  lookbackHours: z.int().min(1).max(168).default(24),
});
export type HnAlgoliaSettings = z.infer<typeof HnAlgoliaSettings>;

const Response = z.looseObject({ hits: z.array(z.unknown()) });

const Hit = z.looseObject({
  objectID: z.string().min(1),
  title: z.string().nullish(),
  url: z.string().nullish(),
  story_text: z.string().nullish(),
  author: z.string().nullish(),
  points: z.number().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
});

export const hnAlgoliaAdapter: Adapter<HnAlgoliaSettings> = {
  kind: KIND,
  settings: HnAlgoliaSettings,

  requests(settings, ctx) {
    const since = Math.floor(ctx.now.getTime() / 1000) - settings.lookbackHours * 3600;
    const params = new URLSearchParams({
      tags: "story",
      numericFilters: `created_at_i>${since},points>=${settings.minPoints}`,
      hitsPerPage: String(settings.hitsPerPage),
    });
    if (settings.query.trim()) params.set("query", settings.query.trim());
    return [{ url: `https://hn.algolia.com/api/v1/search_by_date?${params}`, accept: "json" }];
  },

  parse(res) {
    const { hits } = parseJsonBody(KIND, res, Response, "an Algolia search response ({hits: [...]})");
    const items: RawItem[] = [];
    for (const hit of parseEach(KIND, hits, Hit, "an HN story hit")) {
      const title = hit.title?.trim();
      if (!title) continue;
      items.push({
        sourceId: hit.objectID,
        // Algolia titles are plain text as submitted (entities included, which the normaliser decodes).
        title: literal(title),
        // Ask HN, Show HN without a link and other text posts have no url: the discussion is the item.
        url: httpUrl(hit.url) ?? `https://news.ycombinator.com/item?id=${encodeURIComponent(hit.objectID)}`,
        // story_text is HN's own HTML (<p>, <a>, &#x27;), left for the normaliser.
        content: hit.story_text ?? "",
        author: hit.author || undefined,
        engagement: typeof hit.points === "number" ? { metric: "points", value: hit.points } : undefined,
        publishedAt: toDate(hit.created_at_i) ?? toDate(hit.created_at),
      });
    }
    return items;
  },
};
