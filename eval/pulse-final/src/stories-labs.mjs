// AI labs: model launches, lab funding, lab outages, API price changes, personnel.
// Same-entity twins: Halcyon AI ×3 (the H3 launch on Monday, the Series D on Wednesday, the API outage on Friday;
// its Ohio data-center lease is in stories-business.mjs), OpenAI ×3 (a voice model, a Sora price cut, a senior
// researcher leaving), Google ×4 (Gemma 4, a Gemini batch price cut, Genie 4, the Gemini outage), Nvidia ×2
// (Nemotron 4 here, the Sparkplug acquisition in stories-business.mjs). Two lab rounds in one week: Orrery
// (Tuesday) and Halcyon (Wednesday). Same event type at two companies on one day: the Sora and Gemini batch price
// cuts (Wednesday afternoon), the Halcyon and Gemini outages (Friday). Items that mention another event of the week
// belong to the one they are about: the Verge piece on Halcyon's outage mentions the funding round, the "first
// halcyon, now gemini" toot is about Gemini. One story comes back after four quiet days (a week-with-Gemma-4 post
// on Sunday).
export default [
  {
    story: "deepmind-gemma-4-release",
    items: [
      [
        "lab-blogs",
        "0 15:00",
        "Gemma 4: open models that see, listen and reason",
        "Today we're releasing Gemma 4 in 1B, 5B, 14B and 34B sizes. Every size takes text, images and, for the first time, audio as input, with a 256K-token context window. The 34B model matches Gemini 2.5 Flash on most of our reasoning evaluations and runs on a single 80GB accelerator.",
        { url: "https://deepmind.google/discover/blog/gemma-4/" },
      ],
      [
        "hf-models",
        "0 15:10",
        "google/gemma-4-34b-it",
        "Image-text-to-text model (transformers; safetensors). License: gemma. 34B parameters, text, image and audio input, 256K context, 140 languages.",
      ],
      ["hackernews", "0 15:40", "Gemma 4", "", { url: "https://deepmind.google/discover/blog/gemma-4/" }],
      [
        "theverge-ai",
        "0 16:20",
        "Google's new open models can listen, too",
        "The smallest one is meant to run on a phone and transcribe what it hears without sending anything to the cloud.",
      ],
      [
        "reddit-localllama",
        "0 17:05",
        "34B Q4_K_M on a single 3090: first impressions after two hours",
        "Google's new 34B is the first model in this size that didn't make me reach for Qwen within ten minutes. 38 tok/s with 16K context, vision is solid, audio input works in the transformers build but not in llama.cpp yet. Refuses a bit more than I'd like on security questions.",
      ],
      [
        "mastodon",
        "0 20:00",
        "growth",
        "asked the new gemma to count the r's in strawberry and it wrote a python script instead of answering. honestly? growth",
      ],
      [
        "stackexchange",
        "1 11:00",
        "KeyError 'input_features' when passing a wav file to Gemma4Processor",
        "Following the model card, I call processor(text=prompt, audio=waveform, sampling_rate=16000) and then model.generate(**inputs), which fails with KeyError: 'input_features'. transformers 4.61.0. Do I need to resample first, or does the chat template need an audio placeholder?",
      ],
      [
        "devto",
        "1 14:00",
        "Local meeting transcription with the 5B Gemma 4 and 40 lines of Python",
        "The small model takes audio directly, so there is no separate Whisper step: record, chunk into 30-second windows, ask for a transcript with speaker turns, then a summary. Speed numbers on an M3 laptop and where it still mishears names.",
      ],
      [
        "github",
        "1 16:40",
        "audiollm/gemma4-audio.cpp: Gemma 4 audio encoder in C++ for llama.cpp, until upstream support lands",
        "Loads the audio tower from the safetensors checkpoint, runs it on CPU or Metal, and feeds the embeddings to llama-server. Tested with the 5B and 14B instruct models.",
      ],
      [
        "reddit-machinelearning",
        "1 19:30",
        "[D] Gemma 4 tech report: audio encoder is trained from scratch, not distilled from USM",
        "Section 3.2 says the audio tower was trained jointly with the language model from the start of pretraining, not bolted on later. Would love to see that ablated against the usual frozen-encoder recipe, but the report only gives final numbers.",
      ],
      [
        "lobsters",
        "2 08:30",
        "Gemma 4 model card",
        "",
        { url: "https://ai.google.dev/gemma/docs/core/model_card_4" },
      ],
      [
        "reddit-localllama",
        "6 13:00",
        "A week with the 34B as my only local model",
        "Swapped everything to Google's new open model last Monday. Coding: fine, not Qwen-coder level. Writing and summarising: best I've run locally. The audio input replaced my Whisper setup. Context above 64K gets slow and forgetful. Keeping it.",
      ],
    ],
  },
  {
    story: "halcyon-h3-launch",
    items: [
      [
        "techcrunch-ai",
        "0 17:05",
        "Halcyon, the lab founded by former Google researchers, ships its H3 model",
        "The San Francisco company says H3 was trained mostly for long-running software tasks and is priced at $1 per million input tokens, about a third of what the leading coding models cost.",
      ],
      ["hackernews", "0 17:30", "Halcyon H3", "", { url: "https://halcyon.ai/news/h3" }],
      [
        "venturebeat-ai",
        "0 18:15",
        "Halcyon H3 claims the top spot on SWE-bench Pro at a fraction of frontier prices",
        "The model resolved 61% of tasks on the benchmark's public split, the company said. Enterprise customers get a 1M-token context window; the public API is capped at 400K.",
      ],
      [
        "reddit-artificial",
        "0 19:10",
        "Has anyone actually tried H3? The agent demo looks staged",
        "The launch video has the model fixing a bug across six repos in one take and nobody touching the keyboard. My first two tries on our own monorepo were fine but nothing like that.",
      ],
      [
        "reddit-machinelearning",
        "0 21:30",
        "[D] The H3 technical report has no compute numbers, no data mix and one training curve",
        "Twenty pages, most of it evals. The one architectural detail is 'a hybrid attention scheme', with no ablation. Is this just where we are now for labs that used to publish?",
      ],
      [
        "polymarket",
        "1 08:00",
        "Will Halcyon have the top coding model on Dec 31?",
        "Yes 16% (+11 pts in 24 h) · No 84% · 24 h volume $88K · ends 2026-12-31. Resolves Yes if a Halcyon model is first on the SWE-bench Pro public leaderboard at 23:59 UTC on December 31, 2026.",
        { eng: 88000 },
      ],
      [
        "mastodon",
        "1 10:00",
        "error bars",
        "the halcyon launch post has nine charts and not one error bar. we are so back",
      ],
      [
        "devto",
        "1 15:30",
        "Swapping H3 into our code-review bot: one day of notes",
        "We replaced the model behind our pull-request reviewer with Halcyon's new release for a day. Fewer nitpicks, better at spotting missing tests, worse at following our style guide. Cost per review fell from 9 to 3 cents. Config diff and the prompts we had to change.",
      ],
      [
        "stackexchange",
        "1 17:20",
        "Halcyon H3 tool calls come back with arguments as a string instead of an object",
        "Using the OpenAI-compatible endpoint with the new h3 model, tool_calls[0].function.arguments is a JSON-encoded string, and in about one call in twenty it is cut off mid-object. Is there a strict mode for tool schemas like other providers have?",
      ],
      [
        "hackernews",
        "2 06:00",
        "Ask HN: Has anyone moved production traffic to Halcyon's new model?",
        "The prices in Monday's launch look too good. Curious about rate limits, latency at peak hours and how it does on long agent runs outside of the benchmark.",
      ],
    ],
  },
  {
    story: "orrery-labs-series-b",
    items: [
      [
        "google-news-ai-policy",
        "1 07:30",
        "Intelligence artificielle : le laboratoire parisien Orrery lève 600 millions d'euros - Les Echos",
        "La start-up, qui publie ses modèles en open source, fait entrer Bpifrance et un fonds allemand à son capital et vise une valorisation de 4 milliards d'euros.",
      ],
      [
        "techcrunch-ai",
        "1 09:10",
        "Paris open-weights lab Orrery raises €600M",
        "The 18-month-old company releases all of its models under Apache 2.0 and makes money from fine-tuning and on-premise deployments for European banks and ministries.",
      ],
      [
        "hackernews",
        "1 10:00",
        "Orrery raises €600M Series B to keep building open-weights models in Europe",
        "",
        { url: "https://orrery.ai/blog/series-b" },
      ],
      [
        "reddit-localllama",
        "1 11:30",
        "Orrery raised €600M. Please don't go closed like everyone else",
        "Their 24B is still my daily driver for French and German. The blog post promises Apache 2.0 'for every model we release', which is not quite the same as 'every model we train'.",
      ],
      [
        "venturebeat-ai",
        "1 12:30",
        "Orrery's new money is a bet that European governments will pay for open models they can host themselves",
        "About 60% of the lab's revenue comes from public-sector contracts that require models to run on sovereign infrastructure.",
      ],
      [
        "mastodon",
        "1 14:00",
        "sovereign",
        "every european ai funding announcement contains the word 'sovereign' at least four times. orrery managed seven",
      ],
    ],
  },
  {
    story: "halcyon-series-d",
    items: [
      [
        "techcrunch-ai",
        "2 13:00",
        "Halcyon raises $2.1B, two days after shipping H3",
        "The round values the 20-month-old lab at $18 billion. A Gulf sovereign fund led it, with Nvidia and two of the lab's existing backers taking part.",
      ],
      [
        "theverge-ai",
        "2 13:40",
        "Halcyon is now worth $18 billion",
        "The lab has about 140 employees and one product, an API that it started charging for in March.",
      ],
      [
        "hackernews",
        "2 14:10",
        "Halcyon AI raises $2.1B Series D at $18B valuation",
        "",
        { url: "https://www.bloomberg.com/news/articles/2026-12-09/halcyon-ai-raises-2-1-billion" },
      ],
      [
        "google-news-ai-policy",
        "2 15:00",
        "Gulf fund leads $2.1 billion round in US lab Halcyon as lawmakers eye foreign money in AI - Axios",
        "Two senators said they would ask the Treasury's investment review committee whether the stake gives the fund access to model weights.",
      ],
      [
        "reddit-artificial",
        "2 16:00",
        "$18B for a lab with one model and 140 people",
        "I'm not even saying it's wrong. I just want to know what the spreadsheet says the revenue is in 2029.",
      ],
      [
        "mastodon",
        "2 18:00",
        "per head",
        "fifteen million dollars of new money per employee. I would also like to be a lab",
      ],
    ],
  },
  {
    story: "halcyon-api-outage",
    items: [
      [
        "hackernews",
        "4 14:50",
        "Halcyon API is down",
        "",
        { url: "https://status.halcyon.ai/incidents/7q2lm0x" },
      ],
      [
        "reddit-artificial",
        "4 15:00",
        "H3 returning 529 'overloaded' for the last hour, anyone else?",
        "Every request from our agent fails, console shows nothing, status page says 'degraded performance'. Degraded is one word for it.",
      ],
      [
        "mastodon",
        "4 15:10",
        "it is friday",
        "moved our agents to halcyon on tuesday because it was cheaper. it is friday",
      ],
      [
        "stackexchange",
        "4 16:00",
        "Retrying 529 errors from an LLM API without re-running tool calls that already succeeded",
        "Our agent loop calls Halcyon's API; since this afternoon most calls return HTTP 529. A naive retry of the whole turn re-executes tool calls (one of them sends an email). How do I make the turn idempotent so only the model call is retried?",
      ],
      [
        "theverge-ai",
        "4 17:00",
        "Halcyon's API was down for three hours, days after it raised $2.1 billion",
        "Developers who moved to the lab's cheap new model this week found out what a young company's on-call rotation looks like.",
      ],
      [
        "hackernews",
        "5 18:00",
        "Halcyon incident report: API unavailability on December 11",
        "",
        { url: "https://halcyon.ai/news/incident-2026-12-11" },
      ],
    ],
  },
  {
    story: "gemini-outage",
    items: [
      [
        "hackernews",
        "4 17:50",
        "Gemini API returning 503 in every region",
        "",
        { url: "https://status.cloud.google.com/incidents/vX3kq8PzN2" },
      ],
      [
        "reddit-artificial",
        "4 18:05",
        "Gemini just ate my conversation and now the app won't load at all",
        "Was halfway through a trip plan, it spun for a minute, then 'Something went wrong' and the whole history is gone. Phone and web both.",
      ],
      [
        "mastodon",
        "4 18:40",
        "shared dependency",
        "first halcyon this morning, now gemini. friday is when you learn that both of your 'independent' fallbacks sit behind the same cloud region",
      ],
      [
        "theverge-ai",
        "4 18:30",
        "Google's Gemini is down",
        "The app, the API and Gemini features in Workspace stopped responding for about 90 minutes on Friday afternoon, US time.",
      ],
      [
        "stackexchange",
        "4 19:30",
        "google-genai raises ServerError 503 UNAVAILABLE for gemini-3-pro on Vertex AI",
        "Every generate_content call fails with 503 'The model is overloaded. Please try again later.' since about 17:40 UTC, in us-central1 and europe-west4. Is there a way to fail over to another region automatically in the SDK?",
      ],
      [
        "techcrunch-ai",
        "5 09:00",
        "Google blames Friday's Gemini outage on a bad quota configuration push",
        "A change to how serving capacity is allotted went out to all regions at once, Google said in its incident report, and has been rolled back.",
      ],
    ],
  },
  {
    story: "gemini-api-batch-price-cut",
    items: [
      [
        "hackernews",
        "2 17:40",
        "Gemini Batch Mode is now 75% off, and context caching is free for 24 hours",
        "",
        { url: "https://developers.googleblog.com/en/gemini-batch-mode-pricing-december-2026/" },
      ],
      [
        "venturebeat-ai",
        "2 18:00",
        "Google undercuts rivals again with steeper Gemini batch discounts",
        "Asynchronous jobs that can wait up to 24 hours now cost a quarter of the interactive price, which puts Gemini 3 Flash below most open-weights hosts for offline work.",
      ],
      [
        "reddit-artificial",
        "2 20:00",
        "At 75% off for batch, is running my own GPUs for overnight jobs still worth it?",
        "We label about 3M support tickets a month overnight on two rented H100s. Napkin math says Google's batch is now cheaper than the rental alone. What am I missing?",
      ],
      [
        "mastodon",
        "2 21:00",
        "calendar alert",
        "google cut its batch prices the same afternoon openai cut sora. someone at google has a calendar alert set for openai's blog",
      ],
      [
        "devto",
        "3 09:00",
        "Moving our nightly evals to Gemini Batch: the bill before and after",
        "2,400 eval prompts a night, three models. Submitting them as one JSONL batch took an afternoon of refactoring and the bill went from $61 to $14 a night. Code for polling the job and joining results back to prompts.",
      ],
    ],
  },
  {
    story: "openai-sora-api-price-cut",
    items: [
      [
        "lab-blogs",
        "2 15:00",
        "Sora 2 in the API: lower prices, longer clips",
        "Starting today, sora-2 costs $0.05 per second of generated video, down from $0.10, and sora-2-pro $0.20, down from $0.50. Clips can now be up to 25 seconds long.",
        { url: "https://openai.com/index/sora-2-api-pricing-update/" },
      ],
      [
        "techcrunch-ai",
        "2 15:30",
        "OpenAI halves what developers pay for Sora video",
        "The cut comes as video generation becomes one of the fastest-growing parts of its API business, and as Google and Runway compete on price.",
      ],
      [
        "hackernews",
        "2 16:00",
        "Sora 2 API now $0.05 per second",
        "",
        { url: "https://openai.com/index/sora-2-api-pricing-update/" },
      ],
      [
        "reddit-artificial",
        "2 17:20",
        "Generated video is now cheaper than licensing stock footage for us",
        "We make short explainer ads. A 20-second stock clip costs us about $60. The same length from the API is now a dollar, and we usually need five tries. The math flipped today.",
      ],
      [
        "mastodon",
        "3 08:00",
        "a disturbance",
        "five cents a second. somewhere a stock footage company felt a great disturbance",
      ],
      [
        "devto",
        "3 12:00",
        "What a 30-second product video costs on Sora 2 after this week's price change",
        "Line by line: prompt iterations, rejected takes, the pro model for the final cut, upscaling. Before the change our average clip was $14; now it is $5.80.",
      ],
    ],
  },
  {
    story: "openai-realtime-2-launch",
    items: [
      [
        "lab-blogs",
        "1 18:00",
        "Introducing gpt-realtime-2",
        "gpt-realtime-2 is our most capable speech-to-speech model. It handles interruptions and back-channel cues, follows multi-step instructions over long calls, and can place and receive phone calls over SIP. Available today in the Realtime API.",
        { url: "https://openai.com/index/introducing-gpt-realtime-2/" },
      ],
      [
        "theverge-ai",
        "1 18:30",
        "OpenAI's new voice model knows when to stop talking",
        "It also says 'mm-hm' while you talk, which in our testing was either reassuring or unsettling.",
      ],
      [
        "hackernews",
        "1 18:45",
        "gpt-realtime-2",
        "",
        { url: "https://openai.com/index/introducing-gpt-realtime-2/" },
      ],
      [
        "mastodon",
        "1 21:00",
        "managed",
        "tried openai's new voice thing. it said 'mm-hm' while i was mid-sentence. i have never felt so gently managed",
      ],
      [
        "github",
        "1 22:30",
        "callbridge/realtime2-sip: Answer phone calls with gpt-realtime-2 over SIP, with call transfer and recording",
        "A small Go server that bridges a SIP trunk to the Realtime API. Supports warm transfer to a human, DTMF menus and per-call transcripts.",
      ],
      [
        "reddit-localllama",
        "2 07:00",
        "Is there any open model close to OpenAI's new speech-to-speech yet?",
        "Listened to the demo calls. The turn-taking is the part nothing local does well. Is anyone running a full duplex voice model at home that doesn't talk over you?",
      ],
      [
        "stackexchange",
        "2 10:00",
        "Realtime API session.update rejects turn_detection type 'semantic_vad' with gpt-realtime-2",
        "I switched the model name to gpt-realtime-2 and now session.update returns invalid_request_error: 'turn_detection.type' must be one of server_vad, none. The docs for the new model show semantic_vad. Is it a different API version header?",
      ],
      [
        "devto",
        "2 13:00",
        "A phone receptionist for our clinic in one afternoon",
        "Twilio number, a SIP trunk, and OpenAI's new realtime model. It books appointments into our calendar and hands off to a person when asked. The prompt, the tool schema, and the three calls that went wrong.",
      ],
    ],
  },
  {
    story: "openai-post-training-head-departs",
    items: [
      [
        "theverge-ai",
        "3 19:00",
        "OpenAI's head of post-training is leaving",
        "The researcher, who led the team that turns base models into ChatGPT, told staff they are starting a robotics company.",
      ],
      [
        "techcrunch-ai",
        "3 19:40",
        "Another senior OpenAI researcher heads for the door, this time to build robots",
        "The departure is the fourth from OpenAI's research leadership this year. The company said the post-training team will report to its chief research officer for now.",
      ],
      [
        "hackernews",
        "3 20:00",
        "OpenAI's post-training lead departs to found robotics startup",
        "",
        { url: "https://www.theinformation.com/articles/openai-post-training-lead-departs" },
      ],
      [
        "reddit-artificial",
        "3 21:10",
        "How many of the people who built ChatGPT are still at OpenAI?",
        "Tonight's departure is the person who ran post-training. Someone must be keeping a spreadsheet by now.",
      ],
      [
        "mastodon",
        "4 08:00",
        "robots",
        "every quarter another openai lead leaves 'to work on robots'. at this point the robots should be worried",
      ],
    ],
  },
  {
    story: "meta-llama-api-ga",
    items: [
      [
        "techcrunch-ai",
        "1 16:00",
        "Meta's Llama API leaves preview with per-token prices that undercut OpenAI",
        "Meta will charge $0.15 per million input tokens for its smallest hosted model and says it will not train on API customers' data.",
      ],
      [
        "hackernews",
        "1 16:30",
        "Llama API is now generally available",
        "",
        { url: "https://llama.developer.meta.com/blog/llama-api-general-availability" },
      ],
      [
        "reddit-localllama",
        "1 17:00",
        "Meta now sells Llama by the token",
        "The open-weights company opening a paid API is funny to me, but the prices are low and the rate limits are generous. Anyone compared latency to Together or Groq?",
      ],
      [
        "mastodon",
        "1 20:00",
        "normal business",
        "meta selling api access to the model it also gives away for free is the most normal business model of 2026",
      ],
      [
        "devto",
        "2 09:30",
        "Pointing the OpenAI SDK at the Llama API: base_url, model names and one missing header",
        "The Llama API speaks the chat completions format, mostly. What changed in our code: the base URL, the model ids, and an extra header for the data-retention setting. Streaming and tool calls work; logprobs don't.",
      ],
      [
        "stackexchange",
        "2 14:00",
        "Llama API returns 400 'json_schema response_format is not supported' for Llama-4.5-Maverick",
        "Same request works against the preview endpoint last week. Since the general availability switch, response_format with type json_schema fails on Maverick but not on Scout. Is structured output model-specific now?",
      ],
    ],
  },
  {
    story: "zhipu-glm-5-release",
    items: [
      [
        "hf-models",
        "3 03:10",
        "zai-org/GLM-5",
        "Text generation model (transformers; safetensors). License: mit. Mixture-of-experts with 744B total and 40B active parameters, 200K context, trained for agentic coding and tool use.",
      ],
      [
        "github",
        "3 03:30",
        "zai-org/GLM-5: GLM-5 weights, inference recipes for vLLM and SGLang, and the tool-call parser",
        "Official repository for GLM-5. Includes FP8 checkpoints, the chat template, and deployment guides for 8×H200 and 16×H20.",
      ],
      [
        "reddit-localllama",
        "3 05:00",
        "GLM-5 is out: 744B MoE, 40B active, MIT",
        "Weights are up. Nobody here is running this at home, but the Air version last time came two weeks later. Early SWE-bench Verified number in the card is 79.",
      ],
      ["hackernews", "3 08:00", "GLM-5", "", { url: "https://z.ai/blog/glm-5" }],
      [
        "mastodon",
        "3 10:00",
        "another month",
        "another month, another chinese lab ships an open model that beats the american closed one i'm paying for",
      ],
      [
        "venturebeat-ai",
        "3 14:00",
        "Zhipu's MIT-licensed GLM-5 narrows the gap with US models on agentic coding",
        "The Beijing lab's model is free to use commercially, and its API costs a fifth of comparable US offerings, though it is on a US export blacklist.",
      ],
      [
        "hf-models",
        "4 07:00",
        "unsloth/GLM-5-GGUF",
        "Dynamic GGUF quantizations of zai-org/GLM-5, 1.6-bit to 8-bit. The 1.6-bit file is 190 GB and runs with experts offloaded to system RAM.",
      ],
    ],
  },
  {
    story: "nvidia-nemotron-4-release",
    items: [
      [
        "hf-models",
        "1 14:05",
        "nvidia/Nemotron-4-Super-120B-A12B",
        "Text generation model (transformers; safetensors). License: nvidia-open-model-license. Hybrid Mamba-Transformer mixture-of-experts, 120B total / 12B active, 1M context. Pretraining and post-training data released.",
      ],
      [
        "lab-blogs",
        "1 14:30",
        "Nemotron 4 on the Hub: open weights, open data, open recipes",
        "NVIDIA's Nemotron 4 family is now on the Hugging Face Hub, together with the 25-trillion-token pretraining corpus and every post-training dataset used to make it. Here is how to load the models, stream the datasets and reproduce the SFT stage.",
        { url: "https://huggingface.co/blog/nvidia/nemotron-4" },
      ],
      [
        "hackernews",
        "1 15:00",
        "Nvidia releases Nemotron 4 along with its full pretraining dataset",
        "",
        { url: "https://huggingface.co/blog/nvidia/nemotron-4" },
      ],
      [
        "reddit-localllama",
        "1 16:10",
        "Nemotron 4 Super: 12B active, fits in 64GB at Q4, and the data is actually open this time",
        "Ran it on two 3090s plus RAM offload at 22 tok/s. Feels like a strong Qwen3-Next competitor. The part I care about: the full SFT mix is downloadable, so we can finally see what goes into one of these.",
      ],
      [
        "reddit-machinelearning",
        "1 19:00",
        "[N] Nvidia publishes the 25T-token pretraining corpus behind Nemotron 4",
        "Dataset cards list sources and filters per shard, including synthetic rephrasing of web data at scale. Probably the largest fully released pretraining set with a commercial-use model attached.",
      ],
      [
        "mastodon",
        "2 09:00",
        "shovels",
        "nvidia giving away a model and 25 trillion tokens so that you will need more gpus to use them. the shovel seller is now also handing out maps",
      ],
    ],
  },
  {
    story: "deepmind-genie-4",
    items: [
      [
        "lab-blogs",
        "3 16:00",
        "Genie 4: worlds that remember",
        "Genie 4 generates interactive environments from a sentence or an image and keeps them consistent for up to an hour of play: leave a room and come back, and it is as you left it. We are opening it to a small group of game developers and researchers.",
        { url: "https://deepmind.google/discover/blog/genie-4/" },
      ],
      ["hackernews", "3 16:30", "Genie 4", "", { url: "https://deepmind.google/discover/blog/genie-4/" }],
      [
        "theverge-ai",
        "3 17:00",
        "Google's Genie 4 turns one sentence into a level you can walk around for an hour",
        "We watched a demo where a player left a lighthouse, spent ten minutes on a beach, and came back to find the door still open.",
      ],
      [
        "reddit-machinelearning",
        "3 20:00",
        "[D] Genie 4's hour-long consistency: explicit memory or just a very long context?",
        "The blog hints at 'a spatial memory' but gives no detail. If it's retrieval over past frames keyed on position, that's a very different thing from a world model that actually tracks state.",
      ],
      [
        "reddit-artificial",
        "3 22:00",
        "So are game studios cooked or not?",
        "The DeepMind demo is wild, but it's 720p at 24fps and there's no sound. Feels like the first Sora: incredible and unusable at the same time.",
      ],
      [
        "mastodon",
        "4 09:30",
        "same tree",
        "walked away from a tree in a generated world, came back ten minutes later, tree was still there. low bar. first one to clear it though",
      ],
    ],
  },
  {
    story: "microsoft-mai-2-launch",
    items: [
      [
        "theverge-ai",
        "2 17:00",
        "Microsoft's own MAI-2 model now answers some Copilot questions instead of OpenAI's",
        "Microsoft AI says its second in-house frontier model will handle consumer Copilot chats in the US first, with OpenAI models still used for the hardest requests.",
      ],
      [
        "hackernews",
        "2 17:30",
        "MAI-2: Microsoft AI's second in-house foundation model",
        "",
        { url: "https://microsoft.ai/news/introducing-mai-2/" },
      ],
      [
        "venturebeat-ai",
        "2 19:00",
        "With MAI-2, Microsoft shows it can ship a frontier model without OpenAI",
        "The model is available in Azure AI Foundry in preview. Microsoft did not say how large it is, only that it was trained on 15,000 GB300 GPUs.",
      ],
      [
        "reddit-artificial",
        "2 21:00",
        "Microsoft is quietly swapping OpenAI out of Copilot, right?",
        "Their own model now answers 'most everyday questions'. Combined with last year's deal changes it looks like a slow divorce.",
      ],
      [
        "mastodon",
        "3 07:30",
        "in-house",
        "microsoft ai's new model is called mai-2, which is either 'my 2' or 'may 2', depending on how the copilot rollout goes",
      ],
    ],
  },
];
