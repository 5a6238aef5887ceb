import type { SourceSpec } from "./types.js";

/**
 * The built-in roster: 20 public sources across six domains, so that cross-domain insights are possible. Ids are
 * stable (they are what `sourcesUsed` lists). All are key-less; GitHub takes an optional `GITHUB_TOKEN`.
 * Settings are validated by each adapter's schema at start-up; an operator's `SOURCES_FILE` replaces this list.
 */
export const BUILT_IN_ROSTER: readonly SourceSpec[] = [
  {
    id: "hackernews",
    name: "Hacker News",
    domain: "community",
    adapter: "hn-algolia",
    settings: { query: "", minPoints: 20, hitsPerPage: 100, lookbackHours: 24 },
  },
  {
    id: "lobsters",
    name: "Lobsters",
    domain: "dev",
    adapter: "lobsters",
    settings: { url: "https://lobste.rs/hottest.json" },
  },
  {
    id: "reddit-machinelearning",
    name: "r/MachineLearning",
    domain: "ai-research",
    adapter: "reddit",
    settings: { subreddit: "MachineLearning", listing: "hot", limit: 50 },
  },
  {
    id: "reddit-localllama",
    name: "r/LocalLLaMA",
    domain: "dev",
    adapter: "reddit",
    settings: { subreddit: "LocalLLaMA", listing: "hot", limit: 50 },
  },
  {
    id: "reddit-artificial",
    name: "r/artificial",
    domain: "community",
    adapter: "reddit",
    settings: { subreddit: "artificial", listing: "hot", limit: 50 },
  },
  {
    id: "github",
    name: "GitHub repository search",
    domain: "dev",
    adapter: "github-search",
    settings: { query: "llm OR agent OR ai", createdWithinDays: 7, perPage: 50 },
  },
  {
    id: "arxiv",
    name: "arXiv (cs.AI, cs.CL, cs.LG)",
    domain: "ai-research",
    adapter: "arxiv",
    settings: { categories: ["cs.AI", "cs.CL", "cs.LG"], maxResults: 100 },
    // arXiv's API terms ask for one request every 3 seconds.
    minIntervalMs: 3000,
    timeoutMs: 20_000,
  },
  {
    id: "hf-papers",
    name: "Hugging Face daily papers",
    domain: "ai-research",
    adapter: "hf-daily-papers",
    settings: { limit: 50 },
  },
  {
    id: "hf-models",
    name: "Hugging Face trending models",
    domain: "dev",
    adapter: "hf-models",
    settings: { sort: "trendingScore", limit: 50 },
  },
  {
    id: "producthunt",
    name: "Product Hunt",
    domain: "ai-business",
    adapter: "feed",
    // `published` is when a post was drafted, often weeks before it launches: see docs/sources.md.
    settings: {
      urls: ["https://www.producthunt.com/feed?category=artificial-intelligence"],
      dateFrom: "updated",
    },
  },
  {
    id: "techcrunch-ai",
    name: "TechCrunch AI",
    domain: "ai-business",
    adapter: "feed",
    settings: { urls: ["https://techcrunch.com/category/artificial-intelligence/feed/"] },
  },
  {
    id: "venturebeat-ai",
    name: "VentureBeat AI",
    domain: "ai-business",
    adapter: "feed",
    settings: { urls: ["https://venturebeat.com/category/ai/feed/"] },
  },
  {
    id: "theverge-ai",
    name: "The Verge AI",
    domain: "ai-business",
    adapter: "feed",
    settings: { urls: ["https://www.theverge.com/rss/ai-artificial-intelligence/index.xml"] },
  },
  {
    id: "google-news-ai-policy",
    name: "Google News: AI policy",
    domain: "policy",
    adapter: "feed",
    settings: {
      urls: [
        "https://news.google.com/rss/search?q=%22AI%22+(regulation+OR+policy+OR+lawmakers)+when:1d&hl=en-US&gl=US&ceid=US:en",
      ],
    },
  },
  {
    id: "polymarket",
    name: "Polymarket (AI markets)",
    domain: "markets",
    adapter: "polymarket",
    settings: { tagSlug: "ai", limit: 50 },
  },
  {
    id: "sec-edgar",
    name: "SEC EDGAR full-text search",
    domain: "markets",
    adapter: "sec-edgar",
    settings: { query: '"artificial intelligence"', forms: ["8-K", "S-1", "10-Q"], lookbackDays: 3 },
  },
  {
    id: "lab-blogs",
    name: "AI lab blogs (OpenAI, Google DeepMind, Hugging Face)",
    domain: "ai-research",
    adapter: "feed",
    settings: {
      urls: [
        "https://openai.com/news/rss.xml",
        "https://deepmind.google/blog/rss.xml",
        "https://huggingface.co/blog/feed.xml",
      ],
    },
  },
  {
    id: "devto",
    name: "DEV Community",
    domain: "dev",
    adapter: "devto",
    settings: { tag: "ai", topDays: 1, perPage: 50 },
  },
  {
    id: "stackexchange",
    name: "Stack Overflow (LLM tags)",
    domain: "dev",
    adapter: "stackexchange",
    settings: { site: "stackoverflow", tagged: "large-language-model", pageSize: 50 },
  },
  {
    id: "mastodon",
    name: "Mastodon #ai",
    domain: "community",
    adapter: "mastodon",
    settings: { instance: "https://mastodon.social", tag: "ai", limit: 40 },
  },
];
