// Items that belong to no story: one-off news, how-tos, help questions, Show HN projects, essays, pre-Davos surveys,
// releases and papers nobody else covered, filings and markets that no event of the week moved.
// Near misses (a topic or entity with a story this week, not that story's event): pinning GitHub Actions and CI
// secrets, agent frameworks and their state, home AI servers and edge boards, GPU rental prices and checkpoints,
// embeddings, browser extensions that call models, coding agents in containers, self-hosted inference servers,
// text-to-speech with fixed voices, AI bills and preemption, personalised prices, the AI Act, dubbing, voice
// analysis, manga and image generators, AI scribes and clinical audio, chatbot defamation, robots.txt, peer review
// and LLM-written text, code review datasets, split leakage, energy per query, RL scaling, atypical speech; and from
// writer A's files Google, Anthropic, Mistral, Meta, OpenAI, IBM, TSMC and Tempus-style health AI, none of them
// about A's events (read only from A's header comments and story ids).
export default [
  // Hacker News
  [
    "hackernews",
    "0 06:10",
    "Show HN: Shapin – rewrites every GitHub Action reference in a repo to a pinned commit SHA",
    "One command, keeps the tag as a comment so Dependabot can still bump it. Written after pinning 140 workflows by hand last month.",
  ],
  [
    "hackernews",
    "0 07:30",
    "Ask HN: What are you running on your home AI box?",
    "I have a Mac mini with 64GB doing transcription, photo search and a coding model. Curious what other people's always-on setups look like and what was a waste of time.",
  ],
  [
    "hackernews",
    "5 21:15",
    "Durable execution for people who don't want a framework",
    "",
    { url: "https://plainfsm.example/durable-without-frameworks" },
  ],
  [
    "hackernews",
    "0 06:40",
    "Show HN: Tilthouse – a GPU rental price tracker across 19 clouds, updated hourly",
    "Scrapes public on-demand and spot prices for H100, H200, B200 and consumer cards. CSV export. I built it to stop keeping a spreadsheet.",
  ],
  [
    "hackernews",
    "1 23:30",
    "Ask HN: How do you keep a coding agent from touching things outside the repo?",
    "Containers, a separate user, a VM? I want to let it run tests unattended but I don't want it near my SSH keys.",
  ],
  [
    "hackernews",
    "2 07:20",
    "Notes from ten years of a hand-built personal website",
    "",
    { url: "https://smallweb-diary.example/html-by-hand" },
  ],
  [
    "hackernews",
    "0 22:40",
    "Show HN: Kiplin – a local-only page summariser for Firefox that never leaves localhost",
    "Talks to a llama.cpp server on your machine. No accounts, no remote calls, 300 lines of JavaScript.",
  ],
  [
    "hackernews",
    "0 09:50",
    "Checkpoints, not heroics: a field guide to resumable training",
    "",
    { url: "https://trainops-notes.example/resumable-training" },
  ],
  [
    "hackernews",
    "1 23:10",
    "Ask HN: Has anyone's insurer or bank told them calls are analysed by AI?",
    "My bank's hold message now says calls are 'reviewed with automated tools'. Does anyone know what that means in practice in the US?",
  ],
  [
    "hackernews",
    "4 21:30",
    "The economics of running a small open-source inference project",
    "",
    { url: "https://maintainer-ledger.example/inference-project-costs" },
  ],
  [
    "hackernews",
    "5 10:20",
    "Show HN: Rookhope – turns a folder of scanned letters into a searchable family archive, offline",
    "OCR, handwriting recognition and a small embedding model on a laptop. My grandmother's 1950s letters are now full-text searchable.",
  ],
  [
    "hackernews",
    "5 16:00",
    "How I review pull requests written mostly by an LLM",
    "",
    { url: "https://reviewer-notebook.example/llm-prs" },
  ],
  [
    "hackernews",
    "6 09:50",
    "Ask HN: Is it still worth learning CUDA in 2027?",
    "Everything I touch is Triton or a compiler now. Is hand-written CUDA a career skill or a hobby at this point?",
  ],
  [
    "hackernews",
    "6 18:30",
    "Show HN: A tiny speech-to-text model that runs on a $4 microcontroller",
    "Keyword spotting plus 60 words of vocabulary, 180KB. It turns the lights on and off and nothing else, which is what I wanted.",
  ],

  // Lobsters
  [
    "lobsters",
    "0 11:30",
    "Run your coding agent in a container, a short recipe",
    "",
    { url: "https://devbox-recipes.example/agent-container" },
  ],
  [
    "lobsters",
    "0 19:00",
    "A history of robots.txt in eleven disputes",
    "",
    { url: "https://crawl-history.example/robots-eleven" },
  ],
  [
    "lobsters",
    "4 20:10",
    "Writing a tokenizer for a language with no spaces, in OCaml",
    "",
    { url: "https://camlnotes.example/no-space-tokenizer" },
  ],
  [
    "lobsters",
    "1 13:00",
    "How TSMC's advanced packaging works, for software people",
    "",
    { url: "https://fabprimer.example/packaging-for-programmers" },
  ],

  // r/MachineLearning
  [
    "reddit-machinelearning",
    "0 03:10",
    "[D] Is anyone using review-comment data to train code models? What's out there?",
    "The only public sets I know are old Gerrit dumps from 2019 and a couple of scraped GitHub sets with no outcome labels. Looking for something with whether the comment was acted on.",
  ],
  [
    "reddit-machinelearning",
    "1 08:15",
    "[D] Do you split by repository or by file for code datasets?",
    "Our eval numbers dropped 5 points when we moved from file-level to repository-level splits. Curious whether people go further than that.",
  ],
  [
    "reddit-machinelearning",
    "0 20:30",
    "[D] CVPR 2027 reviewer load this year is absurd",
    "I got nine papers with a two-week window, over the holidays. How is anyone supposed to do this properly?",
  ],
  [
    "reddit-machinelearning",
    "3 07:40",
    "[D] What's the cheapest way to get reliable wall-power measurements for GPU inference?",
    "We want to report energy in a paper. nvidia-smi numbers vs a smart plug vs a proper meter: what do reviewers accept?",
  ],
  [
    "reddit-machinelearning",
    "5 11:30",
    "[P] A 40M-parameter model that predicts protein melting temperature, trained on public data",
    "Spearman 0.71 on a held-out family split. Weights and code are up; it's a weekend project, not a paper.",
  ],
  [
    "reddit-machinelearning",
    "6 14:10",
    "[D] Best textbook treatment of RL for language models as of early 2027?",
    "Most of what I've read is blog posts and papers. Is there a coherent written treatment yet, or is it still too early?",
  ],

  // r/LocalLLaMA
  [
    "reddit-localllama",
    "0 08:40",
    "Orange Pi NPU numbers for small models, after a month of tinkering",
    "1.5B at 9 tok/s, 3B at 4 tok/s, anything bigger isn't worth it. The NPU toolchain is the real bottleneck, not the hardware.",
  ],
  [
    "reddit-localllama",
    "1 13:20",
    "Mistral Small 3.2 is still my daily driver and I've tried everything since",
    "Instruction following at 24B is just right for my workflows. Newer models score higher but keep ignoring my formatting rules.",
  ],
  [
    "reddit-localllama",
    "2 10:50",
    "What's the best embedding model under 500M parameters right now?",
    "For a personal notes search, English and German. Running on CPU. I've used the same one for a year and wonder if it's time to switch.",
  ],
  [
    "reddit-localllama",
    "3 22:30",
    "Two used 3090s vs one new card in 2027: my power bill says 3090s lose",
    "I measured at the wall for a month. The pair idles at 70W, and that's most of the day. Numbers inside.",
  ],
  [
    "reddit-localllama",
    "2 09:15",
    "Fixed-voice TTS that sounds good on CPU? Not cloning, just one nice narrator voice",
    "I want my e-reader server to read articles to me. I don't need to clone anyone, I need one voice that doesn't sound like a GPS.",
  ],
  [
    "reddit-localllama",
    "6 20:00",
    "Sunday show-and-tell: your local setup this week",
    "Post your hardware, your models and the one setting that made the biggest difference this week.",
  ],

  // r/artificial
  [
    "reddit-artificial",
    "0 12:10",
    "My kid's school sent home a letter about AI homework detectors. They don't work, right?",
    "The letter says essays will be 'screened'. Every study I've seen says these detectors flag non-native writers. What should I ask the school?",
  ],
  [
    "reddit-artificial",
    "1 18:40",
    "Are AI price tags already everywhere? I got a different price for the same hotel on two phones",
    "Same hotel, same dates, $28 apart between my phone and my partner's. Could be cookies, could be anything. How would I even know?",
  ],
  [
    "reddit-artificial",
    "2 16:20",
    "Anyone else feel like every app added an AI button over the holidays?",
    "My banking app, my recipe app and my thermostat all got one. None of them do anything I'd want.",
  ],
  [
    "reddit-artificial",
    "3 12:30",
    "Call screening on my phone caught a scam call that played my bank's hold music",
    "The screening assistant asked who was calling and the caller hung up. Then my actual bank called from a different number. First time an AI phone feature earned its keep.",
  ],
  [
    "reddit-artificial",
    "4 22:10",
    "Do AI companies still care about Davos or is it just a photo op now?",
    "Every January the same panels about AI and jobs. Has anything announced there ever mattered?",
  ],
  [
    "reddit-artificial",
    "5 18:00",
    "I asked three chatbots about my small town's history and all three invented a mayor",
    "Different names, same confidence. The real town has had a council since 1952 and no mayor at all.",
  ],
  [
    "reddit-artificial",
    "0 06:45",
    "Is it normal that my doctor's office now asks to record every appointment?",
    "They say it's for the notes. I said yes but I'm not sure what happens to the audio. What do you ask before you agree?",
  ],

  // Google News (AI policy)
  [
    "google-news-ai-policy",
    "0 09:00",
    "California privacy agency to hold first hearing on automated decision-making rules' enforcement - Los Angeles Times",
    "The agency's board will take public comment on how it plans to audit businesses' risk assessments for automated decision tools, which took effect in January.",
  ],
  [
    "google-news-ai-policy",
    "1 07:00",
    "Singapore publishes governance framework for AI agents used by government agencies - The Straits Times",
    "The framework asks agencies to keep a human approval step for any agent action that changes records or sends messages to citizens.",
  ],
  [
    "google-news-ai-policy",
    "2 11:30",
    "European Parliament committee hears artists and AI firms on copyright and training data - Euronews",
    "The legal affairs committee's hearing, part of its work on a report due in the spring, heard from musicians' groups, publishers and two AI companies.",
  ],
  [
    "google-news-ai-policy",
    "3 16:00",
    "Canada's privacy commissioner opens consultation on children's data in AI products - CBC",
    "The consultation asks companies and parents how age estimation and parental consent should work for chatbots and AI toys.",
  ],
  [
    "google-news-ai-policy",
    "5 08:00",
    "Survey before Davos: 38% of employers expect to shrink headcount because of AI by 2030 - Bloomberg",
    "The survey of 1,100 large employers, released ahead of next week's World Economic Forum meeting, also found most plan to retrain rather than hire for AI skills.",
  ],
  [
    "google-news-ai-policy",
    "6 07:30",
    "Davos 2027: AI governance and energy top the agenda as leaders arrive - Reuters",
    "Organisers expect AI's demand on power grids and cross-border rules for AI agents to dominate panels when the meeting opens on Monday.",
  ],

  // GitHub
  [
    "github",
    "0 17:40",
    "shapin-dev/shapin: Pin every GitHub Action in your workflows to a full commit SHA",
    "Rewrites `uses:` lines in place, keeps the tag as a comment, and has a check mode for CI.",
  ],
  [
    "github",
    "1 12:00",
    "oakapple/homestack-llm: docker compose recipes for a private LLM stack at home",
    "llama.cpp server, an embeddings service, a vector store and a web UI, with sane defaults: everything bound to localhost.",
  ],
  [
    "github",
    "0 11:00",
    "tarnhows/vecguard: sanity checks for embedding vectors before they hit your index",
    "Checks dimension, NaN, norm range and duplicate rate per batch; a pgvector trigger and a Python decorator. v0.3.0.",
  ],
  [
    "github",
    "0 16:00",
    "lowfell/tdmrep-lint: validate the TDM-Rep headers and tdmrep.json file on your site",
    "Checks that the W3C TDM reservation protocol fields are well formed and consistent between HTTP headers, HTML meta tags and the JSON file.",
  ],
  [
    "github",
    "5 14:40",
    "birkrigg/agent-replay: record and replay LLM agent runs deterministically for tests",
    "Captures every model and tool call in a run and replays them from a cassette file, so agent tests stop costing money and stop flaking.",
  ],
  [
    "github",
    "1 10:00",
    "brackenfold/wattlog: log GPU and wall power per inference request",
    "Reads NVML and an optional Shelly plug, and attaches watt-hours to each request in your server's logs.",
  ],

  // Stack Exchange
  [
    "stackexchange",
    "0 10:30",
    "GitHub Actions: how to pass a secret to a reusable workflow without exposing it to third-party actions",
    "Our release workflow calls three marketplace actions. Is there a way to scope the registry token so that only our own step can read it?",
  ],
  [
    "stackexchange",
    "6 14:50",
    "numpy argsort gives a different top-k order on two machines for the same similarity scores",
    "Ties in cosine scores come back in a different order on my laptop and on the server. Is argsort not stable by default, and does it matter for retrieval evaluation?",
  ],
  [
    "stackexchange",
    "2 17:30",
    "FastAPI StreamingResponse buffers the whole LLM reply when served behind nginx",
    "The response arrives all at once instead of token by token behind nginx. Works fine when I hit uvicorn directly.",
  ],
  [
    "stackexchange",
    "3 09:40",
    "Chrome extension side panel loses state when the user switches tabs",
    "I keep a chat history in the side panel of my extension, but it resets on every tab switch. Where should the state live in Manifest V3?",
  ],
  [
    "stackexchange",
    "4 11:50",
    "vLLM: how to serve two LoRA adapters on one base model with different max ranks",
    "The server refuses to start when one adapter has rank 64 and the other rank 16. Is there a flag for per-adapter rank?",
  ],
  [
    "stackexchange",
    "5 15:10",
    "Whisper timestamps drift by several seconds on long recordings",
    "Transcribing two-hour meetings, the segment timestamps are off by 4 to 8 seconds by the end. Is chunking the audio the only fix?",
  ],

  // arXiv
  [
    "arxiv",
    "0 05:30",
    "Review Comment Generation with Repository Context: A Study on Gerrit Histories",
    "Retrieving the five most similar past reviews in the same repository improves generated comments' acceptance by human raters from 22% to 35% on a 2019 Gerrit dataset.",
    { paper: "gerrit-review-context" },
  ],
  [
    "arxiv",
    "1 06:00",
    "Detecting Machine-Generated Student Essays Across Proficiency Levels",
    "Detectors' false-positive rate on essays by learners of English is three times that on native speakers' essays; a proficiency-aware threshold halves the gap.",
    { paper: "student-essays-detect" },
  ],
  [
    "arxiv",
    "2 06:00",
    "Soft Tokens for Table Retrieval: Compressing Spreadsheets for Long-Context Question Answering",
    "Encoding each table row as four learned soft tokens keeps 93% of answer accuracy at one-twelfth of the context length.",
    { paper: "soft-token-tables" },
  ],
  [
    "arxiv",
    "3 06:30",
    "Easy First? An Ablation of Curriculum Schedules in Reinforcement Learning for Math Reasoning",
    "Easy-to-hard curricula speed up early reward gains but end within 0.5 points of random order after 2,000 steps across three model sizes.",
    { paper: "rl-curriculum-order" },
  ],
  [
    "arxiv",
    "4 06:00",
    "Crosswalk: A Benchmark for Pedestrian Intent Prediction from Dashcam Video in Dense Cities",
    "8,000 annotated clips from six cities; video models beat trajectory-only baselines by 11 points in the first second and by 2 points after three.",
    { paper: "crosswalk-intent" },
  ],

  // Hugging Face Papers
  [
    "hf-papers",
    "2 10:00",
    "Lighter Rerankers: Distilling Cross-Encoders into 30M-Parameter Models Without Losing the Tail",
    "Distillation with hard negatives mined from the teacher's errors keeps 97% of a 600M reranker's NDCG@10 on rare queries.",
  ],
  [
    "hf-papers",
    "5 09:00",
    "Sign Language Translation from Phone Video with Pose-Only Inputs",
    "Discarding pixels and using only estimated poses loses 2 BLEU points but makes the model robust to lighting and background.",
  ],

  // Hugging Face models
  [
    "hf-models",
    "0 18:00",
    "quillfeather/narrator-en-1",
    "A single-voice English text-to-speech model for long-form reading, trained on 400 hours from one consenting professional narrator. No voice cloning.",
  ],
  [
    "hf-models",
    "2 08:20",
    "inchworm-ml/tiny-embed-de-en-120m",
    "A 120M bilingual German-English sentence embedding model, 384 dimensions, good on CPU.",
  ],
  [
    "hf-models",
    "3 19:10",
    "hollinsend/receipt-ocr-pt-br",
    "OCR and field extraction for Brazilian receipts (NFC-e), fine-tuned from a 1B vision-language model.",
  ],
  [
    "hf-models",
    "5 12:30",
    "dovestone/code-review-critic-1.5b",
    "A 1.5B model that rates pull-request review comments for specificity and tone; trained on synthetic comments.",
  ],

  // Product Hunt
  [
    "producthunt",
    "0 15:30",
    "Gallowglass — A calm inbox that drafts replies only when you ask",
    "Reads your email locally, suggests three short replies on request, and never sends anything by itself.",
  ],
  [
    "producthunt",
    "2 15:30",
    "Fernleaf — Meal plans built from what's already in your fridge",
    "Snap the shelves, get four dinners and a shopping list for what's missing.",
  ],
  [
    "producthunt",
    "3 15:30",
    "Hushwing — Private call summaries, processed on your own machine",
    "Transcribes and summarises calls on-device; nothing is uploaded, and audio is deleted after the summary.",
  ],
  [
    "producthunt",
    "5 15:30",
    "Bramling — An AI tutor for learning to read sheet music",
    "Listens while you play, highlights the note you missed and slows the passage down.",
  ],

  // TechCrunch
  [
    "techcrunch-ai",
    "0 16:40",
    "JPM 2027: health-AI founders pitch 'workflow, not models' to investors",
    "At the conference's fringe events, investors say the money is going to companies selling prior-authorisation and billing automation rather than new clinical models.",
  ],
  [
    "techcrunch-ai",
    "1 14:20",
    "Mossgiel raises $9M to help landlords answer tenant messages with AI",
    "The Glasgow start-up's assistant drafts replies and schedules repairs; a letting agent must approve every message.",
  ],
  [
    "techcrunch-ai",
    "2 12:30",
    "Scoutmoor, a start-up building AI for school timetables, raises a $6M seed",
    "The company says its scheduler fits teachers, rooms and exam constraints in minutes instead of weeks for 400 schools in the UK and Ireland.",
  ],
  [
    "techcrunch-ai",
    "3 17:30",
    "Bank earnings: the big US lenders all mentioned AI, none put a number on savings",
    "Across Wednesday's and Thursday's fourth-quarter calls, executives described coding assistants and call-centre tools, but only one gave a headcount figure.",
  ],
  [
    "techcrunch-ai",
    "5 11:00",
    "Keldside's AI bookkeeping app for farmers launches in Ireland",
    "It reads co-op statements and grant letters and prepares the VAT return; a human accountant reviews each one.",
  ],

  // VentureBeat
  [
    "venturebeat-ai",
    "1 12:40",
    "Why enterprise AI teams are quietly moving from agent frameworks back to plain code",
    "Several CTOs describe replacing framework graphs with a few hundred lines of their own orchestration once the workflows stabilised.",
  ],
  [
    "venturebeat-ai",
    "0 10:00",
    "The hidden cost of embeddings: re-indexing budgets nobody planned for",
    "Switching embedding models means re-embedding everything; data leaders say re-indexing is now a line item in AI budgets.",
  ],
  [
    "venturebeat-ai",
    "5 10:30",
    "What CIOs want to hear about AI at Davos this year",
    "Fewer pilots, more budgets tied to measured savings, and a clear answer on who is liable when an agent makes a mistake.",
  ],

  // The Verge
  [
    "theverge-ai",
    "0 18:30",
    "The best thing I saw at CES wasn't AI. It was a kettle with a physical dial",
    "A week on, the gadgets I keep thinking about are the ones that did one thing well and didn't ask me to talk to them.",
  ],
  [
    "theverge-ai",
    "2 17:45",
    "Google adds on-device voicemail summaries to Pixel phones in 12 more countries",
    "The feature runs on the phone and now supports French, German, Italian, Portuguese and Japanese, among others.",
  ],
  [
    "theverge-ai",
    "4 13:20",
    "I wore an AI pendant for a week and my family made me take it off",
    "It remembered every conversation. That turned out to be the problem at dinner.",
  ],

  // Lab blogs
  [
    "lab-blogs",
    "1 15:00",
    "What we learned red-teaming agents that control a browser",
    "Most successful attacks came through content the agent read, not through the user's instructions. Our checklist for builders.",
    { url: "https://thackery-ai.example/blog/browser-agent-red-team" },
  ],
  [
    "lab-blogs",
    "4 16:30",
    "A year of our open speech models: downloads, fine-tunes and what people built",
    "From call-centre analytics to hearing-aid research, a look back at twelve months of open releases.",
    { url: "https://sallowmere.example/blog/year-of-open-speech" },
  ],

  // Polymarket
  [
    "polymarket",
    "0 12:00",
    "Congress passes federal preemption of state AI laws before 2028?",
    "Yes 16% · No 84% · 24 h volume $47K · ends 2027-12-31.",
  ],
  [
    "polymarket",
    "2 12:00",
    "EU postpones AI Act high-risk obligations again in 2027?",
    "Yes 34% · No 66% · 24 h volume $39K · ends 2027-12-31.",
  ],
  [
    "polymarket",
    "3 12:00",
    "Meta releases a new open-weights Llama model by June 30?",
    "Yes 52% · No 48% · 24 h volume $72K · ends 2027-06-30.",
  ],
  [
    "polymarket",
    "5 12:00",
    "Which lab tops the ARC-AGI-3 leaderboard on March 31?",
    "OpenAI 38% · Google 33% · Anthropic 17% · Other 12%.",
  ],

  // SEC EDGAR
  [
    "sec-edgar",
    "0 21:00",
    "Coldharbour Health Systems, Inc. (CLDH) files 8-K: Item 7.01 Regulation FD Disclosure",
    "Filed 2027-01-11. The Company furnished the investor presentation to be used at the J.P. Morgan Healthcare Conference, reaffirming fiscal 2026 revenue guidance.",
  ],
  [
    "sec-edgar",
    "2 21:20",
    "Brindlestone Compute Corp (BRNC) files 8-K: Item 1.01 Entry into a Material Definitive Agreement; Item 2.03",
    "Filed 2027-01-13. The Company entered into a $600 million secured credit facility to finance GPU servers, secured by the equipment and related customer contracts.",
  ],
  [
    "sec-edgar",
    "4 21:10",
    "Penwarden Software, Inc. (PNWD) files 8-K: Item 5.02 Departure of Directors or Certain Officers",
    "Filed 2027-01-15. The Company's Chief Technology Officer will step down effective March 1, 2027, and will remain as an adviser.",
  ],

  // dev.to
  [
    "devto",
    "0 14:30",
    "Structured outputs with a local model: grammars vs JSON mode vs retries",
    "I compared the three ways to get valid JSON out of a local model on 1,000 extraction tasks. Grammars won, but they are not free.",
  ],
  [
    "devto",
    "1 08:10",
    "Matryoshka embeddings in practice: truncating to 256 dimensions without losing your search",
    "How much recall we lost at each truncation, and why we settled on 256 for the hot index and 1,024 for re-ranking.",
  ],
  [
    "devto",
    "2 19:30",
    "Writing a privacy policy for your AI side project that is actually true",
    "List every place text goes, name every provider, say how long you keep it. A template for small apps.",
  ],
  [
    "devto",
    "4 12:40",
    "Caching LLM responses in Redis without serving the wrong answer",
    "Key on the normalised prompt, the model version and the tool list, and never cache anything with user data in the prompt.",
  ],
  [
    "devto",
    "6 10:00",
    "A weekend with a voice assistant on a Raspberry Pi 5, start to finish",
    "Wake word, local speech-to-text, a 3B model and a small TTS voice. Total latency 1.9 seconds, total cost €140.",
  ],

  // Mastodon
  ["mastodon", "0 07:50", "first monday back", "every tab i left open in december is now a stranger to me"],
  [
    "mastodon",
    "0 22:30",
    "my robots.txt has more comments than rules",
    "most of them are apologies to crawlers from 2009",
  ],
  [
    "mastodon",
    "1 09:10",
    "asked the assistant for a summary of my week's notes",
    "it summarised them as 'a meeting occurred'. honestly fair",
  ],
  [
    "mastodon",
    "1 19:20",
    "a week after ces my smart plug still wants to know if i have tried its new assistant",
    "i have not. i will not. it is a plug",
  ],
  [
    "mastodon",
    "2 12:40",
    "hospital waiting room tv is showing an ad for an ai doctor",
    "while i wait four hours for a human one",
  ],
  [
    "mastodon",
    "0 23:10",
    "reviewing papers tonight",
    "with a pot of coffee and the grim knowledge that at least one of these was written by a model",
  ],
  ["mastodon", "0 04:20", "every dataset has a readme and every readme is a lie about the splits", ""],
  [
    "mastodon",
    "4 08:30",
    "friday energy",
    "deploying nothing, approving nothing, reading the changelog of a library i don't use",
  ],
  [
    "mastodon",
    "0 09:10",
    "dubbed films taught me three languages",
    "mostly the phrase 'we've got company' in each of them",
  ],
  [
    "mastodon",
    "5 20:50",
    "saturday project: taught the home server to turn off the router at 1am",
    "the teenagers have filed a complaint with management",
  ],
  [
    "mastodon",
    "6 16:30",
    "sunday reading: a 1987 paper on maintaining expert systems",
    "the section on who updates the rules when the expert retires holds up better than anything written since",
  ],
];
