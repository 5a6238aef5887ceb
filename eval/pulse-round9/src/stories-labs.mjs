// AI labs in the week of 2027-01-18 (Martin Luther King Jr. Day in the US on Monday, the World Economic Forum in
// Davos all week, Chinese labs shipping before the Lunar New Year on 2027-02-06): model launches, open weights, a
// price cut, rate limits cut, an ads expansion, a privacy bug, a plan change, a study released at Davos, an API
// retirement, an artists' lawsuit.
// Entities: Orrinwood (invented San Francisco lab, model Hornbeam 2), Alibaba (Qwen), Moonshot AI (Kimi), Zhenlan
// (invented Beijing video lab), MiniMax, OpenAI, Anthropic, Stourby (invented London image lab, model Gesso 4),
// Google.
// Same-entity twins: Orrinwood ×3 (Hornbeam 2 launch on Tuesday, rate limits halved on Friday here; the funding
// talks on Thursday in stories-business.mjs), Alibaba ×2 (Qwen4.5 open weights on Wednesday, the Qwen API price
// cut on Friday), OpenAI ×3 (ads in ChatGPT in five European countries on Tuesday, the sidebar bug showing other
// users' chat titles on Friday here; the India data-centre deal on Wednesday in stories-business.mjs), Anthropic ×2
// (the hiring study at Davos on Wednesday, the Team plan's pooled credits on Thursday), Stourby ×2 (Gesso 4 on
// Monday, the illustrators' suit on Thursday).
// Nearly identical names: Stourby (the image lab) and Stourbay (the Rotterdam freight startup laying off 35% on
// Wednesday, stories-business.mjs).
// Same event type on one day: Qwen4.5 open weights and Kimi K3.5 (Wednesday, Chinese launches before the New
// Year); Zhenlan's open video model (Thursday) and MiniMax's speech model (Saturday) in the same run-up.
// Same kind in the week: Orrinwood's rate limits cut (Friday) and Anthropic's Team plan change (Thursday), both
// "less for the same money" complaints; the Qwen API price cut (Friday) against them; Google retiring Gemini 2.5
// from its API (Wednesday).
// Across the two writers' files (added after reading writer B's header comments and story ids, no item changed for
// it): Google ×3 with B's Google Play chatbot-app rule (Tuesday) and the CMA's AI Overviews proposal (Thursday);
// Anthropic's Team plan pooled credits and B's Whimbrel usage pricing (both Thursday); Stourby's illustrators' suit
// (Thursday) and B's Senate training-data bill (Wednesday); MiniMax's voice model and B's Tennessee voice-likeness
// ruling; near names Stourby/Stourbay here and Dunlin/Dunlyn in B's files.
export default [
  {
    story: "orrinwood-hornbeam-2-launch",
    items: [
      [
        "lab-blogs",
        "1 14:00",
        "Hornbeam 2: an agent model that shows its work before it clicks",
        "Hornbeam 2 operates a browser and a desktop, and before every irreversible step (a payment, a send, a delete) it writes a one-line plan the user can approve or edit. On our back-office task suite it completes 64% of tasks end to end. Available today in the API and in Orrinwood Desk.",
        { url: "https://orrinwood.ai/blog/hornbeam-2" },
      ],
      ["hackernews", "1 14:22", "Hornbeam 2", "", { url: "https://orrinwood.ai/blog/hornbeam-2" }],
      [
        "techcrunch-ai",
        "1 15:05",
        "Orrinwood's Hornbeam 2 wants to do your expense reports, but asks first",
        "The San Francisco lab, back from the long weekend with its biggest launch yet, is betting that enterprises will let an agent touch finance tools if it pauses before anything it can't undo. Pricing starts at $4 per million input tokens.",
      ],
      [
        "theverge-ai",
        "1 17:40",
        "I let Hornbeam 2 book my train and file my receipts. It asked permission eleven times",
        "The approval prompts are the whole product, and they are a little exhausting. The receipts were filed correctly; the train was for the wrong Thursday.",
      ],
      [
        "reddit-artificial",
        "1 19:10",
        "Orrinwood's new agent asked me to confirm before deleting a single email. I kind of love it?",
        "Every other agent I've tried just goes. This one writes 'I'm about to permanently delete 1 message from Billing' and waits. Slower, but I actually left it running on my inbox.",
      ],
      [
        "mastodon",
        "1 21:05",
        "confirm",
        "hornbeam 2 asked me 'shall i proceed?' four times before lunch. finally an ai with the energy of a nervous intern",
      ],
      [
        "google-news-ai-policy",
        "2 07:45",
        "Orrinwood lance Hornbeam 2, un agent qui demande l'autorisation avant chaque action irréversible - Le Monde Informatique",
        "Le laboratoire californien vise les services financiers et comptables des grandes entreprises.",
      ],
      [
        "stackexchange",
        "2 10:30",
        "Hornbeam 2 API: how to auto-approve plan steps for read-only actions but not for writes?",
        "The approval callback fires for every step, including page loads. I want to skip approval when the step's action type is navigate or read and require it for submit. Is there a policy field or do I filter in the callback?",
      ],
      [
        "devto",
        "3 09:15",
        "Wiring Hornbeam 2's approval prompts into Slack so finance can say yes from their phone",
        "A 120-line webhook that forwards each irreversible-step plan to a channel with Approve and Edit buttons, and what we learned about timeouts after two days.",
      ],
    ],
  },
  {
    story: "orrinwood-hornbeam-2-rate-limits-halved",
    items: [
      [
        "techcrunch-ai",
        "4 16:35",
        "Orrinwood halves Hornbeam 2 rate limits three days after launch, citing demand",
        "Paid API tiers drop from 400 to 200 requests per minute and new sign-ups for Orrinwood Desk's free tier are paused. The company said it is adding capacity and expects to restore the limits 'within weeks'.",
      ],
      [
        "hackernews",
        "4 17:02",
        "Orrinwood: Temporary changes to Hornbeam 2 rate limits",
        "",
        { url: "https://orrinwood.ai/blog/hornbeam-2-capacity" },
      ],
      [
        "reddit-artificial",
        "4 18:50",
        "We built our whole pilot on Hornbeam 2 this week and now get half the throughput. Great",
        "Launched Tuesday, demoed Thursday, throttled Friday. We're on the $2k/month tier and got an email, not a phone call.",
      ],
      [
        "mastodon",
        "4 21:40",
        "nervous intern update",
        "the agent that asks permission before every click now also has to ask permission to make a request. only 200 per minute, please",
      ],
      [
        "devto",
        "5 10:20",
        "Surviving Orrinwood's new 200 RPM cap: a token bucket and a queue in front of Hornbeam 2",
        "Friday's limit cut turned our nightly batch into a wall of 429s. Here is the rate limiter we put in front of it, with jittered retries and a priority lane for user-facing calls.",
      ],
      [
        "google-news-ai-policy",
        "5 08:10",
        "Ansturm auf Hornbeam 2: Orrinwood halbiert die Limits für zahlende Kunden - heise online",
        "Auch die kostenlose Stufe von Orrinwood Desk nimmt vorerst keine neuen Nutzer auf.",
      ],
    ],
  },
  {
    story: "qwen-4-5-open-weights",
    items: [
      [
        "lab-blogs",
        "2 03:00",
        "Qwen4.5: open weights from 4B to 110B, and a long-context MoE",
        "Today we release the Qwen4.5 family under Apache 2.0: dense 4B, 14B, 32B and 110B models and a 480B-A30B mixture-of-experts with a 512k context. The 32B model matches our previous flagship on most reasoning benchmarks at a quarter of the active parameters.",
        { url: "https://qwenlm.github.io/blog/qwen4.5/" },
      ],
      [
        "hf-models",
        "2 03:10",
        "Qwen/Qwen4.5-32B-Instruct",
        "A 32B dense instruct model, 256k context, thinking and non-thinking modes in one checkpoint. Apache 2.0.",
      ],
      [
        "google-news-ai-policy",
        "2 05:20",
        "阿里巴巴发布通义千问Qwen4.5系列开源模型，赶在春节前 - 新浪科技",
        "阿里云表示，Qwen4.5全系列以Apache 2.0协议开源，最大的混合专家模型支持51.2万词元上下文。",
      ],
      [
        "reddit-localllama",
        "2 04:35",
        "Qwen4.5 is out. 32B dense, Apache 2.0, and a 110B that might actually fit on two 3090s at Q3",
        "Weights are up on HF for every size. First tests on the 32B: it's noticeably better at following long system prompts than Qwen4. GGUFs already appearing.",
      ],
      [
        "hackernews",
        "2 06:10",
        "Qwen4.5 open-weight models",
        "",
        { url: "https://qwenlm.github.io/blog/qwen4.5/" },
      ],
      [
        "mastodon",
        "2 09:30",
        "pre-holiday shipping",
        "every january the chinese labs clear their desks before the new year and we all get presents. this year's first: a 32b that runs on my desktop",
      ],
      [
        "venturebeat-ai",
        "2 13:15",
        "Alibaba's Qwen4.5 gives enterprises a permissively licensed 110B model to run on-premises",
        "For teams that cannot send data to US API providers, the release narrows the gap with closed models. Alibaba Cloud will host the MoE variant from next week.",
      ],
    ],
  },
  {
    story: "alibaba-cloud-qwen-api-price-cut",
    items: [
      [
        "google-news-ai-policy",
        "4 06:40",
        "Alibaba Cloud cuts Qwen API prices outside China by up to 60% - Reuters",
        "The cut applies to the Qwen4.5-Max and Qwen4.5-Plus endpoints on its international Model Studio platform from Feb. 1, two days after it released the family's open weights.",
      ],
      [
        "hackernews",
        "4 09:05",
        "Alibaba Cloud Model Studio price update: Qwen4.5-Max now $0.48/M input tokens",
        "",
        { url: "https://www.alibabacloud.com/blog/model-studio-price-update-2027" },
      ],
      [
        "reddit-localllama",
        "4 11:20",
        "Alibaba cut the Qwen4.5-Max API price by 60%. Is the hosted MoE worth it over running the 32B yourself?",
        "At $0.48 in and $1.90 out it's cheaper than my electricity for the 110B. Curious if anyone has compared quality between the API Max and the open weights.",
      ],
      [
        "mastodon",
        "4 13:25",
        "price war",
        "alibaba cutting api prices 60% on a friday in january. someone in another building in another country just got a very long meeting invite",
      ],
      [
        "venturebeat-ai",
        "4 15:50",
        "Alibaba's Qwen price cut puts pressure on Western API pricing for mid-tier models",
        "Model Studio's new international rates undercut most US providers' comparable tiers by half; data residency in Singapore and Frankfurt is included.",
      ],
      [
        "stackexchange",
        "5 09:40",
        "Alibaba Model Studio: does the new Qwen4.5-Max price apply to existing provisioned-throughput contracts?",
        "We signed a monthly provisioned plan in December. The price page updated Friday but our billing console still shows the old per-token rate. Is the cut only for pay-as-you-go?",
      ],
    ],
  },
  {
    story: "moonshot-kimi-k3-5-launch",
    items: [
      [
        "google-news-ai-policy",
        "2 08:05",
        "Moonshot AI unveils Kimi K3.5 with 'agent team' mode as Chinese labs race before Lunar New Year - South China Morning Post",
        "The Beijing start-up says the model can split a task among up to 30 sub-agents and is free in the Kimi app.",
      ],
      [
        "hackernews",
        "2 10:35",
        "Kimi K3.5: agent teams of up to 30 sub-agents (report and API examples)",
        "",
        { url: "https://github.com/MoonshotAI/Kimi-K3.5/blob/main/tech_report.pdf" },
      ],
      [
        "reddit-localllama",
        "2 11:50",
        "Kimi K3.5 is API and app only. No weights this time",
        "After K2 and K3 were open I assumed this one would be too. The report says weights 'later'. Same morning as Qwen4.5 so at least we have something to download.",
      ],
      [
        "techcrunch-ai",
        "2 12:20",
        "Moonshot's Kimi K3.5 splits your task among 30 agents, and it's free in the app",
        "The release follows a funding round last autumn; the API costs $0.60 per million input tokens, and an 'agent team' run is billed as the sum of its sub-agents.",
      ],
      [
        "mastodon",
        "2 16:10",
        "30 agents",
        "kimi k3.5 can split my task among thirty agents. my task was 'summarise this email'. they held a standup",
      ],
      [
        "github",
        "2 14:00",
        "MoonshotAI/Kimi-K3.5: technical report, API examples and the agent-team protocol",
        "Report PDF, Python and TypeScript examples, and the JSON schema sub-agents use to hand work back to the coordinator. Weights are not included.",
      ],
    ],
  },
  {
    story: "zhenlan-shot-2-video-open-weights",
    items: [
      [
        "hf-models",
        "3 02:00",
        "zhenlan-ai/Zhenlan-Shot-2-14B",
        "A 14B text-and-image-to-video model: 1080p, up to 20 seconds at 24 fps, synchronised ambient audio. Apache 2.0. Needs 48 GB for 720p inference.",
      ],
      [
        "google-news-ai-policy",
        "3 06:20",
        "北京视频大模型公司真岚开源Shot 2，可生成20秒1080p视频 - 36氪",
        "真岚表示，模型权重以Apache 2.0协议发布，春节前还将推出手机端应用。",
      ],
      [
        "reddit-localllama",
        "3 05:10",
        "Zhenlan Shot 2 14B: open 1080p video with audio. First clips from a 4090 (720p, 6 min per 10s clip)",
        "Motion is way more stable than any open model I've tried; hands still melt. Audio is background only, no speech. Workflow in the comments.",
      ],
      [
        "hackernews",
        "3 08:15",
        "Zhenlan Shot 2: open-weight video generation model",
        "",
        { url: "https://zhenlan.ai/blog/shot-2" },
      ],
      [
        "mastodon",
        "3 12:05",
        "home cinema",
        "downloaded a video model from a beijing startup i had never heard of yesterday and now my gpu sounds like a hair dryer making a 20 second clip of a cat on a boat",
      ],
    ],
  },
  {
    story: "minimax-speech-3-launch",
    items: [
      [
        "google-news-ai-policy",
        "5 03:10",
        "MiniMax发布Speech-3语音模型，支持40种方言 - 第一财经",
        "MiniMax称Speech-3可在200毫秒内开始输出语音，并覆盖粤语、闽南语等40种方言。",
      ],
      [
        "hackernews",
        "5 08:05",
        "MiniMax Speech-3: TTS with 40 Chinese dialects and 200ms first audio",
        "",
        { url: "https://www.minimax.io/news/speech-3" },
      ],
      [
        "reddit-localllama",
        "5 09:40",
        "MiniMax Speech-3 dropped on a Saturday. Cantonese demo is the best I've heard from any TTS",
        "API only. Tried the playground with Hokkien and my grandmother's phrasing came out right, which no model has done before. Pricing is per character.",
      ],
      [
        "mastodon",
        "5 12:20",
        "saturday release",
        "minimax shipped a speech model on saturday morning. nothing says 'the new year holiday starts in two weeks' like a weekend launch",
      ],
      [
        "techcrunch-ai",
        "5 15:30",
        "MiniMax's Speech-3 adds 40 Chinese dialects as the pre-holiday release rush continues",
        "The Shanghai company's model starts speaking in about 200 milliseconds and will be offered on its international API next month.",
      ],
    ],
  },
  {
    story: "openai-chatgpt-ads-europe",
    items: [
      [
        "theverge-ai",
        "1 09:05",
        "ChatGPT's free tier starts showing ads in the UK, France, Germany, Italy and Spain",
        "Sponsored suggestions appear below answers for logged-in free users over 18. OpenAI says ads are not shown in conversations about health, politics or finance, and advertisers never see chat content.",
      ],
      [
        "techcrunch-ai",
        "1 10:20",
        "OpenAI takes ChatGPT ads to Europe, opening a self-serve ad manager to EU brands",
        "Advertisers can bid on topics rather than keywords. Users can turn off personalisation, which the company says makes ads 'less relevant but still present'.",
      ],
      [
        "google-news-ai-policy",
        "1 11:00",
        "OpenAI lance la publicité dans ChatGPT en France et dans quatre autres pays européens - BFM Business",
        "Les annonces apparaissent sous les réponses pour les utilisateurs gratuits majeurs; les abonnés Plus n'en voient pas.",
      ],
      [
        "hackernews",
        "1 12:05",
        "ChatGPT ads roll out in five European countries",
        "",
        { url: "https://openai.com/index/ads-in-chatgpt-europe/" },
      ],
      [
        "reddit-artificial",
        "1 13:40",
        "First ad in ChatGPT from Germany: asked about running shoes, got 'sponsored' shoes. Honestly less bad than I expected",
        "Screenshot in the comments. It's a grey box below the answer. The answer itself didn't mention the brand. Let's see how long that lasts.",
      ],
      [
        "mastodon",
        "1 15:20",
        "sponsored",
        "asked the chatbot how to fix a wobbly table and it suggested i buy a new table. sponsored. europe has entered the ad era",
      ],
    ],
  },
  {
    story: "openai-chatgpt-sidebar-titles-bug",
    items: [
      [
        "reddit-artificial",
        "4 02:15",
        "My ChatGPT sidebar is full of chats I never had. 'Divorce lawyer questions', 'Q3 board deck'... not mine",
        "Logged in this morning and about half the conversation titles in my history are strangers'. Clicking them gives an error, so I can't see the content, but the titles alone are bad.",
      ],
      [
        "hackernews",
        "4 03:05",
        "ChatGPT is showing other users' conversation titles in the sidebar",
        "",
        { url: "https://www.reddit.com/r/artificial/comments/1qz8kw2/my_chatgpt_sidebar_is_full_of_chats/" },
      ],
      [
        "mastodon",
        "4 03:50",
        "not my chats",
        "my chatgpt history now includes 'how to tell my manager i'm quitting' and i need everyone to know that one is not mine. probably",
      ],
      [
        "theverge-ai",
        "4 08:30",
        "OpenAI says a caching bug showed some ChatGPT users other people's chat titles",
        "The company disabled chat history for about three hours overnight and says conversation contents were not exposed. It has not said how many users were affected.",
      ],
      [
        "techcrunch-ai",
        "4 12:10",
        "OpenAI: sidebar bug exposed chat titles of 0.3% of ChatGPT users for 47 minutes",
        "In a post on Friday, the company said a change to a caching layer mixed up history lists between users on one cluster, and that it will notify affected users by email.",
      ],
      [
        "google-news-ai-policy",
        "4 14:30",
        "ChatGPT bug showed some users other people's conversation titles, OpenAI says - Reuters",
        "OpenAI said it had fixed the issue and restored chat history, and that the contents of conversations were not visible.",
      ],
      [
        "lobsters",
        "5 10:05",
        "Caching bugs are privacy bugs: notes on Friday's ChatGPT sidebar incident",
        "",
        { url: "https://birchlamp.example/notes/caching-bugs-are-privacy-bugs" },
      ],
    ],
  },
  {
    story: "anthropic-davos-hiring-study",
    items: [
      [
        "lab-blogs",
        "2 09:00",
        "What 2,400 employers told us about hiring in the year of agents",
        "In a survey of 2,400 firms across nine countries, those that put AI agents into production in 2026 reported 11% fewer entry-level postings in software and customer support, and 6% more in roles that supervise or audit automated work. We are publishing the questionnaire and data.",
        { url: "https://www.anthropic.com/research/hiring-in-the-year-of-agents" },
      ],
      [
        "google-news-ai-policy",
        "2 10:15",
        "Anthropic study presented at Davos finds firms using AI agents cut entry-level job postings - Financial Times",
        "The survey of 2,400 employers also found more hiring for roles that oversee automated systems.",
      ],
      [
        "hackernews",
        "2 11:40",
        "Anthropic: What 2,400 employers told us about hiring in the year of agents",
        "",
        { url: "https://www.anthropic.com/research/hiring-in-the-year-of-agents" },
      ],
      [
        "venturebeat-ai",
        "2 14:20",
        "Anthropic's Davos survey: 'agent supervisor' hiring up as junior support roles shrink",
        "For HR leaders, the numbers suggest reskilling rather than replacement, the authors argue, though the survey measures postings, not layoffs.",
      ],
      [
        "reddit-artificial",
        "2 17:05",
        "A company selling agents publishes a survey saying agents cut junior jobs but create 'supervisor' jobs. Thoughts?",
        "To be fair they published the raw data, which is more than most. But 11% fewer entry-level postings is a big number to present in a ski resort.",
      ],
      [
        "mastodon",
        "2 19:30",
        "davos",
        "new job title unlocked: agent supervisor. you watch the robot do the job you used to do, for slightly less money, in a report launched at a ski resort",
      ],
    ],
  },
  {
    story: "anthropic-team-plan-pooled-credits",
    items: [
      [
        "techcrunch-ai",
        "3 17:05",
        "Anthropic replaces per-seat Claude usage limits with pooled credits on Team plans",
        "From Feb. 15, each Team workspace gets a shared monthly pool instead of individual weekly caps, and heavy Claude Code users draw from the same pool as everyone else. Seat prices are unchanged at $30.",
      ],
      [
        "hackernews",
        "3 17:30",
        "Changes to usage on Claude Team plans",
        "",
        { url: "https://support.anthropic.com/en/articles/team-plan-pooled-usage" },
      ],
      [
        "reddit-artificial",
        "3 19:15",
        "Pooled credits on Claude Team = the one person running Claude Code all day eats everyone's quota",
        "We have 14 seats and one dev who burns through more than the other 13 combined. Under the new pool he's going to finish it by the 10th of each month.",
      ],
      [
        "mastodon",
        "3 20:40",
        "the commons",
        "anthropic has reinvented the office kitchen: a shared pool, and one guy who takes all of it",
      ],
      [
        "devto",
        "4 09:30",
        "What Claude Team's pooled credits mean for a 12-person startup (with our real usage numbers)",
        "We exported three months of usage per seat and simulated the new pool. Short version: fine for us until the week before a release. Here is the spreadsheet and the per-user alert we set up.",
      ],
      [
        "lobsters",
        "4 11:00",
        "Anthropic moves Claude Team plans to a shared usage pool",
        "",
        { url: "https://support.anthropic.com/en/articles/team-plan-pooled-usage" },
      ],
    ],
  },
  {
    story: "stourby-gesso-4-launch",
    items: [
      [
        "producthunt",
        "0 08:00",
        "Stourby Gesso 4 — Image generation that hands you the layers, not a flat picture",
        "Every image comes as an editable layered file: background, subjects, lighting and text on separate layers. Export to PSD, Figma or SVG for the text.",
      ],
      [
        "techcrunch-ai",
        "0 13:10",
        "Stourby's Gesso 4 generates images as editable layers, aiming at designers rather than prompters",
        "The London start-up says designers spend more time separating generated images into layers than generating them. Gesso 4 costs $24 a month; the API is in beta.",
      ],
      [
        "hackernews",
        "0 14:05",
        "Gesso 4: image generation with layered PSD output",
        "",
        { url: "https://stourby.com/gesso-4" },
      ],
      [
        "reddit-artificial",
        "0 16:20",
        "Tried Stourby's Gesso 4 on a holiday: the layers thing is real. Text on its own layer, correctly spelled",
        "Made a poster for our community center. Moved the headline without regenerating anything. Lighting layer is a bit weird but you can just hide it.",
      ],
      [
        "mastodon",
        "0 18:30",
        "layers",
        "an image model that gives you layers is the first ai thing my designer friend has said something nice about. she said 'hm'. that's nice for her",
      ],
      [
        "devto",
        "1 10:45",
        "Gesso 4's API in beta: turning one prompt into a layered Figma frame",
        "Notes from a day with the layered-output endpoint: how the layer manifest is structured, how to map it to Figma nodes, and the 8-layer limit.",
      ],
    ],
  },
  {
    story: "stourby-illustrators-lawsuit",
    items: [
      [
        "google-news-ai-policy",
        "3 10:20",
        "Illustrators sue Stourby in London, saying its Gesso image models copy their work - The Guardian",
        "Eleven illustrators filed a claim in the High Court alleging that Stourby trained on their portfolios without a licence and that Gesso 4 reproduces recognisable compositions.",
      ],
      [
        "theverge-ai",
        "3 14:10",
        "Eleven illustrators are suing Stourby, three days after Gesso 4 launched",
        "The claim includes side-by-side comparisons of Gesso outputs and the artists' published work. Stourby said it would 'defend the case vigorously' and that its training data was licensed or public domain.",
      ],
      [
        "hackernews",
        "3 15:00",
        "Illustrators file High Court claim against image-model startup Stourby",
        "",
        { url: "https://www.theguardian.com/technology/2027/jan/21/illustrators-sue-stourby-gesso" },
      ],
      [
        "reddit-artificial",
        "3 16:30",
        "The Stourby lawsuit exhibits are rough. Some of those comparisons are basically the same picture",
        "Exhibit 7 in particular: same pose, same palette, same cropped window frame. 'Layers' doesn't help when the layers are someone else's.",
      ],
      [
        "reddit-machinelearning",
        "3 18:45",
        "[D] Stourby suit: can anyone tell whether those near-copies are memorisation or prompt-engineered?",
        "The claim says the prompts were 'in the style of' plus a description. If the outputs are that close with generic prompts, that's memorisation worth measuring. Does anyone have access to run the same prompts?",
      ],
      [
        "mastodon",
        "3 20:15",
        "peeling back the layers",
        "turns out you can peel the layers off an ai image and underneath is an illustrator with a lawyer",
      ],
    ],
  },
  {
    story: "google-gemini-2-5-api-retirement",
    items: [
      [
        "lab-blogs",
        "2 17:00",
        "Gemini API: retiring Gemini 2.5 models on April 30, 2027",
        "Gemini 2.5 Pro, 2.5 Flash and 2.5 Flash-Lite will stop serving on the Gemini API and Vertex AI on April 30. We recommend migrating to the Gemini 3 family; a migration guide and a compatibility mode for response formats are available today.",
        { url: "https://developers.googleblog.com/en/gemini-2-5-retirement/" },
      ],
      [
        "hackernews",
        "2 17:40",
        "Google to retire Gemini 2.5 models from its API on April 30",
        "",
        { url: "https://developers.googleblog.com/en/gemini-2-5-retirement/" },
      ],
      [
        "mastodon",
        "2 20:05",
        "migration clock",
        "google giving me 100 days to migrate off a model i adopted 18 months ago. that's longer than some google products have lived, to be fair",
      ],
      [
        "venturebeat-ai",
        "3 12:50",
        "Google's Gemini 2.5 retirement gives enterprises 100 days to migrate production prompts",
        "Teams with fine-tuned 2.5 Flash models face the hardest move: tuning jobs must be re-run on Gemini 3, and Google is offering credits for the retraining.",
      ],
      [
        "stackexchange",
        "3 09:20",
        "Gemini 2.5 Flash retirement: JSON schema responses differ on Gemini 3 Flash, how to keep the old format?",
        "After switching model names our structured outputs add a wrapper object and nulls for optional fields. The migration guide mentions a compatibility mode; where is it set in the Python SDK?",
      ],
      [
        "devto",
        "3 11:35",
        "Migrating 40 production prompts from Gemini 2.5 Flash to Gemini 3 Flash before the April shutdown",
        "We ran both models side by side on a week of traffic. 36 prompts were fine, 3 needed their examples rewritten, one needed a different model. Eval script included.",
      ],
      [
        "reddit-localllama",
        "3 14:10",
        "Google retiring Gemini 2.5 from the API is a good reminder of why I run weights I own",
        "Nobody can retire the file on my SSD. (Yes, I know, the Gemini 3 models are better. That's not the point.)",
      ],
    ],
  },
];
