import { z } from "zod";
import type { Adapter, RawItem } from "../types.js";
import { literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * Hugging Face Daily Papers: the arXiv papers the community features and upvotes each day. The same paper is often
 * on arXiv too; the two URLs differ, so they stay two items of one story (linked by their near-identical titles).
 */

const KIND = "hf-daily-papers";

export const HfDailyPapersSettings = z.strictObject({
  limit: z.int().min(1).max(100).default(50),
});
export type HfDailyPapersSettings = z.infer<typeof HfDailyPapersSettings>;

const Entry = z.looseObject({
  paper: z.looseObject({
    id: z.string().min(1),
    title: z.string().nullish(),
    summary: z.string().nullish(),
    ai_summary: z.string().nullish(),
    authors: z.array(z.looseObject({ name: z.string().nullish(), hidden: z.boolean().nullish() })).nullish(),
    upvotes: z.number().nullish(),
    publishedAt: z.string().nullish(),
    submittedOnDailyAt: z.string().nullish(),
  }),
  title: z.string().nullish(),
  summary: z.string().nullish(),
  publishedAt: z.string().nullish(),
});
type Entry = z.infer<typeof Entry>;

const AUTHORS_SHOWN = 3;

export const hfDailyPapersAdapter: Adapter<HfDailyPapersSettings> = {
  kind: KIND,
  settings: HfDailyPapersSettings,

  requests(settings) {
    return [{ url: `https://huggingface.co/api/daily_papers?limit=${settings.limit}`, accept: "json" }];
  },

  parse(res) {
    const entries = parseJsonBody(KIND, res, z.array(z.unknown()), "a daily papers list (an array)");
    const items: RawItem[] = [];
    for (const { paper, ...entry } of parseEach(KIND, entries, Entry, "a daily paper ({paper: {id}})")) {
      const title = (paper.title ?? entry.title)?.trim();
      if (!title) continue;
      items.push({
        sourceId: paper.id,
        title: literal(title),
        // The abstract; the one-line AI summary only when there is no abstract.
        content: literal(paper.summary?.trim() || entry.summary?.trim() || paper.ai_summary || ""),
        url: `https://huggingface.co/papers/${encodeURIComponent(paper.id)}`,
        author: authorsOf(paper.authors ?? []),
        engagement: typeof paper.upvotes === "number" ? { metric: "votes", value: paper.upvotes } : undefined,
        // When it was featured on Daily Papers (this source's news): `paper.submittedOnDailyAt`. The entry's own
        // `publishedAt` is the arXiv date in current responses (one to several days earlier, which would drop the
        // paper out of the digest window); it was the featured time only in responses that lack
        // `submittedOnDailyAt` (recorded in 2024), so it is the fallback, then the arXiv date.
        publishedAt:
          toDate(paper.submittedOnDailyAt) ?? toDate(entry.publishedAt) ?? toDate(paper.publishedAt),
      });
    }
    return items;
  },
};

function authorsOf(authors: NonNullable<Entry["paper"]["authors"]>): string | undefined {
  const names = authors.filter((a) => !a.hidden && a.name?.trim()).map((a) => a.name?.trim() as string);
  if (names.length === 0) return undefined;
  return names.length > AUTHORS_SHOWN
    ? `${names.slice(0, AUTHORS_SHOWN).join(", ")} et al.`
    : names.join(", ");
}
