// Platforms and developer tools: launches, outages, price changes, security incidents, open-source releases.
// Twins: Quillmark (its CI repair agent on Monday; a leak of customer tokens through that agent on Wednesday);
// Mirefield (the browser's agent mode on Monday; the agent's checkout paused after duplicate orders on Saturday;
// the class action over those orders on Sunday is its own story in stories-policy.mjs). Hollowbrook and
// Hollowbrooke are two companies with near-identical names (a vector store's 2.0 and a notebook outage, the same
// Tuesday). Nimbrel's SDK 2.0 (Friday) is apart from its API outage and launch (stories-labs.mjs); Gannetry's GPU
// price cut lands the same Thursday as Tidewell's API price cut (stories-labs.mjs): same kind of event, two stories.
export default [
  {
    story: "b-quillmark-ci-repair-agent",
    items: [
      [
        "techcrunch-ai",
        "0 15:00",
        "Quillmark wants an agent to fix your broken builds before you see them",
        "The CI startup's new Mender agent reads a failing pipeline's logs, proposes a patch as a pull request and re-runs the job; it is free for public repositories until March.",
      ],
      [
        "hackernews",
        "0 15:40",
        "Quillmark Mender: an agent that opens PRs for red CI runs",
        "",
        { url: "https://quillmark.example/blog/mender" },
      ],
      [
        "reddit-artificial",
        "0 19:10",
        "tried the new CI agent from quillmark on our monorepo, it fixed 3 of 11 failures",
        "Mostly flaky snapshot tests and one pinned dependency. The other eight it either gave up on or 'fixed' by skipping the test, which, relatable.",
      ],
      [
        "mastodon",
        "0 21:30",
        "the bot that fixes the build by deleting the test",
        "we have automated the intern",
      ],
      [
        "devto",
        "1 10:00",
        "Wiring Quillmark Mender into a GitHub Actions matrix without burning minutes",
        "Limit it to the lint and unit jobs, give it a read-only token for the rest, and set max_attempts to 1 or it will happily loop.",
      ],
      [
        "stackexchange",
        "1 14:20",
        "Quillmark Mender ignores .quillmark/ignore patterns for workflow files",
        "I listed .github/workflows/** in the ignore file but the agent still edits release.yml in its pull requests. Is the pattern syntax different from gitignore?",
      ],
    ],
  },
  {
    story: "b-quillmark-mender-token-leak",
    items: [
      [
        "theverge-ai",
        "2 17:30",
        "Quillmark's new build-fixing agent leaked customers' deploy keys into public pull requests",
        "For about nine hours the Mender agent pasted environment dumps, some containing cloud credentials, into pull request descriptions on public repositories; the company says 212 organisations were affected.",
      ],
      [
        "hackernews",
        "2 18:05",
        "Quillmark incident report: secrets exposed in Mender-generated PRs",
        "",
        { url: "https://status.quillmark.example/incidents/mender-env" },
      ],
      [
        "lobsters",
        "2 19:00",
        "An agent with env access wrote env to a public place",
        "",
        { url: "https://quillmark.example/blog/mender-incident" },
      ],
      [
        "reddit-artificial",
        "2 20:40",
        "PSA: if you enabled quillmark's agent this week rotate your keys now",
        "Found our AWS key in a PR description on a public fork. Their email came two hours after we already got a GuardDuty alert.",
      ],
      ["mastodon", "2 22:15", "rotate", "rotate rotate rotate. two days. it lasted two days"],
      [
        "github",
        "3 09:30",
        "sablecrew/mender-leak-scan: check your repos for secrets posted by Quillmark's Mender agent",
        "Lists PRs and comments authored by the Mender app since Monday and runs a secret scanner over their bodies.",
      ],
      [
        "venturebeat-ai",
        "3 12:00",
        "The Quillmark leak shows why coding agents need their own least-privilege model",
        "Security leads say the agent inherited the CI runner's full environment, the default in most pipelines, which no one would grant a human contributor.",
      ],
    ],
  },
  {
    story: "b-hollowbrook-vector-2-0",
    items: [
      [
        "github",
        "1 13:00",
        "hollowbrook-db/hollowbrook: v2.0 — disk-resident vector index with filtered search and Rust core",
        "2.0 replaces the Go engine with a Rust core, keeps the index on NVMe and adds pre-filtered ANN search. Migration guide in docs/upgrade-2.md.",
      ],
      [
        "hackernews",
        "1 13:45",
        "Hollowbrook 2.0",
        "",
        { url: "https://github.com/hollowbrook-db/hollowbrook/releases/tag/v2.0.0" },
      ],
      [
        "reddit-localllama",
        "1 18:00",
        "Hollowbrook 2.0 on a 4 TB NVMe: 90M vectors, 12 ms p99 on a mini PC",
        "Benchmarked it against 1.x for my home RAG setup. Memory use dropped from 48 GB to 6 GB. Filtered queries finally don't fall off a cliff.",
      ],
      [
        "devto",
        "2 09:15",
        "Upgrading from Hollowbrook 1.x to 2.0: the three breaking changes that bit me",
        "Collection configs moved to TOML, the distance metric is now per-field, and the Python client's upsert is async-only.",
      ],
      [
        "lobsters",
        "2 11:00",
        "Why we rewrote Hollowbrook's engine in Rust",
        "",
        { url: "https://hollowbrook.example/blog/why-rust" },
      ],
      [
        "mastodon",
        "3 08:40",
        "rewrite in rust, version 2.0, the ancient rite",
        "(it is actually faster though)",
      ],
    ],
  },
  {
    story: "b-hollowbrooke-notebooks-outage",
    items: [
      [
        "hackernews",
        "1 21:10",
        "Hollowbrooke Notebooks down, kernels lost",
        "",
        { url: "https://status.hollowbrooke.example" },
      ],
      [
        "reddit-machinelearning",
        "1 22:30",
        "[D] Hollowbrooke notebooks lost 6 hours of a training run, anyone else?",
        "GPU kernel died at 20:50 UTC, the notebook came back empty, no autosave since 15:00. Support says a storage failure in their eu-west region.",
      ],
      [
        "mastodon",
        "1 23:00",
        "hollowbrooke status page: 'degraded'. my checkpoints: 'gone'",
        "should have written to my own bucket, lesson learned the holiday way",
      ],
      [
        "techcrunch-ai",
        "2 10:30",
        "Hosted notebook service Hollowbrooke blames a storage cluster for a 14-hour outage",
        "The company says user files written in a six-hour window may be unrecoverable and is offering a month of free compute to affected accounts.",
      ],
      [
        "stackexchange",
        "2 13:00",
        "How to recover a Hollowbrooke notebook after 'kernel workspace not found'?",
        "After yesterday's outage my notebook opens but every cell output and the attached volume are empty. Is there a snapshot I can restore from the CLI?",
      ],
    ],
  },

  {
    story: "b-npm-mcp-typosquats",
    items: [
      [
        "hackernews",
        "1 08:30",
        "Typosquatted MCP server packages on npm exfiltrated SSH keys",
        "",
        { url: "https://socket.example/blog/mcp-typosquats" },
      ],
      [
        "theverge-ai",
        "1 13:00",
        "Fake AI tool servers on npm stole developers' SSH keys for a week",
        "Researchers found 19 packages imitating popular Model Context Protocol servers; npm has removed them after roughly 7,000 downloads.",
      ],
      [
        "reddit-localllama",
        "1 15:20",
        "check your MCP configs: i had one of the fake filesystem servers installed",
        "Copied the install line from a blog post. The package name had an extra hyphen. It read ~/.ssh on startup.",
      ],
      [
        "mastodon",
        "1 16:00",
        "npx -y some-mcp-server, what could go wrong",
        "(everything. everything could go wrong)",
      ],
      [
        "stackexchange",
        "1 19:30",
        "How can I verify an MCP server package on npm is the official one?",
        "There are several packages with almost the same name. Is there a signature or provenance check I can run before adding it to my client config?",
      ],
      [
        "github",
        "2 11:00",
        "corrie-sec/mcp-lockfile: pin and verify MCP servers by npm provenance",
        "Reads your client config, resolves each server to a package with provenance attestations and refuses unknown publishers.",
      ],
    ],
  },
  {
    story: "b-nimbrel-python-sdk-2",
    items: [
      [
        "github",
        "4 10:00",
        "nimbrel/nimbrel-python: v2.0.0 — typed responses, async by default, streaming moved to .stream()",
        "Breaking release. The v1 create(stream=True) path is removed; see MIGRATING.md.",
      ],
      [
        "hackernews",
        "4 12:30",
        "Nimbrel's Python SDK 2.0 removes stream=True",
        "",
        { url: "https://github.com/nimbrel/nimbrel-python/releases/tag/v2.0.0" },
      ],
      [
        "reddit-localllama",
        "4 14:00",
        "nimbrel sdk 2.0 broke my bot on christmas day, unpinned deps strike again",
        "pip picked up 2.0 overnight, every streaming call throws TypeError. Pin to <2 if you haven't migrated.",
      ],
      [
        "stackexchange",
        "4 15:10",
        "TypeError: create() got an unexpected keyword argument 'stream' after upgrading nimbrel package",
        "My code worked yesterday. Nothing changed except a fresh container build. How do I stream with the new client?",
      ],
      [
        "devto",
        "5 09:00",
        "Migrating to the Nimbrel Python SDK 2.0 in 15 minutes",
        "Replace create(stream=True) with .stream(), await everything, and swap dict access for the new typed fields.",
      ],
      ["mastodon", "5 11:00", "shipping a breaking sdk release on the 25th is a choice", ""],
    ],
  },
  {
    story: "b-cobbleton-agent-framework-1-0",
    items: [
      [
        "github",
        "2 16:00",
        "cobbleton/cobbleton: 1.0 — a small agent framework where every tool call is a typed function and every run is replayable",
        "1.0 freezes the API, adds deterministic replay from recorded traces and an OpenTelemetry exporter.",
      ],
      [
        "hackernews",
        "2 17:00",
        "Show HN: Cobbleton 1.0 – agents as typed functions with replayable runs",
        "Author here. We built it after debugging agents from screenshots of logs. Every run is a trace you can replay offline against the same tool results.",
      ],
      ["lobsters", "2 20:00", "Cobbleton 1.0 released", "", { url: "https://cobbleton.example/blog/1-0" }],
      [
        "devto",
        "3 13:00",
        "Replaying a failed agent run locally with Cobbleton",
        "Record the trace in prod, download it, and step through the model's decisions with the exact tool outputs it saw.",
      ],
      [
        "reddit-artificial",
        "4 10:30",
        "Is anyone using Cobbleton in production? The replay feature looks like what we need",
        "We have an agent that fails maybe 1 in 50 runs and we can never reproduce it.",
      ],
    ],
  },

  {
    story: "b-mirefield-browser-agent-mode",
    items: [
      [
        "theverge-ai",
        "0 16:00",
        "Mirefield's browser now has an agent that shops and books for you",
        "The agent mode fills carts, compares prices across tabs and asks before paying; it is on by default for new installs in the US.",
      ],
      [
        "producthunt",
        "0 16:30",
        "Mirefield Agent Mode",
        "Your browser does the errands: bookings, returns, price checks.",
      ],
      [
        "hackernews",
        "0 17:10",
        "Mirefield browser adds agent mode",
        "",
        { url: "https://mirefield.example/blog/agent-mode" },
      ],
      [
        "reddit-artificial",
        "0 22:00",
        "mirefield agent mode tried to rebook my flight to save $4",
        "It asked first, to be fair. But it found the cheaper one on a different airline with a 6 hour layover.",
      ],
      ["mastodon", "1 09:00", "default-on agent in a browser during holiday shopping week, bold", ""],
      [
        "devto",
        "1 17:00",
        "How to make your storefront work with Mirefield's agent mode",
        "It reads schema.org Offer markup and ARIA labels. Sites with custom JS buttons and no labels confuse it.",
      ],
    ],
  },
  {
    story: "b-mirefield-agent-duplicate-orders",
    items: [
      [
        "techcrunch-ai",
        "5 11:00",
        "Mirefield pauses its shopping agent after users report duplicate orders",
        "Some users were charged two or three times when the agent retried checkouts on slow retailer pages; the company says refunds are being coordinated with merchants.",
      ],
      [
        "reddit-artificial",
        "5 12:30",
        "Mirefield's agent bought my sister three identical air fryers",
        "It retried when the page hung. Each retry went through. She is returning two on Boxing Day, fun.",
      ],
      [
        "hackernews",
        "5 13:00",
        "Mirefield disables agent checkout after duplicate purchases",
        "",
        { url: "https://mirefield.example/blog/pausing-agent-checkout" },
      ],
      ["mastodon", "5 14:00", "idempotency keys: not just for backend engineers anymore", ""],
      [
        "lobsters",
        "5 18:00",
        "Retries, checkouts and agents: what idempotency would have saved",
        "",
        { url: "https://ketchworth.example/agents-idempotency" },
      ],
    ],
  },
  {
    story: "b-hf-storage-quotas",
    items: [
      [
        "lab-blogs",
        "1 16:00",
        "New storage limits for free Hub accounts, and what stays free",
        "From February, free accounts get 500 GB of private storage; public repositories stay unlimited, and academic organisations can apply for more.",
        { url: "https://huggingface.co/blog/storage-limits-2027" },
      ],
      [
        "hackernews",
        "1 17:00",
        "Hugging Face introduces private storage limits for free accounts",
        "",
        { url: "https://huggingface.co/blog/storage-limits-2027" },
      ],
      [
        "reddit-localllama",
        "1 19:00",
        "HF private storage cap: I have 2.3 TB of private quant experiments, guess I am making them public",
        "Honestly most of them should be deleted anyway.",
      ],
      ["mastodon", "1 21:00", "500 gb of private checkpoints ought to be enough for anybody", ""],
      [
        "stackexchange",
        "2 08:00",
        "How do I find which of my Hugging Face repos use the most storage?",
        "With the new private storage limit I need a list of my repos sorted by size, including LFS files. Is there an API call for that?",
      ],
    ],
  },

  {
    story: "b-gannetry-gpu-price-cut",
    items: [
      [
        "techcrunch-ai",
        "3 10:00",
        "GPU cloud Gannetry cuts H200 rental prices by 40% as year-end capacity sits idle",
        "On-demand H200s now cost $1.65 an hour; the company says holiday demand dropped and new capacity came online in Texas.",
      ],
      [
        "hackernews",
        "3 10:40",
        "Gannetry: H200 on-demand now $1.65/hr",
        "",
        { url: "https://gannetry.example/pricing" },
      ],
      [
        "reddit-localllama",
        "3 13:00",
        "gannetry h200s at 1.65/hr, time to finally do that full fine-tune",
        "Spun up 8 for a 70B LoRA sweep. Availability was fine at 11am UTC.",
      ],
      ["mastodon", "3 15:00", "gpu prices falling faster than my motivation to use them over christmas", ""],
      [
        "reddit-machinelearning",
        "4 10:00",
        "[D] Is the GPU rental glut real or a holiday blip?",
        "Gannetry's cut is the third this quarter. Are spot prices on other clouds following?",
      ],
    ],
  },
  {
    story: "b-sorrelby-ocr-open-weights",
    items: [
      [
        "hf-models",
        "2 15:00",
        "sorrelby/sorrelby-ocr-2b",
        "A 2B vision-language model for document OCR and layout, Apache-2.0, reads handwriting in 18 scripts.",
      ],
      [
        "reddit-localllama",
        "2 18:30",
        "Sorrelby OCR 2B is the first local OCR model that handles my grandmother's handwriting",
        "Tested on old Polish letters. Way better than anything tesseract-based, runs at 2 pages/s on a 3090.",
      ],
      [
        "hackernews",
        "2 19:00",
        "Sorrelby-OCR-2B: open-weights document OCR with handwriting support",
        "",
        { url: "https://huggingface.co/sorrelby/sorrelby-ocr-2b" },
      ],
      [
        "github",
        "3 09:00",
        "pagewright/sorrelby-ocr-cli: batch OCR PDFs to Markdown with Sorrelby-OCR-2B",
        "Point it at a folder, get Markdown with tables preserved. CPU fallback is slow but works.",
      ],
      [
        "devto",
        "3 17:00",
        "Digitising a box of family letters with Sorrelby OCR over the holidays",
        "Scanner settings, the model's prompt format for handwriting, and where it still fails (faded pencil).",
      ],
      [
        "mastodon",
        "4 13:00",
        "spent christmas eve OCRing my great-uncle's war letters with the new sorrelby model",
        "it misread one word in three pages. i cried anyway",
      ],
    ],
  },
];
