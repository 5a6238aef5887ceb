// Dev tools and platforms: releases, outages, pricing changes, security incidents. Twins: Cloudflare (the Agents
// SDK 1.0 on Monday; a Workers AI outage on Wednesday), GitLab (Duo Agent Platform GA on Tuesday; a prompt-
// injection CVE in it on Friday). Two supply-chain incidents on one Tuesday (malicious AI extensions on Open VSX;
// poisoned inference images on Docker Hub) are two stories, and so are two companies with near-identical names
// (Kelpie's 1.0 release, Kelpy's transcript leak; the class action over the leak is in stories-policy.mjs).
export default [
  {
    story: "cloudflare-agents-sdk-1-0",
    items: [
      [
        "lab-blogs",
        "0 14:00",
        "Agents SDK 1.0: durable, resumable agents on Workers",
        "Agents now survive deploys and crashes: each step is checkpointed to a Durable Object, tool calls retry with backoff, and a human-approval step can pause a run for days without holding a connection.",
        { url: "https://blog.cloudflare.com/agents-sdk-1-0/" },
      ],
      [
        "hackernews",
        "0 14:35",
        "Cloudflare Agents SDK 1.0",
        "",
        { url: "https://blog.cloudflare.com/agents-sdk-1-0/" },
      ],
      [
        "venturebeat-ai",
        "0 16:10",
        "Cloudflare bets its edge network can be where enterprise agents actually run",
        "With a 1.0 label and pricing per active agent-hour, the company is pitching durable agents as infrastructure rather than a framework, a direct challenge to the hyperscalers' agent runtimes.",
      ],
      [
        "devto",
        "0 21:00",
        "I moved our approval-flow bot to the Cloudflare Agents SDK 1.0: notes after one evening",
        "The waitForApproval() step is the killer feature. The local dev story is still rough; here is the wrangler config that finally worked.",
      ],
      [
        "stackexchange",
        "1 09:40",
        "Cloudflare Agents SDK: this.schedule() callback never fires after wrangler deploy",
        "Scheduled tasks run fine in wrangler dev but after deploying to production the callback is never invoked. Do I need a cron trigger in wrangler.toml as well?",
      ],
      [
        "mastodon",
        "1 11:20",
        "durable objects all the way down",
        "every company ends up reinventing durable execution and then naming it after agents. temporal folks must be laughing",
      ],
      [
        "github",
        "1 19:00",
        "ferrowind/agents-starter-ts: Cloudflare Agents SDK 1.0 template with approvals, retries and a Slack bridge",
        "Minimal starter for the 1.0 release: one agent class, a human approval step wired to Slack, and vitest tests against miniflare.",
      ],
      [
        "devto",
        "4 12:00",
        "A week with Cloudflare Agents SDK 1.0: three patterns that held up and one that didn't",
        "Fan-out to sub-agents, approvals by email and per-user agents all worked. Long-running browser sessions inside an agent did not: they time out and the retry logic can't tell.",
      ],
    ],
  },
  {
    story: "cloudflare-workers-ai-outage",
    items: [
      [
        "hackernews",
        "2 13:25",
        "Workers AI is down (500s on every model)",
        "",
        { url: "https://www.cloudflarestatus.com/incidents/7hq2m0vx9dkp" },
      ],
      [
        "mastodon",
        "2 13:40",
        "oh no",
        "is it just me or is every @cf/ model returning 500s right now. my side project's whole personality is that endpoint",
      ],
      [
        "reddit-localllama",
        "2 14:30",
        "This afternoon is why I keep a local fallback",
        "Cloudflare's hosted models went down for our team for over two hours. The 8B on my desk kept serving the internal tools the whole time. Not saying go all local, but have a plan B.",
      ],
      [
        "stackexchange",
        "2 14:50",
        "env.AI.run throws InferenceUpstreamError code 3040 in a Worker that worked yesterday",
        "Every call to env.AI.run('@cf/meta/llama-3.1-8b-instruct') fails with InferenceUpstreamError 3040 since about 13:00 UTC. Nothing changed in our code. How should I retry this?",
      ],
      [
        "theverge-ai",
        "2 17:30",
        "Cloudflare's AI inference service went down for almost three hours",
        "The outage hit Workers AI and the AI Gateway in several regions; the company blamed a faulty configuration push to its GPU scheduling layer.",
      ],
      [
        "lab-blogs",
        "3 19:00",
        "Post-mortem: Workers AI inference outage on December 16",
        "A change to how we place model shards on GPUs was rolled out globally instead of region by region. Schedulers in 41 locations refused new requests for 2 hours 47 minutes. Here is the timeline and what we are changing.",
        { url: "https://blog.cloudflare.com/workers-ai-outage-december-16/" },
      ],
      [
        "lobsters",
        "3 21:10",
        "Cloudflare: a global config push took down GPU scheduling",
        "",
        { url: "https://blog.cloudflare.com/workers-ai-outage-december-16/" },
      ],
    ],
  },
  {
    story: "openvsx-malicious-ai-extensions",
    items: [
      [
        "hackernews",
        "1 10:15",
        "Malicious 'AI assistant' extensions on Open VSX stole SSH keys and cloud tokens",
        "",
        { url: "https://research.brambleguard.example/openvsx-ai-extensions" },
      ],
      [
        "mastodon",
        "1 10:50",
        "extension hygiene",
        "19 extensions with names like 'claude code helper' and 'gpt autocomplete pro', 80k installs between them, all shipping a postinstall that zips ~/.ssh. open vsx has pulled them. check your forks of vs code",
      ],
      [
        "reddit-artificial",
        "1 13:00",
        "I had one of the fake AI extensions installed. What do I actually need to rotate?",
        "It was 'Copilot Chat Plus' in my VS Code fork. I've removed it. Do I need to rotate just SSH keys, or also AWS creds and GitHub tokens? I have all of those on this laptop.",
      ],
      [
        "techcrunch-ai",
        "1 15:45",
        "Fake AI coding extensions with 80,000 installs were stealing developer credentials",
        "The extensions were listed on Open VSX, the registry used by several VS Code forks, and impersonated popular AI assistants. The Eclipse Foundation says it is adding publisher verification.",
      ],
      [
        "lobsters",
        "1 18:20",
        "Why editor extension registries keep getting owned",
        "",
        { url: "https://blog.hollowmere.example/registries-and-trust" },
      ],
      [
        "github",
        "2 08:00",
        "brambleguard/vsx-ioc-scan: Check installed VS Code and fork extensions against the Open VSX takedown list",
        "Scans extension folders of VS Code, VSCodium and other forks, matches publisher ids and file hashes from the December takedown, and prints which credentials the matched extension could read.",
      ],
    ],
  },
  {
    story: "dockerhub-poisoned-inference-images",
    items: [
      [
        "hackernews",
        "1 16:30",
        "Poisoned 'ready-to-run LLM' images on Docker Hub mined crypto on rented GPUs",
        "",
        { url: "https://www.threatfold.example/blog/dockerhub-llm-images" },
      ],
      [
        "reddit-localllama",
        "1 18:45",
        "PSA: check which Docker image you pulled for your inference server",
        "Lookalike images of popular inference servers (one letter off in the org name) were mining Monero on the GPU whenever utilisation dropped. My 'idle' 4090 at 70% was the tell.",
      ],
      [
        "mastodon",
        "1 19:30",
        "gpu goes brrr",
        "wondering why the rented h100 felt slow? somebody else's miner was sharing it with your llama. verify image digests, people",
      ],
      [
        "theverge-ai",
        "2 10:00",
        "Docker pulls dozens of fake AI images that hijacked GPUs for crypto mining",
        "Docker says the 27 images, downloaded more than 300,000 times, impersonated popular open-source model servers and ran a miner when the GPU was idle.",
      ],
      [
        "stackexchange",
        "2 12:10",
        "How do I pin a Docker image by digest in docker compose so a lookalike tag can't be pulled?",
        "After this week's reports about fake inference images I want our compose files to refuse anything but the exact image we audited. Is image: name@sha256:... enough, and how do updates work then?",
      ],
      [
        "devto",
        "3 09:00",
        "Verifying container images before you give them a GPU: cosign, digests and a CI gate",
        "After the fake inference images on Docker Hub, here is the 30-line GitHub Actions job we added that fails the build if an image is unsigned or unpinned.",
      ],
    ],
  },
  {
    story: "kelpie-1-0-release",
    items: [
      [
        "hackernews",
        "1 15:00",
        "Kelpie 1.0 – an embeddable vector database in Rust",
        "",
        { url: "https://kelpie.example.dev/blog/1-0" },
      ],
      [
        "github",
        "1 15:10",
        "kelpie-db/kelpie: Embeddable vector search in Rust, with SQLite-style single-file storage",
        "1.0 stabilises the on-disk format, adds filtered HNSW, hybrid BM25 plus vector queries and Python, Node and Go bindings. Apache-2.0.",
      ],
      [
        "lobsters",
        "1 17:30",
        "Kelpie 1.0: stable file format, filtered HNSW",
        "",
        { url: "https://kelpie.example.dev/blog/1-0" },
      ],
      [
        "reddit-localllama",
        "2 07:40",
        "Replaced Chroma with Kelpie 1.0 for my local RAG. Single file, 3x faster filtered queries",
        "About 2M chunks of my notes and papers. The filtered queries (by date and tag) were the slow part before. Memory use is also lower. Bindings are young though.",
      ],
      [
        "stackexchange",
        "2 15:20",
        "kelpie-py: 'IndexFormatError: file written by 0.9' after upgrading to 1.0",
        "I upgraded kelpie from 0.9.4 to 1.0.0 and opening my existing index fails. The changelog mentions a migration but I can't find the command. Do I need to re-embed everything?",
      ],
      [
        "mastodon",
        "2 20:00",
        "another one",
        "a vector database reached 1.0 today, which means there are now more stable vector databases than people who understand hnsw parameters",
      ],
    ],
  },
  {
    story: "kelpy-transcript-leak",
    items: [
      [
        "techcrunch-ai",
        "3 12:30",
        "AI note-taker Kelpy exposed thousands of meeting transcripts through a public storage bucket",
        "A security researcher found recordings and transcripts from roughly 3,400 companies, including board meetings and job interviews, readable without a password. Kelpy closed the bucket on Wednesday night.",
      ],
      [
        "hackernews",
        "3 13:05",
        "Kelpy left customers' meeting recordings in a public bucket",
        "",
        { url: "https://techcrunch.com/2026/12/17/kelpy-transcripts-exposed/" },
      ],
      [
        "reddit-artificial",
        "3 15:30",
        "Our HR team used Kelpy for every interview. Are candidates' details in this leak?",
        "We got the notification email an hour ago and it says 'some recordings may have been accessed'. What are we supposed to tell the candidates? Anyone else in this situation?",
      ],
      [
        "mastodon",
        "3 16:10",
        "the bot in the meeting",
        "reminder that the cheerful little ai notetaker that joins your calls is a recording of your calls sitting on somebody's s3. today it was a public one",
      ],
      [
        "theverge-ai",
        "4 09:00",
        "Kelpy says the leak came from a forgotten test bucket, and that's the problem",
        "The company's explanation is that a copy of production data was made for testing in 2025 and never deleted. Privacy lawyers say that will not help it with regulators in Europe.",
      ],
      [
        "google-news-ai-policy",
        "4 11:30",
        "Datenleck bei KI-Protokoll-App Kelpy: Auch deutsche Firmen betroffen - heise online",
        "Unter den offengelegten Aufzeichnungen sind nach ersten Erkenntnissen auch Besprechungen deutscher Unternehmen; mehrere Datenschutzbehörden prüfen den Fall.",
      ],
      [
        "hackernews",
        "4 18:00",
        "Kelpy's incident report: test copy of production data left public since 2025",
        "",
        { url: "https://kelpy.example.com/blog/security-incident-report" },
      ],
      [
        "venturebeat-ai",
        "5 11:30",
        "After Kelpy, procurement teams are asking meeting-bot vendors a new set of questions",
        "Where test data lives, who can read recordings and how fast they are deleted are now on security questionnaires, say buyers at three large companies.",
      ],
    ],
  },
  {
    story: "gitlab-duo-agent-platform-ga",
    items: [
      [
        "venturebeat-ai",
        "1 14:00",
        "GitLab makes its Duo Agent Platform generally available, with agents that open merge requests on their own",
        "Agents can be assigned issues, run pipelines and open merge requests; customers can bring their own model through a gateway. Pricing is per seat plus compute minutes.",
      ],
      [
        "hackernews",
        "1 14:30",
        "GitLab Duo Agent Platform is now generally available",
        "",
        { url: "https://about.gitlab.com/blog/duo-agent-platform-ga/" },
      ],
      [
        "devto",
        "1 20:30",
        "Assigning my first issue to a GitLab Duo agent: what it did, and what it got wrong",
        "It fixed the bug, wrote a test, and also 'cleaned up' three unrelated files. Here is how to scope it with the agent rules file.",
      ],
      [
        "mastodon",
        "2 09:00",
        "the reviewer is also a bot",
        "gitlab agents now open merge requests. next quarter: agents approve them. the quarter after that: agents attend the retro",
      ],
      [
        "stackexchange",
        "2 11:30",
        "GitLab Duo agent: 'Flow failed: runner has no tag matching duo-agent' on self-managed 18.7",
        "We enabled the Agent Platform on our self-managed instance but every flow fails with this error. Do the agents need a dedicated runner, and which tags should it have?",
      ],
    ],
  },
  {
    story: "gitlab-duo-prompt-injection-cve",
    items: [
      [
        "hackernews",
        "4 10:20",
        "A hidden comment in an issue could make GitLab's agent leak private repository code",
        "",
        { url: "https://labs.quillsec.example/gitlab-duo-injection" },
      ],
      [
        "mastodon",
        "4 11:00",
        "white text on white background, 2026 edition",
        "a markdown comment invisible in the rendered issue told the agent to paste a private repo into a public snippet. it did. cve-2026-51103, patched in 18.7.2",
      ],
      [
        "lobsters",
        "4 13:40",
        "Prompt injection via issue comments in GitLab Duo (CVE-2026-51103)",
        "",
        { url: "https://labs.quillsec.example/gitlab-duo-injection" },
      ],
      [
        "techcrunch-ai",
        "4 16:00",
        "GitLab patches flaw that let attackers steer its new coding agents days after launch",
        "Researchers showed that instructions hidden in an issue could make an agent copy private code into a public snippet. GitLab says it has no evidence the flaw was exploited.",
      ],
      [
        "reddit-artificial",
        "5 10:30",
        "Every 'agent that reads issues' has this problem, GitLab just got caught first",
        "Issues are written by strangers on public projects. If the agent treats issue text as instructions, anyone who can comment can drive it. I don't see a fix short of not giving it write access.",
      ],
    ],
  },
  {
    story: "zed-agent-usage-pricing",
    items: [
      [
        "hackernews",
        "2 16:00",
        "Zed's new pricing: hosted agent usage billed per token above a monthly allowance",
        "",
        { url: "https://zed.dev/blog/pricing-update-december" },
      ],
      [
        "lobsters",
        "2 17:20",
        "Zed moves agent features to metered billing",
        "",
        { url: "https://zed.dev/blog/pricing-update-december" },
      ],
      [
        "reddit-localllama",
        "2 19:10",
        "Zed pricing change doesn't matter if you point it at a local model, right?",
        "As far as I can tell the metering is only for their hosted models. I've been running it against llama-server on my box for months. Can anyone confirm BYO endpoints stay free?",
      ],
      [
        "mastodon",
        "2 20:30",
        "sigh",
        "loved this editor because it was fast. now it is fast at showing me a usage meter",
      ],
      [
        "theverge-ai",
        "3 10:15",
        "The code editor Zed is the latest to meter its AI features",
        "Subscribers keep a monthly allowance; heavier use of the hosted agent is billed at model cost plus 10%. Bringing your own API key or local model stays free.",
      ],
    ],
  },
  {
    story: "wikimedia-ai-crawler-limits",
    items: [
      [
        "google-news-ai-policy",
        "4 14:00",
        "Wikimedia to rate-limit AI scrapers and steer them to paid bulk access - The Register",
        "The foundation says automated traffic from AI crawlers now accounts for most of the load on its media servers; heavy users will be pointed to Wikimedia Enterprise.",
      ],
      [
        "hackernews",
        "4 14:40",
        "Wikimedia will throttle AI crawlers from January",
        "",
        { url: "https://diff.wikimedia.org/2026/12/18/crawler-limits/" },
      ],
      [
        "reddit-artificial",
        "4 17:00",
        "Good. The AI companies should pay for the Wikipedia they train on",
        "Volunteers write it, donors pay for the servers, and crawlers hammer it for free. Charging the biggest users seems like the least they can do.",
      ],
      [
        "mastodon",
        "4 18:20",
        "dumps exist",
        "you can download all of wikipedia as a single file and the crawlers still scrape it page by page at 3am. that's the whole story",
      ],
      [
        "techcrunch-ai",
        "5 09:30",
        "Wikimedia's crawler limits put a price on the open web's favourite training data",
        "Researchers and small labs worry the limits will hit them harder than the large companies, which already pay for enterprise access.",
      ],
      [
        "devto",
        "6 09:30",
        "Stop crawling Wikipedia: loading the monthly dumps into a local index in 20 minutes",
        "With the new crawler limits coming, here is how to get the same data from the XML dumps, parse it with mwparserfromhell and keep it fresh with the daily incremental files.",
      ],
    ],
  },
];
