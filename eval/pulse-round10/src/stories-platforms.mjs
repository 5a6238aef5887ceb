// Platforms and developer tools: a vector database's major release and, three days later, its npm client
// published with a credential stealer; a notebook host ending its free GPU tier and GitHub raising GPU runner
// prices on the same Monday; a GPU CI runner outage and a speech API leaking other customers' transcripts on the
// same Tuesday; an LLM gateway's SSRF hole; Apple's App Store rule for apps that send data to AI services; Firefox's
// local-model sidebar; PyPI's new project size cap; an inference server's relicensing and the fork announced at
// FOSDEM the next day.
// Entities: Mardale (open-source vector database), Mardell (hosted notebook platform), Pellwood (GPU CI runners),
// Skelwith (speech-to-text API), Brathay (open-source LLM gateway), Hobcarton (open-source inference server) and its
// fork Openhob, GitHub, Apple's App Store, Mozilla Firefox, PyPI.
// Stories: b-mardale-4-0 (Mon), b-mardale-npm-compromise (Thu), b-mardell-free-gpu-tier-ends (Mon),
// b-github-gpu-runner-price-rise (Mon), b-pellwood-runner-outage (Tue), b-skelwith-transcript-leak (Tue),
// b-brathay-ssrf-cve (Wed), b-apple-app-store-ai-data-rule (Wed), b-firefox-local-model-sidebar (Tue),
// b-pypi-project-size-cap (Thu), b-hobcarton-relicense (Fri), b-hobcarton-fork-openhob (Sat).
// Twins: Mardale has two stories (4.0 on Monday; its npm client compromised on Thursday), and Mardell, one letter
// away, ends its free GPU tier on the Monday of Mardale 4.0: three stories. Mardell's free tier ending and GitHub's
// GPU runner price rise are two price changes on one Monday; Pellwood's GPU runner outage (Tuesday) is apart from
// GitHub's price rise (both GPU CI runners). Pellwood's outage and Skelwith's transcript leak fall on the same
// Tuesday. Brathay's SSRF (Wednesday) and the Mardale npm compromise (Thursday) are two security stories of two
// projects. Hobcarton's relicensing (Friday) and the Openhob fork announced at FOSDEM (Saturday) are two stories: the
// fork is a follow-up that is news of its own. Apple's App Store rule (Wednesday), PyPI's size cap (Thursday) and
// Firefox's sidebar (Tuesday) are three platforms changing their own rules or products.
// Twins with writer A's files (read from A's header comments and story ids only): GitHub, Microsoft's, raises its GPU
// runner prices on Monday, before A's microsoft-fy27-q2-earnings (Wednesday) and microsoft-teams-recap-paused
// (Thursday). Apple's App Store rule (Wednesday evening) comes the day before A's apple-q1-earnings (Thursday). The
// Monday price changes here (Mardell's free tier, GitHub's GPU runners) fall on the Monday of A's
// cohere-api-price-cut and elevenlabs-plan-price-rise: four price changes. Pellwood's and Skelwith's Tuesday
// incidents come a day before A's openai-codex-cloud-outage and askrigg-inference-outage (Wednesday). The mardale-js
// compromise falls on the Thursday of A's openai-recruiting-scam-report, two security stories.
export default [
  {
    story: "b-mardale-4-0",
    items: [
      [
        "lab-blogs",
        "0 13:00",
        "Mardale 4.0: on-disk HNSW, filtered search without a second pass, and a new Rust core",
        "The index no longer has to fit in RAM: graph pages live on NVMe and a small hot set stays in memory. Filters are applied during the graph walk. The Go server is replaced by a Rust core; the wire protocol is unchanged.",
        { url: "https://mardale.example/blog/4-0" },
      ],
      ["hackernews", "0 13:40", "Mardale 4.0", "", { url: "https://mardale.example/blog/4-0" }],
      [
        "github",
        "0 14:00",
        "mardale-db/mardale: Release v4.0.0 — disk-resident HNSW, in-walk filtering, Rust core",
        "BREAKING: the `memory_only` collection option is removed; existing collections are converted on first start, which needs free disk of about 1.3x the collection size. Snapshots from 3.x restore as before.",
      ],
      [
        "venturebeat-ai",
        "0 17:30",
        "Mardale's 4.0 lets vector search outgrow RAM, and that changes the bill for RAG teams",
        "The open-source vector database says a 400-million-vector index now runs on one 64GB machine with NVMe, where 3.x needed a cluster of memory-heavy nodes.",
      ],
      [
        "reddit-localllama",
        "0 21:00",
        "Mardale 4.0 on a home server: 80M vectors, 16GB RAM, p95 still under 30ms",
        "Upgraded my 3.x box this afternoon. Conversion took 40 minutes and wanted way more free disk than I had, so clear some space first. Filtered queries are noticeably faster.",
      ],
      [
        "stackexchange",
        "1 08:20",
        "Mardale 4.0 refuses to start: 'conversion requires 1.3x free space' on a collection that fits easily",
        "The collection is 210GB and the volume has 300GB free. After the upgrade the server exits with this error. Does the requirement count snapshots in the same directory?",
      ],
      [
        "mastodon",
        "1 10:15",
        "rewriting the database in rust but keeping the wire protocol is the most polite way to do a rewrite",
        "nobody's client broke. nobody noticed. that's the whole review",
      ],
    ],
  },
  {
    story: "b-mardale-npm-compromise",
    items: [
      [
        "github",
        "3 04:50",
        "mardale-db/mardale-js: Security advisory — versions 4.0.3 and 4.0.4 contained a credential-stealing postinstall script",
        "Both versions were published from a stolen npm automation token between 01:30 and 04:20 UTC and are now deprecated and removed. The script read environment variables and ~/.npmrc and sent them to a remote host. Upgrade to 4.0.5 and rotate any token present on machines that installed them.",
      ],
      [
        "hackernews",
        "3 05:30",
        "Mardale's npm client shipped a postinstall credential stealer for three hours",
        "",
        { url: "https://pkgwatch-notes.example/mardale-js-403" },
      ],
      [
        "lobsters",
        "3 07:10",
        "Another week, another postinstall: mardale-js 4.0.3",
        "",
        { url: "https://npm-hygiene.example/mardale-js" },
      ],
      [
        "stackexchange",
        "3 09:00",
        "How do I find out whether any CI job installed mardale-js 4.0.3 or 4.0.4 from our lockfiles?",
        "We have about 60 repositories. Most pin ^4.0.0 in package.json, so the lockfile is what matters. Is there a way to search lockfile history across an org, and does npm ci with a lockfile protect us?",
      ],
      [
        "techcrunch-ai",
        "3 12:40",
        "Popular vector database's JavaScript client was hijacked to steal developer credentials",
        "Mardale says an npm token that was meant to be revoked after a CI migration last year was still valid; about 11,000 downloads of the bad versions happened before they were pulled.",
      ],
      [
        "reddit-artificial",
        "3 15:20",
        "If your RAG app uses Mardale's JS client, check which version you installed this morning",
        "Python client and the server itself are fine, it's only the npm package. If you ran npm install between about 01:30 and 04:30 UTC, rotate your OpenAI/Anthropic keys, they were in the env.",
      ],
      [
        "mastodon",
        "3 18:00",
        "npm install: the only command that runs arbitrary code from strangers and we all just type it",
        "--ignore-scripts by default when",
      ],
    ],
  },
  {
    story: "b-mardell-free-gpu-tier-ends",
    items: [
      [
        "techcrunch-ai",
        "0 15:10",
        "Mardell ends free GPU notebooks, citing crypto miners and a tripled power bill",
        "The hosted notebook platform will stop offering free T4 sessions on February 15. Paid plans start at $12 a month; students with a verified address keep 20 free hours.",
      ],
      [
        "hackernews",
        "0 15:50",
        "Mardell is ending its free GPU tier",
        "",
        { url: "https://mardell.example/blog/free-gpu-changes" },
      ],
      [
        "reddit-machinelearning",
        "0 18:00",
        "[D] Mardell killing free GPUs is going to hit every intro ML course that uses it",
        "Our course has 300 students on Mardell notebooks because it needed zero setup. The student tier needs a .edu-style address, which half our continuing-ed students don't have. What are other instructors moving to?",
      ],
      [
        "devto",
        "1 11:00",
        "Moving a course's notebooks off Mardell before February 15",
        "What I checked: which notebooks actually need a GPU (four of eleven), how to export the environment, and where the other seven run fine on CPU.",
      ],
      [
        "mastodon",
        "1 13:30",
        "free gpu tiers are a marketing budget wearing a trench coat",
        "and the marketing budget just met the crypto miners",
      ],
      [
        "reddit-artificial",
        "1 16:45",
        "Is there any free GPU notebook left now that Mardell's free tier is going away?",
        "I'm learning on my own and can't justify $12 a month yet. I only need a GPU for maybe two hours a week for fine-tuning small models.",
      ],
    ],
  },
  {
    story: "b-github-gpu-runner-price-rise",
    items: [
      [
        "lab-blogs",
        "0 16:00",
        "Changes to GPU larger runner pricing for GitHub Actions",
        "From March 1 the per-minute price of the Linux GPU larger runner (4 vCPU, 1 T4) goes from $0.07 to $0.10, and the new L4 runner launches at $0.16. Included minutes on Team and Enterprise plans do not apply to GPU runners.",
        { url: "https://github.blog/changelog/2027-01-25-gpu-larger-runner-pricing" },
      ],
      [
        "hackernews",
        "0 17:10",
        "GitHub raises GPU Actions runner price by 43%",
        "",
        { url: "https://github.blog/changelog/2027-01-25-gpu-larger-runner-pricing" },
      ],
      [
        "theverge-ai",
        "0 19:20",
        "GitHub is raising the price of the GPU machines developers use to test AI code",
        "The T4 runner goes up more than 40 percent in March, and a faster L4 option arrives at more than twice today's price.",
      ],
      [
        "reddit-localllama",
        "0 22:30",
        "GitHub GPU runners going to $0.10/min. Our eval job just got 43% more expensive",
        "We run a 25-minute eval suite on every PR to main. Roughly 900 runs a month. Self-hosting a runner on a used 3090 is starting to look very reasonable.",
      ],
      [
        "stackexchange",
        "1 09:40",
        "Can a GitHub Actions workflow fall back to a CPU runner when a GPU runner would exceed a spending limit?",
        "With the new GPU pricing we set a spending limit. When it is hit, GPU jobs just queue. Is there a way to route the job to ubuntu-latest and skip the GPU tests instead?",
      ],
      [
        "mastodon",
        "1 12:20",
        "ci minutes used to be a rounding error",
        "now there's a line item called 'accelerated' and finance wants to meet about it",
      ],
    ],
  },
  {
    story: "b-pellwood-runner-outage",
    items: [
      [
        "hackernews",
        "1 14:20",
        "Pellwood GPU runners are down",
        "",
        { url: "https://status.pellwood.example/incidents/8kq2v" },
      ],
      [
        "reddit-machinelearning",
        "1 14:50",
        "[D] Pellwood down for anyone else? Every GPU job stuck at 'waiting for runner' for two hours",
        "Our nightly training-smoke jobs and every PR eval are queued. Their status page says 'degraded capacity in us-east' but nothing has run at all since about noon UTC.",
      ],
      [
        "mastodon",
        "1 15:30",
        "my ci is green in the sense that nothing has failed",
        "because nothing has started",
      ],
      [
        "techcrunch-ai",
        "1 19:10",
        "Pellwood's GPU CI service was out for five hours, stalling model teams' test pipelines",
        "The startup, which sells GPU runners for GitHub and GitLab pipelines, says a scheduler upgrade stopped it from assigning jobs to machines in two of its three regions.",
      ],
      [
        "lab-blogs",
        "2 10:00",
        "What went wrong with job placement on Tuesday, and what we are changing",
        "A scheduler release changed how GPU capacity was reported. Nodes in us-east and eu-west reported zero free GPUs, so no job was placed for 4 hours 52 minutes. We rolled back at 17:02 UTC and are adding a canary region.",
        { url: "https://pellwood.example/blog/postmortem-2027-01-26" },
      ],
      [
        "devto",
        "2 12:30",
        "Our GPU tests now skip instead of hang when the runner provider is down",
        "After Tuesday's Pellwood outage held every PR for five hours: a timeout on the runner wait, a label to mark GPU checks optional, and a nightly job that catches up.",
      ],
    ],
  },
  {
    story: "b-skelwith-transcript-leak",
    items: [
      [
        "reddit-artificial",
        "1 16:10",
        "Skelwith's transcription API just returned part of someone else's doctor's appointment",
        "I sent a 2-minute podcast clip and the transcript had a paragraph about a prescription and a patient's date of birth at the end. Happened twice. Their support says they're 'investigating a caching issue'.",
      ],
      [
        "hackernews",
        "1 17:00",
        "Skelwith speech API served fragments of other customers' transcripts",
        "",
        { url: "https://skelwith.example/status/transcript-incident" },
      ],
      [
        "mastodon",
        "1 17:40",
        "asked for my meeting notes, got someone's pharmacy order",
        "the future of voice is shared",
      ],
      [
        "theverge-ai",
        "1 20:30",
        "A speech-to-text API mixed up customers' transcripts for 40 minutes",
        "Skelwith, whose API is used by note-taking and telehealth apps, says a cache key change sent the tail of one transcript to another request during a deploy. It has notified 212 customers.",
      ],
      [
        "google-news-ai-policy",
        "2 09:15",
        "Transcription firm Skelwith reports mixed-up patient audio transcripts to regulators - HIPAA Journal",
        "The company says some affected customers are covered entities and it has filed breach notifications as their business associate.",
      ],
      [
        "stackexchange",
        "2 11:30",
        "Should a client verify that a transcription API response belongs to its own request?",
        "After the Skelwith incident our team wants to add a check. The response has a request id, but it came from the same cache that mixed things up. What can a client actually verify?",
      ],
    ],
  },
  {
    story: "b-brathay-ssrf-cve",
    items: [
      [
        "github",
        "2 08:00",
        "brathay-gateway/brathay: GHSA — SSRF through image URLs lets prompts reach cloud metadata endpoints (CVE-2027-21184)",
        "The gateway fetched image_url parts of chat requests server-side to re-encode them, without blocking link-local or private addresses. A request could read 169.254.169.254 and return instance credentials inside a model error message. Fixed in 1.9.4.",
      ],
      [
        "hackernews",
        "2 09:10",
        "Brathay LLM gateway SSRF: an image URL that returns your cloud credentials",
        "",
        { url: "https://offsec-diary.example/brathay-image-url-ssrf" },
      ],
      [
        "lobsters",
        "2 10:30",
        "CVE-2027-21184: when the AI gateway fetches the picture for you",
        "",
        { url: "https://offsec-diary.example/brathay-image-url-ssrf" },
      ],
      [
        "reddit-localllama",
        "2 13:00",
        "PSA: update Brathay to 1.9.4 if it's reachable from anywhere but localhost",
        "The hole needs image input enabled, which is the default since 1.7. If you run it on a cloud VM with a metadata service and an open port, assume the instance role is burned.",
      ],
      [
        "venturebeat-ai",
        "2 16:40",
        "Brathay bug shows how LLM gateways widen the attack surface they were meant to shrink",
        "Gateways centralise keys and logging, security teams say, which also makes them the one server that both takes untrusted input and holds every provider credential.",
      ],
      [
        "mastodon",
        "2 19:00",
        "the model couldn't describe the image but it did describe my iam role",
        "multimodal",
      ],
    ],
  },
  {
    story: "b-apple-app-store-ai-data-rule",
    items: [
      [
        "theverge-ai",
        "2 18:10",
        "Apple will reject apps that send personal data to AI models without naming the provider",
        "A new App Review guideline, in force for new submissions from February 26, requires apps to name each third-party AI service that receives user data and ask before the first transfer.",
      ],
      [
        "hackernews",
        "2 18:40",
        "App Review Guidelines: new 5.1.2(vii) on third-party AI services",
        "",
        { url: "https://developer.apple.com/app-store/review/guidelines/#5.1.2-vii" },
      ],
      [
        "reddit-artificial",
        "2 21:00",
        "Apple now requires apps to tell you which AI company gets your data. About time",
        "Half the 'AI journal' apps I tried last year just piped everything to some API with no mention of it. Curious how they'll enforce it on apps that proxy through their own backend.",
      ],
      [
        "stackexchange",
        "3 08:40",
        "Does Apple's new AI data guideline apply if our backend calls the model, not the app?",
        "Our iOS app sends text to our own server, which then calls a hosted LLM. The app never talks to the AI provider directly. Do we still need the consent prompt and to name the provider?",
      ],
      [
        "google-news-ai-policy",
        "3 10:00",
        "Apple、AIサービスへの個人データ送信に同意取得を義務化 アプリ審査指針を改定 - 日本経済新聞",
        "新規申請アプリは2月26日から、データを受け取るAI事業者名の表示が必要になる。",
      ],
      [
        "mastodon",
        "3 12:30",
        "'this app would like to share your diary with a large language model' [allow] [allow once]",
        "there is no third button. there never is",
      ],
    ],
  },
  {
    story: "b-firefox-local-model-sidebar",
    items: [
      [
        "lab-blogs",
        "1 15:00",
        "Firefox 147: run the AI sidebar on a model on your own computer",
        "The sidebar can now talk to a local model server (llama.cpp, Ollama or any OpenAI-compatible endpoint on localhost) instead of a hosted chatbot. Nothing is sent to Mozilla; the option is off by default.",
        { url: "https://blog.mozilla.example/firefox-147-local-ai-sidebar" },
      ],
      [
        "hackernews",
        "1 15:40",
        "Firefox 147 lets the AI sidebar use a local model",
        "",
        { url: "https://blog.mozilla.example/firefox-147-local-ai-sidebar" },
      ],
      [
        "reddit-localllama",
        "1 18:20",
        "Firefox sidebar + llama-server on localhost works out of the box in 147",
        "Set the endpoint in settings, picked a 7B, and summarise-page and explain-selection just work. It sends the page text as one user message, so long pages get truncated at your context size.",
      ],
      [
        "theverge-ai",
        "1 20:50",
        "Firefox's AI sidebar can now skip the cloud entirely",
        "Mozilla is pitching the local option ahead of its FOSDEM talks this weekend as the privacy-first answer to AI browsers.",
      ],
      [
        "stackexchange",
        "2 09:50",
        "Firefox 147 local model sidebar shows 'endpoint unreachable' with Ollama on another machine on my LAN",
        "It works with localhost but not with 192.168.1.20:11434. Is the sidebar restricted to loopback addresses, and is there a pref to allow a LAN host?",
      ],
      [
        "mastodon",
        "2 11:00",
        "the browser asked the laptop and the laptop asked the fan",
        "summaries are now 100% local and 40 degrees warmer",
      ],
    ],
  },
  {
    story: "b-pypi-project-size-cap",
    items: [
      [
        "lab-blogs",
        "3 14:00",
        "PyPI: a 10 GB default limit on total project size, and why model weights don't belong in wheels",
        "Projects over the limit can request more, but new requests for weights bundled in wheels will be declined. A handful of projects account for over a fifth of PyPI's storage, almost all of it model files.",
        { url: "https://blog.pypi.example/posts/2027-01-28-project-size-limits" },
      ],
      [
        "hackernews",
        "3 14:40",
        "PyPI introduces a 10 GB total project size limit",
        "",
        { url: "https://blog.pypi.example/posts/2027-01-28-project-size-limits" },
      ],
      [
        "lobsters",
        "3 16:00",
        "PyPI caps project size; weights go elsewhere",
        "",
        { url: "https://blog.pypi.example/posts/2027-01-28-project-size-limits" },
      ],
      [
        "reddit-machinelearning",
        "3 17:30",
        "[D] PyPI's new size cap: how are you shipping weights with a pip package now?",
        "We bundled a 300MB ONNX model in our wheel so `pip install` just works offline. Under the new rules that's fine for now, but each release eats into 10GB. Download-on-first-use breaks our air-gapped users.",
      ],
      [
        "devto",
        "4 10:20",
        "Moving model weights out of your wheel after PyPI's size cap",
        "A lazy loader with a pinned hash, a cache directory that respects XDG, and an offline install path for people who can't reach the Hub at runtime.",
      ],
      [
        "mastodon",
        "4 12:00",
        "pip install a-small-utility  # downloading 4.1 GB",
        "we all knew. now pypi knows too",
      ],
    ],
  },
  {
    story: "b-hobcarton-relicense",
    items: [
      [
        "lab-blogs",
        "4 14:00",
        "Hobcarton 3.0 and a new licence for hosted providers",
        "From 3.0, Hobcarton is free for everyone except companies offering it as a hosted inference service to third parties, who need a commercial licence. 2.x stays Apache-2.0 and gets security fixes until December.",
        { url: "https://hobcarton.example/blog/license-change" },
      ],
      [
        "hackernews",
        "4 14:30",
        "Hobcarton inference server drops Apache-2.0 for a source-available license",
        "",
        { url: "https://hobcarton.example/blog/license-change" },
      ],
      [
        "reddit-localllama",
        "4 15:40",
        "Hobcarton relicensing: does this affect people just running it at home?",
        "Reading the FAQ it looks like personal and internal company use is still fine and only hosted-API providers have to pay. But the license isn't OSI-approved, so distros may drop it.",
      ],
      [
        "google-news-ai-policy",
        "4 17:00",
        "KI-Inferenzserver Hobcarton verlässt Apache-Lizenz – Cloud-Anbieter sollen zahlen - heise online",
        "Ab Version 3.0 brauchen Anbieter gehosteter Inferenzdienste eine kommerzielle Lizenz; Version 2.x bleibt unter Apache 2.0.",
      ],
      [
        "lobsters",
        "4 19:00",
        "Hobcarton, and the third inference server to change licence since 2025",
        "",
        { url: "https://licensing-ledger.example/hobcarton" },
      ],
      [
        "mastodon",
        "4 21:30",
        "'free for everyone except our competitors' is a license, apparently",
        "see you at fosdem, where this will be discussed calmly",
      ],
    ],
  },
  {
    story: "b-hobcarton-fork-openhob",
    items: [
      [
        "hackernews",
        "5 11:30",
        "Openhob: a community fork of Hobcarton under Apache-2.0, announced at FOSDEM",
        "",
        { url: "https://openhob.example/announcement" },
      ],
      [
        "github",
        "5 11:45",
        "openhob/openhob: Apache-2.0 fork of Hobcarton 2.x — first release 2.9.0",
        "Forked from the last Apache-2.0 commit. Seven former Hobcarton maintainers and three cloud providers have committed engineers. Same CLI and config format; packages for Debian and Fedora in progress.",
      ],
      [
        "mastodon",
        "5 12:10",
        "the fork was announced in a room with 300 seats and 500 people",
        "fosdem remains undefeated",
      ],
      [
        "techcrunch-ai",
        "5 16:00",
        "A day after Hobcarton's license change, its former maintainers fork it at FOSDEM",
        "Openhob has backing from three cloud providers that sell hosted inference and would have needed a commercial licence under Hobcarton's new terms.",
      ],
      [
        "reddit-localllama",
        "5 18:30",
        "Openhob vs Hobcarton 3.0: which one should a home user pick?",
        "Both run the same models today and the config is identical. Long term it depends on where the contributors go. Switched my systemd unit to openhob, took two minutes.",
      ],
      [
        "lobsters",
        "6 09:00",
        "Openhob's first 24 hours",
        "",
        { url: "https://lwn-style-notes.example/openhob-first-day" },
      ],
    ],
  },
];
