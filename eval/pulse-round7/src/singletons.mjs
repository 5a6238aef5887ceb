// Items that belong to no story: one-off news, how-tos, questions, essays, year-ahead pieces, releases nobody else
// covers, single-source papers, filings and markets that no event of the week moved.
// Near misses (a topic or entity with a story this week, not that story's event): agent SDKs and npm install
// scripts, vector databases, local runtimes and NPUs, CES boards and gadgets, GPU clouds and checkpoints,
// transcription, VS Code extensions, MCP servers, notebook pricing, French press publishers, the CNIL, AI in hiring,
// companion apps and age checks, AI labels, copyright registration, model merging, clinical data, LLM judges,
// weather models, interpretability; and from writer A's files OpenAI, Google, Mistral, Nvidia, Samsung and voice
// cloning, none of them about A's events.
export default [
  // Hacker News
  [
    "hackernews",
    "0 06:20",
    "Ask HN: Do you let npm run install scripts in CI?",
    "We've had ignore-scripts on for a year and only two packages broke. Wondering why it isn't the default everywhere.",
  ],
  [
    "hackernews",
    "0 08:10",
    "What I learned running a vector database on a single SQLite file",
    "",
    { url: "https://smallindex-notes.example/sqlite-vectors" },
  ],
  [
    "hackernews",
    "0 22:40",
    "Ask HN: Is anyone's team actually back to work this week?",
    "Half our Slack still has holiday statuses. The other half shipped three agent prototypes over the break that nobody asked for.",
  ],
  [
    "hackernews",
    "1 07:00",
    "The year of the NPU, again: a short history of CES promises",
    "",
    { url: "https://gadget-archaeology.example/npu-promises" },
  ],
  [
    "hackernews",
    "1 23:10",
    "Show HN: Pipwarden – refuses to install Python packages published in the last 72 hours",
    "A cooldown for new releases. Most hijacked versions get yanked within a day; waiting three days costs you almost nothing.",
  ],
  [
    "hackernews",
    "2 07:40",
    "Why your training checkpoints should be boring",
    "",
    { url: "https://mlops-field-guide.example/boring-checkpoints" },
  ],
  [
    "hackernews",
    "1 06:50",
    "Ask HN: How do you evaluate a speech-to-text vendor?",
    "We're picking one for a medical dictation product. Word error rate on clean audio seems meaningless. What did you measure?",
  ],
  [
    "hackernews",
    "3 08:00",
    "The hidden cost of GPU reservations nobody uses",
    "",
    { url: "https://cloudbill-autopsy.example/idle-reservations" },
  ],
  [
    "hackernews",
    "3 21:30",
    "Show HN: A weather station that posts its readings to a local LLM that writes haiku",
    "ESP32, a BME280 and a 1B model on a Pi. It has written 2,400 haiku about humidity.",
  ],
  [
    "hackernews",
    "0 20:30",
    "Ask HN: What's your policy on AI résumé screening as a candidate?",
    "I now write two résumés: one for humans, one for keyword filters. Is that just what job hunting is now?",
  ],
  [
    "hackernews",
    "4 20:40",
    "Floppy disks, fax machines and the AI rollout at my local hospital",
    "",
    { url: "https://wardnotes.example/fax-and-ai" },
  ],
  [
    "hackernews",
    "5 12:00",
    "Show HN: Quietcron – a scheduler for local LLM batch jobs that waits for your laptop to be plugged in",
    "Summaries, embeddings and backups only run on AC power and idle CPU. 600 lines of Go.",
  ],
  [
    "hackernews",
    "5 19:30",
    "The long tail of abandoned AI browser extensions",
    "",
    { url: "https://extension-census.example/abandoned-ai" },
  ],
  [
    "hackernews",
    "6 09:40",
    "Ask HN: Best resources to learn mechanistic interpretability in 2027?",
    "I've done the usual transformer courses. Looking for something hands-on with small models I can run at home.",
  ],

  // Lobsters
  [
    "lobsters",
    "0 12:00",
    "A field guide to licence changes in open-source infrastructure",
    "",
    { url: "https://licence-watch.example/field-guide" },
  ],
  [
    "lobsters",
    "0 19:40",
    "Quoting arguments for sh -c is harder than you think",
    "",
    { url: "https://shellpitfalls.example/sh-c-quoting" },
  ],
  [
    "lobsters",
    "0 20:50",
    "Memory bandwidth, explained for people who read spec sheets",
    "",
    { url: "https://siliconprimer.example/bandwidth" },
  ],
  [
    "lobsters",
    "5 21:00",
    "Porting my toy BPE trainer to Zig, and what comptime bought me",
    "",
    { url: "https://ziglog.example/tiny-tokenizer" },
  ],

  // r/MachineLearning
  [
    "reddit-machinelearning",
    "0 09:00",
    "[D] What are you reading first this year?",
    "My queue: two merging papers from December, the new state-space survey, and finally the RLHF book I bought a year ago.",
  ],
  [
    "reddit-machinelearning",
    "0 17:30",
    "[D] Has anyone had a paper rejected for using an LLM judge as the main metric?",
    "Reviewer 2 said LLM-as-judge numbers are 'not evidence'. We had human agreement numbers in the appendix. How do others handle this?",
  ],
  [
    "reddit-machinelearning",
    "2 17:10",
    "[D] ICML 2027 deadline survival thread",
    "Three weeks left. Post your compute situation and your most cursed bug.",
  ],
  [
    "reddit-machinelearning",
    "3 22:30",
    "[P] I trained a 40M-parameter model to predict tomorrow's temperature at my house",
    "Five years of my own station data. It beats the phone app by 0.4°C on average and loses badly when fronts come through.",
  ],
  [
    "reddit-machinelearning",
    "4 15:20",
    "[D] Sparse autoencoders vs. transcoders for circuit work in 2027",
    "Transcoders seem to give cleaner graphs on MLPs but nobody agrees on evaluation. What's your lab using?",
  ],
  [
    "reddit-machinelearning",
    "6 11:00",
    "[R] A survey of de-identification methods for clinical text, 2015-2026",
    "Not mine, but a useful review of rule-based, neural and hybrid scrubbers with a table of every public benchmark.",
  ],

  // r/LocalLLaMA
  [
    "reddit-localllama",
    "0 11:40",
    "What's your daily driver model going into 2027?",
    "Mine is still a 32B coder at Q5 for work and a 12B for chat. Curious what changed over the break for everyone.",
  ],
  [
    "reddit-localllama",
    "1 21:30",
    "Bought a used 3090 over the holidays. What should I run first?",
    "24 GB, 64 GB system RAM, Linux. Mostly want coding help and to summarise PDFs.",
  ],
  [
    "reddit-localllama",
    "2 23:00",
    "mergekit config that finally stopped my merges from speaking in tongues",
    "Turned out my two fine-tunes had different chat templates. Posting the config so nobody else loses a weekend to this.",
  ],
  [
    "reddit-localllama",
    "3 11:00",
    "Mistral 7B from 2023 still beats half the new small models on my German summarisation test",
    "Not a new model, just the old one I keep as a baseline. Posting the test set in case anyone wants to try.",
  ],
  [
    "reddit-localllama",
    "4 22:10",
    "Running a speech-to-text model on a phone NPU: my notes",
    "Whisper-small on an Android flagship with the vendor SDK. Fast, but the SDK's quantiser mangles the decoder.",
  ],
  [
    "reddit-localllama",
    "5 16:40",
    "Finally got llama.cpp to build on my old Chromebook",
    "Crostini, 8 GB RAM, a 1B model at 9 tok/s. Pointless and delightful.",
  ],

  // r/artificial
  [
    "reddit-artificial",
    "0 16:00",
    "My 2027 resolution: stop asking chatbots for medical advice. How's yours going?",
    "Four days in and I've already asked one about my knee. Progress.",
  ],
  [
    "reddit-artificial",
    "1 12:40",
    "Every TV at CES has an 'AI' sticker this year. Does any of it do anything?",
    "Walked the LG and TCL booths on a livestream. The AI is mostly picture modes with new names.",
  ],
  [
    "reddit-artificial",
    "2 10:20",
    "My kid's school sent a letter about AI companion apps. Any parents dealt with this?",
    "We're in Ohio; the letter came home before the winter break and doesn't name any app, just asks parents to check phones. What should I actually be looking for?",
  ],
  [
    "reddit-artificial",
    "3 18:50",
    "Which AI voice tools are safe for a small podcast?",
    "I want to fix flubbed lines with my own cloned voice. Worried about where the samples end up.",
  ],
  [
    "reddit-artificial",
    "4 10:40",
    "Are the AI 'undetectable' essay tools a scam?",
    "A student showed me one that charges $19 a month. The output read exactly like every other chatbot.",
  ],
  [
    "reddit-artificial",
    "5 09:20",
    "Least glamorous win from a chatbot in your 2026?",
    "For me: reading 300 pages of my mortgage paperwork and telling me which three pages mattered.",
  ],
  [
    "reddit-artificial",
    "5 20:00",
    "Do you trust AI-written recipe sites at all?",
    "Followed one that told me to bake bread at 450°C. The oven goes to 250.",
  ],
  [
    "reddit-artificial",
    "6 14:10",
    "Sunday thread: what AI news from this week will matter in a year?",
    "Not the gadgets. My bet is on the hiring and privacy rulings, but happy to be argued with.",
  ],

  // GitHub
  [
    "github",
    "0 10:30",
    "quillgate/lockfile-sentry: alert when a lockfile resolves a package version younger than N days",
    "Scans npm, pnpm and yarn lockfiles in CI and fails the build if any resolved version was published less than a configurable number of days ago.",
  ],
  [
    "github",
    "1 13:00",
    "orchardlane/mcp-inspector-lite: record and replay MCP server traffic for debugging",
    "A proxy that logs every tool call and result between an MCP client and server, with a replay mode for tests.",
  ],
  [
    "github",
    "2 14:20",
    "thimble-ml/thimble: 2.5 MB int4 inference engine for microcontrollers",
    "Runs 10M-parameter language models on a Cortex-M7 with 1 MB of SRAM. Demo: a sensor log summariser.",
  ],
  [
    "github",
    "0 18:20",
    "ledgerfox/judge-kit: pairwise LLM evaluation with position swapping and multiple judges",
    "Runs each comparison twice with the order swapped and aggregates over judges from different providers.",
  ],
  [
    "github",
    "4 12:30",
    "wrensmoor/notes-scrubber: offline PHI scrubber for clinical text with a rule and model ensemble",
    "Runs on CPU; ships with test notes written by the authors, no real patient data.",
  ],
  [
    "github",
    "5 15:10",
    "pallisade/mergeviz: visualise parameter conflicts between fine-tunes before you merge them",
    "Heatmaps of sign disagreement and magnitude per layer for any two or more checkpoints sharing a base.",
  ],

  // dev.to
  [
    "devto",
    "0 09:40",
    "Five things I'm not doing with AI agents this year",
    "No autonomous deploys, no agents with production database credentials, no unreviewed migrations, no agent-written incident reports, no agent on-call.",
  ],
  [
    "devto",
    "1 16:20",
    "Structured outputs in TypeScript without a framework",
    "A 60-line helper that validates JSON from any model with Zod and retries once with the error message.",
  ],
  [
    "devto",
    "0 08:30",
    "Writing a VS Code extension that never phones home",
    "Everything runs against a local model over a Unix socket. The hard part was the settings UI, not the model.",
  ],
  [
    "devto",
    "3 20:00",
    "How we cut our embedding bill by 80% with binary quantisation",
    "Binary vectors for the first pass, float rescoring on the top 100. Recall dropped 0.6 points.",
  ],
  [
    "devto",
    "5 10:30",
    "A beginner's guide to MCP: build a server that reads your calendar",
    "Step by step in Python, with the permission prompts explained. No shell tools involved.",
  ],

  // Stack Exchange
  [
    "stackexchange",
    "0 13:40",
    "Why does my HNSW index return different neighbours on every restart?",
    "Using an in-process vector library with default parameters. Same data, same query, different top 5 after each rebuild.",
  ],
  [
    "stackexchange",
    "1 10:50",
    "pytorch: torch.load warns about weights_only when loading my own checkpoint",
    "Since upgrading, every load prints a FutureWarning. Is it safe to pass weights_only=True for a dict with an optimizer state?",
  ],
  [
    "stackexchange",
    "2 16:30",
    "Flask response buffers the whole LLM output instead of flushing each chunk",
    "The response arrives all at once instead of token by token. I think something is buffering.",
  ],
  [
    "stackexchange",
    "3 14:20",
    "Speaker diarization assigns the same speaker two labels after a pause",
    "Using an open diarisation pipeline on one-hour meetings. After silences longer than 30 s it starts a new speaker ID.",
  ],
  [
    "stackexchange",
    "4 09:30",
    "Computing inter-rater agreement between an LLM judge and three human annotators",
    "Is Krippendorff's alpha the right choice when the LLM judge is one of four raters, or should it be compared against the human majority?",
  ],
  [
    "stackexchange",
    "5 11:40",
    "ONNX Runtime: 'no kernel for op' when targeting an NPU execution provider",
    "The model runs fine on CPU. On the NPU provider it fails on LayerNormalization. Can I force that single op to fall back?",
  ],

  // arXiv and Hugging Face Papers (single-source papers)
  [
    "arxiv",
    "0 05:00",
    "Curriculum Order Matters Less Than You Think for Code Model Pretraining",
    "Shuffling versus sorting pretraining data by difficulty changes final pass@1 by under 0.5 points across four model sizes.",
    { paper: "curriculum-order" },
  ],
  [
    "arxiv",
    "1 05:00",
    "Tabular Foundation Models Under Distribution Shift: A Benchmark of 120 Real Deployments",
    "We collect 120 tabular prediction tasks with documented shifts and find in-context tabular models degrade less than boosted trees in 61% of them.",
    { paper: "tabular-shift" },
  ],
  [
    "arxiv",
    "2 05:30",
    "Speech Recognition Error Rates on Accented Clinical Dictation",
    "Six commercial and open speech-to-text systems show word error rates two to four times higher on accented dictation of drug names than on native-speaker dictation.",
    { paper: "accented-dictation" },
  ],
  [
    "arxiv",
    "3 05:00",
    "Do Vision-Language Models Read Charts or Guess Them?",
    "Replacing chart values with random numbers while keeping the titles changes answers in only 38% of cases, suggesting heavy reliance on textual priors.",
    { paper: "charts-guess" },
  ],
  [
    "arxiv",
    "4 05:00",
    "Low-Rank Adapters Forget Less: Revisiting Catastrophic Forgetting with 40 Continual Tasks",
    "LoRA fine-tunes retain 12 points more of earlier-task accuracy than full fine-tuning after 40 sequential tasks, at matched final-task accuracy.",
    { paper: "lora-forgetting" },
  ],
  [
    "hf-papers",
    "3 09:00",
    "Sparse Upcycling Revisited: When Does Turning a Dense Model into a Mixture of Experts Pay Off?",
    "Upcycling helps below 3B parameters and under 200B extra tokens; beyond that, training the MoE from scratch wins.",
  ],
  [
    "hf-papers",
    "5 09:00",
    "Small Recurrent Models as Drafters for Speculative Decoding",
    "A 60M-parameter recurrent drafter reaches acceptance rates within 5% of a transformer drafter at a quarter of the memory.",
  ],

  // Hugging Face models
  [
    "hf-models",
    "0 17:00",
    "greyfinch-labs/receipt-reader-1b",
    "A 1B vision-language model fine-tuned to read shop receipts into JSON. Works offline; English and Portuguese.",
  ],
  [
    "hf-models",
    "2 07:30",
    "kittering/german-legal-embed-v2",
    "Sentence embeddings for German court decisions and statutes; 768 dimensions, trained on public case law.",
  ],
  [
    "hf-models",
    "3 18:00",
    "moorfield-audio/tiny-diarizer",
    "A 9M-parameter speaker diarisation model for on-device use, ONNX export included.",
  ],
  [
    "hf-models",
    "5 13:30",
    "sable-nlp/clinical-abbrev-expander",
    "Expands abbreviations in clinical notes (e.g. 'SOB' to 'shortness of breath'); trained on synthetic notes only.",
  ],

  // Product Hunt
  [
    "producthunt",
    "0 15:30",
    "Inkwarden — Turn meeting recordings into decisions, not transcripts",
    "Records, summarises and pulls out who agreed to what. Integrates with Slack and Linear.",
  ],
  [
    "producthunt",
    "2 15:00",
    "Tallyloom — An AI bookkeeper for freelancers who hate spreadsheets",
    "Forward receipts, get categorised expenses and a quarterly tax estimate.",
  ],
  [
    "producthunt",
    "3 15:00",
    "Shelfwise — A librarian for the books you already own",
    "Photograph your shelves; it builds a catalogue and recommends what to read next from books you already own.",
  ],
  [
    "producthunt",
    "4 15:00",
    "Jobcraft — Tailor your CV to a job post in one click",
    "Rewrites your CV's bullet points for a specific posting and flags claims you can't back up.",
  ],

  // TechCrunch
  [
    "techcrunch-ai",
    "0 11:00",
    "Halcombe raises $22M to build AI copilots for insurance claims adjusters",
    "The Chicago startup's software drafts claim summaries from photos and adjuster notes; the Series A was led by a fintech-focused fund.",
  ],
  [
    "techcrunch-ai",
    "1 19:30",
    "LG's CES booth bets on AI that reads your fridge's contents",
    "A camera in the door tracks what goes in and out and suggests meals before food spoils; LG did not give a price or date.",
  ],
  [
    "techcrunch-ai",
    "2 18:00",
    "Legal AI startup Vantrell adds a contract-review agent for in-house teams",
    "The agent compares incoming contracts with a company's playbook and drafts redlines; pricing starts at $900 a seat per year.",
  ],
  [
    "techcrunch-ai",
    "4 13:30",
    "Biotech startup Pennington Bio is said to be near an AI drug-discovery deal ahead of next week's JPMorgan conference",
    "The Boston company, which designs antibodies with generative models, is in talks with a large pharmaceutical partner on a deal worth up to $400 million in milestones, people familiar with the matter said.",
  ],
  [
    "techcrunch-ai",
    "6 15:00",
    "The AI hardware at CES that might actually ship",
    "A short list from the show floor: the gadgets with prices, dates and working demos, and the ones with none of the three.",
  ],

  // VentureBeat
  [
    "venturebeat-ai",
    "0 14:00",
    "Enterprise AI budgets for 2027: what CIOs told us they're cutting",
    "Fewer pilots, more consolidation: two-thirds of surveyed CIOs plan to cut the number of AI vendors they pay this year.",
  ],
  [
    "venturebeat-ai",
    "2 16:40",
    "Why vector search is becoming a feature, not a product",
    "Postgres, the big search engines and every cloud database now ship vector indexes; standalone vendors are moving to retrieval pipelines.",
  ],
  [
    "venturebeat-ai",
    "4 11:30",
    "Agent observability tools multiply as companies move pilots to production",
    "Traces, cost dashboards and replay: a market map of 30 vendors and what each one stores.",
  ],

  // The Verge
  [
    "theverge-ai",
    "1 20:00",
    "The weirdest AI gadgets of CES 2027, day one",
    "A pillow that summarises your sleep, a stroller with a chatbot, and a toaster that asks how your day went.",
  ],
  [
    "theverge-ai",
    "3 17:00",
    "Lenovo's new ThinkPads get a bigger NPU and a bigger battery",
    "The laptops' updated chips are rated at 55 TOPS; Lenovo says battery life goes up two hours. Prices were not announced.",
  ],
  [
    "theverge-ai",
    "5 14:00",
    "I wore an AI pendant to CES for four days. Here's what it remembered",
    "Mostly booth names and the phrase 'on-device'. It also transcribed a stranger's phone call, which is a problem.",
  ],

  // Google News (AI policy)
  [
    "google-news-ai-policy",
    "0 08:00",
    "What to watch in AI regulation in 2027 - Axios",
    "The EU AI Act's next deadlines, state laws in the US and the first enforcement actions under laws passed in 2025.",
  ],
  [
    "google-news-ai-policy",
    "1 09:00",
    "IA et emploi : les syndicats demandent un droit de regard sur les outils de recrutement - Les Echos",
    "Plusieurs organisations syndicales veulent que les comités sociaux et économiques soient consultés avant tout déploiement d'outils de tri de candidatures.",
  ],
  [
    "google-news-ai-policy",
    "2 13:00",
    "El Gobierno prepara un sello de calidad para la IA en la administración pública - Expansión",
    "El distintivo, voluntario, certificaría que un sistema ha pasado una auditoría de sesgos y de protección de datos.",
  ],
  [
    "google-news-ai-policy",
    "3 09:00",
    "Bundesregierung plant KI-Reallabore in drei Ländern - Handelsblatt",
    "Die Testfelder sollen Unternehmen erlauben, KI-Systeme unter Aufsicht zu erproben, bevor die Pflichten der KI-Verordnung greifen.",
  ],
  [
    "google-news-ai-policy",
    "4 10:00",
    "States line up AI chatbot bills for the 2027 legislative sessions - Stateline",
    "At least 14 states plan bills on chatbot disclosures and minors, most modelled on laws passed in 2025 and 2026.",
  ],
  [
    "google-news-ai-policy",
    "5 08:30",
    "UK courts publish updated guidance for judges on using AI tools - Law Gazette",
    "The refresh adds a section on checking citations produced by AI and on when judges must say they used it.",
  ],

  // Polymarket (markets no event of the week moved)
  [
    "polymarket",
    "0 12:00",
    "OpenAI open-weights successor to gpt-oss released by June 30?",
    "Yes 41% · No 59% · 24 h volume $88K · ends 2027-06-30.",
  ],
  [
    "polymarket",
    "2 12:00",
    "Which company will have the top model on LMArena at the end of January?",
    "Google 46% · OpenAI 31% · Anthropic 15% · xAI 6% · Other 2%.",
  ],
  [
    "polymarket",
    "3 12:00",
    "Congress enacts AI moratorium on state laws before 2028?",
    "Yes 18% · No 82% · 24 h volume $54K · ends 2027-12-31.",
  ],
  [
    "polymarket",
    "5 12:00",
    "Nvidia market cap above $6T on March 31?",
    "Yes 33% · No 67% · 24 h volume $120K · ends 2027-03-31.",
  ],

  // SEC EDGAR
  [
    "sec-edgar",
    "1 21:10",
    "Drayfield Holdings, Inc. (DRYF) files 8-K: Item 5.02 Departure of Directors or Certain Officers",
    "Filed 2027-01-05. The Company's Chief Revenue Officer will leave effective February 1, 2027, to pursue other opportunities.",
  ],
  [
    "sec-edgar",
    "3 21:30",
    "Quillstone Semiconductor Corp (QSTC) files 8-K: Item 2.02 Results of Operations and Financial Condition; Item 7.01",
    "Filed 2027-01-07. Preliminary fourth-quarter revenue of $412 million to $418 million, above prior guidance of $380 million to $400 million, on demand for edge AI controllers.",
  ],
  [
    "sec-edgar",
    "4 20:45",
    "Harlowe Diagnostics, Inc. (HRLD) files 8-K: Item 1.01 Entry into a Material Definitive Agreement",
    "Filed 2027-01-08. The Company entered into a collaboration and licence agreement for AI-assisted pathology software, with an upfront payment of $18 million.",
  ],

  // Lab blogs
  [
    "lab-blogs",
    "1 14:00",
    "What we got wrong in our 2026 evaluation reports",
    "Three benchmark numbers we published last year that did not replicate, and the changes to our evaluation pipeline that catch them now.",
    { url: "https://evalworks.example/blog/2026-corrections" },
  ],
  [
    "lab-blogs",
    "4 14:00",
    "A year of running a public model-audit service: what we learned",
    "We audited 63 models for 29 clients. The most common failure was not bias or safety but undocumented training data.",
    { url: "https://auditbench-lab.example/blog/one-year" },
  ],

  // Mastodon
  ["mastodon", "0 07:30", "first monday of the year", "inbox: 412. of which 'ai' in subject line: 389"],
  [
    "mastodon",
    "0 21:10",
    "every vendor email this week starts with 'as we enter 2027'",
    "as we enter 2027 i would like fewer emails",
  ],
  ["mastodon", "1 08:40", "ces starts today", "bracing for a toothbrush with a large language model"],
  [
    "mastodon",
    "1 22:50",
    "friendly reminder that 'on-device' is not the same as 'private'",
    "ask where the logs go",
  ],
  [
    "mastodon",
    "2 09:50",
    "wrote a regex today instead of asking a chatbot",
    "felt like making bread from scratch",
  ],
  [
    "mastodon",
    "2 21:40",
    "the vector database discourse is back",
    "my take: it's an index. put it next to your data",
  ],
  ["mastodon", "3 07:10", "cold take", "most 'agents' are cron jobs with a credit card"],
  [
    "mastodon",
    "3 20:40",
    "my local model and i are not speaking today",
    "it called my code 'charmingly vintage'",
  ],
  [
    "mastodon",
    "4 08:20",
    "jpmorgan healthcare week starts monday",
    "set your alerts for 'ai drug discovery partnership' and watch the phone melt",
  ],
  ["mastodon", "4 19:00", "hot take: the best ai product of the week is still ctrl-f", ""],
  [
    "mastodon",
    "5 10:50",
    "weekend experiment",
    "teaching a 1b model my grandmother's recipes. it keeps adding cumin",
  ],
  ["mastodon", "6 18:30", "week one of 2027 done", "nothing was on fire. some things were warm"],
];
