// Money: funding rounds (three in one week), acquisitions (two "X is joining Y"), an IPO filing, debt,
// layoffs and departures, chips and data-centre buildout.
export default [
  {
    story: "tessellate-series-b",
    items: [
      ["producthunt", "10 08", "Tessellate Teams — A shared workspace where AI agents and engineers ship together", "Assign tickets to Loom agents like you would to a teammate, review their plans before they code, and watch several agents work the same repo without stepping on each other. Free for teams up to five."],
      ["techcrunch-ai", "10 13", "Tessellate raises $300M Series B to build coding agents that work in teams", "Tessellate, the San Francisco startup behind the Loom autonomous coding agent, has raised a $300 million Series B led by Andreessen Horowitz, with participation from Index Ventures and Nvidia’s NVentures. The round values the two-year-old company at $2.4 billion."],
      ["venturebeat-ai", "10 14", "Tessellate's valuation hits $2.4B as investors bet on autonomous software engineers", "CEO Maya Okafor says annual recurring revenue passed $90 million in October, mostly from enterprises running Loom agents on maintenance work. The new capital goes to compute and a 'manager' layer that coordinates multiple agents."],
      ["hackernews", "10 15", "Tessellate Teams: agents that work as a team, not a tool", "", { url: "https://tessellate.dev/blog/teams", eng: 287 }],
      ["github", "10 16", "tessellate-dev/loom-cli: Command-line client for the Loom coding agent", "Command-line client for the Loom coding agent: run agents locally against your repo, stream their plans and approve diffs from the terminal. Topics: ai, agents, cli, developer-tools."],
      ["mastodon", "10 18", "$2.4B valuation for a company whose product is a very polite Jira bot", "$2.4B valuation for a company whose product is, as far as I can tell, a very polite Jira bot that calls someone else's model. The a16z deck must have had great fonts."],
      ["hackernews", "11 09", "Ask HN: Anyone using Tessellate's Loom agents in production?", "They just raised a big round and the sales team is calling us weekly. Curious how it does on a large legacy codebase versus Claude Code or Codex. How much review does the output actually need?", { eng: 96 }],
      ["devto", "11 13", "I gave Tessellate Teams a week of our real backlog", "Three agents, 41 tickets, 26 merged PRs. The coordination layer is the interesting bit, the code quality is about what you'd expect from the underlying models. Tags: ai, productivity, agents, devops."],
      ["mastodon", "11 20", "Every coding agent startup raising this week promises 'autonomous engineers'", "Every coding agent startup raising this week promises 'autonomous engineers'. Meanwhile my autonomous engineer just opened a PR deleting the tests that were failing."],
      ["techcrunch-ai", "12 17", "Tessellate CEO Maya Okafor on why coding agents need managers, too", "Fresh off a $300 million raise, Okafor explains why she thinks the next bottleneck for AI coding isn’t model quality but coordination, and why Tessellate is hiring engineering managers to design agent workflows."],
    ],
  },
  {
    story: "clausewise-series-b",
    items: [
      ["producthunt", "11 08", "Clausewise Review — Redline contracts against your own playbook in minutes", "Upload an NDA or MSA, pick your negotiation playbook, get tracked changes in Word with an explanation for every edit. SOC 2 Type II, no training on customer documents."],
      ["techcrunch-ai", "11 14", "Legal AI startup Clausewise raises $95M Series B", "Clausewise, which sells contract-review software to in-house legal teams, has raised $95 million in a Series B round led by Sequoia Capital. The London-based company says it now counts 300 corporate legal departments as customers."],
      ["venturebeat-ai", "11 15", "Clausewise lands $95M to automate contract redlining for in-house counsel", "Co-founder Priya Lal says the company will use the funding to expand into the US and to build agents that negotiate routine vendor contracts end to end, with a lawyer approving the final version."],
      ["hackernews", "11 17", "Clausewise raises $95M for AI contract review", "", { url: "https://techcrunch.com/2026/11/11/legal-ai-startup-clausewise-raises-95m-series-b/", eng: 54 }],
      ["mastodon", "12 09", "Legal AI funding this week: Clausewise $95M", "Legal AI funding this week: Clausewise $95M. Every in-house lawyer I know uses these tools for first-pass NDA review and then rewrites half of it. Still saves them hours."],
    ],
  },
  {
    story: "parallax-robotics-series-a",
    items: [
      ["techcrunch-ai", "12 13", "Parallax Robotics raises $180M Series A for humanoids that unload trucks", "Parallax Robotics, a Pittsburgh startup building humanoid robots for warehouses, has raised a $180 million Series A led by Lux Capital, with Nvidia and logistics giant Maersk participating."],
      ["theverge-ai", "12 15", "This humanoid robot startup says it can unload a truck faster than a person", "Parallax’s P1 robot walks into a trailer, picks up boxes of up to 25 kilograms and stacks them on a conveyor. In a demo video the company released alongside its funding announcement, it does so for 40 minutes without help."],
      ["venturebeat-ai", "12 16", "Parallax's $180M round shows investors still want humanoids, if they have a job to do", "Unlike general-purpose humanoid efforts, Parallax is focused on a single task, trailer unloading, and says it has paid pilots with three third-party logistics firms."],
      ["hackernews", "12 17", "Parallax P1 humanoid unloading a trailer, uncut 40 minutes", "", { url: "https://www.youtube.com/watch?v=pX4r1P1unload", eng: 143 }],
      ["reddit-artificial", "13 10", "Parallax's truck-unloading humanoid video is impressive, but look at minute 12", "It drops a box, stands still for 20 seconds, then recovers. Honestly that makes it more believable to me than the polished demos. $180M Series A though."],
      ["mastodon", "13 15", "The Parallax robot is the first humanoid demo I've watched in full", "The Parallax robot is the first humanoid demo I've watched in full, because it was uncut and boring in exactly the way real warehouse work is boring."],
    ],
  },
  {
    story: "databricks-ipo-filing",
    items: [
      ["sec-edgar", "16 21", "Databricks, Inc. (DBRX) files S-1: Registration statement", "Form S-1 filed 2026-11-16 by Databricks, Inc., San Francisco, CA. Matching documents: registration statement under the Securities Act of 1933 (Class A common stock, proposed Nasdaq listing under the symbol DBRX); EX-10 equity incentive plans; EX-21.1 subsidiaries.", { cik: "0001794214", adsh: "0001193125-26-471203", url: "https://www.sec.gov/Archives/edgar/data/1794214/000119312526471203/d812447ds1.htm" }],
      ["techcrunch-ai", "16 22", "Databricks files publicly for IPO, revealing $5.2B revenue run rate", "The data and AI company’s filing shows revenue grew 54% over the past year and that it is close to free-cash-flow positive, though it still posted a net loss of $612 million for the first nine months of 2026."],
      ["hackernews", "16 22", "Databricks S-1", "", { url: "https://www.sec.gov/Archives/edgar/data/1794214/000119312526471203/d812447ds1.htm", eng: 341 }],
      ["venturebeat-ai", "17 11", "Databricks' S-1 shows how much of its growth now comes from AI workloads", "The filing breaks out, for the first time, revenue from its Mosaic AI and agent products: $1.1 billion annualised. Stock-based compensation and a reliance on the three big clouds are flagged as risk factors."],
      ["mastodon", "17 14", "Reading the Databricks S-1", "Reading the Databricks S-1. Net revenue retention 140%, SBC of $1.9B in nine months, and the word 'agentic' 71 times. Peak 2026."],
      ["polymarket", "17 18", "Databricks IPO market cap above $150B on first day of trading?", "Yes 34% · No 66% · 24 h volume $61K · ends 2027-03-31. Resolves Yes if Databricks' market capitalisation at the close of its first trading day exceeds $150 billion; resolves No if it does not list by March 31, 2027."],
      ["sec-edgar", "20 21", "Databricks, Inc. (DBRX) files S-1/A: Amendment to registration statement", "Form S-1/A filed 2026-11-20 by Databricks, Inc., San Francisco, CA. Matching documents: amendment no. 1 to registration statement, including proposed price range of $118.00 to $126.00 per share; EX-1.1 form of underwriting agreement.", { cik: "0001794214" }],
      ["techcrunch-ai", "20 23", "Databricks sets IPO price range, targeting a valuation of up to $134B", "Databricks plans to sell 42 million shares at $118 to $126 each, according to an amended filing Friday, which would make it the largest US tech listing since 2019."],
    ],
  },
  {
    story: "salesforce-relay-acquisition",
    items: [
      ["sec-edgar", "9 12", "SALESFORCE, INC. (CRM) files 8-K: Regulation FD Disclosure", "Form 8-K filed 2026-11-09 by SALESFORCE, INC., San Francisco, CA. Items: 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-09. Matching documents: EX-99.1 press release, Salesforce Signs Definitive Agreement to Acquire Relay.", { cik: "0001108524" }],
      ["techcrunch-ai", "9 13", "Salesforce to buy AI agent startup Relay for $1.9B", "Salesforce said Monday it will acquire Relay, whose software lets business users build AI agents that act across SaaS tools, for about $1.9 billion in cash and stock. Relay will be folded into Agentforce."],
      ["hackernews", "9 14", "Relay is joining Salesforce", "", { url: "https://relay.app/blog/relay-is-joining-salesforce", eng: 118 }],
      ["venturebeat-ai", "9 16", "Salesforce's Relay deal is an admission that Agentforce needed a better builder", "Analysts say the purchase gives Salesforce the no-code agent designer its customers asked for, and removes a startup that was increasingly winning deals against it."],
      ["mastodon", "10 09", "RIP Relay", "RIP Relay. Loved that little automation tool. Give it 18 months before it's an Agentforce SKU that costs $2 per conversation."],
      ["devto", "10 15", "Relay is being acquired by Salesforce: how to export your workflows before anything changes", "Relay says nothing changes for existing customers 'for now'. Here's a script that exports every workflow as JSON through their API, and how to map them to n8n. Tags: automation, nocode, saas, tutorial."],
    ],
  },
  {
    story: "datadog-tracewell-acquisition",
    items: [
      ["sec-edgar", "19 12", "DATADOG, INC. (DDOG) files 8-K: Regulation FD Disclosure", "Form 8-K filed 2026-11-19 by DATADOG, INC., New York, NY. Items: 7.01 Regulation FD Disclosure; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-19. Matching documents: EX-99.1 press release, Datadog to Acquire Tracewell.", { cik: "0001561550" }],
      ["techcrunch-ai", "19 14", "Datadog buys LLM observability startup Tracewell for $420M", "Datadog is acquiring Tracewell, a three-year-old company that traces prompts, tool calls and costs across AI agents, in a deal valued at about $420 million, the companies said Thursday."],
      ["hackernews", "19 15", "Tracewell is joining Datadog", "", { url: "https://tracewell.io/blog/joining-datadog", eng: 89 }],
      ["venturebeat-ai", "19 17", "Datadog's Tracewell buy signals LLM observability is becoming a feature, not a category", "With New Relic, Dynatrace and now Datadog owning agent tracing, standalone LLM-ops vendors face a shrinking window. Tracewell's open-source SDK will remain Apache-licensed, Datadog says."],
      ["devto", "20 10", "What the Datadog acquisition means for Tracewell's open-source SDK and OTel GenAI conventions", "Tracewell was one of the main contributors to the OpenTelemetry GenAI semantic conventions. I read the announcement and the repo's new governance file so you don't have to. Tags: observability, opentelemetry, llm, opensource."],
    ],
  },
  {
    story: "scale-ai-layoffs",
    items: [
      ["techcrunch-ai", "11 16", "Scale AI lays off 14% of staff as labs bring data work in-house", "Scale AI is cutting about 200 full-time employees, mostly in its generative-AI data operations group, according to an internal memo, months after several frontier labs shifted data-labelling contracts elsewhere.", { url: "https://techcrunch.com/2026/11/11/scale-ai-lays-off-14-of-staff/" }],
      ["theverge-ai", "11 18", "Scale AI is laying off 200 people", "The data-labelling company told employees on Wednesday that it was restructuring around government and enterprise work. Contractors on its Outlier platform say available tasks have dropped sharply since the summer."],
      ["hackernews", "11 19", "Scale AI cuts 14% of staff", "", { url: "https://techcrunch.com/2026/11/11/scale-ai-lays-off-14-of-staff/", eng: 177 }],
      ["reddit-artificial", "12 08", "Scale AI layoffs: contractors say the generalist tasks dried up weeks ago", "Posting from a throwaway. The expert tasks (coding, chemistry) still exist but the generalist queue has been empty since September. The layoffs are just the full-time side catching up."],
      ["mastodon", "12 12", "The people who labelled the data that trained the models are the first to be laid off", "Scale AI cutting 200 jobs: the people who labelled the data that trained the models are the first to be laid off by the models. Bleak little loop."],
    ],
  },
  {
    story: "apple-ai-chief-departs",
    items: [
      ["theverge-ai", "13 17", "Apple’s foundation models chief is leaving for Meta", "Kevin Lindqvist, who led the team building Apple’s in-house language models, is departing for Meta Superintelligence Labs, the latest in a string of exits from Apple’s AI organisation this year."],
      ["techcrunch-ai", "13 19", "Apple loses another AI leader as Kevin Lindqvist joins Meta", "Lindqvist’s team was responsible for the on-device and Private Cloud Compute models behind Apple Intelligence. Apple said the group will now report to its software engineering chief."],
      ["hackernews", "13 20", "Apple's head of foundation models leaves for Meta", "", { url: "https://www.bloomberg.com/news/articles/2026-11-13/apple-foundation-models-head-lindqvist-leaves-for-meta", eng: 264 }],
      ["mastodon", "14 10", "Apple's AI org is starting to look like a Meta recruiting pipeline", "Apple's AI org is starting to look like a Meta recruiting pipeline. Hard to build models when your model builders keep leaving."],
    ],
  },
  {
    story: "coreweave-notes-offering",
    items: [
      ["sec-edgar", "12 12", "CoreWeave, Inc. (CRWV) files 8-K: Regulation FD Disclosure; Other Events", "Form 8-K filed 2026-11-12 by CoreWeave, Inc., Livingston, NJ. Items: 7.01 Regulation FD Disclosure; 8.01 Other Events; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-12. Matching documents: EX-99.1 press release, CoreWeave Announces Proposed Offering of $2.0 Billion of Senior Notes.", { cik: "0001769628" }],
      ["sec-edgar", "13 21", "CoreWeave, Inc. (CRWV) files 8-K: Entry into a Material Definitive Agreement; Creation of a Direct Financial Obligation", "Form 8-K filed 2026-11-13 by CoreWeave, Inc., Livingston, NJ. Items: 1.01 Entry into a Material Definitive Agreement; 2.03 Creation of a Direct Financial Obligation; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-13. Matching documents: EX-4.1 indenture, 9.25% senior notes due 2031; EX-99.1 press release, CoreWeave Prices Upsized $2.5 Billion Senior Notes Offering.", { cik: "0001769628" }],
      ["techcrunch-ai", "13 23", "CoreWeave raises another $2.5B in debt to keep buying GPUs", "The GPU cloud provider upsized its junk-bond offering from $2 billion after strong demand, paying a 9.25% coupon. CoreWeave has now raised more than $25 billion in debt since 2024, much of it backed by its Nvidia hardware."],
      ["hackernews", "14 13", "CoreWeave prices $2.5B of 9.25% notes due 2031", "", { url: "https://www.bloomberg.com/news/articles/2026-11-13/coreweave-prices-upsized-2-5-billion-bond-sale", eng: 132 }],
      ["mastodon", "14 16", "A 9.25% coupon on GPU-backed debt", "A 9.25% coupon on GPU-backed debt, secured by hardware that depreciates faster than a used car. Very healthy, very normal infrastructure financing."],
    ],
  },
  {
    story: "c3ai-ceo-exit",
    items: [
      ["sec-edgar", "16 21", "C3.ai, Inc. (AI) files 8-K: Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers", "Form 8-K filed 2026-11-16 by C3.ai, Inc., Redwood City, CA. Items: 5.02 Departure of Directors or Certain Officers; 8.01 Other Events; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-15. Matching documents: EX-99.1 press release, C3 AI Announces Leadership Transition and Review of Strategic Alternatives.", { cik: "0001577526" }],
      ["techcrunch-ai", "17 10", "C3.ai changes CEOs again and says it is exploring a sale", "Enterprise AI software company C3.ai said its chief executive will step down immediately, with CFO Maria Castellanos serving as interim CEO, and that its board has hired Goldman Sachs to review strategic alternatives."],
      ["hackernews", "17 13", "C3.ai announces leadership transition and strategic review", "", { url: "https://ir.c3.ai/news-releases/news-release-details/c3-ai-announces-leadership-transition-and-review-strategic", eng: 71 }],
      ["polymarket", "17 16", "C3.ai acquired before July 2027?", "Yes 46% (+29 pts in 24 h) · No 54% · 24 h volume $22K · ends 2027-06-30. Resolves Yes if C3.ai announces a definitive agreement to be acquired before July 1, 2027."],
    ],
  },
  {
    story: "stargate-new-mexico",
    items: [
      ["techcrunch-ai", "9 15", "OpenAI and Oracle pick New Mexico for the next Stargate site", "The 2.2-gigawatt campus in Doña Ana County will be powered partly by a new natural-gas plant and a solar-plus-storage array, the companies said Monday, bringing Stargate’s announced capacity to more than 10 gigawatts."],
      ["theverge-ai", "9 16", "OpenAI’s next Stargate data center is going in the New Mexico desert", "The site near Las Cruces will house hundreds of thousands of Nvidia GPUs. Local groups are already raising questions about water in a region that has been in drought for years."],
      ["hackernews", "9 17", "Stargate New Mexico", "", { url: "https://openai.com/index/stargate-new-mexico/", eng: 189 }],
      ["google-news-ai-policy", "10 10", "New Mexico governor touts $38B Stargate AI campus as water questions linger - Albuquerque Journal", "State officials said the project would create 1,800 construction jobs and that its closed-loop cooling would use less water than a golf course, but environmental groups want the figures independently verified."],
      ["venturebeat-ai", "10 12", "Stargate's New Mexico site and the shift to behind-the-meter power for AI", "Like the Texas and Ohio campuses, the new site will generate much of its own electricity rather than wait years for grid interconnection, a model that is quickly becoming the norm for gigawatt-scale AI builds."],
      ["mastodon", "10 14", "Building a 2 GW data center in a drought-stricken desert", "Building a 2 GW data center in a drought-stricken desert powered by a new gas plant, in 2026, and calling it infrastructure for the future."],
    ],
  },
  {
    story: "amd-mi450-launch",
    items: [
      ["theverge-ai", "12 18", "AMD’s MI450 is its most serious shot yet at Nvidia", "At its Advancing AI event, AMD launched the Instinct MI450 accelerator and its Helios rack-scale system, with 432GB of HBM4 memory per chip, and said OpenAI and Oracle will be the first to deploy it at scale."],
      ["techcrunch-ai", "12 18", "AMD launches MI450 chips with OpenAI as its anchor customer", "AMD CEO Lisa Su said the first gigawatt of MI450 capacity under the companies’ multi-year agreement will come online in the second half of 2027, and that Helios racks are now shipping to Oracle Cloud."],
      ["hackernews", "12 19", "AMD Instinct MI450: 432GB HBM4, 40 PFLOPS FP4", "", { url: "https://www.amd.com/en/products/accelerators/instinct/mi400/mi450.html", eng: 298 }],
      ["venturebeat-ai", "12 20", "AMD's Helios rack pitch: more memory per GPU, open networking, lower total cost", "AMD is positioning Helios as the alternative to Nvidia's Vera Rubin NVL144 for inference-heavy buyers. The software story, ROCm 7, is still the question every CIO asks first."],
      ["github", "13 08", "ROCm/ROCm: AMD ROCm software stack, release 7.2 with MI450 support", "AMD ROCm software. Release 7.2 adds support for Instinct MI450 and FP4 kernels in hipBLASLt and composable_kernel. Topics: gpu, hip, rocm, amd.", { eng: 6100 }],
      ["reddit-localllama", "13 09", "MI450 has 432GB of HBM4 per GPU. ROCm, please be good this time.", "One MI450 could hold a 4-bit 700B model. If vLLM and llama.cpp support is solid on day one this is the first real competition Nvidia has had in years. Big if."],
      ["polymarket", "13 14", "AMD market cap above $500B on December 31?", "Yes 29% (+6 pts in 24 h) · No 71% · 24 h volume $19K · ends 2026-12-31. Resolves Yes if Advanced Micro Devices' market capitalisation at the close on December 31, 2026 is above $500 billion."],
      ["mastodon", "13 17", "AMD's MI450 launch was the first AMD AI event where the software slides came first", "AMD's MI450 launch was the first AMD AI event where the software slides came before the hardware slides. Progress!"],
    ],
  },
];
