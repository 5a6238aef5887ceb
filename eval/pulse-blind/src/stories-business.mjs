// Business: funding rounds, acquisitions, earnings, IPOs, layoffs and lawsuits between companies.
// Twins with stories-labs.mjs: Corvane's funding talks (Thursday) between its C2 launch, Meta's hire and its
// Friday outage; Mistral's Series D (Friday) the day after Solenne Audio sues it (Thursday) and three days after
// Medium 4; Anthropic's Skerry acquisition two days after its Claude Code pricing change; Lodestar's patent suit
// against OpenAI on the morning of GPT-5.5; Tamarin Robotics' layoffs on the day Tamarind AI launches Reel;
// Amazon's devices layoffs (Thursday) three days after it delayed Alexa+ in Europe.
// Cloudflare's Brackwater purchase comes a day after its Workers AI outage (stories-platforms.mjs). Same kind of
// event in one week: Gantry's IPO and Fernhill's postponed IPO (Thursday), Micron's and Accenture's results
// (Wednesday evening, Thursday morning), Workday's and Cloudflare's acquisitions, Ferrule's and Saltbox's rounds
// (Tuesday).
export default [
  {
    story: "corvane-funding-talks",
    items: [
      [
        "google-news-ai-policy",
        "3 02:30",
        "Corvane in talks to raise $5 billion at a $60 billion valuation - The Information",
        "The AI start-up's valuation would more than triple from its last round in June. A sovereign wealth fund and two crossover investors are in talks to lead, according to people familiar with the matter.",
      ],
      [
        "techcrunch-ai",
        "3 11:40",
        "Corvane is reportedly raising at $60B, three days after launching C2",
        "The round, if it closes, would make the lab one of the five most valuable private AI companies. Corvane did not respond to a request for comment.",
      ],
      [
        "hackernews",
        "3 12:05",
        "Corvane in talks to raise at $60B valuation",
        "",
        { url: "https://www.theinformation.com/articles/corvane-in-talks-to-raise-at-60-billion-valuation" },
      ],
      [
        "reddit-artificial",
        "3 14:30",
        "$60B for a lab that just lost a co-founder to Meta yesterday?",
        "I get that C2 is good, but the valuation went up 3x in six months and they just lost one of the people who built it. What exactly are investors pricing in here?",
      ],
      [
        "mastodon",
        "3 16:10",
        "multiples",
        "corvane is valued at roughly $12 million per employee, which is also what meta apparently pays for one of them",
      ],
      [
        "polymarket",
        "3 18:00",
        "Will Corvane announce a funding round at a valuation of $50B or more before January 31?",
        "Yes 68% (+41 pts in 24 h) · No 32% · 24 h volume $190K · ends 2027-01-31. Resolves Yes if Corvane or a lead investor publicly confirms a round at a post-money valuation of at least $50 billion.",
        { eng: 190_000 },
      ],
    ],
  },
  {
    story: "anthropic-acquires-skerry",
    items: [
      [
        "techcrunch-ai",
        "3 16:00",
        "Anthropic buys Skerry, the test-generation start-up, to bolster Claude Code",
        "Skerry's 14-person team will join Anthropic; its product, which writes and maintains unit tests for pull requests, will stop accepting new customers on January 15. Terms were not disclosed.",
      ],
      [
        "hackernews",
        "3 16:25",
        "Skerry is joining Anthropic",
        "",
        { url: "https://skerry.dev/blog/joining-anthropic" },
      ],
      [
        "github",
        "3 17:30",
        "skerry-dev/skerry-action: Skerry GitHub Action (archived: Skerry is joining Anthropic)",
        "The action will keep working for existing customers until June 30, 2027. The test-writing prompts and the mutation-testing harness in /harness are now MIT-licensed.",
      ],
      [
        "mastodon",
        "3 19:00",
        "acquihire season",
        "skerry wrote my tests for two years and never once asked for equity. now it works for anthropic. good for skerry",
      ],
      [
        "devto",
        "4 10:45",
        "Replacing Skerry in our CI before the shutdown: three alternatives we tried",
        "We relied on Skerry to keep coverage up on a 400k-line Python service. Running an agent on each pull request with our own prompt, a mutation-testing bot, and simply writing tests again. Costs and results for each.",
      ],
      [
        "reddit-artificial",
        "4 13:20",
        "Anthropic is buying every dev tool that competes with Claude Code's features, right?",
        "Skerry did one thing well: tests for PRs. Now it's a Claude Code feature next quarter, I guess. Not complaining, just noticing the pattern.",
      ],
      [
        "hackernews",
        "4 16:00",
        "Show HN: Undertow – an open-source stand-in for Skerry's pull-request test writer",
        "Skerry stops taking customers next month, so I rebuilt the part we used: it reads a PR diff, writes tests for changed functions, runs mutation testing to throw away weak ones and comments with the rest. Bring your own model key.",
      ],
    ],
  },
  {
    story: "solenne-sues-mistral",
    items: [
      [
        "google-news-ai-policy",
        "3 08:30",
        "L'éditeur de livres audio Solenne assigne Mistral AI en justice pour contrefaçon - Les Echos",
        "La société lyonnaise accuse la start-up d'avoir entraîné son modèle vocal sur quelque 9 000 heures d'enregistrements de son catalogue sans autorisation. L'assignation a été déposée devant le tribunal judiciaire de Paris.",
      ],
      [
        "techcrunch-ai",
        "3 11:00",
        "French audiobook publisher sues Mistral over voice model training data",
        "Solenne Audio says narrators' recordings from its catalogue can be reproduced almost word for word by Mistral's speech model, and is asking for €45 million and a ban on the model in France.",
      ],
      [
        "hackernews",
        "3 11:30",
        "Audiobook publisher sues Mistral, says voice model memorised its narrators",
        "",
        {
          url: "https://techcrunch.com/2026/12/17/french-audiobook-publisher-sues-mistral-over-voice-model-training-data/",
        },
      ],
      [
        "reddit-localllama",
        "3 14:10",
        "Does the Solenne lawsuit put Mistral's open voice weights at risk of being pulled?",
        "If a French court orders the model banned, what happens to the weights already on HF? I have it in a product. Anyone with legal background want to guess?",
      ],
      [
        "mastodon",
        "3 17:30",
        "narrated",
        "the complaint reportedly includes a clip of the model reading the first page of a novel in the narrator's voice, including their little cough. that cough is going to cost someone a lot of money",
      ],
      [
        "reddit-artificial",
        "4 09:00",
        "The Mistral voice lawsuit is the first one I've seen with a genuinely damning exhibit",
        "Text lawsuits argue about paraphrase. A voice that reproduces a specific narrator's breathing pattern is a different level. Curious how Mistral answers.",
      ],
    ],
  },
  {
    story: "mistral-series-d",
    items: [
      [
        "google-news-ai-policy",
        "4 06:45",
        "Mistral AI lève 2 milliards d'euros et devient la start-up la mieux valorisée d'Europe - Le Figaro",
        "Le tour de table, mené par un consortium d'investisseurs européens et un fonds du Golfe, valorise la société à 28 milliards d'euros.",
      ],
      [
        "techcrunch-ai",
        "4 08:10",
        "Mistral raises €2B at a €28B valuation, a day after being sued in Paris",
        "Most of the money will go to a data center outside Paris and to the company's push into defence and government contracts. The round was agreed before the lawsuit was filed, people close to the deal said.",
      ],
      [
        "hackernews",
        "4 08:40",
        "Mistral raises €2B Series D",
        "",
        { url: "https://mistral.ai/news/series-d" },
      ],
      [
        "venturebeat-ai",
        "4 11:00",
        "With €2B more, Mistral becomes a compute company that also makes models",
        "Nearly two-thirds of the round is earmarked for its own data center, a bet that European customers will want both the weights and the machines they run on from a European provider.",
      ],
      [
        "reddit-localllama",
        "4 12:30",
        "Mistral now has €2B. Keep releasing Apache weights and I'll keep cheering",
        "Medium 4 under Apache on Tuesday, a massive round on Friday. Let's see if the open releases survive the next investor meeting.",
      ],
      [
        "mastodon",
        "4 14:50",
        "sovereignty, again",
        "mistral raised 2 billion euros and the press release contains the phrase 'european champion' three times, which is roughly 667 million per champion",
      ],
    ],
  },
  {
    story: "tamarin-robotics-layoffs",
    items: [
      [
        "sec-edgar",
        "1 21:05",
        "TAMARIN ROBOTICS INC (TMRN) files 8-K: Costs Associated with Exit or Disposal Activities",
        "Form 8-K filed 2026-12-15 by TAMARIN ROBOTICS INC, Pittsburgh, PA. Items: 2.05 Costs Associated with Exit or Disposal Activities; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-15. Reduction of approximately 30% of the workforce and wind-down of the warehouse picking robot program to focus on foundation models for manipulation; estimated charges of $21 million.",
        { cik: "1917203" },
      ],
      [
        "google-news-ai-policy",
        "1 22:30",
        "Tamarin Robotics to cut nearly a third of staff, shelve warehouse robot - Pittsburgh Post-Gazette",
        "The company, which went public through a SPAC in 2024, will lay off about 260 people, most of them in manufacturing and field service.",
      ],
      [
        "hackernews",
        "2 00:15",
        "Tamarin Robotics lays off 30%, drops its warehouse robot",
        "",
        {
          url: "https://www.post-gazette.com/business/tech-news/2026/12/15/tamarin-robotics-layoffs/stories/202612150188",
        },
      ],
      [
        "reddit-artificial",
        "2 09:30",
        "Robotics company fires the people who build robots to build 'robot foundation models' instead",
        "Tamarin's 8-K literally says it is winding down the only product that ships to focus on models. That's the whole sector in one filing.",
      ],
      [
        "mastodon",
        "2 13:00",
        "pivot",
        "tamarin's robot could pick 600 boxes an hour. unfortunately it could not pick a narrative investors liked",
      ],
    ],
  },
  {
    story: "lodestar-sues-openai",
    items: [
      [
        "techcrunch-ai",
        "2 10:30",
        "Lodestar sues OpenAI, says ChatGPT's meeting notes copy its patented recording tech",
        "The Austin start-up, which makes a meeting assistant used by about 4,000 companies, filed in the Western District of Texas. It says ChatGPT's record-and-summarise feature infringes three patents on speaker-separated transcription.",
      ],
      [
        "google-news-ai-policy",
        "2 12:00",
        "Meeting-notes start-up Lodestar files patent suit against OpenAI in Texas - Reuters",
        "Lodestar is seeking damages and an injunction. OpenAI said it would 'defend against these meritless claims'.",
      ],
      [
        "hackernews",
        "2 12:20",
        "Lodestar v. OpenAI: patent complaint over ChatGPT record mode [pdf]",
        "",
        { url: "https://lodestar.app/legal/complaint-2026-12-16.pdf" },
      ],
      [
        "reddit-artificial",
        "2 14:00",
        "A meeting-notes app suing OpenAI over patents for 'separating speakers in a recording' seems... broad",
        "Read claim 1 of the first patent. It covers diarising audio and then summarising each speaker's part. Half of the apps on the App Store do that.",
      ],
      [
        "mastodon",
        "2 16:45",
        "western district",
        "filed in waco, naturally. the most reliable thing in tech is a patent case choosing texas",
      ],
    ],
  },
  {
    story: "micron-q1-earnings",
    items: [
      [
        "sec-edgar",
        "2 21:05",
        "MICRON TECHNOLOGY INC (MU) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-16 by MICRON TECHNOLOGY INC, Boise, ID. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-16. Matching documents: EX-99.1 press release, Micron Technology Reports Results for the First Quarter of Fiscal 2027; record revenue of $17.9 billion; HBM revenue more than doubled year over year.",
        { cik: "723125" },
      ],
      [
        "techcrunch-ai",
        "2 21:40",
        "Micron says its 2027 HBM supply is sold out after a record quarter",
        "The memory maker's revenue rose 64% from a year earlier, and it guided above analysts' estimates for the current quarter on demand for the high-bandwidth memory used in AI accelerators.",
      ],
      [
        "hackernews",
        "2 22:10",
        "Micron Q1 FY27: revenue $17.9B, HBM sold out through 2027",
        "",
        {
          url: "https://investors.micron.com/news-releases/news-release-details/micron-technology-reports-results-first-quarter-fiscal-2027",
        },
      ],
      [
        "google-news-ai-policy",
        "3 00:30",
        "Micron shares jump after hours as AI memory demand outruns supply - CNBC",
        "The company raised its capital spending plan for the fiscal year to $24 billion and said a new plant in Idaho would begin HBM production ahead of schedule.",
      ],
      [
        "google-news-ai-policy",
        "3 02:40",
        "마이크론 'HBM 내년 물량 완판'에 SK하이닉스·삼성전자 동반 강세 - 한국경제",
        "미국 마이크론이 2027년 고대역폭메모리(HBM) 공급 물량이 모두 소진됐다고 밝히면서 국내 메모리 업체들의 실적 기대감도 커지고 있다.",
      ],
      [
        "reddit-localllama",
        "3 08:00",
        "Micron's earnings are why your next GPU will cost more",
        "HBM sold out through 2027 means fabs keep shifting wafers away from GDDR and consumer DRAM. The 32GB consumer card I was waiting for just got further away.",
      ],
      [
        "mastodon",
        "3 09:40",
        "memory",
        "the ai boom has made ram the new oil. i still remember when you could just buy more",
      ],
      [
        "polymarket",
        "3 12:30",
        "Will Micron (MU) close above $300 on December 31?",
        "Yes 63% (+22 pts in 24 h) · No 37% · 24 h volume $95K · ends 2026-12-31. Resolves Yes if MU's official Nasdaq closing price on December 31, 2026 is above $300.00.",
        { eng: 95_000 },
      ],
    ],
  },
  {
    story: "accenture-q1-earnings",
    items: [
      [
        "sec-edgar",
        "3 11:05",
        "Accenture plc (ACN) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-17 by Accenture plc, Dublin, Ireland. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-17. Matching documents: EX-99.1 press release, Accenture Reports First-Quarter Fiscal 2027 Results; new bookings in generative AI of $2.1 billion.",
        { cik: "1467373" },
      ],
      [
        "google-news-ai-policy",
        "3 13:00",
        "Accenture's AI bookings climb but consulting revenue shrinks - Wall Street Journal",
        "Revenue from traditional consulting fell for a third straight quarter as clients moved budgets to AI projects that need fewer people, the company said.",
      ],
      [
        "hackernews",
        "3 14:15",
        "Accenture: $2.1B in AI bookings, headcount down 4% in a quarter",
        "",
        {
          url: "https://newsroom.accenture.com/news/2026/accenture-reports-first-quarter-fiscal-2027-results",
        },
      ],
      [
        "reddit-artificial",
        "3 16:40",
        "Accenture is selling AI projects that replace the consultants who used to do those projects",
        "Bookings up, headcount down 4% in one quarter. I work at one of their competitors and our internal memo today was basically 'see, this is the plan'.",
      ],
      [
        "mastodon",
        "3 20:20",
        "deck",
        "accenture made $2.1 billion selling the slide that says 'agents' to companies that will hire accenture to explain the slide",
      ],
    ],
  },
  {
    story: "gantry-compute-ipo",
    items: [
      [
        "techcrunch-ai",
        "2 23:30",
        "GPU cloud Gantry prices IPO above range, raising $1.4B",
        "Gantry Compute sold 56 million shares at $25, above the $21 to $23 range set last week, valuing the Denver company at about $11 billion. It starts trading on Nasdaq on Thursday under the ticker GNTY.",
      ],
      [
        "google-news-ai-policy",
        "3 15:30",
        "Gantry Compute soars 48% in Nasdaq debut as AI cloud demand stays hot - Bloomberg",
        "Shares opened at $37 and closed at $36.90. Two customers, both AI labs, account for 71% of the company's revenue, according to its prospectus.",
      ],
      [
        "hackernews",
        "3 15:50",
        "Gantry Compute (GNTY) up 48% on first day of trading",
        "",
        { url: "https://www.bloomberg.com/news/articles/2026-12-17/gantry-compute-soars-in-nasdaq-debut" },
      ],
      [
        "polymarket",
        "3 14:00",
        "Gantry Compute (GNTY) market cap at close of first trading day above $15B?",
        "Yes 58% (+19 pts in 24 h) · No 42% · 24 h volume $240K · ends 2026-12-17. Resolves on the first day's Nasdaq closing price times shares outstanding in the final prospectus.",
        { eng: 240_000 },
      ],
      [
        "reddit-artificial",
        "3 18:20",
        "71% of Gantry's revenue is two customers. Am I the only one who read the S-1?",
        "Their contracts are 3-year take-or-pay, fine, but if either lab moves to its own data centers the revenue falls off a cliff. 48% pop anyway.",
      ],
      [
        "mastodon",
        "3 21:00",
        "neocloud",
        "another gpu landlord goes public. the shovel sellers have now outnumbered the gold",
      ],
      [
        "sec-edgar",
        "4 20:30",
        "Gantry Compute, Inc. (GNTY) files 8-K: Unregistered Sales of Equity Securities; Amendments to Articles of Incorporation",
        "Form 8-K filed 2026-12-18 by Gantry Compute, Inc., Denver, CO. Items: 3.02 Unregistered Sales of Equity Securities; 5.03 Amendments to Articles of Incorporation or Bylaws; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-18. Closing of the initial public offering of 56,000,000 shares of Class A common stock at $25.00 per share and concurrent private placement.",
        { cik: "1987445" },
      ],
      [
        "venturebeat-ai",
        "4 11:00",
        "What Gantry's IPO tells enterprises about the price of GPU capacity in 2027",
        "The prospectus shows H200-class rental prices falling 35% this year while its newest Blackwell capacity is booked out for 18 months: two markets, not one.",
      ],
    ],
  },
  {
    story: "fernhill-ipo-postponed",
    items: [
      [
        "google-news-ai-policy",
        "3 13:30",
        "AI chip start-up Fernhill Semiconductor postpones IPO, citing market conditions - Reuters",
        "The Santa Clara company, which had planned to raise about $800 million, said it would revisit a listing next year. Its largest customer ended a supply agreement last month, according to an amended filing.",
      ],
      [
        "techcrunch-ai",
        "3 16:30",
        "Fernhill pulls its IPO on the day Gantry soars",
        "The inference-chip maker told investors on Thursday it would not price its offering this week. Bankers had struggled to fill the book after the loss of its largest customer.",
      ],
      [
        "hackernews",
        "3 17:00",
        "Fernhill Semiconductor postpones IPO",
        "",
        { url: "https://www.reuters.com/markets/deals/fernhill-semiconductor-postpones-ipo-2026-12-17/" },
      ],
      [
        "reddit-artificial",
        "3 19:10",
        "Fernhill pulling its IPO says more about custom inference chips than any analyst note this year",
        "They lost their biggest customer a month before pricing and the S-1 amendment buried it on page 140. A custom inference chip with one customer is a consulting contract, not a platform. Meanwhile anything that rents Nvidia chips pops 48%.",
      ],
      [
        "mastodon",
        "4 08:30",
        "the book",
        "fernhill's roadshow slides had 'inference is the new training' on slide 3 and 'our largest customer' on slide 4. only one of those aged well",
      ],
    ],
  },
  {
    story: "workday-acquires-pallas",
    items: [
      [
        "techcrunch-ai",
        "0 13:00",
        "Workday buys AI recruiting start-up Pallas for $1.1B",
        "Pallas sells agents that screen applicants, schedule interviews and write offer letters. Workday says it will build them into its recruiting product next year; Pallas's 180 staff join Workday.",
      ],
      [
        "google-news-ai-policy",
        "0 13:45",
        "Workday's $1.1 billion Pallas deal puts AI hiring agents inside HR software used by 10,000 companies - Axios",
        "The purchase comes as New York City and Colorado tighten rules on automated hiring tools and bias audits.",
      ],
      [
        "hackernews",
        "0 14:10",
        "Workday to acquire Pallas",
        "",
        { url: "https://newsroom.workday.com/2026-12-14-Workday-to-Acquire-Pallas" },
      ],
      [
        "reddit-artificial",
        "0 17:00",
        "So now an AI will reject my job application inside Workday too. Great",
        "I have been auto-rejected by Workday portals at 3am before. Adding an agent that writes the rejection email personally feels like a step backwards.",
      ],
      [
        "mastodon",
        "0 20:30",
        "hiring",
        "pallas's agent screens candidates, schedules interviews and writes the offer. somewhere a candidate's agent is applying to it. closed loop achieved",
      ],
      [
        "venturebeat-ai",
        "1 09:30",
        "Workday's Pallas deal is a bet that HR buyers want agents from the system of record, not a start-up",
        "CIOs at three large Workday customers said they had piloted Pallas but balked at giving a start-up access to their HR data. Inside Workday, that objection goes away.",
      ],
    ],
  },
  {
    story: "cloudflare-acquires-brackwater",
    items: [
      [
        "techcrunch-ai",
        "3 14:00",
        "Cloudflare acquires Brackwater to filter prompt injection at the edge",
        "Brackwater inspects traffic between AI agents and the tools and websites they call, blocking instructions hidden in web pages and documents. Cloudflare will fold it into its AI Gateway; the price was not disclosed.",
      ],
      [
        "hackernews",
        "3 14:30",
        "Brackwater is joining Cloudflare",
        "",
        { url: "https://brackwater.io/blog/joining-cloudflare" },
      ],
      [
        "venturebeat-ai",
        "3 17:45",
        "Cloudflare's Brackwater deal makes prompt-injection defence a network feature",
        "Security chiefs have asked for a control that sits outside the model. Cloudflare says customers will be able to turn on Brackwater's filters for any agent traffic routed through its network.",
      ],
      [
        "lobsters",
        "4 09:00",
        "Prompt injection filtering at the network layer can't work, and Cloudflare just bought a company that does it",
        "",
        { url: "https://www.tarnhelm.dev/posts/prompt-injection-at-the-edge" },
      ],
      [
        "mastodon",
        "4 12:15",
        "ignore previous",
        "cloudflare bought a company that detects 'ignore previous instructions'. wonder how long before someone writes 'ignore previous acquisitions'",
      ],
    ],
  },
  {
    story: "ferrule-series-b",
    items: [
      [
        "techcrunch-ai",
        "1 13:00",
        "Ferrule raises $85M to let AI lay out circuit boards",
        "The Munich start-up's agents take a schematic and produce a routed printed-circuit-board layout that passes design-rule checks. Its customers include two carmakers and a drone maker.",
      ],
      [
        "hackernews",
        "1 13:30",
        "Ferrule (AI PCB layout) raises $85M Series B",
        "",
        { url: "https://ferrule.io/blog/series-b" },
      ],
      [
        "google-news-ai-policy",
        "1 15:00",
        "Münchner KI-Start-up Ferrule sammelt 80 Millionen Euro für automatisiertes Platinendesign ein - Handelsblatt",
        "Die Finanzierungsrunde wird von einem US-Wagniskapitalgeber angeführt; das Unternehmen will die Zahl seiner Mitarbeiter bis Ende 2027 verdoppeln.",
      ],
      [
        "reddit-artificial",
        "1 18:30",
        "As a PCB designer: I tried Ferrule last year and it was okay for 4-layer boards, useless for RF",
        "Glad they got funding. It saved me a day on a simple controller board. Anything with impedance control or tight EMC requirements, I ended up rerouting most of it by hand.",
      ],
      [
        "mastodon",
        "1 21:00",
        "autorouter",
        "every hardware engineer alive has been promised a good autorouter since 1987. ferrule just raised 85 million to try again. i wish them luck and i will check their ground planes",
      ],
    ],
  },
  {
    story: "saltbox-series-a",
    items: [
      [
        "techcrunch-ai",
        "1 14:30",
        "Saltbox raises $22M to do restaurants' books with AI",
        "The New York start-up reads invoices, POS data and bank feeds and closes a restaurant's books each week; an accountant reviews every close. It has 1,900 restaurant customers.",
      ],
      [
        "hackernews",
        "1 15:20",
        "Saltbox (YC W25) raises $22M Series A for AI bookkeeping for restaurants",
        "",
        { url: "https://saltbox.co/blog/series-a" },
      ],
      [
        "reddit-artificial",
        "1 20:00",
        "I run two restaurants and have used Saltbox since spring. AMA-ish",
        "Mostly good: weekly P&L instead of a month late, and it catches vendor price creep. It once booked a $3,000 oven repair as 'produce'. The human review caught it.",
      ],
      [
        "mastodon",
        "2 08:00",
        "tuesday's rounds",
        "saltbox raised $22m to categorise restaurant invoices. i've seen those invoices. they should have asked for more",
      ],
    ],
  },
  {
    story: "amazon-devices-layoffs",
    items: [
      [
        "google-news-ai-policy",
        "3 17:30",
        "Amazon to cut about 1,800 jobs in devices unit that makes Alexa - Reuters",
        "The cuts, confirmed in an internal memo, fall mostly on hardware and Alexa teams in Seattle, Sunnyvale and Berlin, and come three days after Amazon postponed the European launch of its Alexa+ assistant.",
      ],
      [
        "theverge-ai",
        "3 18:15",
        "Amazon is laying off hundreds more people in its devices division",
        "The memo says the unit will 'concentrate on fewer, AI-first products'. Teams working on Echo speakers with screens and the Berlin Alexa localisation group were among those hit.",
      ],
      [
        "hackernews",
        "3 18:40",
        "Amazon lays off 1,800 in Devices and Services",
        "",
        { url: "https://www.reuters.com/technology/amazon-cut-about-1800-jobs-devices-unit-2026-12-17/" },
      ],
      [
        "reddit-artificial",
        "3 21:00",
        "Laid off from the Alexa org today. Ask me whatever, within NDA",
        "Eight years on Alexa. Our team was localising the new assistant for German and French. Given Monday's news I can't say I'm shocked. Severance is decent.",
      ],
      [
        "mastodon",
        "4 08:20",
        "berlin",
        "they moved the german launch to 2027 on monday and the german team to linkedin on thursday",
      ],
    ],
  },
];
