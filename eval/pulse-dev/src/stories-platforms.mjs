// Platforms, products and open-source tools. Twins: Salesforce (Slack price rise; Agentforce outage), Waymo
// (London launch; flood recall), NHTSA (the Waymo recall and a Tesla investigation the same Wednesday afternoon),
// Ollama (release; registry outage); vLLM's CVE is the week's other serving-stack event. Runway announces two
// products at one developer day (Gen-5; a world-model API for robotics): two launches, two stories.
export default [
  {
    story: "slack-ai-price-rise",
    items: [
      [
        "theverge-ai",
        "1 12:00",
        "Slack is raising prices and putting AI in every paid plan",
        "Business+ goes from $15 to $18 per user per month in February, and the AI add-on disappears as a separate line item.",
      ],
      [
        "techcrunch-ai",
        "1 12:30",
        "Salesforce raises Slack Business+ price 20%, with AI now included",
        "Salesforce says customers get search across connected apps and agent features they previously paid $10 per seat for.",
      ],
      [
        "hackernews",
        "1 13:10",
        "Slack pricing changes for 2027",
        "",
        { url: "https://slack.com/blog/news/pricing-2027" },
      ],
      [
        "reddit-artificial",
        "1 15:00",
        "Our Slack bill is going up 20% for AI summaries nobody asked for",
        "400 seats. That's $14k a year extra so that a bot can summarize channels I already mute.",
      ],
      [
        "mastodon",
        "1 16:00",
        "zulip",
        "we're moving to zulip. not because of the price. ok, because of the price",
      ],
      [
        "venturebeat-ai",
        "1 18:00",
        "Slack's AI bundling is a bet that per-seat AI add-ons are dead",
        "Microsoft and Google already folded their assistants into base plans. CIOs we spoke to expect the rest of the SaaS market to follow within a year.",
      ],
    ],
  },
  {
    story: "agentforce-outage",
    items: [
      [
        "hackernews",
        "2 14:10",
        "Agentforce is down",
        "",
        { url: "https://status.salesforce.com/incidents/18842" },
      ],
      [
        "reddit-artificial",
        "2 14:40",
        "Are everyone's Agentforce agents just stuck right now?",
        "Our service agent has been answering 'I'm working on that' to every customer for 40 minutes. Salesforce status page says 'degraded'.",
      ],
      [
        "mastodon",
        "2 15:00",
        "apologizing in a loop",
        "status.salesforce.com has said 'investigating' for 90 minutes. our support bot is apologizing to customers in a loop",
      ],
      [
        "techcrunch-ai",
        "2 19:00",
        "Salesforce's Agentforce was down for four hours in the week before Black Friday",
        "The company blamed a faulty configuration change in the service that routes requests to language models.",
      ],
      [
        "devto",
        "3 09:00",
        "What we learned running a customer-facing AI agent through a four-hour vendor outage",
        "We had no fallback. Here's the circuit breaker and the human handoff we shipped the same night.",
      ],
    ],
  },
  {
    story: "waymo-london-launch",
    items: [
      [
        "theverge-ai",
        "0 09:00",
        "Waymo is now giving public rides in London",
        "The service covers central London from King's Cross to Battersea and is open to anyone with the app.",
      ],
      [
        "google-news-ai-policy",
        "0 09:30",
        "Waymo begins driverless rides in London under new self-driving rules - BBC News",
        "It is the first fully driverless commercial service under the Automated Vehicles Act.",
      ],
      [
        "hackernews",
        "0 10:15",
        "Waymo launches in London",
        "",
        { url: "https://waymo.com/blog/2026/11/london" },
      ],
      [
        "reddit-artificial",
        "0 12:00",
        "Took a Waymo from King's Cross to Shoreditch this morning. It was... polite?",
        "It waited for a cyclist running a red for what felt like a full minute. Cost about the same as an Uber. Would do again.",
      ],
      [
        "polymarket",
        "0 13:00",
        "Will Waymo launch a public robotaxi service in London in 2026?",
        "Yes 99% (+35 pts in 24 h) · No 1% · 24 h volume $88K · ends 2026-12-31.",
        { eng: 88000 },
      ],
      [
        "mastodon",
        "0 14:30",
        "euston road",
        "watched a driverless jaguar wait forty seconds for a pigeon on euston road. most london thing I've seen all year",
      ],
    ],
  },
  {
    story: "waymo-flood-recall",
    items: [
      [
        "google-news-ai-policy",
        "2 15:00",
        "Waymo files software recall after vehicles drove into flooded streets - Reuters",
        "The recall covers about 3,100 vehicles and follows two incidents in Phoenix during heavy rain this month.",
      ],
      [
        "theverge-ai",
        "2 15:30",
        "Waymo is recalling its robotaxis over how they handle flooded roads",
        "The fix, already pushed over the air, makes cars stop and reroute when standing water is detected.",
      ],
      [
        "hackernews",
        "2 16:00",
        "Waymo recalls 3,100 vehicles after cars drove into floodwater",
        "",
        { url: "https://www.nhtsa.gov/recalls?nhtsaId=26E-091" },
      ],
      [
        "reddit-artificial",
        "2 18:00",
        "Two days after the London launch, a recall. Should we be worried?",
        "It's a software recall for floods in Phoenix, not London. But the timing is not great.",
      ],
      [
        "techcrunch-ai",
        "2 19:20",
        "Waymo's flood recall was a software update pushed overnight",
        "No vehicles had to return to a depot; the filing is a formality that puts the fix on the public record.",
      ],
      ["mastodon", "3 08:00", "git push", "robotaxi recall = git push. the future is weird"],
    ],
  },
  {
    story: "nhtsa-tesla-robotaxi-probe",
    items: [
      [
        "google-news-ai-policy",
        "2 13:30",
        "NHTSA opens investigation into Tesla robotaxi crashes in Austin - Reuters",
        "The preliminary evaluation covers 11 crashes reported since the service dropped safety monitors in October.",
      ],
      [
        "theverge-ai",
        "2 14:00",
        "The feds are investigating Tesla's robotaxis after 11 crashes",
        "Three of the crashes involved cyclists, according to the filing.",
      ],
      [
        "hackernews",
        "2 14:20",
        "NHTSA opens preliminary evaluation into Tesla robotaxi service",
        "",
        { url: "https://static.nhtsa.gov/odi/inv/2026/INOA-PE26014-8812.pdf" },
      ],
      [
        "polymarket",
        "2 16:00",
        "Will Tesla run unsupervised robotaxis in 5 US cities by Dec 31?",
        "Yes 9% (-14 pts in 24 h) · No 91% · 24 h volume $310K · ends 2026-12-31.",
        { eng: 310000 },
      ],
      [
        "reddit-artificial",
        "2 20:00",
        "Read the NHTSA document on the Tesla robotaxis. Most crashes are low-speed, but three involve cyclists",
        "Summary of all 11 incidents from the PE in the comments. The redactions are heavier than for Waymo's.",
      ],
      [
        "mastodon",
        "3 10:00",
        "supervised-unsupervised",
        "eleven crashes in austin and the marketing still says 'unsupervised'. the investigators have a different word",
      ],
    ],
  },
  {
    story: "ollama-0-20-release",
    items: [
      [
        "github",
        "0 18:00",
        "ollama/ollama: Get up and running with large language models",
        "Release v0.20.0: new MLX engine on Apple silicon, streaming tool calls, and model import from safetensors without conversion.",
      ],
      [
        "reddit-localllama",
        "0 19:00",
        "Ollama 0.20 with the MLX engine is ~40% faster on my M4 Max",
        "Qwen3-32B Q4: 18 tok/s before, 26 tok/s now. Prompt processing is the bigger win. Make sure you're not forcing the old backend in your env.",
      ],
      [
        "hackernews",
        "0 20:00",
        "Ollama 0.20: MLX engine on Apple Silicon",
        "",
        { url: "https://github.com/ollama/ollama/releases/tag/v0.20.0" },
      ],
      [
        "devto",
        "1 10:00",
        "Ollama 0.20's tool-call streaming broke my agent. Here's the fix",
        "Tool calls now arrive in pieces. If your client assumed one message per call, accumulate by index until done is true.",
      ],
      [
        "stackexchange",
        "1 14:00",
        "Ollama ignores OLLAMA_LLM_LIBRARY after upgrading to 0.20 on macOS",
        "After the upgrade, setting OLLAMA_LLM_LIBRARY=metal has no effect and the logs show 'engine=mlx'. How do I force the old engine for one model to compare outputs?",
      ],
      [
        "mastodon",
        "1 16:00",
        "not embarrassing",
        "ollama on apple silicon is finally not embarrassing next to llama.cpp. took them long enough",
      ],
    ],
  },
  {
    story: "ollama-registry-outage",
    items: [
      [
        "reddit-localllama",
        "4 09:10",
        "ollama pull stuck at 'pulling manifest' for anyone else?",
        "Tried three models and two networks. Nothing. Just me?",
      ],
      [
        "hackernews",
        "4 10:00",
        "Ollama registry is down",
        "",
        { url: "https://status.ollama.com/incidents/2611" },
      ],
      [
        "mastodon",
        "4 10:30",
        "pulling manifest",
        "pulling manifest... pulling manifest... pulling manifest... (CI has been red for an hour)",
      ],
      [
        "github",
        "4 12:00",
        "quietgarden/ollama-mirror: Pull-through cache for the Ollama registry so CI keeps working",
        "Run it next to your runners, point OLLAMA_HOST at it, and pulls come from your own S3 bucket after the first time.",
      ],
      [
        "devto",
        "4 15:00",
        "The Ollama registry was down for five hours. Here's how we keep models in our own bucket now",
        "Our test suite pulls six models per run. We now mirror them and verify digests ourselves.",
      ],
    ],
  },
  {
    story: "vllm-rce-cve",
    items: [
      [
        "hackernews",
        "3 11:00",
        "vLLM: remote code execution via the distributed executor (CVE-2026-41927)",
        "",
        { url: "https://github.com/vllm-project/vllm/security/advisories/GHSA-7x2q-9fmv-4h3c" },
      ],
      [
        "lobsters",
        "3 12:00",
        "CVE-2026-41927: pickle deserialization in vLLM's multi-node executor",
        "",
        { url: "https://github.com/vllm-project/vllm/security/advisories/GHSA-7x2q-9fmv-4h3c" },
      ],
      [
        "reddit-localllama",
        "3 13:30",
        "If your vLLM nodes can be reached from the internet, upgrade to 0.14.2 today",
        "Anyone who can reach the ZMQ port can run code. Single-node setups with the default config are not exposed.",
      ],
      ["mastodon", "3 14:00", "pickle", "it's always pickle. it has always been pickle"],
      [
        "stackexchange",
        "4 10:00",
        "After upgrading vLLM to 0.14.2, multi-node Ray setup fails with 'untrusted serializer'",
        "Two nodes, tensor parallel 8, pipeline parallel 2. Since the upgrade workers exit at startup. Is there a flag to allow the new serializer between trusted hosts?",
      ],
    ],
  },
  {
    story: "runway-gen-5-launch",
    items: [
      [
        "theverge-ai",
        "2 16:10",
        "Runway's Gen-5 makes minute-long videos where the characters stay the same",
        "The new video model keeps a character's face, clothes and voice consistent across shots, and it's available to paid users today.",
      ],
      [
        "producthunt",
        "2 16:30",
        "Gen-5 by Runway — One-minute videos with consistent characters",
        "Upload a character sheet once and direct them across scenes, with lip-synced dialogue.",
      ],
      [
        "hackernews",
        "2 17:20",
        "Runway Gen-5",
        "",
        { url: "https://runwayml.com/research/introducing-gen-5" },
      ],
      [
        "reddit-artificial",
        "2 19:40",
        "Is character consistency in AI video just... solved now?",
        "Made a 50-second clip of the same two people arguing in a kitchen and a car. Same faces in every shot. A year ago this took 40 regenerations.",
      ],
      [
        "mastodon",
        "3 10:20",
        "the same guy",
        "showed my film students a gen-5 clip and the first question was 'how did you get the same guy in every shot'. that used to be the joke",
      ],
    ],
  },
  {
    story: "runway-robotics-world-model-api",
    items: [
      [
        "techcrunch-ai",
        "2 16:40",
        "Runway now wants to sell its world model to robotics companies",
        "At its first developer day, where it also showed a new video model, the company opened an API that generates interactive simulated environments for training robots, priced per simulated hour.",
      ],
      [
        "venturebeat-ai",
        "2 17:00",
        "Runway's GWM-2 API turns video generation into a robot training simulator",
        "Two warehouse-automation firms are early customers; Runway says policies trained in its environments transfer to real arms with little fine-tuning.",
      ],
      [
        "hackernews",
        "2 18:10",
        "Runway opens GWM-2 world model API for robotics simulation",
        "",
        { url: "https://runwayml.com/news/gwm-2-api" },
      ],
      [
        "reddit-machinelearning",
        "2 21:10",
        "[N] Runway's world-model API for robotics: $4 per simulated hour, action-conditioned at 24 fps",
        "Docs say it takes joint commands and returns frames plus depth. No physics guarantees, obviously. Anyone in robotics planning to try it against Isaac?",
      ],
      [
        "github",
        "3 12:00",
        "runwayml/gwm-robotics-examples: Examples for training manipulation policies in Runway GWM-2 environments",
        "Gymnasium wrapper, a pick-and-place task and a PPO baseline that runs against the hosted API.",
      ],
    ],
  },
];
