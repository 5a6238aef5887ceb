import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { httpUrl, literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/** Lobsters story lists (`/hottest.json`, `/newest.json`, a tag page such as `/t/ai.json`, or a compatible site). */

const KIND = "lobsters";

export const LobstersSettings = z.strictObject({
  url: z
    .url({ protocol: /^https$/, error: "url must be an https URL" })
    .default("https://lobste.rs/hottest.json"),
});
export type LobstersSettings = z.infer<typeof LobstersSettings>;

const Story = z.looseObject({
  short_id: z.string().min(1),
  short_id_url: z.string().nullish(),
  comments_url: z.string().nullish(),
  created_at: z.string().nullish(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  score: z.number().nullish(),
  description: z.string().nullish(),
  // A username string in the current API; an object in the older one.
  submitter_user: z.union([z.string(), z.looseObject({ username: z.string() })]).nullish(),
  tags: z.array(z.string()).nullish(),
});

export const lobstersAdapter: Adapter<LobstersSettings> = {
  kind: KIND,
  settings: LobstersSettings,

  requests(settings) {
    return [{ url: settings.url, accept: "json" }];
  },

  parse(res) {
    const stories = parseJsonBody(KIND, res, z.array(z.unknown()), "a Lobsters story list (an array)");
    const items: RawItem[] = [];
    for (const story of parseEach(KIND, stories, Story, "a Lobsters story")) {
      const title = story.title?.trim();
      // Text posts have url "": the Lobsters discussion is the item. Links are resolved against the page fetched.
      const url = httpUrl(story.url) ?? story.comments_url ?? story.short_id_url;
      if (!title || !url) continue;
      const tags = story.tags ?? [];
      const user = story.submitter_user;
      items.push({
        sourceId: story.short_id,
        title: literal(title),
        // The tags are the site's own topic labels, worth keeping next to the (often empty) description.
        content: [story.description ?? "", tags.length ? `<p>Tags: ${tags.join(", ")}</p>` : ""].join(""),
        url,
        author: (typeof user === "string" ? user : user?.username) || undefined,
        engagement: typeof story.score === "number" ? { metric: "score", value: story.score } : undefined,
        publishedAt: toDate(story.created_at),
      });
    }
    return items;
  },
};
