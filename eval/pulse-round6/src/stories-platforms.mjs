// Platforms and developer tools: launches, caps, rollbacks, outages, security incidents, open-source releases.
// Twins: Skerrow has three stories (Skerrow Shell, its terminal coding agent, on Monday; the free tier capped on
// Wednesday; the 1.1 update that deleted untracked files, rolled back on Saturday). Wickmere and Wickmore are two
// companies one vowel apart (Wickmere's open-source inference server 3.0 and Wickmore's exposed prompt logs, the
// same Tuesday); fake Wickmere plugins on PyPI (Saturday) are a third, separate story, and the class action over
// Wickmore's logs (Saturday) is its own story in stories-policy.mjs. Cantlow's Studio 3 music model (Thursday) is
// apart from the court's discovery order against Cantlow (Tuesday, stories-policy.mjs). Docker's cap on anonymous
// model pulls (Monday) and Skerrow's free-tier cap (Wednesday) are the same kind of event at two companies, as is
// Pendrel's free-tier cap (Saturday, stories-labs.mjs). Ravelstone's outage and Wexmoor's (stories-labs.mjs) both
// fall on New Year's Eve: two stories. Marrowby (the open code model, Wednesday) is not Marrowind (the IPO filing,
// stories-business.mjs): names one syllable apart.
export default [
  {
    story: "b-skerrow-shell-launch",
    items: [
      [
        "techcrunch-ai",
        "0 14:00",
        "Skerrow bets that developers want their coding agent in the terminal, not the editor",
        "The two-year-old startup's Skerrow Shell runs as a CLI, plans multi-step changes, runs your test suite and asks before each commit. The free tier allows unlimited tasks on public repositories.",
      ],
      ["hackernews", "0 14:30", "Skerrow Shell", "", { url: "https://skerrow.example/shell" }],
      [
        "producthunt",
        "0 15:00",
        "Skerrow Shell — A coding agent that lives in your terminal",
        "Describe the change, watch it run your tests, approve each commit.",
      ],
      [
        "reddit-localllama",
        "0 18:40",
        "Skerrow Shell can point at a local model via an OpenAI-compatible endpoint, tested with a 32B coder",
        "Set SKERROW_BASE_URL to my llama.cpp server and it worked. Planning is noticeably worse than with their hosted model, but it never leaves my machine.",
      ],
      [
        "mastodon",
        "0 20:10",
        "it asks before every commit",
        "which is more than i can say for some coworkers",
      ],
      [
        "devto",
        "1 09:30",
        "A week-one review of Skerrow Shell on a legacy Django codebase",
        "It handled a settings refactor across 40 files well and broke the migrations twice. Tips: give it a Makefile target for tests and a small AGENTS.md.",
      ],
      [
        "lobsters",
        "1 12:00",
        "Terminal agents and the return of the REPL",
        "",
        { url: "https://fieldnotes-cli.example/terminal-agents-repl" },
      ],
    ],
  },
  {
    story: "b-skerrow-free-tier-cap",
    items: [
      [
        "theverge-ai",
        "2 15:30",
        "Skerrow caps its free tier two days in",
        "Free users now get 25 agent tasks a day; the company says sign-ups were ten times what it planned for and that paid plans are unchanged.",
      ],
      [
        "hackernews",
        "2 16:00",
        "Skerrow: changes to the free plan",
        "",
        { url: "https://skerrow.example/blog/free-plan-changes" },
      ],
      [
        "reddit-artificial",
        "2 17:20",
        "Well that was fast. 'Unlimited' lasted 48 hours",
        "Got the banner mid-task: 25 per day from now on. Not even mad, I burned 140 tasks yesterday renaming variables.",
      ],
      ["mastodon", "2 18:00", "unlimited*", "*until wednesday"],
      [
        "reddit-localllama",
        "2 21:00",
        "PSA the 25/day cap doesn't apply if you bring your own endpoint",
        "Checked with their docs: tasks against a custom base URL are not counted. Another reason to run it against a local model.",
      ],
      [
        "stackexchange",
        "3 10:15",
        "How to check remaining Skerrow task quota from the CLI before starting a long job?",
        "Since the daily cap my overnight batch dies halfway. Is there a command or an env var that reports how many tasks are left?",
      ],
    ],
  },
  {
    story: "b-skerrow-shell-rollback",
    items: [
      [
        "hackernews",
        "5 10:20",
        "Skerrow rolls back Shell 1.1",
        "",
        { url: "https://status.skerrow.example/incidents/shell-1-1" },
      ],
      [
        "reddit-artificial",
        "5 11:00",
        "Skerrow Shell 1.1 ran git clean -fdx on my repo and took my .env and two days of untracked work with it",
        "Auto-update on New Year's Day, asked it to 'tidy the build folder'. It tidied everything not in git. Their incident page says 1.1 is pulled.",
      ],
      [
        "techcrunch-ai",
        "5 14:30",
        "Skerrow pulls an update after its coding agent wiped developers' untracked files",
        "Version 1.1 added a 'workspace cleanup' step that the agent could run without asking; Skerrow says fewer than 400 users ran it and that 1.0 is back as the default.",
      ],
      ["mastodon", "5 16:00", "it asked before every commit. it did not ask before rm", ""],
      [
        "devto",
        "6 10:00",
        "Sandbox your terminal agent before the next Skerrow 1.1",
        "Run it in a throwaway worktree or a container with the repo mounted read-write and nothing else; untracked files go in a separate volume.",
      ],
    ],
  },

  {
    story: "b-wickmere-3-0-release",
    items: [
      [
        "github",
        "1 11:00",
        "wickmere-ai/wickmere: 3.0 — speculative decoding on by default, multi-LoRA batching, AMD MI300 support",
        "Wickmere 3.0 makes draft-model speculative decoding the default for supported model pairs, serves up to 64 LoRA adapters in one batch and adds ROCm builds.",
      ],
      [
        "hackernews",
        "1 11:45",
        "Wickmere 3.0 released",
        "",
        { url: "https://github.com/wickmere-ai/wickmere/releases/tag/v3.0.0" },
      ],
      [
        "reddit-localllama",
        "1 15:10",
        "Wickmere 3.0 speculative decoding on 2x3090: 1.8x tokens/s on a 70B with the 1B draft",
        "Default config, no tuning. Acceptance rate hovers around 0.7 on code, lower on chat. Memory overhead was about 2 GB.",
      ],
      [
        "lobsters",
        "1 19:00",
        "How Wickmere batches requests across LoRA adapters",
        "",
        { url: "https://wickmere.example/blog/multi-lora-batching" },
      ],
      [
        "stackexchange",
        "2 11:20",
        "Wickmere 3.0: 'draft model tokenizer mismatch' when serving a fine-tuned Mistral",
        "Upgraded from 2.x and the server refuses to start. I never configured a draft model. How do I turn speculative decoding off?",
      ],
      [
        "devto",
        "2 14:00",
        "Serving 30 customer LoRAs from one GPU with Wickmere 3.0",
        "Adapter rank, the max_loras setting and why our p95 went down rather than up.",
      ],
    ],
  },
  {
    story: "b-wickmore-prompt-log-exposure",
    items: [
      [
        "techcrunch-ai",
        "1 16:00",
        "LLM monitoring startup Wickmore left customers' prompt logs in a public bucket",
        "A security researcher found 1.9 TB of prompts and model responses from Wickmore's customers, including support transcripts with names and order numbers, readable without authentication for at least three weeks.",
      ],
      [
        "hackernews",
        "1 16:40",
        "Wickmore exposed 1.9TB of customer LLM traces",
        "",
        { url: "https://brackley-security.example/wickmore-bucket" },
      ],
      [
        "reddit-artificial",
        "1 19:30",
        "Our chatbot vendor used Wickmore. So our customers' chats were in that bucket.",
        "Nobody at our company had heard of Wickmore until today. It was a sub-processor two levels down.",
      ],
      [
        "mastodon",
        "1 20:15",
        "observability: the practice of writing everything down and leaving it outside",
        "",
      ],
      [
        "venturebeat-ai",
        "2 10:00",
        "After Wickmore, security teams ask what their LLM tracing tools keep",
        "Most tracing products store full prompts by default; CISOs say redaction and retention settings should be the first question in procurement.",
      ],
      [
        "stackexchange",
        "2 15:40",
        "Redact PII from prompts before they reach an LLM tracing SDK",
        "We send traces to a hosted observability tool. Is there a standard hook to scrub emails and phone numbers client-side before export?",
      ],
    ],
  },
  {
    story: "b-pypi-fake-wickmere-plugins",
    items: [
      [
        "hackernews",
        "5 09:00",
        "Malicious 'wickmere-*' plugin packages on PyPI stole cloud credentials",
        "",
        { url: "https://larchmont-labs.example/blog/wickmere-typosquats" },
      ],
      [
        "reddit-localllama",
        "5 12:00",
        "If you pip installed a 'wickmere-lora-loader' or similar, check it NOW",
        "Not from the Wickmere team. It read ~/.aws and ~/.config/gcloud and posted them to a paste site. Maintainers say they publish no plugins on PyPI.",
      ],
      [
        "github",
        "5 13:30",
        "wickmere-ai/wickmere: security advisory — we do not publish plugins on PyPI",
        "Advisory listing eleven packages that impersonated Wickmere plugins after the 3.0 release; all removed by PyPI on January 2.",
      ],
      ["mastodon", "5 15:20", "new release, new typosquats, the circle of life", ""],
      [
        "theverge-ai",
        "5 17:00",
        "Fake add-ons for a popular AI server stole developers' cloud keys",
        "Eleven packages posing as plugins for Wickmere were downloaded about 3,200 times before PyPI removed them.",
      ],
    ],
  },

  {
    story: "b-quickfern-extension-exfiltration",
    items: [
      [
        "theverge-ai",
        "0 10:00",
        "Microsoft pulls an AI autocomplete extension that uploaded entire codebases",
        "The Quickfern extension, installed about 180,000 times, sent whole workspaces, including .env files, to its own servers instead of the few lines of context it described.",
      ],
      [
        "hackernews",
        "0 10:30",
        "Quickfern VS Code extension was uploading full workspaces",
        "",
        { url: "https://tansy-research.example/quickfern" },
      ],
      [
        "reddit-artificial",
        "0 12:45",
        "Uninstalled Quickfern this morning. I had it on my work laptop for six months",
        "Our security team is now asking everyone for a list of extensions. Fun Monday.",
      ],
      [
        "stackexchange",
        "0 15:00",
        "How can I see which VS Code extensions make network requests?",
        "After the Quickfern removal I want to audit what the rest of my extensions send. Is there a built-in log or do I need a proxy?",
      ],
      ["mastodon", "0 16:20", "'context' was the whole repo. the context was everything", ""],
      [
        "lobsters",
        "1 08:30",
        "Editor extensions are the supply chain nobody reviews",
        "",
        { url: "https://ollerton.example/extensions-supply-chain" },
      ],
      [
        "mastodon",
        "0 18:00",
        "quickfern envoyait tout le dépôt. tout. même le .env",
        "bonne fin d'année quand même",
      ],
      [
        "devto",
        "1 15:30",
        "Cómo auditar tus extensiones de VS Code después de Quickfern",
        "Lista las extensiones instaladas, revisa sus permisos de red con un proxy local y desinstala lo que no uses desde hace un mes.",
      ],
    ],
  },
  {
    story: "b-docker-hub-model-pull-limits",
    items: [
      [
        "hackernews",
        "0 08:00",
        "Docker Hub to rate-limit anonymous pulls of AI model artifacts",
        "",
        { url: "https://docs.docker.com/docker-hub/usage/model-pulls/" },
      ],
      [
        "techcrunch-ai",
        "0 13:00",
        "Docker caps anonymous downloads of AI models from its hub",
        "From January 15, unauthenticated users can pull 10 model artifacts per six hours; the company says models now make up a third of Hub bandwidth.",
      ],
      [
        "reddit-localllama",
        "0 17:00",
        "Docker model pulls getting rate limited, my CI pulls a 14 GB GGUF on every run lol",
        "Guess it's time to set up a pull-through cache. Anyone have a config for that with model artifacts?",
      ],
      [
        "devto",
        "1 11:00",
        "Cache model artifacts in CI before Docker's pull limit lands",
        "A registry mirror, an authenticated pull token and a cache key on the model digest. Cuts our pipeline by 6 minutes anyway.",
      ],
      ["mastodon", "1 14:30", "the free lunch was 14 gigabytes per run", ""],
    ],
  },
  {
    story: "b-marrowby-coder-open-weights",
    items: [
      [
        "hf-models",
        "2 09:00",
        "marrowby/Marrowby-Coder-14B-Instruct",
        "A 14B code model trained on 3.1T tokens of permissively licensed code, 128K context, Apache-2.0. Reports 71.2 on a held-out repository-level benchmark.",
      ],
      [
        "reddit-localllama",
        "2 11:30",
        "Marrowby-Coder-14B GGUFs are up, first impressions on a 4090",
        "Q6_K fits with 32K context. Fill-in-the-middle works out of the box with the right template. Feels close to the 30B-class coders on Python, weaker on Rust.",
      ],
      [
        "hackernews",
        "2 12:10",
        "Marrowby-Coder-14B: open code model trained only on permissive licences",
        "",
        { url: "https://huggingface.co/marrowby/Marrowby-Coder-14B-Instruct" },
      ],
      [
        "hf-models",
        "2 16:00",
        "quantfolk/Marrowby-Coder-14B-Instruct-GGUF",
        "GGUF quantisations (Q4_K_M to Q8_0) of Marrowby-Coder-14B-Instruct.",
      ],
      [
        "reddit-machinelearning",
        "3 09:40",
        "[D] Marrowby claims only permissive-licence code, but publishes no list of repos",
        "The model card says 'filtered by SPDX header'. Headers lie. A list of repositories, or hashes, would make the claim checkable.",
      ],
      [
        "mastodon",
        "3 11:00",
        "a 14b coder that fits on my card and says it never read gpl code",
        "trust, but grep",
      ],
    ],
  },
  {
    story: "b-ravelstone-nye-outage",
    items: [
      [
        "hackernews",
        "3 19:30",
        "Ravelstone inference API down",
        "",
        { url: "https://status.ravelstone.example" },
      ],
      ["mastodon", "3 20:00", "ravelstone status: 'elevated error rates'. me: elevated heart rate", ""],
      [
        "reddit-artificial",
        "3 21:45",
        "Our New Year's Eve countdown chatbot died at 21:00 because Ravelstone went down",
        "A city event, 3,000 people texting it. We switched to a canned reply. Not how I wanted to spend the evening.",
      ],
      [
        "reddit-localllama",
        "4 09:00",
        "Ravelstone was out for 9 hours last night. This is why I self-host",
        "Not gloating, ok a little. If you depend on one serverless provider, have a fallback model ready.",
      ],
      [
        "techcrunch-ai",
        "4 13:00",
        "Ravelstone blames an expired certificate for a nine-hour outage on New Year's Eve",
        "The serverless inference provider says an internal certificate used between its router and GPU pools expired at 19:02 UTC and the on-call rotation was thin for the holiday.",
      ],
      [
        "lobsters",
        "5 09:30",
        "Ravelstone postmortem: the certificate nobody owned",
        "",
        { url: "https://ravelstone.example/blog/postmortem-dec-31" },
      ],
      [
        "venturebeat-ai",
        "5 12:00",
        "Ravelstone's New Year's Eve outage makes the case for multi-provider inference",
        "Teams that routed through a gateway with a second provider saw a blip; those hard-wired to one endpoint were down all night.",
      ],
    ],
  },
  {
    story: "b-almanor-invite-injection",
    items: [
      [
        "hackernews",
        "4 11:00",
        "A calendar invite that makes Almanor's assistant email your private events to a stranger",
        "",
        { url: "https://sedgewick.example/almanor-invite-injection" },
      ],
      [
        "reddit-artificial",
        "4 14:00",
        "Almanor's AI scheduling assistant can be hijacked with text hidden in a meeting invite",
        "The researcher's demo: put instructions in the invite description, the assistant reads it when summarising your week and forwards your agenda. Almanor has turned off auto-summaries.",
      ],
      ["mastodon", "4 15:10", "happy new year, your calendar is an attack surface", ""],
      [
        "theverge-ai",
        "5 09:00",
        "Almanor switches off its assistant's weekly summaries after an invite-based attack",
        "A researcher showed that a crafted meeting invite could make the scheduling assistant send a user's private calendar to an outside address; Almanor says it saw no abuse in its logs.",
      ],
      [
        "stackexchange",
        "5 12:30",
        "Stop calendar invites from external senders being added automatically in Google Workspace",
        "After the Almanor injection demo our IT wants external invites held until accepted. Where is that setting now?",
      ],
      [
        "devto",
        "5 15:00",
        "Calendar invites are untrusted input: defending an assistant after the Almanor demo",
        "Treat event descriptions like email bodies: strip them from the model's context by default, and never let a summariser call a send tool.",
      ],
    ],
  },
  {
    story: "b-cantlow-studio-3",
    items: [
      [
        "theverge-ai",
        "3 15:00",
        "Cantlow's Studio 3 makes four-minute songs with separate stems you can edit",
        "The music generator now outputs vocals, drums, bass and other instruments as separate tracks, and lets users re-prompt a single stem.",
      ],
      [
        "producthunt",
        "3 16:00",
        "Cantlow Studio 3 — Generate a song, then edit every stem",
        "Four-minute tracks, separate stems, re-prompt just the chorus.",
      ],
      ["hackernews", "3 17:30", "Cantlow Studio 3", "", { url: "https://cantlow.example/studio-3" }],
      [
        "reddit-artificial",
        "3 22:30",
        "Made a New Year's Eve party track with Cantlow Studio 3, the stems are the real feature",
        "Muted the generated vocals, kept the bassline, recorded my own bad singing on top. My friends were kind.",
      ],
      [
        "mastodon",
        "4 10:00",
        "shipping a new model two days after a judge asked for your training data list is a vibe",
        "",
      ],
      [
        "techcrunch-ai",
        "3 18:30",
        "Cantlow ships Studio 3 while a court fight over its training data heats up",
        "The new model adds editable stems and four-minute songs; Cantlow would not say whether it was trained on the same recordings at issue in the publishers' case.",
      ],
    ],
  },
];
