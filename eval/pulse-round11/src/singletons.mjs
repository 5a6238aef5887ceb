// Items that belong to no story: one-off news, how-tos, questions, essays, releases nobody else covers,
// single-source papers, filings and markets that no event of the week moved.
// Near misses (a topic or entity with a story this week, not that story's event): sandboxes for agents, editor
// extensions and secrets, model caches and registries, vector databases, app-store rules, open-source maintainers and
// generated pull requests, European GPU regions, npm and package publishing, default assistants and competition,
// GDPR and training data, children's apps, medical scribes, face search, India's AI startups, AI in hiring, fair use
// and lyrics, Korea's AI law, reasoning length, GUI agents, speech data, tokenizers, weather models, benchmark
// contamination, robot data, FOSDEM and the Lunar New Year.
// Near writer A's stories (from A's header comments and story ids only, read at 21:49), each another company or a
// general question, timed before or beside A's event: a Snapdragon laptop NPU question (Tuesday, before Qualcomm's
// results), robot lawn mowers (Monday, before Draycott Robotics' job cuts), retrying Mistral API 429s (Monday, not
// Mistral's threat report), a Sage accounting API how-to (Wednesday, after Sage buys Tillhouse), an inference-appliance
// maker's Q4 8-K by Brackenfell (Thursday, after Alphabet's and Qualcomm's results), an S-1 by Gatesgarth (Thursday, two
// days after Kilnworth's), a robot maker's supply 8-K by Hawsend (Friday, the day of Hexworthy's suit against
// Ossory), Lunar New Year cards, translation glasses and a New Year visit (not the red-envelope campaigns).
export default [
  // Hacker News
  [
    "hackernews",
    "0 06:40",
    "Ask HN: Container, VM or nothing – where does your coding agent live?",
    "Docker, a VM, a spare laptop, nothing? I've been letting mine loose in my home directory and I'm starting to feel like I'm pushing my luck.",
  ],
  [
    "hackernews",
    "0 20:10",
    "The hidden cost of fetching model weights at startup",
    "",
    { url: "https://coldstart-diaries.example/weights-at-startup" },
  ],
  [
    "hackernews",
    "1 07:20",
    "Ask HN: Is anyone still writing code without an assistant, on purpose?",
    "Not out of principle, just curious whether people who stopped using one noticed anything about their own skills.",
  ],
  [
    "hackernews",
    "1 22:40",
    "Show HN: Scarthwaite – grep for your prompts across a monorepo",
    "Finds string templates that look like prompts in Python, TS and Go, and lists which model each one is sent to. Built because we had 300 prompts and no idea where.",
  ],
  [
    "hackernews",
    "2 06:50",
    "Why your RAG answers got worse after you added more documents",
    "",
    { url: "https://retrieval-notebook.example/more-docs-worse-answers" },
  ],
  [
    "hackernews",
    "2 22:30",
    "Ask HN: How do you budget LLM spend per team?",
    "Finance wants a number per team per month. Our gateway logs tokens but not which team's feature made the call.",
  ],
  [
    "hackernews",
    "3 07:50",
    "A history of the default search deal, for people who only know the chatbot era",
    "",
    { url: "https://platform-histories.example/default-search-deal" },
  ],
  [
    "hackernews",
    "3 23:10",
    "Show HN: Ulpha – a local speech-to-text app that never touches the network",
    "Whisper-class model, runs on a laptop CPU, exports SRT. No account, no telemetry, and it says so in the source.",
  ],
  [
    "hackernews",
    "4 08:00",
    "The weather forecast that got a city's marathon cancelled, twenty years on",
    "",
    { url: "https://forecast-history.example/marathon-forecast" },
  ],
  [
    "hackernews",
    "4 21:30",
    "Ask HN: Has a model ever talked you out of a correct answer?",
    "I asked whether my SQL had a bug. It said yes, explained one that didn't exist, and I 'fixed' it. The original was right.",
  ],
  [
    "hackernews",
    "5 06:30",
    "Reading old Usenet flame wars about autocomplete",
    "",
    { url: "https://netnews-archaeology.example/autocomplete-flames" },
  ],
  [
    "hackernews",
    "5 20:40",
    "Ask HN: Side projects for the Year of the Goat?",
    "Week off for a lot of people in China and Singapore. I'm finally porting my side project from a hosted API to a local model.",
  ],
  [
    "hackernews",
    "6 09:30",
    "Show HN: Ulldale – turn a folder of PDFs into a searchable SQLite file",
    "Extracts text, chunks it, builds FTS5 and an optional vector index in the same file. One binary, no server.",
  ],
  [
    "hackernews",
    "6 18:00",
    "The case against putting an LLM in your CI pipeline",
    "",
    { url: "https://slow-builds.example/no-llm-in-ci" },
  ],
  [
    "hackernews",
    "1 12:40",
    "Ask HN: Is anyone using the NPU in a Snapdragon laptop for local inference?",
    "Task Manager says it's there. Every runtime I try falls back to the CPU. Is there a path that works today?",
  ],
  // Lobsters
  [
    "lobsters",
    "0 12:10",
    "A small tour of microVM boot paths",
    "",
    { url: "https://kernel-scraps.example/microvm-boot-paths" },
  ],
  [
    "lobsters",
    "1 21:00",
    "Why I sign my git tags again",
    "",
    { url: "https://tag-and-release.example/signing-tags-again" },
  ],
  [
    "lobsters",
    "3 06:30",
    "Byte-pair encoding on a napkin",
    "",
    { url: "https://byte-pairs.example/hand-tokenizer" },
  ],
  [
    "lobsters",
    "4 19:40",
    "Contributor guides are documentation too",
    "",
    { url: "https://maintainer-margins.example/contributor-guides" },
  ],
  [
    "lobsters",
    "6 12:00",
    "What I saw in the Rust devroom at FOSDEM",
    "",
    { url: "https://brussels-notes.example/fosdem-rust-devroom-2027" },
  ],
  // Reddit r/MachineLearning
  [
    "reddit-machinelearning",
    "0 10:30",
    "[D] Is anyone still using beam search for anything?",
    "Everything I touch is sampling now. Curious whether translation or ASR people still beam.",
  ],
  [
    "reddit-machinelearning",
    "1 12:00",
    "[D] Reviewer asked me to compare against a model released after the submission deadline",
    "ICML review period. Is this normal now? The model came out three weeks after we submitted.",
  ],
  [
    "reddit-machinelearning",
    "2 18:40",
    "[P] I trained a tiny model to predict whether a paper's code will run",
    "Features from the README and requirements file only. 71% accuracy on 2,000 repos, which says more about READMEs than about my model.",
  ],
  [
    "reddit-machinelearning",
    "3 21:20",
    "[D] How do you pick a learning-rate schedule for a continued pretraining run?",
    "Rewarm to the original peak, or a fraction of it? Papers disagree and my two runs disagree with both.",
  ],
  [
    "reddit-machinelearning",
    "4 10:10",
    "[R] A survey of state-based evaluation for embodied agents",
    "Nice taxonomy of graders: final-state, trajectory, human. Mostly robotics, a short section on computer use.",
  ],
  [
    "reddit-machinelearning",
    "5 15:00",
    "[D] PhD students: how many GPUs does your lab actually give you?",
    "Mine: two shared A100s for nine people, plus whatever cloud credits our advisor can beg for.",
  ],
  [
    "reddit-machinelearning",
    "6 11:40",
    "[D] What's the least-bad way to store a hundred training runs' metrics?",
    "Outgrew TensorBoard files in a bucket. Don't want another SaaS. Parquet and DuckDB?",
  ],
  // Reddit r/LocalLLaMA
  [
    "reddit-localllama",
    "0 08:20",
    "Best 8B for function calling in February?",
    "Need reliable JSON tool calls on a 12 GB card. Tried three; one invents arguments, one refuses, one is fine but slow.",
  ],
  [
    "reddit-localllama",
    "1 03:30",
    "My llama.cpp server behind a reverse proxy keeps cutting streams at 60 seconds",
    "Fixed it: the proxy's read timeout. Posting so the next person finds it.",
  ],
  [
    "reddit-localllama",
    "1 23:50",
    "Built a quiet 4x3090 box in a wardrobe. Ask me anything about airflow",
    "Short version: the wardrobe doors stay open and my partner is not happy.",
  ],
  [
    "reddit-localllama",
    "2 19:30",
    "Local TTS that handles Welsh place names?",
    "Every voice I try turns Llanfair into something unrepeatable. Open to fine-tuning if anyone has a dataset.",
  ],
  [
    "reddit-localllama",
    "3 22:15",
    "Does anyone cache GGUF files on a NAS for the whole house?",
    "Three machines, same models, downloading each one three times. NFS share or something smarter?",
  ],
  [
    "reddit-localllama",
    "4 17:00",
    "Speculative decoding on Apple silicon: worth it yet?",
    "Got 1.3x on a 32B with a 1B draft. Less than the papers, more than nothing.",
  ],
  [
    "reddit-localllama",
    "5 22:00",
    "Running a model on my parents' old gaming PC for the New Year visit",
    "They want a recipe helper in Cantonese. A 7B on a GTX 1070 does it, slowly, and my mum thinks it's magic.",
  ],
  [
    "reddit-localllama",
    "6 16:30",
    "What's your context length in practice, not on the model card?",
    "Mine: anything past 20k and the 14B starts forgetting the start of the file.",
  ],
  // Reddit r/artificial
  [
    "reddit-artificial",
    "0 22:30",
    "Teacher here: what actually works for detecting AI essays? (Nothing, right?)",
    "Our school bought a detector. It flagged a student's essay from 2019. I'm done with it.",
  ],
  [
    "reddit-artificial",
    "2 08:10",
    "Would you let an AI negotiate your salary?",
    "Saw a startup pitching this. I can't decide whether it's clever or the worst idea of the year.",
  ],
  [
    "reddit-artificial",
    "3 08:30",
    "My dentist's office now has an AI receptionist and it booked me twice",
    "Same slot, two confirmations, one voicemail apologising for the other. Progress.",
  ],
  [
    "reddit-artificial",
    "4 20:30",
    "Ten years out, what work do you expect people will still be paid for?",
    "Not asking for hype or doom, just honest guesses from people who work with this stuff.",
  ],
  [
    "reddit-artificial",
    "5 18:10",
    "AI-generated Lunar New Year cards are everywhere this year and they all have six-fingered rabbits",
    "Wrong zodiac animal too. 2027 is the Goat.",
  ],
  [
    "reddit-artificial",
    "6 20:00",
    "Is it rude to use AI to write a wedding speech?",
    "Best man next month. I have notes and no talent. Where's the line?",
  ],
  [
    "reddit-artificial",
    "0 19:20",
    "Are robot lawn mowers with 'AI vision' worth it for a small garden?",
    "Forty square metres, one apple tree, a hedgehog. The wire-free ones claim to recognise animals. Do they?",
  ],
  // Mastodon
  [
    "mastodon",
    "0 09:10",
    "overnight shift",
    "opened the laptop, the agent had opened 14 draft PRs overnight. I did not ask it to do anything overnight",
  ],
  [
    "mastodon",
    "1 10:40",
    "tiny win",
    "replaced a 300-line regex with a 20-line parser and no model was consulted. felt like cooking from scratch",
  ],
  [
    "mastodon",
    "1 22:10",
    "the word 'agentic'",
    "has now appeared in my building's elevator maintenance notice. we are through the looking glass",
  ],
  [
    "mastodon",
    "2 17:40",
    "things I have learned about GPUs this week",
    "1. they are hot 2. they are expensive 3. the spreadsheet that tracks them is the most important software at the company",
  ],
  [
    "mastodon",
    "3 12:10",
    "a reminder",
    "your README is the first prompt every coding agent reads. write it like one",
  ],
  [
    "mastodon",
    "4 07:20",
    "privacy policy update email number nine this month",
    "every one of them says 'improving our services'. none of them says 'training'. all of them mean training",
  ],
  [
    "mastodon",
    "4 22:40",
    "off to Brussels",
    "FOSDEM tomorrow. bringing two laptops, one charger, zero expectations of a seat in any devroom",
  ],
  [
    "mastodon",
    "5 14:30",
    "deploy freeze",
    "happy year of the goat to everyone whose deploys are frozen until Thursday",
  ],
  [
    "mastodon",
    "6 08:50",
    "from the archive",
    "a 1987 paper on expert systems that says the hard part is 'knowledge acquisition'. reader, it still is",
  ],
  [
    "mastodon",
    "6 21:10",
    "the FOSDEM waffle",
    "remains the best-performing model in Brussels, no benchmark required",
  ],
  // Stack Exchange
  [
    "stackexchange",
    "0 14:20",
    "How do I stream tokens from a FastAPI endpoint without buffering behind nginx?",
    "Chunks arrive all at once at the end. I've set `X-Accel-Buffering: no` on the response. What else?",
  ],
  [
    "stackexchange",
    "1 11:50",
    "apply_chat_template adds a second BOS token in front of my prompt; how do I stop it?",
    "The template already starts with the BOS token and the tokenizer adds another. Outputs got noticeably worse before I noticed.",
  ],
  [
    "stackexchange",
    "2 15:10",
    "Git pre-commit hook to block files containing API keys",
    "Looking for a hook that catches `sk-` style keys and `.env` files without a heavy dependency.",
  ],
  [
    "stackexchange",
    "3 09:50",
    "PyTorch DataLoader hangs with num_workers > 0 inside a container",
    "Works on the host, hangs in Docker after the first epoch. Shared memory is 64 MB by default; is that it?",
  ],
  [
    "stackexchange",
    "4 10:40",
    "How to pin a Hugging Face model to a specific revision in transformers?",
    "I want builds to be reproducible even if the upstream repo changes. Is `revision=` enough, or do I need the commit hash?",
  ],
  [
    "stackexchange",
    "5 10:20",
    "Postgres: HNSW index build runs out of maintenance_work_mem",
    "Two million 1024-dim vectors. The build spills and takes six hours. Which settings matter?",
  ],
  [
    "stackexchange",
    "6 13:30",
    "Is structured output from an LLM API guaranteed to match my JSON schema?",
    "Docs say 'strict mode'. I still got a response missing a required field once. Is that possible, or did I misconfigure something?",
  ],
  [
    "stackexchange",
    "0 10:10",
    "Retrying Mistral API calls that return 429 without hammering the endpoint",
    "The response has no Retry-After header. Is exponential backoff with jitter the expected approach, and what cap do people use?",
  ],
  // dev.to
  [
    "devto",
    "0 16:40",
    "I replaced my team's standup bot with a cron job and a text file",
    "The LLM summaries were nice until nobody read them. What we do now, and why it's better.",
  ],
  [
    "devto",
    "1 09:30",
    "A practical guide to evaluating a RAG system before your users do",
    "Golden questions, retrieval recall, answer faithfulness. Code for each, no framework required.",
  ],
  [
    "devto",
    "2 10:50",
    "Prompt caching in practice: what we actually saved",
    "Our bill fell 38%, not the 90% on the pricing page. Where the gap came from.",
  ],
  [
    "devto",
    "3 12:40",
    "Writing a VS Code extension that shows token counts in the status bar",
    "A weekend project: count tokens for the selection with a local tokenizer, no network calls.",
  ],
  [
    "devto",
    "4 13:50",
    "TypeScript types for tool calls that actually catch bugs",
    "Zod schemas, inferred types and one trick for keeping them in sync with the model's tool definitions.",
  ],
  [
    "devto",
    "5 16:20",
    "My first FOSDEM as a speaker: what I'd do differently",
    "Arrive the day before, test the HDMI adapter twice, and never end on a live demo.",
  ],
  [
    "devto",
    "6 10:10",
    "Self-hosting embeddings on a $6 VPS",
    "A small ONNX model, a queue, and SQLite. It handles our 20k docs a day.",
  ],
  [
    "devto",
    "2 09:10",
    "Syncing bank feeds into Sage from a Python script",
    "The accounting API's auth flow, pagination quirks and a reconciliation job that runs nightly.",
  ],
  // GitHub
  [
    "github",
    "0 18:30",
    "hartley-fold/jsonl-tail: follow and pretty-print JSONL logs from LLM gateways",
    "Colour by model, filter by latency, collapse long prompts. Go, single binary.",
  ],
  [
    "github",
    "1 13:30",
    "cockley/pdf-tables-bench: 600 scanned tables for testing PDF table extraction",
    "Ground-truth CSVs and a scoring script. Most open extractors score under 70% cell accuracy.",
  ],
  [
    "github",
    "2 20:20",
    "grasmoor/evalkit: tiny, dependency-free harness for LLM regression tests",
    "YAML test cases, any OpenAI-compatible endpoint, diff output between two model versions.",
  ],
  [
    "github",
    "3 17:30",
    "brotherilkeld/gpu-ledger: track who is using which GPU in a shared lab",
    "A tiny web app over nvidia-smi on every node, with reservations and a Slack bot.",
  ],
  [
    "github",
    "4 18:10",
    "rannerdale/kv-trim: KV-cache eviction policies for long-context inference, as a vLLM plugin",
    "Implements five published eviction policies behind one interface, with a benchmark script.",
  ],
  [
    "github",
    "5 19:00",
    "skiddaw-robotics/arm-sim: a MuJoCo model of a low-cost 6-DoF arm",
    "Calibrated against the real arm; includes a teleop bridge for a game controller.",
  ],
  [
    "github",
    "6 14:40",
    "wythburn/prompt-lint: lint rules for prompt templates",
    "Flags unclosed tags, unused variables and instructions that contradict each other.",
  ],
  // arXiv
  [
    "arxiv",
    "0 02:00",
    "Calibrated Refusals: Measuring Over- and Under-Refusal in Instruction-Tuned Models Across 12 Languages",
    "We build a 12-language set of borderline requests and find that refusal rates vary by up to 4x across languages for the same model.",
  ],
  [
    "arxiv",
    "1 02:00",
    "Sparse Mixture-of-Experts Routing Collapse Under Continued Pretraining",
    "We show that continued pretraining on a narrow domain collapses expert routing to a few experts, and propose a load-balancing warm restart.",
  ],
  [
    "arxiv",
    "2 02:00",
    "Predicting Crop Yield from Sentinel-2 Time Series with a Foundation Model for Agriculture",
    "A pretrained satellite model fine-tuned on county-level yields outperforms gradient-boosted baselines in 9 of 11 regions.",
  ],
  [
    "arxiv",
    "3 02:00",
    "Retrieval Heads Are Not Enough: Tracing Long-Context Failures to Positional Drift",
    "We attribute failures on long-context retrieval tasks to drift in positional encodings rather than to missing retrieval heads.",
  ],
  [
    "arxiv",
    "4 02:00",
    "Watermark Removal by Paraphrase Is Cheaper Than Reported",
    "A 1B paraphraser removes three text watermarks with less quality loss than earlier attacks.",
  ],
  [
    "arxiv",
    "5 02:00",
    "Learning Legible Handwriting Recognition for Historical Tamil Manuscripts",
    "A new dataset of 18,000 annotated palm-leaf manuscript lines and a recognition model for it.",
  ],
  // Hugging Face Papers
  [
    "hf-papers",
    "1 10:00",
    "Shuffled or Sorted? Data Ordering Barely Matters for 3B Code Models",
    "Shuffling versus sorting code by difficulty: under 0.5 points apart at 3B.",
  ],
  [
    "hf-papers",
    "3 11:00",
    "Diffusion Language Models Forget Less During Fine-Tuning",
    "Masked diffusion LMs keep more of their pretraining knowledge after SFT than autoregressive ones of the same size.",
  ],
  [
    "hf-papers",
    "5 09:30",
    "Small Vision-Language Models Read Charts Worse Than They Read Tables",
    "Same data as a chart and as a table: 2B-4B VLMs lose 22 points on the chart.",
  ],
  // Hugging Face models
  [
    "hf-models",
    "0 13:00",
    "rosthwaite/tiny-reranker-multilingual-v2",
    "A 60M multilingual reranker distilled for CPU inference. MIT licence.",
  ],
  [
    "hf-models",
    "2 11:20",
    "seatoller/code-embed-small",
    "A 110M code embedding model for search across Python, Go and TypeScript. Apache 2.0.",
  ],
  [
    "hf-models",
    "3 15:40",
    "nethermost-ai/welsh-tts-0.3b",
    "Welsh text-to-speech, 300M parameters, trained on 900 hours of consented broadcast audio.",
  ],
  [
    "hf-models",
    "4 22:00",
    "bowscale/legal-ner-de",
    "Named-entity recognition for German court decisions: parties, courts, statutes, dates.",
  ],
  [
    "hf-models",
    "6 07:40",
    "patterdale/sdxl-botanical-lora",
    "A LoRA for botanical illustration in the style of 19th-century plates. CreativeML OpenRAIL-M.",
  ],
  // Product Hunt
  [
    "producthunt",
    "0 16:00",
    "Wrynose — Meeting notes that ask before they record",
    "Consent prompt for every participant, local transcription, summary in your calendar.",
  ],
  [
    "producthunt",
    "1 17:10",
    "Ledgerlark — Receipts to spreadsheet, by photo",
    "Snap a receipt, get a categorised row. Exports to CSV and two accounting apps.",
  ],
  [
    "producthunt",
    "3 16:20",
    "Eskbarrow — Practise piano with a teacher that listens",
    "Listens to you play, shows the note you missed, adapts the next exercise.",
  ],
  [
    "producthunt",
    "4 16:10",
    "Prompt Pantry — A shared prompt library for teams",
    "Versioned prompts, comments and a usage counter. Slack and VS Code integrations.",
  ],
  [
    "producthunt",
    "6 16:00",
    "Lingmoor — Plan a trip by drawing on a map",
    "Circle an area, say what you like, get a day-by-day plan with opening hours checked.",
  ],
  // TechCrunch
  [
    "techcrunch-ai",
    "0 10:00",
    "Legal-research startup Dunnerdale raises $14M to build citation checking for small firms",
    "The company checks every case a brief cites against the court record and flags invented ones.",
  ],
  [
    "techcrunch-ai",
    "2 13:00",
    "Payroll startup Ashness adds an AI assistant that answers employees' tax-code questions",
    "The assistant cites the relevant HMRC and IRS guidance and hands off to a human for anything it can't source.",
  ],
  [
    "techcrunch-ai",
    "4 11:00",
    "Voice-ordering startup Hardknott brings its drive-through AI to 400 more restaurants",
    "The company says its error rate on orders fell below that of human staff in a six-month trial.",
  ],
  [
    "techcrunch-ai",
    "5 15:30",
    "The AI startups pitching at this week's university demo days all want to sell to hospitals",
    "Eleven of twenty-six teams had a clinical-documentation or triage product.",
  ],
  // VentureBeat
  [
    "venturebeat-ai",
    "1 14:00",
    "Private test sets are the new enterprise AI moat",
    "Model vendors' benchmark numbers rarely predict performance on internal tasks, CIOs say; many now keep private test sets.",
  ],
  [
    "venturebeat-ai",
    "3 15:20",
    "The quiet rise of the AI gateway team",
    "Platform groups that route, log and budget every model call are becoming a standard part of enterprise IT.",
  ],
  [
    "venturebeat-ai",
    "5 14:00",
    "Small language models are winning the back office",
    "Classification, extraction and routing jobs are moving from frontier APIs to fine-tuned models under 10B parameters.",
  ],
  // The Verge
  [
    "theverge-ai",
    "0 18:00",
    "I spent a week letting an AI plan my meals and my grocery bill went up",
    "It kept adding saffron.",
  ],
  [
    "theverge-ai",
    "2 16:30",
    "Smart glasses with live translation are the gadget of this Lunar New Year",
    "Retailers in Shenzhen say translation glasses are outselling phones in the week before the holiday.",
  ],
  [
    "theverge-ai",
    "4 18:30",
    "The AI DJ in my car won't stop playing the same song",
    "A streaming service's car mode has one idea of what I like, and it's a 2014 remix.",
  ],
  // Google News (AI policy)
  [
    "google-news-ai-policy",
    "1 08:30",
    "Parliamentary committee hearing on AI in schools draws teachers' unions and edtech firms",
    "Witnesses disagreed on whether schools should be allowed to use AI to grade coursework.",
  ],
  [
    "google-news-ai-policy",
    "2 09:00",
    "Japan's AI Strategy Headquarters publishes progress report on basic AI plan",
    "The report lists data-centre siting and public-sector adoption as the areas furthest behind.",
  ],
  [
    "google-news-ai-policy",
    "4 08:00",
    "Brasil: Senado retoma debate sobre regras para inteligência artificial nas eleições municipais",
    "Projeto proíbe vídeos sintéticos de candidatos nos 30 dias anteriores à votação.",
  ],
  [
    "google-news-ai-policy",
    "6 09:00",
    "Op-ed: Regulators should test AI systems the way they test cars",
    "A former safety official argues for crash-test style public ratings of AI products.",
  ],
  // Polymarket
  [
    "polymarket",
    "0 12:00",
    "Senate vote on a moratorium on state AI laws before July 1?",
    "Resolves Yes if the full Senate holds a recorded vote on any bill or amendment imposing a moratorium on state AI laws before July 1, 2027, whatever the result.",
  ],
  [
    "polymarket",
    "2 12:00",
    "Will an open-weights model be #1 on LMArena's text leaderboard on February 28?",
    "Resolves Yes if the first-ranked model on the text leaderboard at 12:00 UTC on February 28, 2027 has publicly downloadable weights.",
  ],
  [
    "polymarket",
    "4 12:00",
    "Will Nvidia close above its all-time high by February 26?",
    "Resolves Yes if NVDA closes above its previous record closing price on any trading day through February 26, 2027.",
  ],
  [
    "polymarket",
    "5 12:00",
    "Will an AI-generated song reach the Billboard Hot 100 in 2027?",
    "Resolves Yes if a song whose vocals are credited as AI-generated enters the Billboard Hot 100 in 2027.",
  ],
  // SEC EDGAR
  [
    "sec-edgar",
    "1 21:05",
    "Hawsend Robotics Holdings, Inc. (HWSD) files 8-K: Item 1.01 Entry into a Material Definitive Agreement",
    "Supply agreement with a contract manufacturer for warehouse picking robots; minimum purchase commitment over two years.",
    { cik: "1934417" },
  ],
  [
    "sec-edgar",
    "2 21:10",
    "Brackenfell Systems, Inc. (BRKF) files 8-K: Item 5.02 Departure of Directors or Certain Officers",
    "The Board accepted the resignation of the Chief Technology Officer and appointed the Vice President of Engineering as interim CTO; no disagreement with the company was cited.",
    { cik: "1877205" },
  ],
  [
    "sec-edgar",
    "3 20:30",
    "Gatesgarth Data Corp. (GTGD) files S-1: Registration Statement",
    "Proposed initial public offering of Class A common stock; the company provides data-labelling services for machine-learning developers.",
    { cik: "1962088" },
  ],
  [
    "sec-edgar",
    "4 21:15",
    "Brackenfell Systems, Inc. (BRKF) files 8-K: Item 2.02 Results of Operations and Financial Condition",
    "Press release announcing results for the fourth quarter and fiscal year ended December 31, 2026; AI inference appliance revenue up 41% year over year.",
    { cik: "1877205" },
  ],
  // Lab blogs
  [
    "lab-blogs",
    "1 15:30",
    "How we run evals on every pull request without going broke",
    "A sampled nightly suite, a cheap smoke test per PR and a cache keyed on prompt and model version.",
    { url: "https://grasmoor.example/blog/evals-on-every-pr" },
  ],
  [
    "lab-blogs",
    "3 13:00",
    "What we learned paying annotators a living wage",
    "Fewer, better-paid annotators produced cleaner labels and needed less adjudication; the numbers from a year of doing it.",
    { url: "https://fairlabel-collective.example/blog/living-wage" },
  ],
  [
    "lab-blogs",
    "5 11:00",
    "A year of running a public model on donated GPUs",
    "What it costs, who pays, and why we are moving to a smaller model in March.",
    { url: "https://commons-inference.example/blog/one-year" },
  ],
];
