// Items that belong to no story: one-off news, how-tos, questions, essays, year-end lists, releases nobody else
// covers, single-source papers, filings and markets that no event of the week moved. Some are near-misses: they name
// an entity or topic that has a story this week (Skerrow and terminal agents, Wickmere, LLM tracing, editor
// extensions, Docker model pulls, KV caches, image watermarks, companion apps, SB 53, GDPR claims, hiring AI, Lean
// provers, materials models, scanned archives, calendar assistants, music generators; and from writer A's files
// Pendrel, Halvery and DeepSeek) without being about that story's event.
export default [
  // Hacker News
  [
    "hackernews",
    "0 07:10",
    "Ask HN: What's your team's rule for AI agents and destructive shell commands?",
    "We allow read-only commands freely and require a human for anything that writes outside the repo. Curious whether anyone has something better than an allowlist.",
  ],
  [
    "hackernews",
    "0 06:30",
    "The man page of Skerrow's 2025 code-search tool is still the best I've read",
    "",
    { url: "https://manpage-musings.example/skerrow-docs" },
  ],
  [
    "hackernews",
    "1 07:45",
    "Show HN: Burrowlog – grep your LLM traces locally, nothing leaves the laptop",
    "SQLite-backed, reads OpenTelemetry spans, redacts emails on ingest. Built it because I didn't want prompts in someone else's bucket.",
  ],
  [
    "hackernews",
    "0 06:40",
    "The KV cache, explained with one diagram",
    "",
    { url: "https://attention-sketches.example/kv-cache-one-diagram" },
  ],
  [
    "hackernews",
    "2 07:20",
    "Ask HN: Are you budgeting for AI API costs differently in 2027?",
    "Our spend doubled this year while per-token prices fell. Wondering if others plan by task rather than by token now.",
  ],
  [
    "hackernews",
    "2 23:10",
    "What I got wrong about AI in my 2026 predictions",
    "",
    { url: "https://quillon-blog.example/2026-predictions-graded" },
  ],
  [
    "hackernews",
    "3 16:00",
    "Show HN: I built a New Year's resolution tracker that refuses to use AI",
    "A text file, a cron job and a weekly email. It's been the most reliable tool I made all year.",
  ],
  [
    "hackernews",
    "4 14:00",
    "Ask HN: What did you build over the holiday break?",
    "I finally wrote the home inventory app I've wanted for years. Local model for reading receipts, nothing else.",
  ],
  [
    "hackernews",
    "4 18:30",
    "The quiet death of the prompt engineer job title",
    "",
    { url: "https://labourwatch-tech.example/prompt-engineer-title" },
  ],
  [
    "hackernews",
    "1 08:00",
    "Show HN: Tollbridge – a tiny proxy that fails over between LLM providers",
    "Health checks, per-provider budgets and a config file. I wrote it for my own side projects over the summer.",
  ],

  // Lobsters
  [
    "lobsters",
    "0 11:30",
    "On the ergonomics of confirmation prompts",
    "",
    { url: "https://uxofclis.example/confirmation-prompts" },
  ],
  [
    "lobsters",
    "3 13:30",
    "Certificates expire: a short history of outages we keep repeating",
    "",
    { url: "https://pkihistory.example/expiry-outages" },
  ],
  [
    "lobsters",
    "5 20:00",
    "Writing a Lean tactic from scratch",
    "",
    { url: "https://proofcraft.example/first-tactic" },
  ],

  // r/MachineLearning
  [
    "reddit-machinelearning",
    "0 09:20",
    "[D] Is anyone still using sparse autoencoders in production interpretability work?",
    "Papers keep coming but I haven't seen a team use SAE features for monitoring in a real product. Curious if that's changed.",
  ],
  [
    "reddit-machinelearning",
    "0 20:30",
    "[D] KV cache quantization vs. eviction: which do you actually deploy?",
    "We use 8-bit KV and call it a day. Is anyone running anything more aggressive in serving, and at what quality cost?",
  ],
  [
    "reddit-machinelearning",
    "3 12:30",
    "[D] What's a reasonable compute budget for a first-year PhD in 2027?",
    "My advisor says 'whatever you can get from the cluster'. That's 2 A100s shared with six people.",
  ],
  [
    "reddit-machinelearning",
    "5 10:00",
    "[R] Small study: label noise in popular code benchmarks",
    "We re-checked 500 items from three code benchmarks by hand and found 7% with wrong or ambiguous reference solutions. Workshop paper, link in comments.",
  ],
  [
    "reddit-machinelearning",
    "6 15:30",
    "[D] ICML rebuttal season over New Year, share your coping strategies",
    "Three reviews, one says 'not novel' with no reference. Writing the rebuttal with a glass of leftover champagne.",
  ],

  // r/LocalLLaMA
  [
    "reddit-localllama",
    "0 10:40",
    "Which runtime are you using in 2027: llama.cpp, Wickmere or something else?",
    "I've been on Wickmere 2.x for a year and it's fine, but everyone on my Discord swears by llama.cpp. What are you running and why?",
  ],
  [
    "reddit-localllama",
    "1 20:00",
    "Halvery H1 is still my daily driver for German text",
    "Not the new one, the old H1. It handles Swiss German emails better than anything bigger I've tried.",
  ],
  [
    "reddit-localllama",
    "3 22:00",
    "What's your New Year's Eve local model project?",
    "Mine is a toast generator for the party that only knows inside jokes from our group chat. Running on a laptop, obviously.",
  ],
  [
    "reddit-localllama",
    "4 16:30",
    "Context length vs. VRAM calculator, updated for the current quant formats",
    "Spreadsheet that tells you how much context fits for a given model, quant and KV cache type. Corrections welcome.",
  ],
  [
    "reddit-localllama",
    "5 21:00",
    "Best small model for tagging my photo library offline?",
    "About 60K photos, want captions and tags without uploading anything. A 4B VLM or something lighter?",
  ],
  [
    "reddit-localllama",
    "6 19:30",
    "Running a coding agent against a local model: which agents let you set a custom endpoint?",
    "Looking for a list. I know some do and some hide it. Not looking for any particular one, just which ones work offline.",
  ],

  // r/artificial
  [
    "reddit-artificial",
    "0 19:00",
    "My mum asked her chatbot app if it loves her. It said yes. Should I be worried?",
    "She's 74 and lonely since dad died. It keeps her company but I don't know how I feel about it.",
  ],
  [
    "reddit-artificial",
    "1 12:00",
    "What's the most useful boring AI thing you set up this year?",
    "Mine: a script that reads my utility bills and flags anything 20% above last year's.",
  ],
  [
    "reddit-artificial",
    "2 13:40",
    "Recruiters: do you actually trust AI video interview scores?",
    "Our company uses one. Managers ignore the score and watch the video anyway. So what's it for?",
  ],
  [
    "reddit-artificial",
    "3 15:20",
    "AI predictions for 2027, I'll start: nothing changes as fast as the headlines say",
    "And in December 2027 we'll all be surprised how much did change anyway.",
  ],
  [
    "reddit-artificial",
    "6 21:00",
    "Is anyone else tired of every app adding an 'AI' tab?",
    "My banking app, my weather app, my bus app. None of them needed it.",
  ],

  // GitHub
  [
    "github",
    "0 12:10",
    "fernsby/agent-guardrails-sh: a shell wrapper that asks before rm, mv and git clean",
    "Drop it in front of any agent's shell tool. Logs every command and blocks destructive ones without a yes.",
  ],
  [
    "github",
    "1 10:00",
    "ashdown-labs/prompt-redactor: strip PII from prompts before they leave the process",
    "Regex and small-model detectors for emails, phone numbers and IBANs, with OpenTelemetry and logging hooks.",
  ],
  [
    "github",
    "0 07:40",
    "tinsley/ext-audit: list every VS Code extension's declared and observed network hosts",
    "Reads extension manifests and, optionally, a mitmproxy capture, and prints a table per extension.",
  ],
  [
    "github",
    "3 08:00",
    "quarrington/lean-copilot-lite: tactic suggestions in Lean 4 from any local model",
    "A small Lean plugin that asks an OpenAI-compatible endpoint for the next tactic. Not a prover, just autocomplete.",
  ],
  [
    "github",
    "4 12:00",
    "brookfold/watermark-check: detect C2PA manifests and common invisible watermarks in images",
    "CLI and Python library; reports which marks it finds and whether the C2PA signature verifies.",
  ],
  [
    "github",
    "0 05:00",
    "pellingham/model-pull-cache: a pull-through cache for model artifacts from any OCI registry",
    "Runs as a sidecar in CI, deduplicates by digest and serves layers over the local network.",
  ],
  [
    "github",
    "1 08:20",
    "hartsop/cal-digest: summarise your week's calendar with a local model, read-only",
    "Reads an ICS export and prints a plain-text digest of the week; never writes or sends anything.",
  ],

  // arXiv and HF Papers (single-source papers)
  [
    "arxiv",
    "0 04:00",
    "How Much Do Coding Agents Read? Measuring Context Use in Repository-Level Tasks",
    "Across 1,200 agent runs, agents read 4% of repository files on average and success correlates with reading test files first.",
  ],
  [
    "arxiv",
    "2 05:00",
    "Age Assurance for Conversational AI: A Survey of Methods and Their Failure Modes",
    "We review 31 age-assurance methods proposed for chatbot services and find that none combines accuracy, privacy and low friction.",
  ],
  [
    "arxiv",
    "4 03:00",
    "Predictive Validity Claims in Automated Hiring Tools: An Audit of 48 Vendors",
    "Of 48 vendors claiming their assessments predict job performance, 5 publish any validation study and 2 report sample sizes above 500.",
  ],
  [
    "arxiv",
    "6 03:00",
    "On the Stability of Machine-Learned Interatomic Potentials in Long Molecular Dynamics Runs",
    "Six open potentials drift or explode in runs beyond 10 ns; simple energy-conservation checks predict which ones fail.",
  ],
  [
    "hf-papers",
    "1 12:00",
    "Cheap Draft Models: Distilling 300M Speculators for Any 70B Target",
    "A recipe to distil a small draft model for speculative decoding in one GPU-day.",
  ],
  [
    "hf-papers",
    "5 10:00",
    "Token-Level Provenance for Generated Music",
    "Attributing generated audio to training clips with embedding retrieval.",
  ],

  // HF models
  [
    "hf-models",
    "0 16:40",
    "sundvall-nlp/swedish-legal-embed",
    "Sentence embeddings for Swedish legal text, 335M parameters, Apache-2.0.",
  ],
  [
    "hf-models",
    "2 13:10",
    "corbridge/tiny-draft-160m",
    "A 160M draft model for speculative decoding with Llama-style 8B and 70B targets.",
  ],
  [
    "hf-models",
    "3 10:20",
    "marlow-vision/receipt-reader-2b",
    "A 2B VLM fine-tuned to extract line items and totals from photographed receipts.",
  ],
  [
    "hf-models",
    "6 12:00",
    "pendlebury-ai/cantonese-asr-small",
    "Cantonese speech recognition, small size, trained on 900 hours of licensed broadcast audio.",
  ],

  // Product Hunt
  [
    "producthunt",
    "0 09:00",
    "Slatewise — Year-end review for your notes",
    "Reads your notes from 2026 and writes you a letter.",
  ],
  [
    "producthunt",
    "1 09:00",
    "Hushline — A voicemail assistant that runs on your phone",
    "Transcribes and sorts voicemail on-device, no cloud.",
  ],
  [
    "producthunt",
    "2 09:00",
    "Dockyard AI — Ask questions about your Kubernetes cluster",
    "Read-only by design: it can explain, never apply.",
  ],
  [
    "producthunt",
    "5 09:00",
    "Resolute — Resolutions that check in on you",
    "A gentle weekly nudge, written by a small model, about the goals you set.",
  ],

  // TechCrunch, VentureBeat, The Verge
  [
    "techcrunch-ai",
    "0 11:00",
    "The 12 AI startups investors say they wish they'd backed in 2026",
    "From an invoice-reading startup to a Lean tutoring app, VCs name the ones that got away.",
  ],
  [
    "techcrunch-ai",
    "2 11:30",
    "AI companion apps had their biggest year yet, and their messiest",
    "Downloads of companion chatbots roughly doubled in 2026 while regulators on three continents began asking how they treat minors.",
  ],
  [
    "techcrunch-ai",
    "3 13:00",
    "Why AI startups are hiring compliance leads before their tenth engineer",
    "Founders say state transparency laws and EU documentation rules now come up in seed-stage diligence.",
  ],
  [
    "techcrunch-ai",
    "6 14:00",
    "What to expect from AI in 2027: cheaper models, pricier agents, more lawyers",
    "Our predictions for the year, and a look back at how last year's held up.",
  ],
  [
    "venturebeat-ai",
    "0 15:30",
    "The enterprise AI budget for 2027 is moving from pilots to platforms",
    "CIOs surveyed say they are consolidating vendors and asking for usage-based contracts with hard caps.",
  ],
  [
    "venturebeat-ai",
    "1 13:30",
    "How to evaluate a coding agent before you buy seats",
    "Run it on your own repos, measure reverted commits, and check what it can touch without asking.",
  ],
  [
    "venturebeat-ai",
    "0 11:30",
    "Data governance for LLM telemetry: a checklist",
    "Retention, redaction, residency and who can read the traces, before you sign with an observability vendor.",
  ],
  [
    "venturebeat-ai",
    "5 13:00",
    "Inference costs fell in 2026; total AI bills did not",
    "Lower per-token prices were eaten by agents that make many more calls per task, finance leaders say.",
  ],
  [
    "theverge-ai",
    "0 13:30",
    "The best and worst AI features of 2026, ranked",
    "Live translation on calls tops our list; the assistant that summarised every group chat is at the bottom.",
  ],
  [
    "theverge-ai",
    "2 10:30",
    "I let an AI plan my New Year's Eve and it booked a table for 2025",
    "The date parsing was the least of its problems.",
  ],
  [
    "theverge-ai",
    "4 11:30",
    "The year AI music got good enough to annoy everyone",
    "Generated songs topped streaming playlists, labels sued, and musicians learned to use the tools anyway.",
  ],

  // Google News (policy)
  [
    "google-news-ai-policy",
    "0 08:00",
    "What changes for AI in the EU on January 1, 2027 - Euronews",
    "A rundown of the AI Act and data rules whose dates fall in the new year, and those that were pushed back.",
  ],
  [
    "google-news-ai-policy",
    "1 07:30",
    "Japan's AI strategy headquarters to review copyright guidance in spring - Nikkei Asia",
    "Officials say a study group will look at licensing models for training data.",
  ],
  [
    "google-news-ai-policy",
    "2 08:40",
    "New state AI laws taking effect in 2027: a state-by-state guide - Axios",
    "Disclosure rules for chatbots, deepfake election ads and employment tools lead the list.",
  ],
  [
    "google-news-ai-policy",
    "3 07:00",
    "Canada's AI and data bill to return in spring session, minister's office says - The Globe and Mail",
    "The government says a reworked bill will be tabled after consultations close in February.",
  ],
  [
    "google-news-ai-policy",
    "4 09:00",
    "Las leyes de IA que entran en vigor en 2027 en América Latina - El País",
    "Chile, Colombia y Perú tienen plazos de reglamentación durante el primer semestre.",
  ],
  [
    "google-news-ai-policy",
    "5 10:00",
    "Ce que la CNIL prévoit de contrôler en 2027 : IA, caméras et données de santé - Les Echos",
    "Le régulateur publie ses thèmes prioritaires de contrôle pour l'année, dont les systèmes d'IA utilisés au travail.",
  ],
  [
    "google-news-ai-policy",
    "6 09:30",
    "KI-Verordnung: Was Unternehmen 2027 beachten müssen - Süddeutsche Zeitung",
    "Ein Überblick über Fristen, Zuständigkeiten der Bundesnetzagentur und die Pflichten für Betreiber.",
  ],

  // Polymarket
  [
    "polymarket",
    "0 18:00",
    "Will Mistral release a model above 400B parameters as open weights in 2027?",
    "Yes 44% · No 56% · 24 h volume $61K · ends 2027-12-31.",
  ],
  [
    "polymarket",
    "2 17:00",
    "Will a U.S. federal AI preemption bill pass either chamber by June 30, 2027?",
    "Yes 14% · No 86% · 24 h volume $42K · ends 2027-06-30.",
  ],
  [
    "polymarket",
    "4 20:00",
    "Will Nvidia close above a $6 trillion market cap on any day in January 2027?",
    "Yes 29% · No 71% · 24 h volume $190K · ends 2027-01-31.",
  ],
  [
    "polymarket",
    "6 18:00",
    "Will an AI system be credited as co-author of a paper in Annals of Mathematics in 2027?",
    "Yes 9% · No 91% · 24 h volume $27K · ends 2027-12-31.",
  ],

  // SEC EDGAR
  [
    "sec-edgar",
    "1 21:30",
    "CORSHAM PAYMENTS INC (CRSP) files 8-K: Entry into a Material Definitive Agreement",
    "Form 8-K filed 2026-12-29 by CORSHAM PAYMENTS INC, Charlotte, NC. Items: 1.01 Entry into a Material Definitive Agreement; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-23. Matching documents: EX-10.1 master services agreement; artificial intelligence fraud-detection services.",
  ],
  [
    "sec-edgar",
    "3 21:00",
    "AMBERLANE HEALTH SYSTEMS INC (AMBH) files 8-K: Regulation FD Disclosure",
    "Form 8-K filed 2026-12-31 by AMBERLANE HEALTH SYSTEMS INC, Nashville, TN. Items: 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-31. Matching documents: EX-99.1 investor presentation; artificial intelligence clinical documentation pilot.",
  ],

  // dev.to
  [
    "devto",
    "0 16:00",
    "Five shell aliases that make AI coding agents safer",
    "Alias rm to trash, make git clean dry-run by default, and three more small habits that save you from any tool, agent or not.",
  ],
  [
    "devto",
    "1 18:30",
    "Speculative decoding from first principles, with a 60-line Python demo",
    "What a draft model is, why acceptance rate matters, and a toy implementation you can run on CPU.",
  ],
  [
    "devto",
    "3 09:00",
    "My 2026 year in review as a solo developer using AI tools",
    "What I shipped, what I paid, and the three tools I'm not renewing.",
  ],
  [
    "devto",
    "2 09:30",
    "Building a New Year's countdown bot that won't fall over at midnight tomorrow",
    "Pre-generate the messages, cache everything, and load-test at 10x the crowd you expect.",
  ],
  [
    "devto",
    "0 18:30",
    "OpenTelemetry for LLM apps: what to record and what to drop",
    "Span attributes worth keeping, why prompt bodies should be opt-in, and sampling that doesn't blind you.",
  ],

  // Stack Exchange
  [
    "stackexchange",
    "0 06:20",
    "Docker Compose: share one downloaded model file between two containers",
    "Both services need the same 8 GB GGUF. A named volume works but the second container re-downloads it. What am I missing?",
  ],
  [
    "stackexchange",
    "1 09:10",
    "Wickmere 2.x: CUDA out of memory only when max_num_seqs > 16",
    "A 13B model on a 24 GB card serves fine with 16 concurrent sequences and fails at 17. Which setting controls the KV cache reservation?",
  ],
  [
    "stackexchange",
    "2 20:10",
    "How do I verify a C2PA manifest in an image with Python?",
    "I have JPEGs that claim to carry content credentials. Which library validates the signature chain, not just reads the manifest?",
  ],
  [
    "stackexchange",
    "3 14:40",
    "Lean 4: 'failed to synthesize instance' when using a lemma proved in another file",
    "The lemma compiles on its own but when I import it the typeclass instance is not found. Do I need to re-export something?",
  ],
  [
    "stackexchange",
    "5 14:00",
    "Rate limit retries with exponential backoff across several LLM providers in Python",
    "I want one retry policy for three providers with different 429 headers. Is there a library or should I write it myself?",
  ],

  // Mastodon
  ["mastodon", "0 09:30", "last week of the year. the backlog is also taking the week off", ""],
  [
    "mastodon",
    "1 22:00",
    "every ai company's year-end blog post this week: 'what a year'. yes. it was a year",
    "",
  ],
  ["mastodon", "2 21:40", "shell autocomplete now suggests whole scripts. i miss when it suggested ls", ""],
  [
    "mastodon",
    "3 23:50",
    "ten minutes to midnight and the only thing still running in my house is a fine-tune",
    "happy new year from the gpu",
  ],
  ["mastodon", "4 08:00", "2027. still no flying cars. several flying agents though", ""],
  [
    "mastodon",
    "4 19:00",
    "new year's resolution: fewer tabs. new year's reality: an agent opening tabs for me",
    "",
  ],
  [
    "mastodon",
    "6 20:00",
    "first weekend of the year and my feed is 90% year-in-review threads. here's mine: i read less",
    "",
  ],

  // More near-misses and one-offs
  [
    "hackernews",
    "2 14:30",
    "Pendrel's API changelog is a good read if you like diffs",
    "",
    { url: "https://changelog-readers.example/pendrel-api" },
  ],
  [
    "reddit-localllama",
    "4 11:00",
    "Best fill-in-the-middle code model under 16B as of January?",
    "Need autocomplete on a 12 GB card. Are the older coder models still fine or has something newer clearly beaten them?",
  ],
  [
    "reddit-artificial",
    "6 13:30",
    "Which AI labs publish a safety framework? I finished my list over the break",
    "Started it in November for a policy seminar. 20 labs' websites, 11 have something, 4 of those are one page. Spreadsheet in comments.",
  ],
  [
    "hackernews",
    "3 10:00",
    "A history of New Year's Eve outages, ranked by how much they ruined the party",
    "",
    { url: "https://tongue-in-cheek-ops.example/nye-outages" },
  ],
  [
    "github",
    "1 15:00",
    "halberd-dev/terminal-bench-lite: 40 quick shell tasks to smoke-test your agent setup",
    "Not a research benchmark; a 5-minute sanity check for a new agent config before you let it near a real repo.",
  ],
  [
    "arxiv",
    "3 04:00",
    "Robustness of Audio Watermarks to Stem Separation",
    "Separating generated songs into stems and remixing them removes three of four audio watermarks we test.",
  ],
  [
    "mastodon",
    "2 15:00",
    "day 3 of trying every new coding cli so you don't have to",
    "today's has a mascot. it does not have undo",
  ],
  [
    "reddit-machinelearning",
    "4 12:00",
    "[D] Has anyone benchmarked DeepSeek's older models against the new open MoEs on long-context retrieval?",
    "Asking for a write-up I'm doing on the year's open models, not about any pricing news.",
  ],
  [
    "techcrunch-ai",
    "5 10:00",
    "The AI security incidents of 2026, and the boring fixes that would have stopped them",
    "Leaked keys, public buckets and over-privileged agents: almost none of this year's incidents needed a novel attack.",
  ],
  [
    "stackexchange",
    "4 10:30",
    "VS Code: restrict an extension to a specific workspace only",
    "I want an AI extension enabled in my side project but never in the work repo, mostly so its suggestions don't leak my side project's style into work code. Is per-workspace enablement reliable?",
  ],
  [
    "devto",
    "0 08:30",
    "Choosing a tracing tool for your LLM app: self-hosted vs. SaaS",
    "Costs, data residency and what you give up by running it yourself. A comparison table of five open-source options.",
  ],
  [
    "polymarket",
    "1 16:00",
    "Will any company announce a single AI training cluster of over 1 million GPUs in Q1 2027?",
    "Yes 12% · No 88% · 24 h volume $74K · ends 2027-03-31.",
  ],
];
