// AI business in the week of 2027-01-11: health-AI deals during the J.P. Morgan Healthcare Conference (a Series B, a
// guidance update, a drug-discovery partnership, reported acquisition talks, an acquisition), TSMC's December revenue
// and Q4 results, an IPO filing, a trade-secret suit between companies, a shareholder suit, an acquisition outside
// health, a Series B after open weights, layoffs, an employee tender offer.
// Entities: Quenbury Health (invented), Tempus AI, TSMC, Thirlby (invented), Merriwick (invented) and Quenby,
// Novartis and Whitlow Bio (invented), OpenAI and Penhallow (invented), Sanofi and Garrowby (invented), Roverel
// (invented), Intuit and Kelderby (invented), Larchfield, Fallowden, Autodesk, Anthropic.
// Same-entity twins: TSMC ×2 (December revenue on Monday, Q4 results on Thursday), Quenby ×3 (Merriwick's suit on
// Tuesday here; the Q2 launch on Monday and the agent paused on Thursday in stories-labs.mjs), OpenAI ×2 (the
// Penhallow acquisition on Wednesday here; ChatGPT health records on Monday in stories-labs.mjs), Larchfield ×2 (the
// Series B on Friday here; the L1 open weights on Wednesday in stories-labs.mjs), Fallowden ×2 (layoffs on Friday
// here; the inference outage on Wednesday in stories-labs.mjs), Anthropic ×3 (the tender offer on Friday here; the
// price cut on Monday and the misuse report on Thursday in stories-labs.mjs).
// Nearly identical names: Quenbury Health (the Series B on Monday) and Quenby (the lab, stories-labs.mjs).
// Same event type on one day: Quenbury Health's round, Tempus's guidance and OpenAI's health records (Monday,
// JPMorgan week); the Fallowden and Autodesk layoffs (Friday); Larchfield's Series B and Anthropic's tender offer
// (Friday, money raised at a price).
// Same kind in the week: OpenAI buying Penhallow (Wednesday), Sanofi's reported talks with Garrowby (Wednesday) and
// Intuit buying Kelderby (Thursday), three acquisitions; Merriwick's suit against Quenby (Tuesday) and Roverel's
// shareholder suit (Thursday), two suits; TSMC's results and Tempus's guidance, two earnings-type updates; Thirlby's
// S-1 (Tuesday).
export default [
  {
    story: "quenbury-health-series-b",
    items: [
      [
        "techcrunch-ai",
        "0 12:00",
        "Quenbury Health lands $140M for AI scribes built for the emergency room",
        "The Boston startup's software listens to ER visits and drafts notes and discharge instructions. The Series B, announced on the first morning of the JPMorgan conference, values it at $1.1 billion.",
      ],
      [
        "hackernews",
        "0 12:40",
        "Quenbury Health ($1.1B) closes Series B for ER scribing",
        "",
        { url: "https://quenburyhealth.com/news/series-b" },
      ],
      [
        "reddit-artificial",
        "0 17:10",
        "Not the Quenby that launched the desktop agent today. Quenbury, the ER scribe one. Also a $1.1B valuation",
        "Two Q-names on one Monday, I had to read it twice. Quenbury is the one hospitals use; my sister's ED switched to it last year and the docs like it.",
      ],
      [
        "venturebeat-ai",
        "0 16:45",
        "Why ER scribes are the next fight in clinical AI",
        "Emergency departments are loud, fast and full of interruptions, which is why ambient scribes avoided them. Quenbury says its notes need edits in fewer than one visit in five.",
      ],
      [
        "mastodon",
        "0 18:00",
        "scribe",
        "a billion-dollar valuation for the software that writes the ER notes. the ER still cannot find you a bed",
      ],
      [
        "google-news-ai-policy",
        "1 06:20",
        "Quenbury Health lève 140 millions de dollars pour ses scribes d'urgence - Les Echos",
        "La start-up de Boston, valorisée 1,1 milliard, a annoncé son tour de table lors de la conférence JPMorgan à San Francisco.",
      ],
    ],
  },
  {
    story: "tempus-ai-2027-guidance",
    items: [
      [
        "sec-edgar",
        "0 13:05",
        "TEMPUS AI, INC. (TEM) files 8-K: Regulation FD Disclosure",
        "Form 8-K filed 2027-01-11 by TEMPUS AI, INC., Chicago, IL. Items: 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2027-01-11. Matching documents: EX-99.1 investor presentation, J.P. Morgan Healthcare Conference; preliminary fiscal 2026 revenue and fiscal 2027 guidance.",
      ],
      [
        "techcrunch-ai",
        "0 14:10",
        "Tempus guides to 2027 revenue above Wall Street's view, leaning on its AI diagnostics",
        "At its JPMorgan presentation the company said revenue should grow about 30% this year and that its data-licensing deals with drugmakers doubled in 2026.",
      ],
      [
        "hackernews",
        "0 14:45",
        "Tempus AI raises 2027 outlook at JPM",
        "",
        { url: "https://investors.tempus.com/news-releases/2027-guidance" },
      ],
      [
        "reddit-artificial",
        "0 17:30",
        "Tempus is the rare 'AI in healthcare' company with actual revenue. The guidance shows it",
        "Genomic tests pay the bills, the data deals are the margin. Whatever you think of the valuation, the 8-K numbers are real numbers.",
      ],
      [
        "mastodon",
        "0 22:15",
        "conference badge",
        "a genomics lab guiding revenue up 30% and calling itself an ai company is the most jpm week thing that will happen this jpm week",
      ],
    ],
  },
  {
    story: "tsmc-december-revenue",
    items: [
      [
        "google-news-ai-policy",
        "0 07:10",
        "TSMC December revenue jumps 38% on year as AI chip orders stay strong - Reuters",
        "Taiwan Semiconductor Manufacturing Co said December sales rose to NT$392 billion, bringing fourth-quarter revenue slightly above its own guidance range.",
      ],
      [
        "hackernews",
        "0 08:30",
        "TSMC December 2026 revenue report",
        "",
        { url: "https://investor.tsmc.com/english/monthly-revenue/2026-12" },
      ],
      [
        "reddit-localllama",
        "0 10:20",
        "TSMC monthly revenue up 38%, so no, GPU prices are not coming down this year",
        "Every month somebody posts that the bubble is bursting. The fab that makes all of it just had its best December ever.",
      ],
      [
        "polymarket",
        "0 15:00",
        "Will TSMC report Q4 2026 revenue above $33 billion?",
        "Yes 81% (+19 pts in 24 h) · No 19% · 24 h volume $210K · ends 2027-01-15. Resolves Yes if TSMC's reported fourth-quarter 2026 revenue exceeds US$33.0 billion.",
        { eng: 210_000 },
      ],
      [
        "mastodon",
        "0 16:40",
        "monthly",
        "one company publishes a monthly number and the entire AI discourse recalibrates. imagine having that job",
      ],
    ],
  },
  {
    story: "tsmc-q4-earnings",
    items: [
      [
        "sec-edgar",
        "3 06:30",
        "TAIWAN SEMICONDUCTOR MANUFACTURING CO LTD (TSM) files 6-K: Report of foreign private issuer",
        "Form 6-K filed 2027-01-14 by TAIWAN SEMICONDUCTOR MANUFACTURING CO LTD, Hsinchu, Taiwan. Matching documents: EX-99.1 4Q26 Quarterly Management Report; EX-99.2 press release, TSMC Reports Fourth Quarter EPS of NT$17.86.",
      ],
      [
        "google-news-ai-policy",
        "3 06:50",
        "TSMC fourth-quarter profit rises 41%, beats forecasts; sees 2027 capex of up to $58 billion - Reuters",
        "The world's largest contract chipmaker said AI accelerators made up nearly a third of revenue and guided first-quarter sales above expectations.",
      ],
      [
        "google-news-ai-policy",
        "3 08:00",
        "TSMC、10〜12月期は純利益41%増 AI半導体が好調 設備投資は最大580億ドル - 日本経済新聞",
        "台湾積体電路製造(TSMC)が発表した2026年10〜12月期決算は、AI向け半導体の需要拡大で市場予想を上回った。",
      ],
      [
        "hackernews",
        "3 08:40",
        "TSMC Q4 2026: net income up 41%, 2027 capex $52-58B",
        "",
        { url: "https://investor.tsmc.com/english/quarterly-results/2026/q4" },
      ],
      [
        "techcrunch-ai",
        "3 10:15",
        "TSMC's results say the AI build-out isn't slowing, whatever the stock charts did in December",
        "Advanced packaging capacity, not wafers, is the bottleneck TSMC talked about most. It plans to double it again by the end of 2027.",
      ],
      [
        "reddit-artificial",
        "3 12:30",
        "TSMC: AI is now ~30% of revenue and they're spending up to $58B this year",
        "For scale, that capex is bigger than the annual revenue of most of the companies buying the chips.",
      ],
      [
        "mastodon",
        "3 13:10",
        "capex",
        "'packaging is the bottleneck' is the most 2027 sentence i have read, and i read it in an earnings call transcript",
      ],
    ],
  },
  {
    story: "thirlby-ipo-filing",
    items: [
      [
        "sec-edgar",
        "1 21:15",
        "Thirlby Inc. files S-1: General form for registration of securities",
        "Form S-1 filed 2027-01-12 by Thirlby Inc., Austin, TX. Proposed maximum aggregate offering price: $100,000,000 (placeholder). Underwriters: Goldman Sachs & Co. LLC, Morgan Stanley & Co. LLC. Proposed Nasdaq symbol: THRL.",
      ],
      [
        "techcrunch-ai",
        "1 22:00",
        "Thirlby, the marketplace of expert AI graders, files for a Nasdaq listing",
        "The filing shows 2026 revenue of $612 million, up 140%, and a small profit. Two AI labs account for 58% of revenue, a concentration the company lists as its first risk factor.",
      ],
      [
        "hackernews",
        "1 22:20",
        "Thirlby S-1",
        "",
        { url: "https://www.sec.gov/Archives/edgar/data/1944017/000119312527004417/thirlby-s1.htm" },
      ],
      [
        "reddit-machinelearning",
        "2 08:45",
        "[D] Thirlby's S-1 is the best public data we've had on what RLHF labour costs",
        "Average expert contractor pay is in there ($61/hour for the coding pool), and so is how many graders they need per model release. Worth a read even if you don't care about the IPO.",
      ],
      [
        "mastodon",
        "2 10:30",
        "s-1",
        "two customers are 58% of revenue. that's not a customer base, that's a dinner party",
      ],
      [
        "polymarket",
        "2 14:00",
        "Will Thirlby (THRL) begin trading on Nasdaq before April 1, 2027?",
        "Yes 64% (+30 pts in 24 h) · No 36% · 24 h volume $74K · ends 2027-04-01. Resolves Yes if Thirlby's common stock begins trading on Nasdaq before April 1, 2027.",
        { eng: 74_000 },
      ],
    ],
  },
  {
    story: "merriwick-sues-quenby",
    items: [
      [
        "techcrunch-ai",
        "1 15:40",
        "Merriwick claims in a lawsuit that Quenby's new agent was built on its stolen code",
        "The automation company says three engineers who left for Quenby last year took source code for recognising on-screen buttons. It asks a federal court in San Francisco to stop Quenby using it.",
      ],
      [
        "hackernews",
        "1 16:00",
        "Merriwick v. Quenby (N.D. Cal.), complaint",
        "",
        { url: "https://www.courtlistener.com/docket/71934022/merriwick-inc-v-quenby-ltd/" },
      ],
      [
        "reddit-artificial",
        "1 17:50",
        "The day after Q2's launch, Quenby gets dragged into court by Merriwick",
        "Merriwick is the RPA company your bank uses for its ancient portals. They say the button-finding bit of Q2 is theirs. Interesting discovery if it goes there.",
      ],
      [
        "google-news-ai-policy",
        "1 19:30",
        "Automation firm Merriwick files trade-secret complaint against AI lab Quenby - Law360",
        "The complaint alleges misappropriation by former employees and seeks a preliminary injunction; Quenby said the claims were without merit.",
      ],
      [
        "mastodon",
        "2 08:15",
        "rpa",
        "the old robots that click buttons are suing the new robots that click buttons. the buttons remain unavailable for comment",
      ],
      [
        "lobsters",
        "2 12:20",
        "What counts as a trade secret when the technique is in every paper",
        "",
        { url: "https://ipnotebook.example/trade-secrets-ui-grounding" },
      ],
    ],
  },
  {
    story: "novartis-whitlow-partnership",
    items: [
      [
        "techcrunch-ai",
        "1 13:30",
        "Novartis signs a drug-discovery deal worth up to $1.6B with AI startup Whitlow Bio",
        "Whitlow gets $60 million up front to design antibodies against six targets chosen by Novartis, plus milestone payments and royalties. The startup says its models cut design rounds from a dozen to three.",
      ],
      [
        "google-news-ai-policy",
        "1 14:00",
        "Novartis, Whitlow Bio strike AI antibody pact at JPMorgan conference - Fierce Biotech",
        "The collaboration covers immunology and oncology targets; Novartis will run clinical development of any candidates.",
      ],
      [
        "hackernews",
        "1 15:10",
        "Novartis partners with Whitlow Bio on AI-designed antibodies",
        "",
        { url: "https://www.novartis.com/news/media-releases/novartis-whitlow-bio-collaboration" },
      ],
      [
        "reddit-machinelearning",
        "1 18:40",
        "[D] 'Up to $1.6B' AI biotech deals: how much of that ever gets paid?",
        "$60M up front is the number that matters in the Whitlow deal. Milestones are a wish list. Does anyone track what fraction of these headline values actually get paid out?",
      ],
      [
        "mastodon",
        "1 20:20",
        "up to",
        "'up to $1.6 billion' is also how i describe my salary if you count every lottery ticket",
      ],
      [
        "venturebeat-ai",
        "2 09:00",
        "Whitlow Bio's Novartis deal shows pharma now pays for design speed, not just targets",
        "Whitlow's pitch at JPMorgan was fewer lab cycles per antibody. That is a metric pharma buyers can check, unlike a model's benchmark score.",
      ],
    ],
  },
  {
    story: "openai-acquires-penhallow",
    items: [
      [
        "theverge-ai",
        "2 15:00",
        "OpenAI is buying Penhallow, a startup that turns doctor-patient conversations into notes",
        "Penhallow's 60 employees will join OpenAI's health team. The companies did not disclose terms; Penhallow's customers will keep their contracts through 2027.",
      ],
      [
        "hackernews",
        "2 15:25",
        "OpenAI acquires Penhallow",
        "",
        { url: "https://openai.com/index/openai-acquires-penhallow" },
      ],
      [
        "techcrunch-ai",
        "2 16:10",
        "Two days after plugging ChatGPT into medical records, OpenAI buys its way into the clinic",
        "Penhallow sells ambient note-taking to about 900 outpatient practices. People familiar with the deal put the price at roughly $500 million in stock.",
      ],
      [
        "reddit-artificial",
        "2 18:00",
        "Our clinic uses Penhallow. Now OpenAI owns the thing recording our appointments",
        "I'm the practice manager. We picked Penhallow partly because they were small and answered the phone. Reading the contract terms again tonight.",
      ],
      [
        "mastodon",
        "2 19:40",
        "bedside manner",
        "your doctor's scribe is now owned by the chatbot company that also wants your lab results. vertical integration of your colon",
      ],
      [
        "reddit-artificial",
        "3 09:10",
        "OpenAI buying a medical scribe company is a bigger deal than the records feature",
        "Reading your records is consumer stuff. Sitting in the exam room is enterprise health, and that's where the money is.",
      ],
    ],
  },
  {
    story: "sanofi-garrowby-acquisition-talks",
    items: [
      [
        "google-news-ai-policy",
        "2 11:30",
        "Sanofi in advanced talks to buy AI pathology firm Garrowby, sources say - Bloomberg",
        "A deal could value Garrowby, whose software reads biopsy slides for clinical trials, at about $2.4 billion and could be announced within weeks.",
      ],
      [
        "techcrunch-ai",
        "2 13:20",
        "Sanofi is reportedly close to buying Garrowby, an AI pathology startup",
        "Garrowby's models score tissue samples to pick patients for cancer trials. Neither company commented on the report, which surfaced as executives met in San Francisco.",
      ],
      [
        "polymarket",
        "2 17:00",
        "Will Sanofi announce an agreement to acquire Garrowby by March 31, 2027?",
        "Yes 69% (+51 pts in 24 h) · No 31% · 24 h volume $118K · ends 2027-03-31. Resolves Yes if Sanofi or Garrowby announces a definitive agreement for Sanofi to acquire Garrowby.",
        { eng: 118_000 },
      ],
      [
        "hackernews",
        "2 17:40",
        "Sanofi said to be in talks to acquire Garrowby for $2.4B",
        "",
        { url: "https://www.bloomberg.com/news/articles/2027-01-13/sanofi-garrowby-talks" },
      ],
      [
        "google-news-ai-policy",
        "2 19:10",
        "Sanofi vicino all'acquisizione della start-up di patologia digitale Garrowby - Milano Finanza",
        "Secondo fonti vicine al dossier, l'operazione potrebbe valere circa 2,4 miliardi di dollari.",
      ],
      [
        "reddit-machinelearning",
        "3 08:20",
        "[D] If Sanofi buys Garrowby, does its slide-scoring model stay available to other trial sponsors?",
        "Half the oncology trials I've worked on used Garrowby's scores for enrolment. A pharma owner changes the incentives a lot.",
      ],
      [
        "mastodon",
        "3 10:50",
        "biopsy",
        "every year at jpm someone buys the company whose software looks at the slides. this year's someone is french",
      ],
    ],
  },
  {
    story: "roverel-shareholder-suit",
    items: [
      [
        "google-news-ai-policy",
        "3 14:20",
        "Roverel hit with securities class action over AI revenue claims - Reuters",
        "Shareholders allege the customer-service software maker overstated how much of its revenue came from its AI agents; the stock fell 31% after it restated the figure in December.",
      ],
      [
        "sec-edgar",
        "3 16:30",
        "ROVEREL, INC. (RVRL) files 8-K: Other Events",
        "Form 8-K filed 2027-01-14 by ROVEREL, INC., Denver, CO. Items: 8.01 Other Events. Date of report: 2027-01-14. The company has been named as a defendant in a putative securities class action filed in the U.S. District Court for the District of Colorado and intends to defend itself vigorously.",
      ],
      [
        "hackernews",
        "3 17:00",
        "Roverel shareholders file suit claiming 'AI revenue' was mostly old support contracts",
        "",
        { url: "https://www.law360.com/articles/roverel-securities-suit" },
      ],
      [
        "reddit-artificial",
        "3 19:45",
        "Roverel called everything 'AI revenue' and now investors are taking it to court",
        "Apparently the old ticket-routing product got renamed 'Agent Router' and its revenue counted as AI. The complaint quotes their own sales deck.",
      ],
      [
        "mastodon",
        "3 21:00",
        "rebrand",
        "if you rename the if-statement to 'agent' it is legally an ai company until the shareholders read the 10-Q",
      ],
    ],
  },
  {
    story: "intuit-acquires-kelderby",
    items: [
      [
        "sec-edgar",
        "3 12:10",
        "INTUIT INC. (INTU) files 8-K: Entry into a Material Definitive Agreement",
        "Form 8-K filed 2027-01-14 by INTUIT INC., Mountain View, CA. Items: 1.01 Entry into a Material Definitive Agreement; 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2027-01-14. Matching documents: EX-99.1 press release, Intuit to Acquire Kelderby.",
      ],
      [
        "techcrunch-ai",
        "3 12:45",
        "Intuit will pay $780M for Kelderby, whose agents close small businesses' books each month",
        "Kelderby's software reconciles bank feeds and chases missing receipts by email. It will become part of QuickBooks; the deal is expected to close in the spring.",
      ],
      [
        "hackernews",
        "3 13:15",
        "Intuit to acquire Kelderby",
        "",
        { url: "https://investors.intuit.com/news/intuit-to-acquire-kelderby" },
      ],
      [
        "reddit-artificial",
        "3 15:30",
        "Kelderby was the only bookkeeping AI my accountant trusted. Now it's QuickBooks",
        "It worked with Xero too. I give that about six months.",
      ],
      [
        "mastodon",
        "3 18:10",
        "month end",
        "the agent that chases you for receipts now works for the company that also does your taxes. there is no escape from the receipts",
      ],
      [
        "devto",
        "4 11:00",
        "Exporting your books out of Kelderby before the QuickBooks migration",
        "CSV export covers transactions but not the matching rules. Here's a script that pulls the rules through the API so you can take them to Xero if you want.",
      ],
    ],
  },
  {
    story: "larchfield-series-b",
    items: [
      [
        "techcrunch-ai",
        "4 13:00",
        "Larchfield raises $210M two days after its first open models",
        "The Edinburgh lab's Series B is led by a European growth fund with a sovereign investor joining. Larchfield says it will keep releasing weights and publishing its data mix.",
      ],
      [
        "hackernews",
        "4 13:30",
        "Larchfield raises $210M",
        "",
        { url: "https://larchfield.ai/blog/series-b" },
      ],
      [
        "google-news-ai-policy",
        "4 15:20",
        "Scottish AI lab Larchfield secures $210 million as Europe courts open-model developers - Financial Times",
        "The round values the two-year-old company at $1.4 billion, people familiar with the terms said.",
      ],
      [
        "reddit-localllama",
        "4 16:00",
        "Larchfield got $210M. Place your bets on how long the Apache license lasts",
        "Not trying to be cynical, they did publish the data mix. But we've all seen an open lab raise money and change its licence three months later.",
      ],
      ["mastodon", "4 17:30", "edinburgh", "open weights on wednesday, open wallets on friday"],
      [
        "venturebeat-ai",
        "5 09:40",
        "Larchfield's raise tests whether 'transparent data' is a business model",
        "Investors are paying for the compliance story as much as the model: a data card that lets EU customers fill in their AI Act paperwork.",
      ],
    ],
  },
  {
    story: "fallowden-layoffs",
    items: [
      [
        "techcrunch-ai",
        "4 17:10",
        "Fallowden lays off a third of staff two days after a six-hour outage",
        "The inference host said the cuts, about 70 people, were planned before Wednesday's failure and reflect price pressure in open-model hosting. It will close its Singapore region.",
      ],
      [
        "hackernews",
        "4 17:40",
        "Fallowden lays off 35% of employees",
        "",
        { url: "https://fallowden.dev/blog/a-hard-update" },
      ],
      [
        "reddit-localllama",
        "4 18:30",
        "Fallowden layoffs + Singapore region closing. Time to move your endpoints?",
        "Asking seriously. Prices were great but an outage and a layoff in one week is a pattern I don't want to be part of.",
      ],
      [
        "mastodon",
        "4 20:00",
        "planned",
        "'these changes were planned before wednesday' is doing the same heavy lifting as 'this was unrelated to the fire'",
      ],
      [
        "stackexchange",
        "5 11:40",
        "Migrating Fallowden model endpoints from the Singapore region: what breaks?",
        "We have a fine-tuned LoRA hosted in their Singapore region, which closes at the end of the month. Does the adapter move with a region change, or do we re-upload and get a new endpoint ID?",
      ],
    ],
  },
  {
    story: "autodesk-ai-layoffs",
    items: [
      [
        "sec-edgar",
        "4 12:30",
        "AUTODESK, INC. (ADSK) files 8-K: Costs Associated with Exit or Disposal Activities",
        "Form 8-K filed 2027-01-15 by AUTODESK, INC., San Francisco, CA. Items: 2.05 Costs Associated with Exit or Disposal Activities; 7.01 Regulation FD Disclosure. Date of report: 2027-01-15. Restructuring plan affecting approximately 9% of the workforce; pre-tax charges of $140 million to $160 million.",
      ],
      [
        "theverge-ai",
        "4 13:40",
        "Autodesk is cutting 9% of its workforce to put more money into AI design tools",
        "The maker of AutoCAD said about 1,300 roles will go, mostly in sales and support, and that it will hire for its generative design team.",
      ],
      [
        "hackernews",
        "4 14:10",
        "Autodesk to cut 1,300 jobs in AI restructuring",
        "",
        { url: "https://investors.autodesk.com/news-releases/restructuring-2027" },
      ],
      [
        "reddit-artificial",
        "4 16:40",
        "Autodesk support staff cut 'to invest in AI'. Good luck getting a licence issue fixed now",
        "Spent three weeks last year getting a seat transferred with a human on the other end. I'm not optimistic about a chatbot.",
      ],
      [
        "google-news-ai-policy",
        "4 18:00",
        "Autodesk streicht neun Prozent der Stellen und setzt auf KI - Handelsblatt",
        "Betroffen sind vor allem Vertrieb und Kundendienst; der Konzern will zugleich Entwickler für generatives Design einstellen.",
      ],
      [
        "mastodon",
        "4 21:10",
        "restructuring",
        "the cad program every architect complains about paying for is cutting its support staff to invest in ai. the licence server help desk will be a chatbot by easter",
      ],
    ],
  },
  {
    story: "anthropic-employee-tender-offer",
    items: [
      [
        "google-news-ai-policy",
        "4 10:20",
        "Anthropic lets staff sell up to $6B in stock at a $480 billion price tag - The Information",
        "Current and former staff will be able to sell up to $6 billion of shares to a group of existing investors in a tender offer starting next month.",
      ],
      [
        "techcrunch-ai",
        "4 11:45",
        "Anthropic's tender offer would let staff cash out at a $480B valuation",
        "The sale lets employees sell part of their vested stock without an IPO. Anthropic declined to comment on the figures.",
      ],
      [
        "hackernews",
        "4 12:15",
        "Anthropic tender offer: staff may sell $6B of shares",
        "",
        { url: "https://www.theinformation.com/articles/anthropic-tender-offer-480-billion" },
      ],
      [
        "reddit-artificial",
        "4 15:10",
        "Cut prices Monday, banned fraudsters Thursday, staff get to sell at $480B Friday. Busy week at Anthropic",
        "The tender is the interesting one: it means nobody there needs an IPO soon.",
      ],
      [
        "mastodon",
        "4 19:30",
        "liquidity",
        "somewhere in san francisco a 29-year-old is googling 'is a second house in tahoe a personality'",
      ],
      [
        "polymarket",
        "4 20:00",
        "Will Anthropic file for an IPO in 2027?",
        "Yes 22% (-9 pts in 24 h) · No 78% · 24 h volume $91K · ends 2027-12-31. Resolves Yes if Anthropic publicly files for or announces an initial public offering before January 1, 2028.",
        { eng: 91_000 },
      ],
    ],
  },
];
