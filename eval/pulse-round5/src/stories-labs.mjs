// AI labs: model launches, outages, price changes, delays. Same-entity twins: Nimbrel ×3 (N4 on Monday, the API
// outage on Thursday here; the Series C on Wednesday in stories-business.mjs), OpenAI ×2 (the reasoning-model
// price cut on Tuesday, the voice-mode delay on Wednesday), Google ×2 (Gemini Nano 3 on Monday, DeepMind's
// ocean-forecast model on Thursday), Tessaly ×2 (the open-weights release on Tuesday, the licence change on
// Saturday, a story of its own), Tidewell ×2 (the API price cut on Thursday, the Tide 2 delay on Saturday), Meta ×2
// (the open 3B model on Thursday here, ads in the Meta AI app on Monday in stories-business.mjs), Kestrune ×2 (K2
// on Thursday here, the EU AI Office's request to it on Tuesday in writer B's stories-policy.mjs). Tessaly here and
// Tessarine (a scraping ruling in stories-policy.mjs) have similar names.
// Same event type at two companies on one day: Nimbrel N4 and Gemini Nano 3 (Monday), the Anthropic and Nimbrel
// outages three days apart, two open-weights releases on Thursday (Kestrune K2, Meta's 3B). Mistral's speech
// model and Calderic's video model are two media-model launches on Wednesday. Nimbrel (lab) and Nimbral
// Robotics (layoffs, stories-business.mjs) have nearly the same name.
export default [
  {
    story: "nimbrel-n4-launch",
    items: [
      [
        "techcrunch-ai",
        "0 15:10",
        "Nimbrel's N4 is a mid-size model that the lab says beats its own flagship at a quarter of the price",
        "The three-year-old lab released N4 on Monday with a 400,000-token context window, priced at $1.20 per million input tokens and $4.80 per million output tokens, and says it outperforms last spring's N3 Ultra on coding and maths.",
      ],
      ["hackernews", "0 15:25", "Nimbrel N4", "", { url: "https://nimbrel.ai/news/n4" }],
      [
        "venturebeat-ai",
        "0 17:40",
        "For enterprise buyers, Nimbrel N4's real pitch is the batch discount, not the benchmark table",
        "Half-price batch jobs with a 12-hour window make N4 cheaper than most open models hosted on rented GPUs, Nimbrel claims, which puts it in direct competition with the inference resellers.",
      ],
      [
        "reddit-localllama",
        "0 19:05",
        "N4 is closed weights, so why is everyone here talking about it?",
        "Because at $1.20/M it's cheaper than my electricity for running a 70B at home. I hate that this is true.",
      ],
      [
        "mastodon",
        "0 20:30",
        "monday",
        "new model monday: two launches before lunch and i haven't finished reading the first model card",
      ],
      [
        "reddit-machinelearning",
        "1 08:15",
        "[D] Nimbrel's N4 report gives no parameter count and compares only to its own older models",
        "Every chart is N4 vs N3 vs N3 Ultra. No third-party baselines at all in the main report; they're in an appendix table with different prompt settings.",
      ],
      [
        "stackexchange",
        "1 14:00",
        "Nimbrel Python SDK: 'model n4 not found' even after upgrading",
        "pip shows nimbrel 1.14.0 installed, but client.chat(model='n4') raises NotFound. Listing models shows only n3 and n3-ultra. Is N4 behind a region flag?",
      ],
      [
        "devto",
        "2 11:20",
        "Migrating a support bot from N3 Ultra to N4: what got better and what broke",
        "Latency dropped by about 40%, costs by two thirds. The one regression: N4 ignores our system prompt's 'never promise refunds' rule far more often, so we moved that check to code.",
      ],
      [
        "hackernews",
        "0 21:10",
        "Show HN: A side-by-side diff viewer for N3 Ultra vs N4 answers on your own prompts",
        "",
      ],
      [
        "github",
        "1 17:30",
        "tarnhelm-labs/n4-bench-harness: run your eval set against Nimbrel N4 and three other APIs with one config",
        "YAML in, CSV out. Tracks cost per item as well as accuracy, since that's the whole point of N4.",
      ],
      [
        "reddit-artificial",
        "4 20:00",
        "N4 after a week: cheap, fast, and it lies confidently about dates",
        "Great for summarising tickets. Asked it what day Christmas falls on in 2027 and it argued with me. Still switching our batch jobs over.",
      ],
    ],
  },
  {
    story: "nimbrel-api-outage",
    items: [
      [
        "hackernews",
        "3 09:40",
        "Nimbrel API degraded: elevated 503s across all regions",
        "",
        { url: "https://status.nimbrel.ai/incidents/r8w2mq" },
      ],
      [
        "reddit-artificial",
        "3 10:05",
        "Nimbrel has been throwing 503s for half an hour and our whole product is a Nimbrel wrapper, ask me how I'm doing",
        "Fallback to another provider exists in our roadmap doc. Not in our code. Lesson learned on Christmas Eve.",
      ],
      [
        "mastodon",
        "3 10:30",
        "cheap",
        "three days of 'n4 is so cheap' and then christmas eve happens. you get what you pay for, except for the bit you pay for",
      ],
      [
        "theverge-ai",
        "3 16:20",
        "Nimbrel's API went down for five hours on Christmas Eve, a day after it raised new money",
        "The company blamed a capacity shortfall after traffic to its new N4 model tripled, and said it would credit affected customers for the day.",
      ],
      [
        "devto",
        "4 12:00",
        "After the Nimbrel outage: a 40-line provider fallback for any OpenAI-compatible client",
        "Retry on 5xx with jitter, then switch base URL and model name from a list. Includes the token-count mapping we use so the fallback doesn't blow the context limit.",
      ],
      [
        "hackernews",
        "3 11:15",
        "Ask HN: How do you handle an LLM provider outage in production?",
        "Asking on a day when one of the cheap providers is down for hours. Do you keep a second provider warm, or just show users an error?",
      ],
      [
        "mastodon",
        "3 12:40",
        "investigating",
        "status page: investigating. me: also investigating. the difference is i'm investigating whether to go home",
      ],
    ],
  },
  {
    story: "google-gemini-nano-3",
    items: [
      [
        "lab-blogs",
        "0 16:00",
        "Gemini Nano 3: our most capable on-device model",
        "Gemini Nano 3 runs entirely on the phone, handles images and audio, and powers new offline features in Pixel phones and Chrome starting today.",
        { url: "https://deepmind.google/discover/blog/gemini-nano-3-on-device/" },
      ],
      [
        "theverge-ai",
        "0 17:15",
        "Google's new on-device Gemini can summarise a voice memo with airplane mode on",
        "Gemini Nano 3 is rolling out to Pixel 10 phones this week and to Chrome on desktop in January, where it will power offline tab summaries.",
      ],
      [
        "hackernews",
        "0 18:00",
        "Gemini Nano 3 in Chrome: the Prompt API is now on by default",
        "",
        { url: "https://developer.chrome.com/blog/prompt-api-nano-3" },
      ],
      [
        "stackexchange",
        "1 09:30",
        "window.ai.languageModel.create() hangs in Chrome Canary after the Nano 3 update",
        "The model download shows 100% in chrome://on-device-internals but create() never resolves. Worked with the previous Nano. Do I need to clear the old model?",
      ],
      [
        "mastodon",
        "1 12:10",
        "offline",
        "my phone can now summarise my voice memos offline. the voice memos are me saying 'remember to' and then nothing",
      ],
      [
        "github",
        "2 15:00",
        "quietbyte/nano3-offline-notes: a Chrome extension that summarises pages with the built-in Gemini Nano 3",
        "No network calls, no API key. Uses the Prompt API and the Summarizer API; falls back gracefully on browsers without the on-device model.",
      ],
      [
        "reddit-localllama",
        "1 10:20",
        "Gemini Nano 3 weights are sitting in your Chrome profile folder. Can we run them outside Chrome?",
        "Found a 2.1 GB file in OptGuideOnDeviceModel. Format isn't GGUF or safetensors. Has anyone poked at it yet?",
      ],
    ],
  },
  {
    story: "deepmind-ocean-forecast-model",
    items: [
      [
        "lab-blogs",
        "3 14:00",
        "Forecasting ocean currents and waves ten days ahead",
        "Our new model, trained on forty years of reanalysis data, predicts surface currents and wave heights globally at 8 km resolution, and we are releasing forecasts daily for researchers.",
        { url: "https://deepmind.google/discover/blog/ocean-forecasting-ten-days/" },
      ],
      [
        "hackernews",
        "3 15:10",
        "DeepMind's ocean forecast model beats the operational physics models on 10-day wave height",
        "",
        { url: "https://deepmind.google/discover/blog/ocean-forecasting-ten-days/" },
      ],
      [
        "reddit-machinelearning",
        "3 18:30",
        "[R] Google DeepMind ocean forecasting: graph network over an icosahedral mesh, same recipe as the weather work",
        "Interesting bit is how they handle coastlines: the mesh is masked and there's a separate boundary encoder. Skill falls off sharply in the Arctic where training data is thin.",
      ],
      [
        "mastodon",
        "4 09:00",
        "forecast",
        "sailors have had a ten-day ocean forecast for years. it was called 'wrong'. now it has a model card",
      ],
      [
        "techcrunch-ai",
        "4 13:30",
        "Shipping firms are already asking to use Google DeepMind's new ocean model for routing",
        "The daily forecasts are free for research use only; DeepMind says it is talking to two weather agencies about operational use and has no plan to sell it to shippers directly.",
      ],
      [
        "hf-models",
        "3 15:30",
        "google/ocean-forecast-10d",
        "Model weights and inference code for the ten-day global ocean current and wave forecast. Research use only.",
      ],
      [
        "github",
        "4 17:00",
        "tidepool-sci/ocean10d-xarray: load the DeepMind daily ocean forecasts into xarray and plot them",
        "A small loader for the daily Zarr drops with a CLI that plots wave height along a shipping route.",
      ],
    ],
  },
  {
    story: "openai-reasoning-price-cut",
    items: [
      [
        "techcrunch-ai",
        "1 17:00",
        "OpenAI cuts prices of its reasoning models by up to 60% ahead of the new year",
        "The biggest cut falls on the mid-tier reasoning model, now $0.80 per million input tokens; cached input drops to a tenth of that. The change applies from today for all API customers.",
      ],
      [
        "hackernews",
        "1 17:20",
        "OpenAI API pricing update (December 2026)",
        "",
        { url: "https://openai.com/api/pricing/" },
      ],
      [
        "reddit-localllama",
        "1 19:45",
        "OpenAI's new reasoning prices vs running QwQ-style models locally: I did the maths",
        "At my volume (about 3M tokens a day) the API is now cheaper than the power bill of my 2x3090 box. Local still wins on privacy and on not being rate limited at 2am.",
      ],
      [
        "venturebeat-ai",
        "2 09:30",
        "OpenAI's price cut lands a day after Nimbrel's N4: the floor under reasoning tokens keeps dropping",
        "Procurement teams that signed annual commitments in the autumn are asking for repricing clauses, three enterprise buyers told us.",
      ],
      [
        "mastodon",
        "2 10:15",
        "tokens",
        "the cheapest token is the one your agent didn't need to spend arguing with itself. still, 60% off",
      ],
      [
        "stackexchange",
        "2 13:00",
        "Does the new cached-input price apply automatically or do I need to change my requests?",
        "After the price change our bill per request hasn't moved. Our prompts share a 6k-token prefix. Do I have to set something to get the cached input rate?",
      ],
      [
        "polymarket",
        "2 16:00",
        "Will OpenAI cut GPT API prices again before March 1?",
        "Yes 38% (+11 pts in 24 h) · No 62% · 24 h volume $94K · ends 2027-03-01. Resolves Yes if OpenAI lowers the list price per token of any GPT or reasoning model in its API before March 1, 2027.",
        { eng: 94_000 },
      ],
      [
        "lab-blogs",
        "1 16:45",
        "Lower prices for reasoning in the API",
        "Starting today, our reasoning models cost up to 60% less, and cached input is billed at a tenth of the input price. Batch and flex processing get the same reductions.",
        { url: "https://openai.com/index/lower-prices-reasoning-api/" },
      ],
    ],
  },
  {
    story: "openai-voice-mode-delay",
    items: [
      [
        "theverge-ai",
        "2 18:10",
        "OpenAI pushes its new ChatGPT voice mode into next year",
        "The redesigned voice mode, promised for 'before the holidays' in November, will now arrive in late January. OpenAI said it needed more time on interruptions and background noise.",
      ],
      [
        "hackernews",
        "2 18:40",
        "ChatGPT's new voice mode is delayed to late January",
        "",
        { url: "https://www.theverge.com/news/851204/openai-chatgpt-voice-mode-delay" },
      ],
      [
        "reddit-artificial",
        "2 20:30",
        "So the voice mode I bought Plus for in November is a January thing now",
        "Not angry, just slightly annoyed that 'before the holidays' meant 'after the holidays'. Anyone know if the old voice mode is getting any fixes in the meantime?",
      ],
      [
        "mastodon",
        "3 08:20",
        "relatable",
        "'needs more work on interruptions' is the most relatable product delay i've ever read",
      ],
      [
        "techcrunch-ai",
        "3 09:30",
        "OpenAI's voice-mode slip is a reminder that full-duplex speech is still hard",
        "The redesigned mode lets people interrupt and talk over the assistant; getting it to tell a cough from a word in a noisy kitchen is what's holding it up, a person familiar with the work said.",
      ],
    ],
  },
  {
    story: "tessaly-open-weights",
    items: [
      [
        "hf-models",
        "1 10:00",
        "tessaly/Tessaly-32B-Instruct",
        "A 32B dense instruction-tuned model, 128k context, trained on 18T tokens, released under the Tessaly Community License.",
      ],
      [
        "reddit-localllama",
        "1 11:30",
        "Tessaly-32B just dropped and it's trading blows with models twice its size",
        "Q4_K_M runs at 22 tok/s on a single 4090. Coding feels close to the big MoEs, creative writing is flat. GGUFs already up.",
      ],
      [
        "hackernews",
        "1 12:15",
        "Tessaly releases 32B open-weights model",
        "",
        { url: "https://tessaly.ai/blog/tessaly-32b" },
      ],
      [
        "hf-models",
        "1 16:40",
        "bartholomew-q/Tessaly-32B-Instruct-GGUF",
        "GGUF quantisations of tessaly/Tessaly-32B-Instruct: Q2_K to Q8_0 and IQ4_XS.",
      ],
      [
        "github",
        "2 09:00",
        "vllm-project/vllm: support for Tessaly's grouped sliding-window attention",
        "Adds the model class and kernel changes needed to serve Tessaly-32B with its alternating local/global attention layers.",
      ],
      [
        "reddit-machinelearning",
        "2 14:20",
        "[D] Tessaly-32B tech report: the data mixture section is unusually detailed",
        "They give actual token counts per source and the ablations for the maths upsampling. Rare for a release like this.",
      ],
      [
        "mastodon",
        "2 19:00",
        "advent",
        "downloaded tessaly, ran it on my advent of code solutions, it found two bugs and invented a third",
      ],
      ["hackernews", "1 20:00", "Tessaly-32B runs at 22 tok/s on one 4090", ""],
      [
        "stackexchange",
        "2 11:00",
        "llama.cpp fails to load Tessaly-32B GGUF: 'unknown architecture tessaly'",
        "Built llama.cpp from master two days ago. The Q4 GGUF from Hugging Face fails with unknown architecture. Do I need a newer build, or is the conversion wrong?",
      ],
      [
        "lab-blogs",
        "1 13:00",
        "Welcome Tessaly-32B to the Hub",
        "Tessaly's new open model is available on the Hub today with day-one support in transformers, text-generation-inference and the inference providers, and a guide to fine-tuning it on one node.",
        { url: "https://huggingface.co/blog/tessaly-32b" },
      ],
    ],
  },
  {
    story: "tessaly-license-change",
    items: [
      [
        "reddit-localllama",
        "5 09:10",
        "Tessaly quietly changed the license on the 32B: no commercial use over 1M monthly users",
        "The model card was edited last night. The Community License link now points to v2 which adds a usage cap and an attribution requirement. Anyone who downloaded on Tuesday got v1, right?",
      ],
      [
        "hackernews",
        "5 11:00",
        "Tessaly Community License v2 diff",
        "",
        { url: "https://github.com/tessaly-ai/license/compare/v1...v2" },
      ],
      ["mastodon", "5 13:45", "v2", "open weights, closed on saturday"],
      [
        "techcrunch-ai",
        "6 10:30",
        "Tessaly says its licence change doesn't apply to copies downloaded before Saturday",
        "The startup said the v2 licence was meant to ship with the release and was published late by mistake; developers who got the weights under v1 may keep using them on those terms.",
      ],
      [
        "lobsters",
        "6 12:00",
        "Open-weights licences are version-controlled vibes",
        "",
        { url: "https://blog.fennick.dev/open-weights-licences-vibes" },
      ],
      [
        "reddit-localllama",
        "5 17:20",
        "PSA: keep the LICENSE file from your original Tessaly download",
        "If the company's statement is right, the v1 licence applies to copies downloaded before Saturday. Keep the file and the download date somewhere.",
      ],
      [
        "github",
        "6 09:00",
        "openweights-watch/licenses: a tracked history of open-model licence texts",
        "Snapshots model-card licences daily and diffs them. Added after this week's change to a 32B model's terms.",
      ],
    ],
  },
  {
    story: "mistral-voice-model",
    items: [
      [
        "techcrunch-ai",
        "2 10:00",
        "Mistral launches a speech-to-speech model it says can run on a single GPU",
        "The Paris company's new model handles conversation in 11 languages with about 300 ms of latency, and its smaller variant is released with open weights under Apache 2.0.",
      ],
      [
        "hf-models",
        "2 10:30",
        "mistralai/Parlant-Mini-2512",
        "Open speech-to-speech model, 4B parameters, Apache 2.0. 11 languages, streaming input and output.",
      ],
      [
        "google-news-ai-policy",
        "2 12:40",
        "Mistral AI dévoile un modèle vocal en temps réel - Les Echos",
        "La start-up parisienne publie une version réduite de son modèle de conversation orale sous licence libre et promet une latence d'environ 300 millisecondes dans onze langues.",
      ],
      [
        "reddit-localllama",
        "2 15:00",
        "Parlant-Mini running on a 3060: it actually works for French and it's fun to interrupt",
        "Latency feels like 400-500 ms on my card. English accent is a bit stiff. Setup notes in the comments.",
      ],
      [
        "hackernews",
        "2 16:10",
        "Mistral's open speech-to-speech model",
        "",
        { url: "https://mistral.ai/news/parlant" },
      ],
      [
        "devto",
        "3 13:00",
        "Building a phone-line voice agent with Mistral's open Parlant-Mini and Twilio",
        "Stream the caller's audio over a websocket, pipe Parlant's output back, and handle barge-in. Full code and what it costs per minute on a rented L4.",
      ],
      [
        "mastodon",
        "2 13:10",
        "manners",
        "tried to interrupt the french voice model and it politely waited for me to finish, which is more than my family manages",
      ],
      [
        "stackexchange",
        "3 09:40",
        "Parlant-Mini streaming: how to detect end of the user's turn without cutting them off?",
        "With the default VAD settings it starts answering when I pause for breath. What thresholds are people using for a phone call?",
      ],
    ],
  },
  {
    story: "anthropic-claude-outage",
    items: [
      [
        "hackernews",
        "0 08:30",
        "Claude.ai and API: elevated error rates",
        "",
        { url: "https://status.anthropic.com/incidents/k2v8zt9fxq" },
      ],
      [
        "reddit-artificial",
        "0 09:00",
        "Claude down on Monday morning. Great start to the last work week of the year",
        "Getting 'overloaded' on every request in the app and in Claude Code. Status page says investigating.",
      ],
      [
        "mastodon",
        "0 09:20",
        "peasantry",
        "claude is down so i guess i will write this regex myself like some kind of medieval peasant",
      ],
      [
        "theverge-ai",
        "0 13:10",
        "Anthropic's Claude was down for most of Monday morning in Europe",
        "The company said a networking change in one of its cloud regions caused the outage, which lasted about three hours and also took down Claude Code.",
      ],
      [
        "hackernews",
        "0 10:05",
        "Ask HN: What do you do when your coding assistant is down?",
        "Half my team just discovered they don't remember how to write a migration by hand. Genuinely curious what fallbacks people have.",
      ],
      [
        "reddit-artificial",
        "0 12:30",
        "Claude is back, my productivity is back, my self-respect is not",
        "Three hours of writing code by myself taught me I have forgotten the argument order of every standard library function.",
      ],
    ],
  },
  {
    story: "calderic-frame-video-model",
    items: [
      [
        "theverge-ai",
        "2 15:00",
        "Calderic's Frame video model makes 40-second clips with consistent characters",
        "The startup, which until now sold image tools to ad agencies, says Frame keeps faces and clothing stable across cuts, the failure that has made most AI video unusable for ads.",
      ],
      [
        "producthunt",
        "2 16:00",
        "Calderic Frame — Forty-second AI video with characters that stay the same",
        "Upload up to three reference images per character, write a shot list, get a cut. Free tier: five clips a month.",
      ],
      [
        "reddit-artificial",
        "2 19:30",
        "Tried Calderic Frame for our bakery's Christmas ad. Character consistency is real, hands are not",
        "The baker looks like the same person in all six shots, which is a first. She also has six fingers in four of them.",
      ],
      [
        "hackernews",
        "3 10:20",
        "Calderic Frame: 40-second video generation with character references",
        "",
        { url: "https://calderic.com/frame" },
      ],
      [
        "mastodon",
        "3 14:00",
        "consistent",
        "every ai video launch: 'consistent characters'. every ai video: a man whose tie changes colour when he blinks",
      ],
      [
        "techcrunch-ai",
        "3 11:00",
        "Calderic's bet on ad agencies: why its video model is sold by the clip, not the second",
        "Calderic charges per finished 40-second cut rather than per generated second, which agencies say makes budgets predictable; the company says it keeps the failed generations off the bill.",
      ],
      [
        "devto",
        "4 14:30",
        "Shot lists that work with Calderic Frame: what I learned from 60 generations",
        "Keep each shot under eight seconds, name the character in every line, and describe lighting once at the top. Examples and the failures.",
      ],
    ],
  },
  {
    story: "tidewell-api-price-cut",
    items: [
      [
        "venturebeat-ai",
        "3 11:00",
        "Tidewell halves the price of its embedding and rerank APIs",
        "The search-infrastructure company's embedding model now costs $0.01 per million tokens, and its reranker $0.50 per thousand queries. Tidewell says new inference hardware made the cut possible.",
      ],
      [
        "hackernews",
        "3 11:30",
        "Tidewell embeddings now $0.01 per million tokens",
        "",
        { url: "https://tidewell.io/blog/pricing-december" },
      ],
      [
        "stackexchange",
        "3 17:00",
        "Is it worth re-embedding a 40M-chunk corpus with Tidewell after the price drop, or keep my old vectors?",
        "The old vectors came from tidewell-embed-2. The new price makes re-embedding with embed-3 about $400. Are embed-2 and embed-3 vectors comparable at all, or do I have to migrate everything at once?",
      ],
      [
        "mastodon",
        "4 08:40",
        "vectors",
        "embeddings are now cheaper than the database rows you keep them in",
      ],
      [
        "reddit-localllama",
        "3 15:00",
        "Tidewell embeddings at $0.01/M: is self-hosting an embedding model still worth it?",
        "I run bge on a spare GPU for a 5M-doc index. At the new price the API would cost me about $2 a month. The GPU costs more in power.",
      ],
    ],
  },
  {
    story: "tidewell-tide2-delay",
    items: [
      [
        "techcrunch-ai",
        "5 12:00",
        "Tidewell delays its Tide 2 search model to March, two days after cutting prices",
        "The company told customers in an email that Tide 2, promised for January, failed its multilingual evaluations and will ship in March. Existing models are unaffected.",
      ],
      [
        "reddit-artificial",
        "5 14:10",
        "Got the Tidewell email. Tide 2 pushed to March",
        "We were planning our whole Q1 search rebuild around it. Guess the price cut on Thursday was the sweetener before the bad news.",
      ],
      [
        "hackernews",
        "5 15:30",
        "Tidewell pushes Tide 2 to March after failing its own multilingual evals",
        "",
        { url: "https://techcrunch.com/2026/12/26/tidewell-delays-tide-2-search-model/" },
      ],
      [
        "mastodon",
        "6 09:50",
        "about that january",
        "thursday: half price! saturday: about that january launch",
      ],
      [
        "venturebeat-ai",
        "6 11:30",
        "Tidewell's Tide 2 delay leaves enterprise search buyers holding Q1 budgets",
        "Three customers said they had planned migrations for January; one said it would evaluate other rerankers instead of waiting for March.",
      ],
    ],
  },
  {
    story: "kestrune-k2-open-weights",
    items: [
      [
        "hf-models",
        "3 09:00",
        "kestrune/K2-14B",
        "A 14B multilingual base and instruct pair, 64k context, strongest on French, German and Spanish. Apache 2.0.",
      ],
      [
        "reddit-localllama",
        "3 10:20",
        "Kestrune K2-14B is out, Apache 2.0, and it's good at French legal text of all things",
        "Tried it on some contracts from work. It follows the structure better than anything this size I've used. English is average.",
      ],
      [
        "techcrunch-ai",
        "3 13:15",
        "Kestrune releases an open model two days after the EU asked what it was trained on",
        "The Paris startup's K2 model card includes a one-page training-data summary, which the company says it had planned all along. It declined to say whether it had answered the AI Office's request.",
      ],
      [
        "hackernews",
        "3 14:00",
        "Kestrune K2: open 14B multilingual model",
        "",
        { url: "https://kestrune.fr/en/blog/k2" },
      ],
      [
        "mastodon",
        "3 17:30",
        "compliance speedrun",
        "kestrune shipping a model card with a data summary 48 hours after being asked for one is the fastest compliance i've ever seen",
      ],
      [
        "google-news-ai-policy",
        "3 15:20",
        "Kestrune publie K2, un modèle ouvert multilingue - Le Monde Informatique",
        "Le modèle de 14 milliards de paramètres est accompagné d'un résumé des données d'entraînement, quelques jours après une demande du Bureau européen de l'IA.",
      ],
      [
        "hf-models",
        "3 19:00",
        "lbrunel/K2-14B-Instruct-GGUF",
        "GGUF quantisations of kestrune/K2-14B instruct: Q3_K_M to Q8_0.",
      ],
    ],
  },
  {
    story: "meta-open-model-release",
    items: [
      [
        "theverge-ai",
        "3 16:00",
        "Meta releases a small open model built to run inside WhatsApp on cheap phones",
        "The 3B model handles 40 languages and is tuned for phones with 4 GB of memory, Meta said. The weights are available under Meta's community licence.",
      ],
      [
        "hf-models",
        "3 16:10",
        "meta-llama/Llama-Lite-3B-Instruct",
        "A 3B multilingual instruction model for low-memory devices. 40 languages, 32k context.",
      ],
      [
        "reddit-localllama",
        "3 18:40",
        "Meta's new 3B: great at Hindi and Swahili, bad at everything that isn't chat",
        "Tested it against the other small models on a few African and South Asian languages. It's clearly the best there. Maths and code are poor, which they say openly.",
      ],
      [
        "hackernews",
        "4 09:30",
        "Meta's 3B open model for low-memory phones",
        "",
        { url: "https://ai.meta.com/blog/llama-lite-3b/" },
      ],
      [
        "mastodon",
        "4 11:00",
        "small",
        "a 3b model that speaks 40 languages and can't add two numbers. it's me at a conference dinner",
      ],
      [
        "lab-blogs",
        "3 19:30",
        "Running Llama-Lite 3B in the browser with transformers.js",
        "Meta's new 3B model fits in about 2 GB at 4-bit. We walk through running it fully client-side with WebGPU, and what speed to expect on a mid-range phone.",
        { url: "https://huggingface.co/blog/llama-lite-3b-transformersjs" },
      ],
    ],
  },
];
