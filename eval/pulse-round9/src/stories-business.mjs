// AI business in the week of 2027-01-18 (Martin Luther King Jr. Day on Monday, US markets closed; the World
// Economic Forum in Davos all week; Q4 earnings season opening with the chip, memory and storage suppliers): Q4
// results and bookings, a pre-announcement and the share sale that followed it, an IPO debut and an IPO filing, an
// acquisition and a power deal announced around Davos, a data-centre deal, funding, funding talks, layoffs.
// Entities: Seagate, ASML, Intel, SK hynix, Halvergate Photonics (invented optical-interconnect maker, Nasdaq HLVG),
// Stourbay (invented Rotterdam freight-booking startup), Zendesk, Orrinwood (invented lab), SAP and Kettleby
// (invented Berlin procurement-AI startup), Thornbury Cloud (invented GPU cloud, NYSE THBY), Meta and Redfern Energy
// (invented Texas power developer), Pemberly (invented London due-diligence AI startup), OpenAI and Kaveri Infra
// (invented Indian infrastructure group), Yunqiao Micro (invented Shanghai inference-chip designer).
// Same-entity twins: Halvergate ×2 (the Q4 pre-announcement on Tuesday, the $1.2B share sale on Wednesday night),
// Orrinwood ×3 (the funding talks on Thursday here; the Hornbeam 2 launch on Tuesday and the rate limits halved on
// Friday in stories-labs.mjs), OpenAI ×3 (the India data-centre deal on Wednesday here; ads in ChatGPT in Europe on
// Tuesday and the sidebar titles bug on Friday in stories-labs.mjs).
// Nearly identical names: Stourbay (the freight startup, layoffs on Wednesday) and Stourby (the image lab, Gesso 4
// on Monday and the illustrators' suit on Thursday, stories-labs.mjs).
// Same event type on one day: Halvergate's pre-announcement (Tuesday morning) and Seagate's results (Tuesday after
// the close), both beats; SK hynix's Q4 results (Thursday morning) and Intel's (after the US close the same day);
// the Stourbay and Zendesk layoffs (Wednesday, both "agents do the work now"); SAP-Kettleby and Meta-Redfern
// (Tuesday, deals announced around Davos).
// Same kind in the week: ASML's bookings (Wednesday) beside the Tuesday and Thursday results; Thornbury's IPO debut
// (Thursday) and Yunqiao's Hong Kong IPO filing (Friday); Pemberly's Series C (Monday) and Orrinwood's funding talks
// (Thursday); the Meta-Redfern power deal and OpenAI's India data-centre deal.
// Across the two writers' files (added after reading writer B's header comments and story ids): Thornbury's IPO and
// B's Greylag GPU-cloud stories (price cut on Tuesday, sign-ups paused on Saturday: two GPU clouds in one week; one
// Thornbury item names Greylag's cut in passing); SK hynix's sold-out HBM and B's BIS HBM export rule (both
// Thursday); the Davos deals here (SAP-Kettleby, OpenAI-Kaveri, Orrinwood's talks) and B's Davos payments charter.
export default [
  {
    story: "seagate-q2-results",
    items: [
      [
        "sec-edgar",
        "1 21:05",
        "SEAGATE TECHNOLOGY HOLDINGS PLC (STX) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2027-01-19 by SEAGATE TECHNOLOGY HOLDINGS PLC, Dublin, Ireland. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Exhibit 99.1: Seagate Technology Reports Fiscal Second Quarter 2027 Financial Results; revenue of $3.41 billion.",
      ],
      [
        "google-news-ai-policy",
        "1 21:45",
        "Seagate forecast tops estimates as cloud firms stockpile hard drives for AI data - Reuters",
        "The drive maker said its high-capacity nearline drives are booked through the end of 2027 under long-term agreements with cloud customers, and shares rose 11% after hours.",
      ],
      [
        "hackernews",
        "1 22:30",
        "Seagate: nearline HDD capacity booked through end of 2027",
        "",
        { url: "https://investors.seagate.com/news/fiscal-q2-2027-results" },
      ],
      [
        "mastodon",
        "2 00:15",
        "spinning rust",
        "the hottest ai hardware of the evening is a spinning platter of rust from a company founded in 1979. every training set has to live somewhere",
      ],
      [
        "reddit-localllama",
        "2 09:05",
        "Seagate says big drives are booked through 2027 by the clouds. Guess my 'buy a 30TB for datasets' plan just got pricier",
        "Their call said hyperscalers signed multi-year supply deals. Anyone seen retail prices for 28-30TB drives move yet?",
      ],
      [
        "venturebeat-ai",
        "2 12:05",
        "Seagate's quarter shows AI's storage bill arriving: what data teams should budget for",
        "Training corpora, checkpoints and inference logs are pushing cloud providers to lock up drive supply, and storage tiers may get more expensive this year, analysts say.",
      ],
    ],
  },
  {
    story: "asml-q4-bookings",
    items: [
      [
        "sec-edgar",
        "2 06:05",
        "ASML HOLDING NV (ASML) files 6-K: Report of foreign private issuer",
        "Form 6-K filed 2027-01-20 by ASML HOLDING NV, Veldhoven, the Netherlands. Exhibit 99.1: ASML reports fourth-quarter 2026 results; net bookings of EUR 9.4 billion, of which EUR 6.1 billion EUV.",
      ],
      [
        "google-news-ai-policy",
        "2 06:30",
        "ASML boekt recordorders van 9,4 miljard euro door vraag naar AI-chips - NOS",
        "De chipmachinemaker uit Veldhoven verwacht dat de omzet dit jaar met 10 tot 15 procent groeit.",
      ],
      [
        "google-news-ai-policy",
        "2 07:20",
        "ASML orders hit record on AI chip demand, shares jump in Amsterdam - Bloomberg",
        "Fourth-quarter bookings of 9.4 billion euros were nearly double analysts' estimates, driven by memory makers ordering EUV tools for high-bandwidth memory.",
      ],
      [
        "hackernews",
        "2 08:35",
        "ASML Q4 2026 results: record €9.4B bookings",
        "",
        { url: "https://www.asml.com/en/investors/financial-results/q4-2026" },
      ],
      [
        "mastodon",
        "2 09:10",
        "veldhoven",
        "asml bookings doubled the estimate. somewhere a dutch engineer is being told the machine the size of a bus now needs to be a machine the size of two buses",
      ],
      [
        "reddit-artificial",
        "2 11:05",
        "ELI5: why does a Dutch machine maker's order book matter for AI?",
        "Saw ASML trending and everyone saying it's 'the AI trade'. They don't make chips, right?",
      ],
      [
        "techcrunch-ai",
        "2 13:40",
        "ASML's record orders show memory makers are betting on another year of AI spending",
        "Two-thirds of the quarter's EUV orders came from memory producers, ASML said, as HBM for AI accelerators stays sold out.",
      ],
    ],
  },
  {
    story: "intel-q4-outlook-cut",
    items: [
      [
        "sec-edgar",
        "3 21:05",
        "INTEL CORP (INTC) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2027-01-21 by INTEL CORP, Santa Clara, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Exhibit 99.1: Intel Reports Fourth-Quarter and Full-Year 2026 Financial Results; first-quarter revenue outlook of $12.2 billion to $13.2 billion.",
      ],
      [
        "google-news-ai-policy",
        "3 21:40",
        "Intel shares slide after first-quarter forecast falls short, citing substrate shortage for server chips - Reuters",
        "The chipmaker said demand for CPUs in AI servers outran its supply of packaging substrates, and that the shortage would last into the second quarter.",
      ],
      [
        "hackernews",
        "3 22:25",
        "Intel guides Q1 below estimates, blames substrate shortage; stock down 9% after hours",
        "",
        { url: "https://www.intc.com/news-events/press-releases/detail/q4-2026-results" },
      ],
      [
        "mastodon",
        "4 00:35",
        "substrates",
        "intel: demand is so strong we can't meet it. also intel: stock down 9%. the market wanted chips, not feelings",
      ],
      [
        "venturebeat-ai",
        "4 08:15",
        "Intel's substrate squeeze could delay AI server refreshes for enterprise buyers",
        "Server makers told customers to expect longer lead times on Xeon-based AI nodes; Intel says supply improves from the third quarter.",
      ],
      [
        "reddit-artificial",
        "4 09:50",
        "Intel says AI servers are so popular they can't build enough CPUs for them, and the stock still fell 9%. How does that work?",
        "Genuine question. I thought 'more demand than supply' was good news. Is it that they're losing those sales to AMD and Arm?",
      ],
    ],
  },
  {
    story: "sk-hynix-q4-results",
    items: [
      [
        "google-news-ai-policy",
        "3 00:30",
        'SK하이닉스, 4분기 영업이익 사상 최대…"올해 HBM 물량 완판" - 연합뉴스',
        "SK하이닉스는 HBM 매출이 전년 대비 두 배 이상 늘었고 2027년 공급 물량이 이미 모두 계약됐다고 밝혔다.",
      ],
      [
        "google-news-ai-policy",
        "3 01:15",
        "SK Hynix posts record profit, says 2027 HBM output already sold out - Reuters",
        "The memory maker's fourth-quarter operating profit beat forecasts; it plans to raise capital spending by about a third this year.",
      ],
      [
        "hackernews",
        "3 04:10",
        "SK Hynix: all 2027 HBM capacity is already sold",
        "",
        { url: "https://news.skhynix.com/sk-hynix-reports-fy2026-results/" },
      ],
      [
        "reddit-localllama",
        "3 06:00",
        "SK Hynix sold out all of 2027's HBM. So DDR5 and GDDR prices aren't coming down this year, are they",
        "Every wafer that goes to HBM is one that doesn't become the RAM I wanted for a 256 GB CPU inference box. Sigh.",
      ],
      [
        "mastodon",
        "3 07:15",
        "hbm for everyone but me",
        "the memory for next year's ai chips is sold out. the memory in my laptop is also, somehow, sold out. unrelated, they tell me",
      ],
      [
        "venturebeat-ai",
        "3 10:10",
        "SK Hynix's sold-out HBM means accelerator supply is locked for 2027, analysts say",
        "With HBM allocations fixed a year ahead, new AI chip entrants will struggle to get memory before 2028.",
      ],
    ],
  },
  {
    story: "halvergate-q4-preannouncement",
    items: [
      [
        "sec-edgar",
        "1 12:05",
        "HALVERGATE PHOTONICS, INC. (HLVG) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2027-01-19 by HALVERGATE PHOTONICS, INC., San Jose, CA. Items: 2.02 Results of Operations and Financial Condition; 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Preliminary fourth-quarter revenue of $410 million to $415 million, above the previously issued outlook of $340 million to $360 million.",
      ],
      [
        "google-news-ai-policy",
        "1 13:10",
        "Halvergate Photonics jumps 24% after raising quarterly revenue on AI cluster orders - MarketWatch",
        "The maker of optical transceivers for AI data centres said 1.6-terabit module shipments ran ahead of plan in December.",
      ],
      [
        "hackernews",
        "1 14:00",
        "Halvergate Photonics preliminary Q4 revenue $410-415M vs. guidance of $340-360M",
        "",
        { url: "https://ir.halvergate.com/news/preliminary-q4-2026" },
      ],
      [
        "venturebeat-ai",
        "1 15:20",
        "Halvergate's surprise quarter shows the AI build-out is now an optics story too",
        "As clusters grow past 100,000 accelerators, the links between them are becoming a supply constraint of their own, suppliers say.",
      ],
      [
        "mastodon",
        "1 16:40",
        "light",
        "first trading day after the long weekend and a company that makes lasers for gpu racks is up 24%. the ai trade has reached the cables",
      ],
      [
        "reddit-artificial",
        "1 18:05",
        "Why is an optics company I'd never heard of up 24% today?",
        "Halvergate Photonics. Apparently they make the transceivers that connect GPU racks. Is this just the AI bubble finding new things to inflate?",
      ],
    ],
  },
  {
    story: "halvergate-share-offering",
    items: [
      [
        "sec-edgar",
        "2 21:40",
        "HALVERGATE PHOTONICS, INC. (HLVG) files S-3ASR: Automatic shelf registration statement",
        "Form S-3ASR filed 2027-01-20 by HALVERGATE PHOTONICS, INC., San Jose, CA. Automatic shelf registration of common stock; preliminary prospectus supplement for an underwritten offering of $1.2 billion of common stock.",
      ],
      [
        "google-news-ai-policy",
        "2 22:20",
        "Halvergate Photonics to sell $1.2 billion in stock a day after 24% rally; shares fall late - Reuters",
        "The company said proceeds would fund a second transceiver plant in Malaysia. Shares fell 6% in extended trading.",
      ],
      [
        "hackernews",
        "3 00:15",
        "Halvergate sells $1.2B of stock the day after its shares jumped 24%",
        "",
        { url: "https://ir.halvergate.com/news/proposed-public-offering" },
      ],
      [
        "mastodon",
        "3 01:05",
        "timing",
        "tuesday: shares up 24%. wednesday night: 'we would like to sell you some shares'. you have to admire the reflexes",
      ],
      [
        "reddit-artificial",
        "3 09:30",
        "Halvergate's $1.2B offering: is selling stock right after a spike a bad sign, or just smart?",
        "They say it's for a new plant in Malaysia. Dilution is about 7% by my maths. Curious how people read this.",
      ],
    ],
  },
  {
    story: "stourbay-freight-layoffs",
    items: [
      [
        "techcrunch-ai",
        "2 10:05",
        "Freight start-up Stourbay lays off 35% of staff, saying booking agents now do their work",
        "The Rotterdam company cut 210 jobs, mostly in its booking and customer operations teams, and said AI agents now handle 80% of shipment bookings end to end.",
      ],
      [
        "hackernews",
        "2 10:40",
        "Stourbay lays off 35%, says agents handle 80% of freight bookings",
        "",
        { url: "https://techcrunch.com/2027/01/20/freight-start-up-stourbay-lays-off-35-of-staff/" },
      ],
      [
        "google-news-ai-policy",
        "2 11:30",
        "Rotterdamse logistieke start-up Stourbay schrapt 210 banen en laat AI-agenten boekingen doen - FD",
        "Het bedrijf zegt dat de ontslagen vooral de klantenservice en het boekingsteam treffen.",
      ],
      [
        "reddit-artificial",
        "2 12:35",
        "Stourbay laid off my whole booking team today. The 'agents' still email me to ask which port 'RTM' is",
        "I trained the system for a year. Severance is fine, I'm not angry, just tired of reading that it handles 80% of bookings end to end.",
      ],
      [
        "mastodon",
        "2 13:05",
        "stourbay not stourby",
        "no, not the image model people, the freight people. one letter apart, and this week both of them are in the news for ai replacing humans who used to do the work",
      ],
    ],
  },
  {
    story: "zendesk-layoffs",
    items: [
      [
        "google-news-ai-policy",
        "2 13:30",
        "Zendesk to cut about 1,100 jobs as it shifts investment to AI agents - Bloomberg",
        "The customer-service software company, which was taken private in 2022, told staff the cuts fall mostly on support and sales roles.",
      ],
      [
        "techcrunch-ai",
        "2 14:10",
        "Zendesk lays off 1,100 as its own support team adopts the agents it sells",
        "An internal memo says Zendesk's support queue is now 70% resolved by its AI agents and the company will hire for 'agent operations' instead.",
      ],
      [
        "hackernews",
        "2 14:35",
        "Zendesk cuts 1,100 jobs, citing AI agents",
        "",
        { url: "https://www.bloomberg.com/news/articles/2027-01-20/zendesk-to-cut-1-100-jobs" },
      ],
      [
        "reddit-artificial",
        "2 16:05",
        "Zendesk firing its own support staff because its support bots work is the real tell for everyone who buys Zendesk",
        "The freight startup this morning was 210 people in Rotterdam. This is the vendor half the industry's help desks run on, eating its own cooking in public. Expect every customer to get the same pitch next quarter.",
      ],
      [
        "mastodon",
        "2 17:10",
        "ticket closed",
        "zendesk has closed 1,100 tickets today. they were employees. resolution: automated",
      ],
      [
        "lobsters",
        "3 08:40",
        "What Zendesk's layoffs say about who runs support queues now",
        "",
        { url: "https://quietledger.example/2027/01/zendesk-and-the-support-queue" },
      ],
    ],
  },
  {
    story: "orrinwood-funding-talks",
    items: [
      [
        "google-news-ai-policy",
        "3 11:05",
        "Orrinwood in talks to raise $4 billion at $38 billion valuation, people familiar say - Bloomberg",
        "A Gulf sovereign fund is in talks to lead the round for the maker of the Hornbeam agent models, according to people who asked not to be named because the talks are private.",
      ],
      [
        "techcrunch-ai",
        "3 13:00",
        "Hornbeam maker Orrinwood lines up a sovereign fund for a $4B round, report says",
        "The talks come two days after Hornbeam 2's launch; a $38B price would more than triple the lab's valuation from June. Orrinwood declined to comment.",
      ],
      [
        "hackernews",
        "3 13:25",
        "Gulf fund to lead $4B Orrinwood round; lab would be valued at $38B",
        "",
        { url: "https://www.bloomberg.com/news/articles/2027-01-21/orrinwood-in-talks-to-raise-4-billion" },
      ],
      [
        "mastodon",
        "3 15:05",
        "valuation",
        "$38 billion for an agent that asks 'shall i proceed?' before every click. shall i proceed, asked the sovereign fund. it did",
      ],
      [
        "reddit-artificial",
        "3 18:10",
        "Orrinwood at $38B? They shipped one good agent model this week and they're already sovereign-fund money",
        "Reported at Davos, of course. The product is genuinely good but that valuation is pricing in a lot of expense reports.",
      ],
      [
        "polymarket",
        "3 19:00",
        "Orrinwood valued at $35B+ in a closed round by March 31, 2027?",
        "Yes 67% (+38 pts in 24 h) · No 33% · 24 h volume $74K · ends 2027-03-31. Resolves Yes if Orrinwood announces, or credible reporting confirms, a closed funding round at a post-money valuation of at least $35 billion.",
        { eng: 74_000 },
      ],
    ],
  },
  {
    story: "sap-acquires-kettleby",
    items: [
      [
        "google-news-ai-policy",
        "1 07:00",
        "SAP kauft Berliner KI-Start-up Kettleby für 1,4 Milliarden Euro - Handelsblatt",
        "Kettleby entwickelt KI-Agenten für den Einkauf; der Deal wurde am Rande des Weltwirtschaftsforums in Davos bekannt gegeben.",
      ],
      [
        "techcrunch-ai",
        "1 09:30",
        "SAP to buy procurement-agent start-up Kettleby for €1.4B",
        "Kettleby's agents negotiate routine purchase orders with suppliers by email. SAP plans to fold the product into Ariba; Kettleby's 180 staff will stay in Berlin.",
      ],
      [
        "hackernews",
        "1 10:05",
        "SAP to acquire Kettleby for €1.4B",
        "",
        { url: "https://news.sap.com/2027/01/sap-to-acquire-kettleby/" },
      ],
      [
        "mastodon",
        "1 11:15",
        "davos deal",
        "an agent that haggles with suppliers by email, bought by the company whose software made procurement need haggling in the first place. announced in davos, naturally",
      ],
      [
        "venturebeat-ai",
        "1 12:20",
        "SAP's Kettleby deal brings negotiating agents into Ariba; what procurement teams should ask",
        "Buyers will want to know who signs off when an agent agrees a price, and whether Kettleby's supplier-side learning stays per customer after the acquisition.",
      ],
      [
        "reddit-artificial",
        "1 14:00",
        "Our suppliers started getting emails from Kettleby's agent last year. Now SAP owns it",
        "Half our vendors thought it was a person. The other half replied 'please have a human call me'. Curious what SAP does with it.",
      ],
    ],
  },
  {
    story: "thornbury-cloud-ipo-debut",
    items: [
      [
        "sec-edgar",
        "2 23:30",
        "Thornbury Cloud, Inc. files 424B4: Prospectus",
        "Form 424B4 filed 2027-01-20 by Thornbury Cloud, Inc., Austin, TX. Final prospectus for 42,000,000 shares of Class A common stock at $31.00 per share; NYSE symbol THBY.",
      ],
      [
        "google-news-ai-policy",
        "3 14:45",
        "GPU cloud Thornbury opens 48% above IPO price in NYSE debut - Reuters",
        "Thornbury priced its offering at $31 on Wednesday, above a marketed range of $26 to $28, raising $1.3 billion.",
      ],
      [
        "hackernews",
        "3 15:05",
        "Thornbury Cloud IPO opens at $45.90",
        "",
        { url: "https://www.nyse.com/quote/XNYS:THBY" },
      ],
      [
        "techcrunch-ai",
        "3 16:00",
        "Thornbury's hot debut is the first test of public appetite for GPU clouds this year",
        "The Austin company rents out about 90,000 accelerators, and two customers account for 61% of its revenue, according to its prospectus.",
      ],
      [
        "reddit-localllama",
        "3 17:15",
        "The company I rent H200s from by the hour just went public at a $14B valuation. Should I be worried about my rates?",
        "Thornbury has been the cheapest on-demand option for me (Greylag's cut on Tuesday got close, then they stopped taking sign-ups). The prospectus says they plan to 'optimise pricing' for spot. That's never good for spot.",
      ],
      [
        "mastodon",
        "3 18:05",
        "gpu rent",
        "thornbury rents gpus by the hour and is now worth more than my city's entire housing stock. the gpu landlords have gone public",
      ],
      [
        "polymarket",
        "3 20:00",
        "Will Thornbury Cloud (THBY) close above $40 on February 26, 2027?",
        "Yes 62% · No 38% · 24 h volume $55K · ends 2027-02-26. Resolves Yes if THBY's official NYSE closing price on February 26, 2027 is above $40.00.",
        { eng: 55_000 },
      ],
    ],
  },
  {
    story: "meta-redfern-power-deal",
    items: [
      [
        "google-news-ai-policy",
        "1 16:05",
        "Meta signs 20-year deal for 2.1 gigawatts from Texas gas plants with carbon capture - Reuters",
        "Redfern Energy will build three plants near Abilene to supply Meta's AI data centres from 2030; the companies did not disclose the price.",
      ],
      [
        "techcrunch-ai",
        "1 17:00",
        "Meta buys 2.1GW from Redfern Energy's planned gas-plus-capture plants for its AI data centres",
        "The deal is one of the largest power purchases by a tech company and the first for natural gas with carbon capture; Meta said it was 'bridge power' until more nuclear is available.",
      ],
      [
        "hackernews",
        "1 17:35",
        "Meta signs 2.1 GW power purchase agreement with Redfern Energy",
        "",
        { url: "https://about.fb.com/news/2027/01/redfern-energy-agreement/" },
      ],
      [
        "theverge-ai",
        "1 18:10",
        "Meta's AI data centres will run on gas, with a promise to catch the carbon",
        "Climate researchers questioned how much of the plants' CO2 the capture units would actually store; Redfern says 90%.",
      ],
      [
        "mastodon",
        "1 20:20",
        "bridge power",
        "'bridge power' is doing heroic work in that meta press release. it is a bridge made of natural gas, 20 years long",
      ],
      [
        "reddit-artificial",
        "2 08:05",
        "Meta buying 2.1 GW of gas power for AI. How much is that actually?",
        "Asking for scale: is 2.1 GW a city? A state? Trying to understand how big these data centre deals have got.",
      ],
    ],
  },
  {
    story: "pemberly-series-c",
    items: [
      [
        "techcrunch-ai",
        "0 07:00",
        "Pemberly, whose agents read data rooms for M&A lawyers, raises $210M at a $2.6B valuation",
        "The London company's due-diligence agents read a deal's data room and draft the red-flag report; 140 law firms and 30 private-equity funds use them. The round was led by a US growth fund.",
      ],
      [
        "google-news-ai-policy",
        "0 08:15",
        "London legal tech Pemberly becomes a unicorn twice over with $210m raise - Sifted",
        "The due-diligence start-up plans to double its 300-person staff and open a New York office.",
      ],
      [
        "hackernews",
        "0 09:40",
        "Pemberly (AI data-room review for M&A) raises $210M Series C",
        "",
        { url: "https://techcrunch.com/2027/01/18/legal-ai-start-up-pemberly-raises-210m-series-c/" },
      ],
      [
        "reddit-artificial",
        "0 12:10",
        "Lawyer here: my firm uses Pemberly on deals. Some thoughts on the $2.6B valuation",
        "It's good at the first pass through a data room: finding every change-of-control clause in 4,000 contracts. It is not good at knowing which of them matter for this buyer. The juniors still check everything.",
      ],
      [
        "mastodon",
        "0 13:20",
        "data room",
        "an ai that reads data rooms just raised $210m. presumably it read its own data room first. presumably it flagged itself as a risk",
      ],
      [
        "venturebeat-ai",
        "0 15:05",
        "Pemberly's $210M round bets that deal lawyers will pay for agents per transaction, not per seat",
        "The company charges by data room reviewed, a model that legal-tech competitors have been reluctant to copy.",
      ],
    ],
  },
  {
    story: "openai-india-data-centre-deal",
    items: [
      [
        "google-news-ai-policy",
        "2 09:35",
        "OpenAI, India's Kaveri Infra plan 1-gigawatt data centre campus near Chennai - Reuters",
        "The companies announced the project on the sidelines of the World Economic Forum; the first 300 megawatts are due online in 2028.",
      ],
      [
        "techcrunch-ai",
        "2 11:05",
        "OpenAI partners with Kaveri Infra on a 1GW campus in India to serve Asian ChatGPT and API traffic",
        "Kaveri will build and own the site; OpenAI commits to lease most of the capacity for 15 years. It is OpenAI's largest data-centre commitment outside the US.",
      ],
      [
        "google-news-ai-policy",
        "2 12:00",
        "ओपनएआई और कावेरी इंफ्रा चेन्नई के पास 1 गीगावाट का डेटा सेंटर बनाएंगे - दैनिक भास्कर",
        "परियोजना का पहला चरण 2028 तक शुरू होने की उम्मीद है।",
      ],
      [
        "hackernews",
        "2 11:45",
        "OpenAI and Kaveri Infra announce 1 GW data centre campus in Tamil Nadu",
        "",
        { url: "https://openai.com/index/kaveri-infra-india/" },
      ],
      [
        "reddit-artificial",
        "2 13:20",
        "OpenAI building a 1 GW data centre in India. Does this mean lower latency for API users in Asia or is it about data residency?",
        "We're in Bangalore and our latency to US regions is painful. If this is a real region with residency that changes things for us. 2028 though.",
      ],
      [
        "mastodon",
        "2 15:40",
        "chennai",
        "openai announces a gigawatt in chennai from a ski resort in switzerland. i hope someone told the water table",
      ],
    ],
  },
  {
    story: "yunqiao-hong-kong-ipo-filing",
    items: [
      [
        "google-news-ai-policy",
        "4 02:05",
        "上海AI推理芯片企业云桥微电子向港交所提交招股书 - 21世纪经济报道",
        "招股书显示，云桥微电子2026年前三季度收入同比增长近三倍，前五大客户贡献逾七成收入。",
      ],
      [
        "google-news-ai-policy",
        "4 04:20",
        "Chinese AI inference chip maker Yunqiao Micro files for Hong Kong listing - Reuters",
        "The Shanghai company's revenue nearly tripled in the first nine months of 2026; it plans to raise about $800 million, people familiar with the deal said.",
      ],
      [
        "hackernews",
        "4 07:10",
        "Yunqiao Micro, a Shanghai inference-chip designer, files for Hong Kong IPO",
        "",
        { url: "https://www1.hkexnews.hk/app/sehk/2027/108211/documents/sehk27012200418.pdf" },
      ],
      [
        "reddit-localllama",
        "4 09:15",
        "Yunqiao's IPO prospectus has real numbers on Chinese inference chips. Interesting read",
        "About 180k cards shipped in nine months, mostly to three cloud customers. The software section is candid about gaps in PyTorch support and how long it takes to port a new model architecture.",
      ],
      [
        "mastodon",
        "4 10:30",
        "prospectus",
        "the most honest sentence in yunqiao's prospectus is the one admitting customers want 'better compatibility with mainstream frameworks'. we all know which framework",
      ],
    ],
  },
];
