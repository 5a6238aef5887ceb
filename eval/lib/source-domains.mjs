// Which domain each of the 20 sources files its items under (src/sources/roster.ts), for the evaluation sets'
// builders and checker.
export const SOURCE_DOMAIN = {
  hackernews: "community",
  lobsters: "dev",
  "reddit-machinelearning": "ai-research",
  "reddit-localllama": "dev",
  "reddit-artificial": "community",
  github: "dev",
  arxiv: "ai-research",
  "hf-papers": "ai-research",
  "hf-models": "dev",
  producthunt: "ai-business",
  "techcrunch-ai": "ai-business",
  "venturebeat-ai": "ai-business",
  "theverge-ai": "ai-business",
  "google-news-ai-policy": "policy",
  polymarket: "markets",
  "sec-edgar": "markets",
  "lab-blogs": "ai-research",
  devto: "dev",
  stackexchange: "dev",
  mastodon: "community",
};
