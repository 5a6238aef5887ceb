import type { z } from "zod";

/**
 * Contracts of the collector. A roster entry names an adapter (one per API shape) and gives it settings; the adapter
 * says which requests to make and turns each fetched body into raw items; the normaliser (`normalize.ts`) turns raw
 * items into content items. Adapters never fetch, never touch the store and never read the clock themselves.
 */

export const SOURCE_DOMAINS = [
  "ai-research",
  "ai-business",
  "dev",
  "markets",
  "policy",
  "community",
] as const;
export type SourceDomain = (typeof SOURCE_DOMAINS)[number];

/** One entry of the roster (built-in or `SOURCES_FILE`). `settings` is validated by the adapter's own schema. */
export interface SourceSpec {
  /** Stable id: what `sourcesUsed` lists and what content items carry in `source`. */
  id: string;
  name: string;
  domain: SourceDomain;
  adapter: string;
  settings: Record<string, unknown>;
  /** Per-request timeout for this source, ms. */
  timeoutMs?: number | undefined;
  /** Minimum spacing between two requests to this source's host, ms (arXiv asks for 3 s). */
  minIntervalMs?: number | undefined;
  enabled?: boolean | undefined;
}

/** What an adapter asks the fetcher for. */
export interface SourceRequest {
  url: string;
  headers?: Record<string, string>;
  /** Expected body kind, used to refuse a wrong content type early (an HTML error page instead of JSON). */
  accept: "json" | "xml" | "feed";
}

/** A successful (2xx) fetched body as the adapter sees it. */
export interface FetchedBody {
  /** Final URL after redirects: the base for relative links. */
  url: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface AdapterContext {
  /** Operator's contact (email or URL), for APIs that want one in the User-Agent or a query. */
  contact: string | undefined;
  /** Optional credentials from the environment (e.g. a GitHub token); never logged. */
  secrets: Readonly<Record<string, string | undefined>>;
  now: Date;
  /**
   * Asks the fetcher not to call this request's host again for `ms` (Stack Exchange's `backoff` field lives in the
   * body, so only the adapter can see it).
   */
  backoff(ms: number): void;
}

/** What an adapter extracts from one body, before normalisation. Text may still hold HTML and entities. */
export interface RawItem {
  /** The source's own id of the item (HN objectID, Reddit t3 id, feed guid…); falls back to the URL. */
  sourceId: string;
  title: string;
  /** Body text or summary, HTML allowed: the normaliser strips and truncates it. */
  content: string;
  /** Absolute or relative (resolved against the fetched URL) link to the item. */
  url: string;
  author?: string | undefined;
  /** Raw engagement in the source's own unit; normalised per source later. */
  engagement?: { metric: EngagementMetric; value: number } | undefined;
  publishedAt?: Date | undefined;
}

export type EngagementMetric =
  | "points"
  | "votes"
  | "comments"
  | "stars"
  | "likes"
  | "downloads"
  | "volume"
  | "score"
  | "reactions"
  | "boosts";

export interface Adapter<S = unknown> {
  /** The `adapter` value that selects it in a roster entry. */
  readonly kind: string;
  readonly settings: z.ZodType<S>;
  /**
   * Why this API needs the operator's contact (`OPERATOR_CONTACT`) in the User-Agent. When set, a live collector
   * whose roster enables the adapter refuses to start without a contact (see `contact.ts`).
   */
  readonly contactRequired?: string;
  requests(settings: S, ctx: AdapterContext): SourceRequest[];
  /** Throws `ParseError` when the body is not what the API returns. */
  parse(res: FetchedBody, settings: S, ctx: AdapterContext): RawItem[];
}

/** A body that does not have the shape its API promises: reported as the source's error, never a crash. */
export class ParseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ParseError";
  }
}

/** A normalised content item, as stored. */
export interface ContentItem {
  source: string;
  sourceId: string;
  title: string;
  /** Plain text excerpt, HTML stripped, entities decoded, at most 1,000 characters. */
  content: string;
  /** Canonical URL: no tracking parameters, no fragment, redirect links resolved where the feed gives them. */
  url: string;
  author: string | undefined;
  engagement:
    | {
        metric: EngagementMetric;
        value: number;
        /** Percentile of `value` among the source's items of the same run, in [0, 1]. */
        score: number;
      }
    | undefined;
  /** When the source published it; the fetch time when the source gives no date. */
  publishedAt: Date;
  /** True when `publishedAt` came from the source rather than the fetch time. */
  publishedAtKnown: boolean;
  fetchedAt: Date;
  domain: SourceDomain;
}

/** A stored item: its integer id, its story (near-duplicate group) and the other sources that carried it. */
export interface StoredContentItem extends ContentItem {
  id: number;
  /** Id of the first item of its near-duplicate group (its own id when it has none). */
  storyId: number;
  alsoSeenIn: { source: string; sourceId: string; url: string }[];
  firstSeenAt: Date;
}
