// Research and models: two inference-speed papers, two benchmark stories, a diffusion LM, science models,
// a third "4" open model (OLMo 4, next to DeepSeek V4 and Gemma 4), and three product launches.
export default [
  {
    story: "arc-agi-3-interim-results",
    items: [
      ["lab-blogs", "16 14:00", "ARC-AGI-3 interim results: a 38% agent, and what it does and doesn't tell us", "Six months into ARC Prize 2026, the best verified agent on the interactive ARC-AGI-3 games scores 38%, up from 12% in June. Frontier chat models score between 9% and 21%; human testers solve every game. The leading entry, from Basis Labs, pairs a 7B model with learned world models and program search.", { url: "https://arcprize.org/blog/arc-agi-3-interim-results" }],
      ["hackernews", "16 15", "ARC-AGI-3 interim leaderboard: best agent 38%, humans 100%", "", { url: "https://arcprize.org/blog/arc-agi-3-interim-results", eng: 318 }],
      ["arxiv", "16 06", "Program Search with Learned World Models for Interactive Abstraction Games", "We describe an agent for ARC-AGI-3 that learns a compact world model of each game from a few interactions and searches over programs in a domain-specific language to reach goal states. Using a 7B language model as a proposal distribution, the agent solves 38% of the semi-private evaluation games, compared with 21% for the strongest frontier model baseline.", { paper: "arc3" }],
      ["reddit-machinelearning", "16 17", "[D] Basis Labs got 38% on ARC-AGI-3 with a 7B model plus search. Is this the real thing?", "The frontier models are stuck around 20% and a small lab with a small model and a lot of search doubles it. Either the benchmark rewards search more than 'intelligence' or scale isn't the bottleneck here. Which is it?"],
      ["mastodon", "16 21", "The ARC-AGI-3 interim results are a nice reminder", "The ARC-AGI-3 interim results are a nice reminder that 'biggest model' and 'best at novel problems' are still different leaderboards.", { instance: "sigmoid.social" }],
      ["hf-papers", "17 10", "Program Search with Learned World Models for Interactive Abstraction Games", "An agent for ARC-AGI-3 that learns compact world models of each game and searches over DSL programs, solving 38% of semi-private games with a 7B proposal model.", { paper: "arc3", eng: 64 }],
      ["polymarket", "17 13", "Will an AI score 50% or higher on ARC-AGI-3 in 2026?", "Yes 18% (+9 pts in 24 h) · No 82% · 24 h volume $27K · ends 2026-12-31. Resolves Yes if the ARC Prize Foundation reports a verified score of 50% or more on the ARC-AGI-3 semi-private set before January 1, 2027."],
    ],
  },
  {
    story: "swe-bench-contamination",
    items: [
      ["arxiv", "20 06", "Memorized, Not Solved: Contamination Inflates SWE-bench Verified Scores by up to 14 Points", "We show that recent language models can reproduce the gold patch for a large fraction of SWE-bench Verified instances given only the repository name and issue number, without the issue text. On a decontaminated re-creation of 300 tasks from post-cutoff issues, agent resolve rates fall by 6 to 14 points. We release the new task set, SWE-bench Fresh, and recommend it for model comparisons.", { paper: "swefresh" }],
      ["hf-papers", "20 14", "Memorized, Not Solved: Contamination Inflates SWE-bench Verified Scores by up to 14 Points", "Models reproduce SWE-bench Verified gold patches from the issue number alone; on a decontaminated set of post-cutoff tasks, resolve rates drop 6 to 14 points.", { paper: "swefresh", eng: 97 }],
      ["reddit-machinelearning", "20 16", "[R] SWE-bench Verified scores are inflated by memorization: models reproduce gold patches from issue IDs alone", "New paper builds 'SWE-bench Fresh' from issues opened after every model's cutoff. The top three agents lose 6-14 points, and the ranking changes. Not surprising, but the magnitude is."],
      ["hackernews", "20 19", "Frontier models can recite SWE-bench gold patches from the issue number alone", "", { arxivOf: "swefresh", eng: 402 }],
      ["mastodon", "21 09", "New paper: SWE-bench Verified is contaminated enough to reorder the leaderboard", "New paper: SWE-bench Verified is contaminated enough to reorder the leaderboard. Every launch post this month led with that number. Use the fresh split, people.", { instance: "sigmoid.social" }],
      ["lobsters", "21 12", "Your coding benchmark is in the training set", "On the SWE-bench memorization paper, and why every public benchmark has a half-life. <p>Tags: ai, testing</p>"],
      ["venturebeat-ai", "21 15", "New research casts doubt on the coding benchmark every AI lab cites", "The paper does not name launch claims directly, but the 86.1% that Anthropic announced for Claude Opus 5 this week and similar numbers from rivals are all on the split researchers say is contaminated. What enterprise evaluators should use instead."],
    ],
  },
  {
    story: "sievekv-paper",
    items: [
      ["arxiv", "10 06", "SieveKV: Eight-Fold KV Cache Compression Without Losing Long-Context Recall", "Key-value caches dominate memory for long-context inference. We introduce SieveKV, a query-agnostic eviction method that scores cached tokens by how well the model can reconstruct the context from them, and keeps only the top eighth. On RULER and LongBench v2, SieveKV at 8x compression matches the full cache within 0.6 points and outperforms prior eviction methods by 9 points at 128K tokens.", { paper: "sievekv" }],
      ["hf-papers", "10 12", "SieveKV: Eight-Fold KV Cache Compression Without Losing Long-Context Recall", "A query-agnostic KV cache eviction method that keeps the tokens that best reconstruct the context; 8x compression within 0.6 points of the full cache on RULER.", { paper: "sievekv", eng: 141 }],
      ["reddit-machinelearning", "10 15", "[R] SieveKV: 8x KV cache compression that keeps needle-in-a-haystack recall", "The trick is scoring tokens by context reconstruction instead of attention to the current query, so the compressed cache works for follow-up questions too. Code is out. Curious how it interacts with GQA and MLA models."],
      ["github", "11 08", "sievekv/sievekv: Official implementation of SieveKV: Eight-Fold KV Cache Compression Without Losing Long-Context Recall", "Official implementation of SieveKV. Drop-in cache class for Hugging Face transformers, vLLM integration in progress. Topics: llm, kv-cache, long-context, inference."],
      ["reddit-localllama", "11 11", "SieveKV could let us run 128K context on a 24GB card. Draft PR already open on llama.cpp", "Tried their transformers implementation on Qwen3-14B: 128K context KV cache went from 20GB to 2.5GB and my long-document QA tests barely changed. The llama.cpp PR is early but promising."],
      ["hackernews", "11 14", "SieveKV: 8x smaller KV cache with no loss in long-context recall", "", { arxivOf: "sievekv", eng: 164 }],
      ["mastodon", "11 18", "The SieveKV paper is the kind of boring, useful result", "The SieveKV paper is the kind of boring, useful result I wish got the hype that benchmark-chasing launches do. 8x less memory for long context, simple idea, code released.", { instance: "sigmoid.social" }],
    ],
  },
  {
    story: "cascade-drafting-paper",
    items: [
      ["arxiv", "18 06", "Cascade Drafting: Hierarchical Speculative Decoding for 3x Faster LLM Inference", "Speculative decoding accelerates generation with a small draft model whose tokens are verified by the target model. We propose Cascade Drafting, which stacks drafters of increasing size so that each level verifies the one below before the target model is called. With a three-level cascade, we obtain 3.1x end-to-end speedups on Llama- and Qwen-family 70B models with provably unchanged output distributions.", { paper: "cascade" }],
      ["hf-papers", "18 13", "Cascade Drafting: Hierarchical Speculative Decoding for 3x Faster LLM Inference", "Stacks draft models of increasing size, each verifying the one below, for 3.1x lossless speedups on 70B models.", { paper: "cascade", eng: 88 }],
      ["reddit-machinelearning", "18 16", "[R] Cascade Drafting: a tower of draft models gives 3.1x lossless speedup", "Neat idea: instead of one drafter, a 0.5B drafts for a 3B which drafts for the 70B. Acceptance lengths go way up. The overhead analysis in section 4 is worth reading."],
      ["github", "18 19", "cascade-drafting/cascade: Hierarchical speculative decoding with stacked draft models", "Hierarchical speculative decoding with stacked draft models. Reference implementation for the Cascade Drafting paper, with SGLang and vLLM plugins. Topics: llm, speculative-decoding, inference."],
      ["hackernews", "19 10", "Cascade Drafting: speculative decoding with a stack of draft models, 3.1x faster", "", { arxivOf: "cascade", eng: 121 }],
      ["reddit-localllama", "19 14", "Has anyone tried a Cascade Drafting setup with llama-server's draft model support?", "The paper uses a 0.5B → 3B → 70B chain. llama-server only supports one draft model right now. Wondering if chaining two servers would get any of the speedup on a single 3090 + CPU."],
    ],
  },
  {
    story: "drift-diffusion-lm",
    items: [
      ["arxiv", "13 06", "Drift: Scaling Masked Diffusion Language Models to 16B Parameters", "We train Drift-16B, a masked diffusion language model, on 8T tokens and show that it matches autoregressive models of similar size on reasoning, code and instruction following, while generating up to 8x faster through parallel decoding of up to 64 tokens per step. We describe a block-causal noise schedule and an RL recipe adapted to diffusion.", { paper: "drift" }],
      ["hf-papers", "13 12", "Drift: Scaling Masked Diffusion Language Models to 16B Parameters", "A 16B masked diffusion LM trained on 8T tokens that matches autoregressive baselines and decodes up to 64 tokens per step.", { paper: "drift", eng: 176 }],
      ["hf-models", "13 12", "halcyon-ai/Drift-16B-Instruct", "Text generation model (transformers; safetensors). License: apache-2.0. Masked diffusion language model, 16B parameters, instruction-tuned; requires trust_remote_code."],
      ["reddit-machinelearning", "13 15", "[R] Drift-16B: diffusion LM that finally matches AR models at scale?", "Halcyon's paper claims parity with AR 14-16B models on GSM8K, HumanEval and IFEval. The parallel decoding speedup is real but drops a lot on long outputs. Still, the first open diffusion LM at this size."],
      ["reddit-localllama", "13 18", "Drift-16B diffusion model: 1,100 tok/s on one H100 in their demo. Anyone got it running locally?", "Weights are up, it needs trust_remote_code and a recent transformers. No llama.cpp support obviously. On a 4090 at bf16 it doesn't fit; 8-bit works and it is weirdly fast."],
      ["hackernews", "14 11", "Drift: a 16B diffusion language model that matches autoregressive quality", "", { url: "https://halcyon.ai/blog/drift", eng: 233 }],
      ["mastodon", "14 16", "Watching Drift generate a paragraph all at once", "Watching Drift generate a whole paragraph all at once, noise resolving into words, is the most sci-fi thing I've seen an LLM do in a while.", { instance: "sigmoid.social" }],
    ],
  },
  {
    story: "weathernext-3",
    items: [
      ["lab-blogs", "11 15:00", "WeatherNext 3: 15-day ensemble forecasts in under a minute", "Our new weather model produces a 64-member, 15-day global ensemble forecast at 0.25° resolution in 50 seconds on a single TPU, and outperforms the ECMWF ensemble on 93% of evaluated targets, including tropical cyclone tracks.", { url: "https://deepmind.google/discover/blog/weathernext-3/" }],
      ["arxiv", "11 08", "WeatherNext 3: Skillful Probabilistic Medium-Range Forecasting with Functional Generative Networks", "We present a probabilistic weather model that generates calibrated ensembles by learning a distribution over functions rather than per-step noise. Evaluated on 2024-2025, it improves CRPS over the operational ENS system on 93% of 1,320 targets and extends skillful cyclone track forecasts by 18 hours.", { paper: "wn3" }],
      ["hackernews", "11 16", "WeatherNext 3: 15-day ensemble weather forecasts in under a minute", "", { url: "https://deepmind.google/discover/blog/weathernext-3/", eng: 287 }],
      ["theverge-ai", "11 19", "Google’s new AI weather model beats the European gold standard on cyclone tracks", "Google DeepMind says WeatherNext 3 can forecast the paths of hurricanes and typhoons more accurately than traditional physics-based systems, and will feed into Google Search and Maps forecasts this winter."],
      ["mastodon", "12 08", "The WeatherNext 3 numbers on cyclone tracks are the AI story of the week", "The WeatherNext 3 numbers on cyclone tracks are, quietly, the AI story of the week. 18 more hours of skillful warning is lives saved. No chatbot required.", { instance: "sigmoid.social" }],
    ],
  },
  {
    story: "isomorphic-phase1",
    items: [
      ["theverge-ai", "19 13", "The first drug designed with Isomorphic’s AI is now being tested in people", "Isomorphic Labs, the Alphabet drug-discovery company spun out of DeepMind, said the first participant has been dosed in a Phase I trial of ISO-104, an oral cancer drug candidate designed with its AlphaFold-based platform."],
      ["techcrunch-ai", "19 14", "Isomorphic Labs doses first patient in trial of AI-designed cancer drug", "The London company said ISO-104 went from target selection to clinical candidate in 19 months. The trial will enrol about 60 patients with solid tumours in the UK and US."],
      ["hackernews", "19 16", "Isomorphic Labs begins first human trial of an AI-designed drug", "", { url: "https://www.isomorphiclabs.com/articles/first-patient-dosed-iso-104", eng: 198 }],
      ["mastodon", "20 10", "Isomorphic's first Phase I trial", "Isomorphic's first Phase I trial is a real milestone, but remember: Phase I is about safety. The hard part, showing it works better than what exists, is years away."],
    ],
  },
  {
    story: "olmo-4-release",
    items: [
      ["lab-blogs", "12 15:00", "OLMo 4: fully open models, from pretraining data to RL", "We're releasing OLMo 4 7B and 32B, with base, instruct and Think variants, together with all training data, code, intermediate checkpoints and logs. OLMo 4 32B Think is the strongest fully open reasoning model to date and is competitive with open-weight models of its size.", { url: "https://allenai.org/blog/olmo4" }],
      ["hf-models", "12 15", "allenai/OLMo-4-32B-Think", "Text generation model (transformers; safetensors). License: apache-2.0. Fully open 32B reasoning model; training data: allenai/dolma-4 and allenai/olmo-4-rl-mix."],
      ["hackernews", "12 17", "OLMo 4: a fully open 32B reasoning model with data, code and checkpoints", "", { url: "https://allenai.org/blog/olmo4", eng: 356 }],
      ["reddit-localllama", "12 19", "OLMo 4 32B Think is out, and this time it's actually competitive", "Fully open, Apache 2.0, data released. Benchmarks put it close to Qwen3-32B on math and a bit behind on code. Running the Q4 on a 3090 now, thinking traces are long but good."],
      ["reddit-machinelearning", "13 10", "[N] AI2 releases OLMo 4 with full data, checkpoints and the RL pipeline", "The tech report has ablations on midtraining data mixes that nobody else publishes. Great resource for anyone doing pretraining research on a budget."],
      ["arxiv", "13 06", "OLMo 4: Fully Open Language Models with Reasoning, from Pretraining to Reinforcement Learning", "We describe OLMo 4, a family of fully open 7B and 32B language models. We release the 6T-token Dolma 4 pretraining corpus, midtraining and post-training data, training code, more than 1,000 intermediate checkpoints and evaluation suites, and study how midtraining on reasoning traces shapes the effectiveness of subsequent reinforcement learning.", { paper: "olmo4" }],
    ],
  },
  {
    story: "gemini-35-flash",
    items: [
      ["lab-blogs", "10 16:00", "Gemini 3.5 Flash: frontier intelligence at Flash speed", "Gemini 3.5 Flash is rolling out today in the Gemini app, where it becomes the default model, and to developers in the Gemini API and Vertex AI. It outperforms Gemini 3 Pro on most benchmarks at a fraction of the cost: $0.30 per million input tokens and $2.50 per million output tokens.", { url: "https://blog.google/technology/google-deepmind/gemini-3-5-flash/" }],
      ["hackernews", "10 16", "Gemini 3.5 Flash", "", { url: "https://blog.google/technology/google-deepmind/gemini-3-5-flash/", eng: 588 }],
      ["theverge-ai", "10 17", "Google’s Gemini 3.5 Flash is faster, cheaper and now the default in the Gemini app", "Google says its newest ‘Flash’ model beats last year’s top-of-the-line Gemini 3 Pro on reasoning and coding tests, and it’s rolling out to everyone using the Gemini app starting today."],
      ["venturebeat-ai", "10 19", "Gemini 3.5 Flash undercuts rivals on price, and enterprises are noticing", "At $0.30 per million input tokens, Google's new model is a fifth of the price of comparable mid-tier models from OpenAI and Anthropic. Early testers report strong results on document extraction."],
      ["reddit-artificial", "10 21", "Gemini 3.5 Flash is now the default in the app and honestly it's better than 3 Pro for me", "Faster, less verbose, better at following formatting instructions. Google naming continues to make no sense though: why is Flash better than Pro?"],
      ["devto", "11 12", "Gemini 3.5 Flash for structured extraction: accuracy and cost vs three other models", "500 invoices, JSON schema output, four models. Gemini 3.5 Flash came out cheapest by a wide margin and second on accuracy. Code and data linked. Tags: ai, python, llm, gemini."],
      ["stackexchange", "11 15", "gemini-3.5-flash ignores thinking_budget when set through the google-genai SDK", "With google-genai 1.52 I pass ThinkingConfig(thinking_budget=0) for gemini-3.5-flash but usage metadata still reports thousands of thoughts tokens. The same config works for gemini-2.5-flash. Is the parameter renamed? Tagged python, google-gemini, google-genai."],
    ],
  },
  {
    story: "runway-gen5-launch",
    items: [
      ["producthunt", "16 08", "Runway Gen-5 — One-minute video shots with native sound", "Generate continuous shots up to 60 seconds with synchronized dialogue, effects and music, keep characters consistent across scenes, and direct the camera with references."],
      ["theverge-ai", "16 15", "Runway’s Gen-5 makes minute-long AI videos with sound", "The startup’s newest video model can produce single shots up to a minute long with synchronized audio, and keeps a character’s face and clothing consistent from one scene to the next."],
      ["techcrunch-ai", "16 16", "Runway launches Gen-5 as the AI video race with Google and OpenAI heats up", "Runway says Gen-5 is available to paid subscribers today, with an API for studios. The company is competing with Google’s Veo and OpenAI’s Sora for deals with Hollywood and advertising firms."],
      ["hackernews", "16 18", "Runway Gen-5", "", { url: "https://runwayml.com/research/introducing-runway-gen-5", eng: 211 }],
      ["reddit-artificial", "17 09", "Runway Gen-5 one-minute shots are wild. Character consistency is finally there.", "Made a 3-scene short with the same two characters. Hands still occasionally cursed, lip sync good, music generic. This is the first time I'd consider using AI video for an actual client draft."],
      ["mastodon", "17 13", "Runway Gen-5's demo reel has a minute-long shot", "Runway Gen-5's demo reel has a minute-long shot of a woman walking through a market and it's good enough that I'm now suspicious of every video I see. Great."],
    ],
  },
  {
    story: "siri-gemini-beta",
    items: [
      ["theverge-ai", "18 18", "The first Gemini-powered Siri is in the iOS 26.2 beta", "Apple released a developer beta on Wednesday that lets Siri answer open-ended questions using a custom Gemini model running on Apple’s Private Cloud Compute servers, the first public sign of its deal with Google."],
      ["techcrunch-ai", "18 19", "iOS 26.2 beta brings Google’s Gemini to Siri", "The new Siri can summarize web results, answer follow-up questions and take actions in apps. Apple does not mention Google by name in the beta, but the feature is built on a Gemini model Apple is reportedly paying about $1 billion a year for."],
      ["hackernews", "18 20", "iOS 26.2 beta 1 brings the new LLM Siri", "", { url: "https://www.macrumors.com/2026/11/18/ios-26-2-beta-1-new-siri/", eng: 227 }],
      ["reddit-artificial", "19 09", "Tried the Gemini-powered Siri in iOS 26.2 beta. It's... actually good?", "Follow-ups work, it understands what's on screen, it set a reminder based on an email. It still can't do anything in third-party apps that haven't adopted the new intents. Huge improvement over old Siri."],
      ["mastodon", "19 12", "The new Siri runs on Gemini and Apple's marketing is working very hard", "The new Siri runs on Gemini and Apple's marketing is working very hard to never say the word Google."],
      ["polymarket", "19 15", "New Siri released to the public before April 2027?", "Yes 77% (+12 pts in 24 h) · No 23% · 24 h volume $14K · ends 2027-03-31. Resolves Yes if Apple ships a non-beta iOS release with the LLM-based Siri to the general public before April 1, 2027."],
    ],
  },
  {
    story: "chatgpt-ads-launch",
    items: [
      ["theverge-ai", "19 16", "ChatGPT is getting ads", "OpenAI will start showing ‘sponsored suggestions’ to logged-in US users on the free and Go plans, placed below ChatGPT’s answers when a conversation is about shopping or travel. Plus, Pro and Enterprise users won’t see them."],
      ["techcrunch-ai", "19 16", "OpenAI begins testing ads in ChatGPT for free users in the US", "OpenAI said the ads will never change ChatGPT’s answers, won’t appear in conversations about health, politics or with users under 18, and that advertisers won’t get access to chat contents."],
      ["hackernews", "19 17", "Our approach to advertising in ChatGPT", "", { url: "https://openai.com/index/advertising-in-chatgpt/", eng: 621 }],
      ["reddit-artificial", "19 19", "ChatGPT ads are here. It was always going to happen.", "800 million weekly users, most of them free. The 'we'll never let ads influence answers' line is exactly what Google said about search in 2000."],
      ["mastodon", "19 21", "ChatGPT launching ads is the least surprising news of the year", "ChatGPT launching ads is the least surprising news of the year. The enshittification clock starts now. Place your bets on how long 'clearly separated from answers' lasts."],
      ["venturebeat-ai", "20 11", "ChatGPT ads could be a $25B business, but brand-safety teams have questions", "Ad buyers say conversational placements could command premium prices, but want to know how OpenAI will decide what counts as a commercial conversation, and whether measurement will be independent."],
      ["google-news-ai-policy", "20 17", "Senators press OpenAI to keep ads out of conversations with teens - The Hill", "Two senators asked OpenAI to explain how it verifies users’ ages before showing ads in ChatGPT and whether conversation data will be used to target advertising, citing the company’s launch of sponsored suggestions this week."],
    ],
  },
];
