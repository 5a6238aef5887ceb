// Business in the week of 2027-02-01 (the Q4 earnings season's busiest week for US tech and the chip suppliers, Hong
// Kong listings timed before the Lunar New Year on Saturday): Q4 and fiscal-quarter results, a preliminary miss and
// a chief executive's exit at one company, an S-1, a Hong Kong debut, an acquisition, a funding round days after an
// outage, a round and a lawsuit a day apart at one company, two layoffs on one day, a partnership, scam victims'
// suit over a withdrawn feature.
// Entities: Alphabet, Qualcomm, Infineon, Cowdray Semiconductor (invented Austin maker of memory interface chips),
// Draycott Robotics (invented Milton Keynes maker of robot mowers), Quarrendon Learning (invented edtech), Aubrac
// (invented Paris lab), Ossory Motion (invented Pittsburgh robot-arm startup), Hexworthy Robotics (invented Boston
// robot maker), Sage, Tillhouse (invented bookkeeping-agent startup), Thomson Reuters, Cressbrook (invented
// lease-drafting startup), Kilnworth (invented inference-chip startup), Lanshan Intelligence (invented Shenzhen
// service-robot maker), Tolgarrick (invented Leeds avatar lab), Deutsche Telekom, Draycote (invented London lab).
// Same-entity twins: Cowdray ×2 (the preliminary Q4 miss on Monday, the chief executive's exit on Thursday), Ossory
// ×2 (the Series A on Thursday, Hexworthy's trade-secrets suit on Friday); across A's two files Aubrac ×2 (the
// outage on Monday in stories-labs.mjs, the Series B on Thursday here), Tolgarrick ×2 (Mirrorcast withdrawn on
// Tuesday in stories-labs.mjs, the scam victims' suit on Friday here), Draycote ×3 (Kestle 3 on Tuesday and the
// misuse report on Thursday in stories-labs.mjs, the Deutsche Telekom deal on Friday here); Alphabet here and
// Tencent's and ByteDance's assistants in stories-labs.mjs are apart.
// Nearly identical names: Draycott Robotics (layoffs, Wednesday) and Draycote (the lab).
// Same event type on one day: Alphabet (Tuesday night) and Qualcomm (Wednesday night) results a day apart,
// Infineon's results on Wednesday morning; Sage's and Thomson Reuters' acquisitions (Monday); Draycott's and
// Quarrendon's layoffs (Wednesday); Aubrac's and Ossory's rounds (Thursday); Lanshan's debut (Thursday) and
// Kilnworth's S-1 (Tuesday), two listings in one week.
// Across the two writers' files (added after reading writer B's header comments and story ids, no item changed for
// it): Quarrendon Learning's layoffs (Wednesday) beside B's FTC settlement with Cartmel Learning (Tuesday), two
// homework-help apps; Hexworthy's suit against Ossory (Friday) beside B's Sawrey v. Thirlmere fair-use ruling
// (Wednesday), courts; Ossory Motion here and B's Ossington (speech data), similar names; Ossory's robot arm
// learning from demonstrations (Thursday) beside B's Fernhollow teleoperation dataset (Tuesday); Aubrac's Series B
// (Thursday) beside B's Wetherlam, another French lab; the chip results (Alphabet, Qualcomm, Infineon) beside B's
// India budget on AI compute (Monday) and Lanercost's Frankfurt GPU region (Tuesday).
export default [
  {
    story: "alphabet-q4-results",
    items: [
      [
        "sec-edgar",
        "1 21:05",
        "Alphabet Inc. files 8-K: Item 2.02 Results of Operations and Financial Condition",
        "Item 2.02. On February 2, 2027, Alphabet Inc. announced its financial results for the quarter and fiscal year ended December 31, 2026. Exhibit 99.1: press release dated February 2, 2027.",
      ],
      [
        "google-news-ai-policy",
        "1 21:40",
        "Alphabet plans to spend up to $210 billion on data centres in 2027 as cloud revenue jumps 41% - Reuters",
        "Google Cloud's backlog passed $300 billion, the company said, and capital spending this year will be well above Wall Street's estimate.",
      ],
      [
        "hackernews",
        "1 22:10",
        "Alphabet Q4 2026: Cloud up 41%, 2027 capex guide $195B–$210B",
        "",
        { url: "https://abc.xyz.example/investor/2026-q4" },
      ],
      [
        "reddit-artificial",
        "1 23:30",
        "$210B in one year. What does Google know about demand that the rest of us don't?",
        "That's more than the GDP of a lot of countries going into concrete, power and TPUs in twelve months. Either they see the demand or this is the top.",
      ],
      [
        "mastodon",
        "2 08:15",
        "where the bill goes",
        "me reading alphabet's capex guidance: 'up to $210 billion'. me reading my electricity bill: oh, that's where it's going",
      ],
      [
        "polymarket",
        "2 10:00",
        "Will Alphabet close above $260 on February 5?",
        "Resolves Yes if GOOGL's official Nasdaq closing price on Friday, February 5, 2027 is above $260.00. Shares moved after the Q4 report on Tuesday.",
      ],
    ],
  },
  {
    story: "qualcomm-q1-results",
    items: [
      [
        "sec-edgar",
        "2 21:10",
        "QUALCOMM INC/DE files 8-K: Item 2.02 Results of Operations and Financial Condition",
        "Item 2.02. Qualcomm Incorporated's press release of February 3, 2027 reporting first-quarter fiscal 2027 figures (quarter ended December 27, 2026) is attached hereto as Exhibit 99.1 and is furnished, not filed.",
      ],
      [
        "theverge-ai",
        "2 22:00",
        "Qualcomm says AI PCs are finally selling, and its data centre chip has its first big customer",
        "Snapdragon X revenue doubled from a year ago, and the company named a Saudi cloud operator as the first large buyer of its AI200 inference cards.",
      ],
      [
        "hackernews",
        "2 22:45",
        "Qualcomm Q1 FY27: handset flat, PC chips double, first AI200 data-centre order",
        "",
        { url: "https://investor.qualcomm.example/q1-fy27" },
      ],
      [
        "reddit-localllama",
        "3 01:20",
        "Qualcomm's earnings call spent 10 minutes on NPUs running 8B models on laptops",
        "They claim 40 tok/s for an 8B Q4 model on the new X2 chips. If that's real it's the first time the laptop NPU is more than a sticker.",
      ],
      [
        "mastodon",
        "3 09:40",
        "npu",
        "qualcomm says AI PCs are selling. i have owned one for a year and the NPU has been used exclusively to blur my background",
      ],
      [
        "google-news-ai-policy",
        "3 11:30",
        "Qualcomm hebt Prognose an: KI-Rechner und Rechenzentrumschips treiben das Geschäft - Handelsblatt",
        "Der Chipkonzern aus San Diego erwartet im laufenden Quartal mehr Umsatz als Analysten geschätzt hatten.",
      ],
    ],
  },
  {
    story: "infineon-q1-results",
    items: [
      [
        "google-news-ai-policy",
        "2 06:30",
        "Infineon übertrifft Erwartungen: Stromversorgung für KI-Rechenzentren wächst um 70 Prozent - FAZ",
        "Der Münchner Halbleiterhersteller hebt seine Jahresprognose für das Geschäft mit KI-Servern auf 2,2 Milliarden Euro an.",
      ],
      [
        "techcrunch-ai",
        "2 09:10",
        "The unglamorous AI winner: Infineon's power chips for GPU racks",
        "Europe's largest chipmaker says revenue from power supplies for AI servers will pass €2.2 billion this fiscal year, as 1-megawatt racks need new power designs.",
      ],
      [
        "hackernews",
        "2 10:30",
        "Infineon raises AI power-supply forecast to €2.2B",
        "",
        { url: "https://infineon-ir.example/q1-fy2027" },
      ],
      [
        "reddit-artificial",
        "2 12:15",
        "TIL the company making the power bricks for AI racks just had a better quarter than most AI labs",
        "Infineon makes the power conversion for GPU racks. 70% growth in that segment. Selling shovels, except the shovels are 800V DC converters.",
      ],
      [
        "mastodon",
        "2 14:50",
        "picks and shovels",
        "every gold rush eventually makes a german engineering firm very quietly rich",
      ],
    ],
  },
  {
    story: "cowdray-preliminary-q4-miss",
    items: [
      [
        "sec-edgar",
        "0 12:30",
        "Cowdray Semiconductor, Inc. files 8-K: Item 2.02 Results of Operations and Financial Condition",
        "Item 2.02. On February 1, 2027, Cowdray Semiconductor, Inc. announced preliminary unaudited revenue for the fourth quarter of 2026 of $182 million to $186 million, below its previously issued guidance of $215 million to $225 million, due to a large customer deferring shipments of CXL memory expander controllers.",
        { cik: "1987342" },
      ],
      [
        "google-news-ai-policy",
        "0 14:45",
        "Cowdray Semiconductor shares sink 31% as hyperscaler delays memory chip orders - Bloomberg",
        "The Austin company did not name the customer but said the deferral was tied to a change in server designs.",
      ],
      [
        "hackernews",
        "0 15:20",
        "Cowdray Semiconductor cuts Q4 revenue by 17% after a customer defers CXL orders",
        "",
        { url: "https://semiwire.example/cowdray-prelim" },
      ],
      [
        "reddit-artificial",
        "0 18:00",
        "Cowdray down 31% on one customer pushing out orders. Single-customer risk is real",
        "Their 10-K said one customer was 58% of revenue. Everyone knew, nobody cared while it was going up.",
      ],
      [
        "mastodon",
        "0 21:30",
        "cxl",
        "CXL memory has been the future of the data centre for six years and apparently it will keep being the future for at least one more quarter",
      ],
    ],
  },
  {
    story: "cowdray-chief-executive-steps-down",
    items: [
      [
        "sec-edgar",
        "3 21:30",
        "Cowdray Semiconductor, Inc. files 8-K: Item 5.02 Departure of Directors or Certain Officers",
        "Item 5.02. On February 4, 2027, the Chief Executive Officer of Cowdray Semiconductor, Inc. notified the Board of Directors of his decision to step down from his position and as a director, effective immediately. The Board has appointed the Chief Financial Officer as interim Chief Executive Officer.",
        { cik: "1987342" },
      ],
      [
        "techcrunch-ai",
        "3 22:15",
        "Cowdray's CEO is out three days after the chipmaker's revenue warning",
        "The CFO takes over on an interim basis while the board searches; the company said the departure was not related to any disagreement over its accounts.",
      ],
      [
        "reddit-artificial",
        "4 00:40",
        "Monday: miss. Thursday: CEO gone. Cowdray speedrunning the turnaround playbook",
        "Interim CEO is the CFO who gave the guidance they just missed. Interesting choice.",
      ],
      [
        "hackernews",
        "4 08:10",
        "Cowdray Semiconductor CEO steps down",
        "",
        { url: "https://semiwire.example/cowdray-ceo" },
      ],
      [
        "mastodon",
        "4 11:20",
        "effective immediately",
        "'effective immediately' is the corporate phrase for 'his badge stopped working at 4:01pm'",
      ],
    ],
  },
  {
    story: "draycott-robotics-job-cuts",
    items: [
      [
        "techcrunch-ai",
        "2 11:00",
        "Councils stop buying robot mowers, and Draycott Robotics lets 140 people go",
        "The Milton Keynes company, whose autonomous mowers cut verges and parks for local authorities, told staff on Wednesday that a fifth of its jobs would go after a wave of council budget cuts cancelled spring orders.",
      ],
      [
        "hackernews",
        "2 11:45",
        "Draycott Robotics cuts 140 jobs",
        "",
        { url: "https://ukstartupnews.example/draycott-cuts" },
      ],
      [
        "reddit-artificial",
        "2 14:20",
        "Worked at Draycott until this morning. AMA-ish",
        "Autonomy team mostly kept, field service and sales cut hard. The mowers work. The problem is that councils are our whole pipeline and their budgets just got cut again.",
      ],
      [
        "mastodon",
        "2 16:00",
        "the other draycot",
        "got three messages asking if the AI lab that launched the coding model yesterday is laying people off. different spelling, different company, same bad week for my notifications",
      ],
      [
        "google-news-ai-policy",
        "2 17:30",
        "Milton Keynes robot mower firm Draycott to shed 140 jobs - BBC News",
        "The firm said it had enough cash to reach profitability on its remaining contracts.",
      ],
    ],
  },
  {
    story: "quarrendon-learning-layoffs",
    items: [
      [
        "theverge-ai",
        "2 13:30",
        "Quarrendon Learning cuts 40% of staff and says AI will write its lessons now",
        "The homework-help company is letting go of most of its curriculum writers and human tutors, and will replace them with generated lessons checked by a smaller editorial team.",
      ],
      [
        "reddit-artificial",
        "2 14:50",
        "I wrote maths lessons for Quarrendon for 4 years. Laid off today by a 9 minute video call",
        "They said the generated lessons test 'within tolerance' of ours. Within tolerance. Good luck to the kids.",
      ],
      [
        "hackernews",
        "2 15:40",
        "Quarrendon Learning replaces curriculum writers with generated lessons, lays off 40%",
        "",
        { url: "https://edtechdispatch.example/quarrendon-layoffs" },
      ],
      [
        "mastodon",
        "2 18:10",
        "within tolerance",
        "edtech company fires the people who wrote the lessons, keeps the people who wrote the press release. priorities",
      ],
      [
        "google-news-ai-policy",
        "2 20:00",
        "Lernplattform Quarrendon streicht 40 Prozent der Stellen und setzt auf KI-Lektionen - Der Standard",
        "Betroffen sind vor allem Autorinnen und Tutoren in Großbritannien und Österreich.",
      ],
      [
        "devto",
        "3 13:00",
        "I just lost my content job to an LLM. Here is my plan to move into developer docs",
        "Four years writing lessons, three weeks of notice. What transfers (structuring explanations, testing on real learners) and the docs-as-code skills I'm learning this month.",
      ],
    ],
  },
  {
    story: "aubrac-series-b",
    items: [
      [
        "techcrunch-ai",
        "3 07:00",
        "Aubrac raises €600M, three days after an outage took down its customers",
        "The Paris lab's Series B values it at €5.5 billion. Investors include a French sovereign fund and two US growth firms; Aubrac says part of the money goes to a third data-centre region.",
      ],
      [
        "google-news-ai-policy",
        "3 07:30",
        "Aubrac lève 600 millions d'euros et promet une troisième région de calcul - Le Figaro",
        "La jeune pousse parisienne devient l'une des licornes les mieux valorisées de la French Tech.",
      ],
      [
        "hackernews",
        "3 09:05",
        "Aubrac closes a €600M round at a €5.5B valuation",
        "",
        { url: "https://aubrac.example/blog/series-b" },
      ],
      [
        "reddit-artificial",
        "3 12:40",
        "Investors after Monday's Aubrac outage: here's €600M",
        "I guess 'we need a third region' is a great pitch when everyone saw exactly why on Monday.",
      ],
      [
        "mastodon",
        "3 13:55",
        "french tech",
        "step 1: go down for five hours. step 2: explain you need more data centres. step 3: €600M",
      ],
      [
        "venturebeat-ai",
        "3 16:00",
        "What Aubrac's €600M means for European enterprises choosing a model provider",
        "For banks that must keep data in the EU, a well-funded local lab with three regions changes the procurement math, but this week's outage will be in every vendor review.",
      ],
    ],
  },
  {
    story: "ossory-motion-series-a",
    items: [
      [
        "techcrunch-ai",
        "3 14:00",
        "Ossory Motion raises $90M to put cheap robot arms in small factories",
        "The Pittsburgh startup sells a six-axis arm for $18,000 with a model that learns a task from ten demonstrations. The Series A was led by a Bay Area firm.",
      ],
      [
        "producthunt",
        "3 15:00",
        "Ossory Arm — A $18k robot arm that learns a task from ten demos",
        "Show it ten times, it does it ten thousand. Works with standard grippers and a phone for teaching.",
      ],
      [
        "hackernews",
        "3 16:30",
        "Ossory Motion (YC W25) raises $90M Series A",
        "",
        { url: "https://ossory.example/blog/series-a" },
      ],
      [
        "reddit-machinelearning",
        "3 18:20",
        "[D] Ossory claims ten-demo imitation learning on a cheap arm. How plausible is that outside a demo video?",
        "Their video shows bin picking and a cable insertion. Ten demos for the bin picking I believe; cable insertion with that arm's repeatability I'd like to see numbers on.",
      ],
      [
        "mastodon",
        "3 20:10",
        "ten demos",
        "robot arm that learns from ten demonstrations. my nephew has had several hundred demonstrations of how to close a door",
      ],
    ],
  },
  {
    story: "hexworthy-sues-ossory",
    items: [
      [
        "google-news-ai-policy",
        "4 14:30",
        "Hexworthy Robotics sues Ossory Motion, alleging ex-engineers took arm-control code - Boston Globe",
        "The complaint, filed in federal court in Massachusetts, says two Ossory founders downloaded thousands of files before leaving Hexworthy in 2024.",
      ],
      [
        "techcrunch-ai",
        "4 15:10",
        "A day after its $90M round, Ossory Motion is being sued for trade secret theft",
        "Hexworthy says Ossory's learning-from-demonstration controller is built on its own. Ossory called the suit 'a competitor's reaction to a funding announcement'.",
      ],
      [
        "hackernews",
        "4 16:00",
        "Hexworthy v. Ossory: complaint alleges founders exfiltrated 11,000 files",
        "",
        { url: "https://courtlistener-mirror.example/hexworthy-v-ossory" },
      ],
      [
        "reddit-machinelearning",
        "4 19:15",
        "[D] The Hexworthy complaint quotes Ossory's controller architecture. Does it actually look copied?",
        "Exhibit C compares two diagrams. Both are a diffusion policy with a force-torque head, which is also what half of the papers from last year look like.",
      ],
      [
        "mastodon",
        "4 21:40",
        "the morning after",
        "nothing says 'we're worried about you' like filing the lawsuit the morning after your ex-employees' series A",
      ],
      [
        "lobsters",
        "5 12:00",
        "What a trade-secret complaint can and cannot prove from git history",
        "",
        { url: "https://forensicgit.example/trade-secrets" },
      ],
    ],
  },
  {
    story: "sage-buys-tillhouse",
    items: [
      [
        "techcrunch-ai",
        "0 07:30",
        "Sage buys Tillhouse, whose AI agent closes small businesses' books",
        "The UK accounting software maker is paying about $480 million for the two-year-old startup, whose agent reconciles bank feeds and chases missing receipts by email.",
      ],
      [
        "google-news-ai-policy",
        "0 08:15",
        "Sage acquires bookkeeping AI start-up Tillhouse in £380m deal - Financial Times",
        "The deal is the FTSE 100 company's largest in five years.",
      ],
      [
        "hackernews",
        "0 10:20",
        "Sage buys Tillhouse, an AI bookkeeper, for about $480M",
        "",
        { url: "https://tillhouse.example/blog/joining-sage" },
      ],
      [
        "reddit-artificial",
        "0 13:10",
        "Tillhouse was the only AI tool my accountant actually liked. Now it belongs to Sage",
        "It chased my receipts politely and never once asked me to log in to a portal. I give it a year before it's a feature inside a portal.",
      ],
      [
        "mastodon",
        "0 16:45",
        "receipts",
        "a robot that emails you about missing receipts has been acquired for £380 million. the receipts remain missing",
      ],
      [
        "stackexchange",
        "1 09:50",
        "Will the Tillhouse API keep working after the Sage acquisition? Planning a bank-feed integration",
        "We were about to build on Tillhouse's reconciliation webhooks. Their FAQ says 'no changes for now'. Has anyone been through a Sage acquisition of an API product, and how long did the old endpoints last?",
      ],
    ],
  },
  {
    story: "kilnworth-s1-filing",
    items: [
      [
        "sec-edgar",
        "1 20:45",
        "Kilnworth, Inc. files S-1",
        "Registration statement on Form S-1. Proposed maximum aggregate offering price: $100,000,000 (placeholder). Kilnworth, Inc. designs inference accelerators for large language models. Proposed Nasdaq symbol: KILN.",
        { cik: "2041177" },
      ],
      [
        "techcrunch-ai",
        "1 21:30",
        "Inference chip startup Kilnworth files to go public, showing $310M in revenue and a big loss",
        "The filing shows revenue tripled in 2026, mostly from two cloud customers, and a net loss of $420 million. It plans to list on Nasdaq as KILN.",
      ],
      ["hackernews", "1 22:00", "Kilnworth S-1", "", { url: "https://kilnworth.example/investors/s-1" }],
      [
        "reddit-localllama",
        "2 08:30",
        "Kilnworth's S-1 says their cards do 8,000 tok/s on a 70B. Anyone actually used their cloud?",
        "Reading the risk factors for fun: two customers are 81% of revenue and their chips are made by one foundry on one node. Still, the numbers in the filing are wild if true.",
      ],
      [
        "mastodon",
        "2 12:20",
        "favourite genre",
        "my favourite genre of literature is the risk factors section of an AI chip S-1. 60 pages of 'what if the customer builds their own'",
      ],
      [
        "polymarket",
        "2 15:00",
        "Kilnworth IPO before April?",
        "Resolves Yes if Kilnworth, Inc. shares begin trading on a US exchange on or before March 31, 2027. The company filed its S-1 on February 2.",
      ],
    ],
  },
  {
    story: "lanshan-hong-kong-ipo-debut",
    items: [
      [
        "google-news-ai-policy",
        "3 02:30",
        "揽山智能港股上市首日大涨68%，服务机器人赛道再获追捧 - 证券时报",
        "公司此次全球发售募资约42亿港元，股票代码为2718。",
      ],
      [
        "techcrunch-ai",
        "3 05:15",
        "Shenzhen robot maker Lanshan soars 68% in Hong Kong debut before the holiday",
        "Lanshan Intelligence, which makes delivery and cleaning robots for hotels and hospitals, raised HK$4.2 billion in the last big listing before the Lunar New Year break.",
      ],
      [
        "hackernews",
        "3 07:00",
        "Lanshan Intelligence jumps 68% on Hong Kong debut",
        "",
        { url: "https://asiamarkets.example/lanshan-debut" },
      ],
      [
        "reddit-artificial",
        "3 09:30",
        "The robot that delivers towels in my Shenzhen hotel is now a $6B company",
        "It's the Lanshan one, with the little face screen. It got stuck in the lift for 10 minutes yesterday. Apparently investors don't mind.",
      ],
      [
        "mastodon",
        "3 11:00",
        "lift trouble",
        "hotel towel robot ipo up 68% on day one. the towel robot is worth more than the hotel",
      ],
    ],
  },
  {
    story: "tolgarrick-scam-victims-lawsuit",
    items: [
      [
        "google-news-ai-policy",
        "4 10:00",
        "Romance fraud victims sue Tolgarrick over face-swap tool - The Guardian",
        "Lawyers for 38 people who lost money to fraudsters using Mirrorcast have filed a claim at the High Court in Leeds.",
      ],
      [
        "theverge-ai",
        "4 11:20",
        "Tolgarrick turned Mirrorcast off on Tuesday. On Friday, the scam victims sued",
        "The claim says Tolgarrick knew of the fraud for months and kept selling the feature; the company says it acted as soon as police contacted it.",
      ],
      [
        "hackernews",
        "4 12:05",
        "Victims of face-swap romance scams sue the company that made the tool",
        "",
        { url: "https://legaldispatch.example/tolgarrick-claim" },
      ],
      [
        "reddit-artificial",
        "4 15:30",
        "Can you actually sue a tool maker for what scammers did with it? UK lawyers?",
        "The Tolgarrick claim is going to be interesting. Kitchen knife makers don't get sued for stabbings. But they also don't sell 'be someone else on a video call' as the feature.",
      ],
      [
        "mastodon",
        "4 19:00",
        "off switch",
        "turns out having an off switch is great, and using it before the lawsuit is even better",
      ],
    ],
  },
  {
    story: "deutsche-telekom-draycote-deal",
    items: [
      [
        "google-news-ai-policy",
        "4 08:00",
        "Telekom setzt im Kundenservice auf britisches KI-Labor Draycote - Handelsblatt",
        "Der Konzern will Modelle von Draycote in seinen Rechenzentren in Deutschland betreiben und ab Sommer in der Hotline einsetzen.",
      ],
      [
        "venturebeat-ai",
        "4 09:30",
        "Deutsche Telekom picks Draycote to run its support agents on German soil",
        "The deal puts Draycote's models, including a tuned Kestle 3, inside Telekom's own data centres, which matters more to the carrier than any benchmark.",
      ],
      [
        "hackernews",
        "4 11:00",
        "Deutsche Telekom signs multi-year AI deal with Draycote",
        "",
        { url: "https://draycote.example/news/telekom" },
      ],
      [
        "reddit-artificial",
        "4 14:00",
        "Telekom's hotline is going to be run by the model that wrote wallet drainers on Thursday?",
        "Joke, mostly. But the timing of this deal a day after Draycote's own abuse report is something.",
      ],
      [
        "mastodon",
        "4 17:30",
        "warteschleife",
        "looking forward to an AI telling me in perfect german that my call is very important to it",
      ],
    ],
  },
  {
    story: "thomson-reuters-acquires-cressbrook",
    items: [
      [
        "google-news-ai-policy",
        "0 13:00",
        "Thomson Reuters agrees to buy legal AI start-up Cressbrook for $1.1bn - The Times",
        "Cressbrook's software drafts first versions of commercial leases and checks them against a firm's own precedents.",
      ],
      [
        "techcrunch-ai",
        "0 13:40",
        "Thomson Reuters is buying Cressbrook, the lease-drafting AI that law firms actually pay for",
        "The $1.1 billion deal, announced hours after Sage's purchase of Tillhouse, is the information company's second legal AI acquisition in three years.",
      ],
      [
        "hackernews",
        "0 15:00",
        "Thomson Reuters to acquire Cressbrook for $1.1B",
        "",
        { url: "https://cressbrook.example/news/thomson-reuters" },
      ],
      [
        "reddit-artificial",
        "0 17:30",
        "Two AI acquisitions before lunch on a Monday. Is this the 'incumbents buy the wrappers' phase?",
        "Cressbrook drafts leases, it doesn't train models. Thomson Reuters paid $1.1B for the workflow and the law-firm contracts.",
      ],
      [
        "mastodon",
        "0 19:40",
        "precedent",
        "legal AI startup acquired by the company that owns the case law it was checking against. the precedent for this is, well, them",
      ],
      [
        "lobsters",
        "1 08:30",
        "When your legal-tech vendor gets bought: an exit checklist for in-house tooling",
        "",
        { url: "https://inhousedev.example/vendor-acquired" },
      ],
    ],
  },
];
