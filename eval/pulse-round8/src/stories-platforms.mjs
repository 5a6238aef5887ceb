// Platforms and developer tools: framework and SDK releases, a hijacked CI action, post-CES hardware shipping and
// slipping, two outages on one Tuesday, a GPU price rise, a browser store's rule for AI extensions, two security
// holes in self-hosted AI tooling, a model hub's rule for voice-cloning models.
// Entities: Copperbeck (open-source agent-orchestration library), Copperbeach (maker of the Roost home AI server),
// Larchmoor Cloud (GPU cloud), Sedgefield (hosted embeddings API), Dunnock Compute (GPU rental), Google's Chrome Web
// Store, Scarrow (open-source terminal coding agent), Harefield (open-source inference server), Hugging Face,
// Kittiwake Labs (edge AI board shown at CES), Emberlane (on-device LLM SDK).
// Twins: Copperbeck has two stories (2.0 on Monday; its setup GitHub Action's tags repointed to a secret-stealing
// commit on Thursday), and Copperbeach, one letter away, ships its Roost box with half the memory shown at CES on
// Wednesday: three stories. Larchmoor's GPU cloud outage and Sedgefield's all-zero embeddings outage fall on the
// same Tuesday: two stories. Scarrow's config hole (Wednesday), Harefield's exposed admin APIs (Friday) and the
// Copperbeck Action hijack (Thursday) are three security stories of three projects. Copperbeach's Roost shipping
// (Wednesday) and Kittiwake's K1 board slipping to April (Thursday) are both post-CES hardware news, one shipped,
// one delayed; Emberlane's mobile SDK ships the same Thursday as Kittiwake's delay and Copperbeck's hijack. The
// Chrome Web Store rule (Tuesday) and Hugging Face's voice-model gating (Friday) are two platforms' rules.
// Dunnock's GPU price rise (Monday) is apart from Larchmoor's outage (both GPU clouds).
// Twins with writer A's files (read from A's header comments and story ids only): Google has the Chrome Web Store
// rule here and Gemini's paused edits of people on the same Tuesday (google-gemini-people-edits-paused,
// stories-labs.mjs). Larchmoor's and Sedgefield's Tuesday outages come a day before the xAI Grok API and Fallowden
// inference outages (Wednesday, stories-labs.mjs): four outages in the week. Dunnock's GPU price rise falls on the
// Monday of Anthropic's long-context price cut and Midjourney's plan price rise (stories-labs.mjs). Larchmoor (the GPU
// cloud) and A's Larchfield (an open-weights lab, open weights on Wednesday and a Series B on Friday) are names one
// syllable apart. The Chrome Web Store rule and Hugging Face's gating are platforms changing their own rules, like
// A's Google, Mistral and Meta product-rule stories. Scarrow's config hole (Wednesday) and A's Quenby agent paused
// after deleting users' files (Thursday) are both coding or computer-use agents gone wrong, different events.
export default [
  {
    story: "b-copperbeck-2-0",
    items: [
      [
        "lab-blogs",
        "0 14:00",
        "Copperbeck 2.0: typed state graphs, a Checkpointer API and a new trace viewer",
        "Two years after 1.0, graphs declare their state as typed schemas, any node can be checkpointed and resumed, and the trace viewer ships in the box. Python 3.10 support is dropped.",
        { url: "https://copperbeck.example/blog/2-0" },
      ],
      ["hackernews", "0 14:45", "Copperbeck 2.0", "", { url: "https://copperbeck.example/blog/2-0" }],
      [
        "github",
        "0 15:00",
        "copperbeck/copperbeck: Release v2.0.0 — typed state graphs, Checkpointer, trace viewer",
        "BREAKING: `Graph.add_edge` now validates state types at build time; `Memory` is replaced by `Checkpointer`. Run `copperbeck migrate` for the mechanical parts.",
      ],
      [
        "techcrunch-ai",
        "0 19:00",
        "Copperbeck, the agent library with 40,000 GitHub stars, breaks its API to win enterprise users",
        "The maintainers say typed state and resumable checkpoints were the two things large customers asked for most; the company behind the project sells a hosted trace store.",
      ],
      [
        "reddit-localllama",
        "0 22:10",
        "Copperbeck 2.0 + llama.cpp server: structured state finally works without a wrapper",
        "The typed state schema gets passed as a JSON schema to the server's grammar mode. Tested with a 14B at Q5, zero malformed transitions in 200 runs.",
      ],
      [
        "devto",
        "1 09:30",
        "Upgrading a Copperbeck 1.x graph to 2.0: what the migrate command won't do for you",
        "It rewrote our imports and edges fine. It did not touch the three places where we stuffed dicts into Memory, and the type checker found all three at build time, which is the point.",
      ],
      [
        "mastodon",
        "1 12:00",
        "every agent framework eventually reinvents the state machine",
        "today's lucky winner did it with a major version bump and a migration guide, which is more than most",
      ],
    ],
  },
  {
    story: "b-copperbeck-action-hijack",
    items: [
      [
        "github",
        "3 05:40",
        "copperbeck/setup-copperbeck: Security advisory — v2 and v2.1 tags pointed at a malicious commit for about three hours",
        "Between 02:10 and 05:05 UTC the v2 and v2.1 tags resolved to a commit that printed the runner's environment, base64-encoded, into the job log of public repositories and sent it to a remote host. Workflows pinned to a full SHA were not affected.",
      ],
      [
        "hackernews",
        "3 06:30",
        "The setup-copperbeck GitHub Action's tags were moved to a commit that dumped runner secrets",
        "",
        { url: "https://stepwatch-research.example/setup-copperbeck-tags" },
      ],
      [
        "lobsters",
        "3 08:00",
        "Pin your actions to SHAs, part fourteen: setup-copperbeck",
        "",
        { url: "https://ci-hygiene.example/pin-your-actions-14" },
      ],
      [
        "stackexchange",
        "3 10:15",
        "How can I tell whether a past workflow run used a compromised tag of a GitHub Action?",
        "Our workflows use copperbeck/setup-copperbeck@v2. The logs show the action ran this morning but not which commit the tag resolved to. Is there a way to get the resolved SHA after the fact?",
      ],
      [
        "techcrunch-ai",
        "3 13:20",
        "Hijacked GitHub Action for a popular agent framework leaked secrets from thousands of CI runs",
        "Copperbeck says a maintainer's personal access token, phished last week, was used to move the tags; about 3,800 public repositories ran the bad commit, and their logs exposed cloud and model-provider keys.",
      ],
      [
        "mastodon",
        "3 14:00",
        "friendly reminder that @v2 is a suggestion, not a promise",
        "pin the sha. pin it.",
      ],
      [
        "venturebeat-ai",
        "3 16:00",
        "What the Copperbeck Action breach tells CISOs about AI tooling in their pipelines",
        "Agent frameworks increasingly ship their own CI helpers, security leaders say, and those helpers run next to the most valuable keys a company has.",
      ],
      [
        "reddit-localllama",
        "3 19:00",
        "Copperbeck's CI action got owned this morning. pip installs were not affected, check your workflows anyway",
        "Only the GitHub Action was touched, not the PyPI package. If you forked one of their example repos, the workflow uses @v2, so look at your Actions logs from 02:00 to 05:00 UTC.",
      ],
    ],
  },
  {
    story: "b-copperbeach-roost-ships",
    items: [
      [
        "theverge-ai",
        "2 13:00",
        "Copperbeach's Roost home AI server is shipping, with half the memory it showed at CES",
        "The $899 box was demoed last week with 64GB of unified memory; units reaching buyers have 32GB. Copperbeach blames memory prices and offers $150 back or a full refund.",
      ],
      [
        "hackernews",
        "2 14:10",
        "Copperbeach Roost ships with 32 GB instead of the 64 GB shown at CES",
        "",
        { url: "https://copperbeach.example/news/roost-shipping" },
      ],
      [
        "reddit-localllama",
        "2 15:30",
        "Got my Roost today. It's the 32GB one. 70B at Q4 is off the table",
        "Box is nice, fan is quiet, 32B at Q4 runs at 11 tok/s. But I pre-ordered a 64GB machine. Taking the $150 or the refund, haven't decided.",
      ],
      [
        "producthunt",
        "2 16:00",
        "Roost by Copperbeach — A private AI server for your home, now shipping",
        "Runs open models, a photo search and a voice assistant on your own network. Nothing leaves the house.",
      ],
      ["mastodon", "2 20:00", "shipped on time*", "*with half the ram"],
      [
        "reddit-artificial",
        "3 09:00",
        "Is a $899 local AI box with 32GB still worth it now that the Roost got cut down?",
        "The Roost was the thing I was going to buy for the family. At 32GB, a used Mac mini seems to do the same. What am I missing?",
      ],
      [
        "devto",
        "3 17:00",
        "Fitting a 32B model and an embedding server into a 32 GB Roost",
        "Since the Roost shipped with 32GB, here is the memory budget that works: a 32B at Q4_K_M with 8k context, a small embedding model on the CPU, and swap turned off.",
      ],
    ],
  },
  {
    story: "b-larchmoor-gpu-outage",
    items: [
      [
        "hackernews",
        "1 10:20",
        "Larchmoor Cloud us-east-2 down: instances unreachable, volumes stuck attaching",
        "Status page says 'degraded performance'. Every H100 node we have in that region is unreachable and the volumes show 'attaching' for forty minutes now.",
      ],
      [
        "reddit-machinelearning",
        "1 11:00",
        "[D] Larchmoor outage killed a three-day training run at step 41k. Checkpoints were on the same volume.",
        "Lesson learned the expensive way: checkpoints to object storage in another region. Anyone know whether Larchmoor gives credits for this?",
      ],
      [
        "mastodon",
        "1 11:40",
        "the status page is a shade of yellow i have never seen before",
        "my h100s are a shade of gone",
      ],
      [
        "techcrunch-ai",
        "1 16:30",
        "GPU cloud Larchmoor suffers six-hour outage as storage fault strands AI training jobs",
        "The company said a failed firmware update on its block-storage controllers took volumes offline in its largest region; service was restored by 15:40 UTC.",
      ],
      [
        "stackexchange",
        "1 19:00",
        "How do I recover an ext4 volume that was force-detached during today's Larchmoor outage?",
        "fsck reports orphaned inodes and the checkpoint directory is empty. The provider says the volume is 'healthy'. Is there anything to try before giving up on the files?",
      ],
      [
        "lab-blogs",
        "2 18:00",
        "Postmortem: the January 12 us-east-2 storage outage",
        "A controller firmware rollout skipped its canary stage. We are adding a second storage fabric per region and crediting affected customers three days of usage.",
        { url: "https://larchmoor.example/blog/postmortem-2027-01-12" },
      ],
    ],
  },
  {
    story: "b-sedgefield-embeddings-outage",
    items: [
      [
        "hackernews",
        "1 15:10",
        "Sedgefield's embeddings API returned all-zero vectors for 90 minutes",
        "",
        { url: "https://sedgefield.example/status/incidents/2027-01-12" },
      ],
      [
        "reddit-artificial",
        "1 17:00",
        "PSA: if you use Sedgefield embeddings, re-embed anything you indexed between 13:30 and 15:00 UTC",
        "Every request returned HTTP 200 with a vector of zeros. Our search went to nonsense and nothing alerted, because nothing technically failed.",
      ],
      [
        "mastodon",
        "1 18:30",
        "the api was up the whole time",
        "it just returned the concept of nothing, 1,536 times per request",
      ],
      [
        "venturebeat-ai",
        "1 20:00",
        "Sedgefield's silent failure: why an embeddings outage that returned 200 OK is worse than an error",
        "A bad deploy at the embeddings provider served empty vectors to customers for an hour and a half on Tuesday, quietly corrupting search indexes that retry logic never saw.",
      ],
      [
        "stackexchange",
        "2 08:30",
        "Find rows with all-zero vectors in a pgvector column after the Sedgefield incident",
        "We stored embeddings from Sedgefield in a vector(1536) column. What is an efficient query to find rows where every component is zero, on 40M rows?",
      ],
      [
        "devto",
        "2 12:00",
        "Add a norm check to your embedding pipeline: a lesson from Tuesday",
        "When Sedgefield sent zero vectors, the only teams that noticed were the ones checking the L2 norm before writing. Here is the ten-line guard we added.",
      ],
    ],
  },
  {
    story: "b-dunnock-gpu-price-rise",
    items: [
      [
        "techcrunch-ai",
        "0 13:00",
        "Dunnock Compute raises GPU rental prices by up to 22%, citing memory and power costs",
        "From February 1, on-demand H200 hours go from $2.49 to $3.05 and per-second billing becomes per-minute. Reserved contracts signed before Monday are unchanged.",
      ],
      [
        "hackernews",
        "0 13:40",
        "Dunnock ends per-second billing and raises H200 prices",
        "",
        { url: "https://dunnock.example/pricing-update-2027" },
      ],
      [
        "reddit-localllama",
        "0 16:00",
        "Dunnock price hike: H200 from $2.49 to $3.05/hr. Where is everyone moving their fine-tunes?",
        "I rent a few hours a week for LoRA runs. Per-minute billing hurts less than the 22% but both add up.",
      ],
      [
        "reddit-machinelearning",
        "0 18:20",
        "[D] First GPU rental price rise in two years. Is the glut over?",
        "Dunnock went up 22% today, and their note blames HBM supply and power contracts. If the others follow, academic budgets planned on 2026 prices are in trouble.",
      ],
      [
        "mastodon",
        "0 20:00",
        "per-minute billing is the new per-second billing",
        "which is to say: it is a price rise with extra steps",
      ],
      [
        "venturebeat-ai",
        "1 10:00",
        "Dunnock's price rise may mark the end of cheap GPU rentals, analysts say",
        "Smaller GPU clouds bought heavily in 2025 and cut prices through 2026; Monday's increase is the first from a major independent provider.",
      ],
    ],
  },
  {
    story: "b-chrome-web-store-ai-policy",
    items: [
      [
        "theverge-ai",
        "1 17:00",
        "Chrome extensions that feed web pages to AI models will have to ask site by site",
        "Google's updated Chrome Web Store policy requires extensions that send page content to an AI service to name the provider and to request access per site instead of for all sites. It applies from April 1.",
      ],
      [
        "hackernews",
        "1 17:30",
        "Chrome Web Store: new AI data-use disclosure and per-site access requirement",
        "",
        { url: "https://developer.chrome.com/docs/webstore/program-policies/ai-data-use" },
      ],
      [
        "reddit-artificial",
        "1 20:00",
        "My summariser extension needs access to all sites. Does Chrome's new rule basically kill it?",
        "Reading the policy, you can keep <all_urls> only if the AI call happens on a user click and you name the model provider in the listing. Background summarising of every page is out.",
      ],
      [
        "mastodon",
        "1 22:00",
        "'read and change all your data on all websites' finally gets a follow-up question",
        "'...and send it to whom?'",
      ],
      [
        "stackexchange",
        "2 09:00",
        "Requesting optional host permissions at runtime in a Manifest V3 extension to meet the Web Store's AI data-use policy",
        "Our extension sends the selected page's text to a model. To comply by April we want to ask for each site on first use. How do I call permissions.request from a side panel without a user gesture error?",
      ],
      [
        "devto",
        "2 14:00",
        "Chrome's AI data-use declaration: a checklist for extension developers before April 1",
        "Name the provider, move to optional host permissions, make the AI call user-initiated, and update the privacy fields. What each change looks like in the manifest.",
      ],
    ],
  },
  {
    story: "b-scarrow-config-autoapprove-cve",
    items: [
      [
        "github",
        "2 09:00",
        "scarrow-dev/scarrow: GHSA — a project's config could auto-approve shell commands (CVE-2027-0412), fixed in 0.19.2",
        'A `.scarrow.toml` in a repository could set `approve = "all"` and a `session_start` hook, so running the agent in a freshly cloned repository executed commands without a prompt. 0.19.2 ignores both keys in project configs unless the user trusts the folder.',
      ],
      [
        "hackernews",
        "2 10:30",
        "Cloning a repo and running Scarrow in it was enough to execute code",
        "",
        { url: "https://offbyone-security.example/scarrow-project-config" },
      ],
      [
        "lobsters",
        "2 12:00",
        "Trust boundaries in coding agents: the Scarrow project-config bug",
        "",
        { url: "https://threatmodel-notes.example/scarrow-trust" },
      ],
      [
        "reddit-localllama",
        "2 13:00",
        "Scarrow users: update to 0.19.2, a repo's config file could switch on auto-approve",
        "If you use Scarrow with local models to poke around random GitHub repos (I do), a malicious repo could run anything on the first message. Fixed now, folders need to be trusted first.",
      ],
      ["mastodon", "2 16:00", "the repo said 'trust me' in a toml file", "and the agent said 'ok'"],
      [
        "venturebeat-ai",
        "2 18:00",
        "A flaw in the open-source coding agent Scarrow let booby-trapped repositories run commands",
        "The bug, rated 8.8, is the latest in a run of coding-agent issues where project files are treated as user instructions; the maintainers shipped a fix within a day of the report.",
      ],
    ],
  },
  {
    story: "b-harefield-exposed-admin-api",
    items: [
      [
        "hackernews",
        "4 08:00",
        "11,000 Harefield inference servers are on the internet with the admin API open",
        "",
        { url: "https://exposure-census.example/harefield-2027" },
      ],
      [
        "reddit-localllama",
        "4 11:00",
        "Is my Harefield box one of the 11k? How to check whether the admin port is reachable",
        "The scan looked for port 9091 answering /admin/models without a token. If you run Harefield in Docker with -p 9091:9091, it is probably exposed. Bind it to 127.0.0.1.",
      ],
      ["mastodon", "4 13:00", "binding to 0.0.0.0 by default: a love story in 11,000 parts", ""],
      [
        "techcrunch-ai",
        "4 14:00",
        "Thousands of self-hosted AI servers let anyone swap the model, researchers find",
        "The admin API of Harefield, a popular open-source inference server, shipped without authentication; a scan found servers at universities, hospitals and two banks where anyone could load a different model or upload an adapter.",
      ],
      [
        "github",
        "4 16:00",
        "harefield-ai/harefield: v3.0.0 — the admin API now requires a token and listens on localhost by default",
        "Security: previous versions exposed /admin on all interfaces without authentication. Set HAREFIELD_ADMIN_TOKEN; the server refuses to start the admin API without it.",
      ],
      [
        "stackexchange",
        "4 19:00",
        "Proxying Harefield's admin API behind nginx with a client certificate",
        "After this week's exposure report we want the admin endpoints reachable only from our ops VPN. Is mutual TLS on the nginx side enough, or does Harefield 3.0's token also need to be set?",
      ],
    ],
  },
  {
    story: "b-hf-voice-model-gating",
    items: [
      [
        "lab-blogs",
        "4 15:00",
        "New rules for voice-cloning models on the Hub",
        "From February 15, repositories of models that can imitate a specific person's voice from a sample must be gated, and users must attest that they have the speaker's consent. Existing repositories have 30 days to comply.",
        { url: "https://huggingface.co/blog/voice-cloning-gating-2027" },
      ],
      [
        "hackernews",
        "4 16:10",
        "Hugging Face will require gated access for voice-cloning models",
        "",
        { url: "https://huggingface.co/blog/voice-cloning-gating-2027" },
      ],
      [
        "reddit-localllama",
        "4 17:30",
        "HF is gating all voice-cloning repos by Feb 15. Mirror what you need?",
        "Gating isn't removal, you just click an attestation. But some authors say they'd rather delete than collect user data. Grab the TTS weights you rely on.",
      ],
      [
        "theverge-ai",
        "4 19:00",
        "Hugging Face puts voice-cloning models behind a consent check",
        "The AI model hub says the change follows complaints from voice actors and a rise in cloned-voice fraud; text-to-speech models with fixed voices are not affected.",
      ],
      [
        "mastodon",
        "4 21:00",
        "a checkbox that says 'i have consent'",
        "will surely stop everyone who does not have consent",
      ],
      [
        "reddit-artificial",
        "5 10:00",
        "Does gating voice-cloning models on Hugging Face do anything if the weights are already mirrored?",
        "Genuine question. The big cloning models are on torrents already. Is the Hub rule about stopping misuse or about not being the place it's downloaded from?",
      ],
    ],
  },
  {
    story: "b-kittiwake-k1-delay",
    items: [
      [
        "theverge-ai",
        "3 15:00",
        "Kittiwake's $249 edge AI board slips to April as the memory shortage bites",
        "The K1, shown running a 7B model at CES last week, was due to ship in February. Kittiwake says LPDDR5X allocations were cut and the 16GB version is 'under review'.",
      ],
      [
        "hackernews",
        "3 16:00",
        "Kittiwake K1 delayed to April over LPDDR5X supply",
        "",
        { url: "https://kittiwake.example/updates/k1-ship-date" },
      ],
      [
        "reddit-localllama",
        "3 18:00",
        "Kittiwake K1 backers: new ship date is April, and the 16GB version is 'under review'",
        "Email just came in. The 8GB ships in April, 16GB maybe never. That was the only version that made sense for running a 7B with any context.",
      ],
      ["mastodon", "3 19:30", "every CES dev board has two dates", "the one on stage and the real one"],
      [
        "devto",
        "4 10:00",
        "What to prototype on while your K1 is late: a Pi 5 and an M.2 accelerator as a stand-in",
        "Kittiwake pushed the K1 to April, so our team moved the prototype to a Pi 5 with an M.2 NPU card. Here is how close the numbers are and what to keep portable.",
      ],
    ],
  },
  {
    story: "b-emberlane-mobile-sdk",
    items: [
      [
        "lab-blogs",
        "3 14:00",
        "Emberlane Mobile SDK: a 3B model on phones from 2023 onward",
        "Kotlin and Swift bindings, a 3B instruction model quantised to 1.9GB, tool calling and on-device retrieval. Apache-2.0.",
        { url: "https://emberlane.example/blog/mobile-sdk" },
      ],
      [
        "github",
        "3 14:30",
        "emberlane/emberlane-mobile: On-device LLM runtime for Android and iOS (Kotlin, Swift), Apache-2.0",
        "Runs GGUF and Emberlane's own packed format on the GPU or NPU where available. Sample apps: offline notes assistant, receipt reader.",
      ],
      [
        "hackernews",
        "3 15:30",
        "Emberlane Mobile SDK",
        "",
        { url: "https://emberlane.example/blog/mobile-sdk" },
      ],
      [
        "venturebeat-ai",
        "3 18:00",
        "Emberlane's open mobile SDK targets apps that can't send user text to the cloud",
        "The company is aiming at health, finance and field-service apps whose compliance teams have blocked cloud LLM calls, and plans a paid tier with model updates and support.",
      ],
      [
        "reddit-localllama",
        "3 21:00",
        "Emberlane SDK on a Pixel 8: 14 tok/s on the 3B, 2.1 GB RAM",
        "Sample app builds in ten minutes. Prefill is slow on long prompts, decoding is fine. Battery dropped 4% in a 15 minute session.",
      ],
      [
        "stackexchange",
        "4 09:30",
        "Emberlane SDK: model file too large for an Android App Bundle, how to download it on first launch?",
        "The 1.9GB model exceeds the bundle limit. Should I use Play Asset Delivery or download from my own server, and how do I verify the file before the SDK loads it?",
      ],
    ],
  },
];
