// AI business: funding, acquisitions, an IPO filing, earnings, layoffs, suits between companies. Same-entity
// twins: Nimbrel ×3 (the Series C here on Wednesday; N4 and the outage in stories-labs.mjs), Drumlin and Orrin
// (the acquisition on Monday, Orrin's data breach on Thursday, the target's own news), Vantor ×2 (the IPO filing
// on Tuesday, the co-founder's suit on Saturday), Hexwing ×2 (earnings on Monday, its patent suit against
// Brightmoor on Friday), Brightmoor ×2 (its Series B on Tuesday, Hexwing's suit on Friday). Same event type at two
// companies on one day: the Larkspur and Gannet Health layoffs (Wednesday). Nimbral Robotics (layoffs, Tuesday)
// and Nimbrel (the lab) have nearly the same name. Microsoft/GitHub ×2 (the Cinderby acquisition on Tuesday, the
// Copilot price rise on Wednesday). Quillmark's Series A (Thursday) is a twin of writer B's two Quillmark stories in
// stories-platforms.mjs (its CI agent on Monday, the token leak on Wednesday).
export default [
  {
    story: "nimbrel-series-c",
    items: [
      [
        "techcrunch-ai",
        "2 13:00",
        "Nimbrel raises $1.1B at a $9B valuation, two days after launching N4",
        "The round was led by two crossover funds, with a chipmaker and a cloud provider joining. Nimbrel says most of the money goes to compute contracts for 2027.",
      ],
      [
        "google-news-ai-policy",
        "2 13:40",
        "AI lab Nimbrel valued at $9 billion in new funding round - Reuters",
        "The three-year-old lab raised $1.1 billion, it said on Wednesday, with most of the proceeds earmarked for computing capacity next year.",
      ],
      [
        "hackernews",
        "2 14:05",
        "Nimbrel raises $1.1B Series C",
        "",
        { url: "https://techcrunch.com/2026/12/23/nimbrel-raises-series-c/" },
      ],
      [
        "reddit-artificial",
        "2 16:30",
        "Nimbrel tripled its valuation in eight months. What exactly is the moat for a lab whose pitch is 'cheaper'?",
        "Genuinely asking. Being the cheapest is a position you hold until the next price cut, and OpenAI just did one yesterday.",
      ],
      [
        "mastodon",
        "2 18:00",
        "landlords",
        "a billion dollars of compute contracts, merry christmas to the datacentre landlords",
      ],
      [
        "venturebeat-ai",
        "3 08:30",
        "What Nimbrel's $9B round tells enterprise buyers about its pricing staying low",
        "Investors are underwriting a volume play, which means N4's prices are likely to hold through 2027, analysts said; the risk is capacity, not price.",
      ],
      [
        "polymarket",
        "2 15:00",
        "Will Nimbrel raise at a valuation above $15B in 2027?",
        "Yes 44% (+19 pts in 24 h) · No 56% · 24 h volume $58K · ends 2027-12-31. Resolves Yes if a priced equity round valuing Nimbrel above $15 billion is reported by two major outlets in 2027.",
        { eng: 58_000 },
      ],
    ],
  },
  {
    story: "nimbral-robotics-layoffs",
    items: [
      [
        "techcrunch-ai",
        "1 15:30",
        "Nimbral Robotics lays off 40% of staff and shelves its humanoid",
        "The Boston startup will focus on robot arms for food packaging, its only product with paying customers. About 160 people lose their jobs.",
      ],
      [
        "sec-edgar",
        "1 21:10",
        "NIMBRAL ROBOTICS CORP (NMBR) files 8-K: Costs Associated with Exit or Disposal Activities",
        "Form 8-K filed 2026-12-22 by NIMBRAL ROBOTICS CORP, Boston, MA. Items: 2.05 Costs Associated with Exit or Disposal Activities; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-22. Reduction of approximately 40% of the workforce and suspension of the general-purpose humanoid program; estimated charges of $14 million.",
      ],
      [
        "hackernews",
        "1 22:00",
        "Nimbral Robotics cuts 40% and drops its humanoid program",
        "",
        { url: "https://techcrunch.com/2026/12/22/nimbral-robotics-layoffs-humanoid/" },
      ],
      [
        "reddit-artificial",
        "2 09:15",
        "Wait, Nimbrel is laying people off? Didn't they just launch a model?",
        "Edit: it's Nimbral ROBOTICS, the humanoid company, not Nimbrel the model lab. Different companies, one vowel apart. Leaving this up for the next person.",
      ],
      [
        "mastodon",
        "2 11:40",
        "towels",
        "the humanoid market in 2026: very good at demos, very good at folding one towel, very bad at payroll",
      ],
    ],
  },
  {
    story: "drumlin-acquires-orrin",
    items: [
      [
        "techcrunch-ai",
        "0 13:00",
        "Drumlin buys Orrin, the AI meeting-notes startup, for about $600M",
        "Drumlin, whose workplace chat app has 30 million users, will fold Orrin's transcription and action-item tools into its paid tier. Orrin's app will be shut down for new sign-ups in March.",
      ],
      [
        "theverge-ai",
        "0 14:20",
        "Your Orrin meeting notes are about to live inside Drumlin",
        "Existing Orrin users can export their notes until June. Drumlin says it will not train models on imported transcripts without opt-in.",
      ],
      [
        "hackernews",
        "0 15:00",
        "Drumlin to acquire Orrin",
        "",
        { url: "https://drumlin.com/blog/welcoming-orrin" },
      ],
      [
        "reddit-artificial",
        "0 17:45",
        "Orrin users: are you exporting before the Drumlin move?",
        "Three years of meeting notes in there. Export is a zip of JSON files per meeting, no search. Anyone written a script to turn it into markdown?",
      ],
      [
        "github",
        "1 10:30",
        "pvandermeer/orrin-export-to-markdown: turn an Orrin export zip into a folder of dated markdown notes",
        "Reads the per-meeting JSON, keeps speakers and action items, writes one file per meeting with front matter.",
      ],
      [
        "mastodon",
        "1 13:00",
        "ouroboros",
        "my meeting notes app got acquired by my chat app so now the meeting about the chat is in the chat. ouroboros achieved",
      ],
      [
        "stackexchange",
        "1 15:20",
        "Orrin export: how to map speaker ids to names in the JSON?",
        "Each utterance has speaker_id like 'spk_3' but the names only appear in the meeting header sometimes. Is there a lookup table in the export I'm missing?",
      ],
    ],
  },
  {
    story: "orrin-transcript-breach",
    items: [
      [
        "theverge-ai",
        "3 12:30",
        "Orrin says a bug exposed some users' meeting transcripts to other customers",
        "For about six hours on Tuesday, a caching error served transcript snippets to the wrong accounts. Orrin, which agreed to be bought by Drumlin on Monday, says about 2,300 accounts were affected.",
      ],
      [
        "hackernews",
        "3 13:10",
        "Orrin incident report: cross-tenant transcript exposure",
        "",
        { url: "https://orrin.app/security/incident-2026-12-22" },
      ],
      [
        "mastodon",
        "3 14:00",
        "dave",
        "imagine reading a stranger's 1:1 notes in your sidebar. 'action item: tell dave'. who is dave. what did dave do",
      ],
      [
        "reddit-artificial",
        "3 16:20",
        "Got the Orrin breach email. My notes were among the exposed ones",
        "They say 'snippets', but one of my snippets is a salary discussion. Does the Drumlin deal change who I complain to?",
      ],
      [
        "lobsters",
        "4 10:00",
        "Cache keys without tenant ids, again: reading Orrin's incident report",
        "",
        { url: "https://notes.kvarn.dev/orrin-cache-keys" },
      ],
      [
        "techcrunch-ai",
        "4 09:00",
        "Drumlin says the Orrin deal is on track despite the transcript leak",
        "Drumlin told TechCrunch it had reviewed Orrin's incident report and still expects the acquisition to close in the first quarter.",
      ],
    ],
  },
  {
    story: "vantor-ipo-filing",
    items: [
      [
        "sec-edgar",
        "1 12:05",
        "Vantor Systems, Inc. files S-1: General form for registration of securities",
        "Form S-1 filed 2026-12-22 by Vantor Systems, Inc., Austin, TX. Registration statement for a proposed initial public offering of Class A common stock; proposed Nasdaq symbol VNTR.",
      ],
      [
        "techcrunch-ai",
        "1 14:00",
        "Vantor, which rents GPUs to AI labs, files to go public with $2.4B in revenue and a large loss",
        "The filing shows revenue grew 3.1 times in the first nine months of 2026, while the net loss widened to $780 million; two customers account for 58% of revenue.",
      ],
      [
        "hackernews",
        "1 14:30",
        "Vantor S-1",
        "",
        { url: "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&company=vantor" },
      ],
      [
        "polymarket",
        "1 18:00",
        "Will Vantor IPO before March 31, 2027?",
        "Yes 71% (+33 pts in 24 h) · No 29% · 24 h volume $310K · ends 2027-03-31. Resolves Yes if Vantor Systems' Class A shares begin trading on a US exchange by 11:59 PM ET on March 31, 2027.",
        { eng: 310_000 },
      ],
      [
        "venturebeat-ai",
        "2 10:00",
        "Vantor's S-1 is a map of who is really paying for AI compute",
        "Customer concentration is the headline risk: if either of its two biggest lab customers brings capacity in-house, Vantor's growth story ends. The filing names neither.",
      ],
      [
        "reddit-artificial",
        "2 12:30",
        "Read the Vantor S-1 so you don't have to: 58% of revenue from two customers",
        "Also the depreciation schedule on the GPUs is six years. Six. For H-class cards. That's doing a lot of work for the margins.",
      ],
      [
        "hackernews",
        "2 15:30",
        "Ask HN: How do GPU lessors depreciate their cards?",
        "Vantor's filing uses six years. I'd have guessed three. What do other neoclouds use, and who's right?",
      ],
      [
        "mastodon",
        "2 17:10",
        "risk factors",
        "the vantor s-1 has a risk factor that is just 'customers may stop needing gpus'. bold of them to write it down",
      ],
    ],
  },
  {
    story: "vantor-cofounder-suit",
    items: [
      [
        "google-news-ai-policy",
        "5 10:20",
        "Vantor co-founder sues company days after IPO filing, claims he was pushed out - Bloomberg",
        "The lawsuit in Delaware seeks damages over shares the co-founder says he was made to sell back below value after being removed from the board.",
      ],
      [
        "techcrunch-ai",
        "5 13:00",
        "A Vantor co-founder is suing over shares he says he was forced to give back",
        "The suit, filed in Delaware Chancery Court, says the co-founder was removed from the board in 2025 and made to sell back vested stock below its value. Vantor called the claims meritless.",
      ],
      [
        "hackernews",
        "5 14:00",
        "Vantor co-founder sues over forced share buyback",
        "",
        { url: "https://techcrunch.com/2026/12/26/vantor-cofounder-lawsuit/" },
      ],
      [
        "mastodon",
        "5 16:40",
        "boxing day",
        "nothing says 'ready for public markets' like a chancery complaint on boxing day",
      ],
      [
        "reddit-artificial",
        "5 18:00",
        "The Vantor co-founder lawsuit is going to be in the S-1 amendment, right?",
        "Material litigation has to be disclosed. Curious whether it delays the IPO or just adds a paragraph.",
      ],
    ],
  },
  {
    story: "hexwing-quarterly-results",
    items: [
      [
        "sec-edgar",
        "0 21:05",
        "HEXWING SEMICONDUCTOR INC (HXWG) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-21 by HEXWING SEMICONDUCTOR INC, San Jose, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-21. Matching documents: EX-99.1 press release, Hexwing Reports Fiscal Second Quarter Results; data center revenue up 84% year over year.",
      ],
      [
        "google-news-ai-policy",
        "0 21:40",
        "Hexwing shares jump after inference chip sales beat forecasts - CNBC",
        "The chipmaker's data-center revenue rose 84% from a year earlier, and it raised its outlook for the coming quarter, sending shares up in after-hours trading.",
      ],
      [
        "techcrunch-ai",
        "1 08:00",
        "Hexwing's inference chips had a big quarter, but it's still waiting on a second big customer",
        "Revenue rose to $1.3 billion, with one hyperscaler responsible for most of the data-center growth. Hexwing guided higher for the next quarter and said two more cloud deals are 'in late stages'.",
      ],
      [
        "hackernews",
        "1 09:10",
        "Hexwing Q2: data center revenue up 84%",
        "",
        { url: "https://investors.hexwing.com/news/q2-fy2027" },
      ],
      [
        "reddit-localllama",
        "1 12:00",
        "Any chance Hexwing's inference cards ever show up on eBay for us?",
        "Their earnings call mentioned a PCIe version 'for enterprise'. That's usually code for 'not for you', but a man can dream.",
      ],
      [
        "mastodon",
        "1 10:30",
        "premarket",
        "hexwing up 14% premarket on 'inference demand'. every chipmaker is an inference company now, even the ones making toasters",
      ],
    ],
  },
  {
    story: "hexwing-sues-brightmoor",
    items: [
      [
        "theverge-ai",
        "4 17:00",
        "Chipmaker Hexwing sues Brightmoor, saying its new inference chip copies Hexwing's memory design",
        "The suit, filed late on Christmas Eve in the Northern District of California, names six patents on on-package memory scheduling and asks for an injunction against Brightmoor's B1 chip, which began sampling this month.",
      ],
      [
        "hackernews",
        "4 17:30",
        "Hexwing files patent suit against Brightmoor over B1 inference chip",
        "",
        { url: "https://www.theverge.com/news/851977/hexwing-brightmoor-patent-lawsuit" },
      ],
      [
        "google-news-ai-policy",
        "4 18:50",
        "Hexwing demanda a Brightmoor por patentes de chips de IA - Expansión",
        "El fabricante de chips acusa a la empresa emergente de copiar su diseño de memoria y pide que se prohíba la venta de su chip B1.",
      ],
      [
        "reddit-artificial",
        "5 09:00",
        "Hexwing suing Brightmoor three days after Brightmoor raised $400M. Coincidence?",
        "Their earnings said they need a second big customer. Easier to get one if the cheaper startup chip has an injunction hanging over it.",
      ],
      [
        "mastodon",
        "5 11:30",
        "gift",
        "chip patents are the only christmas gift that comes with a 30-day response deadline",
      ],
      [
        "techcrunch-ai",
        "5 12:30",
        "Brightmoor says Hexwing's lawsuit is an attempt to scare off its customers",
        "Brightmoor's chief executive said the B1 uses a different memory architecture and that the company will ask the court to dismiss; none of its three sampling customers has paused, she said.",
      ],
    ],
  },
  {
    story: "brightmoor-series-b",
    items: [
      [
        "techcrunch-ai",
        "1 13:30",
        "Brightmoor raises $400M to take on the big inference chipmakers",
        "The two-year-old chip startup says its B1, now sampling with three customers, runs large models at a third of the power of today's GPUs. The Series B values it at $2.6 billion.",
      ],
      [
        "hackernews",
        "1 14:45",
        "Brightmoor raises $400M Series B for its B1 inference chip",
        "",
        { url: "https://techcrunch.com/2026/12/22/brightmoor-series-b-inference-chip/" },
      ],
      [
        "venturebeat-ai",
        "1 18:00",
        "Brightmoor's B1 pitch to enterprises: serve a 70B model in one rack unit",
        "The company shared early numbers from one customer: 2,900 tokens per second per chip on a 70B model at 8-bit, which would put it well ahead of current cards if it holds in production.",
      ],
      [
        "mastodon",
        "2 08:30",
        "tape-out",
        "new inference chip startup raises money, claims 3x efficiency. see you all at the tape-out",
      ],
      [
        "reddit-localllama",
        "1 19:30",
        "Brightmoor B1: 2,900 tok/s on a 70B at 8-bit. Anyone believe this?",
        "Single-customer number, no batch size given. Cerebras-style claims always look great until you ask about the batch.",
      ],
    ],
  },
  {
    story: "larkspur-layoffs",
    items: [
      [
        "techcrunch-ai",
        "2 15:00",
        "Larkspur, the AI writing-assistant startup, lays off a third of its staff",
        "Larkspur says growth stalled after word processors built in their own assistants this year. The company will keep its API for publishers and wind down its consumer app.",
      ],
      [
        "hackernews",
        "2 15:40",
        "Larkspur lays off a third of staff, winds down consumer app",
        "",
        { url: "https://techcrunch.com/2026/12/23/larkspur-layoffs/" },
      ],
      [
        "reddit-artificial",
        "2 19:20",
        "Larkspur's consumer app is shutting down. What are you all moving to?",
        "I pay yearly and the email says refunds are 'pro rata' but nothing about when. I mostly used it for cover letters.",
      ],
      [
        "mastodon",
        "3 08:10",
        "farewell",
        "the writing assistant wrote its own farewell email and honestly it's the best thing it ever produced",
      ],
      [
        "venturebeat-ai",
        "3 10:00",
        "Larkspur's retreat to publishers shows where standalone writing assistants can still make money",
        "Publishers pay for style-guide enforcement across hundreds of writers, something built-in assistants don't offer, Larkspur said.",
      ],
    ],
  },
  {
    story: "gannet-health-layoffs",
    items: [
      [
        "theverge-ai",
        "2 14:30",
        "Gannet Health cuts staff after hospitals pause its AI triage tool",
        "The health-tech startup is letting go of about 90 people after two large hospital networks suspended its emergency-room triage assistant pending a safety review.",
      ],
      [
        "google-news-ai-policy",
        "2 16:00",
        "Gannet Health layoffs follow hospital pause of AI triage system - STAT",
        "Two hospital networks suspended the emergency-department tool pending a review of how it scored some patients' chest pain; the company is cutting about 90 jobs.",
      ],
      [
        "hackernews",
        "2 17:10",
        "Gannet Health lays off 90 after hospitals suspend its triage AI",
        "",
        { url: "https://www.theverge.com/news/851433/gannet-health-layoffs-triage-ai" },
      ],
      [
        "mastodon",
        "2 20:00",
        "the 23rd",
        "two ai layoffs before lunch on the 23rd. the writing one and the hospital one. the hospital one is the one that scares me",
      ],
      [
        "reddit-artificial",
        "3 09:30",
        "ER nurse here: the Gannet triage tool pause was overdue",
        "It kept scoring chest pain in women under 40 as low acuity. We flagged it in October. Glad someone listened, sorry for the people losing jobs.",
      ],
    ],
  },
  {
    story: "microsoft-acquires-cinderby",
    items: [
      [
        "theverge-ai",
        "1 16:00",
        "Microsoft buys Cinderby, the AI code review startup that GitHub users kept asking for",
        "Cinderby's review bot comments on pull requests with suggested fixes and runs on about 90,000 repositories. Its team will join GitHub; the terms were not disclosed.",
      ],
      [
        "hackernews",
        "1 16:30",
        "Cinderby is joining GitHub",
        "",
        { url: "https://cinderby.dev/blog/joining-github" },
      ],
      [
        "reddit-artificial",
        "1 20:00",
        "Cinderby just got bought by Microsoft. RIP to the free plan for open-source repos?",
        "Their post says the free tier for public repos 'continues for now'. I've seen that sentence before.",
      ],
      [
        "devto",
        "2 12:30",
        "Replacing Cinderby before it changes: a self-hosted PR review bot in one GitHub Action",
        "An Action that sends the diff to any OpenAI-compatible model, posts line comments and skips generated files. Works with a local model if you run your own runner.",
      ],
      [
        "mastodon",
        "2 14:00",
        "variable names",
        "the review bot that told me my variable names were bad now works for the company that owns my variable names",
      ],
      [
        "techcrunch-ai",
        "2 08:00",
        "Cinderby's price tag is undisclosed, but two investors put it near $250M",
        "Cinderby had raised $18 million; its review bot will become part of Copilot's pull-request features in the spring, GitHub said.",
      ],
    ],
  },
  {
    story: "github-copilot-premium-price",
    items: [
      [
        "techcrunch-ai",
        "2 17:00",
        "GitHub raises the price of Copilot's premium requests from February",
        "Each premium model request beyond the monthly allowance will cost $0.06, up from $0.04, and the allowance in the Pro plan drops from 300 to 250. GitHub says heavy agent use drove the change.",
      ],
      [
        "hackernews",
        "2 17:30",
        "Copilot premium request pricing changes",
        "",
        { url: "https://github.blog/changelog/2026-12-23-copilot-premium-requests-pricing" },
      ],
      [
        "reddit-artificial",
        "2 21:00",
        "Copilot Pro going from 300 to 250 premium requests. Fun Christmas present",
        "Announced the day after they bought a code review startup, so I guess someone has to pay for that.",
      ],
      [
        "stackexchange",
        "3 10:40",
        "How do I see how many Copilot premium requests each agent run used?",
        "The billing page only shows a monthly total. I want to know which of our workflows eat the allowance before the price change in February. Is there an API or export per request?",
      ],
      [
        "mastodon",
        "3 12:20",
        "premium",
        "premium requests is such a good name. every request is premium if you're billed for it",
      ],
      [
        "devto",
        "4 15:00",
        "Cutting our Copilot premium request bill before February: three changes that halved usage",
        "Route simple completions to the base model, stop agent retries after two failures, and batch review requests per PR.",
      ],
    ],
  },
  {
    story: "meta-ai-app-ads",
    items: [
      [
        "theverge-ai",
        "0 14:00",
        "Meta starts showing ads inside answers in the Meta AI app",
        "Sponsored suggestions will appear under some answers in the US from January, marked as ads. Meta says the ads are not shown in conversations about health, politics or personal finance.",
      ],
      [
        "hackernews",
        "0 14:40",
        "Meta AI app to show ads in chatbot answers",
        "",
        { url: "https://www.theverge.com/news/850911/meta-ai-app-ads" },
      ],
      [
        "reddit-artificial",
        "0 16:20",
        "Ads in Meta AI answers: it was always going to happen, but the 'no ads on health' carve-out is doing a lot",
        "Who decides whether 'best running shoes for bad knees' is a health question? The example screenshot they used is literally a recipe with a sponsored pan.",
      ],
      [
        "mastodon",
        "0 19:00",
        "turkey",
        "ask meta ai how to cook a turkey, get an ad for a turkey. the future is exactly as predicted",
      ],
      [
        "techcrunch-ai",
        "1 09:00",
        "Advertisers were told Meta AI ads will be bought through the same tools as Instagram's",
        "Two agency executives said Meta is offering early buyers placement in 'high-intent' conversations such as shopping and travel planning.",
      ],
      [
        "hackernews",
        "1 11:00",
        "Ask HN: Would you keep using a chatbot that shows ads in its answers?",
        "Meta's doing it from January. Curious where people draw the line: sponsored links under answers, or the answer itself being shaped by advertisers.",
      ],
    ],
  },
  {
    story: "quillmark-series-a",
    items: [
      [
        "techcrunch-ai",
        "3 15:30",
        "Quillmark raises $60M a day after its CI agent leaked customer tokens",
        "The Series A was signed before Wednesday's incident, the company said, and investors did not change terms. Quillmark says it will spend part of the round on an external security audit.",
      ],
      [
        "hackernews",
        "3 16:00",
        "Quillmark raises $60M Series A",
        "",
        { url: "https://techcrunch.com/2026/12/24/quillmark-series-a/" },
      ],
      [
        "reddit-artificial",
        "3 19:00",
        "Quillmark's timing on that funding announcement is something",
        "Leak on Wednesday, $60M on Thursday. Announcing the audit in the funding post is smart PR, but I'd have waited a week.",
      ],
      [
        "mastodon",
        "4 10:10",
        "not a morality play",
        "leaked your customers' tokens on wednesday, raised sixty million on thursday. the market is not a morality play",
      ],
      [
        "venturebeat-ai",
        "4 12:00",
        "Quillmark's funding and its leak in the same week put agent permissions on enterprise checklists",
        "Security teams now ask CI-agent vendors which secrets the agent can read, two CISOs said, after Quillmark's agent wrote deploy keys into public pull requests.",
      ],
    ],
  },
];
