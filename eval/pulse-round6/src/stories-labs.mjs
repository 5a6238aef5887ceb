// AI labs: model launches, open weights, a weights patch, outages, price changes, a retirement notice, paused
// sign-ups. Same-entity twins: Pendrel ×3 (P5 on Monday, the free-tier cap on Saturday here; its CTO leaving on
// Thursday in stories-business.mjs), Halvery ×3 (H2 open weights on Tuesday, the tokenizer patch on Thursday here;
// Dunmere's suit against it on Wednesday in stories-business.mjs), OpenAI ×2 (the ChatGPT outage on Tuesday, the
// model retirement notice on Wednesday), Google ×2 (the Gemini Flash price rise on Monday, DeepMind's materials
// model on Thursday), Cirrane ×2 (the Reel 2 video model on Tuesday, sign-ups paused on Saturday). Pendrel (lab)
// and Pendrell Logistics (layoffs, stories-business.mjs) are one letter apart.
// Same event type at two companies on one day: Pendrel P5 and Qwen's open MoE (Monday, model releases); the
// Anthropic and Tolvane price cuts (Wednesday); DeepSeek pausing top-ups (Wednesday) and Cirrane pausing sign-ups
// (Saturday) are both "pauses"; the ChatGPT (Tuesday) and Wexmoor (Thursday, New Year's Eve) outages.
export default [
  {
    story: "pendrel-p5-launch",
    items: [
      [
        "techcrunch-ai",
        "0 14:30",
        "Pendrel ships P5, a reasoning model it says needs a third of the compute of its predecessor",
        "The Seattle lab made P5 available in its API and its chat app on Monday. It charges $2 per million input tokens and $8 per million output tokens and offers a 'think budget' setting that caps how long the model reasons before answering.",
      ],
      ["hackernews", "0 14:50", "Pendrel P5", "", { url: "https://pendrel.ai/blog/p5" }],
      [
        "lab-blogs",
        "0 14:00",
        "Introducing P5",
        "P5 is our first model trained end to end with a controllable reasoning budget. Set it low for chat, high for proofs and long refactors; you pay only for the thinking tokens you allow.",
        { url: "https://pendrel.ai/blog/p5" },
      ],
      [
        "theverge-ai",
        "0 16:10",
        "Pendrel's new chatbot lets you decide how hard it thinks",
        "A slider in the Pendrel app now runs from 'quick' to 'deep'. The deep end is slow, sometimes minutes per answer, and is limited to paying subscribers.",
      ],
      [
        "reddit-artificial",
        "0 17:25",
        "Tried the P5 'deep' slider on my tax question. Four minutes of thinking, correct answer, zero confidence it would be right twice",
        "It walked through the rules properly this time. Asked again in a new chat and it landed on a different number. So, a coin flip with very good handwriting.",
      ],
      [
        "mastodon",
        "0 18:05",
        "slider",
        "the year ends with a slider labelled 'how much should the computer think'. i would like one for myself before the 31st",
      ],
      [
        "reddit-machinelearning",
        "1 09:40",
        "[D] P5's budget curve: accuracy flattens after ~8k thinking tokens on every benchmark they show",
        "The nicest figure in the report is the one they don't discuss: past 8k reasoning tokens the maths and code scores barely move, but you keep paying. Would like to see the same curve for other labs' models.",
      ],
      [
        "stackexchange",
        "1 13:15",
        "Pendrel API: thinking_budget parameter rejected with 400 'unknown field'",
        "Sending thinking_budget: 4000 in the request body returns 400 on model p5. The docs example uses it at the top level. Using pendrel-python 0.31. Am I putting it in the wrong place?",
      ],
      [
        "devto",
        "2 10:30",
        "Setting P5's reasoning budget per route: what we learned moving a code-review bot",
        "Small diffs get 1k thinking tokens, migrations get 16k. Our bill went down and review quality on big PRs went up. The catch: budgets under 500 make it skip reading the test files.",
      ],
      [
        "google-news-ai-policy",
        "1 07:30",
        "KI-Labor Pendrel stellt Modell P5 mit einstellbarer Denkzeit vor - t3n",
        "Nutzer können festlegen, wie lange das Modell vor einer Antwort rechnet; die längste Stufe bleibt zahlenden Kunden vorbehalten.",
      ],
      [
        "hackernews",
        "0 20:40",
        "Show HN: A proxy that picks Pendrel P5's thinking budget from the prompt length",
        "",
      ],
    ],
  },
  {
    story: "pendrel-free-tier-cap",
    items: [
      [
        "theverge-ai",
        "5 11:20",
        "Pendrel is limiting free users to ten P5 messages a day",
        "The company says usage of its chat app quadrupled over the holiday week, and that free accounts will fall back to its older P4 model after the cap until at least the end of January.",
      ],
      [
        "hackernews",
        "5 12:05",
        "Pendrel caps free tier",
        "",
        { url: "https://pendrel.ai/changelog/free-tier-limits" },
      ],
      [
        "reddit-artificial",
        "5 13:30",
        "Ten a day. That lasted exactly one week",
        "Free users got the new model for six days. Now it's ten messages and then the old one. Called it on Monday.",
      ],
      [
        "mastodon",
        "5 14:10",
        "ten",
        "new year, new rate limit. ten whole thoughts per day, which is about my own budget too honestly",
      ],
      [
        "techcrunch-ai",
        "5 16:45",
        "Pendrel rations its free chatbot after a holiday rush",
        "The lab said it was short of GPUs after P5's launch and that the limit does not apply to API customers or paid plans. It did not say how many people use the free tier.",
      ],
      [
        "reddit-localllama",
        "6 09:20",
        "Reminder, as Pendrel's free tier shrinks: your 3090 has no daily message cap",
        "Not saying a local 32B matches P5 on deep mode. Saying it answers message eleven.",
      ],
    ],
  },
  {
    story: "openai-chatgpt-outage",
    items: [
      [
        "hackernews",
        "1 15:20",
        "ChatGPT not loading, login failing",
        "",
        { url: "https://status.openai.com/incidents/w3kq9zt1v" },
      ],
      [
        "reddit-artificial",
        "1 15:35",
        "Is it just me or is every chat returning 'Something went wrong' right now?",
        "Web and app both. Tried logging out and back in, now I can't log in at all. Europe, if that matters.",
      ],
      [
        "mastodon",
        "1 15:50",
        "entropy",
        "the week between christmas and new year is when everything quietly falls over. today it's the chatbot's turn",
      ],
      [
        "theverge-ai",
        "1 17:40",
        "ChatGPT was down for nearly three hours on Tuesday",
        "Users in Europe and North America saw errors loading conversations and logging in. OpenAI said the API was affected for about 40 minutes and blamed a faulty configuration change to its authentication service.",
      ],
      [
        "techcrunch-ai",
        "1 18:30",
        "OpenAI blames a config push for Tuesday's ChatGPT outage",
        "The company said a change meant to reduce login latency was rolled out to all regions at once instead of in stages, and that it has paused non-urgent deployments until January 4.",
      ],
      [
        "hackernews",
        "2 08:10",
        "OpenAI incident report: authentication service configuration change (Dec 29)",
        "",
        { url: "https://status.openai.com/incidents/w3kq9zt1v/postmortem" },
      ],
      [
        "devto",
        "2 14:00",
        "Yesterday's ChatGPT outage broke our login-with-OpenAI button too. Here's the timeout we should have had",
        "Our sign-in flow waited 30 seconds on the provider. Three hours of that is a support-ticket avalanche. Five seconds, then a friendly error, then email fallback.",
      ],
    ],
  },
  {
    story: "openai-model-retirement",
    items: [
      [
        "techcrunch-ai",
        "2 16:20",
        "OpenAI will turn off four older models in its API on March 31",
        "Developers still calling them will have to move to newer models within three months. OpenAI says fewer than 2% of API requests use the affected models, but some enterprise customers have pinned them in regulated workflows.",
      ],
      [
        "hackernews",
        "2 16:45",
        "Deprecations: four legacy models shut down March 31, 2027",
        "",
        { url: "https://platform.openai.com/docs/deprecations#2026-12-30" },
      ],
      [
        "reddit-machinelearning",
        "2 19:10",
        "[D] Model retirements break reproducibility for every paper that evaluated against a closed API",
        "Half of the baselines in my thesis are now unreproducible by March. Labs should publish frozen snapshots or at least the outputs of the eval runs before they retire a model.",
      ],
      [
        "stackexchange",
        "3 10:05",
        "Azure OpenAI: does the March 31 retirement also apply to my regional deployment?",
        "OpenAI's deprecation page lists the models, but our Azure deployment has a separate 'retirement date' field that still shows a date in 2027-09. Which one wins?",
      ],
      [
        "reddit-artificial",
        "2 18:05",
        "Rough week for OpenAI customers: the outage yesterday, and now the model our pipeline is pinned to has an end date",
        "We froze on one of the four because every newer model changed how it formats tables. March 31. Guess who's spending January writing regexes.",
      ],
      [
        "mastodon",
        "2 21:30",
        "three months",
        "three months notice to rewrite every prompt that finally worked. see you at the end of march, old friend",
      ],
    ],
  },
  {
    story: "google-gemini-flash-price-rise",
    items: [
      [
        "venturebeat-ai",
        "0 17:00",
        "Google raises Gemini Flash API prices by up to 60% for long prompts",
        "Starting February 1, prompts over 200,000 tokens will cost $0.48 per million input tokens instead of $0.30. Short prompts keep their current price, and the free tier's daily request cap drops from 1,500 to 500.",
      ],
      [
        "hackernews",
        "0 17:30",
        "Gemini API pricing update, effective February 1",
        "",
        { url: "https://ai.google.dev/gemini-api/docs/pricing-update-2027" },
      ],
      [
        "reddit-localllama",
        "0 19:00",
        "The cheap long-context era was a loss leader after all",
        "We built our whole RAG-free document pipeline on stuffing 500k tokens into Flash. Budget for it just went up by half. Back to chunking, I suppose.",
      ],
      [
        "reddit-artificial",
        "1 08:30",
        "Google quietly cut the Gemini free tier to 500 requests a day",
        "It's in the same announcement as the price rise, third paragraph. My hobby bot does about 900 a day.",
      ],
      [
        "mastodon",
        "0 22:15",
        "loss leader",
        "every free lunch comes with a pricing page update dated the first of the month",
      ],
      [
        "stackexchange",
        "1 16:40",
        "How do I count Gemini tokens before sending, to stay under the 200k price threshold?",
        "countTokens is an extra API call per request. Is there a local tokenizer for Flash that matches the server count closely enough for billing?",
      ],
    ],
  },
  {
    story: "deepmind-materials-model",
    items: [
      [
        "lab-blogs",
        "3 13:00",
        "Screening solid electrolytes for safer batteries",
        "Our new model predicts ionic conductivity and stability for candidate solid-state electrolytes in seconds. Partner labs synthesised 23 of its top suggestions; 9 conducted better than the best known material in their family.",
        { url: "https://deepmind.google/discover/blog/solid-electrolyte-screening/" },
      ],
      [
        "hackernews",
        "3 14:20",
        "DeepMind: 9 of 23 AI-proposed battery electrolytes beat known materials in lab tests",
        "",
        { url: "https://deepmind.google/discover/blog/solid-electrolyte-screening/" },
      ],
      [
        "reddit-machinelearning",
        "3 17:50",
        "[R] DeepMind's electrolyte screening model: equivariant GNN plus an active-learning loop with a wet lab",
        "The model isn't the interesting part, the loop is: four rounds of predict, synthesise, measure, retrain. Conductivity error halves each round. Would love to know the cost per synthesis.",
      ],
      [
        "mastodon",
        "3 19:30",
        "nye",
        "spending new year's eve reading about lithium thiophosphates because a model found nine of them. this is who i am now",
      ],
      [
        "techcrunch-ai",
        "4 11:00",
        "Google DeepMind says its AI found battery materials that outperform known ones",
        "The research arm tested its predictions with two university labs and says the best candidate conducts lithium ions about 40% faster than the previous record holder in its class. It has not been tested in a working cell.",
      ],
    ],
  },
  {
    story: "halvery-h2-open-weights",
    items: [
      [
        "lab-blogs",
        "1 09:00",
        "H2: open weights, open recipe",
        "Today we release H2-24B, base and instruct, under Apache 2.0, with our data mixture, training code and intermediate checkpoints. It is the strongest model we have trained, and we want others to be able to train it again.",
        { url: "https://halvery.ai/blog/h2" },
      ],
      [
        "hf-models",
        "1 09:05",
        "halvery/H2-24B-Instruct",
        "A 24B dense instruct model, 128k context, trained on 15T tokens in 12 languages. Apache 2.0. Intermediate checkpoints in halvery/H2-24B-checkpoints.",
      ],
      [
        "reddit-localllama",
        "1 10:15",
        "Halvery H2-24B is out, Apache 2.0, and they published the data mix",
        "Fits in 24 GB at Q4. First impressions: very good at French and German, a bit chatty in English. Also they released checkpoints every 500B tokens, which is a gift to anyone doing interpretability.",
      ],
      [
        "hackernews",
        "1 11:00",
        "Halvery releases H2, a 24B open model with training code and data recipe",
        "",
        { url: "https://halvery.ai/blog/h2" },
      ],
      [
        "google-news-ai-policy",
        "1 12:30",
        "La start-up lyonnaise Halvery publie un modèle d'IA entièrement ouvert - Les Echos",
        "Le modèle H2, de 24 milliards de paramètres, est diffusé avec ses données et son code d'entraînement, une rareté dans le secteur.",
      ],
      [
        "hf-models",
        "1 15:40",
        "morvenq/H2-24B-Instruct-GGUF",
        "GGUF quantisations of halvery/H2-24B-Instruct, Q3_K_M to Q8_0. Built with the tokenizer from the initial upload.",
      ],
      [
        "venturebeat-ai",
        "1 16:20",
        "Why Halvery's fully open H2 matters to enterprises that must audit their models",
        "Publishing the data mixture lets compliance teams answer questions about training data that closed and open-weights-only models can't, analysts say.",
      ],
      [
        "mastodon",
        "1 18:45",
        "checkpoints",
        "they released the checkpoints. all of them. somebody's thesis just got a lot easier",
      ],
      [
        "github",
        "2 09:30",
        "halvery/h2-train: training code, data mixture and configs for the H2 model family",
        "Megatron-style trainer with our data loader and the exact mixture weights per stage. Reproduces H2-24B's loss curve to within 0.5% on 512 GPUs.",
      ],
    ],
  },
  {
    story: "halvery-h2-tokenizer-patch",
    items: [
      [
        "hackernews",
        "3 09:15",
        "H2 tokenizer fix: re-download if you pulled before Dec 31",
        "",
        { url: "https://halvery.ai/blog/h2-tokenizer-fix" },
      ],
      [
        "reddit-localllama",
        "3 09:50",
        "PSA: Halvery pushed new H2 weights and tokenizer. Your GGUFs are wrong",
        "The original tokenizer split accented characters into bytes, which is why French output looked fine but ran slow and sometimes garbled words. They patched it overnight and re-uploaded. Requant everything.",
      ],
      [
        "github",
        "3 11:30",
        "halvery/h2-train: issue #41 'é tokenised as three bytes' closed with tokenizer v1.1",
        "The merge table shipped on Tuesday was missing 3,800 entries. v1.1 restores them; the model weights changed only in the embedding rows for those tokens.",
      ],
      [
        "mastodon",
        "3 12:20",
        "accents",
        "it was the accents. it is always the accents. joyeux réveillon to everyone re-quantising tonight",
      ],
      [
        "hf-models",
        "3 14:00",
        "morvenq/H2-24B-Instruct-GGUF-v1.1",
        "Requantised from the corrected upload. The old repo is archived; use these.",
      ],
      [
        "theverge-ai",
        "4 13:30",
        "Halvery fixed a bug that made its new open model slower and worse at French",
        "The French lab said a file mistake in Tuesday's release affected accented characters, and published corrected weights two days later. Downloads have passed 400,000.",
      ],
    ],
  },
  {
    story: "qwen-open-moe-release",
    items: [
      [
        "hf-models",
        "0 08:00",
        "Qwen/Qwen4-MoE-80B-A6B-Instruct",
        "Mixture-of-experts model with 80B total and 6B active parameters, 256k context. Apache 2.0.",
      ],
      [
        "reddit-localllama",
        "0 09:10",
        "Qwen dropped an 80B MoE with 6B active on a Monday morning between the holidays",
        "Runs at 30+ tok/s on a single 4090 with experts offloaded to RAM. Early vibe check: best thing in this size class for code, worse at long creative writing than the dense 32B.",
      ],
      [
        "hackernews",
        "0 10:30",
        "Qwen4-MoE-80B-A6B",
        "",
        { url: "https://qwenlm.github.io/blog/qwen4-moe-80b/" },
      ],
      [
        "venturebeat-ai",
        "0 15:45",
        "Alibaba's Qwen team releases a mixture-of-experts model that runs on one consumer GPU",
        "The model activates 6 billion of its 80 billion parameters per token, which the team says keeps its quality near its largest dense models at a fraction of the inference cost.",
      ],
      [
        "github",
        "0 18:20",
        "QwenLM/Qwen4: model card, quick start and expert-offload recipes for the 80B MoE",
        "Recipes for vLLM, SGLang and llama.cpp, including the --n-cpu-moe settings used for the single-GPU numbers in the blog post.",
      ],
      [
        "mastodon",
        "0 11:00",
        "six billion",
        "80 billion parameters of which six are awake at any time. relatable content for the last monday of the year",
      ],
      [
        "lobsters",
        "1 08:45",
        "Running an 80B MoE on a laptop with 64 GB of RAM",
        "A write-up of offloading Qwen's new MoE experts to system memory: what the bandwidth numbers look like and why it's usable at all.",
      ],
    ],
  },
  {
    story: "anthropic-batch-price-cut",
    items: [
      [
        "techcrunch-ai",
        "2 15:00",
        "Anthropic cuts prices for batch and cached requests to Claude",
        "Batch jobs will cost 70% less than the standard rate instead of 50%, and reads from the prompt cache drop to a twentieth of the normal input price. The changes take effect on January 5.",
      ],
      [
        "hackernews",
        "2 15:15",
        "Claude API: lower prices for Message Batches and prompt caching",
        "",
        { url: "https://www.anthropic.com/news/batch-and-cache-pricing" },
      ],
      [
        "reddit-artificial",
        "2 17:00",
        "Anthropic just made overnight batch jobs 70% off. Whoever is still running evals synchronously, stop",
        "Our nightly classification job goes from about $900 to $540 with zero code changes beyond the date.",
      ],
      [
        "devto",
        "3 09:30",
        "Recalculating our Claude bill after the batch price cut: a spreadsheet and three gotchas",
        "Batches can take up to 24 hours, cache writes still cost full price, and the discount doesn't stack the way the pricing page implies. Spreadsheet included.",
      ],
      [
        "mastodon",
        "2 19:20",
        "patience",
        "the price of patience just fell 40%. anyone willing to wait until tomorrow for an answer gets a discount, like the post office",
      ],
      [
        "polymarket",
        "2 18:00",
        "Will Anthropic cut Claude's standard API input price before April 1, 2027?",
        "Yes 31% (+9 pts in 24 h) · No 69% · 24 h volume $72K · ends 2027-04-01. Resolves Yes if the list price per input token of any current Claude model in the standard (non-batch) API is reduced before April 1, 2027.",
        { eng: 72_000 },
      ],
    ],
  },
  {
    story: "tolvane-embeddings-price-cut",
    items: [
      [
        "venturebeat-ai",
        "2 14:10",
        "Tolvane halves embedding prices and drops the minimum on its reranker",
        "The embeddings startup now charges $0.01 per million tokens for its smallest model and removes the $50 monthly minimum on reranking, a move aimed at teams moving retrieval off the big labs' APIs.",
      ],
      [
        "hackernews",
        "2 14:45",
        "Tolvane: new pricing for embed-3 and rerank-2",
        "",
        { url: "https://tolvane.com/blog/pricing-2027" },
      ],
      [
        "reddit-localllama",
        "2 16:10",
        "At a cent per million tokens, is it still worth self-hosting an embedding model?",
        "I run bge on a spare box. Tolvane's new price would cost me about $3 a month for our whole corpus. The box's electricity is more than that.",
      ],
      [
        "stackexchange",
        "3 15:30",
        "Switching embedding providers: do I have to re-embed my whole pgvector table?",
        "Moving from one provider to Tolvane's embed-3 for the new price. Same dimension (1024). Can I mix old and new vectors during migration, or is similarity meaningless across models?",
      ],
      [
        "mastodon",
        "2 20:00",
        "a penny",
        "a penny per million tokens. the vectors cost less than the disk they sit on now",
      ],
    ],
  },
  {
    story: "cirrane-reel2-launch",
    items: [
      [
        "theverge-ai",
        "1 14:00",
        "Cirrane's Reel 2 makes one-minute videos with sound, dialogue and consistent faces",
        "The startup's second video model generates up to 60 seconds at 1080p with synchronised speech. It is available to paying subscribers from $25 a month, with a watermark on every frame.",
      ],
      [
        "producthunt",
        "1 15:00",
        "Cirrane Reel 2 — One-minute AI video with talking characters",
        "Write the scene, pick voices, upload a face or two. Reel 2 keeps them the same across shots. Watermarked, 1080p, 60 s max.",
      ],
      ["hackernews", "1 15:40", "Cirrane Reel 2", "", { url: "https://cirrane.com/reel-2" }],
      [
        "reddit-artificial",
        "1 18:10",
        "Reel 2 lip sync is the first one I couldn't immediately spot. That's not a compliment to society",
        "Made a clip of my dog reading the news in my voice. My mother asked when I'd started working in TV.",
      ],
      [
        "techcrunch-ai",
        "1 19:00",
        "Cirrane bets on dialogue as AI video models race to longer clips",
        "The company says face uploads are checked against a consent list and that it will refuse prompts naming public figures, but it did not say how the check works.",
      ],
      [
        "mastodon",
        "2 08:40",
        "one minute",
        "a whole minute now. the adverts will be generated and so will the people watching them",
      ],
    ],
  },
  {
    story: "cirrane-reel2-signups-paused",
    items: [
      [
        "techcrunch-ai",
        "5 10:30",
        "Cirrane pauses new Reel 2 sign-ups after fake clips of a mayor spread",
        "Videos made with the tool showing a European mayor announcing a curfew circulated on New Year's Day. Cirrane said the face-consent check had been bypassed with a modified photo and that existing subscribers keep access.",
      ],
      [
        "hackernews",
        "5 11:10",
        "Cirrane pauses Reel 2 sign-ups",
        "",
        { url: "https://cirrane.com/blog/pausing-new-signups" },
      ],
      [
        "google-news-ai-policy",
        "5 12:40",
        "Falsos vídeos de un alcalde creados con IA obligan a Cirrane a cerrar sus registros - El País",
        "La empresa suspende las nuevas altas de su herramienta de vídeo mientras revisa el sistema que debía impedir el uso de rostros sin consentimiento.",
      ],
      [
        "reddit-artificial",
        "5 14:00",
        "Four days. The consent check lasted four days",
        "They said on Tuesday they check uploaded faces against a consent list. Turns out a mirrored photo with a hat gets through.",
      ],
      [
        "mastodon",
        "5 15:25",
        "hat",
        "the safety system was defeated by a hat. a hat!! new year same threat model",
      ],
    ],
  },
  {
    story: "wexmoor-api-outage",
    items: [
      [
        "hackernews",
        "3 16:30",
        "Wexmoor API returning 500s for all models",
        "",
        { url: "https://status.wexmoor.ai/incidents/nye-2026" },
      ],
      [
        "reddit-localllama",
        "3 17:05",
        "Wexmoor's been down two hours on New Year's Eve and their status page still says 'monitoring'",
        "Our transcription product runs on their speech API. Customers are recording countdown parties tonight. Great timing.",
      ],
      [
        "mastodon",
        "3 18:00",
        "monitoring",
        "'we are monitoring the situation' is also how i'd describe my new year's eve plans",
      ],
      [
        "theverge-ai",
        "4 10:15",
        "Wexmoor's speech API was down for six hours on New Year's Eve",
        "The voice AI company said a storage cluster failed during a routine migration that should have been postponed until after the holiday, and promised service credits.",
      ],
      [
        "devto",
        "4 15:00",
        "Our speech provider went down on New Year's Eve: queueing audio so nothing is lost",
        "We now write every upload to object storage first and transcribe from a queue, so a provider outage delays transcripts instead of dropping them.",
      ],
    ],
  },
  {
    story: "deepseek-api-topups-paused",
    items: [
      [
        "reddit-localllama",
        "2 07:40",
        "DeepSeek paused API top-ups again",
        "Banner on the platform page: 'Due to resource constraints, recharge is temporarily suspended.' Existing balances still work. Second time this year.",
      ],
      [
        "hackernews",
        "2 08:20",
        "DeepSeek suspends API recharges due to capacity",
        "",
        { url: "https://platform.deepseek.com/notice" },
      ],
      [
        "techcrunch-ai",
        "2 13:20",
        "DeepSeek stops taking new API payments as demand outruns its servers",
        "The Chinese lab said existing credit balances remain usable and that it expects to reopen top-ups 'in January', without a date. Its chat app is unaffected.",
      ],
      [
        "mastodon",
        "2 09:30",
        "recharge",
        "a company so popular it has to refuse your money. i've never had this problem",
      ],
      [
        "reddit-artificial",
        "2 18:40",
        "Where are people routing DeepSeek traffic while top-ups are closed?",
        "We're at $40 of credit left. OpenRouter lists third-party hosts for the same weights but at roughly double the price. Anyone compared output quality?",
      ],
    ],
  },
];
