import { arxivAdapter } from "./adapters/arxiv.js";
import { devtoAdapter } from "./adapters/devto.js";
import { feedAdapter } from "./adapters/feed.js";
import { githubSearchAdapter } from "./adapters/github-search.js";
import { hfDailyPapersAdapter } from "./adapters/hf-daily-papers.js";
import { hfModelsAdapter } from "./adapters/hf-models.js";
import { hnAlgoliaAdapter } from "./adapters/hn-algolia.js";
import { lobstersAdapter } from "./adapters/lobsters.js";
import { mastodonAdapter } from "./adapters/mastodon.js";
import { polymarketAdapter } from "./adapters/polymarket.js";
import { redditAdapter } from "./adapters/reddit.js";
import { secEdgarAdapter } from "./adapters/sec-edgar.js";
import { stackexchangeAdapter } from "./adapters/stackexchange.js";
import type { Adapter } from "./types.js";

/** Every adapter, one per API shape, by the `adapter` name a roster entry uses. Add a new one here. */
export const ADAPTERS: ReadonlyMap<string, Adapter<unknown>> = new Map(
  (
    [
      feedAdapter,
      arxivAdapter,
      hnAlgoliaAdapter,
      lobstersAdapter,
      redditAdapter,
      githubSearchAdapter,
      hfDailyPapersAdapter,
      hfModelsAdapter,
      polymarketAdapter,
      secEdgarAdapter,
      devtoAdapter,
      stackexchangeAdapter,
      mastodonAdapter,
    ] as Adapter<unknown>[]
  ).map((a) => [a.kind, a]),
);
