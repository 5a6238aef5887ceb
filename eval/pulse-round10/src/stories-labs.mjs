// AI labs in the week of 2027-01-25 (big-tech Q4 earnings Tuesday to Thursday, a Federal Reserve meeting ending
// Wednesday, Data Privacy Day on Thursday, post-Davos follow-ups, FOSDEM in Brussels at the weekend): a model
// launch and its default rolled back three days later, two open-weights releases on one day, a price cut and a price
// rise on one Monday, a video model launch the same Monday, two outages on one Wednesday, a misuse report, a meeting
// feature paused in the EU, a robot demo admitted to be remote-controlled, and an audio model withdrawn.
// Entities: Wendover (invented lab, Edinburgh), Gilsland (invented open-weights lab, Lyon), Meta, Cohere,
// ElevenLabs, OpenAI, Askrigg (invented inference host), Microsoft, Hexworth (invented humanoid-robot startup),
// Stability AI, Google.
// Stories (label, first day):
//   wendover-w3-launch (Mon) · wendover-w3-rollback (Thu)
//   gilsland-g2-open-weights (Tue) · meta-vjepa-3-open-weights (Tue)
//   cohere-api-price-cut (Mon) · elevenlabs-plan-price-rise (Mon) · google-veo-4-launch (Mon)
//   openai-codex-cloud-outage (Wed) · askrigg-inference-outage (Wed)
//   openai-recruiting-scam-report (Thu) · microsoft-teams-recap-paused (Thu, Data Privacy Day)
//   hexworth-demo-teleoperated (Tue) · stability-audio-model-withdrawn (Fri)
// Same-entity twins: Wendover ×3 (the W3 launch on Monday and W3 rolled back as the default on Thursday here; the
// authors' suit over W3's training data on Wednesday in stories-business.mjs), Gilsland ×2 (G2 open weights on
// Tuesday here; its Series A on Friday in stories-business.mjs), Meta ×2 (V-JEPA 3 open weights on Tuesday here;
// Q4 earnings on Wednesday in stories-business.mjs), Cohere ×2 (the API price cut on Monday here; the SAP sovereign
// partnership on Thursday in stories-business.mjs), ElevenLabs ×2 (the plan price rise on Monday here; the employee
// tender offer on Friday in stories-business.mjs), OpenAI ×2 (the Codex cloud outage on Wednesday and the
// recruiting-scam misuse report on Thursday), Askrigg ×2 (the inference outage on Wednesday here; Akamai's purchase
// of it on Friday in stories-business.mjs), Microsoft ×2 (Teams' meeting recap paused in the EU on Thursday here;
// the FY27 Q2 results on Wednesday in stories-business.mjs), Hexworth ×2 (the teleoperated demo on Tuesday here;
// layoffs on Friday in stories-business.mjs).
// Nearly identical names: Wendover (the lab) and Wendmore (the HR-software startup HubSpot buys on Tuesday,
// stories-business.mjs).
// Same event type on one day: Cohere's price cut and ElevenLabs' price rise (Monday), with Google's Veo 4 launch the
// same Monday; Gilsland's and Meta's open weights (Tuesday); the OpenAI Codex and Askrigg outages (Wednesday).
// Same kind in the week: W3's rollback (Thursday), Microsoft's paused recap (Thursday) and Stability's withdrawn audio
// model (Friday), three products pulled back; OpenAI's misuse report and Hexworth's admission, two trust stories.
// Twins with writer B's files (read from B's header comments and story ids only, after A's stories were written):
// Meta ×3 with India's CCI ordering WhatsApp opened to rival assistants (b-cci-meta-whatsapp-ai-order, Friday); the
// Monday price changes here fall on the Monday of Mardell's free GPU tier ending and GitHub's GPU runner price rise
// (b-mardell-free-gpu-tier-ends, b-github-gpu-runner-price-rise): four price changes; the Codex and Askrigg outages
// (Wednesday) come a day after Pellwood's runner outage and Skelwith's transcript leak (Tuesday); Microsoft's paused
// Teams recaps fall on Data Privacy Day with the ICO's reprimand of Sealhurst (b-ico-sealhurst-cv-screening-reprimand)
// and the Dial Tone paper (b-dial-tone-asr-extraction-paper); G2 and V-JEPA 3 (Tuesday) come the day before
// Ullock-T1's open weights (b-ullock-t1-tabular-model, Wednesday); W3's rollback (Thursday) and TriageBench's
// leaderboard pulled (b-triagebench-leaderboard-pulled, Friday) are two things withdrawn, different events.
export default [
  {
    story: "wendover-w3-launch",
    items: [
      [
        "lab-blogs",
        "0 14:00",
        "W3: Wendover's most capable model, now with adjustable thinking time",
        "W3 lets you set how long it reasons, from two seconds to ten minutes, on one price sheet. It leads our internal coding and maths evaluations and becomes the default in the Wendover app today. API pricing is $3 per million input tokens and $14 per million output tokens.",
        { url: "https://wendover.example/news/w3" },
      ],
      ["hackernews", "0 14:25", "Wendover W3", "", { url: "https://wendover.example/news/w3" }],
      [
        "producthunt",
        "0 16:00",
        "Wendover for Mac — W3 on your desktop, with a slider for how long it thinks",
        "Menu-bar chat, file drops and a per-question thinking budget. Free tier included.",
      ],
      [
        "techcrunch-ai",
        "0 15:10",
        "Edinburgh's Wendover ships W3 and lets users dial how hard it thinks",
        "The two-year-old lab, which raised at a $9 billion valuation in the autumn, is pitching a single model with a reasoning slider instead of a family of sizes. W3 replaces W2.5 as the default for all of its 4 million weekly users.",
      ],
      [
        "venturebeat-ai",
        "0 17:45",
        "What W3's thinking-time slider means for enterprise AI budgets",
        "Finance teams can cap the reasoning budget per workspace. Wendover says most enterprise queries in its beta settled at under 20 seconds of thinking.",
      ],
      [
        "reddit-artificial",
        "0 19:30",
        "Set W3 to max thinking and asked it to plan my kitchen renovation. 9 minutes later I have a Gantt chart",
        "Honestly better than the contractor's. It also told me the fridge I picked won't fit through the door, which I had not considered.",
      ],
      [
        "mastodon",
        "0 21:15",
        "dial",
        "new model lets you choose how long it thinks before answering. i have wanted this feature for several of my relatives",
      ],
      [
        "reddit-localllama",
        "1 08:40",
        "Anyone benchmarked W3 at low thinking against the open 30B MoEs?",
        "At the two-second setting it's priced like a mid model. Curious whether it actually beats a local 30B on code edits or whether the slider is mostly marketing.",
      ],
      [
        "stackexchange",
        "1 13:20",
        "Wendover API: how to set reasoning time per request rather than per workspace?",
        "The W3 docs show a workspace-level budget in the console. Is there a request field that overrides it, and is it in seconds or tokens?",
      ],
    ],
  },
  {
    story: "wendover-w3-rollback",
    items: [
      [
        "theverge-ai",
        "3 16:00",
        "Wendover puts W2.5 back as the default after users say W3 got worse at code",
        "Three days after launch, the lab says a change to how W3 truncates long files during reasoning cut its accuracy on large edits. W3 stays available from a menu; a fix is promised next week.",
      ],
      [
        "lab-blogs",
        "3 16:05",
        "Why we are switching the default back to W2.5 for now",
        "A context-packing change shipped with W3 dropped the middle of files over 2,000 lines when thinking time was short. We missed it because our evaluations used shorter files. We are sorry, and we are adding long-file tests to our release checks.",
        { url: "https://wendover.example/news/w3-default" },
      ],
      [
        "hackernews",
        "3 16:30",
        "Wendover reverts default model to W2.5, says W3 dropped middle of long files",
        "",
        { url: "https://wendover.example/news/w3-default" },
      ],
      [
        "reddit-artificial",
        "3 17:50",
        "So I wasn't imagining it. W3 kept 'forgetting' functions in the middle of my 3k-line file",
        "Spent two evenings thinking my prompts were the problem. Glad they owned it, but three days of silence was annoying.",
      ],
      [
        "mastodon",
        "3 20:40",
        "the middle",
        "the model read the beginning of my file and the end of my file and confidently summarised the plot, much like i did with every novel at school",
      ],
      [
        "devto",
        "4 10:15",
        "Pin your model version: what the W3 default switch did to our CI review bot",
        "We pointed our review bot at 'latest'. It changed twice in four days. Here is how we now pin a dated model id and run a 40-file regression set before moving.",
      ],
      [
        "mastodon",
        "4 19:30",
        "what a week",
        "launched on monday, sued on wednesday, and on thursday quietly put last year's model back in the default slot. some weeks you ship, some weeks you un-ship",
      ],
    ],
  },
  {
    story: "gilsland-g2-open-weights",
    items: [
      [
        "hf-models",
        "1 07:30",
        "gilsland/G2-30B-A3B-Instruct",
        "A 30B-parameter mixture of experts with 3B active, 256k context, trained on 22T tokens with a multilingual mix weighted toward European languages. Apache 2.0.",
      ],
      [
        "lab-blogs",
        "1 07:35",
        "G2: small active, long context, open weights",
        "Our second family ships in 30B-A3B and 8B dense sizes under Apache 2.0. G2-30B-A3B runs at 90 tokens per second on a single consumer GPU and matches our previous 70B dense model on our evaluations.",
        { url: "https://gilsland.example/blog/g2" },
      ],
      [
        "reddit-localllama",
        "1 09:10",
        "Gilsland G2-30B-A3B is out, Apache 2.0, and it's fast on a 4090",
        "Q5_K_M loads in 21GB, I'm getting 85 t/s with 32k context. French and German output noticeably better than the Qwen MoE I was using.",
      ],
      [
        "hackernews",
        "1 10:20",
        "G2: A 30B MoE with 3B active parameters, Apache licensed",
        "",
        { url: "https://gilsland.example/blog/g2" },
      ],
      [
        "github",
        "1 12:00",
        "gilsland/g2-recipes: fine-tuning and serving recipes for the G2 models",
        "LoRA configs, a vLLM launch script with expert parallelism, and evaluation harness settings matching the release blog.",
      ],
      [
        "mastodon",
        "1 18:30",
        "active parameters",
        "a model that is thirty billion parameters on the box and three billion at the checkout, like a sofa from a catalogue",
      ],
    ],
  },
  {
    story: "meta-vjepa-3-open-weights",
    items: [
      [
        "lab-blogs",
        "1 15:00",
        "V-JEPA 3: a video world model for robot planning, released openly",
        "V-JEPA 3 is trained on 2 million hours of video and 80,000 hours of robot interaction. We are releasing the weights, code and a planning benchmark under a research licence.",
        { url: "https://ai.meta.example/blog/v-jepa-3" },
      ],
      [
        "hf-models",
        "1 15:05",
        "facebook/vjepa3-vitg-384",
        "Self-supervised video encoder and action-conditioned predictor, ViT-g at 384 pixels. Research licence, non-commercial.",
      ],
      [
        "arxiv",
        "1 15:10",
        "V-JEPA 3: Self-Supervised Video World Models for Zero-Shot Robot Planning",
        "We pretrain a joint-embedding predictive architecture on 2M hours of video and post-train an action-conditioned predictor on 80k hours of robot interaction. Planning in latent space, the model reaches 71% success on unseen pick-and-place tasks on two robot arms without task-specific data.",
        { paper: "vjepa3" },
      ],
      [
        "reddit-machinelearning",
        "1 16:30",
        "[N] Meta releases V-JEPA 3 weights with an action-conditioned predictor",
        "Claims zero-shot pick-and-place on two arms not seen in training. The licence is research-only, unlike the Llama weights, which will limit who actually uses it.",
      ],
      [
        "theverge-ai",
        "1 18:00",
        "Meta's new open model is meant to help robots guess what happens next",
        "V-JEPA 3 watches video and predicts how a scene will change, which Meta says lets a robot arm plan a grasp without task-specific training.",
      ],
      [
        "hackernews",
        "1 19:10",
        "V-JEPA 3: Video world model and planning benchmark",
        "",
        { url: "https://ai.meta.example/blog/v-jepa-3" },
      ],
      [
        "mastodon",
        "2 09:20",
        "predicts the next frame",
        "meta's robot model has watched two million hours of video and still cannot tell me when the bus is coming",
      ],
      [
        "hf-papers",
        "2 08:30",
        "V-JEPA 3: Self-Supervised Video World Models for Zero-Shot Robot Planning",
        "Video pretraining plus an action-conditioned predictor; zero-shot planning on two unseen robot arms.",
        { paper: "vjepa3" },
      ],
    ],
  },
  {
    story: "cohere-api-price-cut",
    items: [
      [
        "venturebeat-ai",
        "0 13:00",
        "Cohere cuts Command API prices by up to 60% as enterprise price war spreads",
        "Input tokens for its flagship Command model fall to $1 per million and output to $4. The Toronto company says lower prices are aimed at high-volume retrieval workloads.",
      ],
      [
        "lab-blogs",
        "0 13:05",
        "New, lower prices for Command and Embed",
        "From today, Command costs $1 in and $4 out per million tokens, and Embed costs $0.05 per million. Existing contracts move to the new rates on their next invoice.",
        { url: "https://cohere.example/blog/pricing-january-2027" },
      ],
      [
        "hackernews",
        "0 13:40",
        "Cohere cuts Command prices 60%",
        "",
        { url: "https://cohere.example/blog/pricing-january-2027" },
      ],
      [
        "google-news-ai-policy",
        "0 16:20",
        "Cohere recorta hasta un 60% el precio de su API para empresas - Expansión",
        "La canadiense rebaja las tarifas de su modelo Command en plena competencia por los clientes corporativos.",
      ],
      [
        "reddit-artificial",
        "0 18:10",
        "Does anyone actually use Cohere outside of embeddings? Price cut makes me want to try",
        "Our RAG stack already uses Embed. At $1 in, Command might replace the model we use for summarising retrieved chunks.",
      ],
      [
        "mastodon",
        "0 20:30",
        "sale",
        "sixty percent off all tokens today, everything must go. the api business is one hand-painted 'closing down sale' sign away from being a carpet shop",
      ],
    ],
  },
  {
    story: "elevenlabs-plan-price-rise",
    items: [
      [
        "techcrunch-ai",
        "0 15:30",
        "ElevenLabs raises prices on its Creator and Pro plans, trims included voice minutes",
        "Creator goes from $22 to $29 a month and Pro from $99 to $129 from March 1; the Creator plan's included characters drop by a fifth. The company says demand for its newest voice models has raised its costs.",
      ],
      [
        "reddit-artificial",
        "0 16:45",
        "ElevenLabs Creator going to $29 AND fewer characters. Audiobook people, what are you switching to?",
        "I narrate two books a month for my small press. This is a 30% rise with less included. Looking at open TTS but the quality gap is still real.",
      ],
      [
        "hackernews",
        "0 17:20",
        "ElevenLabs raises Creator plan to $29/month",
        "",
        { url: "https://elevenlabs.example/blog/plan-changes-2027" },
      ],
      [
        "reddit-localllama",
        "0 21:00",
        "ElevenLabs price hike: which local TTS is good enough for long-form narration now?",
        "Need consistent voice across 10 hours of audio. Tried two open models last year and the voice drifted after a few chapters.",
      ],
      [
        "mastodon",
        "1 08:15",
        "voice",
        "the robot that reads my book aloud now costs more per month than the human who wrote it earns from it",
      ],
      [
        "devto",
        "1 14:40",
        "Caching TTS output so a price rise doesn't double your bill",
        "Hash the text, voice id and settings, store the audio in object storage, and only synthesise what changed. Our ElevenLabs usage fell 70% before the March price change even lands.",
      ],
    ],
  },
  {
    story: "google-veo-4-launch",
    items: [
      [
        "lab-blogs",
        "0 17:00",
        "Veo 4: longer shots, synchronised dialogue and character consistency",
        "Veo 4 generates clips up to 30 seconds with dialogue in 14 languages and keeps a character's appearance across shots from a reference image. It rolls out today in the Gemini app for AI Ultra subscribers and in Vertex AI.",
        { url: "https://blog.google.example/technology/ai/veo-4" },
      ],
      [
        "theverge-ai",
        "0 17:30",
        "Google's Veo 4 can keep the same actor on screen for a whole scene",
        "The new video model takes a reference photo and holds a character's face and clothes across several generated shots, one of the main complaints about earlier versions.",
      ],
      ["hackernews", "0 18:05", "Veo 4", "", { url: "https://blog.google.example/technology/ai/veo-4" }],
      [
        "reddit-artificial",
        "0 20:50",
        "Veo 4 kept my dog looking like my dog for six shots in a row",
        "Previous version gave him a new coat colour every cut. Lip sync on dialogue is still a bit rubbery but the consistency is a huge step.",
      ],
      [
        "mastodon",
        "1 07:40",
        "continuity",
        "ai video has finally solved continuity errors, something hollywood never managed with a budget of two hundred million dollars and a person whose whole job it was",
      ],
      [
        "stackexchange",
        "1 15:30",
        "Vertex AI: Veo 4 request fails with 'reference image not permitted' for a photo of a person",
        "Using the new subject-reference parameter with a headshot of myself. Is there an allow-list or consent step for real people in Vertex, and where is it documented?",
      ],
    ],
  },
  {
    story: "openai-codex-cloud-outage",
    items: [
      [
        "hackernews",
        "2 15:10",
        "Codex cloud tasks failing for over an hour",
        "",
        { url: "https://status.openai.example/incidents/codex-2027-01-27" },
      ],
      [
        "reddit-artificial",
        "2 15:45",
        "Codex cloud tasks stuck on 'setting up environment' for everyone?",
        "Five tasks queued since 14:00 UTC. The CLI works locally, it's only the cloud sandboxes. Status page says degraded.",
      ],
      [
        "techcrunch-ai",
        "2 17:30",
        "OpenAI's Codex cloud agents were down for nearly three hours on Wednesday",
        "Tasks that run in OpenAI's hosted sandboxes failed to start between about 14:00 and 16:50 UTC. OpenAI blamed a container image registry that ran out of capacity.",
      ],
      [
        "mastodon",
        "2 18:10",
        "pair programmer",
        "my pair programmer was unavailable for three hours this afternoon, so i wrote the code myself like some kind of medieval scribe",
      ],
      [
        "lobsters",
        "3 09:30",
        "Codex incident report: registry capacity and sandbox start-up",
        "",
        { url: "https://openai.example/index/codex-incident-2027-01-27" },
      ],
      [
        "stackexchange",
        "3 11:50",
        "How to fall back to local agent runs when a hosted coding agent's cloud is down?",
        "Our nightly job queues Codex cloud tasks and yesterday all of them failed. Is there a clean way to detect a failed environment start and rerun the same task with the CLI on our runner?",
      ],
    ],
  },
  {
    story: "askrigg-inference-outage",
    items: [
      [
        "hackernews",
        "2 09:40",
        "Askrigg is down (all regions)",
        "",
        { url: "https://status.askrigg.example" },
      ],
      [
        "reddit-localllama",
        "2 10:30",
        "Askrigg endpoints returning 502 since 09:15 UTC, anyone else?",
        "Every open model on their API, both EU and US. Glad I kept a llama.cpp box under the desk.",
      ],
      [
        "venturebeat-ai",
        "2 13:00",
        "Askrigg outage knocks out open-model apps for four hours",
        "The inference host, which serves open-weights models to about 30,000 developers, said a bad routing configuration pushed to its load balancers sent all traffic to a single region, which then fell over.",
      ],
      [
        "mastodon",
        "2 14:20",
        "bargain bin",
        "the great thing about the cheapest inference provider is the price. the other thing about it is also the price",
      ],
      [
        "lab-blogs",
        "2 20:00",
        "Incident report: January 27 routing outage",
        "A load-balancer configuration change skipped its staged rollout and sent all traffic to eu-west. We will gate routing changes behind a canary and credit every affected account a week of usage.",
        { url: "https://askrigg.example/blog/incident-2027-01-27" },
      ],
      [
        "devto",
        "3 08:30",
        "A fallback chain for open-model APIs after Wednesday's Askrigg outage",
        "Two providers, a local model as the last resort, and a circuit breaker that trips after three 5xx responses in ten seconds. Sample code in TypeScript.",
      ],
    ],
  },
  {
    story: "openai-recruiting-scam-report",
    items: [
      [
        "lab-blogs",
        "3 13:00",
        "Disrupting malicious uses of AI: January 2027",
        "We banned 140 accounts that used ChatGPT to run fake recruiting schemes, writing job ads, interview scripts and offer letters for roles that asked candidates to pay for training or equipment. Victims were in 11 countries.",
        { url: "https://openai.example/global-affairs/disrupting-malicious-uses-january-2027" },
      ],
      [
        "techcrunch-ai",
        "3 14:15",
        "OpenAI says scammers used ChatGPT to run fake job interviews at scale",
        "Its latest threat report describes networks that posed as recruiters for logistics and remote-support roles, then charged applicants for 'mandatory' laptops. OpenAI says it shared indicators with two job platforms.",
      ],
      [
        "google-news-ai-policy",
        "3 16:40",
        "ChatGPTで偽の求人面接、OpenAIが140アカウントを停止 - 日本経済新聞",
        "求職者に研修費や機材代を支払わせる詐欺で、被害は11カ国に及んだという。",
      ],
      [
        "reddit-artificial",
        "3 18:20",
        "The fake recruiter who interviewed me in December was probably one of these",
        "Polished emails, a 'technical screen' over chat that felt scripted, then a $400 laptop I had to buy from their supplier. I didn't pay, but it was convincing.",
      ],
      [
        "mastodon",
        "3 21:00",
        "offer letter",
        "the job interview was conducted by an ai, the job was invented by an ai, the only human involved was the one expected to pay for the laptop",
      ],
      [
        "hackernews",
        "4 09:15",
        "OpenAI bans accounts running fake recruiting schemes",
        "",
        { url: "https://openai.example/global-affairs/disrupting-malicious-uses-january-2027" },
      ],
    ],
  },
  {
    story: "microsoft-teams-recap-paused",
    items: [
      [
        "theverge-ai",
        "3 10:30",
        "Microsoft pauses Teams' automatic AI recaps in Europe after complaints from works councils",
        "The Copilot feature, switched on by default this month, wrote a summary of every meeting for all attendees. Microsoft says it will make recaps opt-in for EU tenants while it 'reviews feedback', on Data Privacy Day of all days.",
      ],
      [
        "google-news-ai-policy",
        "3 12:10",
        "Microsoft stoppt automatische KI-Zusammenfassungen in Teams für EU-Kunden - Handelsblatt",
        "Betriebsräte in mehreren Konzernen hatten sich über die standardmäßig aktivierte Funktion beschwert.",
      ],
      [
        "hackernews",
        "3 13:00",
        "Microsoft makes Teams Copilot recaps opt-in in the EU",
        "",
        { url: "https://techcommunity.microsoft.example/blog/teams-recap-eu-update" },
      ],
      [
        "reddit-artificial",
        "3 15:40",
        "Our works council got Teams recaps switched off in a week. Microsoft just did it for all of the EU",
        "The recap named who said what, including in a one-to-one about someone's sick leave. Nobody had been asked.",
      ],
      [
        "stackexchange",
        "3 17:20",
        "Teams admin: how to confirm Copilot meeting recaps are disabled for all users in our tenant?",
        "After Microsoft's EU change, our admin centre still shows the policy as 'Default'. Which PowerShell cmdlet shows the effective recap setting per user?",
      ],
      [
        "mastodon",
        "3 19:45",
        "minutes",
        "nothing unites a workforce like discovering the software has been taking minutes of the meeting where everyone complained about the software",
      ],
    ],
  },
  {
    story: "hexworth-demo-teleoperated",
    items: [
      [
        "techcrunch-ai",
        "1 14:00",
        "Hexworth admits its viral laundry-folding robot video was remote-controlled",
        "The humanoid startup said the January demo of its H1 robot folding shirts 'autonomously' was in fact driven by a human operator in the next room for most of its run. It published the unedited footage after an engineer's post went viral.",
      ],
      [
        "hackernews",
        "1 14:30",
        "Hexworth says H1 laundry demo was teleoperated",
        "",
        { url: "https://hexworth.example/updates/h1-demo-statement" },
      ],
      [
        "reddit-artificial",
        "1 16:10",
        "The Hexworth shirt-folding video was a guy with a VR headset. Should demos have to disclose this?",
        "Half the humanoid videos I've seen this year have tiny 'teleoperated' captions, or none. Feels like it should be standard.",
      ],
      [
        "reddit-machinelearning",
        "1 18:40",
        "[D] After the Hexworth demo: how do you actually tell autonomous from teleoperated robot footage?",
        "Things I look for: uncut takes, visible wall clock, failure cases shown. What else? Their paper's success numbers also don't say how many attempts were assisted.",
      ],
      [
        "mastodon",
        "1 20:30",
        "remote control",
        "the robot that folds laundry turned out to be a man folding laundry with extra steps, which is also how i would describe my dishwasher",
      ],
      [
        "theverge-ai",
        "2 11:00",
        "Hexworth's robot demo is the latest humanoid video to unravel",
        "The company has now posted 40 minutes of uncut footage showing the operator. Investors who led its $90 million round last year have not commented.",
      ],
    ],
  },
  {
    story: "stability-audio-model-withdrawn",
    items: [
      [
        "theverge-ai",
        "4 12:00",
        "Stability AI pulls its new open music model after it reproduced chart hits",
        "Users showed that Stable Audio 4 Open, released nine days ago, could regenerate recognisable passages of pop songs from short prompts. Stability says it has removed the download while it retrains with stricter data filtering.",
      ],
      [
        "hf-models",
        "4 12:30",
        "stabilityai/stable-audio-4-open",
        "This repository has been disabled by its owner. Weights are temporarily unavailable; see the announcement for details.",
      ],
      [
        "reddit-localllama",
        "4 13:15",
        "Stable Audio 4 Open pulled from HF. Grab the mirror while you can? (Probably don't)",
        "People are already reuploading it. Given why it was pulled, I'd think twice before building anything on it.",
      ],
      [
        "hackernews",
        "4 14:00",
        "Stability AI withdraws Stable Audio 4 Open after memorisation reports",
        "",
        { url: "https://stability.example/news/stable-audio-4-open-update" },
      ],
      [
        "mastodon",
        "4 16:50",
        "originality",
        "an ai music model was so good at writing hits that it wrote several that had already been written",
      ],
      [
        "reddit-machinelearning",
        "5 10:30",
        "[D] How did nobody run a memorisation test on Stable Audio 4 Open before release?",
        "For text models extraction tests are routine now. For audio the tooling seems years behind. Anyone have a decent pipeline for melody-level near-duplicate detection?",
      ],
      [
        "github",
        "5 16:00",
        "tunecheck/melody-dedup: flag generated audio that matches a reference catalogue",
        "Chroma fingerprints plus a melody-contour index. Started the day Stable Audio 4 Open was pulled; runs on a folder of generated clips against your own catalogue.",
      ],
    ],
  },
];
