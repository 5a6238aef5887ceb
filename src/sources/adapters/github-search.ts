import { z } from "zod";
import { excerpt } from "../text.js";
import { type Adapter, ParseError, type RawItem } from "../types.js";
import { literal, parseEach, parseJsonBody, toDate } from "./json-body.js";

/**
 * New GitHub repositories matching a query, most starred first: what developers are picking up this week.
 * Works without a token (10 searches a minute); `GITHUB_TOKEN` raises the limit.
 */

const KIND = "github-search";

export const GithubSearchSettings = z.strictObject({
  /** GitHub search syntax; the adapter adds `created:>…`. */
  query: z.string().trim().min(1).max(200),
  createdWithinDays: z.int().min(1).max(365).default(7),
  perPage: z.int().min(1).max(100).default(30),
});
export type GithubSearchSettings = z.infer<typeof GithubSearchSettings>;

const Response = z.looseObject({ total_count: z.number(), items: z.array(z.unknown()) });
/** What GitHub answers instead when rate-limited or refusing a query (usually with a 403/422, sometimes not). */
const ErrorBody = z.looseObject({ message: z.string(), documentation_url: z.string().optional() });

const Repo = z.looseObject({
  id: z.number(),
  full_name: z.string().min(1),
  html_url: z.string().min(1),
  description: z.string().nullish(),
  owner: z.looseObject({ login: z.string() }).nullish(),
  stargazers_count: z.number().nullish(),
  language: z.string().nullish(),
  topics: z.array(z.string()).nullish(),
  created_at: z.string().nullish(),
});

// Long enough for a one-line pitch, short enough that the headline stays a headline.
const TITLE_DESCRIPTION_CHARS = 120;

export const githubSearchAdapter: Adapter<GithubSearchSettings> = {
  kind: KIND,
  settings: GithubSearchSettings,

  requests(settings, ctx) {
    const since = new Date(ctx.now.getTime() - settings.createdWithinDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const params = new URLSearchParams({
      q: `${settings.query} created:>${since}`,
      sort: "stars",
      order: "desc",
      per_page: String(settings.perPage),
    });
    const headers: Record<string, string> = {
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
    };
    const token = ctx.secrets.GITHUB_TOKEN;
    if (token) headers.authorization = `Bearer ${token}`;
    return [{ url: `https://api.github.com/search/repositories?${params}`, headers, accept: "json" }];
  },

  parse(res) {
    const body = parseJsonBody(KIND, res, z.unknown(), "JSON");
    const response = Response.safeParse(body);
    if (!response.success) {
      const error = ErrorBody.safeParse(body);
      if (error.success) throw new ParseError(`${KIND}: API error: ${excerpt(error.data.message, 160)}`);
      throw new ParseError(`${KIND}: body is not a search result ({total_count, items})`, {
        cause: response.error,
      });
    }
    // incomplete_results: true (the search timed out on GitHub's side) still carries good items.
    const items: RawItem[] = [];
    for (const repo of parseEach(KIND, response.data.items, Repo, "a repository")) {
      const description = repo.description?.trim() ?? "";
      const topics = repo.topics ?? [];
      items.push({
        // The numeric id survives renames and transfers; full_name does not.
        sourceId: String(repo.id),
        // "owner/repo: pitch" reads as a headline; the bare name alone says little about what the repo is.
        title: literal(
          description
            ? `${repo.full_name}: ${excerpt(description, TITLE_DESCRIPTION_CHARS)}`
            : repo.full_name,
        ),
        content: literal(
          [
            description && !/[.!?…]$/.test(description) ? `${description}.` : description,
            topics.length ? `Topics: ${topics.join(", ")}.` : "",
            repo.language ? `Language: ${repo.language}.` : "",
          ]
            .filter(Boolean)
            .join(" "),
        ),
        url: repo.html_url,
        author: repo.owner?.login,
        engagement:
          typeof repo.stargazers_count === "number"
            ? { metric: "stars", value: repo.stargazers_count }
            : undefined,
        publishedAt: toDate(repo.created_at),
      });
    }
    return items;
  },
};
