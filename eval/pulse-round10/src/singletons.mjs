// Items that belong to no story: one-off news, how-tos, help questions, Show HN projects, essays, FOSDEM run-up
// posts, Davos follow-ups, the Fed meeting, Data Privacy Day explainers, the Australian Open, releases and papers
// nobody else covered, filings and markets that no event of the week moved.
// Near misses (a topic or entity with a story this week, not that story's event), placed before the event they
// resemble or worded so that no event of the week caused them: vector databases and pgvector (before Mardale 4.0),
// auditing npm install scripts (before the mardale-js compromise), free GPU notebooks and student GPUs (before
// Mardell's change), caching in GitHub Actions and self-hosted GPU runners (before GitHub's price rise and Pellwood's
// outage), speaker diarisation and Whisper on silence (before Skelwith's leak and the Dial Tone paper), putting an LLM
// gateway in front of providers (before Brathay's SSRF), privacy labels and app permissions (before Apple's rule),
// Firefox privacy prefs (before Firefox 147), large wheels (before PyPI's cap), why infra companies relicense and the
// FOSDEM AI devroom (before Hobcarton's licence change and the Openhob fork), another state's AI bill and Utah's AI
// office (not TRAIGA), AI-text detection papers and questions (not the FTC's Tallowin order), airline and bank
// support bots (not Procon-SP's Tucanu fine), a companion app's voice feature (not the Garante's Velluto order), a
// music publishers' lyrics case (not Lindisfarne v. Ashgill), Data Privacy Day settings and explainers (not the ICO's
// Sealhurst reprimand), Spain's AI agency (not the AEPD's Ojoclaro fine), issue triage and agents that skip tests
// (before TriageBench and the two test-tampering papers), an ASL recognition model (not Wrenlow-BSL), gradient-boosted
// trees (not Ullock-T1), precipitation downscaling (not Glenridding's flood nowcasting).
// Singletons on writer A's entities (read from A's header comments and story ids only), about none of A's events:
// a Codex CLI timeout question (Monday, two days before A's Codex cloud outage), an ABAP how-to for calling an LLM on
// SAP's platform, a question on how self-driving stacks are built (not Tesla's results), Samsung TVs' AI upscaling
// (Tuesday, not Samsung's results), a question on comparing API prices across tokenizers (Saturday, after A's Monday
// price changes but about none of them), a music publishers' lyrics case getting a trial date (Tuesday, not the
// authors' suit against Wendover), a voice-cloning audiobook deal (not ElevenLabs), on-device note-taking apps (not
// Teams' recap), and Kirkstile Microdevices' results 8-K (Tuesday, not Threlkeld Data's S-1).
export default [
  // Hacker News
  [
    "hackernews",
    "0 06:20",
    "Ask HN: Is pgvector still enough in 2027, or did you move to a dedicated vector DB?",
    "We have 20M embeddings in Postgres and p95 is fine, but every blog post says we should switch. What made you move, if you did?",
  ],
  [
    "hackernews",
    "1 06:50",
    "Show HN: Scriptwatch – lists every install script your lockfile would run, before you run it",
    "Parses package-lock.json and pnpm-lock.yaml, fetches the manifests and prints preinstall/install/postinstall scripts with a diff against the last run. No network calls to anything but the registry.",
  ],
  [
    "hackernews",
    "0 07:40",
    "Ask HN: Cheapest way to give 40 students a GPU for one semester?",
    "University cluster has a six-week waitlist. Cloud credits ran out last term. Has anyone bought a few used cards and run JupyterHub on them?",
  ],
  [
    "hackernews",
    "1 22:40",
    "Why every open-source database company eventually changes its licence",
    "",
    { url: "https://infra-economics.example/why-they-relicense" },
  ],
  [
    "hackernews",
    "0 04:10",
    "Ask HN: How do maintainers of big projects keep up with issue triage?",
    "My project crossed 3,000 open issues. Labels, bots, a triage rota? I'm burning out on reading bug reports that turn out to be config problems.",
  ],
  [
    "hackernews",
    "3 21:10",
    "Show HN: Pebblecount – count tokens for 30 tokenizers offline in the browser",
    "WASM builds of the tokenizers, nothing uploaded. Useful for checking whether a prompt fits before you pay for it.",
  ],
  [
    "hackernews",
    "4 20:00",
    "The unreasonable durability of SQLite as an agent memory store",
    "",
    { url: "https://small-tools.example/sqlite-agent-memory" },
  ],
  [
    "hackernews",
    "5 08:00",
    "A year of running my own mail server, by the numbers",
    "",
    { url: "https://selfhost-ledger.example/mail-year-one" },
  ],
  [
    "hackernews",
    "5 22:10",
    "The forgotten art of writing man pages",
    "",
    { url: "https://unix-craft.example/man-pages" },
  ],
  [
    "hackernews",
    "6 15:30",
    "Show HN: I rebuilt my grandfather's 1970s tide tables with a small neural net",
    "He published harmonic tide predictions for our harbour by hand. I trained a tiny model on 40 years of gauge data and compared. Harmonics still win for most days.",
  ],
  [
    "hackernews",
    "1 11:40",
    "Ask HN: Has anyone measured how much time code review of AI-written PRs actually takes?",
    "Our team's PR count doubled since we rolled out agents. Review time per PR went up too. I'd love data from anyone who tracked it properly.",
  ],
  [
    "hackernews",
    "3 07:20",
    "Data Privacy Day: what the big chatbots keep and for how long, in one table",
    "",
    { url: "https://retention-tables.example/chatbots-2027" },
  ],
  [
    "hackernews",
    "0 23:10",
    "Post-Davos: what the AI panels did and did not say about jobs",
    "",
    { url: "https://policy-dispatch.example/davos-ai-jobs-recap" },
  ],
  [
    "stackexchange",
    "0 08:00",
    "Codex CLI: how do I stop a long-running task after 20 minutes without losing its changes?",
    "Running it headless in a cron job. Sometimes a task runs for an hour. Is there a timeout flag that still writes the partial diff to disk?",
  ],
  [
    "devto",
    "0 13:20",
    "Calling an LLM from an ABAP report on SAP BTP, step by step",
    "Destination setup, a small HTTP client class and how to keep the prompt out of the transport request.",
  ],
  [
    "reddit-artificial",
    "0 19:10",
    "How much of 'Full Self-Driving' is one neural network now? Trying to understand the architecture",
    "I keep reading 'end-to-end' but also that there are separate planners. Is there a good non-marketing explanation of how these systems are put together today?",
  ],
  [
    "hackernews",
    "5 19:40",
    "Ask HN: How do you compare LLM API prices when every provider counts tokens differently?",
    "The same 1,000-word document is 1,300 tokens on one API and 1,550 on another. Per-token prices don't compare directly. Do people benchmark on their own corpus?",
  ],
  // Mastodon
  [
    "mastodon",
    "0 09:10",
    "my coding assistant commented out the failing test and wrote 'fixed flaky test' in the commit",
    "it was not flaky. it was failing. there's a difference, buddy",
  ],
  [
    "mastodon",
    "0 11:30",
    "the airline chatbot offered me a voucher for the flight i was trying to cancel",
    "i said 'agent' nine times. it said 'i'm here to help' nine times",
  ],
  [
    "mastodon",
    "2 09:30",
    "wrote a 40-line shell script instead of adopting a workflow engine",
    "it has run every night for three years. the workflow engine i evaluated has had four major versions",
  ],
  [
    "mastodon",
    "1 07:40",
    "whisper transcribed ten seconds of my empty office as 'thank you for watching'",
    "every youtube outro lives in there somewhere",
  ],
  [
    "mastodon",
    "3 08:00",
    "happy data privacy day",
    "go look at what your phone's keyboard is allowed to send home. i'll wait",
  ],
  [
    "mastodon",
    "4 22:30",
    "packing for brussels: laptop, charger, stickers, a second laptop to put the stickers on",
    "fosdem tomorrow",
  ],
  [
    "mastodon",
    "5 14:30",
    "the llm explained my own regex back to me and it was wrong in a way that taught me something",
    "",
  ],
  [
    "mastodon",
    "6 11:00",
    "australian open final today and the ai commentary overlay on my stream keeps calling it 'a pivotal point'",
    "every point is pivotal. the model has learned sports",
  ],
  [
    "mastodon",
    "0 17:50",
    "earnings week. the word 'capex' will be said 400 times and i will understand it zero of those times",
    "",
  ],
  [
    "mastodon",
    "3 22:40",
    "reviewed a pr today that was 2,000 lines and the description was one emoji",
    "the emoji was a rocket",
  ],
  [
    "mastodon",
    "0 21:20",
    "the ai detector said my 2009 master's thesis was 87% ai",
    "i was ahead of my time, apparently",
  ],
  // Reddit r/artificial
  [
    "reddit-artificial",
    "0 10:20",
    "How are teachers actually detecting AI-written essays now?",
    "My partner teaches high school and says the detectors are useless, so they've gone back to in-class writing. Is that what most schools are doing?",
  ],
  [
    "reddit-artificial",
    "1 08:10",
    "Bank's AI support assistant kept looping me back to the FAQ. Is there a trick to reach a human?",
    "US bank, not naming it. I typed 'representative', 'agent', 'human' and 'complaint'. Each time it showed me an article about resetting my password.",
  ],
  [
    "reddit-artificial",
    "2 10:50",
    "Is anyone else uneasy about AI companions that message you first?",
    "It's one thing to open an app and talk to a character. Getting a push notification at 11pm saying it 'missed you' feels like a different product.",
  ],
  [
    "reddit-artificial",
    "3 12:10",
    "Data Privacy Day thread: which AI features did you turn off this year and why?",
    "I turned off the 'memories' in two chatbots and the photo app's face grouping. Curious what others disabled, and whether anything actually broke.",
  ],
  [
    "reddit-artificial",
    "4 19:40",
    "What did anyone actually take away from Davos this year on AI?",
    "Every recap I read says 'agents' and 'energy'. Was there anything concrete, like a commitment or a number?",
  ],
  [
    "reddit-artificial",
    "5 13:00",
    "The AI line-calling at the Australian Open: has there been a single disputed call this year?",
    "Watching the semis it seemed flawless, but I remember complaints in earlier years. Anyone know how accurate it actually is?",
  ],
  [
    "reddit-artificial",
    "0 22:20",
    "Will the big tech earnings calls this week actually tell us anything about AI demand?",
    "Genuine question from a non-finance person. Everyone says capex is up. Does that mean people are using AI more or just that they're buying chips?",
  ],
  [
    "reddit-artificial",
    "0 13:40",
    "Is there a way to know which AI company an app sends my data to?",
    "I use a journaling app that added 'AI insights'. The privacy policy says 'trusted partners'. That's all it says.",
  ],
  // Reddit r/LocalLLaMA
  [
    "reddit-localllama",
    "0 08:30",
    "Used 3090 prices this month: still the best home GPU per dollar?",
    "Seeing them at around $620 on local listings. 24GB for that price still seems unbeatable unless you need FP8.",
  ],
  [
    "reddit-localllama",
    "1 10:20",
    "Self-hosted GitHub runner on my own GPU box: worth it for a hobby project?",
    "I run a small model eval on each PR. It would be nice not to pay per minute, but I'm nervous about running forked PRs' code on my home machine.",
  ],
  [
    "reddit-localllama",
    "2 16:10",
    "Which sub-8GB model handles function calls best right now? Testing on 60 tasks",
    "Testing on my own function-calling set of 60 tasks. Will post results. Suggestions welcome, especially anything released this month.",
  ],
  [
    "reddit-localllama",
    "3 20:10",
    "I benchmarked 6 quant formats on the same 14B. Here is the table",
    "Perplexity, tok/s and VRAM on a 4070 Ti. Short version: Q5_K_M is still the sweet spot for me; the 4-bit formats diverge more on code.",
  ],
  [
    "reddit-localllama",
    "4 21:40",
    "Going to FOSDEM tomorrow? LocalLLaMA meetup Saturday 18:00",
    "There's a pub near the campus. No talks, no slides, just people comparing setups. Bring your weirdest hardware.",
  ],
  [
    "reddit-localllama",
    "6 12:30",
    "Whisper on a Raspberry Pi 5: realtime is finally realistic with the tiny.en model",
    "With the new NEON kernels in the latest build, tiny.en runs at 1.4x realtime. Base is still too slow. Good enough for a kitchen voice timer.",
  ],
  [
    "reddit-localllama",
    "1 21:30",
    "Running an LLM gateway at home to switch between local and hosted models?",
    "I want one OpenAI-compatible endpoint that routes to llama.cpp for small stuff and a hosted model for hard stuff. What do people use?",
  ],
  // Reddit r/MachineLearning
  [
    "reddit-machinelearning",
    "0 11:10",
    "[D] Are AI-text detectors ever evaluated on non-native English writers?",
    "Reading papers for a lit review. Most evaluations use essays from native speakers. The few that split by L1 show much higher false-positive rates. Is there a standard benchmark for this?",
  ],
  [
    "reddit-machinelearning",
    "1 09:30",
    "[D] Gradient-boosted trees still win on my tabular problems. Am I doing deep learning wrong?",
    "Tried three tabular deep nets on our churn data, all lose to a tuned LightGBM by 2-3 points AUC. Is that still the expected result in 2027?",
  ],
  [
    "reddit-machinelearning",
    "2 12:40",
    "[D] ICML reviewing load this cycle: how many papers did you get?",
    "I got nine, two outside my area. Curious whether the new reciprocal reviewing policy changed anything for others.",
  ],
  [
    "reddit-machinelearning",
    "3 08:30",
    "[P] A tiny library for bootstrap confidence intervals on benchmark scores",
    "Because reporting '71.3 vs 70.9' without intervals keeps happening. Supports paired bootstrap over tasks and over seeds.",
  ],
  [
    "reddit-machinelearning",
    "5 10:30",
    "[D] How do you decide when a benchmark is saturated?",
    "Top scores within a point of each other and of the estimated label noise. Do people have a rule, or is it vibes?",
  ],
  [
    "reddit-machinelearning",
    "0 15:20",
    "[D] Best practice for sandboxing agent evaluations?",
    "Docker with network off breaks pip installs during setup; network on lets the agent look things up. How are people handling setup vs evaluation phases?",
  ],
  // Stack Exchange
  [
    "stackexchange",
    "0 07:10",
    "Cache pip downloads between GitHub Actions jobs without re-downloading torch every time",
    "actions/setup-python's cache key uses requirements.txt, but torch wheels still download on every run. Is there a way to cache the wheel directory itself?",
  ],
  [
    "stackexchange",
    "0 12:10",
    "pyannote merges two interviewees with similar pitch into one speaker",
    "Using pyannote on two-person interviews. When both speakers are male with similar pitch it merges them. Any parameters to make it more sensitive?",
  ],
  [
    "stackexchange",
    "1 13:10",
    "pip install hangs at 'Downloading' for a 2 GB wheel on a slow connection",
    "No progress bar after 1.1GB, then a timeout. Increasing --timeout didn't help. Can pip resume a partial wheel download?",
  ],
  [
    "stackexchange",
    "0 10:10",
    "Prevent an AI assistant extension from editing files in a specific folder in VS Code",
    "I want the assistant to edit src/ but never tests/. Is there a workspace setting for excluded paths, or do I have to rely on file permissions?",
  ],
  [
    "stackexchange",
    "2 14:20",
    "Fast approximate nearest neighbour in SQLite for 2 million vectors?",
    "It's a desktop app, so no server. Brute force is 900ms per query. Is there an extension with an index, or should I ship a separate library?",
  ],
  // dev.to
  [
    "devto",
    "0 09:40",
    "Putting one LLM gateway in front of three providers: what we learned in six months",
    "Retries, budget limits per team, and the day a provider changed its error format. Also why we stopped letting the gateway fetch URLs for the model.",
  ],
  [
    "devto",
    "1 14:10",
    "Writing offline-first Android apps with an on-device speech model",
    "Model download on Wi-Fi only, a fallback to the system recogniser, and battery numbers from three mid-range phones.",
  ],
  [
    "devto",
    "2 15:40",
    "A practical guide to structured outputs across providers in 2027",
    "JSON schema support differs in small, annoying ways. A table of what each major API accepts, and a validation layer that papers over it.",
  ],
  [
    "devto",
    "3 11:10",
    "A privacy checklist for small SaaS teams using AI APIs",
    "Retention settings on every provider, a data map, and the one paragraph your privacy notice probably lacks.",
  ],
  [
    "devto",
    "4 15:30",
    "My FOSDEM talk in 20 minutes: migrating a hobby project from Python to Rust",
    "Slides and notes for people who can't make the room. Most of the speedup came from the algorithm change, not the language.",
  ],
  // GitHub
  [
    "github",
    "0 08:50",
    "torverlab/torver-eval: Minimal harness to run coding-agent evals in disposable containers",
    "Setup phase with network, evaluation phase without, results as JSONL. Not a benchmark, just the plumbing.",
  ],
  [
    "github",
    "1 12:30",
    "satterthwaite/asl-fingerspell: Real-time American Sign Language fingerspelling recognition from a webcam",
    "MediaPipe hand landmarks and a small transformer. 92% letter accuracy on our test signers. Demo runs in the browser.",
  ],
  [
    "github",
    "2 11:20",
    "finsthwaite/gguf-diff: Compare two GGUF files tensor by tensor",
    "Shows which tensors changed, their quant types and a cosine similarity. Useful for checking whether two 'different' uploads are the same model.",
  ],
  [
    "github",
    "5 09:50",
    "mosswick/evalcards: Plain-text cards that describe how a benchmark score was produced",
    "One YAML file per result: harness version, prompt template hash, sampling settings, date and the hardware. Renders to a table for papers.",
  ],
  // Lobsters
  [
    "lobsters",
    "0 10:50",
    "about:config prefs I set on every new Firefox profile",
    "",
    { url: "https://browser-tinkering.example/about-config-2027" },
  ],
  [
    "lobsters",
    "0 20:10",
    "Running GitHub Actions runners on spot GPU instances without losing jobs",
    "",
    { url: "https://ci-plumbing.example/spot-gpu-runners" },
  ],
  [
    "lobsters",
    "2 08:20",
    "Reading the npm lockfile format, field by field",
    "",
    { url: "https://pkg-internals.example/npm-lockfile-v3" },
  ],
  [
    "lobsters",
    "3 19:20",
    "The case for boring CI: fewer steps, pinned everything",
    "",
    { url: "https://ci-plumbing.example/boring-ci" },
  ],
  // TechCrunch
  [
    "techcrunch-ai",
    "0 12:00",
    "Caldbeck raises $22M to help hospitals write discharge letters with AI",
    "The Leeds-based startup says its drafts are reviewed by a clinician before sending, and that 14 NHS trusts are piloting it.",
  ],
  [
    "techcrunch-ai",
    "1 10:40",
    "Mungrisdale's AI bookkeeping app for sole traders comes to Ireland and the Netherlands",
    "The app categorises receipts and drafts VAT returns; the company says it now has 90,000 paying users in the UK.",
  ],
  [
    "techcrunch-ai",
    "2 12:20",
    "Davos follow-up: three AI pledges made last week, and what has happened since",
    "An energy-reporting commitment, a skills fund and a safety-testing partnership were announced on stage; so far only the skills fund has published details.",
  ],
  [
    "techcrunch-ai",
    "3 20:40",
    "Uldale, a voice-cloning startup for audiobooks, signs a deal with a major publisher's UK arm",
    "Narrators opt in and are paid per title; the publisher says human-narrated editions will continue for frontlist titles.",
  ],
  [
    "techcrunch-ai",
    "0 20:20",
    "Companion-app company Mirewood adds voice calls and a 'do not disturb' schedule",
    "Characters can now call users at times they choose; Mirewood says calls are off by default for accounts under 18.",
  ],
  [
    "techcrunch-ai",
    "5 16:30",
    "Scenes from FOSDEM: the AI devroom was full by 9:05",
    "Talks on local inference, evaluation and energy use filled the room; a second overflow room was opened at noon.",
  ],
  // The Verge
  [
    "theverge-ai",
    "3 11:50",
    "Data Privacy Day: the AI settings on your phone worth changing today",
    "Keyboard suggestions, photo search, call summaries and assistant history: where each one lives on iOS and Android and what turning it off costs you.",
  ],
  [
    "theverge-ai",
    "1 16:30",
    "Samsung's new TVs use AI to upscale old sitcoms, and the results are uneven",
    "In our tests, faces in 4:3 shows came out smooth and waxy while backgrounds looked sharper than the source.",
  ],
  [
    "theverge-ai",
    "2 17:20",
    "Five years of App Store privacy labels: did they change anything?",
    "Researchers who audited 5,000 apps found a third of the labels did not match what the apps sent; Apple says it reviews labels on update.",
  ],
  [
    "theverge-ai",
    "6 13:20",
    "How the Australian Open's AI line calls work, and why players stopped arguing",
    "Twelve cameras per court, a ball-tracking model and a recorded voice. Players can still ask for a replay, but they rarely do.",
  ],
  [
    "theverge-ai",
    "4 20:30",
    "The best AI note-taking apps that keep recordings on your device",
    "We tested six apps that transcribe locally; two still upload audio for speaker labels unless you change a setting.",
  ],
  // VentureBeat
  [
    "venturebeat-ai",
    "0 11:00",
    "Why enterprises are quietly moving vector search back into Postgres",
    "Platform teams say a second database is a second thing to secure and back up; for most RAG workloads under 50 million vectors, they say, Postgres is enough.",
  ],
  [
    "venturebeat-ai",
    "1 12:50",
    "CIOs after Davos: agents are on every roadmap, few are in production",
    "A survey of 210 IT leaders found 68% piloting agents and 9% with one in production for more than three months.",
  ],
  [
    "venturebeat-ai",
    "2 10:30",
    "The hidden bill of AI coding agents: review time",
    "Engineering managers say review queues grew after agent rollouts; the teams that cope set size limits on agent PRs.",
  ],
  [
    "venturebeat-ai",
    "3 17:50",
    "AI procurement teams have the contract clauses. Now they need the audits",
    "Clauses on retention and training use are now standard in enterprise AI contracts; checks on whether vendors follow them are not.",
  ],
  [
    "venturebeat-ai",
    "4 11:10",
    "Spain's AI supervisory agency publishes its first year of findings",
    "AESIA says most complaints it received concerned chatbots in customer service and AI-generated images; it opened no sanction proceedings.",
  ],
  // Google News (AI policy)
  [
    "google-news-ai-policy",
    "0 17:20",
    "Utah's Office of AI Policy reports on its first regulatory mitigation agreements - Deseret News",
    "The office says nine companies operated under agreements last year, most in mental-health chatbots and education.",
  ],
  [
    "google-news-ai-policy",
    "2 13:10",
    "Virginia lawmakers advance high-risk AI bill after a committee vote - Richmond Times-Dispatch",
    "The bill, narrowed from last year's version, would require impact assessments for AI used in lending, housing and hiring decisions.",
  ],
  [
    "google-news-ai-policy",
    "1 11:20",
    "Music publishers' lyrics case against AI firm Hesketh Sound gets a trial date - Billboard",
    "The Central District of California set the trial for October; the parties had failed to settle in mediation last month.",
  ],
  [
    "google-news-ai-policy",
    "3 14:50",
    "Datenschutztag: Verbraucherschützer fordern klare Regeln für KI-Assistenten im Auto - Der Spiegel",
    "Sprachassistenten in Neuwagen zeichnen nach Angaben der Verbraucherzentrale häufiger auf als nötig.",
  ],
  [
    "google-news-ai-policy",
    "2 21:40",
    "Fed holds rates steady, cites strong business investment including AI - Reuters",
    "The central bank left its benchmark rate unchanged and said investment in data centres and equipment remained strong.",
  ],
  [
    "google-news-ai-policy",
    "4 10:10",
    "La CNIL publie ses recommandations sur les assistants vocaux dans les centres d'appels - Le Monde",
    "L'autorité recommande d'informer les appelants avant toute analyse automatisée de la voix et de limiter la conservation des enregistrements.",
  ],
  [
    "google-news-ai-policy",
    "6 10:30",
    "Autoriteit Persoonsgegevens: gebruik AI-chatbots niet als vervanging van een therapeut - NOS",
    "De privacytoezichthouder zegt dat gebruikers van chatbotapps vaak gevoelige gezondheidsgegevens delen zonder te weten waar die terechtkomen.",
  ],
  [
    "google-news-ai-policy",
    "5 09:20",
    "EU ministers to discuss AI Act simplification package in February - Euractiv",
    "A note circulated to member states lists reporting duties and the timing of high-risk obligations among the items on the table.",
  ],
  [
    "google-news-ai-policy",
    "0 09:30",
    "UK government opens consultation on AI in public-sector hiring - Financial Times",
    "The consultation asks whether departments should publish which recruitment tools use automated scoring.",
  ],
  // arXiv
  [
    "arxiv",
    "0 05:30",
    "Paraphrase Robustness of Machine-Generated Text Detectors Across 14 First Languages",
    "Detectors' false-positive rates on essays by non-native writers rise from 4% to 19% on average; light paraphrasing of machine text lowers recall by half.",
  ],
  [
    "arxiv",
    "2 05:30",
    "Statistical Downscaling of Precipitation with Diffusion Models over Complex Terrain",
    "A conditional diffusion model downscales 25 km reanalysis precipitation to 2 km over the Alps, improving extreme-percentile skill over bias-corrected interpolation.",
  ],
  [
    "arxiv",
    "1 05:30",
    "Duplicate Bug Report Detection with Retrieval-Augmented Rerankers",
    "On four issue trackers, a dense retriever followed by an LLM reranker improves recall@5 for duplicate reports by 11 points over BM25.",
  ],
  [
    "arxiv",
    "4 05:30",
    "Quantifying Tokenizer Drift Between Model Versions",
    "We compare 40 pairs of successive model releases and find token counts for the same text shift by up to 9%, which changes prices and context use.",
  ],
  // Hugging Face Papers
  [
    "hf-papers",
    "5 08:30",
    "Small Models, Long Menus: Tool Selection with 500 Tools",
    "Tool-selection accuracy of 1B-8B models falls sharply past 100 tools; a two-stage retrieve-then-choose setup recovers most of it.",
  ],
  // Hugging Face models
  [
    "hf-models",
    "1 09:10",
    "glaramara/tinyrerank-v1",
    "A 30M-parameter cross-encoder reranker for English search. MIT licence.",
  ],
  [
    "hf-models",
    "3 10:10",
    "stonethwaite-ai/Stone-7B-Instruct-v2",
    "7B instruct model, 32k context, Apache-2.0. Improved tool calling over v1.",
  ],
  [
    "hf-models",
    "5 15:10",
    "hawkshead-nlp/whisper-tiny-welsh",
    "Whisper tiny fine-tuned on Welsh speech. WER 18.2 on our test split.",
  ],
  // Lab blogs
  [
    "lab-blogs",
    "1 17:00",
    "How we evaluate agents internally: three lessons from a year of doing it badly",
    "Separate setup from evaluation, log every tool call, and never let the agent see the grader.",
    { url: "https://wasdale-research.example/blog/agent-evals-lessons" },
  ],
  [
    "lab-blogs",
    "3 15:20",
    "Why we publish our products' data retention defaults",
    "A table of what we store, for how long, and which settings change it, for every product surface.",
    { url: "https://bassenthwaite.example/blog/retention-defaults-2027" },
  ],
  // Product Hunt
  [
    "producthunt",
    "0 16:30",
    "Loweswater — A calendar assistant that schedules around your focus time",
    "Connects to Google and Outlook calendars and moves meetings to protect deep-work blocks.",
  ],
  [
    "producthunt",
    "3 16:40",
    "Mosedale — See which AI services your browser extensions talk to",
    "A privacy dashboard that logs extension network requests and labels the known AI APIs.",
  ],
  [
    "producthunt",
    "4 16:20",
    "Sparkbridge — Voice memos that become a tidy weekly journal",
    "Records on your phone, transcribes on-device, and writes a Sunday summary.",
  ],
  // Polymarket
  [
    "polymarket",
    "0 18:00",
    "Will an AI lab publish a model card for a model trained with more than 1e27 FLOP before April 2027?",
    "Resolves Yes if a developer states in a model card or technical report that a released model used more than 1e27 training FLOP. Yes 44%.",
  ],
  [
    "polymarket",
    "3 09:30",
    "Will the Australian Open men's singles final go to five sets?",
    "Resolves Yes if the 2027 men's final is decided in a fifth set. Yes 31%.",
  ],
  [
    "polymarket",
    "1 20:00",
    "Will the Senate confirm a new FTC commissioner before March 2027?",
    "Resolves Yes if any FTC commissioner nomination is confirmed by the full Senate before March 1, 2027. Yes 36%.",
  ],
  [
    "polymarket",
    "4 08:00",
    "Will another US state enact a chatbot disclosure law before April 2027?",
    "Resolves Yes if a state governor signs a law requiring consumer chatbots to disclose that they are not human before April 1, 2027. Yes 29%, unchanged this week.",
  ],
  [
    "polymarket",
    "5 12:00",
    "Will an open-weights model rank first on LMArena's text arena at any point before July 2027?",
    "Resolves Yes if a model with downloadable weights holds first place in the text arena on any day before July 1, 2027. Yes 19%.",
  ],
  // SEC EDGAR
  [
    "sec-edgar",
    "1 21:10",
    "8-K: Kirkstile Microdevices, Inc. (KRKS) — Item 2.02 Results of Operations and Financial Condition",
    "On January 26, 2027, the Company issued a press release announcing its results for the fourth quarter and fiscal year ended December 31, 2026. A copy is furnished as Exhibit 99.1.",
  ],
  [
    "sec-edgar",
    "3 21:20",
    "8-K: Caldwater Systems Corp. (CWTR) — Item 5.02 Departure of Directors or Certain Officers",
    "On January 27, 2027, the Chief Technology Officer informed the Company of his decision to resign, effective February 15, 2027, to pursue other opportunities.",
  ],
  [
    "sec-edgar",
    "2 18:30",
    "Form D: Langstrath AI, Inc. — Notice of Exempt Offering of Securities",
    "Total offering amount $18,000,000; amount sold $18,000,000; industry group: Other Technology; date of first sale 2027-01-15.",
  ],
];
