import { decodeHTML } from "entities";
import { z } from "zod";
import { excerpt, htmlToText } from "../text.js";
import type { Adapter, RawItem } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * Mastodon's public hashtag timeline. A toot has no title and often exists to share a link, so the item follows
 * the link: its URL is the shared article (what news sources carry, so dedup can merge the two) and its title the
 * link card's title; a toot without a link is itself the item, titled by its first sentence.
 */

export const MastodonSettings = z.strictObject({
  instance: z
    .url({ protocol: /^https$/, error: "must be the https URL of a Mastodon instance" })
    .transform((u) => new URL(u).origin),
  tag: z
    .string()
    .regex(/^[\p{L}\p{N}_]+$/u, "must be a hashtag without '#': letters, digits and underscores"),
  limit: z.int().min(1).max(40).default(20),
});
export type MastodonSettings = z.infer<typeof MastodonSettings>;

const KIND = "mastodon";
const TITLE_CHARS = 120;

const Card = z.looseObject({
  url: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
});

const Status = z.looseObject({
  id: z.string(),
  created_at: z.string().nullish(),
  uri: z.string(),
  url: z.string().nullish(),
  content: z.string(),
  sensitive: z.boolean().nullish(),
  visibility: z.string().nullish(),
  favourites_count: z.number().nullish(),
  reblogs_count: z.number().nullish(),
  account: z.looseObject({ acct: z.string() }),
  card: Card.nullish(),
  reblog: z.unknown().nullish(),
});
type Status = z.infer<typeof Status>;

export const mastodonAdapter: Adapter<MastodonSettings> = {
  kind: KIND,
  settings: MastodonSettings,

  requests(settings) {
    const url = `${settings.instance}/api/v1/timelines/tag/${encodeURIComponent(settings.tag)}?limit=${settings.limit}`;
    return [{ url, accept: "json" }];
  },

  parse(res, settings) {
    const host = new URL(settings.instance).host;
    const items: RawItem[] = [];
    const seen = new Set<string>();
    const body = parseJsonBody(KIND, res, z.array(z.unknown()), "an array of statuses");
    for (const wrapper of parseEach(KIND, body, Status, "a status")) {
      // A boost stands for the boosted toot (timelines of some servers and forks include boosts): that toot is
      // the content, counted once however many times it was boosted.
      const inner = wrapper.reblog ? Status.safeParse(wrapper.reblog) : undefined;
      const status = inner?.success ? inner.data : wrapper;
      if (seen.has(status.id) || !isPublic(wrapper) || !isPublic(status)) continue;
      seen.add(status.id);
      const item = toItem(status, host);
      if (item) items.push(item);
    }
    return items;
  },
};

// Sensitive toots hide behind a content warning (spoilers, NSFW): not something to quote in a digest.
const isPublic = (s: Status) => s.sensitive !== true && (s.visibility ?? "public") === "public";

function toItem(status: Status, host: string): RawItem | undefined {
  const cardUrl = status.card ? httpUrl(status.card.url) : undefined;
  const link = cardUrl ?? sharedLink(status.content);
  const title =
    status.card?.title?.trim() || firstSentence(status.content) || link?.replace(/^https?:\/\//, "");
  const url = link ?? status.url ?? status.uri;
  if (!title) return undefined;
  const description = status.card?.description?.trim();
  const acct = status.account.acct;
  const engagement = (status.favourites_count ?? 0) + (status.reblogs_count ?? 0);
  return {
    sourceId: status.id,
    // Card titles and the first sentence are plain text; the content is the toot's HTML.
    title: literal(title),
    content: description ? `${status.content}<p>${literal(description)}</p>` : status.content,
    url,
    // Local accounts come as "user": qualified with the instance, an author is unambiguous across the fediverse.
    author: acct.includes("@") ? `@${acct}` : `@${acct}@${host}`,
    // Favourites and boosts together: a boost is the stronger signal but both say "worth reading".
    engagement: { metric: "boosts", value: engagement },
    publishedAt: toDate(status.created_at),
  };
}

/** First sentence of the toot's text, without links, a reply's leading mentions or a trailing block of hashtags. */
function firstSentence(html: string): string {
  const text = htmlToText(html)
    .replace(/https?:\/\/\S+/g, "")
    .replace(/^(\s*@[\w.-]+(@[\w.-]+)?[,:]?)+/u, "")
    .replace(/(\s*#[\p{L}\p{N}_]+)+[\s.]*$/u, "")
    .replace(/\s+/g, " ")
    .trim();
  // Latin punctuation ends a sentence before a space; CJK full stops need none.
  const sentence = /^(.+?(?:[.!?…](?=\s|$)|[。！？]))/u.exec(text)?.[1] ?? text;
  return excerpt(sentence, TITLE_CHARS);
}

/** The first link of the text that is not a mention or a hashtag (Mastodon marks both with a `mention` class). */
function sharedLink(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    if (/class\s*=\s*"[^"]*\b(mention|hashtag)\b/i.test(tag)) continue;
    const href = /href\s*=\s*"([^"]+)"/i.exec(tag)?.[1];
    const url = href ? httpUrl(decodeHTML(href)) : undefined;
    if (url) return url;
  }
  return undefined;
}
