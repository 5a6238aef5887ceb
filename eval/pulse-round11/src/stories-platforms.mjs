// Platforms and developer tools: a sandbox service for coding agents launching and then a sandbox escape in it, a
// purge of credential-stealing editor extensions, a model registry's outage and a vector database ending its free
// tier, an App Store rule on AI-made screenshots, an open-source build tool closing its doors to drive-by pull
// requests at FOSDEM, a GPU cloud's new region and its first outage there, a package registry's scoped tokens for
// agents.
// Entities: Brindlemark (hosted microVM sandboxes for coding agents), Microsoft's VS Code Marketplace, Tarnbrook (a
// model and dataset registry), Tarnbrooke (a managed vector database), Apple's App Store, Haverigg (an open-source
// build system), Lanercost Cloud (GPU cloud), npm.
// Twins: Brindlemark has two stories (launch on Monday; a sandbox escape disclosed on Thursday). Lanercost has two
// (Frankfurt region opens Tuesday; that region down for eleven hours on Saturday). Tarnbrook (a registry down most of
// Wednesday) and Tarnbrooke (a vector database dropping its free tier the same Wednesday) are names one letter
// apart. The VS Code extension purge (Tuesday) and npm's agent-scoped tokens (Thursday) are both about coding agents'
// credentials; the App Store rule is also Tuesday. Haverigg's FOSDEM talk is Saturday, Lunar New Year.
// Twins with writer A's files (read from A's header comments and story ids only, at 21:49): Tarnbrook's registry
// outage (Wednesday) and Lanercost's region outage (Saturday) with Aubrac's API outage (Monday) and Doubao's New
// Year's Eve outage (Friday) in stories-labs.mjs: four outages in one week. Tarnbrooke ending its free tier
// (Wednesday) is the same kind of event as Fennimore ending its unlimited plan (Friday, stories-labs.mjs).
// Lanercost's Frankfurt region (Tuesday) and the Deutsche Telekom-Draycote deal (Friday, stories-business.mjs) are
// both about AI compute in Germany. Brindlemark's sandbox escape (Thursday) falls on the day of Draycote's and
// Mistral's misuse reports (stories-labs.mjs).
export default [
  {
    story: "b-brindlemark-sandbox-launch",
    items: [
      [
        "lab-blogs",
        "0 15:00",
        "Introducing Brindlemark: a disposable computer for every agent run",
        "Brindlemark boots a Firecracker microVM in 140 ms, gives the agent a shell, a browser and a snapshot you can fork, and throws it away when the run ends. Pay per second; the first 50 hours a month are free.",
        { url: "https://brindlemark.example/blog/introducing" },
      ],
      [
        "hackernews",
        "0 15:40",
        "Show HN: Brindlemark – forkable microVMs for coding agents",
        "",
        { url: "https://brindlemark.example/blog/introducing" },
      ],
      [
        "producthunt",
        "0 17:00",
        "Brindlemark — Throwaway VMs your agent can wreck safely",
        "Spin up, fork, snapshot, destroy. SDKs for Python and TypeScript.",
      ],
      [
        "reddit-localllama",
        "0 21:30",
        "Tried the new per-second agent VMs with a local model driving them — boot time is real, egress pricing is not on the page",
        "140 ms is what I measured too. But where is the network egress price? My agent pulls half of PyPI every run.",
      ],
      [
        "techcrunch-ai",
        "1 13:00",
        "Brindlemark bets that every AI agent will want its own disposable computer",
        "The two-year-old startup, which raised a seed round last spring, is launching its paid service after a private beta with about 300 teams.",
      ],
      [
        "mastodon",
        "1 18:20",
        "we have reinvented the CGI script",
        "but now it costs per second and the script writes itself",
      ],
    ],
  },
  {
    story: "b-brindlemark-sandbox-escape",
    items: [
      [
        "hackernews",
        "3 10:15",
        "Escaping Brindlemark's agent VMs through the snapshot-fork API",
        "",
        { url: "https://null-pointer-notes.example/brindlemark-fork-escape" },
      ],
      [
        "lobsters",
        "3 11:00",
        "Forked snapshot shares a memory balloon with its parent: a microVM escape write-up",
        "",
        { url: "https://null-pointer-notes.example/brindlemark-fork-escape" },
      ],
      [
        "lab-blogs",
        "3 14:30",
        "Security advisory BM-2027-001: cross-tenant read through forked snapshots",
        "A forked sandbox could read pages of another customer's sandbox on the same host for about nine days. Fixed at 02:10 UTC today; we found no sign of use before the researcher's report and are notifying 41 customers whose sandboxes shared hosts with test forks.",
        { url: "https://brindlemark.example/security/bm-2027-001" },
      ],
      [
        "theverge-ai",
        "3 17:00",
        "A startup selling 'safe' computers to AI agents had a hole that let one customer read another's",
        "Brindlemark launched publicly on Monday; the flaw was reported to it during the beta and fixed three days later.",
      ],
      [
        "reddit-artificial",
        "3 19:45",
        "So the isolation product wasn't isolated",
        "Not dunking, they disclosed fast. But if you're piping prod credentials into any agent sandbox, this is your reminder that a VM is a fence, not a vault.",
      ],
      [
        "mastodon",
        "4 08:10",
        "fork() considered harmful, 2027 edition",
        "the memory balloon was shared. the memory balloon is always shared.",
      ],
      [
        "venturebeat-ai",
        "4 15:00",
        "What Brindlemark's tenant-isolation bug means for teams running agents in the cloud",
        "Security leads say the advisory is a model of candour, and a reason to keep secrets out of agent environments entirely.",
      ],
    ],
  },
  {
    story: "b-vscode-marketplace-key-stealers",
    items: [
      [
        "theverge-ai",
        "1 16:00",
        "Microsoft pulls 34 VS Code extensions that stole AI assistant API keys",
        "The extensions posed as themes and prompt libraries and read keys for coding assistants from settings files, sending them to a server in a bulletproof host. Together they had about 210,000 installs.",
      ],
      [
        "hackernews",
        "1 16:30",
        "VS Code Marketplace removes 34 extensions exfiltrating LLM API keys",
        "",
        { url: "https://devblogs.microsoft.example/vscode-blog/2027/02/02/marketplace-removals" },
      ],
      [
        "reddit-localllama",
        "1 18:10",
        "PSA: rotate your OpenRouter / Anthropic / OpenAI keys if you installed any 'prompt pack' extension",
        "One of the pulled ones was in my editor. My OpenRouter account had $90 of calls to a model I've never used, all from Sunday night.",
      ],
      [
        "stackexchange",
        "2 09:30",
        "Is there any permission model stopping a VS Code extension from reading my API keys?",
        "After the marketplace removals I want to audit what I have. Is there a permission model at all, or can every extension read every setting?",
      ],
      [
        "devto",
        "2 12:00",
        "Stop putting model API keys in settings.json",
        "Use the editor's secret storage, a keychain helper or short-lived keys from a proxy. A walkthrough, prompted by this week's purge of key-stealing extensions.",
      ],
      [
        "google-news-ai-policy",
        "2 14:00",
        "Microsoft entfernt 34 Erweiterungen aus dem VS-Code-Marktplatz – Schlüssel für KI-Dienste abgegriffen",
        "Betroffen sind rund 210.000 Installationen.",
      ],
    ],
  },
  {
    story: "b-tarnbrook-registry-outage",
    items: [
      [
        "hackernews",
        "2 08:20",
        "Tarnbrook is down (model downloads returning 503)",
        "",
        { url: "https://status.tarnbrook.example" },
      ],
      [
        "reddit-machinelearning",
        "2 10:00",
        "[D] Tarnbrook outage is breaking every CI job that pulls weights at test time",
        "Nine hours and counting. If your tests download a 400 MB checkpoint on every run, maybe this is the week to add a cache.",
      ],
      [
        "mastodon",
        "2 12:30",
        "day 1 of the registry being down",
        "the GPUs are idle and the engineers are writing documentation. a dark time",
      ],
      [
        "github",
        "2 13:10",
        "tarnbrook/tarnbrook-hub-client: issue — 'Add an offline mode that falls back to the local cache when the hub returns 5xx'",
        "Opened during today's outage; 300 thumbs-up in four hours. Maintainer: a `TARNBROOK_OFFLINE=1` flag lands in 0.19.",
      ],
      [
        "lab-blogs",
        "3 09:00",
        "Postmortem: the February 3 Tarnbrook outage",
        "A metadata database failover promoted a replica that was four hours behind; downloads failed for 10 h 40 min while we rebuilt the index. We are moving to synchronous replication and adding a read-only mode.",
        { url: "https://tarnbrook.example/blog/postmortem-2027-02-03" },
      ],
      [
        "venturebeat-ai",
        "3 16:00",
        "Tarnbrook's 11-hour outage shows how much of ML runs on one registry",
        "Training pipelines, CI and inference autoscalers that fetch weights at startup all stalled; the company's postmortem blames a stale database replica.",
      ],
    ],
  },
  {
    story: "b-tarnbrooke-ends-free-tier",
    items: [
      [
        "lab-blogs",
        "2 15:00",
        "Changes to Tarnbrooke's Starter plan",
        "From March 1, new projects start on a $25 monthly plan; existing free projects over 1 GB are paused after 14 days of inactivity and deleted after 60. We can no longer run 190,000 idle indexes at a loss.",
        { url: "https://tarnbrooke.example/blog/starter-plan" },
      ],
      [
        "hackernews",
        "2 15:30",
        "Tarnbrooke vector DB ends its free tier, will delete inactive indexes",
        "",
        { url: "https://tarnbrooke.example/blog/starter-plan" },
      ],
      [
        "devto",
        "2 20:00",
        "Moving 40k embeddings off Tarnbrooke to pgvector in an afternoon",
        "Export script, the index settings that matched recall, and the one query that got slower.",
      ],
      [
        "reddit-localllama",
        "2 21:15",
        "Another hosted vector DB pulls the rug — self-host your RAG index",
        "Deleted after 60 days idle is the part that stings. Half my side projects are idle by design.",
      ],
      ["mastodon", "3 07:40", "the free tier was the product", "and you were the growth chart"],
      [
        "techcrunch-ai",
        "3 14:00",
        "Vector database startup Tarnbrooke scraps free plan as it chases enterprise revenue",
        "The company says most free projects were never queried after their first week.",
      ],
    ],
  },
  {
    story: "b-app-store-ai-screenshot-rule",
    items: [
      [
        "theverge-ai",
        "1 19:00",
        "Apple will reject apps whose App Store screenshots were made with generative AI and don't say so",
        "An update to the App Review Guidelines requires a visible caption on any product page image that was generated or substantially edited by AI, from April 1.",
      ],
      [
        "techcrunch-ai",
        "1 19:40",
        "Apple's new guideline targets AI-faked app previews",
        "Developers have complained for months of rival apps showing features they don't have in generated screenshots.",
      ],
      [
        "hackernews",
        "1 20:10",
        "App Review Guidelines 2.3.14: disclose AI-generated product page images",
        "",
        { url: "https://developer.apple.example/app-store/review/guidelines/#2.3.14" },
      ],
      [
        "reddit-artificial",
        "2 02:00",
        "Does upscaling a real screenshot count as 'substantially edited by AI'? Apple's new rule is vague",
        "I run every screenshot through an upscaler to hit the 6.9-inch size. Am I labelling everything now?",
      ],
      [
        "stackexchange",
        "2 11:40",
        "Where does the AI-generated caption go on App Store Connect screenshots?",
        "There is no field for it in App Store Connect yet. Is it burned into the image, or added in the promotional text?",
      ],
      [
        "mastodon",
        "2 13:15",
        "'this screenshot was generated'",
        "finally an honest app store. next: 'this 5-star review was also generated'",
      ],
    ],
  },
  {
    story: "b-haverigg-closes-drive-by-prs",
    items: [
      [
        "mastodon",
        "5 11:30",
        "at FOSDEM: Haverigg is closing its doors to first-time PRs",
        "the build-tool devroom talk just showed 1,900 PRs last year, 71% machine-written, 4% merged. from today: new contributors open an issue first or the PR is auto-closed",
      ],
      [
        "lab-blogs",
        "5 12:30",
        "Why Haverigg now asks for an issue before a pull request",
        "Reviewing plausible-looking, untested patches took more maintainer time than all our releases. Anyone may still contribute: open an issue, get a 'go', then send the PR. Slides from our FOSDEM talk are linked.",
        { url: "https://haverigg.example/blog/issue-first" },
      ],
      [
        "hackernews",
        "5 13:00",
        "Haverigg build system will auto-close pull requests without a linked issue",
        "",
        { url: "https://haverigg.example/blog/issue-first" },
      ],
      [
        "lobsters",
        "5 14:20",
        "Issue first, patch second: a build system's answer to generated PRs",
        "",
        { url: "https://haverigg.example/blog/issue-first" },
      ],
      [
        "github",
        "5 16:00",
        "haverigg/haverigg: .github/workflows/require-linked-issue.yml — auto-close PRs from first-time contributors without 'Fixes #'",
        "Merged this morning in Brussels. 212 open PRs closed with a polite template.",
      ],
      [
        "reddit-artificial",
        "6 10:00",
        "A 4% merge rate for AI-written PRs: the numbers from the Haverigg FOSDEM talk",
        "The slide that got applause: median review time for a generated PR was longer than for a human one, because the reviewer had to work out what it was trying to do.",
      ],
      [
        "theverge-ai",
        "6 15:00",
        "Open-source maintainers are putting up gates against AI-written code",
        "The Haverigg project's new issue-first rule, announced at FOSDEM in Brussels, is the bluntest yet.",
      ],
    ],
  },
  {
    story: "b-lanercost-frankfurt-region",
    items: [
      [
        "lab-blogs",
        "1 08:00",
        "Lanercost Cloud opens eu-central-2 in Frankfurt",
        "4,096 B300 GPUs on-demand and reserved, data kept in Germany, German-language support. On-demand from $3.40 per GPU-hour.",
        { url: "https://lanercost.example/blog/frankfurt" },
      ],
      [
        "google-news-ai-policy",
        "1 10:30",
        "GPU-Cloud Lanercost eröffnet Rechenzentrum in Frankfurt – Daten bleiben in Deutschland",
        "Der Anbieter wirbt mit Blick auf DSGVO und KI-Verordnung um europäische Kunden.",
      ],
      [
        "hackernews",
        "1 11:00",
        "Lanercost opens a Frankfurt GPU region at $3.40/hr for B300",
        "",
        { url: "https://lanercost.example/blog/frankfurt" },
      ],
      [
        "reddit-machinelearning",
        "1 14:30",
        "[D] Finally an EU region with B300s that isn't a hyperscaler — anyone benchmarked Lanercost's interconnect?",
        "Our legal team has vetoed US regions for a health dataset. Interested in real NCCL all-reduce numbers from eu-central-2.",
      ],
      [
        "mastodon",
        "1 17:50",
        "data residency, explained",
        "sovereign AI is when the GPUs are American, the company is American, and the building is in Hesse",
      ],
    ],
  },
  {
    story: "b-lanercost-frankfurt-outage",
    items: [
      [
        "hackernews",
        "5 07:30",
        "Lanercost's Frankfurt region has been dark since 05:50 UTC",
        "",
        { url: "https://status.lanercost.example/incidents/eu-central-2-20270206" },
      ],
      [
        "reddit-machinelearning",
        "5 09:10",
        "[D] Lost a 3-day training run in Lanercost's new Frankfurt region. Checkpoints were on local NVMe",
        "Yes, my fault for not syncing to object storage. But their docs say local disks survive host restarts and this wasn't a restart.",
      ],
      [
        "mastodon",
        "5 12:00",
        "five days",
        "that's how long the new region stayed up. a cooling fault in a week with frost in Frankfurt is its own kind of joke",
      ],
      [
        "lab-blogs",
        "5 20:00",
        "Incident report: eu-central-2 power and cooling event, February 6",
        "A cooling loop fault tripped power to two of four halls at 05:50 UTC; instances were restored by 17:05 UTC. Local NVMe on 611 hosts was wiped by the recovery procedure. Affected customers get one month's credit.",
        { url: "https://lanercost.example/blog/incident-eu-central-2" },
      ],
      [
        "techcrunch-ai",
        "6 14:00",
        "Lanercost's new Frankfurt GPU region went dark for eleven hours in its first week",
        "Some customers lost training runs stored on local disks, which the company's recovery procedure erased.",
      ],
    ],
  },
  {
    story: "b-npm-agent-scoped-tokens",
    items: [
      [
        "lab-blogs",
        "3 16:00",
        "npm: agent-scoped tokens and publish approval",
        "A new token type lets an automated tool open a draft release but not publish it; a human with 2FA approves the draft on npmjs.com. Classic tokens can no longer publish from March 15 unless the account opts out.",
        { url: "https://github.blog.example/changelog/2027-02-04-npm-agent-scoped-tokens" },
      ],
      [
        "hackernews",
        "3 16:30",
        "npm adds draft-only tokens for AI agents; humans must approve publishes",
        "",
        { url: "https://github.blog.example/changelog/2027-02-04-npm-agent-scoped-tokens" },
      ],
      [
        "devto",
        "3 21:00",
        "Your release bot now needs a human: setting up npm's draft publish flow",
        "How to change a semantic-release pipeline to open drafts with the new token, and who gets the approval email.",
      ],
      [
        "lobsters",
        "4 09:20",
        "npm's two-step publish, and why package registries are gating bots",
        "",
        { url: "https://supplychain-weekly.example/npm-two-step" },
      ],
      [
        "stackexchange",
        "4 12:30",
        "npm publish fails with E403 'token scope: draft' in GitHub Actions",
        "I created one of the new agent-scoped tokens for CI by mistake. Do I need a classic granular token, or can the workflow approve its own draft?",
      ],
      [
        "venturebeat-ai",
        "4 16:00",
        "GitHub makes a human sign off on npm releases cut by AI agents",
        "The change follows a year of malicious packages published with stolen automation tokens.",
      ],
    ],
  },
];
