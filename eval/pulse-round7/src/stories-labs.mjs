// AI labs in the first working week of 2027 (CES in Las Vegas Tuesday to Friday): model launches, open weights, a
// licence change, a retracted benchmark score, a price rise, outages, a voice-cloning restriction, CES assistants.
// Entities: Brannock (invented lab), OpenAI, Google, Anthropic, Mistral, Ardwyn (invented lab), Nvidia, Samsung,
// Sennet (invented voice lab).
// Same-entity twins: Brannock ×2 (B4 launch on Monday, the withdrawn coding score on Thursday), OpenAI ×3 (the
// ChatGPT Plus price rise on Monday, the realtime voice model on Wednesday here; the employee share sale on Thursday
// in stories-business.mjs), Google ×2 (Gemini on Google TV at CES on Tuesday, the Gemini API outage on Thursday),
// Mistral ×2 (the open OCR model on Wednesday here; the funding talks on Thursday in stories-business.mjs), Ardwyn
// ×2 (open weights on Wednesday, the licence switched to non-commercial on Saturday), Samsung ×2 (the CES home
// assistant on Tuesday here; the preliminary Q4 results on Thursday in stories-business.mjs), Sennet ×2 (the voice
// model on Monday, cloning restricted after a bank scam on Friday).
// Nearly identical names: Brannock (the lab) and Brannick Security (acquired by Cisco on Wednesday,
// stories-business.mjs).
// Same event type on one day: Mistral's and Ardwyn's open-weights releases (Wednesday); Nvidia's robot model and
// Samsung's home assistant, both CES keynotes (Tuesday); Brannock B4 and Sennet's voice model (Monday launches).
// Same kind in the week: the Gemini API (Thursday) and Claude (Friday) outages; the ChatGPT Plus price rise
// (Monday) and Microsoft 365's Copilot price rise (Wednesday, stories-business.mjs).
export default [
  {
    story: "brannock-b4-launch",
    items: [
      [
        "lab-blogs",
        "0 14:00",
        "Brannock B4: our first model with a million-token working memory",
        "B4 reads a million tokens, keeps a running scratchpad across sessions and scores 71.2% on our internal repository-repair suite. It is live today in the API at $3 in and $12 out per million tokens.",
        { url: "https://brannock.ai/news/b4" },
      ],
      ["hackernews", "0 14:20", "Brannock B4", "", { url: "https://brannock.ai/news/b4" }],
      [
        "techcrunch-ai",
        "0 15:05",
        "Brannock opens the year with B4, pitching a model that remembers your codebase between sessions",
        "The Toronto lab, which raised money last summer, says B4 beats every model it tested on fixing real bugs in large repositories. Developers can turn the cross-session scratchpad off per project.",
      ],
      [
        "venturebeat-ai",
        "0 16:30",
        "Brannock's B4 brings persistent scratchpads to enterprise coding agents",
        "For engineering leaders the pitch is fewer re-explanations: B4 keeps notes on build commands and conventions. Data stays in the customer's region, the company said, and notes can be exported as plain text.",
      ],
      [
        "reddit-artificial",
        "0 17:40",
        "B4 remembered that I hate tabs. I never told it twice. Mildly unsettling, mostly great",
        "Day one impressions: I pointed it at our monorepo this morning, went to lunch, came back and it had a page of notes on how we run tests. Slow on the first pass, fast after.",
      ],
      [
        "mastodon",
        "0 18:15",
        "remembers",
        "first monday of the year and a model already remembers more about my repo than i do after the holidays",
      ],
      [
        "reddit-machinelearning",
        "1 08:50",
        "[D] Brannock's repo-repair number: 71.2% on a suite nobody outside can run",
        "The headline result is on an internal benchmark. The public SWE-style numbers in the appendix are much closer to everyone else's. Not saying it's fake, saying I'd like the harness.",
      ],
      [
        "stackexchange",
        "1 11:20",
        "Brannock API returns 413 when sending 900k tokens although B4 advertises 1M context",
        "Request body is about 3.4 MB of source. The error says payload too large before any token count. Is there a separate HTTP body limit, and should I upload files first instead of inlining them?",
      ],
      [
        "google-news-ai-policy",
        "1 07:10",
        "Le laboratoire canadien Brannock lance B4, un modèle qui garde la mémoire des projets - Les Echos",
        "Le modèle conserve des notes d'une session à l'autre; Brannock affirme que les données restent dans la région choisie par le client.",
      ],
      [
        "devto",
        "2 09:40",
        "Three days with Brannock B4's scratchpad on a legacy PHP app",
        "What it wrote down, what it got wrong (it memorised a deploy script we deleted on day two), and the one setting I'd change before letting a team use it.",
      ],
      [
        "github",
        "1 13:00",
        "brannock-ai/b4-cookbook: notebooks for the B4 API, scratchpad export and per-project memory",
        "Examples for uploading a repository, reading and editing the scratchpad as plain text, and turning memory off for a single project.",
      ],
    ],
  },
  {
    story: "brannock-b4-score-withdrawn",
    items: [
      [
        "techcrunch-ai",
        "3 16:20",
        "Brannock withdraws B4's headline coding score after finding test repos in its training data",
        "The lab said 41 of the 300 repositories in its internal repair suite had been scraped into B4's pre-training mix. On the 259 clean ones the model scores 58.9%, not 71.2%. Pricing and availability are unchanged.",
      ],
      [
        "hackernews",
        "3 16:45",
        "Brannock: correction to the B4 repository-repair result",
        "",
        { url: "https://brannock.ai/news/b4-correction" },
      ],
      [
        "reddit-machinelearning",
        "3 18:10",
        "[N] Brannock retracts the 71.2%. Contamination in 41 of 300 repos",
        "Credit where due: they found it themselves and published the list. Still, this is the third lab in a year whose private benchmark turned out to be in the crawl.",
      ],
      [
        "mastodon",
        "3 19:05",
        "58.9",
        "the model that remembers everything also remembered the answers. honestly relatable",
      ],
      [
        "reddit-artificial",
        "3 21:30",
        "So the 'remembers your codebase' model had literally memorised the test codebases",
        "Not dunking, the corrected number is still good. But I showed the old chart to my manager on Tuesday and now I get to explain contamination before coffee tomorrow.",
      ],
      [
        "lobsters",
        "4 10:15",
        "What Brannock's correction says about private coding benchmarks",
        "",
        { url: "https://benchnotes.example/brannock-private-benchmarks" },
      ],
    ],
  },
  {
    story: "openai-plus-price-rise",
    items: [
      [
        "theverge-ai",
        "0 13:10",
        "ChatGPT Plus is going up to $25 a month",
        "OpenAI emailed subscribers on Monday: the new price applies from February 4 for existing members and today for new sign-ups. Annual plans keep their price until renewal.",
      ],
      [
        "hackernews",
        "0 13:40",
        "ChatGPT Plus price increase to $25/month",
        "",
        { url: "https://help.openai.com/en/articles/plus-pricing-2027" },
      ],
      [
        "reddit-artificial",
        "0 14:05",
        "Got the email. $20 → $25 for Plus. Anyone else cancelling or is it just me?",
        "I use it maybe four times a week. At $25 I'd rather pay per token through the API and use a desktop client.",
      ],
      [
        "techcrunch-ai",
        "0 15:30",
        "OpenAI raises ChatGPT's most popular subscription price for the first time",
        "The company told TechCrunch the rise reflects 'a much larger product than the one Plus launched with', pointing to video and agent features added last year. It would not say how many Plus subscribers it has.",
      ],
      [
        "mastodon",
        "0 16:20",
        "inflation",
        "my chatbot subscription now costs more than my music subscription, my password manager and my dignity combined",
      ],
      [
        "google-news-ai-policy",
        "1 08:00",
        "OpenAI sube el precio de ChatGPT Plus a 25 dólares al mes - El País",
        "La subida se aplica desde hoy a los nuevos suscriptores y desde febrero a los actuales; en Europa el precio final dependerá del IVA.",
      ],
      [
        "polymarket",
        "0 19:00",
        "Will OpenAI launch a ChatGPT plan under $10/month in the US before July 1, 2027?",
        "Yes 27% (+11 pts in 24 h) · No 73% · 24 h volume $96K · ends 2027-07-01. Resolves Yes if OpenAI offers a paid ChatGPT plan priced below $10 per month to US users before July 1, 2027.",
        { eng: 96_000 },
      ],
    ],
  },
  {
    story: "openai-realtime-voice-model",
    items: [
      [
        "lab-blogs",
        "2 17:00",
        "A faster realtime voice model in the API",
        "gpt-realtime-mini-2027-01 answers in a median of 230 ms, supports interruptions mid-sentence and costs 60% less per audio minute than the previous realtime model.",
        { url: "https://openai.com/index/realtime-mini-january" },
      ],
      [
        "venturebeat-ai",
        "2 18:10",
        "OpenAI's cheaper realtime voice model targets call-center builders",
        "At the new per-minute price, the company is pitching voice agents for phone support directly against specialised speech vendors. Enterprise customers get a data-retention-off switch at launch.",
      ],
      [
        "hackernews",
        "2 18:30",
        "OpenAI cuts realtime audio price 60% with new mini voice model",
        "",
        { url: "https://openai.com/index/realtime-mini-january" },
      ],
      [
        "devto",
        "3 10:05",
        "Porting our phone agent to gpt-realtime-mini: latency went down, barge-in got weird",
        "The model now stops talking when the caller coughs. We had to raise the VAD threshold and add a 150 ms grace window. Numbers and config inside.",
      ],
      [
        "stackexchange",
        "3 14:40",
        "gpt-realtime-mini session closes with 'invalid_turn_detection' when setting semantic VAD",
        "Same session.update payload works with the old realtime model. With the mini model the socket closes right after. Is semantic_vad not supported yet, or has the field moved?",
      ],
      ["mastodon", "3 20:15", "230ms", "the robot now interrupts you faster than your uncle does. progress"],
    ],
  },
  {
    story: "google-gemini-google-tv-ces",
    items: [
      [
        "theverge-ai",
        "1 16:00",
        "Google is putting Gemini on every new Google TV, and it can see what you're watching",
        "At CES, Google said TVs from TCL, Hisense and Sony shipping this spring will answer questions about the scene on screen, summarise the episode you missed and search by describing a moment.",
      ],
      [
        "techcrunch-ai",
        "1 16:40",
        "Gemini comes to the living room as Google TV partners show off sets at CES",
        "Google says on-screen analysis happens on Google's servers only when the user presses the assistant button, and that TV makers cannot use the frames for advertising.",
      ],
      [
        "hackernews",
        "1 17:15",
        "Gemini on Google TV will describe what's on screen",
        "",
        { url: "https://blog.google/products/google-tv/gemini-ces-2027" },
      ],
      [
        "reddit-artificial",
        "1 19:50",
        "'Ask what's happening in this scene' on a TV sounds great until you remember who makes money from knowing what you watch",
        "Google says frames aren't used for ads. Fine. The TV makers' own ACR tracking was already doing most of it anyway.",
      ],
      [
        "mastodon",
        "1 21:05",
        "ces day 1",
        "ces day one: the tv can now explain the plot of the show you're ignoring. it also knows you're ignoring it",
      ],
      [
        "google-news-ai-policy",
        "2 07:45",
        "CES: Google bringt Gemini auf Fernseher mit Google TV - heise online",
        "Die KI soll Szenen erklären und verpasste Folgen zusammenfassen; Bildschirminhalte werden laut Google nur auf Knopfdruck ausgewertet.",
      ],
    ],
  },
  {
    story: "google-gemini-api-outage",
    items: [
      [
        "hackernews",
        "3 13:25",
        "Gemini Developer API 503s, Vertex unaffected",
        "",
        { url: "https://aistudio.google.com/status" },
      ],
      [
        "reddit-localllama",
        "3 13:40",
        "Gemini API down for anyone else? Our whole eval pipeline just turned red",
        "503 UNAVAILABLE on every model since about 13:15 UTC, us-central and europe-west. Vertex looks fine, the AI Studio keys don't.",
      ],
      ["mastodon", "3 14:00", "503", "ah yes the traditional thursday 503, a cherished google cloud custom"],
      [
        "stackexchange",
        "3 14:30",
        "How do I fail over from the Gemini Developer API to Vertex AI without changing my client code?",
        "We got caught by today's outage. Our code uses google-genai with an API key. Can the same client switch to Vertex with an environment variable, or do I need two code paths?",
      ],
      [
        "techcrunch-ai",
        "3 17:10",
        "Google's Gemini API outage knocked out CES exhibitors' live demos",
        "Google blamed a bad configuration push to the front-end serving layer for the Developer API; Vertex AI customers were not affected. The outage coincided with CES demos that relied on the API, several exhibitors said.",
      ],
      [
        "devto",
        "4 09:30",
        "Thursday's Gemini outage and the retry loop that tripled our bill",
        "Our client retried 503s without backoff across four regions. When the API came back we were rate-limited for another hour. Here's the jittered backoff we should have had.",
      ],
    ],
  },
  {
    story: "anthropic-claude-friday-outage",
    items: [
      [
        "hackernews",
        "4 15:10",
        "Anthropic status: Claude app and API degraded",
        "",
        { url: "https://status.anthropic.com/incidents/kq83hd0vn2" },
      ],
      [
        "reddit-artificial",
        "4 15:25",
        "Claude just died mid-answer on a 40-minute task. Friday afternoon, of course",
        "Web app says 'overloaded' and Claude Code in the terminal is stuck on retries. Status page went yellow a few minutes ago.",
      ],
      [
        "mastodon",
        "4 15:50",
        "peasant mode",
        "claude is down so i guess i'll write the tests myself like some kind of medieval peasant",
      ],
      [
        "theverge-ai",
        "4 19:40",
        "Anthropic's Claude was out for much of Friday afternoon",
        "The company said a capacity problem in one of its cloud regions caused errors for about two hours on the app and API; it had restored service by 17:30 UTC and promised a write-up next week.",
      ],
      [
        "lobsters",
        "5 11:00",
        "Claude went down for two hours and our whole team found out we had no fallback",
        "",
        { url: "https://ninefold.example/notes/claude-friday-no-fallback" },
      ],
      [
        "devto",
        "5 16:20",
        "Adding a second model provider after Friday's Claude outage: a weekend's worth of notes",
        "We route through one small interface now; the fallback model is worse at our prompts, so we only switch after two failed retries. Config and the eval we ran on both.",
      ],
    ],
  },
  {
    story: "mistral-ocr-open-weights",
    items: [
      [
        "lab-blogs",
        "2 10:00",
        "Open-weight OCR: a 4B model for documents, under Apache 2.0",
        "Mistral's new document model reads scanned pages, tables and handwriting in 40 languages and outputs Markdown with layout. Weights are on Hugging Face today.",
        { url: "https://mistral.ai/news/open-document-model" },
      ],
      [
        "hf-models",
        "2 10:05",
        "mistralai/Docstral-4B-2601",
        "A 4B vision-language model for document parsing: PDFs and scans to Markdown, tables as HTML. Apache 2.0. 32k output tokens.",
      ],
      [
        "reddit-localllama",
        "2 11:30",
        "Mistral's 4B OCR model on a 12 GB card: 2.1 s/page, handwriting is the surprise",
        "Ran it on a box of my grandmother's letters. It reads her cursive better than I do. Tables in bank statements come out clean. Tiny print in footnotes still goes wrong.",
      ],
      [
        "hackernews",
        "2 12:10",
        "Mistral releases an open 4B document OCR model",
        "",
        { url: "https://mistral.ai/news/open-document-model" },
      ],
      [
        "google-news-ai-policy",
        "2 14:20",
        "Mistral AI publie un modèle de lecture de documents en accès libre - Le Monde Informatique",
        "La start-up parisienne met à disposition les poids de son modèle de 4 milliards de paramètres sous licence Apache.",
      ],
      [
        "github",
        "2 19:00",
        "mistralai/docstral: inference scripts and a PDF batch converter for Docstral-4B",
        "vLLM and transformers examples, a CLI that walks a folder of PDFs and writes one Markdown file per page.",
      ],
    ],
  },
  {
    story: "ardwyn-open-weights",
    items: [
      [
        "hf-models",
        "2 08:00",
        "ardwyn/Ardwyn-A1-70B",
        "A 70B dense base and instruct model, 256k context. Released under the Ardwyn Open License 1.0 (commercial use permitted). Trained on 22T tokens.",
      ],
      [
        "techcrunch-ai",
        "2 09:30",
        "Ardwyn, a two-year-old lab in Dublin, releases a 70B model anyone can use",
        "The 40-person company says A1 matches last year's leading closed models on reasoning tests. Its founders say they will make money from a hosted version and enterprise support.",
      ],
      [
        "reddit-localllama",
        "2 10:15",
        "Ardwyn A1 70B: first quants are up, and it's the best 70B I've run on 2×3090",
        "Q4_K_M fits with 32k context. Coding is around what I'd expect; long-document QA is better than anything in this size class. License says commercial use OK.",
      ],
      [
        "hackernews",
        "2 11:00",
        "Ardwyn A1: an open 70B model from a small Irish lab",
        "",
        { url: "https://ardwyn.ai/a1" },
      ],
      [
        "mastodon",
        "2 13:30",
        "dublin",
        "a 70b from a 40-person lab in dublin, commercial use allowed, on a wednesday in january. somebody tell the gpus it's still the holidays",
      ],
      [
        "reddit-machinelearning",
        "2 16:45",
        "[D] Ardwyn's A1 tech report is unusually honest about what didn't work",
        "Section 6 lists three failed data mixes and a loss spike they never explained. More of this please.",
      ],
      [
        "hf-models",
        "2 17:20",
        "brenmoor/Ardwyn-A1-70B-Instruct-GGUF",
        "GGUF quantisations of ardwyn/Ardwyn-A1-70B (instruct), Q2_K to Q8_0, with imatrix.",
      ],
    ],
  },
  {
    story: "ardwyn-license-change",
    items: [
      [
        "hackernews",
        "5 10:20",
        "Ardwyn switches A1 to a non-commercial licence three days after release",
        "",
        { url: "https://ardwyn.ai/blog/licence-update" },
      ],
      [
        "reddit-localllama",
        "5 10:50",
        "Ardwyn changed the A1 licence to non-commercial. What about the copies we already downloaded?",
        "The HF repo now says Ardwyn Research License 1.1. Wednesday's download came with 1.0 which allowed commercial use. Is that still binding? Not a lawyer, asking the people who are.",
      ],
      [
        "techcrunch-ai",
        "5 14:00",
        "Ardwyn reverses course on open licence, citing 'resale by cloud providers'",
        "The company said two hosting providers began selling A1 within hours of the release. Existing downloads under the old licence remain valid, a spokesperson said; new downloads fall under the research licence.",
      ],
      ["mastodon", "5 15:10", "open*", "open weights* (*open until someone makes money)"],
      [
        "github",
        "6 09:00",
        "openlic-watch/model-licences: add Ardwyn Research License 1.1 and note the 1.0 grandfathering",
        "Diff between Ardwyn Open License 1.0 and Research License 1.1: section 2(b) removes commercial use; section 9 says copies obtained before January 9 keep 1.0 terms.",
      ],
      [
        "reddit-machinelearning",
        "6 11:30",
        "[D] Can a lab take back a licence it already granted? Ardwyn says 1.0 copies stay 1.0",
        "Their FAQ says downloads before Saturday keep the commercial terms, but fine-tunes published after the switch are 'derivatives of 1.1'. That second part seems hard to defend.",
      ],
    ],
  },
  {
    story: "nvidia-ces-robot-model",
    items: [
      [
        "theverge-ai",
        "1 02:30",
        "Nvidia's CES keynote was about robots that learn chores from watching videos",
        "The company released an open foundation model for humanoid robots trained on two million hours of first-person video and simulation, and showed partners' robots folding laundry and loading dishwashers on stage.",
      ],
      [
        "techcrunch-ai",
        "1 03:15",
        "Nvidia releases open robot model and says humanoids are 'this decade's PC'",
        "The model is free for research and commercial use on Nvidia hardware. Eleven robot makers said they would ship it, including several Chinese firms that cannot buy Nvidia's top data-center chips.",
      ],
      [
        "hackernews",
        "1 06:40",
        "Nvidia open-sources a humanoid robot foundation model at CES",
        "",
        { url: "https://nvidianews.nvidia.com/news/ces-2027-robotics" },
      ],
      [
        "reddit-machinelearning",
        "1 12:30",
        "[D] Nvidia's robot model: 'open' but the licence requires Nvidia GPUs to run it",
        "Read the licence. Commercial use only on Nvidia accelerators. Is that still open weights? The model card is good, to be fair; the data mixture table is detailed.",
      ],
      [
        "hf-models",
        "1 04:00",
        "nvidia/humanoid-fm-3b-2601",
        "A 3B vision-language-action model for bimanual humanoid robots, 50 Hz action chunks. NVIDIA Open Model License.",
      ],
      [
        "mastodon",
        "1 09:10",
        "folding",
        "they've spent a decade on the laundry folding robot and i've spent a decade not folding laundry. we'll see who cracks first",
      ],
      [
        "google-news-ai-policy",
        "1 10:00",
        "Nvidia zeigt auf der CES ein offenes KI-Modell für humanoide Roboter - Handelsblatt",
        "Der Chipkonzern will Robotern das Lernen aus Videos beibringen; elf Hersteller haben zugesagt, das Modell einzusetzen.",
      ],
    ],
  },
  {
    story: "samsung-ces-home-assistant",
    items: [
      [
        "theverge-ai",
        "1 01:20",
        "Samsung's CES pitch: a home assistant that runs on your fridge's chip, not the cloud",
        "Samsung's new on-device model runs on Bespoke appliances and Galaxy phones and can plan meals from what the fridge camera sees. The company says no images leave the home unless you turn on cloud features.",
      ],
      [
        "reddit-artificial",
        "1 13:00",
        "Samsung wants my fridge to have a language model. My fridge can't keep its ice maker working",
        "Genuinely curious what 'runs on the fridge' means in compute terms. Anyone at CES seen the spec sheet?",
      ],
      [
        "hackernews",
        "1 14:00",
        "Samsung's on-device home AI model will run on appliances",
        "",
        { url: "https://news.samsung.com/global/ces-2027-home-ai" },
      ],
      ["mastodon", "1 18:40", "fridge", "the fridge has a model now. it has opinions about the yogurt"],
      [
        "venturebeat-ai",
        "1 20:30",
        "Samsung's appliance model is a 1.5B-parameter bet on privacy",
        "Executives said the model is distilled from a larger in-house system and updated monthly over the air. Third-party developers will get access through SmartThings later this year.",
      ],
    ],
  },
  {
    story: "sennet-voice-launch",
    items: [
      [
        "producthunt",
        "0 08:00",
        "Sennet Voice — Clone a voice from 10 seconds of audio, in 24 languages",
        "Record or upload a short clip, type the script, pick the language. Emotion sliders, SSML, and an API with a free tier.",
      ],
      [
        "techcrunch-ai",
        "0 11:20",
        "Sennet launches a voice-cloning model it says needs only ten seconds of speech",
        "The Berlin startup's model speaks 24 languages and keeps an accent when switching between them. Sennet says it blocks clones of a list of public figures and watermarks all audio.",
      ],
      [
        "hackernews",
        "0 12:30",
        "Sennet Voice: voice cloning from 10 seconds of audio",
        "",
        { url: "https://sennet.ai/voice" },
      ],
      [
        "reddit-artificial",
        "0 16:10",
        "I cloned my own voice with Sennet and my mum couldn't tell on a phone call",
        "Consensual experiment, she's fine, she's furious. Ten seconds from a voicemail. That should worry everyone a bit.",
      ],
      [
        "mastodon",
        "0 19:30",
        "ten seconds",
        "new rule for the family group chat: if 'i' call asking for money, ask me the name of the dog we never had",
      ],
      [
        "github",
        "1 10:45",
        "sennet-ai/sennet-python: official Python client for the Sennet Voice API",
        "Streaming TTS, voice creation from a file, and a helper that checks the watermark on an audio clip.",
      ],
    ],
  },
  {
    story: "sennet-cloning-restricted",
    items: [
      [
        "google-news-ai-policy",
        "4 08:30",
        "Betrüger nutzen geklonte Stimmen für Anrufe bei Bankkunden - Süddeutsche Zeitung",
        "Mehrere Kunden einer Sparkasse erhielten Anrufe mit der Stimme von Angehörigen; die Polizei prüft, ob das Berliner Start-up Sennet genutzt wurde.",
      ],
      [
        "techcrunch-ai",
        "4 12:40",
        "Sennet restricts voice cloning to ID-verified accounts after clones were used in a bank scam",
        "Four days after launch, the startup said clones made on its free tier were used in calls to customers of a German savings bank. New clones now require a verified ID and a spoken consent phrase from the voice's owner.",
      ],
      [
        "hackernews",
        "4 13:15",
        "Sennet now requires ID and spoken consent to clone a voice",
        "",
        { url: "https://sennet.ai/blog/consent-checks" },
      ],
      [
        "reddit-artificial",
        "4 15:00",
        "Nobody could have predicted this (everyone predicted this on Monday)",
        "Free ten-second voice cloning lasted four days before it was used on grandparents. The consent phrase is a good idea. It should have been there on day one.",
      ],
      [
        "mastodon",
        "4 16:45",
        "say the phrase",
        "'say the phrase: i agree to be cloned' is a very normal sentence for 2027",
      ],
      [
        "hackernews",
        "4 20:30",
        "Ask HN: After the Sennet bank-call scam, how do you verify a relative's voice on the phone?",
        "My parents are exactly the people those calls targeted. A family code word feels silly but I can't think of anything better. What have you set up?",
      ],
      [
        "devto",
        "5 10:20",
        "Sennet's new consent flow broke our audiobook pipeline. Here's the workaround",
        "Our narrators' voices were created before Friday and still work, but new narrators now need the spoken phrase recorded in the web app. We added a one-page onboarding step.",
      ],
    ],
  },
];
