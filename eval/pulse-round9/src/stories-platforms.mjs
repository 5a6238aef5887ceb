// Platforms and developer tools: a coding-agent release and a pricing change, an app-store rule, a security hole in
// an inference server, an observability launch, a GPU price cut and the sign-up pause it caused, an API outage, a
// notebook service shutting down, a Linux distribution's vote on AI contributions.
// Entities: Whimbrel (open-source terminal coding agent with a hosted tier), Google Play, Dunlin (open-source model
// serving runtime), Dunlyn (LLM observability startup), Greylag Cloud (GPU cloud), Tealmoor (embeddings and
// reranking API), Loxbridge (hosted AI notebooks), Debian.
// Twins: Whimbrel has two stories (CLI 2.0 on Monday, the MLK holiday; its hosted tier moving to usage pricing on
// Thursday). Greylag has two (on-demand GPU prices cut on Tuesday; new sign-ups paused on Saturday after the rush).
// Dunlin (a serving runtime with a remote-code-execution hole, Wednesday) and Dunlyn (an observability startup
// launching its tracing product the same Wednesday) are names one letter apart. Tealmoor's outage and Greylag's
// price cut fall on the same Tuesday, the first working day after the holiday; Google Play's chatbot-app rule is
// also that Tuesday. Loxbridge's shutdown (Friday) and Debian's vote (Saturday) are apart from everything else.
// Twins with writer A's files (read from A's header comments and story ids only): Whimbrel's usage pricing
// (Thursday) is the same day as Anthropic's Team plan change and the day before Orrinwood's halved rate limits
// (stories-labs.mjs): three "pay more or get less" stories. Greylag Cloud (a GPU cloud cutting prices on Tuesday and
// pausing sign-ups on Saturday) is the same kind of company as Thornbury Cloud (IPO debut Thursday,
// stories-business.mjs), and its price cut sits in the week of Alibaba's Qwen API price cut (Friday,
// stories-labs.mjs). Google has Google Play's rule (Tuesday) here, the CMA proposal on AI Overviews (Thursday) in
// stories-policy.mjs and A's Gemini 2.5 API retirement (Wednesday).
export default [
  {
    story: "b-whimbrel-cli-2-0",
    items: [
      [
        "lab-blogs",
        "0 14:00",
        "Whimbrel 2.0: plan mode, parallel sub-agents and a diff you can actually review",
        "The terminal agent now writes a plan you approve before it touches a file, splits work across up to four sub-agents in separate git worktrees, and shows one combined diff at the end. Still Apache 2.0, still bring-your-own-model.",
        { url: "https://whimbrel.example/blog/2-0" },
      ],
      [
        "hackernews",
        "0 14:45",
        "Whimbrel 2.0 – open-source coding agent adds plan mode and parallel sub-agents",
        "",
        { url: "https://whimbrel.example/blog/2-0" },
      ],
      [
        "github",
        "0 15:10",
        "whimbrel-dev/whimbrel: v2.0.0 — plan mode, sub-agents in worktrees, new config format",
        "Breaking: `.whimbrel.toml` replaces `.whimbrelrc`; run `whimbrel migrate-config`. Sub-agents are off by default (`--parallel 4`).",
      ],
      [
        "reddit-localllama",
        "0 19:30",
        "Whimbrel 2.0 with a local 32B: plan mode is the first feature that makes small models usable for agents",
        "The model writes a plan, I cross out the dumb steps, then it executes. My failure rate on multi-file refactors went from most of them to maybe a third.",
      ],
      [
        "mastodon",
        "0 21:15",
        "shipping a 2.0 on a US bank holiday",
        "either very brave or nobody on the team is american",
      ],
      [
        "devto",
        "1 08:30",
        "Whimbrel 2.0's sub-agents, explained with a real refactor",
        "We split a 40-file rename across four sub-agents. Two finished, one conflicted, one rewrote the tests. What the merge step does, and where it falls over.",
      ],
      [
        "venturebeat-ai",
        "1 16:00",
        "Whimbrel's 2.0 makes the case for a coding agent that asks before it edits",
        "The open-source project's plan-approval step is aimed at enterprises wary of agents rewriting code unsupervised; the company behind it sells a hosted tier with shared team plans.",
      ],
    ],
  },
  {
    story: "b-whimbrel-usage-pricing",
    items: [
      [
        "lab-blogs",
        "3 15:00",
        "Changes to Whimbrel Cloud pricing",
        "From February 15, Whimbrel Cloud moves from a $20 flat seat to $10 per seat plus metered agent-minutes. Most individual users will pay less, the company says; teams running sub-agents all day will pay more. The open-source CLI is unaffected.",
        { url: "https://whimbrel.example/blog/cloud-pricing" },
      ],
      [
        "hackernews",
        "3 15:30",
        "Whimbrel Cloud switches to per-minute agent pricing",
        "",
        { url: "https://whimbrel.example/blog/cloud-pricing" },
      ],
      [
        "reddit-artificial",
        "3 17:20",
        "Whimbrel ships parallel sub-agents on Monday and starts charging by the agent-minute on Thursday",
        "Four sub-agents = four meters running. I ran our numbers: my team goes from $200/month to about $640. Not a coincidence that the pricing change came three days after the feature that burns minutes.",
      ],
      [
        "techcrunch-ai",
        "3 19:00",
        "Coding-agent startup Whimbrel moves its paid tier to usage-based pricing",
        "The company says heavy users were costing it more in model and sandbox fees than they paid; self-hosted users of the open-source CLI are not affected.",
      ],
      [
        "mastodon",
        "4 09:40",
        "the agent-minute",
        "a new unit of time, shorter than a regular minute when you're using it and longer when it's on the invoice",
      ],
      [
        "github",
        "4 11:30",
        "whimbrel-dev/whimbrel: Discussion — 'Per-minute billing makes --parallel a trap, please add a spend cap'",
        "Maintainer reply: a monthly hard cap and a per-task budget flag are coming before February 15. The open-source CLI will never meter anything.",
      ],
    ],
  },
  {
    story: "b-google-play-ai-chatbot-rules",
    items: [
      [
        "theverge-ai",
        "1 17:30",
        "Google Play will require AI chatbot apps to verify ages and let users report replies",
        "Apps whose main feature is open-ended chat with a model must add an in-app way to flag a response and an age check for romantic or mature role-play by April 30, or be removed from the store.",
      ],
      [
        "techcrunch-ai",
        "1 18:15",
        "Google tightens Play Store rules for AI companion and chatbot apps",
        "The policy update also bars chatbot apps from presenting a character as a licensed therapist, doctor or lawyer.",
      ],
      [
        "hackernews",
        "1 19:00",
        "Google Play policy update: AI-generated content apps must add reporting and age assurance",
        "",
        { url: "https://support.google.example/googleplay/android-developer/answer/ai-chat-2027" },
      ],
      [
        "reddit-artificial",
        "1 21:40",
        "Small dev here: Google Play's new chatbot rules give me until April to build an age check I can't afford",
        "My app is a D&D narrator. Apparently 'mature role-play' covers a goblin getting stabbed. Asked Play support whether fantasy violence counts; got a template answer.",
      ],
      [
        "stackexchange",
        "2 10:20",
        "How to add an in-app 'report this response' flow that satisfies Google Play's AI content policy?",
        "Does the report have to go to my backend, or is a mailto link enough? The policy page says 'in-app' and 'without leaving the app'.",
      ],
    ],
  },
  {
    story: "b-dunlin-serving-rce",
    items: [
      [
        "github",
        "2 07:00",
        "dunlin-serve/dunlin: GHSA — remote code execution via a model's chat template (CVE-2027-0412)",
        "Dunlin 0.31.0 to 0.33.2 render a model's Jinja chat template without a sandbox. A model repository with a crafted template can run code on the server when it is loaded. Fixed in 0.33.3.",
      ],
      [
        "hackernews",
        "2 07:40",
        "Dunlin inference server RCE: loading a malicious model runs arbitrary code",
        "",
        { url: "https://offsec-ledger.example/dunlin-template-rce" },
      ],
      [
        "reddit-localllama",
        "2 09:10",
        "PSA: update Dunlin to 0.33.3 before you pull any random model from the Hub",
        "The chat template in tokenizer_config.json was executed unsandboxed. If you auto-load models by name from an API, someone could have owned your box by publishing a model.",
      ],
      [
        "lobsters",
        "2 11:00",
        "A chat template is code: the Dunlin template injection",
        "",
        { url: "https://offsec-ledger.example/dunlin-template-rce" },
      ],
      [
        "venturebeat-ai",
        "2 15:30",
        "Dunlin flaw shows the model file itself is now an attack surface",
        "Security researchers say enterprises that let teams load community models into shared inference clusters should treat model repositories like third-party code.",
      ],
      [
        "mastodon",
        "2 16:10",
        "we spent ten years teaching people not to unpickle strangers' files",
        "and then invented a config file with a templating language in it",
      ],
      [
        "stackexchange",
        "2 18:50",
        "Is it enough to pin a model revision hash to be safe from the Dunlin chat template exploit?",
        "We load three models by revision. If the revision we pinned was published before the advisory, can its template still contain the payload, or only newer uploads?",
      ],
      [
        "theverge-ai",
        "3 10:00",
        "A popular open-source AI server could be hijacked by a booby-trapped model",
        "Dunlin, used by hobbyists and companies to run open models, has patched the hole; there is no evidence yet that it was used in attacks, its maintainers say.",
      ],
    ],
  },
  {
    story: "b-dunlyn-traces-launch",
    items: [
      [
        "producthunt",
        "2 15:00",
        "Dunlyn Traces — See every step your LLM agent took, and what it cost",
        "Open-source tracing for agents: prompts, tool calls, tokens and latency in one timeline. Self-host or use the cloud.",
      ],
      [
        "hackernews",
        "2 16:20",
        "Show HN: Dunlyn Traces – open-source tracing for LLM agents (OpenTelemetry-native)",
        "We built this after debugging a 90-step agent run with print statements. Spans follow the OTel GenAI conventions, so it works with whatever backend you already have.",
      ],
      [
        "github",
        "2 16:40",
        "dunlyn-hq/traces: open-source agent tracing, OpenTelemetry GenAI spans, cost per run",
        "Collector, UI and SDKs for Python and TypeScript. MIT licensed.",
      ],
      [
        "reddit-localllama",
        "2 22:10",
        "Tried Dunlyn Traces with a local agent (no, not Dunlin the server with the CVE today, different thing)",
        "Dunlyn with a y is the tracing tool. Works with llama.cpp's server out of the box; the cost column just says $0.00 which is the best column I've ever seen.",
      ],
      [
        "mastodon",
        "3 08:20",
        "launched an agent tracing tool today, named it dunlyn",
        "on the same day a server called dunlin got a cve. someone in dunlyn's marketing channel is having a very long afternoon",
      ],
    ],
  },
  {
    story: "b-greylag-gpu-price-cut",
    items: [
      [
        "lab-blogs",
        "1 13:00",
        "New on-demand prices at Greylag Cloud",
        "From today, on-demand H200 instances are $2.19 per GPU-hour, down from $3.15, and B200 instances are generally available at $3.89. No reservation, no minimum.",
        { url: "https://greylag.example/blog/january-pricing" },
      ],
      [
        "hackernews",
        "1 13:40",
        "Greylag Cloud cuts on-demand H200 to $2.19/hr",
        "",
        { url: "https://greylag.example/blog/january-pricing" },
      ],
      [
        "techcrunch-ai",
        "1 16:30",
        "GPU cloud Greylag slashes prices as H200 supply loosens",
        "The cut of about 30% comes as newer chips ship in volume and older Hopper capacity floods the rental market, analysts say.",
      ],
      [
        "reddit-machinelearning",
        "1 18:00",
        "[D] Greylag's H200 price cut: is it time to stop reserving GPUs a year ahead?",
        "Our one-year reservation is at $2.60. On-demand is now cheaper than what we committed to in June. Lesson learned, I guess.",
      ],
      [
        "reddit-localllama",
        "1 20:50",
        "At $2.19/hr a weekend fine-tune of a 70B on 8xH200 is about $840 now",
        "Did the maths for a 48-hour run. Still not hobby money but it's getting close to 'one nice dinner a month' territory.",
      ],
      [
        "mastodon",
        "2 09:00",
        "gpu prices are falling",
        "which means the gpus i bought in 2025 are now worth slightly less than the electricity they've used",
      ],
    ],
  },
  {
    story: "b-greylag-signups-paused",
    items: [
      [
        "hackernews",
        "5 10:10",
        "Greylag Cloud pauses new sign-ups, says H200 demand outran capacity",
        "",
        { url: "https://status.greylag.example/notices/signups" },
      ],
      [
        "reddit-machinelearning",
        "5 11:30",
        "[D] Greylag paused sign-ups four days after cutting prices. Existing users: can you still get instances?",
        "New accounts get a waitlist page. I have an account and haven't been able to start an 8xH200 since Thursday night; 1x still works.",
      ],
      [
        "techcrunch-ai",
        "5 14:00",
        "Greylag stops taking new customers after price cut sparks a rush for GPUs",
        "The company says sign-ups tripled in four days and that it will reopen once 2,000 B200s come online in early February.",
      ],
      ["mastodon", "5 16:45", "greylag has discovered demand elasticity", "the hard way"],
      [
        "reddit-localllama",
        "6 09:20",
        "Greylag waitlist: where are people renting H200s this weekend instead?",
        "Tried three other clouds, two want a sales call. Anyone with on-demand availability right now?",
      ],
    ],
  },
  {
    story: "b-tealmoor-rerank-outage",
    items: [
      [
        "hackernews",
        "1 14:30",
        "Tealmoor API down – embeddings and rerank returning 503",
        "",
        { url: "https://status.tealmoor.example/incidents/2027-01-19" },
      ],
      [
        "reddit-artificial",
        "1 15:20",
        "Our search just broke because Tealmoor's rerank endpoint is down. Is it everyone?",
        "First working day after the long weekend and every query in our help centre is returning unranked junk. Status page says 'investigating' for an hour now.",
      ],
      [
        "mastodon",
        "1 16:00",
        "tealmoor outage day",
        "turns out our 'ai-powered search' was a regular search plus one http call to someone else",
      ],
      [
        "venturebeat-ai",
        "1 21:00",
        "Tealmoor's five-hour outage hits retrieval pipelines at hundreds of companies",
        "The embeddings and reranking provider blamed a certificate that expired on its internal load balancers over the US holiday weekend.",
      ],
      [
        "devto",
        "2 08:10",
        "What Tealmoor being down for five hours did to our RAG app, minute by minute",
        "No fallback, no cached embeddings for new documents, and a retry loop that made it worse. The timeline, and the three changes we shipped this morning.",
      ],
      [
        "lobsters",
        "2 12:30",
        "Tealmoor incident report: an expired internal certificate and a holiday on-call gap",
        "",
        { url: "https://tealmoor.example/blog/incident-2027-01-19" },
      ],
    ],
  },
  {
    story: "b-loxbridge-notebooks-shutdown",
    items: [
      [
        "lab-blogs",
        "4 14:00",
        "Loxbridge: we're closing on February 28",
        "After four years, Loxbridge will stop running notebooks on February 28. Exports of every notebook, dataset and run history are available now from the workspace menu. We could not find a business in hosted notebooks that didn't turn into reselling GPUs.",
        { url: "https://loxbridge.example/blog/goodbye" },
      ],
      [
        "hackernews",
        "4 14:20",
        "Loxbridge, the hosted notebook service, will close on Feb 28",
        "",
        { url: "https://loxbridge.example/blog/goodbye" },
      ],
      [
        "reddit-machinelearning",
        "4 16:10",
        "[D] Loxbridge shutting down Feb 28 — where are you moving your notebooks?",
        "My whole thesis lives in there. The export gives .ipynb files and a zip of data, but the scheduled runs and secrets don't come with it.",
      ],
      [
        "techcrunch-ai",
        "4 18:30",
        "AI notebook startup Loxbridge shuts down, telling users to export by February",
        "The company had raised $14 million and says it will return what is left to investors; its 60,000 monthly users have six weeks to move.",
      ],
      [
        "devto",
        "5 10:00",
        "Moving off Loxbridge: a script that exports every notebook and rebuilds the schedules",
        "The official export skips scheduled runs. This script reads them from the API while it still exists and writes GitHub Actions cron files.",
      ],
      ["mastodon", "5 13:30", "rip loxbridge", "you were the only place my notebooks ran on the first try"],
    ],
  },
  {
    story: "b-debian-ai-contributions-vote",
    items: [
      [
        "lobsters",
        "5 09:00",
        "Debian general resolution result: AI-generated contributions must be disclosed, and are refused for packaging",
        "",
        { url: "https://www.debian.example/vote/2027/vote_001" },
      ],
      [
        "hackernews",
        "5 09:30",
        "Debian votes to require disclosure of AI-generated contributions",
        "",
        { url: "https://www.debian.example/vote/2027/vote_001" },
      ],
      [
        "google-news-ai-policy",
        "5 12:00",
        "Debian-Entwickler stimmen für Offenlegungspflicht bei KI-generierten Beiträgen - Golem.de",
        "Nach drei Wochen Abstimmung setzt sich die Option durch, die KI-Hilfe in Paketierungsarbeit ganz untersagt und bei Upstream-Patches eine Kennzeichnung verlangt.",
      ],
      [
        "reddit-artificial",
        "5 14:20",
        "Debian's vote on AI contributions passed. How would they even enforce this?",
        "It's an honour system with a trailer line in the commit. Which, to be fair, is how most of Debian works and it's been fine for 30 years.",
      ],
      [
        "mastodon",
        "5 17:10",
        "debian has voted, after three weeks of mailing-list threads longer than the linux kernel",
        "disclose your robot, and keep it out of the packaging",
      ],
      [
        "theverge-ai",
        "6 10:00",
        "Debian, one of the oldest Linux distributions, votes to keep AI-written code out of its packages",
        "Developers chose the strictest of four options on the ballot; contributors who used AI tools must say so, and AI-generated packaging work is refused outright.",
      ],
    ],
  },
];
