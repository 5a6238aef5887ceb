// Clouds and developer platforms: two launches by one company at one conference, an outage and a price change
// of one product, GitHub's pricing change and an unrelated GitHub outage, PyTorch, llama.cpp's release and CVE.
// Items: [source, "D HH:MM" (day 0 = Mon 2026-11-30, UTC), title, content, {url, eng}?].
export default [
  {
    story: "aws-trainium3-launch",
    items: [
      [
        "lab-blogs",
        "1 16:30",
        "Training and serving Hugging Face models on AWS Trainium3",
        "Hugging Face models now run on AWS Trainium3 through Optimum Neuron: we measured 2.1x the training throughput of Trainium2 on Llama-style 70B fine-tuning, and the first Trn3 instances are available in us-east-1 and us-west-2.",
        { url: "https://huggingface.co/blog/trainium3-optimum-neuron" },
      ],
      [
        "techcrunch-ai",
        "1 16:45",
        "AWS launches Trainium3, its 3nm AI training chip, at re:Invent",
        "Amazon says UltraServers with 144 Trainium3 chips deliver four times the compute of the previous generation at 40% better energy efficiency. Anthropic is the launch customer.",
      ],
      [
        "hackernews",
        "1 17:10",
        "AWS Trainium3 UltraServers",
        "",
        { url: "https://aws.amazon.com/blogs/aws/trainium3-ultraservers-generally-available/", eng: 187 },
      ],
      [
        "venturebeat-ai",
        "1 19:30",
        "Amazon's custom silicon push: Trainium3 aims to cut AI training bills by half",
        "AWS is pitching price-performance rather than raw speed. The catch for enterprises remains the software: the Neuron SDK supports fewer model architectures than CUDA.",
      ],
      [
        "reddit-machinelearning",
        "2 09:00",
        "[D] Anyone trained on Trainium (2 or 3) in practice? How bad is the Neuron compiler really?",
        "Our AWS rep is pushing Trn3 credits hard after yesterday's keynote. Last time we tried Trn1, half our custom kernels didn't compile. Has it improved?",
      ],
      [
        "mastodon",
        "2 10:00",
        "re:Invent keynote bingo",
        "re:Invent keynote bingo: 'undifferentiated heavy lifting' ✅ 'customer obsessed' ✅ new chip with a bigger number ✅",
      ],
    ],
  },
  {
    story: "aws-nova-2-launch",
    items: [
      [
        "techcrunch-ai",
        "2 17:00",
        "Amazon unveils Nova 2 models and lets enterprises train their own versions",
        "Nova 2 Pro and Nova 2 Lite arrive on Bedrock today, along with a service that lets companies blend their own data into Nova during pre-training rather than only fine-tuning afterwards.",
      ],
      [
        "venturebeat-ai",
        "2 18:00",
        "AWS Nova 2 goes after OpenAI and Anthropic on its own cloud",
        "Amazon priced Nova 2 Lite well below comparable models and claims parity with GPT-5.1 mini on reasoning benchmarks, though it offered few independent evaluations.",
      ],
      [
        "hackernews",
        "2 18:20",
        "Amazon Nova 2",
        "",
        { url: "https://aws.amazon.com/blogs/aws/amazon-nova-2-foundation-models/", eng: 98 },
      ],
      [
        "theverge-ai",
        "2 19:00",
        "Amazon's Alexa Plus is getting a brain transplant from its new Nova 2 models",
        "Amazon announced its second generation of in-house AI models at its cloud conference and said the assistant will move to them early next year.",
      ],
      [
        "stackexchange",
        "3 10:15",
        "Bedrock Converse API: ValidationException when using amazon.nova-2-pro with toolConfig",
        "Same request works with nova-pro-v1. With the new Nova 2 Pro model id I get 'ValidationException: The model does not support the toolChoice any option'. Anyone got tool calling working?",
      ],
      [
        "reddit-localllama",
        "3 12:00",
        "Nova 2 Lite is closed weights but cheap. Has anyone compared it to Qwen4-32B?",
        "AWS says it matches GPT-5.1 mini. My quick test on structured extraction: slightly worse than Qwen4-32B, about the same price as renting a GPU for it.",
      ],
    ],
  },
  {
    story: "amazon-sues-cartwheel",
    items: [
      [
        "google-news-ai-policy",
        "0 19:00",
        "Amazon sues AI shopping agent startup Cartwheel for disguising bots as human shoppers - Reuters",
        "Amazon's lawsuit, filed in federal court in Seattle, says Cartwheel's browser agent logged into customers' accounts and placed orders while evading Amazon's bot detection, violating the Computer Fraud and Abuse Act.",
      ],
      [
        "theverge-ai",
        "0 21:00",
        "Amazon is taking an AI agent to court for shopping on its site",
        "Cartwheel lets people tell an AI to buy things for them across stores. Amazon says the agent must identify itself; Cartwheel says Amazon wants to block competition to its own Rufus assistant.",
      ],
      [
        "hackernews",
        "0 21:30",
        "Amazon sues Cartwheel over AI shopping agent",
        "",
        {
          url: "https://www.courtlistener.com/docket/71230112/amazoncom-services-llc-v-cartwheel-inc/",
          eng: 377,
        },
      ],
      [
        "mastodon",
        "1 08:00",
        "user agents are supposed to be agents of the user",
        "the phrase 'user agent' used to mean software acting for the user. Amazon's lawsuit says it doesn't anymore",
      ],
      [
        "reddit-artificial",
        "1 10:30",
        "If I tell an AI to buy my groceries on Amazon, is that 'unauthorized access'? Amazon thinks so",
        "Read the Cartwheel complaint. The argument is that the agent hid that it was a bot. Kind of scary if this becomes the rule for every site.",
      ],
    ],
  },
  {
    story: "m365-copilot-outage",
    items: [
      [
        "lobsters",
        "4 13:00",
        "Microsoft post-incident review: Copilot capacity event in West Europe",
        "The PIR describes a cache cluster failover that sent all EU Copilot traffic to one region, which then ran out of GPU capacity.",
      ],
      [
        "hackernews",
        "2 08:10",
        "Microsoft 365 Copilot down across Europe",
        "Copilot in Outlook, Teams and Word returns 'Something went wrong' for our whole tenant since 07:40 UTC. Service health shows incident CP1188432.",
        { eng: 154 },
      ],
      [
        "mastodon",
        "2 08:40",
        "Copilot is down in the EU",
        "Copilot is down in the EU and suddenly everyone in the office remembers how to write their own meeting notes #microsoft365",
      ],
      [
        "stackexchange",
        "2 09:20",
        "Graph API /copilot/retrieval returns 503 since this morning, is it on our side?",
        "Our integration that calls the Copilot retrieval API started failing with 503 ServiceUnavailable around 07:45 UTC. Other Graph endpoints work. Tenant in West Europe.",
      ],
      [
        "theverge-ai",
        "2 13:00",
        "Microsoft's Copilot assistant went down for hours for European business users",
        "Microsoft said a capacity issue in a data center region left Copilot features in Microsoft 365 unavailable for about five hours. Outlook and Teams themselves kept working.",
      ],
      [
        "reddit-artificial",
        "2 14:00",
        "Our company made Copilot mandatory last month and today it was down all morning",
        "Had a whole training session about 'AI-first workflows' last week. Today half the team couldn't summarize their inbox and just... read it. The horror.",
      ],
      [
        "devto",
        "3 09:00",
        "Building graceful degradation into Microsoft 365 Copilot extensions",
        "Yesterday's Copilot incident broke our declarative agent for five hours. Here is how we added a fallback that answers from cached Graph data. Tags: microsoft365, copilot, azure.",
      ],
    ],
  },
  {
    story: "m365-copilot-business-price-cut",
    items: [
      [
        "theverge-ai",
        "3 15:00",
        "Microsoft is making Copilot cheaper for small businesses",
        "A new Microsoft 365 Copilot Business plan costs $21 per user per month instead of $30 for companies with fewer than 300 seats, starting January 1.",
      ],
      [
        "techcrunch-ai",
        "3 16:00",
        "Microsoft cuts the price of its Copilot add-on by 30% for SMBs as adoption lags",
        "Microsoft has struggled to convert Office customers to its AI assistant at $30 a seat. The new tier drops some analytics features and caps agent usage.",
      ],
      [
        "venturebeat-ai",
        "3 18:30",
        "Microsoft's cheaper Copilot Business SKU is a bet on volume over margin",
        "For IT buyers, the $21 plan changes the ROI math for rollouts of under 300 seats. Microsoft also bundles a year of Copilot Studio messages.",
      ],
      [
        "reddit-artificial",
        "4 08:00",
        "Copilot for our 40-person company drops from $30 to $21/user. Is it worth it now?",
        "We piloted it in the summer and nobody used it past week two. $21 is still $10k a year for us. Would love to hear from other small shops.",
      ],
      [
        "mastodon",
        "4 09:30",
        "Microsoft cuts the price of the thing nobody asked for",
        "Microsoft cuts the price of the thing nobody asked for, in the hope that more people will ask for it. bold strategy",
      ],
    ],
  },
  {
    story: "github-copilot-premium-pricing",
    items: [
      [
        "stackexchange",
        "1 07:50",
        "How will GitHub Copilot count premium requests for agent mode with Claude Opus after the January change?",
        "The changelog says Opus and GPT-5.1 get higher multipliers from January 5. Does one agent-mode task count as one request, or every LLM call the agent makes? Trying to budget for 40 seats.",
      ],
      [
        "hackernews",
        "0 18:00",
        "GitHub Copilot makes premium model requests more expensive",
        "",
        {
          url: "https://github.blog/changelog/2026-11-30-changes-to-premium-requests-in-github-copilot/",
          eng: 430,
        },
      ],
      [
        "reddit-localllama",
        "0 21:00",
        "Copilot's new multipliers: Opus now burns 10 premium requests per message. Time to self-host?",
        "At 300 a month that is 30 Opus messages. I am testing Continue + Qwen4-32B for the routine stuff and paying per-token for the hard stuff.",
      ],
      [
        "devto",
        "1 08:30",
        "How the new GitHub Copilot premium request multipliers change your monthly budget",
        "A table of the new multipliers per model, what counts as a request in agent mode, and how to set a spending limit for your org before January. Tags: github, copilot, ai, productivity.",
      ],
      [
        "mastodon",
        "1 10:00",
        "Copilot quietly became a metered utility",
        "Copilot quietly became a metered utility. we went from 'unlimited AI pair programmer' to counting tokens like it's 2003 mobile data",
      ],
      [
        "theverge-ai",
        "1 13:30",
        "GitHub's Copilot subscribers will get fewer requests to the best AI models",
        "The change, which GitHub blames on the cost of running frontier models, drew complaints from developers who said it amounts to a price rise.",
      ],
    ],
  },
  {
    story: "github-actions-outage",
    items: [
      [
        "hackernews",
        "3 14:30",
        "GitHub Actions jobs stuck in 'Queued' for over an hour",
        "All our workflows stuck queued since 13:20 UTC. githubstatus.com shows degraded performance for Actions. Anyone else?",
        { eng: 288 },
      ],
      [
        "mastodon",
        "3 15:00",
        "GitHub Actions is down",
        "GitHub Actions is down so today's deploy is cancelled and the CI is green in the sense that nothing is running",
      ],
      [
        "theverge-ai",
        "3 17:45",
        "GitHub Actions outage stalls software deployments for three hours",
        "Developers saw build and deploy jobs sit in a queue on Thursday afternoon. GitHub said hosted runners were not picking up work and that no code or data was lost.",
      ],
      [
        "lobsters",
        "4 09:00",
        "GitHub availability report: Actions incident of December 3",
        "GitHub's write-up of the three-hour Actions queueing incident: a database failover in the job scheduler and a retry storm afterwards.",
      ],
      [
        "devto",
        "4 11:30",
        "Thursday's GitHub Actions outage is your reminder to keep a self-hosted runner warm",
        "We lost half a day of deploys. Notes on a fallback runner pool with runs-on labels and a workflow_dispatch escape hatch. Tags: ai, github, devops, cicd.",
      ],
    ],
  },
  {
    story: "pytorch-3-release",
    items: [
      [
        "devto",
        "5 12:00",
        "Migrating a 40k-line training codebase to PyTorch 3.0 in a weekend",
        "Most of the time went into fixing graph breaks from data-dependent control flow and replacing our old FSDP wrapper with DTensor. Tags: ai, pytorch, python, machinelearning.",
      ],
      [
        "lab-blogs",
        "2 15:00",
        "What PyTorch 3.0 means for transformers users: compile by default and DTensor",
        "PyTorch 3.0 turns on torch.compile for eager-mode training loops by default, stabilizes DTensor as the single distributed abstraction and drops Python 3.10. Hugging Face transformers supports it from today.",
        { url: "https://huggingface.co/blog/pytorch-3-transformers" },
      ],
      [
        "hackernews",
        "2 15:20",
        "PyTorch 3.0",
        "",
        { url: "https://pytorch.org/blog/pytorch-3-0-release/", eng: 520 },
      ],
      [
        "github",
        "2 16:00",
        "pytorch/pytorch: Tensors and Dynamic neural networks in Python with strong GPU acceleration",
        "Release v3.0.0: compile-by-default, DTensor stable, FlexAttention GA, Python 3.11+ required, CUDA 12.8 and ROCm 7 wheels. Topics: deep-learning, machine-learning, python, gpu.",
      ],
      [
        "reddit-machinelearning",
        "2 19:00",
        "[N] PyTorch 3.0 released. Compile-by-default: who's already hit graph breaks?",
        "Upgraded our training repo, 12% faster out of the box, but two custom autograd functions now silently fall back to eager. Release notes mention TORCH_COMPILE_DEFAULT=0 to opt out.",
      ],
      [
        "stackexchange",
        "3 08:30",
        "After upgrading to PyTorch 3.0, LoRA fine-tuning of a 7B LLM is slower in the first epoch. Is compile-by-default the cause?",
        "First epoch takes 4 minutes longer, later ones are faster. Using peft and transformers. Can I cache compiled graphs between runs?",
      ],
      [
        "mastodon",
        "3 11:00",
        "PyTorch 3.0 made compile the default",
        "PyTorch 3.0 made compile the default, which means the first thing everyone will learn about 3.0 is the env var that turns it off",
      ],
    ],
  },
  {
    story: "llama-cpp-gguf-cve",
    items: [
      [
        "mastodon",
        "4 07:00",
        "CVE-2026-48211: heap overflow in llama.cpp's GGUF parser",
        "CVE-2026-48211: heap overflow in llama.cpp's GGUF parser via a crafted tensor count. a malicious model file gets code execution in anything that embeds it (LM Studio, ollama forks, koboldcpp). patched in b7310, update now #infosec",
      ],
      [
        "hackernews",
        "4 08:30",
        "Malicious GGUF files can execute code via llama.cpp (CVE-2026-48211)",
        "",
        { url: "https://github.com/ggml-org/llama.cpp/security/advisories/GHSA-8x3m-q7vr-2hwp", eng: 466 },
      ],
      [
        "reddit-localllama",
        "4 09:00",
        "PSA: update llama.cpp / LM Studio NOW, malicious GGUFs can run code on your machine",
        "Integer overflow when reading tensor info, leads to a heap write. Only download quants from people you trust until every frontend has pulled the fix.",
      ],
      [
        "lobsters",
        "4 11:00",
        "Model files are executables now: a GGUF parser overflow",
        "Writeup of the bug: a 64-bit tensor count multiplied by a struct size without overflow checks, then a heap allocation of the wrapped size.",
      ],
      [
        "theverge-ai",
        "4 16:00",
        "A flaw in popular tool for running AI at home could let booby-trapped models hijack PCs",
        "Researchers found that llama.cpp, the engine inside many local AI apps, could be tricked by a malicious model download. Fixes are out; users should update their apps.",
      ],
      [
        "devto",
        "5 10:00",
        "Scanning GGUF files before you load them",
        "A small Python tool that validates GGUF headers and tensor tables against sane bounds, written after this week's llama.cpp advisory. Tags: security, llm, python.",
      ],
    ],
  },
  {
    story: "llama-cpp-audio-server",
    items: [
      [
        "github",
        "0 10:00",
        "ggml-org/llama.cpp: LLM inference in C/C++",
        "Release b7200: llama-server now accepts audio input through the OpenAI-compatible /v1/chat/completions endpoint for Qwen2.5-Omni and Voxtral models. Topics: llm, ggml, inference, cpp.",
      ],
      [
        "reddit-localllama",
        "0 12:00",
        "llama-server can take audio now. Voxtral transcription + chat in one local endpoint",
        "Tried it with Voxtral Small Q5: drop an mp3 in the messages array, get an answer. Realtime factor about 0.2 on a 4090. Big day for local voice assistants.",
      ],
      [
        "hackernews",
        "0 14:00",
        "llama.cpp server adds audio input",
        "",
        { url: "https://github.com/ggml-org/llama.cpp/pull/17204", eng: 205 },
      ],
      [
        "mastodon",
        "0 18:00",
        "ggml folks shipping multimodal audio in the server",
        "ggml folks shipping audio input in llama-server on a Monday. that project moves faster than most companies",
      ],
    ],
  },
];
