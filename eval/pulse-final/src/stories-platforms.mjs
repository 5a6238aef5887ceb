// Dev tools and platforms: releases, outages, pricing changes, security incidents. Twins: Vercel (v0 credit
// pricing on Tuesday; an AI Gateway outage on Thursday), LangGraph (the 2.0 release on Monday; a CVE in its
// Postgres checkpointer on Wednesday). Two outages on one Thursday afternoon (Vercel's AI Gateway,
// OpenRouter) are two stories, and so are two start-ups with near-identical names (Patchwork's agent launch,
// Patchwerk's breach) and two price cuts on one Tuesday (Modal's GPU rates, Groq's token prices). Toots that
// name two of these events at once are singletons.
export default [
  {
    story: "langgraph-2-release",
    items: [
      ["hackernews", "0 15:20", "LangGraph 2.0", "", { url: "https://blog.langchain.com/langgraph-2-0/" }],
      [
        "github",
        "1 02:00",
        "tmoreau/lg2-codemod: Rewrite LangGraph 1.x state schemas and reducers for the 2.0 API",
        "A libcst codemod for the 2.0 breaking changes: TypedDict state becomes typed channels, Annotated reducers become channel reducers, and state_schema= arguments are renamed. Dry-run mode prints a diff.",
      ],
      [
        "devto",
        "0 19:30",
        "Migrating a production agent from LangGraph 1.x to 2.0 in an afternoon",
        "The reducer changes bit us twice. Here's the diff of our state schema, and the one flag that keeps old checkpoints readable.",
      ],
      [
        "reddit-localllama",
        "1 08:10",
        "LangGraph 2 finally lets you resume a run after the process dies, works fine with a local llama-server",
        "Killed the container mid tool-call, restarted it, and it picked up at the same node. With qwen behind llama-server as the model. Pretty nice.",
      ],
      [
        "stackexchange",
        "1 10:45",
        "TypeError: StateGraph.__init__() got an unexpected keyword argument 'state_schema' after upgrading langgraph",
        "I upgraded langgraph to 2.0.0 and my graph no longer builds. The docs still show state_schema=AgentState. What is the replacement?",
      ],
      [
        "mastodon",
        "1 12:00",
        "langgraph major version",
        "a langgraph major version that breaks your state schema, in december, right before everyone's on-call rotation. bold",
      ],
    ],
  },
  {
    story: "langgraph-checkpoint-cve",
    items: [
      [
        "github",
        "2 20:30",
        "tallowmere/ckpt-audit: Scan LangGraph Postgres checkpoint tables for pickle payloads (CVE-2026-48817)",
        "Reads the checkpoints and writes tables, flags blobs that would be unpickled on resume, and re-encodes clean ones as JSON. Read-only unless you pass --fix.",
      ],
      [
        "hackernews",
        "2 14:40",
        "CVE-2026-48817: RCE via pickled checkpoints in LangGraph's Postgres saver",
        "",
        { url: "https://github.com/langchain-ai/langgraph/security/advisories/GHSA-7q4m-2xv9-hc3r" },
      ],
      [
        "lobsters",
        "2 16:10",
        "Agent frameworks keep rediscovering why you don't unpickle data you didn't write",
        "",
        { url: "https://sec.tallowmere.example/posts/checkpoint-pickles/" },
      ],
      [
        "mastodon",
        "2 16:30",
        "pickle, again",
        "cvss 9.6. the checkpoint table is shared across tenants in half the deployments i've seen. patch today",
      ],
      [
        "reddit-localllama",
        "2 19:00",
        "PSA: if you self-host a LangGraph server with the Postgres checkpointer, update now",
        "Multi-user setups are the risky ones: anyone who can write state can get code execution on the worker. Fix is 3.0.4.",
      ],
      [
        "stackexchange",
        "3 09:20",
        "How do I migrate existing LangGraph checkpoints after the serializer change in langgraph-checkpoint-postgres 3.0.4?",
        "After the security update, old threads fail with 'refusing to load pickle payload'. Is there a supported way to re-encode them as JSON or do we have to drop them?",
      ],
      [
        "venturebeat-ai",
        "3 11:00",
        "The LangGraph flaw is a warning for every company storing agent state",
        "Security teams have audited prompts and tools. Few have looked at the database where an agent's memory sits between steps, which is where this bug lived.",
      ],
    ],
  },
  {
    story: "vercel-v0-credit-pricing",
    items: [
      [
        "theverge-ai",
        "1 17:00",
        "Vercel's v0 is switching to credits, and heavy users will pay more",
        "The AI app builder drops its flat $20 plan for a credit system starting January. Vercel says most users will see no change.",
      ],
      [
        "hackernews",
        "1 17:40",
        "Updates to v0 pricing",
        "",
        { url: "https://vercel.com/blog/updates-to-v0-pricing" },
      ],
      [
        "reddit-artificial",
        "1 20:15",
        "I ran my last month of v0 usage through their new credit calculator. $20 becomes $71",
        "Mostly because each 'fix this error' retry costs credits now. Guess I'm learning to read my own stack traces again.",
      ],
      ["mastodon", "1 21:00", "credits", "every ai product converges on arcade tokens eventually"],
      [
        "techcrunch-ai",
        "2 10:00",
        "Vercel defends v0 pricing change as 'usage-based, not a price hike'",
        "The company says 80% of paying users spend fewer credits than the old plan included; power users building full apps are the ones who will pay more.",
      ],
    ],
  },
  {
    story: "vercel-ai-gateway-outage",
    items: [
      [
        "hackernews",
        "3 15:50",
        "Vercel AI Gateway returning 502s",
        "",
        { url: "https://www.vercel-status.com/incidents/r2kq8lmz4d1x" },
      ],
      [
        "stackexchange",
        "3 16:20",
        "AI SDK streamText fails with 'Gateway request failed: 502' but the same key works with the provider directly",
        "Our Next.js route started failing 20 minutes ago on every call through the gateway. Calling the provider directly works. Is there a way to configure a fallback in the AI SDK?",
      ],
      [
        "mastodon",
        "3 16:40",
        "single point of failure",
        "we added a gateway so we wouldn't depend on one model provider. now we depend on one gateway",
      ],
      [
        "theverge-ai",
        "3 19:30",
        "Vercel's AI Gateway went down for two hours, breaking chatbots across the web",
        "Apps routed through the gateway failed no matter which model they called; Vercel blamed a bad deploy to its edge routing layer.",
      ],
      [
        "mastodon",
        "3 18:00",
        "gateway",
        "rule of thumb: any product with 'gateway' in the name will eventually be the reason your app is down",
      ],
      [
        "devto",
        "4 10:00",
        "Yesterday's Vercel AI Gateway outage: adding a provider fallback in 15 lines",
        "If the gateway fails, call the provider directly with the same model id. Code for the AI SDK and a note on keeping both keys in sync.",
      ],
    ],
  },
  {
    story: "openrouter-outage",
    items: [
      [
        "reddit-localllama",
        "3 17:05",
        "OpenRouter down for anyone else? Every model returns 'No endpoints found'",
        "Tried DeepSeek, Qwen and a Llama finetune, all the same error. Status page green.",
      ],
      ["hackernews", "3 17:30", "OpenRouter is down", "", { url: "https://status.openrouter.ai/" }],
      [
        "mastodon",
        "3 18:10",
        "my day off",
        "openrouter's out too. took a day off to work on my side project and both of its dependencies are down",
      ],
      [
        "techcrunch-ai",
        "3 22:00",
        "OpenRouter's 90-minute outage cut off thousands of apps from hundreds of models",
        "The model marketplace said a database failover during routine maintenance left its routing tables empty. It had raised money at a $1.3 billion valuation this year.",
      ],
      [
        "reddit-artificial",
        "4 09:30",
        "OpenRouter's postmortem for yesterday is refreshingly honest",
        "Failover drill, stale replica, routing table empty for 90 minutes. They're adding a read-only fallback cache. Better than 'an issue with a third-party provider'.",
      ],
    ],
  },
  {
    story: "modal-gpu-price-cut",
    items: [
      [
        "hackernews",
        "1 14:00",
        "Modal cuts H200 and B200 prices by up to 40%",
        "",
        { url: "https://modal.com/blog/gpu-pricing-december-2026" },
      ],
      [
        "venturebeat-ai",
        "1 15:30",
        "Modal undercuts GPU clouds with per-second B200 pricing",
        "A B200 now costs $4.10 an hour billed by the second, below most reserved-instance rates, as serverless providers fight for inference workloads.",
      ],
      [
        "reddit-localllama",
        "1 18:20",
        "Modal's new B200 rate makes renting cheaper than my electricity for occasional 70B finetunes",
        "Did the math for my usage pattern (a few hours a week): owning a 4090 rig stops making sense. Not a sponsored post, just surprised.",
      ],
      [
        "mastodon",
        "1 19:45",
        "serverless gpu race to the bottom",
        "modal at $4.10/h for a b200. someone's burning venture money and for once it's in my favour",
      ],
    ],
  },
  {
    story: "pypi-sdk-typosquats",
    items: [
      [
        "hackernews",
        "3 09:40",
        "38 typosquatted AI SDK packages on PyPI stole API keys from environment variables",
        "",
        { url: "https://blog.socketwatch.example/pypi-ai-sdk-typosquats" },
      ],
      [
        "theverge-ai",
        "3 12:00",
        "Fake AI packages on PyPI were quietly stealing developers' OpenAI and Anthropic keys",
        "Names like 'antrhopic' and 'openai-python-sdk' were downloaded about 21,000 times before PyPI pulled them.",
      ],
      [
        "lobsters",
        "3 13:15",
        "The 'antrhopic' package and other keys you gave away",
        "",
        { url: "https://sec.tallowmere.example/posts/ai-typosquats/" },
      ],
      [
        "reddit-artificial",
        "3 14:30",
        "Checked our lockfiles after the PyPI typosquat news. One intern's notebook had 'open-ai' installed",
        "Rotated every key we have. If you install things in notebooks with %pip, go look.",
      ],
      [
        "stackexchange",
        "3 16:00",
        "How can I check whether a typosquatted package was ever installed in my conda environments?",
        "After the reports about fake AI SDK packages on PyPI, I need to audit about 30 old environments on a shared server. pip list only shows what is installed now.",
      ],
      [
        "mastodon",
        "3 17:20",
        "antrhopic",
        "'antrhopic' had 6,000 downloads. that's 6,000 people who can't spell and have a credit card on file with an llm provider",
      ],
      [
        "techcrunch-ai",
        "3 15:40",
        "PyPI pulls dozens of fake OpenAI and Anthropic libraries after key-stealing campaign",
        "The packages worked as normal SDKs while sending any environment variable ending in '_API_KEY' to a server in a bulletproof hosting range. PyPI says it is adding name-similarity checks for popular projects.",
      ],
      [
        "github",
        "3 18:30",
        "socketwatch/keysquat-scan: Check lockfiles and pip caches for the 38 AI SDK typosquats",
        "Scans requirements files, poetry.lock, uv.lock and the pip cache for the package names and hashes from the advisory. Exits non-zero on a hit so it can run in CI.",
      ],
      [
        "reddit-localllama",
        "3 20:10",
        "One of those fake SDK packages was pulled in by a random LoRA training script I cloned last month",
        "It listed 'openai-python-sdk' as a dependency for an optional eval step. Nothing local models need, but my HF token was in the environment. Rotated everything.",
      ],
      [
        "devto",
        "4 08:30",
        "Lock down your AI API keys after this week's PyPI typosquats",
        "Per-project keys, spend limits, and a pre-commit hook that blocks package names one edit away from a popular SDK.",
      ],
    ],
  },
  {
    story: "patchwork-agent-launch",
    items: [
      [
        "producthunt",
        "1 08:00",
        "Patchwork — A background agent that fixes your flaky tests",
        "Point it at your CI. It reruns, bisects and opens a PR with the fix, or a report when it can't.",
      ],
      [
        "hackernews",
        "1 15:10",
        "Show HN: Patchwork – an agent that finds and fixes flaky tests in CI",
        "We're two ex-infra engineers. Patchwork watches your CI history, reproduces flaky tests in a sandbox and proposes a fix. Free for open source. Happy to answer questions about how we detect flakiness.",
      ],
      [
        "techcrunch-ai",
        "1 16:00",
        "Patchwork launches an AI agent for the most hated chore in software: flaky tests",
        "The two-person start-up says its agent fixed 61% of flaky tests in a trial with 40 open-source projects.",
      ],
      [
        "mastodon",
        "1 20:40",
        "a sleep(2)",
        "asked patchwork to fix our flakiest test. its pr added a retry decorator. it is one of us now",
      ],
    ],
  },
  {
    story: "patchwerk-labeling-breach",
    items: [
      [
        "techcrunch-ai",
        "3 15:00",
        "Data-labeling start-up Patchwerk exposed the IDs and pay records of 90,000 annotators",
        "A misconfigured storage bucket held scans of passports and bank details of contractors in Kenya, the Philippines and Venezuela.",
      ],
      [
        "google-news-ai-policy",
        "3 17:00",
        "Labeling firm Patchwerk leaks passport scans of AI data workers - Rest of World",
        "Workers learned of the exposure from a security researcher, not the company.",
      ],
      [
        "reddit-artificial",
        "3 19:30",
        "I labeled data for Patchwerk for two years. I got the breach email after reading about it on TechCrunch",
        "My passport scan and my bank account were in that bucket. The email offers 12 months of credit monitoring, which doesn't exist in my country.",
      ],
      [
        "mastodon",
        "4 09:00",
        "the invisible workforce",
        "the people paid $2/hour to make models safe are the ones whose passports end up in an open bucket",
      ],
      [
        "hackernews",
        "4 11:30",
        "Patchwerk breach: 90k annotators' passport scans in a public bucket",
        "",
        { url: "https://www.upguardlabs.example/research/patchwerk-exposure" },
      ],
    ],
  },
  {
    story: "jetbrains-mellum-2-open-weights",
    items: [
      [
        "hf-models",
        "2 09:00",
        "JetBrains/Mellum-2-12b-base",
        "12B code completion model trained on 6T tokens of permissively licensed code, fill-in-the-middle, 16k context. Apache 2.0.",
      ],
      [
        "theverge-ai",
        "2 11:00",
        "JetBrains open-sources the model behind its IDE autocomplete",
        "Mellum 2 runs on a laptop GPU and is the default for local completion in IntelliJ and PyCharm starting with the 2026.3.1 update.",
      ],
      [
        "reddit-localllama",
        "2 13:40",
        "Mellum 2 12B as a FIM model in llama.vim is really good for its size",
        "Q6_K on a 3090, completions under 150 ms. Way better than qwen coder 7b at Kotlin, about the same at Python.",
      ],
      [
        "hackernews",
        "2 15:00",
        "Mellum 2: JetBrains' open code completion model",
        "",
        { url: "https://blog.jetbrains.com/ai/2026/12/mellum-2-open/" },
      ],
      [
        "devto",
        "3 18:00",
        "Running JetBrains' Mellum 2 locally as your completion model in VS Code",
        "Ollama, Continue and a 4-bit quant. Setup takes five minutes; the tricky part is the FIM token config.",
      ],
    ],
  },
  {
    story: "groq-api-price-cut",
    items: [
      [
        "reddit-localllama",
        "1 16:30",
        "Groq just halved the price of Llama and Qwen on their API",
        "Qwen3-32B is now $0.15/M input. For bulk classification this is cheaper than my own GPU once you count my time.",
      ],
      [
        "techcrunch-ai",
        "1 17:10",
        "Groq cuts inference prices in half as it brings a second data center online",
        "The chipmaker-turned-cloud says the Dammam site doubled its capacity, and it is passing the savings on to developers on its open-model API.",
      ],
      [
        "hackernews",
        "1 18:30",
        "Groq price cuts: Llama and Qwen now 50% cheaper",
        "",
        { url: "https://groq.com/blog/new-pricing-december-2026" },
      ],
      [
        "mastodon",
        "1 22:10",
        "fifteen cents",
        "groq at fifteen cents a million for qwen3-32b. my nightly batch job now costs less than the coffee i drink while it runs",
      ],
    ],
  },
];
