// Law and regulation. Twins: California (the attorney general's hiring advisory; NetChoice's suit against the
// companion chatbot law), the UK government (the AI bill; the public compute delay). India's labelling rules and
// Brazil's committee vote are the same kind of event in two countries in one week. New York's RAISE Act gets two
// separate acts in one week: the regulator's proposed rules, and a legislative amendment to the law itself.
export default [
  {
    story: "california-ag-ai-hiring-advisory",
    items: [
      [
        "google-news-ai-policy",
        "0 18:00",
        "California attorney general warns employers on AI hiring tools - Los Angeles Times",
        "A legal advisory says automated screening that disadvantages protected groups can violate state law even when the tool was bought from a vendor.",
      ],
      [
        "google-news-ai-policy",
        "0 19:30",
        "State advisory says AI resume screening can breach California civil rights law - Reuters",
        "The advisory lists audits and notices employers should provide, but does not create new obligations.",
      ],
      [
        "hackernews",
        "0 21:00",
        "California AG legal advisory: automated decision systems in employment [pdf]",
        "",
        { url: "https://oag.ca.gov/system/files/attachments/press-docs/adms-employment-advisory.pdf" },
      ],
      [
        "reddit-artificial",
        "1 02:00",
        "California says your AI resume screener can be discrimination even if a vendor sold it to you",
        "So buying a black box doesn't shift liability. Our HR team uses three of these. Fun week ahead.",
      ],
      [
        "mastodon",
        "1 07:00",
        "hr tech sales calls",
        "the california advisory puts the liability on the employer, not the vendor. hr tech sales calls are going to be interesting this week",
      ],
    ],
  },
  {
    story: "netchoice-sues-california-companion-law",
    items: [
      [
        "google-news-ai-policy",
        "2 17:00",
        "NetChoice sues California over companion chatbot law - Politico",
        "The trade group says the law's disclosure and reporting rules compel speech and asks for an injunction before it takes effect on January 1.",
      ],
      [
        "theverge-ai",
        "2 17:30",
        "Tech group sues to block California's AI companion law before it kicks in",
        "The law requires chatbots to remind minors every three hours that they are not human.",
      ],
      [
        "hackernews",
        "2 18:00",
        "NetChoice v. Bonta: complaint against California's companion chatbot law",
        "",
        { url: "https://netchoice.org/netchoice-v-bonta-sb-243/" },
      ],
      [
        "reddit-artificial",
        "2 21:00",
        "NetChoice is suing over SB 243. Do chatbot outputs have First Amendment rights?",
        "The complaint argues the operators' speech is protected and the reminders are compelled speech. Curious what people think the odds are.",
      ],
      [
        "mastodon",
        "3 08:30",
        "first amendment theory",
        "netchoice sues every state over every law. the interesting bit this time is treating model outputs as the operator's speech",
      ],
    ],
  },
  {
    story: "uk-ai-bill-published",
    items: [
      [
        "google-news-ai-policy",
        "1 07:00",
        "UK government publishes long-awaited AI bill - Financial Times",
        "The bill would require developers of the most powerful models to give the AI Security Institute pre-deployment access.",
      ],
      [
        "google-news-ai-policy",
        "1 08:30",
        "AI bill puts AI Security Institute on statutory footing - BBC News",
        "Ministers said the bill targets 'a handful of companies' and will not affect most businesses using AI.",
      ],
      [
        "theverge-ai",
        "1 10:00",
        "The UK finally has an AI bill, and it's mostly about frontier labs",
        "After two years of delays, the government's text defines frontier models by training compute and sets fines up to 4% of global turnover.",
      ],
      [
        "hackernews",
        "1 11:00",
        "Frontier AI Bill – UK Parliament",
        "",
        { url: "https://bills.parliament.uk/bills/3941" },
      ],
      [
        "reddit-artificial",
        "1 12:30",
        "The UK AI bill text is out. Here's what it actually requires",
        "Read all 38 pages. 1) Pre-deployment testing access for AISI. 2) Incident reporting within 72 hours. 3) Compute threshold 10^26, adjustable by regulation. Nothing on copyright.",
      ],
      [
        "polymarket",
        "1 14:00",
        "Will the UK frontier AI bill receive Royal Assent in 2027?",
        "Yes 52% (+18 pts in 24 h) · No 48% · 24 h volume $34K · ends 2027-12-31.",
        { eng: 34000 },
      ],
      [
        "mastodon",
        "1 15:30",
        "read it so you don't have to",
        "read the uk bill so you don't have to: 38 pages, frontier defined by compute, 72h incident reporting, copyright left for 'future legislation'. again",
      ],
    ],
  },
  {
    story: "uk-compute-expansion-delay",
    items: [
      [
        "google-news-ai-policy",
        "4 08:00",
        "UK's AI Research Resource expansion pushed back to 2028 - The Guardian",
        "The 20-fold increase in public compute promised last year will arrive later than planned because of grid connection delays at the Scottish site.",
      ],
      [
        "techcrunch-ai",
        "4 10:00",
        "The UK's big public AI supercomputer upgrade is delayed a year",
        "Researchers who were promised access in 2027 will have to wait.",
      ],
      [
        "hackernews",
        "4 11:30",
        "UK delays AI Research Resource expansion to 2028",
        "",
        { url: "https://www.theguardian.com/technology/2026/nov/27/uk-ai-research-resource-delay" },
      ],
      [
        "mastodon",
        "4 13:00",
        "tuesday and friday",
        "uk researchers: 'we need compute'. government: publishes a bill on tuesday, delays the compute on friday",
      ],
    ],
  },
  {
    story: "india-ai-content-labelling-rules",
    items: [
      [
        "google-news-ai-policy",
        "3 06:00",
        "India notifies IT rules requiring labels on AI-generated content - The Hindu",
        "Platforms must label synthetically generated images, audio and video and keep metadata identifying them.",
      ],
      [
        "google-news-ai-policy",
        "3 07:30",
        "MeitY gives platforms 10 days to comply with synthetic media labelling - The Economic Times",
        "Large platforms must also ask users to declare whether uploads are AI-generated.",
      ],
      [
        "techcrunch-ai",
        "3 10:00",
        "India's new rules make platforms label AI-generated videos within 10 days",
        "The final rules keep a requirement that visible labels cover at least 10% of an image.",
      ],
      [
        "reddit-artificial",
        "3 12:00",
        "India's 10% rule: the label has to cover a tenth of the image?",
        "How is that going to work for a 9:16 video? Top 10% is just a banner.",
      ],
      [
        "hackernews",
        "3 13:00",
        "India mandates visible labels on AI-generated content",
        "",
        {
          url: "https://www.thehindu.com/sci-tech/technology/it-rules-synthetic-content-labelling/article70311842.ece",
        },
      ],
    ],
  },
  {
    story: "brazil-ai-bill-committee-vote",
    items: [
      [
        "google-news-ai-policy",
        "2 20:00",
        "Brazil's lower house committee approves AI bill - Reuters",
        "The text, already passed by the Senate, keeps a rule requiring AI developers to pay for copyrighted works used in training.",
      ],
      [
        "google-news-ai-policy",
        "2 21:30",
        "Comissão especial aprova marco legal da IA; texto segue ao plenário - Folha de S.Paulo",
        "O relator manteve a remuneração de titulares de direitos autorais e a classificação de sistemas de alto risco.",
      ],
      [
        "reddit-artificial",
        "3 01:00",
        "Brazil's AI bill just cleared committee, and it has a copyright remuneration clause",
        "Developers would have to pay rights holders for works used in training. Floor vote expected in December.",
      ],
      [
        "mastodon",
        "3 11:00",
        "pl 2338",
        "brazil's pl 2338 out of committee with the remuneration article intact. big deal for the music people",
      ],
    ],
  },
  {
    story: "ny-raise-act-proposed-rules",
    items: [
      [
        "google-news-ai-policy",
        "1 15:00",
        "New York regulator proposes rules for reporting AI safety incidents under RAISE Act - Reuters",
        "The Department of Financial Services' new AI oversight office would require frontier developers to report critical safety incidents within 72 hours through an online portal.",
      ],
      [
        "google-news-ai-policy",
        "1 16:30",
        "NY DFS publishes draft RAISE Act regulations; 60-day comment period opens - Law360",
        "The draft defines 'critical safety incident' and sets out what a developer's published safety framework must contain.",
      ],
      [
        "hackernews",
        "1 19:30",
        "New York's draft rules for frontier AI developers (RAISE Act) [pdf]",
        "",
        { url: "https://www.dfs.ny.gov/system/files/documents/2026/11/rp_raise_act_part_600.pdf" },
      ],
      [
        "reddit-artificial",
        "2 00:30",
        "New York's RAISE Act draft rules are out: 72-hour incident reports, public safety frameworks",
        "Comment period is 60 days. The definition of 'critical safety incident' is broader than California's. Anyone planning to comment?",
      ],
      [
        "mastodon",
        "2 10:40",
        "section 600.4",
        "the interesting part of the ny draft is section 600.4: you have to report model weight theft even if nothing bad happened yet",
      ],
    ],
  },
  {
    story: "ny-raise-act-threshold-amendment",
    items: [
      [
        "google-news-ai-policy",
        "4 14:00",
        "New York lawmakers pass amendment narrowing RAISE Act to largest AI developers - Politico",
        "The chapter amendment adds a $500 million revenue threshold and moves the effective date to July 2027.",
      ],
      [
        "theverge-ai",
        "4 15:30",
        "New York's AI safety law now only covers the biggest companies",
        "Lawmakers added a revenue floor, which exempts most start-ups and academic labs that train large models.",
      ],
      [
        "google-news-ai-policy",
        "4 17:40",
        "Start-ups cheer, safety advocates criticize RAISE Act revenue threshold - Gothamist",
        "The amendment now goes to the governor, who negotiated it.",
      ],
      [
        "mastodon",
        "5 08:40",
        "500 million",
        "so the ny frontier law now applies if you train a huge model AND make 500M a year. an open-weights lab with no revenue is out. interesting choice",
      ],
    ],
  },
];
