// AI labs in the week of 2027-02-01 (the run-up to the Lunar New Year on Saturday 2027-02-06, with New Year's Eve on
// Friday; Chinese apps' red-envelope campaigns; the Q4 earnings season's busiest week): a launch and a misuse report
// by one lab, open weights and a red-envelope campaign by one company, a New Year's Eve outage, a second misuse
// report, a withdrawn feature, a plan withdrawn, an API outage, an API launch, an open music model and its
// withdrawal.
// Entities: Draycote (invented London lab, model Kestle 3), Linthwaite (invented Edinburgh lab, model Haar 2),
// Tencent (Hunyuan, the Yuanbao app), ByteDance (Doubao), Mistral AI, Tolgarrick (invented Leeds avatar lab, feature
// Mirrorcast), Fennimore (invented Toronto consumer chatbot), Aubrac (invented Paris lab, model Mistle 2),
// StepFun, Qingheng (invented Hangzhou music lab, model Qinyin-1).
// Same-entity twins: Draycote ×3 (Kestle 3 on Tuesday, the misuse report on Thursday here; the Deutsche Telekom deal
// on Friday in stories-business.mjs), Tencent ×2 (Yuanbao's red envelopes on Monday, Hunyuan open weights on
// Wednesday), Qingheng ×2 (Qinyin-1 open weights on Thursday, pulled from Hugging Face on Saturday), Tolgarrick ×2
// (Mirrorcast withdrawn on Tuesday here; the scam victims' suit on Friday in stories-business.mjs), Aubrac ×2 (the
// API outage on Monday here; the Series B on Thursday in stories-business.mjs).
// Nearly identical names: Draycote (the lab) and Draycott Robotics (the robot-mower maker cutting staff on
// Wednesday, stories-business.mjs).
// Same event type on one day: Draycote's and Mistral's misuse reports (Thursday); Hunyuan's open weights
// (Wednesday) and StepFun's Step-4 API (Thursday), Chinese launches before the New Year.
// Same kind in the week: Tencent's Yuanbao campaign (Monday) and Doubao's New Year's Eve outage (Friday), the two
// assistants' red-envelope battle; Tolgarrick withdrawing Mirrorcast (Tuesday), Fennimore ending its unlimited plan
// (Friday) and Qingheng pulling Qinyin-1 (Saturday), three withdrawals; Aubrac's outage (Monday) and Doubao's
// (Friday); Linthwaite's Haar 2 price cut (Wednesday) against Fennimore's credits (Friday), prices down and up.
// Across the two writers' files (added after reading writer B's header comments and story ids, no item changed for
// it): Aubrac's outage (Monday) and B's Lanercost Frankfurt outage (Saturday), with Doubao's (Friday), three
// outages; Aubrac (a Paris lab) and B's Wetherlam (a French-American model provider, the antitrust probe on Monday),
// two French labs the same Monday; Qingheng pulling Qinyin-1 after the labels' notice (Saturday) beside B's
// Thirlmere music-publishers settlement (Friday) and B's Ossington speech corpus pulled over consent (Thursday);
// Fennimore ending its unlimited plan (Friday) beside B's Tarnbrooke ending its free tier (Wednesday); Draycote's
// and Mistral's misuse reports (Thursday) beside B's Brindlemark sandbox escape (Thursday); near names Kestle
// (Draycote's model) and B's Kestrelmoor, Draycote/Draycott here and Tarnbrook/Tarnbrooke, Cartmel/Cartmell in B's
// files.
export default [
  {
    story: "draycote-kestle-3-launch",
    items: [
      [
        "lab-blogs",
        "1 13:00",
        "Introducing Kestle 3",
        "Kestle 3 is our new frontier model for long software tasks. It keeps a running ledger of the files it has read and the tests it has run, and it can work unattended for up to six hours on a repository. On our internal migration suite it finishes 71% of tasks that took an engineer more than a day. Kestle 3 is available today in the Draycote API at $6 per million input tokens.",
        { url: "https://draycote.example/news/kestle-3" },
      ],
      ["hackernews", "1 13:24", "Kestle 3", "", { url: "https://draycote.example/news/kestle-3" }],
      [
        "techcrunch-ai",
        "1 14:10",
        "London's Draycote ships a model it says can babysit a codebase for six hours",
        "The three-year-old lab, which has mostly sold to banks, is pitching Kestle 3 at legacy migrations: COBOL to Java, Python 2 stragglers, monorepo splits. Pricing undercuts the big US labs by about a third.",
      ],
      [
        "google-news-ai-policy",
        "1 16:30",
        "Britisches KI-Labor Draycote stellt Kestle 3 vor: sechs Stunden autonomes Programmieren - t3n",
        "Das Modell soll vor allem Banken und Versicherern bei der Ablösung alter Systeme helfen.",
      ],
      [
        "reddit-artificial",
        "1 19:45",
        "Gave Kestle 3 our ancient Perl billing scripts and went to lunch. Came back to a PR",
        "42 files, tests pass, it left a note saying two regexes 'appear to be load-bearing' and it did not touch them. Honestly the most senior-engineer thing I've seen a model do.",
      ],
      [
        "mastodon",
        "1 21:15",
        "unattended",
        "a model that works unsupervised for six hours is already a better remote employee than half the people in my standups",
      ],
      [
        "lobsters",
        "2 08:40",
        "What a 'ledger of files read' does and does not buy you in an agent",
        "",
        { url: "https://slowmigrations.example/posts/ledgers" },
      ],
      [
        "devto",
        "2 17:20",
        "Running Kestle 3 against a 400k-line Java monolith: notes from day one",
        "Where the six-hour sessions stalled (flaky integration tests, a Maven mirror that rate-limited us) and the prompt we ended up with to keep it from rewriting the build.",
      ],
    ],
  },
  {
    story: "draycote-kestle-3-misuse-report",
    items: [
      [
        "lab-blogs",
        "3 10:00",
        "How a wallet-drainer crew used Kestle 3, and how we shut them out",
        "Within 36 hours of launch we saw a cluster of accounts asking Kestle 3 to write and obfuscate smart contracts that empty wallets on approval. We banned 212 accounts, shared indicators with exchanges and added a classifier for drainer patterns. This report describes what they asked for and what we missed.",
        { url: "https://draycote.example/news/drainer-report" },
      ],
      [
        "theverge-ai",
        "3 12:05",
        "Crypto thieves found Draycote's new coding model within a day and a half",
        "The lab says scammers used Kestle 3 to polish contracts that drain wallets, and that its filters caught the pattern only after the first victims reported losses.",
      ],
      [
        "hackernews",
        "3 12:30",
        "Draycote: How a wallet-drainer crew used Kestle 3",
        "",
        { url: "https://draycote.example/news/drainer-report" },
      ],
      [
        "reddit-artificial",
        "3 15:00",
        "36 hours from launch to a drainer gang using it. Is that fast or is that just how it goes now?",
        "Genuinely asking. Every new model seems to come with its own abuse report a week later. This one came before I'd even got API access.",
      ],
      [
        "mastodon",
        "3 16:20",
        "speedrun",
        "new coding model any% glitchless: launch tuesday, wallet drainers by thursday lunch, transparency report by thursday teatime",
      ],
      [
        "google-news-ai-policy",
        "3 18:40",
        "Des escrocs ont détourné le modèle Kestle 3 pour vider des portefeuilles crypto, reconnaît Draycote - 01net",
        "Le laboratoire londonien a suspendu plus de 200 comptes.",
      ],
    ],
  },
  {
    story: "tencent-yuanbao-red-envelopes",
    items: [
      [
        "google-news-ai-policy",
        "0 02:30",
        "腾讯元宝春节派发10亿元红包，用户向AI提问即可领取 - 澎湃新闻",
        "活动从2月1日持续到元宵节，用户每天与元宝对话即可抽取现金红包。",
      ],
      [
        "techcrunch-ai",
        "0 09:15",
        "Tencent will pay people to talk to its chatbot over Lunar New Year",
        "The company is putting 1 billion yuan into red envelopes handed out inside Yuanbao, its assistant app, in a bid to catch up with ByteDance's Doubao before the holiday.",
      ],
      [
        "hackernews",
        "0 11:40",
        "Tencent puts ¥1B in red envelopes into its AI assistant",
        "",
        { url: "https://chinatechweekly.example/yuanbao-red-envelopes" },
      ],
      [
        "reddit-artificial",
        "0 14:05",
        "My aunt in Chengdu has asked Yuanbao 60 questions today and won 4 yuan",
        "She asks it the weather in cities she has never been to. Customer acquisition cost must be wild but the family group chat has never talked about AI this much.",
      ],
      [
        "mastodon",
        "0 20:50",
        "engagement",
        "paying users cash to ask your chatbot things is the most honest metric anyone in AI has published this year",
      ],
    ],
  },
  {
    story: "tencent-hunyuan-open-weights",
    items: [
      [
        "lab-blogs",
        "2 02:00",
        "Hunyuan-T2: open weights for a 300B mixture-of-experts and three dense models",
        "We are releasing Hunyuan-T2 under the Tencent Hunyuan Community License: a 300B-A22B mixture-of-experts model and dense 3B, 9B and 40B models, all with 256k context and tool use. The 40B model is tuned for Chinese and English customer service.",
        { url: "https://hunyuan.tencent.example/blog/hunyuan-t2" },
      ],
      [
        "hf-models",
        "2 02:05",
        "tencent/Hunyuan-T2-40B-Instruct",
        "Dense 40B instruct model, 256k context, function calling. Tencent Hunyuan Community License (commercial use allowed below 100M monthly users; not licensed in the EU, UK or South Korea).",
      ],
      [
        "google-news-ai-policy",
        "2 04:10",
        "腾讯混元开源T2系列大模型，3000亿参数混合专家模型赶在春节前发布 - 36氪",
        "腾讯表示，T2系列在中文客服和工具调用任务上达到同类开源模型领先水平。",
      ],
      [
        "reddit-localllama",
        "2 05:30",
        "Hunyuan-T2 40B dense is up. The licence excludes the EU and UK again",
        "Grabbed the Q4_K_M from the community repo, runs at 19 tok/s on a 4090 + 3090. Chinese is excellent, English is fine. If you're in Europe read the licence before you ship it.",
      ],
      [
        "hackernews",
        "2 09:20",
        "Tencent releases Hunyuan-T2 open weights, 300B MoE",
        "",
        { url: "https://hunyuan.tencent.example/blog/hunyuan-t2" },
      ],
      [
        "github",
        "2 10:45",
        "Tencent-Hunyuan/Hunyuan-T2: inference code, tool-use templates and evaluation scripts for the T2 models",
        "Reference inference with vLLM and SGLang, the chat template with tool calls, and the customer-service evaluation harness used in the release post.",
      ],
      [
        "mastodon",
        "2 13:10",
        "geofence",
        "love a licence that says 'open' in the title and 'not you, Europe' in clause 5",
      ],
    ],
  },
  {
    story: "bytedance-doubao-new-year-eve-outage",
    items: [
      [
        "google-news-ai-policy",
        "4 13:20",
        "除夕夜豆包崩了：春晚红包互动期间大量用户无法登录 - 第一财经",
        "字节跳动回应称，流量超出预期，部分用户出现卡顿和登录失败，工程团队正在扩容。",
      ],
      [
        "reddit-artificial",
        "4 13:45",
        "Doubao just died in the middle of the Spring Festival Gala giveaway",
        "Whole family was holding phones up for the red-envelope round and the app just spins. Yuanbao still works lol.",
      ],
      [
        "mastodon",
        "4 14:05",
        "spring festival load test",
        "a billion people opening one chatbot at exactly 8pm is the load test nobody can afford to run in staging",
      ],
      [
        "hackernews",
        "4 15:30",
        "ByteDance's Doubao goes down for 90 minutes on Lunar New Year's Eve",
        "",
        { url: "https://chinatechweekly.example/doubao-eve-outage" },
      ],
      [
        "theverge-ai",
        "4 17:10",
        "China's most popular chatbot crashed on the biggest night of the year",
        "Doubao was unreachable for about an hour and a half during the Spring Festival Gala, when ByteDance had promised red envelopes to users who answered its on-air prompts.",
      ],
      [
        "lobsters",
        "6 09:15",
        "Notes on Doubao's New Year's Eve outage: when every client retries at once",
        "",
        { url: "https://thunderingherd.example/doubao-eve" },
      ],
    ],
  },
  {
    story: "mistral-threat-report",
    items: [
      [
        "lab-blogs",
        "3 15:00",
        "Abuse report: fake support lines and refund fraud",
        "We banned a network of accounts that used Le Chat and our API to staff fake customer-support chats for airlines and parcel companies, steering callers into paying 'rebooking fees'. The report covers how they evaded our usage filters with translated prompts, and the signals we now use to catch the pattern.",
        { url: "https://mistral.example/news/threat-report-february-2027" },
      ],
      [
        "techcrunch-ai",
        "3 16:20",
        "Mistral says scammers used its models to run fake airline help desks",
        "The Paris lab's first abuse report describes an operation that answered thousands of travellers' chats in nine languages before it was caught, the same day a London lab published a report of its own.",
      ],
      [
        "hackernews",
        "3 16:45",
        "Mistral AI: fake support lines and refund fraud",
        "",
        { url: "https://mistral.example/news/threat-report-february-2027" },
      ],
      [
        "reddit-artificial",
        "3 19:30",
        "The fake airline support scam from Mistral's report hit my mother last month",
        "She searched for the airline's number, got a chat widget on a lookalike site, and the 'agent' was unbelievably patient and polite. Paid €180 to 'rebook'. Now I know why it was so polite.",
      ],
      [
        "mastodon",
        "3 21:00",
        "customer service",
        "the scammers' chatbot apparently had better customer service than the actual airline, which tells you something about both",
      ],
      [
        "stackexchange",
        "4 10:40",
        "How can a small airline's website prove to customers which support chat is genuine?",
        "After the reports of LLM-run fake support desks, our customers are asking how to tell. We can't stop lookalike domains. Is there any standard for signed or verifiable chat widgets?",
      ],
    ],
  },
  {
    story: "tolgarrick-mirrorcast-withdrawn",
    items: [
      [
        "theverge-ai",
        "1 11:30",
        "Tolgarrick pulls its live face-swap feature after it turned up in romance scams",
        "Mirrorcast let anyone wear a photorealistic face on a video call in real time. Tolgarrick switched it off overnight after police in two countries linked it to fraud against older users.",
      ],
      [
        "lab-blogs",
        "1 12:00",
        "Why we have switched off Mirrorcast",
        "As of this morning Mirrorcast is unavailable in all our apps and in the API. We have seen it used to impersonate people on live calls, and our consent checks were not good enough to stop it. Paying customers will be refunded for February.",
        { url: "https://tolgarrick.example/blog/mirrorcast-off" },
      ],
      [
        "hackernews",
        "1 12:40",
        "Tolgarrick switches off Mirrorcast",
        "",
        { url: "https://tolgarrick.example/blog/mirrorcast-off" },
      ],
      [
        "reddit-artificial",
        "1 15:20",
        "I used Mirrorcast for VTubing and now it's just gone with no notice",
        "I get why, I really do, but I had streams booked this week. Does anyone know an alternative that runs locally?",
      ],
      [
        "mastodon",
        "1 17:45",
        "consent checks",
        "'our consent checks were not good enough' is doing an Olympic amount of lifting for a product whose whole point was wearing someone else's face",
      ],
      [
        "google-news-ai-policy",
        "1 19:10",
        "Leeds AI firm withdraws face-swapping tool linked to romance fraud - Yorkshire Post",
        "The company said it had no timetable for bringing the feature back.",
      ],
    ],
  },
  {
    story: "fennimore-unlimited-plan-ended",
    items: [
      [
        "techcrunch-ai",
        "4 15:00",
        "Fennimore ends its $20 'unlimited' chatbot plan and moves everyone to credits",
        "The Toronto startup says 3% of subscribers were using 60% of its compute. From March, the $20 plan comes with 2,000 credits a month, and heavy users can buy more.",
      ],
      [
        "reddit-artificial",
        "4 15:40",
        "Fennimore's unlimited plan is dead. 2,000 credits = about 80 long chats by my math",
        "I'm one of the 3%, I admit it. I use it to tutor my kids through maths every night. Time to look around.",
      ],
      [
        "hackernews",
        "4 16:10",
        "Fennimore replaces unlimited plan with monthly credits",
        "",
        { url: "https://fennimore.example/blog/credits" },
      ],
      ["mastodon", "4 18:25", "asterisk", "*unlimited until you use it"],
      [
        "theverge-ai",
        "4 20:00",
        "Every AI subscription is slowly becoming a phone plan",
        "Fennimore is the latest chatbot to drop flat-rate unlimited use for credits. We explain what 2,000 credits buys you, and why the math never worked.",
      ],
      [
        "devto",
        "5 11:30",
        "Estimating your Fennimore credit burn from your chat export before March",
        "A short script that reads the JSON export, counts tokens per conversation and maps them onto the new credit table, so you know whether $20 still covers you.",
      ],
    ],
  },
  {
    story: "aubrac-five-hour-outage",
    items: [
      [
        "hackernews",
        "0 08:20",
        "Aubrac API down",
        "",
        { url: "https://status.aubrac.example/incidents/7c1q2" },
      ],
      [
        "mastodon",
        "0 08:55",
        "grève",
        "our french llm provider has decided to observe a traditional monday morning strike. all 503s, all morning",
      ],
      [
        "stackexchange",
        "0 09:30",
        "Aubrac Python SDK raises ServiceUnavailable on every call since this morning, how to fail over?",
        "Our pipeline calls mistle-2-large via the official client. Since about 08:00 UTC every request returns 503. What's the cleanest way to fall back to another provider without rewriting every call site?",
      ],
      [
        "google-news-ai-policy",
        "0 14:10",
        "Panne géante chez Aubrac : l'API du laboratoire parisien indisponible pendant cinq heures - Les Echos",
        "Des milliers d'entreprises clientes, dont plusieurs banques, ont vu leurs assistants s'arrêter lundi matin.",
      ],
      [
        "techcrunch-ai",
        "0 15:30",
        "Aubrac's five-hour outage knocked out chatbots at European banks and retailers",
        "The Paris lab blamed a failed storage migration in one of its two data centres; the second region could not take the load.",
      ],
      [
        "lab-blogs",
        "1 16:00",
        "Postmortem: the 1 February API outage",
        "A storage migration in our Saclay region corrupted the metadata for model shards. Failover to Frankfurt began at 08:40 UTC but that region had capacity for only 30% of traffic. Full service returned at 13:05. Customers on committed plans will receive a credit.",
        { url: "https://aubrac.example/blog/postmortem-2027-02-01" },
      ],
    ],
  },
  {
    story: "stepfun-step-4-launch",
    items: [
      [
        "google-news-ai-policy",
        "3 03:40",
        "阶跃星辰发布Step-4多模态大模型，春节前开放API - 界面新闻",
        "Step-4可同时理解视频、语音和文本，API价格为每百万输入词元2元。",
      ],
      [
        "techcrunch-ai",
        "3 08:30",
        "StepFun's Step-4 watches video and listens at once, and costs less than a latte per million tokens",
        "The Shanghai lab is the latest to ship before the holiday. Unlike Tencent's release a day earlier, Step-4 is API only.",
      ],
      [
        "reddit-localllama",
        "3 09:50",
        "Step-4 is API only, no weights. Benchmarks look great but can't test locally",
        "Video QA numbers are above everything open. Tried the API through OpenRouter: audio understanding is genuinely good, Mandarin and English mixed speech handled fine.",
      ],
      [
        "hackernews",
        "3 11:15",
        "StepFun Step-4: video, audio and text in one model",
        "",
        { url: "https://stepfun.example/research/step-4" },
      ],
      [
        "mastodon",
        "3 14:40",
        "before the long weekend",
        "chinese labs shipping models before new year the way i ship code before a long weekend: fast, and hoping nobody calls",
      ],
    ],
  },
  {
    story: "qingheng-qinyin-1-open-weights",
    items: [
      [
        "hf-models",
        "3 06:00",
        "Qingheng/Qinyin-1-8B",
        "A music generation model: text and melody prompts in, 48 kHz stereo up to four minutes out, with vocals in Mandarin, Cantonese and English. Weights under Apache 2.0.",
      ],
      [
        "reddit-localllama",
        "3 08:10",
        "Qinyin-1: an open music model that actually does vocals, and it fits in 24GB",
        "Made a Cantopop track about my cat in two minutes on a 3090. The vocals are uncanny. Licence is Apache 2.0, which seems brave.",
      ],
      [
        "github",
        "3 09:30",
        "qingheng-ai/qinyin: inference, melody conditioning and LoRA training for Qinyin-1",
        "Gradio demo, a CLI for melody-conditioned generation from a MIDI file, and scripts to fine-tune a style LoRA on your own recordings.",
      ],
      [
        "hackernews",
        "3 12:50",
        "Qinyin-1: open-weights music model with vocals",
        "",
        { url: "https://huggingface.co/Qingheng/Qinyin-1-8B" },
      ],
      [
        "google-news-ai-policy",
        "3 14:30",
        "杭州清衡开源音乐大模型Qinyin-1，可生成四分钟带人声歌曲 - 钱江晚报",
        "该模型支持普通话、粤语和英语演唱，采用Apache 2.0协议开源。",
      ],
    ],
  },
  {
    story: "qingheng-qinyin-1-pulled",
    items: [
      [
        "reddit-localllama",
        "5 07:20",
        "Qinyin-1 repo on HF now 404s. Anyone know what happened?",
        "Both the model page and the GitHub weights link are gone. The GitHub code is still up. Glad I downloaded it Thursday.",
      ],
      [
        "hackernews",
        "5 09:00",
        "Qingheng pulls its open music model after label takedown notice",
        "",
        { url: "https://musicbizwire.example/qingheng-takedown" },
      ],
      [
        "techcrunch-ai",
        "5 10:15",
        "Two days after release, Qingheng withdraws Qinyin-1 over record labels' complaint",
        "A group of Hong Kong and Taiwanese labels said the model reproduces recognisable vocal performances. Qingheng said it would review its training data and 'may re-release a revised model'.",
      ],
      [
        "mastodon",
        "5 12:30",
        "apache 2.0",
        "the licence was apache 2.0. the training data was apparently 'whatever was on the radio'",
      ],
      [
        "lobsters",
        "6 10:00",
        "Once weights are out, a takedown is a suggestion",
        "",
        { url: "https://weightsandmeasures.example/takedowns" },
      ],
    ],
  },
  {
    story: "linthwaite-haar-2-price-cut",
    items: [
      [
        "lab-blogs",
        "2 10:00",
        "Haar 2 now costs 60% less",
        "From today Haar 2 is $0.40 per million input tokens and $1.60 per million output tokens, down from $1.00 and $4.00, in every region. Batch requests are half that again. Nothing about the model has changed: we made serving it cheaper.",
        { url: "https://linthwaite.example/blog/haar-2-pricing" },
      ],
      [
        "venturebeat-ai",
        "2 11:30",
        "Edinburgh's Linthwaite slashes Haar 2 prices by 60%, pressuring mid-tier API rivals",
        "The cut puts Linthwaite's mid-sized model below most hosted open-weights offerings; the company credits a new speculative serving stack on its own hardware lease.",
      ],
      [
        "hackernews",
        "2 12:10",
        "Linthwaite cuts Haar 2 API prices 60%",
        "",
        { url: "https://linthwaite.example/blog/haar-2-pricing" },
      ],
      [
        "reddit-localllama",
        "2 14:45",
        "At $0.40/M is there still a reason to self-host a 30B for classification?",
        "Haar 2 just dropped to 40 cents in. My 2x3090 box costs me more than that in electricity for our volume. Talk me out of selling it.",
      ],
      [
        "mastodon",
        "2 18:30",
        "haar",
        "scottish lab names its model after a cold sea fog and then makes it cheaper. extremely on brand for edinburgh in february",
      ],
      [
        "stackexchange",
        "3 10:15",
        "Linthwaite batch API: are the new Haar 2 prices applied to jobs submitted before the change?",
        "We queued a large batch on Tuesday night that completed Wednesday afternoon. The invoice preview shows the old rate. Is pricing taken at submission or at completion?",
      ],
    ],
  },
];
