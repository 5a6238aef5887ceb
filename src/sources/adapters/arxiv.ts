import { z } from "zod";
import { decodeBody } from "../text.js";
import { type Adapter, ParseError, type RawItem } from "../types.js";
import { literal, parseFeedDate, parseFeedText } from "./feed.js";

/**
 * The arXiv API (an Atom feed with `arxiv:` and `opensearch:` extensions): the newest submissions in a set of
 * categories. One request per run; the roster spaces requests 3 s apart, as arXiv's terms ask.
 */

const KIND = "arxiv";

export const ArxivSettings = z.strictObject({
  /** arXiv category ids such as "cs.AI", "stat.ML" or "hep-th". */
  categories: z
    .array(z.string().regex(/^[a-z-]+(\.[A-Za-z-]+)?$/, 'must be an arXiv category id such as "cs.AI"'))
    .min(1)
    .max(20),
  maxResults: z.int().min(1).max(500).default(100),
});
export type ArxivSettings = z.infer<typeof ArxivSettings>;

// New-style ids (2611.09876) and old-style ones (hep-th/0101001), with the version suffix split off.
const ABS_ID = /arxiv\.org\/abs\/([a-z-]+(?:\.[A-Za-z-]+)?\/\d{7}|\d{4}\.\d{4,5})(?:v\d+)?$/;

export const arxivAdapter: Adapter<ArxivSettings> = {
  kind: KIND,
  settings: ArxivSettings,

  requests(settings) {
    // Category ids are validated above, so they need no escaping; "+" is the space arXiv's query syntax expects.
    const query = settings.categories.map((c) => `cat:${c}`).join("+OR+");
    const url =
      `https://export.arxiv.org/api/query?search_query=${query}` +
      `&sortBy=submittedDate&sortOrder=descending&max_results=${settings.maxResults}`;
    return [{ url, accept: "feed" }];
  },

  parse(res) {
    const parsed = parseFeedText(KIND, decodeBody(res.body, res.headers["content-type"]));
    if (parsed.format !== "atom")
      throw new ParseError(`${KIND}: expected the API's Atom feed, got ${parsed.format}`);
    const entries = parsed.feed.entries ?? [];
    // A bad query still answers with a feed: one entry titled "Error" whose id points at arxiv.org/api/errors.
    const error = entries.find((e) => /arxiv\.org\/api\/errors/.test(e.id ?? ""));
    if (error) {
      const reason = error.summary?.value?.trim() || error.id || "unknown error";
      throw new ParseError(`${KIND}: the API refused the query: ${reason}`);
    }
    const items: RawItem[] = [];
    for (const entry of entries) {
      const id = ABS_ID.exec(entry.id?.trim() ?? "")?.[1];
      const title = oneLine(entry.title?.value);
      if (!id || !title) continue;
      const authors = (entry.authors ?? []).map((a) => a.name?.trim()).filter(Boolean);
      items.push({
        sourceId: id,
        // Titles and abstracts are plain text wrapped at ~80 columns, with LaTeX and the odd "<".
        title: literal(title),
        content: literal(oneLine(entry.summary?.value)),
        url: `https://arxiv.org/abs/${id}`,
        author: authors.length > 1 ? `${authors[0]} et al.` : authors[0],
        publishedAt: parseFeedDate(entry.published) ?? parseFeedDate(entry.updated),
      });
    }
    return items;
  },
};

const oneLine = (text: string | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();
