// Items that belong to no story: one-off news, how-tos, questions, essays, releases nobody else covers,
// single-source papers, filings and markets that no event of the week moved.
// Near misses (a topic or entity with a story this week, not that story's event): coding agents and their pricing,
// app-store rules for chatbots, model chat templates and pickles, agent tracing, GPU rental prices, embeddings
// fallbacks, hosted notebooks, open-source projects' AI policies, the AI Act's banned practices and standards,
// Congress, chip exports, Google Search and publishers, voice cloning, AI legal help, Davos, test-time training and
// long context, code datasets and leaked secrets, seismic and speech models, low-bit models, home robots.
// Near writer A's stories (from A's header comments and story ids only), each another company or a general piece,
// timed before or beside A's event: a legal-tech round (Wyecroft, Monday, beside Pemberly's Series C), an optical
// transceiver supply 8-K (Harrowfield Networks, Tuesday, beside Halvergate's pre-announcement), a memory-controller
// maker's in-line Q4 8-K (Wyndle Semiconductor, Thursday, beside SK hynix's and Intel's results), a Qwen3-14B post
// and pieces on Lunar New Year releases and Q4 earnings season (Monday, before Qwen4.5, Kimi K3.5 and the results),
// a market on a Chinese lab topping LMArena (Tuesday, before the Wednesday launches), a CIO survey released at Davos
// (Tuesday, before Anthropic's Davos study) and a House hearing on entry-level jobs (Tuesday).
export default [
  // Hacker News
  [
    "hackernews",
    "0 07:10",
    "Ask HN: Do you read every diff your coding agent writes?",
    "Honest question. I started skimming around the third week and found a deleted migration in production two weeks later.",
  ],
  [
    "hackernews",
    "0 11:20",
    "The economics of reselling used H100s",
    "",
    { url: "https://gpu-ledger-notes.example/used-h100-economics" },
  ],
  [
    "hackernews",
    "0 23:30",
    "Ask HN: Would you trust a chatbot in a dispute with your landlord?",
    "My deposit is being withheld. A friend suggested asking an AI to draft the letter. Has anyone done this and had it go well, or badly?",
  ],
  [
    "hackernews",
    "1 08:40",
    "Ask HN: How do you debug an agent run that took 80 steps?",
    "Logs are a wall of JSON. I end up diffing prompts by hand. What do people use?",
  ],
  [
    "hackernews",
    "0 07:50",
    "Show HN: Keelhaul – a tiny Rust CLI that checks a repo's licences file by file",
    "Walks the tree, runs a licence classifier on every header, prints a table. Written after finding a GPL file vendored in our 'MIT' app.",
  ],
  [
    "hackernews",
    "2 13:00",
    "Seat-based pricing for developer tools is quietly dying",
    "",
    { url: "https://saas-margins.example/seats-are-dying" },
  ],
  [
    "hackernews",
    "0 21:50",
    "The Unicode bugs hiding in every chat template",
    "",
    { url: "https://tokenizer-trivia.example/chat-template-unicode" },
  ],
  [
    "hackernews",
    "1 21:40",
    "Show HN: Splitscan – finds secrets split across string concatenations",
    "Ordinary scanners look for a key in one literal. This one evaluates constant string expressions first. Found 3 keys in our own monorepo.",
  ],
  [
    "hackernews",
    "0 08:30",
    "Why Lunar New Year is the busiest week for Chinese model releases",
    "",
    { url: "https://sinotech-digest.example/lunar-new-year-releases" },
  ],
  [
    "hackernews",
    "5 12:40",
    "Show HN: My robot arm folds laundry, badly, and I've made peace with that",
    "A $400 arm, a webcam and a small policy trained on 30 hours of my own demonstrations. Towels: fine. Fitted sheets: nobody can.",
  ],
  [
    "hackernews",
    "5 20:30",
    "I replaced my RSS reader's AI summaries with the first paragraph, and liked it better",
    "",
    { url: "https://quietweb-journal.example/first-paragraph" },
  ],
  [
    "hackernews",
    "6 11:10",
    "Ask HN: What's the oldest code you still run in production?",
    "Ours is a 2004 Perl script that reconciles invoices. Three AI migration attempts have failed to understand it.",
  ],

  // Lobsters
  [
    "lobsters",
    "0 10:30",
    "Model file formats and the long afterlife of pickle",
    "",
    { url: "https://formats-field-notes.example/pickle-afterlife" },
  ],
  [
    "lobsters",
    "2 08:50",
    "Gentoo's no-AI-contributions policy, two years on",
    "",
    { url: "https://distro-history.example/gentoo-ai-policy-review" },
  ],
  [
    "lobsters",
    "3 19:30",
    "Writing a tokenizer in 200 lines of OCaml",
    "",
    { url: "https://camlcraft.example/tiny-tokenizer" },
  ],
  [
    "lobsters",
    "6 14:00",
    "A week without autocomplete",
    "",
    { url: "https://unhurried-keys.example/no-autocomplete" },
  ],

  // r/MachineLearning
  [
    "reddit-machinelearning",
    "0 06:30",
    "[D] Is anyone actually using million-token context in production?",
    "Every paper benchmarks 1M tokens. Every product I've worked on retrieves 20 chunks and calls it a day. Are there real workloads out there?",
  ],
  [
    "reddit-machinelearning",
    "1 12:10",
    "[D] ICML 2027 rebuttal-free review process: good or bad?",
    "No rebuttal phase this year, just a single author response at the end. Curious whether people think it will help or make reviews worse.",
  ],
  [
    "reddit-machinelearning",
    "2 11:40",
    "[D] Jupyter, marimo or plain scripts for research code in 2027?",
    "Moving labs and the new group uses marimo. I'm a Jupyter lifer. Convince me either way.",
  ],
  [
    "reddit-machinelearning",
    "3 10:10",
    "[P] A wildfire smoke detector trained on 900 public webcams",
    "Flags smoke plumes within about four minutes of the first visible frame. False positives are mostly fog and one very enthusiastic barbecue.",
  ],
  [
    "reddit-machinelearning",
    "4 09:20",
    "[R] Scaling laws for data pruning revisited at 70B",
    "Not my paper. The short version: the gains from pruning shrink with scale, but don't vanish if you prune by difficulty rather than quality score.",
  ],
  [
    "reddit-machinelearning",
    "6 16:30",
    "[D] What is your morning routine for triaging new papers?",
    "I used to read 20 abstracts a day. Now it's 200 titles and I retain nothing. What's your filter?",
  ],

  // r/LocalLLaMA
  [
    "reddit-localllama",
    "0 09:40",
    "Q2 of a 70B or Q8 of a 13B on 24 GB: which do you actually prefer?",
    "I keep flip-flopping. The 70B at Q2 knows more but goes off the rails on long answers.",
  ],
  [
    "reddit-localllama",
    "1 11:00",
    "What's everyone running as a coding agent with local models right now?",
    "Looking for something that doesn't assume a frontier API. Tried three, all of them break on tool calls with 14B models.",
  ],
  [
    "reddit-localllama",
    "2 21:20",
    "My homelab power bill after a year of running LLMs 24/7",
    "Two 3090s idling most of the day. €31 a month on average, more than my fridge and less than my partner thought.",
  ],
  [
    "reddit-localllama",
    "4 11:50",
    "Finally got speculative decoding stable with a draft model on a single 4090",
    "Took a week of trial and error with the draft model choice. Posting settings for anyone else fighting it.",
  ],
  [
    "reddit-localllama",
    "5 19:40",
    "Best small model for Swahili and Yoruba translation?",
    "Helping a community radio station. Need something that runs on a laptop without a GPU.",
  ],
  [
    "reddit-localllama",
    "6 12:30",
    "Rate my setup: an old office PC, a P40 and 64 GB of RAM",
    "Total cost €390 on the second-hand market. Runs 32B at Q4 at a speed I'd call 'contemplative'.",
  ],

  [
    "reddit-localllama",
    "0 20:40",
    "Qwen3-14B is still my daily driver a year later. Anything actually better at that size?",
    "Tried four newer 14Bs over the holidays. Two were better at code, none were better at following a long system prompt.",
  ],

  // r/artificial
  [
    "reddit-artificial",
    "0 12:50",
    "Is it legal to clone my own voice for my podcast ads?",
    "It's my voice, I'm paying for the tool, I just don't want to record every ad read myself. Is there anything I should worry about?",
  ],
  [
    "reddit-artificial",
    "0 16:40",
    "Martin Luther King Day and the AI-generated tributes flooding my feed",
    "Every brand account posted an AI image of a march this morning. Some of them had signs in gibberish. Bit grim.",
  ],
  [
    "reddit-artificial",
    "1 22:30",
    "Are AI companion apps actually profitable, or all burning VC money?",
    "The ones I've looked at charge $10-15 a month and must spend a fortune on inference. Who is making money here?",
  ],
  [
    "reddit-artificial",
    "2 14:40",
    "Davos this year feels like an AI trade show with snow",
    "Every panel title has 'agentic' in it. Not one of them has defined it.",
  ],
  [
    "reddit-artificial",
    "3 20:40",
    "My kid's school sent home an 'AI use agreement' to sign",
    "Two pages, mostly sensible: cite it, don't submit it as your own, no photos of classmates. The part about 'approved tools' lists none.",
  ],
  [
    "reddit-artificial",
    "4 21:30",
    "What's a job AI made harder instead of easier for you?",
    "Mine: reviewing pull requests. They got longer and I trust them less.",
  ],
  [
    "reddit-artificial",
    "5 15:20",
    "Anyone else getting AI-written replies from their landlord's property manager?",
    "Three paragraphs of empathy and zero answer about the boiler. Signed 'Warm regards, The Team'.",
  ],
  [
    "reddit-artificial",
    "6 18:50",
    "The AI feature I actually use every day is the one nobody markets: alt text",
    "My screen reader life got noticeably better in the past year. Just wanted to say that somewhere.",
  ],

  // Mastodon
  [
    "mastodon",
    "0 08:20",
    "holiday monday",
    "the slack is quiet, the ci is green, nobody has shipped an agent. bliss",
  ],
  [
    "mastodon",
    "0 18:30",
    "reading about pickle again",
    "every year someone rediscovers that loading a file can run code and every year it is news",
  ],
  [
    "mastodon",
    "1 07:40",
    "tuesday that feels like a monday",
    "inbox: 212. 'quick sync about ai strategy': 4",
  ],
  [
    "mastodon",
    "1 20:10",
    "puffer jacket season",
    "my feed is now 40% men in puffer jackets explaining agents",
  ],
  [
    "mastodon",
    "0 10:40",
    "one year of the ai act bans",
    "genuinely curious how many national authorities have even staffed the office yet",
  ],
  [
    "mastodon",
    "2 22:40",
    "tried to cancel a subscription and got a chatbot",
    "it offered me three discounts and a poem. i still have the subscription",
  ],
  [
    "mastodon",
    "0 15:10",
    "q4 earnings season",
    "aka the week every ceo says 'ai' 40 times on a call and the analysts count",
  ],
  [
    "mastodon",
    "0 19:20",
    "lunar new year countdown",
    "nineteen days. place your bets on which lab drops a model on new year's eve",
  ],
  [
    "mastodon",
    "0 20:00",
    "a friendly reminder",
    "your api keys do not belong in a public repo, a screenshot or a slide deck. rotate them anyway",
  ],
  [
    "mastodon",
    "5 09:30",
    "saturday morning",
    "the robot vacuum has found the one sock. it has opinions about the sock",
  ],
  ["mastodon", "5 21:10", "unpopular opinion", "the best local model is the one you already downloaded"],
  [
    "mastodon",
    "6 15:20",
    "sunday reading",
    "an essay on why every interface eventually becomes a chat box, read in an app that became a chat box",
  ],

  // dev.to
  [
    "devto",
    "0 06:00",
    "Write the plan yourself: getting better results from any coding agent",
    "A PLAN.md with numbered steps and a list of files not to touch does more for agent quality than switching models.",
  ],
  [
    "devto",
    "0 13:10",
    "Designing a fallback for your embeddings provider before you need one",
    "Cache embeddings by content hash, keep a small local model warm, and degrade to keyword search. A checklist.",
  ],
  [
    "devto",
    "2 09:40",
    "OpenTelemetry GenAI semantic conventions, explained with one request",
    "What a span for a model call should carry, what the attributes mean, and where the spec is still moving.",
  ],
  [
    "devto",
    "1 06:30",
    "Five pre-commit hooks every AI project should have",
    "Secret scanning, notebook output stripping, large-file guard, licence header check and a prompt-file linter.",
  ],
  [
    "devto",
    "6 09:50",
    "Building a voice note summariser that runs entirely on your phone",
    "A small speech model, a 1B text model and 300 lines of Kotlin. Battery impact measured.",
  ],

  // Stack Exchange
  [
    "stackexchange",
    "0 10:00",
    "How do I render untrusted Jinja2 templates safely in Python?",
    "Users can upload templates for email bodies. Is SandboxedEnvironment enough, or can it still be escaped?",
  ],
  [
    "stackexchange",
    "0 15:50",
    "Does ISO/IEC 42001 certification count towards EU AI Act compliance?",
    "Our customer asks for AI Act compliance evidence. We have 42001. Is there any formal link between the two?",
  ],
  [
    "stackexchange",
    "1 09:30",
    "Whisper-style model transcribes words during long silences",
    "On recordings with 30+ seconds of silence it outputs 'Thank you for watching'. How do I stop it from hallucinating?",
  ],
  [
    "stackexchange",
    "2 13:30",
    "Kubernetes: GPU pods stuck in Pending although nodes show free GPUs",
    "nvidia-smi shows idle GPUs; the scheduler says 0/4 nodes are available: insufficient nvidia.com/gpu. Device plugin is running.",
  ],
  [
    "stackexchange",
    "2 10:50",
    "How to export scheduled notebook runs to GitHub Actions cron syntax?",
    "Our scheduler stores runs as 'every weekday at 7am Europe/Berlin'. Actions cron is UTC only. Is there a clean conversion for DST?",
  ],
  [
    "stackexchange",
    "0 17:40",
    "Packing ternary weights into 2 bits: fastest unpack on AVX2?",
    "I store -1/0/1 as two bits per weight. Unpacking with shifts and masks dominates my matmul time. Any better approach?",
  ],

  // GitHub
  [
    "github",
    "0 12:20",
    "plumbline-dev/agentdiff: review an AI agent's changes as one ordered story instead of a flat diff",
    "Groups hunks by the step of the agent's plan that produced them. Works with any agent that writes a plan file.",
  ],
  [
    "github",
    "1 13:20",
    "fenlark/gpu-price-index: daily on-demand GPU prices from 14 clouds, as CSV",
    "Scraped once a day since 2024. H100, H200, B200, A100 and L40S columns.",
  ],
  [
    "github",
    "2 20:20",
    "tollard/ruleset-ai-disclosure: a commit-trailer convention and CI check for AI-assisted changes",
    "Adds an `Assisted-by:` trailer and a check that fails when a PR template box and the trailer disagree.",
  ],
  [
    "github",
    "1 13:40",
    "snowberry-ml/tiny-asr-eval: word error rate on your own recordings in one command",
    "Point it at a folder of audio and transcripts; it runs five open ASR models and prints a table.",
  ],
  [
    "github",
    "1 07:10",
    "ketchwood/notebook-exporter: turn a folder of .ipynb into plain Python modules with tests",
    "Extracts cells into functions, keeps markdown as docstrings, and writes a pytest file for cells that assert.",
  ],

  // arXiv
  [
    "arxiv",
    "0 03:00",
    "A Survey of Linear Attention, State-Space Models and Their Hybrids, 2020-2026",
    "We review 240 papers on sub-quadratic sequence models, compare their reported long-context results under one protocol, and list open problems.",
  ],
  [
    "arxiv",
    "2 03:00",
    "Do Code Models Memorise Licences? Probing Licence Text Regurgitation in Open Code LLMs",
    "We prompt 14 open code models with the first lines of 30 licences and measure verbatim continuation; all reproduce the MIT and Apache texts, and nine reproduce at least part of the GPL.",
  ],
  [
    "arxiv",
    "1 03:00",
    "Household Tidying as a Benchmark for Embodied Language Agents in Simulation",
    "We define 1,200 tidying tasks in 80 simulated apartments and evaluate language-conditioned policies; success drops from 61% to 19% when object names are paraphrased.",
  ],
  [
    "arxiv",
    "2 03:00",
    "On the Calibration of Earthquake Early-Warning Classifiers under Station Outages",
    "We show that early-warning classifiers trained with all stations available become overconfident when 10% of stations drop out, and propose a simple dropout-aware training fix.",
  ],

  // Hugging Face Papers
  [
    "hf-papers",
    "1 11:30",
    "Tokenizer Fertility Across 200 Languages: a Measurement Study",
    "How many tokens each popular tokenizer spends per word in 200 languages; African and South Asian scripts pay up to 5x.",
  ],
  [
    "hf-papers",
    "4 10:00",
    "When Do Reasoning Traces Help Small Models? A Controlled Study at 1B",
    "Distilling reasoning traces helps 1B models on math and hurts them on short factual questions.",
  ],

  // Hugging Face models
  [
    "hf-models",
    "0 16:20",
    "oatridge-ai/plan-critic-3b",
    "A 3B model that reads a coding agent's plan and flags risky steps (deletions, migrations, force pushes). Apache 2.0.",
  ],
  [
    "hf-models",
    "0 11:10",
    "lintwhite/swahili-asr-small",
    "A 120M speech recognition model for Swahili, fine-tuned on radio broadcasts; 16 kHz input.",
  ],
  [
    "hf-models",
    "3 20:30",
    "furzedown/rerank-mini-v3",
    "A 33M cross-encoder reranker for English and German; runs on CPU at about 900 pairs per second.",
  ],
  [
    "hf-models",
    "5 11:00",
    "tarnhollow/legal-clauses-ner",
    "Named-entity model for tenancy agreements: parties, rent, deposit, notice period. Trained on synthetic UK leases.",
  ],

  // Product Hunt
  [
    "producthunt",
    "0 15:00",
    "Ruddock — Agent runs as a flame graph",
    "Paste an agent log, get a flame graph of where the time and tokens went.",
  ],
  [
    "producthunt",
    "1 15:00",
    "Harebell — Email that stays quiet until you press the draft key",
    "An email client whose assistant does nothing at all until you ask it for a reply.",
  ],
  [
    "producthunt",
    "3 15:00",
    "Quillmere — Turn your podcast into a searchable archive",
    "Transcribes every episode, finds quotes, and answers listeners' questions with timestamps.",
  ],
  [
    "producthunt",
    "5 15:00",
    "Tidemark — A family calendar that reads school emails for you",
    "Forward the newsletters; it adds the trips, the non-uniform days and the bake sales.",
  ],

  // TechCrunch
  [
    "techcrunch-ai",
    "0 15:40",
    "The 12 AI startups to watch from Davos week, according to investors",
    "We asked 20 investors at the World Economic Forum which early-stage companies they were talking about; robotics and agent security came up most.",
  ],
  [
    "techcrunch-ai",
    "2 17:00",
    "Hobcastle wants to insure companies against their AI agents' mistakes",
    "The insurance start-up, founded by former payments engineers, prices cover for refunds and errors caused by customer-service and procurement agents, and says it has twelve pilot customers.",
  ],
  [
    "techcrunch-ai",
    "1 10:00",
    "Apple's App Store reviewers now ask chatbot apps which model provider they use",
    "Developers say a new question in the review form asks for the AI provider and whether user data leaves the device; Apple did not announce a rule change.",
  ],
  [
    "techcrunch-ai",
    "0 10:20",
    "Legal tech startup Wyecroft raises $22M to help small firms automate discovery",
    "The Manchester company's software sorts document dumps by relevance and privilege for firms with fewer than 50 lawyers.",
  ],
  [
    "techcrunch-ai",
    "6 12:00",
    "This week in AI: Davos, export rules and a Debian vote",
    "Our weekly round-up of the biggest stories and what to watch next week.",
  ],

  // The Verge
  [
    "theverge-ai",
    "0 17:00",
    "The best AI features on phones right now are the boring ones",
    "Call screening, photo cleanup and transcription get used every day; the assistants that book restaurants mostly don't.",
  ],
  [
    "theverge-ai",
    "2 13:40",
    "I let an AI plan my week for a month and it scheduled lunch at 3PM every day",
    "A month with three AI calendar assistants: one good idea each, and a shared inability to understand lunch.",
  ],
  [
    "theverge-ai",
    "4 19:00",
    "Robot vacuums got arms at CES. I tried one at home",
    "It picked up socks. It also picked up a charging cable that was plugged in.",
  ],
  [
    "theverge-ai",
    "0 13:30",
    "How to turn off AI summaries in the apps you use most",
    "Search, mail, messages and your phone's notifications: where the switch is in each, if there is one.",
  ],

  // VentureBeat
  [
    "venturebeat-ai",
    "1 12:30",
    "Survey at Davos: 58% of CIOs plan to cut agent pilots that haven't shown savings by June",
    "A poll of 410 technology chiefs released on the forum's first day finds budgets for agent pilots rising overall but concentrated in fewer projects.",
  ],
  [
    "venturebeat-ai",
    "2 10:30",
    "Why enterprises are building their own model gateways",
    "Routing, rate limits, logging and cost controls in one layer between apps and providers; three companies describe their setups.",
  ],
  [
    "venturebeat-ai",
    "3 15:40",
    "The case for keeping a small model on-prem as a fallback",
    "Teams that rely on one hosted API describe what a local fallback costs to run and how often it gets used.",
  ],
  [
    "venturebeat-ai",
    "5 08:30",
    "Retrieval evaluation is the unglamorous job that decides whether your RAG app works",
    "Practitioners on building test sets for search quality, and why reranker choice matters less than chunking.",
  ],

  // Google News (policy)
  [
    "google-news-ai-policy",
    "0 09:30",
    "One year of the EU's AI bans: which practices are prohibited and who enforces them - Euronews",
    "An explainer on the eight banned uses of AI, from social scoring to emotion recognition at work, and the national authorities in charge of each.",
  ],
  [
    "google-news-ai-policy",
    "0 14:00",
    "Dutch government reviews servicing licences for chipmaking tools sold to China - Financial Times",
    "The review concerns maintenance of machines already installed and could take until the summer, officials said.",
  ],
  [
    "google-news-ai-policy",
    "1 08:30",
    "Publishers say Google search traffic fell by a quarter in 2026 - Press Gazette",
    "A survey of 90 news publishers finds referrals from Google down 24% year on year, with the sharpest drops on explainers and recipes.",
  ],
  [
    "google-news-ai-policy",
    "1 16:40",
    "House committee hearing examines AI's effect on entry-level jobs - Roll Call",
    "Members of both parties questioned economists about falling hiring of graduates; no legislation was discussed.",
  ],
  [
    "google-news-ai-policy",
    "1 07:30",
    "Davos 2027: global leaders to debate AI, trade and energy as forum opens - AP",
    "The annual meeting runs until Friday with AI governance on the agenda of a dozen sessions.",
  ],
  [
    "google-news-ai-policy",
    "3 08:00",
    "KI im Unterricht: Kultusminister einigen sich auf gemeinsame Leitlinien - Süddeutsche Zeitung",
    "Die Länder wollen KI-Werkzeuge im Unterricht erlauben, aber Hausaufgaben stärker mündlich prüfen.",
  ],
  [
    "google-news-ai-policy",
    "4 08:20",
    "Mexico's senators open public hearings on a federal AI framework law - El Universal",
    "Two committees will hear universities, unions and companies until March before drafting; no bill text has been published yet.",
  ],
  [
    "google-news-ai-policy",
    "1 07:00",
    "What the voice-cloning laws in US states actually protect - Wired",
    "A guide to the state laws on digital replicas and voices, from consent rules to what happens after a performer dies.",
  ],
  [
    "google-news-ai-policy",
    "0 22:00",
    "生成AIの学習データ、著作権者への開示求める声 国内でも - 日本経済新聞",
    "出版社や音楽団体が、EUのAI法の学習データ要約制度を参考に、国内でも開示制度を設けるよう求める意見書をまとめた。",
  ],

  // Lab blogs
  [
    "lab-blogs",
    "1 14:20",
    "How we evaluate long-context retrieval without fooling ourselves",
    "Needle tests saturate quickly. Our internal suite mixes multi-hop questions, distractor documents and questions with no answer in the context.",
    { url: "https://research.marshfen.example/blog/long-context-eval" },
  ],
  [
    "lab-blogs",
    "1 16:00",
    "What we learned from a year of running a public speech dataset",
    "Consent forms in 11 languages, a payment system for contributors without bank accounts, and the recordings we had to delete.",
    { url: "https://umberleigh-voices.example/blog/a-year-of-the-dataset" },
  ],

  // Polymarket
  [
    "polymarket",
    "0 12:00",
    "H100 on-demand rental index below $1.50/hr on March 31?",
    "Yes 22% · No 78% · 24 h volume $64K · ends 2027-03-31.",
  ],
  [
    "polymarket",
    "1 12:00",
    "Will a Chinese lab release a model above GPT-5 on LMArena before Lunar New Year?",
    "Yes 29% · No 71% · 24 h volume $130K · ends 2027-02-06.",
  ],
  [
    "polymarket",
    "0 12:30",
    "Congress passes any AI bill into law before August?",
    "Yes 14% · No 86% · 24 h volume $41K · ends 2027-07-31.",
  ],
  [
    "polymarket",
    "5 12:00",
    "High-risk AI Act rules postponed by an EU vote in 2027?",
    "Yes 47% · No 53% · 24 h volume $76K · ends 2027-08-01.",
  ],

  // SEC EDGAR
  [
    "sec-edgar",
    "1 21:00",
    "Cobthorn Data Systems, Inc. (CBTN) files 8-K: Item 5.02 Departure of Directors or Certain Officers",
    "Filed 2027-01-19. The Company's Chief Technology Officer will step down effective March 1, 2027, and will remain an adviser through the end of the year.",
  ],
  [
    "sec-edgar",
    "3 21:20",
    "Wyndle Semiconductor Corp (WYND) files 8-K: Item 2.02 Results of Operations and Financial Condition",
    "Filed 2027-01-21. Fourth-quarter revenue of $288 million, in line with guidance, with data-centre memory controllers at 41% of sales.",
  ],
  [
    "sec-edgar",
    "1 21:40",
    "Harrowfield Networks Inc (HRFN) files 8-K: Item 1.01 Entry into a Material Definitive Agreement",
    "Filed 2027-01-19. The Company entered into a three-year supply agreement for AI-optimised optical transceivers with a hyperscale customer.",
  ],
];
