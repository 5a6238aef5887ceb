// Companies and money: funding rounds, acquisitions, earnings, an IPO, layoffs, contracts, and listed companies' 8-Ks.
// Same-entity twins: Tandem Datacenters ×2 (a lease with Halcyon and its CFO leaving, two 8-Ks twenty minutes apart
// on Tuesday evening; Halcyon's own three stories are in stories-labs.mjs), Loomwork ×2 (funding on Monday, a launch
// on Thursday), Meta (its power deal here, its Llama API in stories-labs.mjs). Near-identical names: Brindle (legal
// review, Series A) and Brindell (dental receptionist, seed), both raising on Tuesday. Same event type on nearby
// days: Oracle's and Broadcom's earnings (Wednesday and Thursday evenings), the ServiceNow, Nvidia and
// Databricks acquisitions (Monday, Wednesday, Thursday), Kiteline's IPO and Quadrant's round (Thursday).
export default [
  {
    story: "brindle-series-a",
    items: [
      [
        "techcrunch-ai",
        "1 13:00",
        "Brindle raises $40M to take document review off junior lawyers' plates",
        "The New York startup's agents read discovery productions, flag privileged material and draft the privilege log. It charges per document reviewed rather than per seat.",
      ],
      [
        "venturebeat-ai",
        "1 14:00",
        "Brindle bets law firms will pay for review by the document, not the lawyer-hour",
        "Twelve of the 100 largest US firms use the product, the company says, and its error rate on privilege calls is audited by a second model and a human sample.",
      ],
      [
        "hackernews",
        "1 14:30",
        "Brindle raises $40M Series A for AI legal document review",
        "",
        { url: "https://techcrunch.com/2026/12/08/brindle-raises-40m-document-review/" },
      ],
      [
        "reddit-artificial",
        "1 17:00",
        "I'm a paralegal at a firm that just signed with Brindle. AMA I guess",
        "Saw they raised today. We've had it for two months. It is fast and mostly right, and 'mostly' is doing a lot of work on privilege calls. Nobody has been let go yet.",
      ],
      [
        "mastodon",
        "1 19:00",
        "discovery",
        "legal ai startup raises 40 million dollars to do discovery. the associates who used to do discovery were, famously, also raising money: for their loans",
      ],
    ],
  },
  {
    story: "brindell-seed",
    items: [
      [
        "techcrunch-ai",
        "1 15:30",
        "Brindell raises $6M seed for an AI receptionist built for dental offices",
        "The two-person team from Austin says its voice agent answers the phone, books cleanings and checks insurance eligibility for 300 practices.",
      ],
      [
        "hackernews",
        "1 18:00",
        "Brindell raises $6M to answer dentists' phones with AI",
        "",
        { url: "https://techcrunch.com/2026/12/08/brindell-raises-6m-seed-dental-ai-receptionist/" },
      ],
      [
        "reddit-artificial",
        "1 20:30",
        "Dental hygienist here: the AI receptionist startup that raised today worries me",
        "Half the calls to our front desk are someone in pain who needs to be seen today. I don't want a bot deciding who that is. The funding article makes it sound like it's all cleanings.",
      ],
      [
        "mastodon",
        "2 08:30",
        "x-rays",
        "my dentist cannot find my x-rays from 2023 but sure, six million dollars to put an llm on their phone line",
      ],
    ],
  },
  {
    story: "tandem-halcyon-lease",
    items: [
      [
        "sec-edgar",
        "1 21:10",
        "TANDEM DATACENTERS INC (TNDM) files 8-K: Entry into a Material Definitive Agreement",
        "Form 8-K filed 2026-12-08 by TANDEM DATACENTERS INC, Dallas, TX. Items: 1.01 Entry into a Material Definitive Agreement; 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-08. Matching documents: EX-99.1 press release, Tandem Datacenters signs 12-year lease with Halcyon AI for 300 megawatts of artificial intelligence capacity at its New Albany, Ohio campus.",
        { cik: "1893417" },
      ],
      [
        "google-news-ai-policy",
        "1 22:30",
        "Tandem Datacenters signs $9 billion Ohio lease with AI lab Halcyon - Reuters",
        "The 12-year lease covers all 300 megawatts of a campus still under construction east of Columbus. First halls are due in the third quarter of 2027.",
      ],
      [
        "hackernews",
        "1 23:00",
        "Tandem Datacenters signs 12-year, 300 MW lease with Halcyon",
        "",
        { url: "https://investors.tandemdc.com/news/2026-12-08-halcyon-lease" },
      ],
      [
        "techcrunch-ai",
        "2 00:30",
        "Halcyon locks up 300 megawatts in Ohio as landlords line up to house AI labs",
        "The lease is the largest in Tandem's history and one of the biggest signed by a lab that does not own a cloud.",
      ],
      [
        "reddit-artificial",
        "2 08:00",
        "A $9B, 12-year lease from a lab with ten months of revenue. Who's on the hook if they fold?",
        "Read the 8-K exhibit. There is a parent guarantee and a letter of credit for 'an amount equal to six months of rent'. That is not a lot of protection for the landlord.",
      ],
      [
        "mastodon",
        "2 10:00",
        "new albany",
        "a town in ohio found out it is getting another 300 megawatt data centre from an 8-k filed at 4pm on a tuesday",
      ],
    ],
  },
  {
    story: "tandem-cfo-exit",
    items: [
      [
        "sec-edgar",
        "1 21:30",
        "TANDEM DATACENTERS INC (TNDM) files 8-K: Departure of Directors or Certain Officers",
        "Form 8-K filed 2026-12-08 by TANDEM DATACENTERS INC, Dallas, TX. Items: 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers. Date of report: 2026-12-08. The Chief Financial Officer resigned effective immediately; the Company's Chief Accounting Officer will serve as interim Chief Financial Officer. The resignation was not the result of any disagreement with the Company.",
        { cik: "1893417" },
      ],
      [
        "google-news-ai-policy",
        "2 00:10",
        "Tandem Datacenters finance chief quits hours after record AI lease - The Dallas Morning News",
        "The company gave no reason for the departure beyond saying it did not follow a disagreement over accounting.",
      ],
      [
        "hackernews",
        "2 01:00",
        "Tandem Datacenters CFO resigns effective immediately",
        "",
        { url: "https://www.sec.gov/Archives/edgar/data/1893417/000189341726000088/tndm-8k.htm" },
      ],
      [
        "polymarket",
        "2 14:00",
        "Will Tandem Datacenters (TNDM) close above $40 on December 31?",
        "Yes 29% (-23 pts in 24 h) · No 71% · 24 h volume $61K · ends 2026-12-31. Resolves Yes if TNDM's official Nasdaq closing price on December 31, 2026 is above $40.00.",
        { eng: 61000 },
      ],
      [
        "mastodon",
        "2 11:30",
        "nothing to see",
        "cfo resigns 'effective immediately' twenty minutes after the biggest contract in the company's history, 'not the result of any disagreement'. ok",
      ],
    ],
  },
  {
    story: "oracle-q2-earnings",
    items: [
      [
        "sec-edgar",
        "2 21:05",
        "ORACLE CORP (ORCL) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-09 by ORACLE CORP, Austin, TX. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-09. Matching documents: EX-99.1 press release, Oracle Announces Fiscal 2027 Second Quarter Financial Results; remaining performance obligations of $612 billion driven by artificial intelligence infrastructure contracts.",
        { cik: "1341439" },
      ],
      [
        "hackernews",
        "2 21:40",
        "Oracle's contracted backlog reaches $612B",
        "",
        { url: "https://www.cnbc.com/2026/12/09/oracle-earnings-q2-fiscal-2027.html" },
      ],
      [
        "techcrunch-ai",
        "2 22:00",
        "Oracle's AI backlog keeps growing, and so does its debt",
        "Cloud infrastructure revenue rose 71% in the quarter, but capital spending of $16 billion was more than the company's total revenue.",
      ],
      [
        "reddit-artificial",
        "3 01:00",
        "Oracle now spends more on data centers each quarter than it makes. How does this end?",
        "Tonight's numbers: revenue $15.9B, capex $16B, and the backlog is mostly a handful of AI labs. If one of them stumbles, who eats the buildings?",
      ],
      [
        "venturebeat-ai",
        "3 08:00",
        "Oracle says inference now uses more of its cloud than training",
        "On the call, executives said inference passed training in OCI's GPU hours for the first time, which they argued makes the revenue less lumpy.",
      ],
      [
        "mastodon",
        "3 09:00",
        "contracted",
        "the oracle call said 'contracted' forty-one times. remember that word, it will come back",
      ],
      [
        "polymarket",
        "3 12:00",
        "Will Oracle's market cap be above $1T on December 31?",
        "Yes 18% (-11 pts in 24 h) · No 82% · 24 h volume $140K · ends 2026-12-31. Resolves on the closing market capitalization reported by companiesmarketcap.com.",
        { eng: 140000 },
      ],
    ],
  },
  {
    story: "broadcom-q4-earnings",
    items: [
      [
        "sec-edgar",
        "3 21:10",
        "Broadcom Inc. (AVGO) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-12-10 by Broadcom Inc., Palo Alto, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-10. Matching documents: EX-99.1 press release, Broadcom Inc. Announces Fourth Quarter and Fiscal Year 2026 Financial Results; AI semiconductor revenue of $12.4 billion.",
        { cik: "1730168" },
      ],
      [
        "techcrunch-ai",
        "3 21:45",
        "Broadcom's custom AI chip sales double, and it has a fifth customer",
        "The chipmaker would not name the new buyer of its custom accelerators but said it expects to ship to it in the second half of 2027.",
      ],
      [
        "hackernews",
        "3 22:00",
        "Broadcom Q4 FY26: AI semiconductor revenue $12.4B, up 104%",
        "",
        {
          url: "https://investors.broadcom.com/news-releases/news-release-details/broadcom-fourth-quarter-fiscal-2026",
        },
      ],
      [
        "reddit-artificial",
        "4 02:00",
        "Who is Broadcom's mystery fifth XPU customer?",
        "They said 'a large AI developer', $10B+ in orders, shipping late 2027. My money is on one of the labs that just raised, but there are only so many with that kind of cash.",
      ],
      [
        "venturebeat-ai",
        "4 09:00",
        "Broadcom's quarter shows the custom-silicon bet is paying off for the hyperscalers",
        "Custom accelerators are now more than half of Broadcom's AI revenue, with networking chips making up the rest.",
      ],
      [
        "mastodon",
        "4 10:00",
        "no comment",
        "broadcom: we cannot say who the new customer is. everyone on earth: it's them. broadcom: no comment. stock: up nine percent",
      ],
    ],
  },
  {
    story: "kiteline-ipo",
    items: [
      [
        "google-news-ai-policy",
        "3 00:30",
        "AI chipmaker Kiteline prices IPO above range, raising $1.4 billion - Reuters",
        "The Santa Clara company sold 41 million shares at $34 each, above the marketed $28 to $31 range, valuing it at about $11 billion.",
      ],
      [
        "polymarket",
        "3 14:00",
        "Kiteline (KITE) market cap at close of first trading day above $15B?",
        "Yes 71% (+33 pts in 24 h) · No 29% · 24 h volume $310K · ends 2026-12-10. Resolves on the first day's Nasdaq closing price times shares outstanding in the final prospectus.",
        { eng: 310000 },
      ],
      [
        "techcrunch-ai",
        "3 15:30",
        "Kiteline shares jump 61% in their Nasdaq debut",
        "The inference-chip maker is the first AI silicon company to go public in the US since 2024. Its biggest customer is a cloud provider that accounts for 58% of revenue.",
      ],
      [
        "hackernews",
        "3 16:00",
        "Kiteline (KITE) opens at $55 after pricing at $34",
        "",
        { url: "https://www.cnbc.com/2026/12/10/kiteline-ipo-kite-stock-trading.html" },
      ],
      [
        "reddit-artificial",
        "3 18:00",
        "Kiteline went public today. Inference chips: the next Nvidia or the next Graphcore?",
        "Their pitch is tokens per watt on models already trained. The S-1 showed one customer at 58% of revenue. That is the whole risk in one number.",
      ],
      [
        "reddit-localllama",
        "3 19:00",
        "Now that Kiteline is public, any chance their cards ever show up for consumers?",
        "Their K2 board does 1,900 tok/s on a 70B in their own benchmark. I'd pay a lot for a PCIe version. They say datacenter only, but they also said they'd never go public.",
      ],
      [
        "mastodon",
        "3 20:00",
        "running money",
        "the kiteline chips are for running models cheaper. the ipo is for running the early investors' money out the door",
      ],
    ],
  },
  {
    story: "servicenow-acquires-threadline",
    items: [
      [
        "techcrunch-ai",
        "0 13:05",
        "ServiceNow buys agent-monitoring startup Threadline for $1.1B",
        "Threadline traces what AI agents do inside company systems, step by step, and lets security teams replay and block actions. The deal is ServiceNow's largest since 2021.",
      ],
      [
        "venturebeat-ai",
        "0 13:30",
        "Why ServiceNow wants to watch every AI agent in the enterprise",
        "The company plans to make Threadline the audit layer for agents built on any vendor's platform, not only its own.",
      ],
      [
        "hackernews",
        "0 14:00",
        "ServiceNow to acquire Threadline",
        "",
        { url: "https://www.servicenow.com/company/media/press-room/servicenow-to-acquire-threadline.html" },
      ],
      [
        "mastodon",
        "0 16:00",
        "self-hosted",
        "that feeling when the agent tracing tool you self-host gets bought by servicenow before lunch",
      ],
      [
        "github",
        "0 18:00",
        "threadline-dev/threadline: OpenTelemetry-native tracing and replay for LLM agents (joining ServiceNow)",
        "The open-source core stays Apache 2.0, the maintainers say in a pinned issue. Python and TypeScript SDKs, a collector, and a replay UI.",
      ],
      [
        "lobsters",
        "0 20:00",
        "What happens to Threadline's open-source core now",
        "",
        { url: "https://github.com/threadline-dev/threadline/discussions/1204" },
      ],
      [
        "devto",
        "1 10:00",
        "Threadline got acquired. Here's how we'd move our agent traces to plain OpenTelemetry",
        "No panic, just a plan: which span attributes are Threadline-specific, how to export them to Jaeger, and what we lose (replay) if we ever have to switch.",
      ],
    ],
  },
  {
    story: "databricks-acquires-quarry",
    items: [
      [
        "techcrunch-ai",
        "3 15:00",
        "Databricks acquires Quarry, maker of the QuarryDB vector database",
        "The deal, whose terms were not disclosed, brings Quarry's 30 engineers into Databricks' search team. QuarryDB's hosted service will stop taking new customers.",
      ],
      [
        "hackernews",
        "3 15:30",
        "Quarry is joining Databricks",
        "",
        { url: "https://quarry.dev/blog/joining-databricks" },
      ],
      [
        "reddit-localllama",
        "3 17:00",
        "QuarryDB just got bought. Time to migrate my RAG stack?",
        "I run it self-hosted for a doc search thing with 4M chunks. They say the open-source server stays, but 'stops taking new customers' for the cloud doesn't fill me with confidence. pgvector or Qdrant?",
      ],
      [
        "mastodon",
        "3 18:00",
        "three endings",
        "every vector database ends one of three ways: acquired, relicensed, or turned into a postgres extension. quarry picked door number one",
      ],
      [
        "lobsters",
        "3 19:00",
        "Quarry joins Databricks",
        "",
        { url: "https://quarry.dev/blog/joining-databricks" },
      ],
      [
        "stackexchange",
        "4 09:00",
        "Export a QuarryDB collection with vectors and metadata to Parquet",
        "After the acquisition news we want a copy of our data outside the hosted service. The Python client's scroll() returns 1,000 points per page and takes hours for 6M points. Is there a snapshot or bulk export endpoint?",
      ],
    ],
  },
  {
    story: "nvidia-acquires-sparkplug",
    items: [
      [
        "google-news-ai-policy",
        "2 06:30",
        "Nvidia to buy Israeli AI start-up Sparkplug for about $700 million - Globes",
        "Sparkplug, founded in Tel Aviv in 2023, makes software that schedules inference jobs across GPU clusters; its 90 employees will join Nvidia's Israel research center.",
      ],
      [
        "techcrunch-ai",
        "2 09:00",
        "Nvidia buys Sparkplug, whose software squeezes more tokens out of the GPUs customers already own",
        "The deal follows Nvidia's purchases of other cluster-scheduling startups and puts another piece of the inference software stack under its roof.",
      ],
      [
        "hackernews",
        "2 09:40",
        "Nvidia acquires Sparkplug",
        "",
        { url: "https://blogs.nvidia.com/blog/sparkplug-acquisition/" },
      ],
      [
        "github",
        "2 11:00",
        "sparkplug-ai/sparkplug: KV-cache-aware request router and autoscaler for vLLM and SGLang fleets",
        "Routes requests to the replica that already holds their prefix cache and scales replicas on queue depth. README now notes the project is 'joining NVIDIA' and will remain open source.",
      ],
      [
        "reddit-localllama",
        "2 13:00",
        "Nvidia bought the router we use in front of our vLLM boxes",
        "It's open source for now and works on AMD too, which I suspect is the part that changes first. Anyone have a fork plan or an alternative that does prefix-aware routing?",
      ],
      [
        "mastodon",
        "2 15:30",
        "the moat",
        "nvidia keeps buying the software that makes gpus interchangeable. the moat is not the chip, it never was",
      ],
    ],
  },
  {
    story: "brightpath-layoffs",
    items: [
      [
        "sec-edgar",
        "0 21:00",
        "BRIGHTPATH LEARNING INC (BPLN) files 8-K: Costs Associated with Exit or Disposal Activities",
        "Form 8-K filed 2026-12-07 by BRIGHTPATH LEARNING INC, Denver, CO. Items: 2.05 Costs Associated with Exit or Disposal Activities; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-07. Reduction of approximately 22% of the workforce as the Company transitions live tutoring to artificial intelligence-led sessions; estimated charges of $38 million.",
        { cik: "1790552" },
      ],
      [
        "google-news-ai-policy",
        "0 23:00",
        "Brightpath Learning to cut 900 jobs as it moves tutoring to AI - Reuters",
        "The online tutoring company said most of the cuts fall on contract tutors in the US and the Philippines.",
      ],
      [
        "theverge-ai",
        "1 09:00",
        "Brightpath is replacing its human tutors with an AI it built in eight months",
        "Students on cheaper plans will get AI sessions from January; human tutors will stay for 'premium' families.",
      ],
      [
        "reddit-artificial",
        "1 12:00",
        "Four years as a Brightpath tutor. Found out on a Zoom call with 600 people.",
        "Camera off, chat disabled, 9 minutes. The kicker: last spring they asked us to 'tag teaching moments' in our session recordings. Now I know what for.",
      ],
      [
        "hackernews",
        "1 13:00",
        "Brightpath Learning lays off 22% of staff, shifting tutoring to AI",
        "",
        { url: "https://www.reuters.com/business/brightpath-learning-cut-jobs-ai-tutoring-2026-12-07/" },
      ],
      [
        "mastodon",
        "1 15:00",
        "say it slower",
        "the ai that replaced the tutors was trained on the tutors' own session recordings. say it slower",
      ],
    ],
  },
  {
    story: "meta-ashgrove-nuclear-deal",
    items: [
      [
        "sec-edgar",
        "2 11:30",
        "ASHGROVE NUCLEAR CORP (ASHN) files 8-K: Entry into a Material Definitive Agreement",
        "Form 8-K filed 2026-12-09 by ASHGROVE NUCLEAR CORP, Knoxville, TN. Items: 1.01 Entry into a Material Definitive Agreement; 9.01 Financial Statements and Exhibits. Date of report: 2026-12-08. Matching documents: EX-99.1 press release, Ashgrove and Meta sign 20-year power purchase agreement for 1.6 gigawatts of small modular reactor capacity to serve artificial intelligence data centers.",
        { cik: "1944871" },
      ],
      [
        "theverge-ai",
        "2 12:10",
        "Meta is buying 1.6 gigawatts from nuclear reactors that haven't been built yet",
        "Ashgrove's first small modular reactor is due in 2032, if the Nuclear Regulatory Commission approves its design on schedule.",
      ],
      [
        "techcrunch-ai",
        "2 12:30",
        "Meta signs a 20-year deal with Ashgrove Nuclear to power its AI data centers",
        "Meta will pay a fixed price for the power and put money up front toward the first four reactors, at a site in Tennessee.",
      ],
      [
        "hackernews",
        "2 13:00",
        "Meta signs agreement for 1.6 GW of small modular reactors",
        "",
        { url: "https://about.fb.com/news/2026/12/meta-ashgrove-nuclear-agreement/" },
      ],
      [
        "google-news-ai-policy",
        "2 14:00",
        "Meta's reactor deal puts small nuclear at the centre of America's AI power plans - Financial Times",
        "The agreement is the largest yet for a reactor design that has not been licensed, and will test federal promises to speed up approvals for AI-related energy projects.",
      ],
      [
        "reddit-artificial",
        "2 17:00",
        "Meta's nuclear deal has first power in 2032. What runs the data centers until then?",
        "Every one of these deals is for reactors in the 2030s. Meanwhile the actual power for next year's data centers is gas turbines. Am I missing something?",
      ],
      [
        "mastodon",
        "2 19:00",
        "a pdf",
        "meta: our ai will run on nuclear power. the reactors: we are currently a pdf and a hole in tennessee",
      ],
    ],
  },
  {
    story: "loomwork-series-b",
    items: [
      [
        "techcrunch-ai",
        "0 14:00",
        "Loomwork raises $85M so operations teams can build their own agents",
        "The round values the two-year-old startup at $1.2 billion. Its customers are mostly logistics and insurance companies automating back-office work without developers.",
      ],
      [
        "venturebeat-ai",
        "0 15:00",
        "Loomwork's pitch: agents built by the people who do the work, not by IT",
        "The company says 70% of the 9,000 agents running on its platform were built by people with no engineering title.",
      ],
      [
        "hackernews",
        "0 16:30",
        "Loomwork raises $85M Series B",
        "",
        { url: "https://loomwork.com/blog/series-b" },
      ],
      [
        "reddit-artificial",
        "0 19:00",
        "Loomwork just raised $85M. We've used it for six months, here's the honest take",
        "Good: our claims team built three useful agents without us. Bad: nobody knows which agents exist anymore, and two of them email customers. Pricing went up once already.",
      ],
      [
        "mastodon",
        "0 21:00",
        "with love",
        "loomwork raising at 1.2 billion for what is, and i say this with love, zapier that can hallucinate",
      ],
    ],
  },
  {
    story: "loomwork-agents-2-launch",
    items: [
      [
        "producthunt",
        "3 16:00",
        "Loomwork Agents 2 — Do a task once on screen, get an agent that does it from then on",
        "Record yourself doing a routine task in any web app. Loomwork turns the recording into a step-by-step agent you can edit, schedule and hand to your team.",
      ],
      [
        "theverge-ai",
        "3 16:30",
        "Loomwork's new agents learn a job by watching you do it once",
        "The recorder captures clicks and what was on screen, then asks you to confirm each step it inferred.",
      ],
      [
        "hackernews",
        "3 18:00",
        "Loomwork Agents 2: build an agent from a screen recording",
        "",
        { url: "https://loomwork.com/blog/agents-2" },
      ],
      [
        "reddit-artificial",
        "3 20:00",
        "Tried the watch-and-learn agent builder on our invoice flow. It learned my typo too.",
        "Recorded myself entering five invoices. The agent now enters invoices perfectly, including the wrong cost centre I always fix afterwards. Impressive and humbling.",
      ],
      [
        "devto",
        "4 11:00",
        "Loomwork Agents 2 vs. writing the Playwright script yourself",
        "Same task, a supplier portal with a date picker from hell. The recorded agent took four minutes to make and broke once in 50 runs; my script took two hours and broke zero times. Which one you want depends on who maintains it.",
      ],
      [
        "mastodon",
        "4 12:00",
        "watching",
        "an agent that learns your job by watching you work is also, you'll notice, software that watches you work",
      ],
    ],
  },
  {
    story: "quadrant-robotics-series-c",
    items: [
      [
        "techcrunch-ai",
        "3 13:00",
        "Quadrant Robotics raises $400M for humanoids that unload trucks",
        "The Boston-area company says its robots now unload 600 boxes an hour at two parcel hubs, and it plans to build 1,000 of them next year.",
      ],
      [
        "theverge-ai",
        "3 13:30",
        "Quadrant's truck-unloading humanoid just got $400 million",
        "The robot has no face, two arms, and a torso that can swivel all the way around, which the company says matters more than legs in a trailer.",
      ],
      [
        "hackernews",
        "3 14:30",
        "Quadrant Robotics raises $400M Series C",
        "",
        { url: "https://www.quadrantrobotics.com/news/series-c" },
      ],
      [
        "reddit-artificial",
        "3 16:00",
        "Another $400M humanoid round. Has anyone seen one of these work a full shift?",
        "Every video is under a minute. I'd believe the 600 boxes an hour if someone filmed hour six.",
      ],
      ["mastodon", "3 18:30", "six cuts", "the quadrant demo video is forty seconds long and has six cuts"],
    ],
  },
];
