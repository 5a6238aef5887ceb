// AI business in the week of 2027-01-25: big-tech fourth-quarter results (SAP on Tuesday; Microsoft, Meta and Tesla
// after the close on Wednesday, the day the Federal Reserve ends its meeting; Samsung early and Apple late on
// Thursday), a sovereign-AI partnership, a legal-AI Series B and an open-weights lab's Series A, two acquisitions,
// an authors' suit against a lab, an S-1, two layoffs on one Friday and an employee tender offer.
// Entities: Microsoft, Meta, Tesla, Apple, Samsung, SAP, Cohere, Gilsland (invented open-weights lab), HubSpot,
// Wendmore (invented sales-call coaching startup), Akamai, Askrigg (invented inference host), Wendover (invented
// lab), Hexworth (invented humanoid-robot startup), Atlassian, Threlkeld Data (invented data-labelling company),
// ElevenLabs, Ravenglass (invented legal-AI startup).
// Stories (label, first day):
//   ravenglass-series-b (Mon) · sap-q4-earnings (Tue) · hubspot-acquires-wendmore (Tue) · threlkeld-ipo-filing (Tue)
//   microsoft-fy27-q2-earnings (Wed) · meta-q4-earnings (Wed) · tesla-q4-earnings (Wed) · authors-sue-wendover (Wed)
//   samsung-q4-earnings (Thu) · apple-q1-earnings (Thu) · sap-cohere-sovereign-partnership (Thu)
//   gilsland-series-a (Fri) · akamai-acquires-askrigg (Fri) · hexworth-layoffs (Fri) · atlassian-layoffs (Fri)
//   elevenlabs-tender-offer (Fri)
// Same-entity twins: SAP ×2 (Q4 results on Tuesday, the Cohere partnership on Thursday), Cohere ×2 (the partnership
// here; its API price cut on Monday in stories-labs.mjs), Wendover ×3 (the authors' suit on Wednesday here; the W3
// launch on Monday and its rollback on Thursday in stories-labs.mjs), Gilsland ×2 (the Series A on Friday here; G2
// open weights on Tuesday in stories-labs.mjs), Askrigg ×2 (Akamai's purchase on Friday here; its outage on
// Wednesday in stories-labs.mjs), Hexworth ×2 (layoffs on Friday here; the teleoperated demo on Tuesday in
// stories-labs.mjs), Meta ×2 (Q4 results here; V-JEPA 3 on Tuesday in stories-labs.mjs), Microsoft ×2 (results
// here; Teams' recap paused in the EU on Thursday in stories-labs.mjs), ElevenLabs ×2 (the tender offer here; the
// plan price rise on Monday in stories-labs.mjs).
// Nearly identical names: Wendmore (bought by HubSpot, Tuesday) and Wendover (the lab, three stories).
// Same event type on one day: Microsoft's, Meta's and Tesla's results (Wednesday evening); Samsung's and Apple's
// results (Thursday); Hexworth's and Atlassian's layoffs (Friday); Gilsland's Series A, Akamai's purchase of
// Askrigg and ElevenLabs' tender offer (Friday money); HubSpot's purchase and Threlkeld's S-1 (Tuesday).
// Twins with writer B's files (read from B's header comments and story ids only, after A's stories were written):
// Meta ×3 (its Q4 results here, V-JEPA 3 in stories-labs.mjs, India's CCI order on WhatsApp and rival assistants on
// Friday, b-cci-meta-whatsapp-ai-order); Apple ×2 (its results on Thursday here; the App Store rule for apps that
// send data to AI services on Wednesday, b-apple-app-store-ai-data-rule); Microsoft's results come two days after
// GitHub's GPU runner price rise (b-github-gpu-runner-price-rise, Monday); the novelists' suit against Wendover falls
// on the Wednesday of the Lindisfarne v. Ashgill fair-use ruling (b-lindisfarne-ashgill-fair-use-ruling): two
// training-data copyright stories, a new suit and a ruling in another case.
export default [
  {
    story: "ravenglass-series-b",
    items: [
      [
        "techcrunch-ai",
        "0 12:00",
        "Ravenglass raises $140M to put its legal research agent in more law firms",
        "The Manchester startup's Series B values it at $1.1 billion. Its agent drafts research memos with pinned citations and is used by 60 firms in the UK and Ireland; the money funds a US launch in the spring.",
      ],
      [
        "hackernews",
        "0 12:40",
        "Ravenglass, the legal research agent, closes its Series B at a $1.1B valuation",
        "",
        { url: "https://ravenglass.example/blog/series-b" },
      ],
      [
        "venturebeat-ai",
        "0 15:20",
        "Legal AI's next test: Ravenglass bets citations beat chat",
        "Every answer links to a paragraph of a judgment or statute, and the firm says hallucinated citations fell to one in 4,000 in its audited sample. Rivals are chasing the same US mid-size firms.",
      ],
      [
        "reddit-artificial",
        "0 18:30",
        "Trainee solicitor here. Ravenglass is what our firm uses and the funding news has people nervous",
        "It does in twenty minutes what took me a day in my first seat. Partners keep saying it 'frees us for higher-value work'. We'll see.",
      ],
      [
        "mastodon",
        "0 22:10",
        "billing increments",
        "a billion dollars for software that bills in six-minute increments but works in six-second ones",
      ],
      [
        "lobsters",
        "1 10:00",
        "How Ravenglass pins citations to paragraph-level anchors",
        "",
        { url: "https://ravenglass.example/engineering/citation-anchors" },
      ],
    ],
  },
  {
    story: "sap-q4-earnings",
    items: [
      [
        "google-news-ai-policy",
        "1 20:40",
        "SAP übertrifft Cloud-Erwartungen, Aktie steigt nachbörslich - Frankfurter Allgemeine",
        "Der Softwarekonzern meldet für das vierte Quartal ein Cloud-Wachstum von 29 Prozent und verweist auf die Nachfrage nach KI-Funktionen.",
      ],
      [
        "sec-edgar",
        "1 20:45",
        "6-K - SAP SE (Filer)",
        "Report of foreign private issuer. Quarterly statement Q4 and FY 2026: cloud revenue EUR 5.9 billion, up 29%; current cloud backlog EUR 21.4 billion, up 31%; 2027 outlook for cloud revenue EUR 25.5 to 26.0 billion.",
      ],
      [
        "venturebeat-ai",
        "2 08:00",
        "SAP says a third of new cloud deals in Q4 included its AI agents",
        "The company counted 1,900 customers paying for Joule agents and said AI units will be priced per completed business task from April.",
      ],
      [
        "hackernews",
        "2 09:10",
        "SAP Q4: cloud up 29%, AI agents in a third of new deals",
        "",
        { url: "https://news.sap.example/2027/01/q4-2026-results" },
      ],
      [
        "reddit-artificial",
        "2 11:30",
        "SAP says AI agents were in a third of its new deals. As someone who implements SAP, what does that even count?",
        "Every new S/4 contract I've seen this quarter had the agent SKU bundled at zero for year one. So yes, technically included.",
      ],
      [
        "mastodon",
        "2 13:00",
        "walldorf",
        "the enterprise software company reports that customers love its ai, in the sense that it was in the bundle and nobody read the bundle",
      ],
    ],
  },
  {
    story: "hubspot-acquires-wendmore",
    items: [
      [
        "techcrunch-ai",
        "1 13:00",
        "HubSpot buys Wendmore, whose AI listens to sales calls and coaches reps",
        "The deal, for about $350 million in cash and stock, brings Wendmore's call-scoring models into HubSpot's sales tools. Wendmore's 90 staff will join HubSpot's Dublin office.",
      ],
      [
        "sec-edgar",
        "1 13:10",
        "8-K - HubSpot, Inc. (Filer)",
        "Item 8.01 Other Events. On January 26, 2027, the Company entered into a definitive agreement to acquire Wendmore Ltd. for aggregate consideration of approximately $350 million in cash and shares of common stock, subject to customary closing conditions.",
      ],
      [
        "hackernews",
        "1 13:40",
        "HubSpot to acquire Wendmore",
        "",
        { url: "https://ir.hubspot.example/news/hubspot-to-acquire-wendmore" },
      ],
      [
        "reddit-artificial",
        "1 16:20",
        "My team uses Wendmore. Anyone know what happens to non-HubSpot CRM integrations?",
        "We're on Salesforce. Their FAQ says 'existing integrations continue to be supported' with no end date, which usually means there will be one.",
      ],
      [
        "mastodon",
        "1 19:00",
        "pep talk",
        "an ai that listens to every sales call and tells the rep what they did wrong has been bought, and i hope someone plays it the recording of the negotiation",
      ],
      [
        "devto",
        "2 12:30",
        "Exporting your call transcripts and scores out of Wendmore before the HubSpot migration",
        "The bulk export API pages 500 calls at a time and the scores live in a separate endpoint. A script that joins them into one CSV.",
      ],
    ],
  },
  {
    story: "threlkeld-ipo-filing",
    items: [
      [
        "sec-edgar",
        "1 21:30",
        "S-1 - Threlkeld Data, Inc. (Filer)",
        "Registration statement under the Securities Act of 1933. Proposed ticker THRL on the Nasdaq Global Select Market. Revenue of $612 million for the nine months ended September 30, 2026, up 74%; net loss of $88 million.",
      ],
      [
        "techcrunch-ai",
        "1 22:15",
        "Data-labelling firm Threlkeld files for a Nasdaq listing; three AI labs make up 71% of its sales",
        "The filing shows three AI labs accounted for 71% of revenue and that Threlkeld paid its 48,000 contract annotators $410 million over nine months. It lists the reliance on a few customers as its first risk.",
      ],
      [
        "hackernews",
        "2 07:50",
        "Threlkeld Data S-1",
        "",
        { url: "https://filings.example/threlkeld-data/s-1" },
      ],
      [
        "reddit-machinelearning",
        "2 10:40",
        "[D] The Threlkeld S-1 puts a number on expert annotation: $410M in nine months",
        "Works out to roughly $45 per hour across their contractor pool, much higher than crowd labelling. Says a lot about where post-training budgets go.",
      ],
      [
        "polymarket",
        "2 12:00",
        "Will Threlkeld Data begin trading before June 30, 2027?",
        "Yes 64% (up 29 points since the S-1 filing Tuesday night). Resolves Yes if Threlkeld's common stock begins trading on a US exchange on or before June 30, 2027.",
      ],
      [
        "mastodon",
        "2 16:30",
        "the people behind the curtain",
        "three customers, seventy-one percent of revenue, forty-eight thousand contractors. the risk factors section reads like a labour history",
      ],
    ],
  },
  {
    story: "microsoft-fy27-q2-earnings",
    items: [
      [
        "sec-edgar",
        "2 21:05",
        "8-K - Microsoft Corp (Filer)",
        "Item 2.02 Results of Operations and Financial Condition. Revenue for the quarter ended December 31, 2026 was $81.3 billion, up 17%; Intelligent Cloud revenue $33.0 billion; Azure and other cloud services revenue grew 38%.",
      ],
      [
        "techcrunch-ai",
        "2 21:30",
        "Azure grows 38% as Microsoft says AI capacity is still short",
        "Microsoft said AI services contributed 19 points of Azure growth and that it expects to remain capacity-constrained through June. Capital spending reached $41 billion in the quarter.",
      ],
      [
        "hackernews",
        "2 21:50",
        "Microsoft Q2 FY27: Azure +38%, capex $41B",
        "",
        { url: "https://www.microsoft.example/investor/earnings/fy-2027-q2" },
      ],
      [
        "reddit-artificial",
        "2 23:10",
        "$41 billion capex in one quarter. At what point does Microsoft have to show the AI revenue to match?",
        "They said AI contributes 19 points of Azure growth, but not a dollar figure. Copilot seats were mentioned once, no number.",
      ],
      [
        "venturebeat-ai",
        "3 09:00",
        "Microsoft's earnings call had one message for CIOs: book your GPUs early",
        "Executives said some enterprise customers are waiting weeks for dedicated AI capacity in Europe, and new Azure regions in Sweden and Spain come online in the spring.",
      ],
      [
        "mastodon",
        "3 10:20",
        "forty-one",
        "forty-one billion dollars a quarter on data centres and the teams window still takes eleven seconds to open",
      ],
      [
        "google-news-ai-policy",
        "3 11:40",
        "Microsoft, Azure cresce del 38% grazie all'intelligenza artificiale - Il Sole 24 Ore",
        "Il gruppo di Redmond ha speso 41 miliardi di dollari in investimenti nel trimestre e prevede capacità limitata fino a giugno.",
      ],
    ],
  },
  {
    story: "meta-q4-earnings",
    items: [
      [
        "sec-edgar",
        "2 21:10",
        "8-K - Meta Platforms, Inc. (Filer)",
        "Item 2.02 Results of Operations and Financial Condition. Fourth quarter 2026 revenue $58.9 billion, up 22%; full-year 2027 capital expenditures expected to be in the range of $125 billion to $140 billion.",
      ],
      [
        "theverge-ai",
        "2 21:40",
        "Meta will spend up to $140 billion this year, mostly on AI",
        "The company said its Meta AI assistant passed 1.4 billion monthly users and that ads ranked by its newest models lifted conversions 7% in the quarter. Reality Labs lost $5.8 billion.",
      ],
      [
        "hackernews",
        "2 22:00",
        "Meta guides 2027 capex to $125B–$140B",
        "",
        { url: "https://investor.fb.example/q4-2026-results" },
      ],
      [
        "reddit-artificial",
        "2 23:40",
        "Meta AI '1.4 billion monthly users': how many of those just hit the search bar by accident?",
        "Every time I open WhatsApp search I get Meta AI. I'd love to know the share who meant to.",
      ],
      [
        "google-news-ai-policy",
        "3 08:30",
        "Meta prevê gastar até US$ 140 bilhões em 2027 com foco em IA - Valor Econômico",
        "Investimentos em data centers pesam, mas receita de publicidade cresce 22% no quarto trimestre.",
      ],
      [
        "mastodon",
        "3 09:50",
        "a medium-sized country",
        "meta will spend the gdp of a medium-sized country this year so that the search bar in whatsapp can keep misunderstanding me",
      ],
      [
        "polymarket",
        "3 12:30",
        "Meta above $800 on February 6?",
        "Yes 58% (up 15 points after Wednesday's results and guidance). Resolves Yes if META closes above $800.00 on February 6, 2027.",
      ],
    ],
  },
  {
    story: "tesla-q4-earnings",
    items: [
      [
        "sec-edgar",
        "2 21:15",
        "8-K - Tesla, Inc. (Filer)",
        "Item 2.02 Results of Operations and Financial Condition. Fourth quarter 2026 total revenues $27.1 billion; automotive gross margin excluding regulatory credits 16.4%; update letter furnished as Exhibit 99.1.",
      ],
      [
        "techcrunch-ai",
        "2 22:20",
        "Tesla says its robotaxi service will reach eight more cities this year after a weak car quarter",
        "Vehicle revenue fell 6% from a year earlier, while energy storage grew 41%. The company said its Optimus robot line will start pilot production in the summer.",
      ],
      [
        "hackernews",
        "2 22:45",
        "Tesla Q4 2026 Update [pdf]",
        "",
        { url: "https://ir.tesla.example/q4-2026-update.pdf" },
      ],
      [
        "reddit-artificial",
        "3 00:30",
        "Tesla call: robotaxi in 8 more cities 'this year'. How did last year's city list turn out?",
        "Genuinely asking, I lost track of which launched and which were still safety-driver only.",
      ],
      [
        "mastodon",
        "3 08:40",
        "next year",
        "every earnings call i learn that the robots are coming next year, which has been true for so long that it is now a sort of calendar",
      ],
      [
        "polymarket",
        "3 09:30",
        "Tesla robotaxi service in 10 or more US cities by June 30?",
        "Yes 23% (up 9 points after Wednesday's call named eight new cities for 2027). Resolves Yes if Tesla's driverless ride-hailing service is open to the public in at least 10 US metro areas by June 30, 2027.",
      ],
    ],
  },
  {
    story: "authors-sue-wendover",
    items: [
      [
        "google-news-ai-policy",
        "2 15:00",
        "Novelists sue Edinburgh AI lab Wendover in California over books used to train W3 - Reuters",
        "The proposed class action, filed in federal court in San Francisco, says the lab copied more than 200,000 books from shadow libraries.",
      ],
      [
        "techcrunch-ai",
        "2 15:40",
        "Wendover is sued by authors two days after launching W3",
        "The complaint cites W3's own model card, which lists a 'licensed and public books' corpus, and says internal file names match a pirated collection. Wendover said it would 'defend itself vigorously'.",
      ],
      [
        "hackernews",
        "2 16:10",
        "Authors file class action against Wendover over W3 training data",
        "",
        { url: "https://docket-watch.example/cand/wendover-authors-complaint" },
      ],
      [
        "reddit-artificial",
        "2 18:50",
        "The Wendover suit quotes their own model card against them. Is that a thing now?",
        "The complaint says the card's 'public books' line can't be true at that scale. Seems like model cards are becoming evidence.",
      ],
      [
        "mastodon",
        "2 20:10",
        "model card",
        "lesson of the week: the one document nobody reads is the one the lawyers will read most carefully",
      ],
      [
        "lobsters",
        "3 11:00",
        "What the Wendover complaint says about dataset provenance logs",
        "",
        { url: "https://provenance-notes.example/wendover-complaint" },
      ],
    ],
  },
  {
    story: "samsung-q4-earnings",
    items: [
      [
        "techcrunch-ai",
        "3 00:20",
        "Samsung's chip profit triples on HBM sales to AI accelerator makers",
        "The memory division's operating profit reached 19.6 trillion won in the fourth quarter, and Samsung said HBM4 shipments will more than double in the first half of 2027.",
      ],
      [
        "google-news-ai-policy",
        "3 02:10",
        "サムスン電子、10〜12月期は半導体部門が3倍の増益 AI向けHBMが好調 - 日本経済新聞",
        "高帯域幅メモリーの出荷が伸び、2027年上期はさらに倍増を見込む。",
      ],
      [
        "hackernews",
        "3 03:30",
        "Samsung Q4: memory operating profit triples on HBM",
        "",
        { url: "https://news.samsung.example/global/q4-2026-results" },
      ],
      [
        "reddit-localllama",
        "3 07:15",
        "Samsung says HBM shipments will double. Does that mean consumer GPU memory stays scarce in 2027?",
        "Every wafer going to HBM is one not going to GDDR. Not great news for anyone hoping for a 48GB card at a sane price.",
      ],
      [
        "mastodon",
        "3 09:10",
        "wafers",
        "the memory business is booming, just not for any memory that fits in a computer i can buy",
      ],
      [
        "venturebeat-ai",
        "3 12:20",
        "Samsung's HBM ramp could ease AI server lead times by the summer",
        "Suppliers told analysts on the call that allocation for second-half HBM4 is already mostly committed to two accelerator customers.",
      ],
    ],
  },
  {
    story: "apple-q1-earnings",
    items: [
      [
        "sec-edgar",
        "3 21:30",
        "8-K - Apple Inc. (Filer)",
        "Item 2.02 Results of Operations and Financial Condition. Net sales for the quarter ended December 27, 2026 of $138.2 billion; Services net sales of $29.4 billion.",
      ],
      [
        "theverge-ai",
        "3 22:00",
        "Apple says the new Siri drove iPhone upgrades in its biggest quarter ever",
        "iPhone revenue rose 9% and the company credited the Gemini-powered Siri, which reached every supported country in December. Apple said AI features will come to the Vision line later this year.",
      ],
      [
        "hackernews",
        "3 22:20",
        "Apple Q1 2027: $138.2B revenue, Services $29.4B",
        "",
        { url: "https://www.apple.example/newsroom/2027/01/apple-reports-first-quarter-results" },
      ],
      [
        "google-news-ai-policy",
        "4 07:30",
        "Apple affiche un trimestre record porté par la nouvelle Siri - Les Echos",
        "Le groupe de Cupertino attribue la hausse de 9 % des ventes d'iPhone à son assistant dopé à l'IA.",
      ],
      [
        "reddit-artificial",
        "4 09:40",
        "Did the new Siri actually make anyone upgrade? Apple says it did",
        "I upgraded because my battery died. I use Siri for timers. I suspect I'm counted as an AI upgrade.",
      ],
      [
        "mastodon",
        "4 11:00",
        "set a timer",
        "record quarter for the phone company, driven, we are told, by an assistant that i have asked to set a timer four thousand times",
      ],
    ],
  },
  {
    story: "sap-cohere-sovereign-partnership",
    items: [
      [
        "lab-blogs",
        "3 08:00",
        "Cohere and SAP bring sovereign AI agents to European public sector customers",
        "Cohere's Command and Embed models will run inside SAP's sovereign cloud in Germany and France, with data and weights kept in the EU, for ministries and regulated industries. General availability is planned for the second quarter.",
        { url: "https://cohere.example/blog/sap-sovereign" },
      ],
      [
        "google-news-ai-policy",
        "3 09:30",
        "SAP et Cohere s'allient pour une IA souveraine destinée aux administrations - Les Echos",
        "Les modèles du canadien tourneront dans le cloud souverain de l'éditeur allemand, en France et en Allemagne.",
      ],
      [
        "venturebeat-ai",
        "3 11:10",
        "Why SAP picked Cohere, not a US giant, for its sovereign cloud agents",
        "SAP's cloud chief said ministries asked for a model vendor whose weights can be hosted entirely on German and French soil, two days after SAP told investors AI was in a third of its deals.",
      ],
      [
        "hackernews",
        "3 12:00",
        "SAP and Cohere partner on sovereign AI for European governments",
        "",
        { url: "https://cohere.example/blog/sap-sovereign" },
      ],
      [
        "reddit-artificial",
        "3 14:30",
        "Is 'sovereign AI' anything more than 'the GPUs are in Frankfurt'?",
        "The SAP–Cohere announcement says data and weights stay in the EU. But who can push updates to the model? That's the part that matters for sovereignty.",
      ],
      [
        "mastodon",
        "3 17:10",
        "passport stamps",
        "a canadian model, in a german cloud, sold to the french state. europe's digital sovereignty has a lovely multicultural feel to it",
      ],
    ],
  },
  {
    story: "gilsland-series-a",
    items: [
      [
        "techcrunch-ai",
        "4 07:00",
        "Gilsland raises €180M three days after its G2 models topped the open charts",
        "The Lyon lab's Series A was led by two European funds and values it at €1.2 billion. It plans to train a larger model on a French supercomputer this year and keep releasing under Apache 2.0.",
      ],
      [
        "google-news-ai-policy",
        "4 08:15",
        "Le lyonnais Gilsland lève 180 millions d'euros pour ses modèles d'IA ouverts - Le Figaro",
        "La jeune pousse, fondée il y a dix-huit mois, devient la deuxième licorne française de l'IA générative.",
      ],
      [
        "hackernews",
        "4 09:00",
        "Gilsland, the Lyon open-weights lab, closes a €180M round",
        "",
        { url: "https://gilsland.example/blog/series-a" },
      ],
      [
        "reddit-localllama",
        "4 10:45",
        "Gilsland got €180M. Please keep the Apache licence, please keep the Apache licence",
        "Their post says 'we will keep releasing under Apache 2.0' but we've all seen that promise turn into a research licence after round two.",
      ],
      [
        "mastodon",
        "4 12:10",
        "open wallets",
        "release the weights on tuesday, release the term sheet on friday",
      ],
    ],
  },
  {
    story: "akamai-acquires-askrigg",
    items: [
      [
        "sec-edgar",
        "4 13:00",
        "8-K - Akamai Technologies, Inc. (Filer)",
        "Item 8.01 Other Events. On January 29, 2027, Akamai entered into an agreement to acquire Askrigg, Inc., a provider of hosted inference for open-weights models, for approximately $260 million in cash.",
      ],
      [
        "venturebeat-ai",
        "4 13:30",
        "Akamai buys Askrigg to run open models at the edge, two days after its outage",
        "Akamai says Askrigg's serving stack will move onto its distributed cloud, and that Wednesday's four-hour outage, which hit Askrigg's single-region routing, is the kind of problem its network was built to avoid.",
      ],
      [
        "hackernews",
        "4 14:00",
        "Akamai to acquire Askrigg",
        "",
        { url: "https://www.akamai.example/newsroom/akamai-to-acquire-askrigg" },
      ],
      [
        "reddit-localllama",
        "4 15:20",
        "Askrigg acquired by Akamai. Are the cheap per-token prices going to survive?",
        "Their FAQ promises current prices 'through 2027'. Askrigg was the cheapest place to run the big open MoEs, so this matters to a lot of small projects.",
      ],
      [
        "stackexchange",
        "4 18:00",
        "Will Askrigg API keys keep working after the Akamai acquisition, or should I plan a migration?",
        "Our app calls Askrigg's OpenAI-compatible endpoint. The announcement mentions moving to Akamai's platform but says nothing about base URLs or key formats.",
      ],
      [
        "mastodon",
        "4 19:30",
        "acquired",
        "wednesday: down for four hours. friday: acquired. there's a lesson in there about what investors mean by 'resilience'",
      ],
    ],
  },
  {
    story: "hexworth-layoffs",
    items: [
      [
        "techcrunch-ai",
        "4 16:00",
        "Hexworth lays off 40% of staff after its robot demo scandal",
        "The humanoid startup cut about 110 jobs, mostly in marketing and its planned second factory. It said H1 deliveries to two warehouse customers will slip to the autumn.",
      ],
      [
        "hackernews",
        "4 16:30",
        "Hexworth cuts 40% of staff",
        "",
        { url: "https://hexworth.example/updates/team-changes" },
      ],
      [
        "reddit-artificial",
        "4 18:10",
        "Hexworth layoffs three days after the teleoperation admission. Humanoid bubble popping or just one company?",
        "They had 270 people and no revenue. The demo thing probably just moved the date forward.",
      ],
      ["mastodon", "4 20:00", "operator", "the remote operator has been let go. the robot has not been told"],
      [
        "google-news-ai-policy",
        "5 09:30",
        "Robot-startup Hexworth ontslaat 40 procent van personeel - NOS",
        "Het bedrijf gaf eerder deze week toe dat een virale video van zijn robot op afstand werd bestuurd.",
      ],
    ],
  },
  {
    story: "atlassian-layoffs",
    items: [
      [
        "sec-edgar",
        "4 11:00",
        "8-K - Atlassian Corporation (Filer)",
        "Item 2.05 Costs Associated with Exit or Disposal Activities. The Company approved a plan to reduce its global workforce by approximately 9%, and expects to incur charges of $120 million to $140 million, primarily in the third quarter of fiscal 2027.",
      ],
      [
        "theverge-ai",
        "4 11:45",
        "Atlassian cuts 9% of jobs and says AI now writes much of its support replies",
        "About 1,200 roles go, most in customer support and sales operations. The company said its Rovo agents now resolve 55% of support tickets without a person.",
      ],
      [
        "hackernews",
        "4 12:15",
        "Atlassian announces about 1,200 job cuts",
        "",
        { url: "https://www.atlassian.example/blog/announcements/workforce-update" },
      ],
      [
        "reddit-artificial",
        "4 14:50",
        "Atlassian says AI resolves 55% of support tickets. As a Jira admin who files tickets with them: no it doesn't",
        "Every ticket I opened this month got a bot reply linking the docs I had already quoted in the ticket.",
      ],
      [
        "mastodon",
        "4 16:40",
        "ticket",
        "filed a ticket about the layoffs. it has been closed as 'resolved by agent'",
      ],
      [
        "google-news-ai-policy",
        "4 21:10",
        "Atlassian recorta el 9% de su plantilla y apuesta por agentes de IA en soporte - Cinco Días",
        "La empresa australiana eliminará unos 1.200 puestos, la mayoría en atención al cliente.",
      ],
    ],
  },
  {
    story: "elevenlabs-tender-offer",
    items: [
      [
        "techcrunch-ai",
        "4 09:00",
        "ElevenLabs staff can sell shares at a $14 billion valuation in a new tender offer",
        "Current and former employees may sell up to $400 million of stock to a group of existing investors. The company said it has no plans to go public this year.",
      ],
      [
        "hackernews",
        "4 09:30",
        "ElevenLabs tender offer values company at $14B",
        "",
        { url: "https://techcrunch.example/elevenlabs-tender-offer" },
      ],
      [
        "google-news-ai-policy",
        "4 10:40",
        "ElevenLabs, i dipendenti vendono azioni con una valutazione di 14 miliardi - Milano Finanza",
        "L'offerta riservata al personale arriva pochi giorni dopo l'aumento dei prezzi degli abbonamenti.",
      ],
      [
        "reddit-artificial",
        "4 13:30",
        "Four days after raising our subscription prices, ElevenLabs employees get to cash out at $14B",
        "Not saying one funds the other. Just noting the timing as a Creator plan subscriber.",
      ],
      [
        "polymarket",
        "4 15:00",
        "ElevenLabs IPO in 2027?",
        "Yes 14% (down 8 points after the company said it has no plans to go public this year). Resolves Yes if ElevenLabs publicly files for or completes an IPO by December 31, 2027.",
      ],
      [
        "mastodon",
        "4 18:20",
        "cashing out",
        "somewhere a voice engineer is reading out their brokerage statement in a synthetic voice just to hear it said by someone calmer",
      ],
    ],
  },
];
