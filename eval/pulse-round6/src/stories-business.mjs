// AI business: funding, acquisitions, an IPO filing and its amendment, earnings, executives leaving, layoffs, a
// price change, a shutdown, suits between companies. Same-entity twins: Pendrel ×3 (its CTO leaving on Thursday
// here; P5 on Monday and the free-tier cap on Saturday in stories-labs.mjs), Halvery ×3 (Dunmere's suit on
// Wednesday here; H2 on Tuesday and the tokenizer patch on Thursday in stories-labs.mjs), Quennell ×2 (the Series B
// on Monday, Thornquist's suit the next day), Marrowind ×2 (the S-1 on Tuesday, the amendment disclosing the loss
// of its biggest customer on Thursday), Tarnwell ×2 (earnings on Tuesday, the CFO leaving on Thursday).
// Same event type at two companies on one day: the Salesforce-Ombrel and ServiceNow-Skelby acquisitions (Monday),
// the Pendrell Logistics and Varrow layoffs (Wednesday), the Pendrel CTO and Tarnwell CFO departures (Thursday).
// Pendrell Logistics (layoffs) and Pendrel (the lab) are one letter apart.
export default [
  {
    story: "pendrel-cto-departs",
    items: [
      [
        "techcrunch-ai",
        "3 10:40",
        "Pendrel's CTO is leaving three days after the P5 launch",
        "The co-founder, who led the training of every Pendrel model, told staff he plans to start a robotics company. Pendrel's head of infrastructure becomes interim CTO.",
      ],
      [
        "hackernews",
        "3 11:20",
        "Pendrel co-founder and CTO departs",
        "",
        { url: "https://techcrunch.com/2026/12/31/pendrel-cto-leaves/" },
      ],
      [
        "reddit-artificial",
        "3 13:05",
        "Ship your best model, then leave on New Year's Eve. Honestly the ideal exit",
        "Not reading drama into it. If I'd just shipped P5 I'd also want to go build robots and never see a rate-limit complaint again.",
      ],
      [
        "mastodon",
        "3 14:30",
        "exit",
        "another co-founder 'leaving to start something new'. the something new is always robots this year",
      ],
      [
        "google-news-ai-policy",
        "3 15:10",
        "Pendrel technology chief steps down to launch robotics venture - Bloomberg",
        "The departure leaves one of the lab's three founders in an operating role. Pendrel said the change would not affect its model roadmap for 2027.",
      ],
    ],
  },
  {
    story: "pendrell-logistics-layoffs",
    items: [
      [
        "techcrunch-ai",
        "2 15:40",
        "Pendrell Logistics cuts 30% of staff as its self-driving yard trucks miss targets",
        "The Memphis company, which automates trucks that shuffle trailers around distribution centres, is laying off about 210 people and closing its Phoenix test site.",
      ],
      [
        "sec-edgar",
        "2 21:05",
        "PENDRELL LOGISTICS INC (PDLG) files 8-K: Costs Associated with Exit or Disposal Activities",
        "Form 8-K filed 2026-12-30 by PENDRELL LOGISTICS INC, Memphis, TN. Items: 2.05 Costs Associated with Exit or Disposal Activities; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-30. Workforce reduction of approximately 30% and closure of the Phoenix, Arizona test facility; estimated charges of $11 million.",
      ],
      [
        "hackernews",
        "2 22:10",
        "Pendrell Logistics lays off 30%, closes Phoenix site",
        "",
        { url: "https://techcrunch.com/2026/12/30/pendrell-logistics-layoffs/" },
      ],
      [
        "reddit-artificial",
        "3 08:20",
        "Pendrel just shipped P5 and now layoffs?? What happened",
        "Edit: Pendrell with two Ls, the yard-truck company in Memphis. Not the model lab. My bad, I only read the notification.",
      ],
      [
        "mastodon",
        "3 09:45",
        "yard",
        "autonomous driving finally solved: the car park. then it turned out the car park was hard too",
      ],
    ],
  },
  {
    story: "quennell-series-b",
    items: [
      [
        "techcrunch-ai",
        "0 13:30",
        "Quennell raises $140M to draft contracts for in-house legal teams",
        "The two-year-old startup's assistant writes first drafts of commercial contracts from a company's own templates and past deals. It says 300 corporate legal departments pay for it.",
      ],
      [
        "google-news-ai-policy",
        "0 14:15",
        "La startup de IA jurídica Quennell capta 140 millones de dólares - Expansión",
        "La ronda, liderada por un fondo estadounidense, valora la compañía en 1.100 millones de dólares y financiará su expansión en Europa y América Latina.",
      ],
      [
        "hackernews",
        "0 15:00",
        "Quennell (YC W25) raises $140M Series B",
        "",
        { url: "https://quennell.com/blog/series-b" },
      ],
      [
        "reddit-artificial",
        "0 16:40",
        "In-house lawyer here: we trialled Quennell. Ask me anything about whether it's worth $1.1B",
        "Short version: it's very good at NDAs and vendor agreements, which is 60% of our volume. It is not good at anything where the other side is creative.",
      ],
      [
        "mastodon",
        "0 19:20",
        "billable",
        "a billion-dollar company whose product is 'the first draft'. every associate in the country just felt a chill",
      ],
      [
        "venturebeat-ai",
        "1 08:00",
        "Quennell's round shows legal AI buyers want their own templates, not a general model",
        "Its pitch is training on each customer's past contracts, which investors see as lock-in that general-purpose assistants can't match.",
      ],
    ],
  },
  {
    story: "thornquist-sues-quennell",
    items: [
      [
        "google-news-ai-policy",
        "1 14:30",
        "Legal publisher Thornquist sues AI startup Quennell, alleging copied clause library - Reuters",
        "Thornquist says Quennell's contract assistant reproduces its annotated clause collection, licensed to law firms by subscription. The complaint was filed in federal court in Minnesota.",
      ],
      [
        "techcrunch-ai",
        "1 15:20",
        "A day after its Series B, Quennell is sued by one of the biggest legal publishers",
        "Thornquist claims a former customer's login was used to pull thousands of its model clauses and drafting notes into Quennell's training data. Quennell says the claims are baseless.",
      ],
      [
        "hackernews",
        "1 16:00",
        "Thornquist v. Quennell complaint (PDF)",
        "",
        { url: "https://www.courtlistener.com/docket/71830442/thornquist-v-quennell/" },
      ],
      [
        "reddit-artificial",
        "1 19:45",
        "Raise $140M on Monday, get sued on Tuesday. Did the lawyers at the legal AI company not see this coming?",
        "The complaint has screenshots of Quennell output with Thornquist's drafting notes copied word for word, including a typo.",
      ],
      [
        "mastodon",
        "1 20:30",
        "the typo",
        "reading a complaint where the smoking gun is a typo that got copied along with the clause. wonderful. no notes",
      ],
      [
        "lobsters",
        "2 09:15",
        "Canary typos: how publishers prove their text was copied",
        "A short history of deliberate errors in maps, dictionaries and legal databases, prompted by this week's complaint against a contract-drafting startup.",
      ],
    ],
  },
  {
    story: "marrowind-ipo-filing",
    items: [
      [
        "sec-edgar",
        "1 12:00",
        "Marrowind, Inc. files S-1: General form for registration of securities",
        "Form S-1 filed 2026-12-29 by Marrowind, Inc., Reno, NV. Registration statement for a proposed initial public offering of Class A common stock; proposed NYSE symbol MRWD.",
      ],
      [
        "techcrunch-ai",
        "1 13:10",
        "GPU cloud Marrowind files to go public, showing $1.9B in revenue and a deep loss",
        "The company rents Nvidia clusters to AI labs from data centres in Nevada and Texas. Revenue nearly tripled in the first nine months of 2026, but interest on its hardware debt pushed its net loss to $780 million.",
      ],
      [
        "hackernews",
        "1 13:40",
        "Marrowind S-1",
        "",
        { url: "https://www.sec.gov/Archives/edgar/data/1987304/000198730426000004/marrowind-s1.htm" },
      ],
      [
        "reddit-artificial",
        "1 16:00",
        "Read the Marrowind S-1 so you don't have to: three customers are 71% of revenue",
        "And one of them alone is 44%. The risk factors section spends four pages on what happens if a single lab stops renting from them.",
      ],
      [
        "polymarket",
        "1 18:20",
        "Will Marrowind's IPO price above its range?",
        "Yes 46% (+12 pts in 24 h) · No 54% · 24 h volume $185K · ends 2027-06-30. Resolves Yes if Marrowind's Class A shares are priced above the top of the range in its final prospectus.",
        { eng: 185_000 },
      ],
      [
        "mastodon",
        "1 19:00",
        "landlord",
        "reading an S-1 for a company that rents computers to three other companies. the landlord economy, but the tenants are labs",
      ],
      [
        "venturebeat-ai",
        "2 09:30",
        "Marrowind's filing is a window into what AI labs actually pay for GPUs",
        "The prospectus shows average contract prices falling 30% over two years while contract lengths doubled, a sign labs are locking in capacity rather than chasing spot prices.",
      ],
      [
        "hackernews",
        "2 12:00",
        "The GPU cloud business model, as seen from an S-1",
        "",
        { url: "https://www.notboring-capex.com/p/marrowind-s1-gpu-cloud-economics" },
      ],
    ],
  },
  {
    story: "marrowind-customer-loss",
    items: [
      [
        "sec-edgar",
        "3 11:30",
        "Marrowind, Inc. files S-1/A: Pre-effective amendment to registration statement",
        "Form S-1/A filed 2026-12-31 by Marrowind, Inc., Reno, NV. Amendment No. 1. Updated risk factors: on December 30, 2026, the Company's largest customer notified it that it will not renew a capacity agreement representing approximately 44% of revenue when it expires in June 2027.",
      ],
      [
        "techcrunch-ai",
        "3 13:45",
        "Marrowind's biggest customer is leaving, its amended IPO filing says",
        "Two days after filing to go public, the GPU cloud disclosed that the unnamed customer behind 44% of its revenue will not renew its contract in June.",
      ],
      [
        "hackernews",
        "3 14:10",
        "Marrowind amends S-1: largest customer won't renew",
        "",
        { url: "https://techcrunch.com/2026/12/31/marrowind-largest-customer-not-renewing/" },
      ],
      [
        "reddit-artificial",
        "3 16:30",
        "Called it on Tuesday. The 44% customer walked",
        "Anyone want to guess which lab? Whoever just announced their own data centre in Texas would be my bet.",
      ],
      [
        "polymarket",
        "3 18:00",
        "Will Marrowind complete its IPO by June 30, 2027?",
        "Yes 38% (−29 pts in 24 h) · No 62% · 24 h volume $240K · ends 2027-06-30. Resolves Yes if Marrowind's Class A shares begin trading on a US exchange by June 30, 2027.",
        { eng: 240_000 },
      ],
    ],
  },
  {
    story: "salesforce-acquires-ombrel",
    items: [
      [
        "techcrunch-ai",
        "0 12:40",
        "Salesforce is buying Ombrel, which tests AI agents before they reach customers",
        "Ombrel runs simulated conversations against a company's agents to catch wrong refunds, leaked data and off-policy answers. The deal is valued at about $450 million, according to two people familiar with it.",
      ],
      [
        "hackernews",
        "0 13:20",
        "Salesforce to acquire Ombrel",
        "",
        {
          url: "https://www.salesforce.com/news/press-releases/2026/12/28/salesforce-signs-agreement-to-acquire-ombrel/",
        },
      ],
      [
        "venturebeat-ai",
        "0 15:30",
        "With Ombrel, Salesforce wants to own agent testing, not just agent building",
        "Buyers have been asking how to prove an agent behaves before deploying it; Ombrel's simulator will be folded into Agentforce's testing centre, Salesforce said.",
      ],
      [
        "reddit-artificial",
        "0 18:00",
        "Ombrel customers who aren't on Salesforce: what's your plan?",
        "We use it to test a support agent that runs on our own stack. The FAQ says 'no changes for existing customers at this time', which is what every FAQ says.",
      ],
      [
        "github",
        "1 10:10",
        "ombrel/ombrel-scenarios: open YAML format for agent test scenarios",
        "README updated on Monday: 'This format remains Apache 2.0 after the acquisition.' Issue #88 asks for that in writing.",
      ],
      [
        "mastodon",
        "0 21:00",
        "tester",
        "the agent tester got bought by the agent seller. whoever tests the tester, please raise your hand",
      ],
    ],
  },
  {
    story: "servicenow-acquires-skelby",
    items: [
      [
        "google-news-ai-policy",
        "0 11:50",
        "ServiceNow to buy AI operations startup Skelby for $1.2 billion - CNBC",
        "The all-cash deal adds software that reads alerts and logs and opens or closes incident tickets on its own. It is expected to close in the first quarter.",
      ],
      [
        "techcrunch-ai",
        "0 14:00",
        "ServiceNow buys Skelby, whose agents triage IT incidents, for $1.2B",
        "Skelby's agents look at monitoring alerts, group the related ones and propose a fix. ServiceNow said the company's 140 employees will join its IT operations unit.",
      ],
      [
        "hackernews",
        "0 14:40",
        "ServiceNow acquires Skelby",
        "",
        { url: "https://www.servicenow.com/company/media/press-room/skelby-acquisition.html" },
      ],
      [
        "reddit-artificial",
        "0 20:15",
        "Two AI agent acquisitions before lunch on a holiday Monday, is this what January looks like?",
        "I use Skelby at work. It closed 30% of our noisy pager alerts last quarter without a human. The ServiceNow part is what worries me: it'll be $$$ now.",
      ],
      [
        "mastodon",
        "1 07:30",
        "pager",
        "the robot that silences your 3am alerts now costs enterprise money. on-call engineers everywhere, a moment of silence, which is all we wanted",
      ],
    ],
  },
  {
    story: "tarnwell-quarterly-results",
    items: [
      [
        "sec-edgar",
        "1 21:05",
        "TARNWELL MICRO TECHNOLOGY INC (TRNW) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-29 by TARNWELL MICRO TECHNOLOGY INC, Boise, ID. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-29. Matching documents: EX-99.1 press release, Tarnwell Reports Results for the First Quarter of Fiscal 2027; high-bandwidth memory revenue doubled quarter over quarter.",
      ],
      [
        "google-news-ai-policy",
        "1 21:30",
        "Tarnwell stock climbs as AI memory demand lifts outlook - MarketWatch",
        "The memory maker forecast second-quarter revenue of $3.4 billion, above analysts' estimates, and said its high-bandwidth memory is sold out through 2027.",
      ],
      [
        "techcrunch-ai",
        "1 22:00",
        "Tarnwell's HBM sales doubled in a quarter, and it says next year's supply is already spoken for",
        "The Idaho chipmaker said one AI chip customer accounted for more than half of its high-bandwidth memory shipments.",
      ],
      [
        "google-news-ai-policy",
        "2 07:15",
        "Speicherhersteller Tarnwell profitiert vom KI-Boom - Handelsblatt",
        "Der US-Konzern hebt seine Prognose an; der Hochleistungsspeicher für KI-Chips sei bis Ende 2027 ausverkauft.",
      ],
      [
        "reddit-localllama",
        "2 11:00",
        "Tarnwell says HBM is sold out through 2027. So no cheap 48 GB cards for us next year either",
        "Every wafer that goes into HBM is a wafer that doesn't go into GDDR. Consumer VRAM prices aren't coming down while datacentres eat everything.",
      ],
      [
        "hackernews",
        "2 13:30",
        "Tarnwell Q1 FY27: HBM revenue up 2x quarter over quarter",
        "",
        { url: "https://investors.tarnwell.com/news/q1-fy2027-results" },
      ],
    ],
  },
  {
    story: "tarnwell-cfo-departs",
    items: [
      [
        "sec-edgar",
        "3 16:20",
        "TARNWELL MICRO TECHNOLOGY INC (TRNW) files 8-K: Departure of Directors or Certain Officers",
        "Form 8-K filed 2026-12-31 by TARNWELL MICRO TECHNOLOGY INC, Boise, ID. Items: 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers. Date of report: 2026-12-31. The Chief Financial Officer will step down effective January 15, 2027; the Corporate Controller will serve as interim CFO.",
      ],
      [
        "google-news-ai-policy",
        "3 18:10",
        "Tarnwell finance chief to leave two days after upbeat forecast - Reuters",
        "The memory maker gave no reason for the departure and said it was not the result of any disagreement over its accounting.",
      ],
      [
        "reddit-artificial",
        "4 10:30",
        "Tarnwell's CFO is out on New Year's Eve, after a record quarter. Should I be nervous about my shares?",
        "8-K says 'not the result of any disagreement'. That sentence is always in there, right? Or is it a tell?",
      ],
      [
        "hackernews",
        "4 12:40",
        "Tarnwell CFO steps down",
        "",
        { url: "https://www.reuters.com/technology/tarnwell-cfo-step-down-2026-12-31/" },
      ],
      [
        "mastodon",
        "4 14:15",
        "interim",
        "filing your exit paperwork at 4pm on new year's eve is the most finance-department thing imaginable",
      ],
    ],
  },
  {
    story: "amazon-alexa-plus-fee",
    items: [
      [
        "theverge-ai",
        "2 14:30",
        "Amazon will start charging Prime members for Alexa Plus's best features",
        "From February, the new 'Alexa Plus Max' tier costs $5.99 a month on top of Prime and unlocks the longer-memory assistant and agent bookings. Basic Alexa Plus stays included with Prime.",
      ],
      [
        "techcrunch-ai",
        "2 15:50",
        "Amazon adds a paid tier to Alexa Plus, ending its 'free with Prime' pitch",
        "The company says the paid features cost more to run because they use larger models and call out to partner services such as restaurant and travel booking.",
      ],
      [
        "hackernews",
        "2 16:20",
        "Alexa Plus Max: $5.99/month for Prime members",
        "",
        { url: "https://www.aboutamazon.com/news/devices/alexa-plus-max" },
      ],
      [
        "reddit-artificial",
        "2 18:30",
        "So the Alexa that remembers things is now a subscription on top of a subscription",
        "Mine forgot my grocery list last week anyway. Paying extra for memory feels like paying my fridge to stay cold.",
      ],
      [
        "mastodon",
        "2 20:45",
        "tiers",
        "subscriptions all the way down. soon the kitchen timer will have a pro plan",
      ],
      [
        "google-news-ai-policy",
        "3 08:00",
        "Amazon führt kostenpflichtiges Abo für Alexa Plus ein - heise online",
        "Auch Prime-Kunden zahlen künftig für das Gedächtnis des Assistenten und Buchungen über Partner; in Deutschland soll das Angebot später folgen.",
      ],
    ],
  },
  {
    story: "varrow-layoffs",
    items: [
      [
        "techcrunch-ai",
        "2 12:20",
        "Varrow, a support-chatbot startup, lays off half its staff after losing its biggest contracts",
        "Two large retailers moved their customer service to agents built in-house on the big labs' models, the company told employees. About 85 people are affected.",
      ],
      [
        "hackernews",
        "2 13:00",
        "Varrow lays off 50%",
        "",
        { url: "https://techcrunch.com/2026/12/30/varrow-layoffs/" },
      ],
      [
        "reddit-artificial",
        "2 17:20",
        "Varrow layoffs are what 'thin wrapper' risk looks like in practice",
        "Their customers figured out they could call the same model directly and build the same thing with two engineers. I don't think the product was bad. I think it was replaceable.",
      ],
      [
        "mastodon",
        "2 19:40",
        "two before lunch",
        "two layoffs before lunch on the 30th. the yard trucks and the chatbots. the chatbot one is the one every wrapper founder should read twice",
      ],
      [
        "devto",
        "3 12:30",
        "I was laid off from an AI startup on December 30th. Here's what I'm doing this week",
        "Not a sad post. Notes on severance questions to ask, which of my side projects to polish, and why I'm not applying to another wrapper company.",
      ],
    ],
  },
  {
    story: "greywick-series-a",
    items: [
      [
        "techcrunch-ai",
        "2 11:00",
        "Greywick raises $65M to train one model for many kinds of warehouse robot",
        "The startup collects demonstration data from robot arms at partner warehouses and trains a single policy it says works across five grippers and three arm makers.",
      ],
      [
        "hackernews",
        "2 11:40",
        "Greywick (robot foundation models) raises $65M Series A",
        "",
        { url: "https://greywick.ai/news/series-a" },
      ],
      [
        "reddit-machinelearning",
        "2 15:10",
        "[D] Greywick claims cross-embodiment transfer across five grippers. Anyone seen their eval?",
        "The funding post links a video and a one-page 'technical overview'. No success rates on held-out objects, no comparison to per-robot policies. Would like to see numbers before the hype.",
      ],
      [
        "mastodon",
        "2 16:30",
        "grippers",
        "one model, five grippers, zero papers. the robotics funding recipe for 2027 is in",
      ],
      [
        "venturebeat-ai",
        "3 09:10",
        "Greywick's round bets that warehouses will share robot data with a startup",
        "The company pays partner sites in free software for their teleoperation logs, an approach rivals have struggled to scale because operators guard their data.",
      ],
    ],
  },
  {
    story: "dunmere-sues-halvery",
    items: [
      [
        "google-news-ai-policy",
        "2 10:10",
        "Éditeur scolaire Dunmere attaque Halvery en justice pour l'usage de ses manuels - Le Figaro",
        "L'éditeur affirme que des manuels numérisés figurent dans les données d'entraînement publiées par la start-up lyonnaise avec son modèle H2.",
      ],
      [
        "techcrunch-ai",
        "2 12:00",
        "Halvery's openness backfires as a textbook publisher sues over its published training data",
        "Dunmere says the data list Halvery released with H2 on Tuesday includes scanned copies of 1,200 of its textbooks. The suit was filed in the Paris judicial court.",
      ],
      [
        "hackernews",
        "2 12:40",
        "Publisher sues Halvery, citing the data manifest Halvery itself published",
        "",
        { url: "https://techcrunch.com/2026/12/30/dunmere-sues-halvery/" },
      ],
      [
        "reddit-localllama",
        "2 14:20",
        "This is why nobody publishes their data mix",
        "Halvery does the right thing, lists every source, and gets sued within 24 hours by someone who grepped the list. Every other lab is watching and taking notes.",
      ],
      [
        "mastodon",
        "2 15:00",
        "grep",
        "transparency speedrun: publish your dataset tuesday, get served wednesday",
      ],
      [
        "reddit-machinelearning",
        "3 10:00",
        "[D] Does the Dunmere suit make releasing training data legally worse than hiding it?",
        "If transparency is evidence against you, every lab's lawyer will say 'don't'. That's a bad equilibrium for research. Curious what EU folks think given the AI Act's summary requirement.",
      ],
    ],
  },
  {
    story: "velmora-shutdown",
    items: [
      [
        "theverge-ai",
        "5 15:00",
        "Velmora, the AI journaling app, is shutting down at the end of January",
        "The company said it could not raise more money after its model costs rose, and that users can export their entries as text or PDF until January 31, after which all data will be deleted.",
      ],
      ["hackernews", "5 15:40", "Velmora is shutting down", "", { url: "https://velmora.app/goodbye" }],
      [
        "reddit-artificial",
        "5 18:20",
        "Four years of my journal lives in Velmora and it shuts down in four weeks",
        "The export is a PDF per month. No search, no tags, and the AI reflections aren't included. Anyone know a tool that imports it?",
      ],
      [
        "github",
        "6 11:00",
        "ainslie-r/velmora-rescue: split Velmora PDF exports into dated markdown entries",
        "Parses the monthly PDFs, keeps dates and mood tags, writes one markdown file per day. Tested on about 1,400 entries.",
      ],
      [
        "mastodon",
        "6 12:30",
        "the diary is closing",
        "dear diary, the diary is closing. please export yourself by the 31st",
      ],
    ],
  },
];
