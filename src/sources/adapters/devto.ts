import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/** DEV Community (Forem) articles API: the top articles of one tag over the last days, or the latest ones. */

export const DevtoSettings = z.strictObject({
  tag: z
    .string()
    .regex(/^[a-z0-9]+$/i, "must be one DEV tag: letters and digits only")
    .transform((t) => t.toLowerCase()),
  /** Top articles of the last N days; without it, DEV's default listing (recent and rising). */
  topDays: z.int().min(1).max(30).optional(),
  perPage: z.int().min(1).max(1000).default(30),
});
export type DevtoSettings = z.infer<typeof DevtoSettings>;

const KIND = "devto";

const Article = z.looseObject({
  type_of: z.string().nullish(),
  id: z.number(),
  title: z.string(),
  description: z.string().nullish(),
  url: z.string(),
  canonical_url: z.string().nullish(),
  published_at: z.string().nullish(),
  published_timestamp: z.string().nullish(),
  public_reactions_count: z.number().nullish(),
  // An array in listings, a comma-separated string in single-article answers: both are seen in the wild.
  tag_list: z.union([z.array(z.string()), z.string()]).nullish(),
  user: z.looseObject({ name: z.string().nullish(), username: z.string().nullish() }).nullish(),
});
type Article = z.infer<typeof Article>;

export const devtoAdapter: Adapter<DevtoSettings> = {
  kind: KIND,
  settings: DevtoSettings,

  requests(settings) {
    const q = new URLSearchParams({ tag: settings.tag });
    if (settings.topDays) q.set("top", String(settings.topDays));
    q.set("per_page", String(settings.perPage));
    return [
      {
        url: `https://dev.to/api/articles?${q}`,
        // Forem's versioned API: without this media type the deprecated v0 answers.
        headers: { accept: "application/vnd.forem.api-v1+json" },
        accept: "json",
      },
    ];
  },

  parse(res) {
    const items: RawItem[] = [];
    const body = parseJsonBody(KIND, res, z.array(z.unknown()), "an array of DEV articles");
    for (const a of parseEach(KIND, body, Article, "a DEV article")) {
      if (a.type_of && a.type_of !== "article") continue;
      const tags = tagsOf(a.tag_list);
      items.push({
        sourceId: String(a.id),
        title: literal(a.title),
        content: [literal(a.description ?? ""), tags.length ? `Tags: ${tags.join(", ")}.` : ""]
          .filter(Boolean)
          .join("\n\n"),
        url: articleUrl(a),
        author: a.user?.name || a.user?.username || undefined,
        engagement:
          typeof a.public_reactions_count === "number"
            ? { metric: "reactions", value: a.public_reactions_count }
            : undefined,
        publishedAt: toDate(a.published_at) ?? toDate(a.published_timestamp),
      });
    }
    return items;
  },
};

/**
 * A cross-post's `canonical_url` names the original on the author's own site: that is the URL other sources
 * (Hacker News, Lobsters, feeds) link to, so using it lets dedup merge them. Otherwise the DEV URL is the article.
 */
function articleUrl(a: Article): string {
  const canonical = httpUrl(a.canonical_url);
  if (canonical) {
    const host = new URL(canonical).hostname;
    if (host !== "dev.to" && !host.endsWith(".dev.to")) return canonical;
  }
  return a.url;
}

function tagsOf(list: string[] | string | null | undefined): string[] {
  const tags = typeof list === "string" ? list.split(",") : (list ?? []);
  return tags.map((t) => t.trim()).filter(Boolean);
}
