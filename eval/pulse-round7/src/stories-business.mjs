// AI business in the first working week of 2027: funding, an acquisition, acquisition talks leaked before the
// JPMorgan healthcare conference, an IPO filing, Q4 pre-announcements, a shareholder suit, a co-founder's suit,
// layoffs, a price rise, an employee share sale, CES chips.
// Entities: Cisco and Brannick Security (invented), Samsung, Ostrel Semiconductor (invented), Loomwright (invented),
// Fairhollow (invented), Salesforce, Tillery (invented), Eli Lilly and Halcourt Bio (invented), Pellory Bio
// (invented), Microsoft, OpenAI, AMD, Mistral.
// Same-entity twins: Ostrel ×2 (the Q4 revenue warning on Wednesday, the shareholder suit on Friday), Loomwright ×2
// (the Series B on Monday, a co-founder's suit on Thursday), Samsung ×2 (the preliminary Q4 results on Thursday here;
// the CES home assistant on Tuesday in stories-labs.mjs), OpenAI ×3 (the employee share sale on Thursday here; the
// Plus price rise on Monday and the realtime voice model on Wednesday in stories-labs.mjs), Mistral ×2 (the funding
// talks on Thursday here; the open OCR model on Wednesday in stories-labs.mjs).
// Nearly identical names: Brannick Security (acquired by Cisco on Wednesday) and Brannock (the lab, B4 on Monday and
// the withdrawn score on Thursday in stories-labs.mjs).
// Same event type on one day: the Fairhollow and Salesforce layoffs (Tuesday); the Lilly-Halcourt talks and Pellory
// Bio's Series C (Friday, biotech-AI deals before the JPMorgan conference); the Ostrel warning (Wednesday) and
// Samsung's preliminary results (Thursday) are both Q4 pre-announcements, one down, one up.
// Same kind in the week: Microsoft 365's Copilot price rise (Wednesday) and ChatGPT Plus's (Monday, labs); AMD's
// CES chips (Tuesday) and the CES keynotes of Nvidia and Samsung (Tuesday, labs); Tillery's IPO filing and
// OpenAI's share sale (valuations).
export default [
  {
    story: "cisco-acquires-brannick-security",
    items: [
      [
        "techcrunch-ai",
        "2 13:00",
        "Cisco to buy Brannick Security, whose AI agents triage alerts for overworked security teams",
        "Cisco did not disclose the price; two people familiar with the deal put it near $1.3 billion. Brannick, founded in 2022 in Austin, sells agents that investigate alerts and write up incidents for analysts.",
      ],
      [
        "sec-edgar",
        "2 12:30",
        "CISCO SYSTEMS, INC. (CSCO) files 8-K: Other Events",
        "Form 8-K filed 2027-01-06 by CISCO SYSTEMS, INC., San Jose, CA. Items: 8.01 Other Events; 9.01 Financial Statements and Exhibits. Date of report: 2027-01-06. Matching documents: EX-99.1 press release, Cisco Announces Intent to Acquire Brannick Security.",
      ],
      [
        "hackernews",
        "2 13:35",
        "Cisco to acquire Brannick Security",
        "",
        { url: "https://newsroom.cisco.com/c/r/newsroom/en/us/a/y2027/m01/brannick.html" },
      ],
      [
        "reddit-artificial",
        "2 15:20",
        "Wait, Cisco bought Brannock?? Oh. Brannick. The SOC agent people. Different company",
        "Saw the headline on my phone and thought the B4 lab got bought two days after launch. It's the security startup. We trialled their alert triage last year: good at phishing reports, bad at anything cloud.",
      ],
      [
        "venturebeat-ai",
        "2 17:45",
        "With Brannick, Cisco bets that security operations centers will be run by agents",
        "Brannick's agents already close about 60% of low-severity alerts without a human at its largest customers, the company says. Cisco plans to fold them into Splunk's security products by summer.",
      ],
      [
        "mastodon",
        "2 18:30",
        "soc",
        "my tier-1 analyst friends are now competing with an agent that never gets alert fatigue, only invoices",
      ],
    ],
  },
  {
    story: "samsung-q4-preliminary-results",
    items: [
      [
        "google-news-ai-policy",
        "3 00:40",
        "Samsung Electronics Q4 operating profit seen at 21 trillion won, beating estimates on HBM - Reuters",
        "The preliminary figure is well above analysts' forecasts, as sales of high-bandwidth memory for AI accelerators more than doubled from a year earlier.",
      ],
      [
        "techcrunch-ai",
        "3 03:10",
        "Samsung's AI memory business carries it to a record quarter",
        "Samsung's early estimate of fourth-quarter profit beat forecasts by about a fifth. The company does not break out divisions in its preliminary release; analysts attribute the gain to HBM shipments to Nvidia and AMD.",
      ],
      [
        "hackernews",
        "3 04:20",
        "Samsung guides Q4 operating profit to record on AI memory demand",
        "",
        {
          url: "https://news.samsung.com/global/samsung-electronics-announces-earnings-guidance-for-q4-2026",
        },
      ],
      [
        "reddit-localllama",
        "3 08:15",
        "Samsung's record HBM quarter is why your 64GB DDR5 kit costs double",
        "Every wafer that goes to HBM is one that doesn't become consumer DRAM. Don't expect RAM prices to come down this year.",
      ],
      [
        "google-news-ai-policy",
        "3 09:30",
        "Samsung dopé par la mémoire pour l'IA, un bénéfice trimestriel record - Les Echos",
        "Le groupe sud-coréen publie une estimation de bénéfice d'exploitation supérieure aux attentes, portée par la mémoire HBM.",
      ],
      [
        "mastodon",
        "3 11:05",
        "hbm",
        "the fridge with a language model was the distraction. the memory chips were the point all along",
      ],
    ],
  },
  {
    story: "ostrel-q4-revenue-warning",
    items: [
      [
        "sec-edgar",
        "2 21:10",
        "OSTREL SEMICONDUCTOR CORP (OSTL) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2027-01-06 by OSTREL SEMICONDUCTOR CORP, Santa Clara, CA. Items: 2.02 Results of Operations and Financial Condition; 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2027-01-06. Preliminary fourth-quarter revenue of $212 million to $218 million, below the previously issued outlook of $290 million to $310 million.",
      ],
      [
        "techcrunch-ai",
        "2 22:00",
        "Inference chip maker Ostrel warns Q4 revenue will miss by a quarter",
        "Ostrel said a large cloud customer delayed deployments of its accelerator cards to the second half of 2027. Shares fell 24% in after-hours trading.",
      ],
      [
        "hackernews",
        "2 22:30",
        "Ostrel Semiconductor cuts Q4 revenue outlook, shares down 24% after hours",
        "",
        { url: "https://investors.ostrel.com/news/preliminary-q4-2026" },
      ],
      [
        "reddit-artificial",
        "3 01:10",
        "Ostrel's miss is the first crack in the 'anyone who sells inference chips wins' story",
        "One customer pushing an order to H2 wiped a quarter of the revenue. That's a concentration problem nobody mentioned at the IPO.",
      ],
      [
        "google-news-ai-policy",
        "3 07:50",
        "Chiphersteller Ostrel senkt Umsatzprognose, Aktie bricht ein - Finanzen.net",
        "Ein großer Cloud-Kunde verschiebt Bestellungen ins zweite Halbjahr; die Aktie verlor nachbörslich rund ein Viertel.",
      ],
      [
        "mastodon",
        "3 12:20",
        "the customer",
        "'a large cloud customer' doing a lot of work in that sentence",
      ],
      [
        "polymarket",
        "3 15:00",
        "Will Ostrel Semiconductor (OSTL) close below $40 on March 31, 2027?",
        "Yes 58% (+22 pts in 24 h) · No 42% · 24 h volume $61K · ends 2027-03-31. Resolves Yes if OSTL's official closing price on Nasdaq on March 31, 2027 is below $40.00.",
        { eng: 61_000 },
      ],
    ],
  },
  {
    story: "ostrel-shareholder-suit",
    items: [
      [
        "google-news-ai-policy",
        "4 14:30",
        "Ostrel Semiconductor hit with securities class action after revenue warning - Law360",
        "The complaint, filed in the Northern District of California, says the company hid its reliance on a single cloud customer from investors in its secondary offering last autumn.",
      ],
      [
        "techcrunch-ai",
        "4 16:00",
        "Two days after its profit warning, Ostrel is sued by shareholders",
        "The suit seeks class status for investors who bought shares between September and January. It quotes an October earnings call in which Ostrel's chief executive said no customer was more than 'a healthy minority' of revenue.",
      ],
      [
        "hackernews",
        "4 17:20",
        "Ostrel shareholders file class action over undisclosed customer concentration",
        "",
        { url: "https://securitiesdocket.example/ostrel-class-action" },
      ],
      [
        "reddit-artificial",
        "4 18:40",
        "'A healthy minority' of revenue. The lawyers found the quote in under 48 hours",
        "Whatever happens to the suit, 'healthy minority' is going on a mug.",
      ],
      [
        "mastodon",
        "5 09:15",
        "ostrel",
        "the traditional sequence: guidance cut wednesday, law firm press releases by friday, mugs by monday",
      ],
    ],
  },
  {
    story: "loomwright-series-b",
    items: [
      [
        "techcrunch-ai",
        "0 13:00",
        "Loomwright raises $85M to let operations teams build agents from their own spreadsheets",
        "The London startup's Series B was led by Index Ventures. Loomwright turns the spreadsheets and checklists that run back offices into agents that file, chase and reconcile; it says revenue grew fivefold in 2026.",
      ],
      [
        "hackernews",
        "0 13:45",
        "Loomwright (YC W24) raises $85M Series B",
        "",
        { url: "https://loomwright.com/blog/series-b" },
      ],
      [
        "google-news-ai-policy",
        "0 16:10",
        "La startup británica Loomwright capta 85 millones de dólares para sus agentes de oficina - Expansión",
        "La compañía convierte hojas de cálculo y listas de tareas en agentes que archivan, reclaman y concilian facturas.",
      ],
      [
        "reddit-artificial",
        "0 18:00",
        "We use Loomwright for invoice chasing. Honest review now that they've raised",
        "It's good at the boring 80%. The agent asks before emailing a customer, which is what sold our finance lead. Pricing went up twice last year though.",
      ],
      [
        "mastodon",
        "0 20:30",
        "spreadsheet",
        "every company is one spreadsheet held together by one person named sandra. loomwright just raised $85m to replace sandra. good luck",
      ],
      [
        "producthunt",
        "1 08:00",
        "Loomwright Flows — Turn a checklist into an agent your ops team can audit",
        "Import a sheet or a SOP doc, approve each step once, then let it run. Every action logged with the row it came from.",
      ],
    ],
  },
  {
    story: "loomwright-cofounder-suit",
    items: [
      [
        "techcrunch-ai",
        "3 15:30",
        "Loomwright's former CTO sues, saying she was pushed out before her shares vested",
        "The suit, filed in the High Court in London three days after the startup's $85 million round, says the co-founder was removed in 2025 weeks before a vesting cliff and that her code still runs the product.",
      ],
      [
        "hackernews",
        "3 16:10",
        "Loomwright co-founder sues over equity after Series B",
        "",
        { url: "https://www.ft.com/content/loomwright-cofounder-claim" },
      ],
      [
        "reddit-artificial",
        "3 19:00",
        "The Loomwright lawsuit is why you get a lawyer before you get a co-founder",
        "Vesting cliffs with no acceleration, removed from the board, then a raise three days before the claim lands. Classic.",
      ],
      ["mastodon", "3 20:40", "sandra", "update: sandra was the cto and she has a lawyer"],
      [
        "lobsters",
        "4 09:00",
        "Co-founder vesting, and why the Loomwright suit is unusual under UK law",
        "",
        { url: "https://startuplaw.example/posts/loomwright-vesting" },
      ],
    ],
  },
  {
    story: "fairhollow-layoffs",
    items: [
      [
        "techcrunch-ai",
        "1 14:10",
        "AI tutoring startup Fairhollow lays off 40% of staff as school contracts dry up",
        "Fairhollow, which sells a homework tutor to US school districts, cut about 120 jobs on Tuesday. Its chief executive said several large districts paused renewals while they wait for state rules on AI in classrooms.",
      ],
      [
        "hackernews",
        "1 14:40",
        "Fairhollow lays off 40%",
        "",
        { url: "https://fairhollow.com/blog/a-hard-update" },
      ],
      [
        "reddit-artificial",
        "1 16:20",
        "Fairhollow layoff today. Curriculum team gone entirely. AMA-ish",
        "I was on the content team. They kept engineering and sales, cut everyone who wrote the lessons. The tutor will now 'generate curriculum dynamically'. My former students deserve better.",
      ],
      [
        "mastodon",
        "1 17:50",
        "first tuesday",
        "first tuesday of the year and the tutoring startup has already let go of everyone who wrote the lessons",
      ],
      [
        "google-news-ai-policy",
        "1 20:15",
        "Edtech company Fairhollow cuts 120 jobs amid pause in school AI purchases - EdWeek",
        "District buyers say they are waiting for state guidance before renewing AI tutoring contracts.",
      ],
    ],
  },
  {
    story: "salesforce-support-layoffs",
    items: [
      [
        "google-news-ai-policy",
        "1 11:30",
        "Salesforce to cut about 900 customer support jobs, citing AI agents - Bloomberg",
        "The company told employees the cuts fall mostly on support roles in the US and Ireland, as its own Agentforce agents now resolve most incoming cases.",
      ],
      [
        "theverge-ai",
        "1 13:20",
        "Salesforce is replacing hundreds of support workers with its own AI agents",
        "An internal memo says agents handled 71% of support cases in December. Affected staff were told on Tuesday morning and offered roles in sales.",
      ],
      [
        "hackernews",
        "1 13:50",
        "Salesforce cuts ~900 support roles, says agents resolve most cases",
        "",
        { url: "https://www.bloomberg.com/news/articles/salesforce-support-cuts" },
      ],
      [
        "reddit-artificial",
        "1 15:00",
        "Two AI layoffs on the first Tuesday back. Salesforce's is the one that matters",
        "A startup running out of money is normal. A profitable giant saying out loud that its support team was replaced by its own product is the signal. (Yes I saw Fairhollow too.)",
      ],
      ["mastodon", "1 16:30", "dogfood", "eating your own dog food until there's no one left to feed"],
      [
        "hackernews",
        "1 18:10",
        "Ask HN: Support engineers, is Salesforce's 900 a preview of your team's year?",
        "I run a 14-person support team at a B2B SaaS company. Leadership forwarded the Salesforce memo this afternoon with 'interesting'. How are others reading it?",
      ],
      [
        "reddit-artificial",
        "2 10:00",
        "I'm a Salesforce admin. Our support escalations to Salesforce already go to an agent first. It's... fine?",
        "Simple config questions it answers fast. Anything involving a bug goes in a loop until you type 'human' three times.",
      ],
    ],
  },
  {
    story: "tillery-ipo-filing",
    items: [
      [
        "sec-edgar",
        "2 21:30",
        "Tillery Data, Inc. files S-1: General form for registration of securities",
        "Form S-1 filed 2027-01-06 by Tillery Data, Inc., San Francisco, CA. Registration statement for a proposed initial public offering of Class A common stock; proposed Nasdaq symbol TLDA.",
      ],
      [
        "techcrunch-ai",
        "2 22:15",
        "Tillery, which pays experts to grade AI models, files to go public",
        "Tillery's S-1 shows revenue of $640 million in the first nine months of 2026, up from $190 million a year earlier, and a small operating profit. Three AI labs account for 71% of revenue.",
      ],
      [
        "hackernews",
        "2 23:00",
        "Tillery S-1",
        "",
        { url: "https://www.sec.gov/Archives/edgar/data/2041187/000162828027000412/tillery-s1.htm" },
      ],
      [
        "reddit-machinelearning",
        "3 10:30",
        "[D] Tillery's S-1 says it pays 38,000 contractors with PhDs. What does that say about post-training in 2027?",
        "The breakdown is interesting: most spend is on maths, law and medicine graders, not coding. And 71% of revenue from three labs.",
      ],
      [
        "reddit-artificial",
        "3 12:00",
        "I grade chatbot answers for Tillery. The S-1 finally told me what the company earns per hour of my work",
        "The 'contributor cost' line divided by the hours they report comes out well above what I'm paid. Not surprising, still stings.",
      ],
      [
        "venturebeat-ai",
        "3 14:00",
        "Tillery's IPO filing is a window into how much labs spend on human feedback",
        "Enterprise buyers of models should read the customer-concentration section: if the three labs in-source grading, the business shrinks fast.",
      ],
      [
        "polymarket",
        "3 18:30",
        "Will Tillery Data's IPO be valued above $15B on its first day of trading?",
        "Yes 44% · No 56% · 24 h volume $83K · ends 2027-06-30. Resolves Yes if Tillery's market capitalisation at the close of its first day of trading exceeds $15 billion.",
        { eng: 83_000 },
      ],
    ],
  },
  {
    story: "lilly-halcourt-acquisition-talks",
    items: [
      [
        "google-news-ai-policy",
        "4 10:15",
        "Eli Lilly in talks to buy AI drug-design startup Halcourt Bio for about $2 billion - Wall Street Journal",
        "A deal could be announced as soon as Monday, at the start of the JPMorgan Healthcare Conference, people familiar with the matter said.",
      ],
      [
        "techcrunch-ai",
        "4 12:00",
        "Lilly is reportedly closing in on Halcourt Bio, whose models design antibodies",
        "Halcourt, spun out of a Cambridge, Massachusetts university lab in 2023, has two antibodies in early clinical trials that it says were designed by its models. Neither company commented.",
      ],
      [
        "hackernews",
        "4 12:40",
        "Eli Lilly in talks to acquire Halcourt Bio",
        "",
        { url: "https://www.wsj.com/business/deals/lilly-halcourt-bio-talks" },
      ],
      [
        "reddit-machinelearning",
        "4 15:30",
        "[D] Halcourt's antibody design model: what did Lilly actually see in it?",
        "Their 2025 preprint claimed 4× hit rate on binders versus library screening. Two phase 1 trials is the real asset though; the model is a nice story.",
      ],
      [
        "mastodon",
        "4 17:00",
        "jpm",
        "every year the friday before jpm, someone 'familiar with the matter' gets very talkative",
      ],
      [
        "polymarket",
        "4 18:00",
        "Will Eli Lilly announce an acquisition of Halcourt Bio by January 31, 2027?",
        "Yes 72% (+64 pts in 24 h) · No 28% · 24 h volume $140K · ends 2027-01-31. Resolves Yes if Eli Lilly or Halcourt Bio announces a definitive agreement for Lilly to acquire Halcourt.",
        { eng: 140_000 },
      ],
    ],
  },
  {
    story: "pellory-bio-series-c",
    items: [
      [
        "techcrunch-ai",
        "4 13:30",
        "Pellory Bio raises $310M to run protein design 'as a service' for big pharma",
        "The Series C comes days before the JPMorgan Healthcare Conference. Pellory does not develop its own drugs; it licenses designs to partners and is paid on milestones.",
      ],
      [
        "hackernews",
        "4 14:10",
        "Pellory Bio raises $310M Series C",
        "",
        { url: "https://pellory.bio/news/series-c" },
      ],
      [
        "google-news-ai-policy",
        "4 16:20",
        "Proteindesign per KI: Pellory Bio sammelt 310 Millionen Dollar ein - Handelsblatt",
        "Das Start-up entwirft Proteine für Pharmakonzerne und wird bei Erreichen klinischer Meilensteine bezahlt.",
      ],
      [
        "reddit-artificial",
        "4 19:10",
        "Two AI drug-design deals on one Friday. Pellory's raise is the more interesting business model",
        "Everybody's talking about Lilly and Halcourt. Pellory is the opposite bet: never own a molecule, get paid per milestone across twenty partners.",
      ],
      [
        "mastodon",
        "5 10:00",
        "proteins",
        "pharma's favourite new word is 'as a service' and honestly the proteins deserve better",
      ],
    ],
  },
  {
    story: "microsoft-365-copilot-price-rise",
    items: [
      [
        "theverge-ai",
        "2 15:00",
        "Microsoft 365 Personal and Family get pricier in the US as Copilot becomes standard",
        "Microsoft is raising Personal to $12.99 and Family to $15.99 a month from February, adding Copilot features to both. A 'Classic' plan without Copilot stays at the old price for existing subscribers only.",
      ],
      [
        "hackernews",
        "2 15:30",
        "Microsoft 365 consumer price rise bundles Copilot; Classic plan hidden for new users",
        "",
        { url: "https://www.microsoft.com/en-us/microsoft-365/blog/consumer-plan-changes" },
      ],
      [
        "reddit-artificial",
        "2 16:40",
        "How to keep Microsoft 365 Family without Copilot (the 'Classic' option is behind the cancel button)",
        "Go to manage subscription, start cancelling, and it offers Classic at the old price. Not available to new subscribers. Works as of tonight.",
      ],
      [
        "techcrunch-ai",
        "2 18:20",
        "Microsoft follows OpenAI in charging consumers more for AI this week",
        "Two days after ChatGPT Plus went to $25, Microsoft raised its consumer Office plans, which now include Copilot whether customers want it or not. Microsoft says usage of Copilot in Word doubled in 2026.",
      ],
      [
        "mastodon",
        "2 20:00",
        "classic",
        "new microsoft 365 tiers: copilot, copilot family, and 'please let me write a letter in peace' (classic, hidden)",
      ],
      [
        "stackexchange",
        "3 09:45",
        "Microsoft 365 Family: will switching to Classic plan keep OneDrive 1 TB per member?",
        "Our family of five uses OneDrive heavily. After the price rise I want Classic, but the comparison page doesn't list storage for it. Does anyone have it in writing?",
      ],
    ],
  },
  {
    story: "openai-employee-share-sale",
    items: [
      [
        "google-news-ai-policy",
        "3 11:20",
        "OpenAI plans employee share sale at $620 billion valuation - The Information",
        "Current and former staff would be able to sell up to $9 billion of shares to a group of existing investors, people familiar with the plan said.",
      ],
      [
        "techcrunch-ai",
        "3 14:45",
        "OpenAI's next tender offer would value it at $620B",
        "The secondary sale would let employees sell shares to investors including SoftBank and Thrive Capital. OpenAI declined to comment on the valuation.",
      ],
      [
        "hackernews",
        "3 15:10",
        "OpenAI employee tender at $620B valuation",
        "",
        { url: "https://www.theinformation.com/articles/openai-tender-620b" },
      ],
      [
        "reddit-artificial",
        "3 17:30",
        "Plus went up $5 on Monday and now the company is worth $620B. Coincidence, surely",
        "Joking. Mostly. But it's a weird week to ask subscribers for more money and then announce staff can cash out billions.",
      ],
      ["mastodon", "3 19:20", "tender", "'tender offer' sounds like something you'd say to a horse"],
    ],
  },
  {
    story: "amd-ces-laptop-chips",
    items: [
      [
        "theverge-ai",
        "1 00:45",
        "AMD's new laptop chips run 30B-parameter models locally, and it wants you to notice",
        "At its CES keynote AMD showed its next Ryzen AI laptop processors, with up to 128 GB of unified memory and an NPU rated at 120 TOPS. Laptops ship from March.",
      ],
      [
        "hackernews",
        "1 02:00",
        "AMD announces Ryzen AI laptop chips with 128GB unified memory",
        "",
        { url: "https://www.amd.com/en/newsroom/press-releases/ces-2027-ryzen-ai.html" },
      ],
      [
        "reddit-localllama",
        "1 07:30",
        "AMD's 128GB unified memory laptops: finally a non-Mac that runs 70B at Q4?",
        "Bandwidth is the question. They quoted 'up to 410 GB/s'. If that holds, 70B Q4 at 8-10 tok/s on a laptop. If it's the usual marketing number, half that.",
      ],
      [
        "venturebeat-ai",
        "1 15:10",
        "AMD's CES chips target the enterprise 'run it on the laptop' crowd",
        "IT buyers worried about sending code to cloud models are the market AMD named on stage; Dell, HP and Lenovo will ship business laptops with the parts in the spring.",
      ],
      [
        "mastodon",
        "1 19:00",
        "128",
        "my laptop will have more memory than my first three servers and it'll still take four minutes to join a teams call",
      ],
    ],
  },
  {
    story: "mistral-funding-talks",
    items: [
      [
        "google-news-ai-policy",
        "3 08:00",
        "Mistral AI en discussions pour lever 3 milliards d'euros, valorisation de 40 milliards - Les Echos",
        "La start-up française négocie avec plusieurs fonds et un industriel européen, selon des sources proches du dossier.",
      ],
      [
        "techcrunch-ai",
        "3 10:30",
        "Mistral is said to be raising €3B at a €40B valuation",
        "The talks, reported by Les Echos, would more than triple Mistral's valuation from its last round. A European industrial group would take part, the report said. Mistral declined to comment.",
      ],
      [
        "hackernews",
        "3 11:00",
        "Mistral said to seek €3B in new funding (Les Echos)",
        "",
        { url: "https://www.lesechos.fr/tech-medias/intelligence-artificielle/mistral-levee-3-milliards" },
      ],
      [
        "reddit-localllama",
        "3 13:20",
        "If Mistral raises €3B, do they keep releasing Apache weights? Yesterday's OCR model says yes for now",
        "History of labs after a mega-round isn't great for open releases. I'd like to be wrong.",
      ],
      ["mastodon", "3 15:40", "40", "european tech sovereignty, now available at a €40 billion valuation"],
    ],
  },
];
