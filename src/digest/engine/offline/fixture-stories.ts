import type { MomentumComponents, Stage } from "../../../pulse/engine/types.js";

/**
 * Ten of the replay snapshot's stories (snapshot/sources/STORIES.md, S1–S10) as test data for the digest engines
 * (test-only; excluded from the build): each told by the sources that fit it, in their own words, with Pulse-like
 * titles, summaries, stages and momentum.
 */

/** [source, headline, content]: one story's items. */
export type Told = [string, string, string];

export interface Story {
  id: number;
  title: string;
  summary: string;
  stage: Stage;
  momentum: number;
  components: MomentumComponents;
  items: Told[];
}

const c = (volume: number, acceleration: number, diversity: number, engagement: number, recency: number) => ({
  volume,
  acceleration,
  diversity,
  engagement,
  recency,
});

/** Ten of the snapshot's stories (S1–S10), with Pulse-like titles, summaries, stages and momentum. */
export const STORIES: Story[] = [
  {
    id: 101,
    title: "OpenAI ships GPT-5.5 with native computer-use agents",
    summary:
      "OpenAI released GPT-5.5, which can operate a desktop and browser directly. A cheaper mini tier cuts prices for high-volume agents by 60%. Early users praise form filling but worry about checkout pages.",
    stage: "peak",
    momentum: 0.86,
    components: c(0.9, 0.4, 0.85, 0.8, 0.7),
    items: [
      [
        "lab-blogs",
        "Introducing GPT-5.5",
        "Today we are releasing GPT-5.5, our most capable model yet, with native computer use and a new mini tier priced for high-volume agents.",
      ],
      [
        "hackernews",
        "GPT-5.5 ships with native computer-use agents",
        "OpenAI's new model can operate a desktop and browser directly; the mini tier cuts prices by 60%.",
      ],
      [
        "theverge-ai",
        "OpenAI's GPT-5.5 can now use your computer for you - The Verge",
        "The new model clicks, types and navigates apps on its own, and a cheaper mini version arrives for developers.",
      ],
      [
        "techcrunch-ai",
        "OpenAI launches GPT-5.5 with computer-use agents and a cheaper mini tier",
        "OpenAI on Thursday launched GPT-5.5, adding agents that control a computer and a mini tier for cost-sensitive developers.",
      ],
      [
        "reddit-artificial",
        "GPT-5.5 computer use is impressive but the safety story worries me",
        "Tried the agent mode for an hour. Great at forms, scary at checkout pages.",
      ],
      ["mastodon", "GPT-5.5 just booked my train ticket. Impressive, and a little unsettling.", ""],
      [
        "polymarket",
        "GPT-6 released before 2027?",
        "Market on whether OpenAI releases GPT-6 before January 1, 2027. Yes trades at 34%.",
      ],
      [
        "hackernews",
        "Ask HN: Is anyone running GPT-5.5 computer-use agents in production?",
        "Curious about failure modes and cost at scale.",
      ],
    ],
  },
  {
    id: 102,
    title: "EU proposes delaying the AI Act's high-risk obligations by 12 months",
    summary:
      "The European Commission's digital omnibus would push the AI Act's high-risk obligations back by a year. Civil-society groups called it a gift to lobbyists, while industry groups welcomed more time to comply.",
    stage: "building",
    momentum: 0.74,
    components: c(0.7, 0.8, 0.75, 0.6, 0.8),
    items: [
      [
        "google-news-ai-policy",
        "EU Commission proposes 12-month delay to AI Act high-risk rules - Reuters",
        "The European Commission proposed on Wednesday to delay the AI Act's high-risk obligations by 12 months as part of its digital omnibus.",
      ],
      [
        "google-news-ai-policy",
        "Brussels digital omnibus would push back AI Act obligations - Financial Times",
        "Officials say companies need more time to prepare for the AI Act's strictest rules.",
      ],
      [
        "theverge-ai",
        "The EU wants to delay the strictest parts of its AI Act",
        "The proposal still needs approval from the Parliament and member states.",
      ],
      [
        "hackernews",
        "EU proposes delaying AI Act high-risk obligations by a year",
        "Discussion of what the digital omnibus means for companies shipping AI in Europe.",
      ],
      [
        "reddit-artificial",
        "EU delaying the AI Act is a bad sign for regulation",
        "Feels like the lobbying worked. Disappointing.",
      ],
      ["mastodon", "The AI Act delay is a gift to lobbyists. Disappointing and dangerous.", ""],
    ],
  },
  {
    id: 103,
    title: "Mistral AI raises €1.7B Series D led by ASML",
    summary:
      "Mistral AI raised €1.7B at a €14B valuation in a round led by ASML. The company plans to spend much of it on Nvidia GPUs for its own compute in France.",
    stage: "building",
    momentum: 0.63,
    components: c(0.5, 0.7, 0.6, 0.5, 0.9),
    items: [
      [
        "techcrunch-ai",
        "Mistral AI raises €1.7B Series D led by ASML at €14B valuation",
        "The French lab's round is the largest ever for a European AI company.",
      ],
      [
        "venturebeat-ai",
        "Mistral's €1.7B round will buy Nvidia GPUs for Europe's best-funded AI lab",
        "Mistral says it will build a new data center near Paris.",
      ],
      ["hackernews", "Mistral AI raises €1.7B led by ASML", "Discussion thread."],
      [
        "google-news-ai-policy",
        "Mistral funding round seen as boost for European AI sovereignty - Politico Europe",
        "Officials welcomed the round as a win for European independence in AI.",
      ],
    ],
  },
  {
    id: 104,
    title: "Qwen3.5-72B open weights top open models on coding benchmarks",
    summary:
      "Alibaba's Qwen team released Qwen3.5-72B under Apache-2.0 with a technical report. Local users report strong coding results and fast 4-bit quantised inference on consumer GPUs.",
    stage: "building",
    momentum: 0.58,
    components: c(0.6, 0.5, 0.7, 0.7, 0.6),
    items: [
      ["hf-models", "Qwen/Qwen3.5-72B-Instruct", "Text generation model, 72B parameters, Apache-2.0."],
      [
        "reddit-localllama",
        "Qwen3.5-72B tops every open coding benchmark I've tried",
        "Beats models twice its size on my private eval. Great release.",
      ],
      ["reddit-localllama", "Qwen3.5-72B Q4 quants running at 18 tok/s on dual 3090s", "Setup notes inside."],
      ["hackernews", "Qwen3.5-72B open weights beat larger models on coding benchmarks", ""],
      [
        "hf-papers",
        "Qwen3.5 Technical Report",
        "We present Qwen3.5, a family of open-weight language models.",
      ],
      [
        "arxiv",
        "Qwen3.5 Technical Report",
        "We present Qwen3.5, a family of open-weight language models with strong coding ability.",
      ],
    ],
  },
  {
    id: 105,
    title: "Nvidia posts $62B data-center quarter and guides above estimates",
    summary:
      "Nvidia reported third-quarter data-center revenue of $62B and guided above analysts' estimates. Prediction markets moved on whether it ends the year as the world's largest company.",
    stage: "fading",
    momentum: 0.41,
    components: c(0.4, 0.1, 0.6, 0.5, 0.3),
    items: [
      [
        "sec-edgar",
        "NVIDIA CORP 8-K: Results of Operations and Financial Condition",
        "Item 2.02 Results of Operations and Financial Condition.",
      ],
      [
        "techcrunch-ai",
        "Nvidia's data-center revenue hits $62B as guidance beats estimates",
        "Demand for AI chips shows no sign of slowing, the company said.",
      ],
      ["hackernews", "Nvidia Q3 FY2027: data-center revenue $62B", ""],
      ["polymarket", "Nvidia largest company in the world by Dec 31?", "Yes trades at 71%."],
    ],
  },
  {
    id: 106,
    title: "Lookahead Drafting claims 3× faster LLM inference with speculative decoding",
    summary:
      "A new paper proposes Lookahead Drafting, speculative decoding with multi-step draft trees, and reports 3× faster inference without quality loss. Code is on GitHub.",
    stage: "emerging",
    momentum: 0.47,
    components: c(0.4, 0.9, 0.6, 0.6, 0.8),
    items: [
      [
        "arxiv",
        "Lookahead Drafting: Speculative Decoding with Multi-Step Draft Trees",
        "We propose Lookahead Drafting, which yields 3x faster LLM inference with no loss in quality.",
      ],
      [
        "hf-papers",
        "Lookahead Drafting: Speculative Decoding with Multi-Step Draft Trees",
        "3x faster LLM inference with draft trees.",
      ],
      [
        "reddit-machinelearning",
        "[R] Lookahead Drafting: 3x faster LLM inference with no quality loss",
        "Paper and code linked.",
      ],
      [
        "github",
        "lookahead-drafting/lookahead-drafting",
        "Official implementation of Lookahead Drafting: speculative decoding with draft trees.",
      ],
      ["hackernews", "Lookahead Drafting: 3x faster LLM inference [pdf]", ""],
    ],
  },
  {
    id: 107,
    title: "Forgecode raises $300M Series B and launches Forgecode Teams",
    summary:
      "AI coding-agent startup Forgecode raised $300M and launched Forgecode Teams for engineering organisations. Developers trying it on legacy code report mixed results.",
    stage: "emerging",
    momentum: 0.52,
    components: c(0.5, 0.8, 0.7, 0.4, 0.9),
    items: [
      [
        "producthunt",
        "Forgecode Teams - AI coding agents for your whole engineering org",
        "Plan, review and ship with agents that share your codebase context.",
      ],
      [
        "techcrunch-ai",
        "Forgecode raises $300M Series B to bring coding agents to enterprise teams",
        "The round values the company at $2.4B.",
      ],
      ["venturebeat-ai", "Forgecode's $300M round signals investor appetite for coding agents", ""],
      [
        "devto",
        "I tried Forgecode Teams on a legacy Rails app: here's what happened",
        "Some wins, some painful failures.",
      ],
      ["hackernews", "Forgecode raises $300M Series B", ""],
    ],
  },
  {
    id: 108,
    title: "California AG investigates AI companion chatbots over minors",
    summary:
      "California's attorney general opened an investigation into AI companion chatbots and their effect on minors. Parents' groups welcomed the probe.",
    stage: "building",
    momentum: 0.55,
    components: c(0.4, 0.6, 0.7, 0.5, 0.7),
    items: [
      [
        "google-news-ai-policy",
        "California attorney general opens probe into AI companion chatbots and minors - Los Angeles Times",
        "The investigation targets apps marketed to teenagers.",
      ],
      ["theverge-ai", "California is investigating AI companion apps over harm to kids", ""],
      ["reddit-artificial", "California AG investigating companion chatbots, about time", ""],
      ["mastodon", "Good. Companion chatbots marketed to teens are dangerous.", ""],
    ],
  },
  {
    id: 109,
    title: "AlphaProof 2 solves five of six IMO 2026 problems with formal proofs",
    summary:
      "Google DeepMind's AlphaProof 2 solved five of six IMO 2026 problems with machine-checked Lean proofs. Researchers called it a remarkable milestone for formal reasoning.",
    stage: "peak",
    momentum: 0.69,
    components: c(0.6, 0.3, 0.8, 0.9, 0.6),
    items: [
      [
        "lab-blogs",
        "AlphaProof 2 solves five of six IMO 2026 problems with formal proofs",
        "Our system produced complete Lean proofs for five of the six problems.",
      ],
      ["hackernews", "AlphaProof 2 solves 5 of 6 IMO problems with Lean proofs", ""],
      ["reddit-machinelearning", "[N] DeepMind's AlphaProof 2 reaches IMO gold level with formal proofs", ""],
      [
        "arxiv",
        "Scaling Formal Reasoning with Reinforcement Learning in Lean 4",
        "We describe the training of AlphaProof 2.",
      ],
      ["mastodon", "AlphaProof 2 getting 5/6 at the IMO with verified proofs is a remarkable milestone.", ""],
    ],
  },
  {
    id: 110,
    title: "llama.cpp adds multi-token prediction for faster decoding on Apple M5",
    summary:
      "llama.cpp's latest release adds multi-token prediction, with about 40% faster decoding reported on Apple M5 machines.",
    stage: "emerging",
    momentum: 0.38,
    components: c(0.4, 0.7, 0.6, 0.5, 0.9),
    items: [
      [
        "github",
        "ggml-org/llama.cpp",
        "Release b5120: multi-token prediction support, ~40% faster decoding on Apple M5.",
      ],
      ["reddit-localllama", "llama.cpp now supports multi-token prediction: 40% faster on my M5 MacBook", ""],
      ["hackernews", "llama.cpp adds multi-token prediction", ""],
      ["lobsters", "Multi-token prediction in llama.cpp", ""],
      ["devto", "Benchmarking llama.cpp multi-token prediction on Apple M5", ""],
    ],
  },
];
