import { z } from "zod";
import { type Adapter, ParseError, type RawItem } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * A subreddit listing through Reddit's public JSON (`/r/<sub>/<listing>.json`). The fetcher sets the descriptive
 * User-Agent Reddit asks for. `raw_json=1` asks for unescaped text; bodies without it (`&amp;` in urls and titles)
 * are handled too.
 */

const KIND = "reddit";

export const RedditSettings = z.strictObject({
  subreddit: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,21}$/, "subreddit must be a subreddit name such as MachineLearning"),
  listing: z.enum(["hot", "new", "top", "rising"]).default("hot"),
  limit: z.int().min(1).max(100).default(25),
});
export type RedditSettings = z.infer<typeof RedditSettings>;

const Listing = z.looseObject({
  kind: z.literal("Listing"),
  data: z.looseObject({ children: z.array(z.unknown()) }),
});

const postFields = {
  id: z.string().min(1),
  title: z.string().nullish(),
  selftext: z.string().nullish(),
  url: z.string().nullish(),
  url_overridden_by_dest: z.string().nullish(),
  permalink: z.string().nullish(),
  domain: z.string().nullish(),
  is_self: z.boolean().nullish(),
  is_gallery: z.boolean().nullish(),
  is_video: z.boolean().nullish(),
  author: z.string().nullish(),
};
const Original = z.looseObject(postFields);
type Original = z.infer<typeof Original>;

const Child = z.looseObject({
  kind: z.string(),
  data: z.looseObject({
    ...postFields,
    score: z.number().nullish(),
    created_utc: z.number().nullish(),
    stickied: z.boolean().nullish(),
    promoted: z.boolean().nullish(),
    removed_by_category: z.string().nullish(),
    crosspost_parent_list: z.array(Original).nullish(),
  }),
});

/** Reddit's error body when a subreddit is private, banned or the client is blocked. */
const ErrorBody = z.looseObject({
  error: z.number(),
  message: z.string().optional(),
  reason: z.string().optional(),
});

// Reddit-hosted media and galleries: the image itself is no article, the discussion is what readers want.
const MEDIA_HOSTS = /^(i|v|preview)\.redd\.it$/;

export const redditAdapter: Adapter<RedditSettings> = {
  kind: KIND,
  settings: RedditSettings,

  requests(settings) {
    const params = new URLSearchParams({ limit: String(settings.limit), raw_json: "1" });
    if (settings.listing === "top") params.set("t", "day");
    return [
      {
        url: `https://www.reddit.com/r/${settings.subreddit}/${settings.listing}.json?${params}`,
        accept: "json",
      },
    ];
  },

  parse(res) {
    const body = parseJsonBody(KIND, res, z.unknown(), "JSON");
    const error = ErrorBody.safeParse(body);
    if (error.success) {
      const { error: code, message, reason } = error.data;
      throw new ParseError(`${KIND}: error ${code} ${[message, reason].filter(Boolean).join(", ")}`.trim());
    }
    const listing = Listing.safeParse(body);
    if (!listing.success) throw new ParseError(`${KIND}: body is not a Listing`, { cause: listing.error });

    const items: RawItem[] = [];
    for (const child of parseEach(KIND, listing.data.data.children, Child, "a Reddit post")) {
      const post = child.data;
      if (child.kind !== "t3" || post.stickied || post.promoted || isRemoved(post)) continue;
      const title = post.title?.trim();
      const url = linkOf(post, post.crosspost_parent_list?.[0]);
      if (!title || !url) continue;
      items.push({
        sourceId: post.id,
        title: literal(unescapeLegacy(title)),
        // Markdown; a crosspost's own text is usually empty, its original's is the substance.
        content: literal(unescapeLegacy(post.selftext || post.crosspost_parent_list?.[0]?.selftext || "")),
        url,
        author: post.author && post.author !== "[deleted]" ? post.author : undefined,
        engagement: typeof post.score === "number" ? { metric: "votes", value: post.score } : undefined,
        publishedAt: toDate(post.created_utc),
      });
    }
    return items;
  },
};

function isRemoved(post: {
  removed_by_category?: string | null;
  author?: string | null;
  selftext?: string | null;
}) {
  if (post.removed_by_category) return true;
  return post.author === "[deleted]" && (post.selftext === "[removed]" || post.selftext === "[deleted]");
}

/**
 * The article for link posts (a crosspost's original link), the discussion for text posts and Reddit-hosted media.
 * Without `raw_json`, Reddit escapes `&` in urls as `&amp;`, which a real URL never contains.
 */
function linkOf(post: Original, original: Original | undefined): string | undefined {
  const source = original ?? post;
  const permalink = source.permalink
    ? `https://www.reddit.com${unescapeLegacy(source.permalink)}`
    : undefined;
  if (source.is_self || source.is_gallery || source.is_video) return permalink;
  const link = httpUrl(unescapeLegacy(source.url_overridden_by_dest ?? source.url ?? ""));
  if (!link) return permalink;
  const { hostname, pathname } = new URL(link);
  if (MEDIA_HOSTS.test(hostname) || pathname.startsWith("/gallery/")) return permalink ?? link;
  return link;
}

/** Undoes Reddit's legacy escaping (only `&`, `<` and `>`); a no-op on `raw_json=1` bodies in practice. */
function unescapeLegacy(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
