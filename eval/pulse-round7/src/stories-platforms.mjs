// Platforms and developer tools: SDK launches, a supply-chain compromise, a licence change, outages, a price rise,
// hardware dev kits at CES, a marketplace policy, a security hole.
// Entities: Nettlebed (agent SDK maker), Nettlefold (vector database), Lanthorn (local model runtime), Lockhaven
// (GPU cloud), Quaveline (speech-to-text API), Pellicor (edge AI dev kits), Microsoft's VS Code Marketplace,
// Fellbrook (open-source MCP server), Tamberlin (hosted notebooks).
// Twins: Nettlebed has two stories (Agent SDK 1.0 on Monday; its npm package compromised on Thursday), and
// Nettlefold, a vector database one syllable away, ships 2.0 the same Thursday as Nettlebed's compromise: three
// stories. Lanthorn has two (the NPU backend shown at CES on Tuesday; the switch to a source-available licence on
// Friday). Pellicor has two (Edge Kit shown at CES on Tuesday; pre-orders halted after overheating reports on
// Saturday). Lockhaven's GPU cloud outage and Quaveline's transcription outage fall on the same Wednesday: two
// stories. Fellbrook's MCP server hole (Tuesday) and Nettlebed's compromise (Thursday) are both security stories of
// different projects. Tamberlin's GPU price rise (Monday) is apart from everything else; the VS Code Marketplace's
// AI-extension disclosure rule (Monday) is Microsoft's, not any extension's.
// Twins with writer A's files (read from A's header comments and story ids only): Tamberlin's GPU price rise and
// OpenAI's ChatGPT Plus price rise are both on Monday, and Microsoft's 365 Copilot price rise is on Wednesday
// (stories-labs.mjs, stories-business.mjs); Microsoft has the VS Code rule here and the Copilot price there.
// Lanthorn's licence change (Friday) and Ardwyn's switch to a non-commercial licence (Saturday, stories-labs.mjs)
// are the same kind of event. Lanthorn's and Pellicor's CES showings (Tuesday) fall on the day of Nvidia's, Samsung's
// and AMD's CES keynotes (stories-labs.mjs, stories-business.mjs). The Lockhaven and Quaveline outages (Wednesday)
// come a day before Google's Gemini API outage and two before Claude's (stories-labs.mjs). Pellicor (the edge kit)
// and Pellory Bio (A's Series C, Friday) are names two letters apart.
export default [
  {
    story: "b-nettlebed-agent-sdk-1-0",
    items: [
      [
        "lab-blogs",
        "0 15:00",
        "Nettlebed Agent SDK 1.0: stable APIs, durable runs and a tool sandbox",
        "After fourteen months of 0.x releases, the SDK's API is frozen. Runs can be paused and resumed across process restarts, tools execute in a WASM sandbox by default, and adapters cover six model providers.",
        { url: "https://nettlebed.example/blog/agent-sdk-1-0" },
      ],
      [
        "hackernews",
        "0 15:40",
        "Nettlebed Agent SDK hits 1.0",
        "",
        { url: "https://nettlebed.example/blog/agent-sdk-1-0" },
      ],
      [
        "github",
        "0 16:10",
        "nettlebed/agent-sdk: TypeScript and Python SDK for durable tool-using agents — v1.0.0",
        "Breaking: `Agent.run()` now returns a Run handle; `tools.exec` moved to `sandbox.exec`. Migration guide in docs/upgrading-to-1.md.",
      ],
      [
        "venturebeat-ai",
        "0 18:30",
        "Nettlebed's 1.0 pitch to enterprises: agents that survive a redeploy",
        "The open-source SDK's resumable runs store state in Postgres or Redis, which the company says was the top request from teams running long back-office jobs.",
      ],
      [
        "reddit-localllama",
        "0 21:00",
        "Nettlebed 1.0 works fine with a local OpenAI-compatible server, but the tool sandbox eats 300 MB per run",
        "Pointed it at my vLLM box, tool calling works with Qwen out of the box. The WASM sandbox is the memory hog, you can turn it off with sandbox: 'none' if you trust your tools.",
      ],
      [
        "devto",
        "1 08:45",
        "Migrating from Nettlebed 0.9 to 1.0 in an afternoon",
        "The Run handle change touched 30 call sites; the codemod caught 26. Here are the four it missed and why.",
      ],
      [
        "mastodon",
        "1 10:20",
        "fourteen months of 0.x and then one day it just says 1.0",
        "growing up is hard",
      ],
    ],
  },
  {
    story: "b-nettlebed-npm-compromise",
    items: [
      [
        "github",
        "3 06:50",
        "nettlebed/agent-sdk: Security advisory: @nettlebed/agent 1.0.3 was published by an attacker",
        "Version 1.0.3 contained a postinstall script that read environment variables and sent them to a remote host. It was live for about 2 hours 40 minutes. Upgrade to 1.0.4 and rotate any secrets present at install time.",
      ],
      [
        "hackernews",
        "3 07:30",
        "Nettlebed's npm package was hijacked with a credential-stealing postinstall",
        "",
        { url: "https://depsentinel-research.example/nettlebed-1-0-3" },
      ],
      [
        "reddit-artificial",
        "3 09:10",
        "If you installed the Nettlebed agent SDK this morning, rotate your API keys now",
        "Our CI picked up 1.0.3 at 05:12 UTC. Every provider key in that runner's env is now assumed burned. Three days after 1.0, what a week for them.",
      ],
      [
        "techcrunch-ai",
        "3 13:00",
        "Attacker used a maintainer's leaked token to push a malicious version of Nettlebed's agent SDK",
        "The company says an npm token stored in an old CI configuration was exposed and that about 9,000 installs pulled the bad version before npm removed it.",
      ],
      [
        "mastodon",
        "3 14:25",
        "postinstall strikes again",
        "`npm config set ignore-scripts true` and never look back",
      ],
      [
        "stackexchange",
        "3 16:40",
        "How do I find out whether any of our lockfiles resolved @nettlebed/agent@1.0.3?",
        "We have ~200 repositories and a private registry mirror. Is there a reliable way to search the mirror's logs or the lockfiles for one exact version?",
      ],
      [
        "venturebeat-ai",
        "3 18:30",
        "The Nettlebed hijack is a warning for every company wiring agents into CI",
        "Agent frameworks run inside build systems that hold cloud and model-provider keys, security leaders say, which makes a poisoned agent package worth more to attackers than a typical utility library.",
      ],
      [
        "reddit-localllama",
        "3 20:15",
        "Glad I pin versions: the Nettlebed 1.0.3 thing",
        "My home setup runs the SDK against a local model with no cloud keys at all, so worst case it stole my llama.cpp port number. Still rotated my GitHub token.",
      ],
      [
        "lobsters",
        "4 11:00",
        "Nettlebed 1.0.3 post-mortem: a token in a CI file from 2025",
        "",
        { url: "https://nettlebed.example/blog/1-0-3-postmortem" },
      ],
    ],
  },
  {
    story: "b-nettlefold-vector-db-2-0",
    items: [
      [
        "github",
        "3 15:00",
        "nettlefold-db/nettlefold: 2.0 — disk-based index, hybrid BM25 search, 4x lower memory",
        "Nettlefold 2.0 replaces the in-memory HNSW graph with a disk-resident index and adds hybrid keyword plus vector queries in one call.",
      ],
      [
        "hackernews",
        "3 15:50",
        "Nettlefold 2.0: the vector database now keeps its index on disk",
        "",
        { url: "https://nettlefold.example/blog/2-0" },
      ],
      [
        "reddit-localllama",
        "3 19:30",
        "Nettlefold 2.0 on a Raspberry Pi 5 with 12M vectors: it actually works now",
        "1.x needed 18 GB of RAM for my index. 2.0 runs it from an NVMe hat with p50 of 9 ms. And no, it's not the Nettlebed thing from this morning, different company, same first syllable.",
      ],
      [
        "devto",
        "4 09:15",
        "Hybrid search in Nettlefold 2.0 without a second engine",
        "We dropped our Elasticsearch sidecar. Here's the query that replaced it and how we tuned the BM25 weight.",
      ],
      [
        "mastodon",
        "4 12:00",
        "nettlefold 2.0 benchmark page has a pi on it",
        "we love a vendor that tests on a pi",
      ],
    ],
  },
  {
    story: "b-lanthorn-npu-backend",
    items: [
      [
        "theverge-ai",
        "1 17:00",
        "Lanthorn's local AI app will use the NPU in this year's laptops, not just the GPU",
        "Shown at CES on laptops with the newest Intel, AMD and Qualcomm chips, the update runs 8B models on the neural processing unit at about a third of the power draw, leaving the GPU free.",
      ],
      [
        "hackernews",
        "1 18:10",
        "Lanthorn adds an NPU backend for Intel, AMD and Qualcomm laptops",
        "",
        { url: "https://lanthorn.example/blog/npu-backend" },
      ],
      [
        "reddit-localllama",
        "1 20:40",
        "Lanthorn NPU backend: tokens/s is lower than the iGPU, but my fan stayed off for an hour",
        "Tested a 7B Q4 on a new ThinkPad: 14 tok/s on the NPU vs 22 on the iGPU, but 6 W instead of 21 W. For summarising mail in the background that's the right trade.",
      ],
      [
        "github",
        "2 09:00",
        "lanthorn-ai/lanthorn: v0.19 — experimental NPU backend (OpenVINO, XDNA, QNN)",
        "NPU execution for supported quantisations; falls back to GPU per layer when an op is missing. Set LANTHORN_DEVICE=npu to try it.",
      ],
      [
        "google-news-ai-policy",
        "2 10:30",
        "CES 2027 : Lanthorn fait tourner des modèles d'IA sur la puce neuronale des PC portables - 01net",
        "L'application open source promet une autonomie préservée en exécutant les modèles locaux sur le NPU plutôt que sur la carte graphique.",
      ],
      [
        "mastodon",
        "2 13:15",
        "the npu finally has a job",
        "three years of 'copilot+' stickers and it was a side project that put it to work",
      ],
    ],
  },
  {
    story: "b-lanthorn-license-change",
    items: [
      [
        "lab-blogs",
        "4 16:00",
        "Why Lanthorn is moving to the Functional Source License",
        "From version 0.20, new code is released under the FSL, converting to Apache 2.0 after two years. Using Lanthorn for yourself or your company stays free; offering it as a hosted service to others needs a commercial licence.",
        { url: "https://lanthorn.example/blog/license" },
      ],
      [
        "hackernews",
        "4 16:30",
        "Lanthorn relicenses to FSL",
        "",
        { url: "https://lanthorn.example/blog/license" },
      ],
      [
        "reddit-localllama",
        "4 18:00",
        "Lanthorn going source-available three days after the NPU hype. Fork incoming?",
        "0.19 stays Apache forever, so someone will fork from there. For home users literally nothing changes, but the contributors who wrote the ROCm backend are not thrilled.",
      ],
      [
        "lobsters",
        "4 20:30",
        "Another local-inference project picks the FSL",
        "",
        { url: "https://licence-watch.example/lanthorn-fsl" },
      ],
      [
        "github",
        "5 09:40",
        "lanthorn-ai/lanthorn: Discussion — 'Please reconsider the FSL for the server crate'",
        "412 comments. Maintainers say the desktop app and the model loader will stay Apache 2.0 and only the multi-user server moves.",
      ],
      [
        "mastodon",
        "5 11:10",
        "every open source project is one hosting company away from a licence blog post",
        "",
      ],
    ],
  },
  {
    story: "b-lockhaven-gpu-cloud-outage",
    items: [
      [
        "hackernews",
        "2 09:20",
        "Lockhaven Cloud us-central down, H200 instances unreachable",
        "",
        { url: "https://status.lockhaven.example/incidents/2027-01-06" },
      ],
      [
        "reddit-machinelearning",
        "2 10:05",
        "[D] Lockhaven us-central has been down for 3 hours and my 9-day training run was on day 8",
        "Checkpoints are on their object storage, which is also in us-central. Lesson learned about where to keep checkpoints.",
      ],
      [
        "mastodon",
        "2 11:30",
        "status page: 'degraded cooling'",
        "my model is also experiencing degraded cooling, in that it is no longer running",
      ],
      [
        "techcrunch-ai",
        "2 17:30",
        "GPU cloud Lockhaven blames a chiller failure for a nine-hour outage in its largest region",
        "The Denver-area facility shut down racks to avoid overheating; Lockhaven says no customer data was lost and it will credit a full month for affected reserved clusters.",
      ],
      [
        "reddit-localllama",
        "2 18:20",
        "Lockhaven outage is the best ad for a 4090 under the desk I've seen",
        "Half my Discord lost their fine-tunes today. My space heater with CUDA cores kept going.",
      ],
      [
        "devto",
        "3 08:30",
        "Checkpoint to a second region: what the Lockhaven outage taught our training team",
        "Async uploads of every fifth checkpoint to another provider cost us $40 a month. Yesterday they saved a week.",
      ],
    ],
  },
  {
    story: "b-quaveline-transcription-outage",
    items: [
      [
        "hackernews",
        "2 13:40",
        "Quaveline speech-to-text API returning 503s",
        "",
        { url: "https://status.quaveline.example" },
      ],
      [
        "reddit-artificial",
        "2 14:30",
        "Our call-centre summaries stopped at 1pm. Quaveline down for anyone else?",
        "It's not Lockhaven this time, they're on AWS. The status page says 'elevated error rates' for an hour and counting.",
      ],
      [
        "mastodon",
        "2 15:05",
        "two ai outages before dinner on a wednesday",
        "quaveline's status page is just the word 'investigating' in a nice font",
      ],
      [
        "venturebeat-ai",
        "2 21:00",
        "Quaveline's four-hour transcription outage came from a bad model rollout, company says",
        "A new diarisation model deployed to all regions at once crashed on stereo audio; Quaveline says it will stage future rollouts by region.",
      ],
      [
        "stackexchange",
        "3 09:50",
        "Fallback from Quaveline to a local Whisper model when the API returns 503",
        "After yesterday's outage we want to fail over automatically. How do we keep speaker labels consistent between the two?",
      ],
    ],
  },
  {
    story: "b-pellicor-edge-kit-ces",
    items: [
      [
        "theverge-ai",
        "1 15:30",
        "Pellicor's $249 Edge Kit is a Raspberry Pi-sized board built to run a 3B model offline",
        "Shown at CES, the board pairs an Arm CPU with a 40 TOPS NPU and 16 GB of memory; Pellicor demoed a voice assistant answering with no network connection.",
      ],
      [
        "producthunt",
        "1 16:00",
        "Pellicor Edge Kit — An AI board that runs small language models with no cloud",
        "16 GB, 40 TOPS, passive cooling, pre-orders open.",
      ],
      [
        "hackernews",
        "1 17:20",
        "Pellicor Edge Kit: $249 board with a 40 TOPS NPU",
        "",
        { url: "https://pellicor.example/edge-kit" },
      ],
      [
        "reddit-localllama",
        "1 22:10",
        "Pellicor Edge Kit: 16 GB for $249 is the interesting number, not the TOPS",
        "40 TOPS means nothing until someone runs llama.cpp on it. The memory bandwidth isn't in the spec sheet, which worries me.",
      ],
      [
        "google-news-ai-policy",
        "2 08:00",
        "CES: Pellicor zeigt Entwicklerboard für KI ohne Cloud - heise online",
        "Das Board soll Sprachmodelle mit drei Milliarden Parametern lokal ausführen; die Auslieferung ist für März geplant.",
      ],
      ["mastodon", "2 09:45", "passive cooling, it says", "we'll see"],
    ],
  },
  {
    story: "b-pellicor-preorders-halted",
    items: [
      [
        "theverge-ai",
        "5 13:00",
        "Pellicor pauses Edge Kit pre-orders after reviewers' boards throttle and overheat",
        "Demo units sent to reviewers after CES hit 95°C under sustained load; Pellicor says it will add a heatsink and fan and refund anyone who asks.",
      ],
      [
        "reddit-localllama",
        "5 14:15",
        "Pellicor stopped pre-orders. The 'passive cooling' board cooks itself after 4 minutes of generation",
        "A reviewer's thermal camera shot is on their blog: the NPU corner at 95°C and the clock dropping to a third.",
      ],
      [
        "hackernews",
        "5 15:00",
        "Pellicor halts Edge Kit pre-orders over thermal throttling",
        "",
        { url: "https://pellicor.example/blog/edge-kit-update" },
      ],
      ["mastodon", "5 17:30", "we'll see, i said on wednesday", "we saw"],
      [
        "reddit-artificial",
        "6 10:00",
        "Is anyone getting their Pellicor refund yet?",
        "Asked for one Saturday night, got an automated email promising 5-7 business days. Posting so others know the form exists.",
      ],
    ],
  },
  {
    story: "b-vscode-marketplace-ai-disclosure",
    items: [
      [
        "theverge-ai",
        "0 17:30",
        "Microsoft will make VS Code extensions say where they send your code",
        "From March, extensions in the Visual Studio Marketplace that send file contents to an AI service must declare the endpoints and the data they send; undeclared traffic will get an extension pulled.",
      ],
      [
        "hackernews",
        "0 18:00",
        "VS Code Marketplace: new data disclosure requirements for AI extensions",
        "",
        { url: "https://code.visualstudio.com/blogs/2027/01/04/ai-extension-disclosure" },
      ],
      [
        "reddit-artificial",
        "0 20:00",
        "Good: VS Code extensions will have to list which AI endpoints they call",
        "I counted 11 extensions in my setup that talk to some LLM. I know what maybe four of them send.",
      ],
      [
        "devto",
        "1 10:00",
        "What the new VS Code Marketplace disclosure rule means if you maintain an extension",
        "You'll need a `dataFlows` section in package.json, and the marketplace will compare it with observed traffic during review. A checklist.",
      ],
      [
        "stackexchange",
        "1 14:30",
        "Does the VS Code 'dataFlows' manifest field need to list a user-configured LLM endpoint?",
        "Our extension lets users point to their own model server. We don't know the URL in advance. What do we declare?",
      ],
      [
        "mastodon",
        "1 16:45",
        "extensions must now say where the code goes",
        "ah yes. the cloud. very specific",
      ],
    ],
  },
  {
    story: "b-fellbrook-mcp-server-rce",
    items: [
      [
        "github",
        "1 08:00",
        "fellbrook-dev/fellbrook: GHSA — command injection in the shell tool via crafted file names (CVE-2027-0114)",
        "Fellbrook's shell tool passed file names to `sh -c` unescaped. A repository containing a crafted file name could run commands when an agent listed it. Fixed in 2.4.1.",
      ],
      [
        "hackernews",
        "1 09:30",
        "Fellbrook MCP server: a file name was enough to run code on developers' machines",
        "",
        { url: "https://offsec-journal.example/fellbrook-filename-injection" },
      ],
      [
        "reddit-localllama",
        "1 12:00",
        "Update Fellbrook now if you let agents browse untrusted repos",
        "PoC is a file literally named `$(curl …|sh).md`. Any MCP client that called list_files on the repo ran it.",
      ],
      [
        "lobsters",
        "1 15:20",
        "Shell-quoting bugs are still the number one bug class in agent tooling",
        "",
        { url: "https://offsec-journal.example/fellbrook-filename-injection" },
      ],
      [
        "mastodon",
        "1 17:00",
        "we gave the robot a shell and forgot that filenames are user input",
        "2027 is 1997 again",
      ],
      [
        "venturebeat-ai",
        "2 11:00",
        "MCP server flaw shows how agent tools inherit old injection bugs",
        "Security firms say a quarter of the open-source MCP servers they scanned build shell commands from strings; Fellbrook's maintainers patched within a day of the report.",
      ],
    ],
  },
  {
    story: "b-tamberlin-gpu-price-rise",
    items: [
      [
        "techcrunch-ai",
        "0 13:00",
        "Tamberlin raises GPU notebook prices by up to 35%, citing H200 rental costs",
        "From February 1 an hour on an H100 notebook goes from $2.40 to $3.25; the free CPU tier and student credits are unchanged.",
      ],
      [
        "reddit-machinelearning",
        "0 14:20",
        "[D] Tamberlin +35% on GPU hours. Where are you moving your notebooks?",
        "Our lab runs ~900 GPU hours a month there. That's an extra $770 a month for the same thing. Looking at self-hosting JupyterHub on a reserved box.",
      ],
      [
        "hackernews",
        "0 16:30",
        "Tamberlin pricing update",
        "",
        { url: "https://tamberlin.example/blog/pricing-2027" },
      ],
      [
        "mastodon",
        "0 19:00",
        "happy new year, your notebook costs more",
        "the one new year's resolution every cloud vendor keeps",
      ],
      [
        "reddit-artificial",
        "1 09:30",
        "Tamberlin's price rise is the first of many this year, change my mind",
        "They're a reseller. When rental rates for H200s go up, everyone downstream passes it on.",
      ],
    ],
  },
];
