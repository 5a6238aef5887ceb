import { z } from "zod";
import { htmlToText } from "../text.js";
import { type Adapter, type AdapterContext, type FetchedBody, ParseError, type RawItem } from "../types.js";
import { parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * Stack Exchange API 2.3: the most recently active questions of some tags on one site, with their bodies (the
 * built-in `withbody` filter). The API asks clients to honour `backoff` (seconds before the next call to the same
 * method) found in the body, and throttle errors name the wait in their message: both go to `ctx.backoff`.
 */

const TAG = /^[a-z0-9+#.-]+$/;

export const StackExchangeSettings = z.strictObject({
  site: z
    .string()
    .regex(/^[a-z0-9.-]+$/, "must be a Stack Exchange site name such as stackoverflow")
    .default("stackoverflow"),
  /** Semicolon-separated tags, all required (the API's AND); at most 5. */
  tagged: z.string().refine((s) => {
    const tags = s.split(";");
    return tags.length <= 5 && tags.every((t) => TAG.test(t));
  }, "must be 1 to 5 tags separated by semicolons, e.g. large-language-model;openai-api"),
  pageSize: z.int().min(1).max(100).default(30),
});
export type StackExchangeSettings = z.infer<typeof StackExchangeSettings>;

const KIND = "stackexchange";

const Question = z.looseObject({
  question_id: z.number(),
  title: z.string(),
  link: z.string(),
  body: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  score: z.number().nullish(),
  creation_date: z.number().nullish(),
  owner: z.looseObject({ display_name: z.string().nullish() }).nullish(),
});

const Wrapper = z.looseObject({ items: z.array(z.unknown()), backoff: z.number().nullish() });
const ErrorWrapper = z.looseObject({
  error_id: z.number(),
  error_name: z.string(),
  error_message: z.string().nullish(),
});

export const stackexchangeAdapter: Adapter<StackExchangeSettings> = {
  kind: KIND,
  settings: StackExchangeSettings,

  requests(settings, ctx) {
    const q = new URLSearchParams({
      order: "desc",
      sort: "activity",
      tagged: settings.tagged,
      site: settings.site,
      pagesize: String(settings.pageSize),
      filter: "withbody",
    });
    // An app key raises the daily quota from 300 to 10,000; Stack Exchange documents keys as not secret.
    const key = ctx.secrets.STACKEXCHANGE_KEY;
    if (key) q.set("key", key);
    return [{ url: `https://api.stackexchange.com/2.3/questions?${q}`, accept: "json" }];
  },

  parse(res, _settings, ctx) {
    const questions = readQuestions(res, ctx);
    return questions.map(
      (q): RawItem => ({
        sourceId: String(q.question_id),
        // Titles and names come HTML-escaped (&#39;, &quot;, &amp;): the normaliser decodes titles and content.
        title: q.title,
        content: q.body?.trim() || (q.tags?.length ? `Tagged ${q.tags.join(", ")}.` : ""),
        url: q.link,
        author: q.owner?.display_name ? htmlToText(q.owner.display_name) || undefined : undefined,
        engagement: typeof q.score === "number" ? { metric: "score", value: q.score } : undefined,
        publishedAt: toDate(q.creation_date),
      }),
    );
  },
};

function readQuestions(res: FetchedBody, ctx: AdapterContext) {
  const json = parseJsonBody(KIND, res, z.unknown(), "JSON");
  const error = ErrorWrapper.safeParse(json);
  if (error.success) {
    const { error_id, error_name, error_message } = error.data;
    // "too many requests from this IP, more requests available in 82696 seconds"
    const wait = /available in (\d+) seconds?/i.exec(error_message ?? "");
    if (wait?.[1]) ctx.backoff(Number(wait[1]) * 1000);
    throw new ParseError(
      `${KIND}: API error ${error_name} (${error_id})${error_message ? `: ${error_message}` : ""}`,
    );
  }
  const wrapper = Wrapper.safeParse(json);
  if (!wrapper.success) throw new ParseError(`${KIND}: body is not an API wrapper ({items: [...]})`);
  // Honoured before looking at the items: the wait applies whatever this page holds.
  if (wrapper.data.backoff && wrapper.data.backoff > 0) ctx.backoff(wrapper.data.backoff * 1000);
  return parseEach(KIND, wrapper.data.items, Question, "a question");
}
