// Policy, law and society: two copyright cases, US preemption vs. the EU delay, data-protection and labelling
// rules, chips subsidies, data-centre power, consumer protection, robotaxis.
export default [
  {
    story: "nyt-openai-fair-use-ruling",
    items: [
      [
        "google-news-ai-policy",
        "13 15",
        "Judge rejects OpenAI bid to end New York Times copyright case before trial - Reuters",
        "A federal judge in Manhattan on Friday declined to grant OpenAI and Microsoft summary judgment on The New York Times’ claims that ChatGPT reproduces its articles, sending those claims to a jury, while siding with the companies on part of the training question.",
      ],
      [
        "theverge-ai",
        "13 17",
        "The New York Times’ lawsuit against OpenAI is going to trial",
        "The ruling is mixed: the judge said training on the Times’ articles could be fair use, but that whether ChatGPT’s near-verbatim outputs harm the paper’s market is a question for a jury. A trial is set for June.",
      ],
      [
        "google-news-ai-policy",
        "13 17",
        "NYT v. OpenAI headed for jury trial after split fair use ruling - Bloomberg Law",
        "The opinion distinguishes between ingestion of copyrighted works for training, which the court found ‘highly transformative’, and outputs that substitute for the original articles, where it found disputed facts.",
      ],
      [
        "techcrunch-ai",
        "13 18",
        "Court splits the difference in NYT v. OpenAI: training may be fair use, regurgitation goes to a jury",
        "Both sides claimed victory after the 84-page opinion. OpenAI said the court ‘recognized the transformative nature of training’; the Times said it looked forward to showing a jury ‘the scale of the copying’.",
      ],
      [
        "hackernews",
        "13 18",
        "Opinion and order on summary judgment, NYT v. Microsoft and OpenAI [pdf]",
        "",
        {
          url: "https://storage.courtlistener.com/recap/gov.uscourts.nysd.612697/gov.uscourts.nysd.612697.1288.0.pdf",
          eng: 344,
        },
      ],
      [
        "reddit-artificial",
        "13 21",
        "NYT vs OpenAI going to a jury. Training = probably fair use, outputs = maybe not",
        "This seems like where most lawyers expected it to land. The interesting part is the judge saying the memorization evidence could support market harm. Every lab is going to be stress-testing regurgitation filters this weekend.",
      ],
      [
        "mastodon",
        "14 10",
        "The NYT v OpenAI ruling in one line",
        "The NYT v OpenAI ruling in one line: you may read everything, you may not recite it back. Which is also roughly the rule for humans.",
      ],
      [
        "polymarket",
        "14 14",
        "OpenAI settles with The New York Times before trial?",
        "Yes 42% (+11 pts in 24 h) · No 58% · 24 h volume $33K · ends 2027-06-30. Resolves Yes if OpenAI and The New York Times announce a settlement of the copyright lawsuit before a jury trial begins.",
      ],
      [
        "google-news-ai-policy",
        "16 12",
        "Authors and publishers see a roadmap in the NYT ruling for other AI copyright suits - Axios",
        "Lawyers for plaintiffs in more than 40 pending AI copyright cases say Friday’s opinion, which focused on verbatim outputs rather than training, tells them where to aim discovery.",
      ],
    ],
  },
  {
    story: "melodex-label-lawsuit",
    items: [
      [
        "google-news-ai-policy",
        "17 14",
        "Major record labels sue AI music startup Melodex - Reuters",
        "Universal Music Group, Sony Music and Warner Music sued Melodex in federal court in Los Angeles on Tuesday, alleging the startup copied millions of recordings to train an app that generates songs ‘in the style of’ named artists.",
      ],
      [
        "techcrunch-ai",
        "17 15",
        "Melodex, the AI music app that lets you pick an artist’s ‘style’, is sued by all three major labels",
        "The complaint says Melodex’s model reproduces recognisable melodies and vocal timbres, and cites internal Slack messages about scraping a streaming service. Melodex raised $60 million in September.",
      ],
      [
        "theverge-ai",
        "17 16",
        "Melodex can make songs that sound like any artist, and now it’s being sued by the music industry",
        "Unlike rivals that signed licensing deals with labels last year, Melodex let users type an artist’s name into a prompt. The labels are seeking up to $150,000 per infringed work.",
      ],
      [
        "hackernews",
        "17 19",
        "Record labels sue Melodex over AI training on copyrighted recordings",
        "",
        {
          url: "https://www.reuters.com/legal/record-labels-sue-ai-music-startup-melodex-2026-11-17/",
          eng: 112,
        },
      ],
      [
        "mastodon",
        "18 09",
        "Melodex let you type 'sounds like [famous singer]' into a text box",
        "Melodex let you type 'sounds like [famous singer]' into a text box and was apparently surprised when the labels' lawyers called. Bold strategy.",
      ],
      [
        "reddit-artificial",
        "18 14",
        "Why did Melodex get sued when the other AI music apps signed label deals?",
        "From the complaint it looks like the artist-name prompts are the whole case. The licensed apps block those. Is this basically the end of 'style of' prompting for music?",
      ],
    ],
  },
  {
    story: "senate-ai-preemption-bill",
    items: [
      [
        "google-news-ai-policy",
        "18 16",
        "Senate panel advances bill to preempt state AI laws - Reuters",
        "The Senate Commerce Committee voted 15-13 on Wednesday to advance legislation that would bar states from enforcing their own artificial intelligence rules for ten years in exchange for a federal transparency framework.",
      ],
      [
        "google-news-ai-policy",
        "18 19",
        "AI preemption bill clears Senate Commerce on party-line vote - Politico",
        "The American AI Leadership and Uniformity Act now heads to the floor, where it would need 60 votes. Democrats on the committee said the bill would wipe out protections passed in California, Colorado and New York.",
      ],
      [
        "theverge-ai",
        "18 20",
        "A bill to wipe out state AI laws just cleared its first hurdle in the Senate",
        "Tech companies have lobbied for a single federal rulebook for AI for two years. A committee vote on Wednesday got them closer, though the bill faces a difficult path on the Senate floor.",
      ],
      [
        "hackernews",
        "18 21",
        "Senate committee advances bill to preempt state AI regulation for ten years",
        "",
        {
          url: "https://www.politico.com/news/2026/11/18/senate-commerce-ai-preemption-vote-00701122",
          eng: 256,
        },
      ],
      [
        "reddit-artificial",
        "19 09",
        "Senate committee votes to block state AI laws for 10 years",
        "So the EU delays its AI rules and the US tries to ban states from making any. Whatever happens this year, it's a very good month for AI lobbyists.",
      ],
      [
        "mastodon",
        "19 11",
        "Ten-year moratorium on state AI laws is back",
        "Ten-year moratorium on state AI laws is back, now with a 'federal framework' that is three pages of voluntary disclosures. Call your senators.",
      ],
      [
        "polymarket",
        "19 16",
        "Federal law preempting state AI laws signed in 2026?",
        "Yes 9% (+4 pts in 24 h) · No 91% · 24 h volume $41K · ends 2026-12-31. Resolves Yes if a bill that preempts state regulation of artificial intelligence is signed into law before January 1, 2027.",
      ],
      [
        "google-news-ai-policy",
        "20 15",
        "California and New York officials vow to fight federal AI preemption - Los Angeles Times",
        "State attorneys general said they would challenge the bill in court if it passes, arguing Congress cannot strip states of consumer-protection powers without enacting substantive federal rules.",
      ],
      [
        "google-news-ai-policy",
        "22 07",
        "Governors from both parties sign letter opposing AI preemption bill - The Washington Post",
        "Twenty-two governors, including nine Republicans, urged Senate leaders not to bring the bill to the floor, arguing that it would leave states unable to respond to AI-driven fraud and deepfakes.",
      ],
    ],
  },
  {
    story: "india-ai-labelling-rules",
    items: [
      [
        "google-news-ai-policy",
        "10 09",
        "India notifies rules requiring labels on AI-generated content - Reuters",
        "India’s IT ministry on Tuesday notified amendments to its IT Rules requiring platforms to label synthetically generated images, audio and video, with visible labels covering at least 10% of the display area.",
      ],
      [
        "google-news-ai-policy",
        "10 13",
        "MeitY’s deepfake labelling rules: platforms get 30 days to comply - The Hindu",
        "Significant social media intermediaries must also obtain a user declaration on whether uploaded content is AI-generated and deploy tools to verify it, under the final rules published in the Gazette.",
      ],
      [
        "theverge-ai",
        "10 15",
        "India will require AI-generated images and videos to carry visible labels",
        "The rules, which apply to platforms with more than five million users in India, are among the most prescriptive deepfake regulations in the world, and tech companies have 30 days to comply.",
      ],
      [
        "reddit-artificial",
        "11 08",
        "India's new AI labelling rule: 10% of the image must be the label",
        "Curious how this interacts with C2PA metadata. A visible label that big will get cropped out in seconds. Anyone at a platform know how you're implementing this?",
      ],
      [
        "mastodon",
        "11 13",
        "India's deepfake labelling rules are sensible in principle",
        "India's deepfake labelling rules are sensible in principle, but 'platforms must verify whether content is AI-generated' assumes a detector that doesn't exist.",
      ],
    ],
  },
  {
    story: "tsmc-arizona-2nm",
    items: [
      [
        "google-news-ai-policy",
        "9 08",
        "TSMC to start 2nm production in Arizona in 2027, a year earlier than planned - Nikkei Asia",
        "Taiwan Semiconductor Manufacturing Co. will bring forward 2-nanometer production at the third phase of its Arizona complex, citing demand from AI chip customers and US tariff pressure.",
      ],
      [
        "theverge-ai",
        "9 14",
        "TSMC is speeding up its plans to make cutting-edge chips in Arizona",
        "Apple, Nvidia and AMD are expected to be the first customers for 2nm chips from TSMC’s Phoenix campus, which the company now says will begin volume production in 2027.",
      ],
      [
        "hackernews",
        "9 15",
        "TSMC pulls forward 2nm production in Arizona to 2027",
        "",
        {
          url: "https://asia.nikkei.com/business/tech/semiconductors/tsmc-to-start-2nm-production-in-arizona-in-2027",
          eng: 198,
        },
      ],
      [
        "venturebeat-ai",
        "10 09",
        "TSMC's Arizona acceleration won't fix AI chip supply before 2028",
        "Packaging, not wafers, remains the bottleneck for AI accelerators, and CoWoS capacity in the US is still years away, analysts say.",
      ],
      [
        "mastodon",
        "10 15",
        "TSMC Arizona 2nm a year early",
        "TSMC Arizona 2nm a year early, and the packaging still happens in Taiwan. 'Onshoring' is doing a lot of work in those headlines.",
      ],
    ],
  },
  {
    story: "rapidus-funding",
    items: [
      [
        "google-news-ai-policy",
        "20 06",
        "Japan approves extra ¥1 trillion for Rapidus as it races to mass-produce 2nm chips - Nikkei Asia",
        "Japan’s cabinet approved an additional 1 trillion yen in support for chipmaker Rapidus, bringing total government backing to about 2.8 trillion yen ahead of planned 2nm mass production in Hokkaido in 2027.",
      ],
      [
        "hackernews",
        "20 10",
        "Japan gives Rapidus another ¥1T for its 2nm fab",
        "",
        {
          url: "https://asia.nikkei.com/business/tech/semiconductors/japan-approves-extra-1-trillion-yen-for-rapidus",
          eng: 87,
        },
      ],
      [
        "google-news-ai-policy",
        "21 07",
        "Rapidus signs first 2nm customer for AI chips after new state funding - Reuters",
        "Rapidus said a Tokyo AI chip startup will be the first customer for its 2-nanometer process, a day after the government approved fresh support for the Hokkaido plant.",
      ],
    ],
  },
  {
    story: "xai-turbine-permit",
    items: [
      [
        "google-news-ai-policy",
        "20 15",
        "Memphis health department denies xAI permit for more gas turbines - The Commercial Appeal",
        "The Shelby County Health Department on Friday denied xAI’s application to operate 41 additional natural-gas turbines at its Colossus 2 data center, citing incomplete emissions modelling.",
      ],
      [
        "theverge-ai",
        "20 17",
        "xAI has been denied a permit to run dozens more gas turbines in Memphis",
        "Residents of the nearby Boxtown neighbourhood had campaigned against the turbines for over a year. xAI said it would appeal and that Colossus 2 would be connected to the grid next year regardless.",
      ],
      [
        "techcrunch-ai",
        "20 18",
        "xAI’s Colossus 2 expansion hits a snag as Memphis regulators deny turbine permit",
        "The denial affects about 1.2 gigawatts of on-site generation xAI had planned while waiting for new transmission lines. The company has said it needs the power to train Grok 5.",
      ],
      [
        "hackernews",
        "20 19",
        "Shelby County denies xAI permit for 41 more gas turbines",
        "",
        {
          url: "https://www.commercialappeal.com/story/news/local/2026/11/20/xai-turbine-permit-denied-shelby-county-health-department/",
          eng: 201,
        },
      ],
      [
        "mastodon",
        "21 10",
        "Memphis said no to 41 more gas turbines",
        "Memphis said no to 41 more gas turbines for a chatbot. Took a year of residents showing up to every meeting. Local democracy, occasionally, works.",
      ],
    ],
  },
  {
    story: "irish-dpc-meta-ai-pause",
    items: [
      [
        "google-news-ai-policy",
        "11 10",
        "Irish regulator orders Meta to pause AI training on EU users’ data - Reuters",
        "Ireland’s Data Protection Commission ordered Meta Platforms to stop using public posts from EU users of Facebook and Instagram to train its AI models while it investigates whether the company’s legitimate-interest basis complies with the GDPR.",
      ],
      [
        "google-news-ai-policy",
        "11 13",
        "Meta to appeal DPC order halting AI training on Facebook and Instagram posts - The Irish Times",
        "Meta said the decision was ‘a step backwards for European innovation’ and would delay Meta AI features for European users, and that it would seek a stay in the High Court.",
      ],
      [
        "theverge-ai",
        "11 15",
        "Meta has to stop training its AI on Europeans’ Instagram posts, for now",
        "The order comes 18 months after Meta began training on EU users’ public content following a previous pause, and after privacy group noyb filed complaints in 11 countries.",
      ],
      [
        "techcrunch-ai",
        "11 16",
        "Ireland’s privacy watchdog halts Meta’s AI training on EU data",
        "The DPC’s temporary order under Article 66 of the GDPR can last up to three months. Meta AI will keep working in the EU, but new models won’t include recent European data.",
      ],
      [
        "hackernews",
        "11 17",
        "Irish DPC orders Meta to stop training AI on EU user posts",
        "",
        {
          url: "https://www.dataprotection.ie/en/news-media/press-releases/dpc-urgent-order-meta-ai-training",
          eng: 245,
        },
      ],
      [
        "mastodon",
        "12 09",
        "The Irish DPC actually did something",
        "The Irish DPC actually did something about Meta. I need to sit down. noyb must be having a good week.",
      ],
    ],
  },
  {
    story: "ftc-companion-app-settlement",
    items: [
      [
        "google-news-ai-policy",
        "18 15",
        "FTC reaches $12 million settlement with AI companion app over teen users - AP",
        "The Federal Trade Commission said Kindred AI, maker of a popular AI companion app, will pay $12 million and implement age verification to settle allegations that it misled parents and collected data from children under 13.",
      ],
      [
        "theverge-ai",
        "18 17",
        "The FTC is making an AI companion app verify users’ ages",
        "Kindred’s chatbots were marketed as ‘a friend who is always there’. The FTC says the company knew thousands of its users were under 13 and that its bots engaged in romantic role-play with minors.",
      ],
      [
        "techcrunch-ai",
        "18 18",
        "Kindred AI settles with FTC for $12M, agrees to age checks and to delete children’s data",
        "It is the first FTC enforcement action against an AI companion company and follows the agency’s 6(b) study of chatbot companions launched last year.",
      ],
      [
        "reddit-artificial",
        "19 10",
        "FTC fines AI companion app Kindred $12M over kids",
        "$12M for a company that raised $200M. The age verification requirement is the part that will actually change things, if they enforce it.",
      ],
      [
        "mastodon",
        "19 14",
        "First FTC action against an AI companion app",
        "First FTC action against an AI companion app and it's about romantic role-play with under-13s. The bar was on the floor and they still tripped over it.",
      ],
    ],
  },
  {
    story: "waymo-dallas-freeways",
    items: [
      [
        "theverge-ai",
        "10 14",
        "Waymo’s robotaxis are now taking riders on Dallas freeways",
        "Waymo began offering fully driverless rides that use highways in Dallas on Tuesday, its first freeway service outside California and Arizona, covering trips to both of the city’s airports.",
      ],
      [
        "techcrunch-ai",
        "10 15",
        "Waymo opens freeway rides in Dallas, its fastest expansion yet",
        "The Alphabet-owned company says it now completes more than 400,000 paid rides a week across seven metro areas.",
      ],
      [
        "hackernews",
        "10 18",
        "Waymo begins driverless freeway rides in Dallas",
        "",
        { url: "https://waymo.com/blog/2026/11/dallas-freeways", eng: 176 },
      ],
      [
        "mastodon",
        "11 09",
        "Took a Waymo on a Dallas freeway",
        "Took a Waymo on a Dallas freeway yesterday. Drove exactly the speed limit in the right lane while every pickup truck in Texas passed us. Very calm. Very boring. 10/10.",
      ],
    ],
  },
  {
    story: "tesla-robotaxi-probe",
    items: [
      [
        "google-news-ai-policy",
        "18 13",
        "NHTSA opens probe into Tesla robotaxi crashes in Austin - Reuters",
        "The National Highway Traffic Safety Administration said it opened a preliminary evaluation covering about 300 Tesla Model Y robotaxis after receiving reports of 14 crashes, including two at intersections while no safety monitor was on board.",
      ],
      [
        "theverge-ai",
        "18 15",
        "Federal regulators are investigating Tesla’s robotaxis",
        "NHTSA’s Office of Defects Investigation wants to know how Tesla’s driverless vehicles handle unprotected left turns and emergency vehicles, weeks after the company removed safety monitors from some rides in Austin.",
      ],
      [
        "hackernews",
        "18 17",
        "NHTSA opens investigation into Tesla Robotaxi after 14 crashes",
        "",
        {
          url: "https://www.reuters.com/business/autos-transportation/nhtsa-opens-probe-into-tesla-robotaxi-crashes-2026-11-18/",
          eng: 231,
        },
      ],
      [
        "polymarket",
        "19 09",
        "Tesla launches unsupervised robotaxi service in 5 new US cities in 2026?",
        "Yes 6% (-11 pts in 24 h) · No 94% · 24 h volume $88K · ends 2026-12-31. Resolves Yes if Tesla offers public robotaxi rides without a safety monitor in the vehicle in at least five US metro areas besides Austin before January 1, 2027.",
      ],
      [
        "reddit-artificial",
        "19 12",
        "NHTSA investigating Tesla robotaxis: 14 crashes in Austin",
        "Waymo is doing freeways in Dallas and Tesla is under investigation for left turns in Austin. Camera-only vs lidar debate, round 200.",
      ],
    ],
  },
  {
    story: "nist-agent-hijacking-guidance",
    items: [
      [
        "google-news-ai-policy",
        "16 14",
        "NIST’s AI standards center publishes guidance on testing agents for hijacking - FedScoop",
        "The Center for AI Standards and Innovation released draft guidance for evaluating AI agents against hijacking through indirect prompt injection, including a benchmark of 1,400 attack scenarios, and opened a 60-day comment period.",
      ],
      [
        "hackernews",
        "16 18",
        "NIST CAISI draft guidance: evaluating AI agents against hijacking",
        "",
        {
          url: "https://www.nist.gov/news-events/news/2026/11/caisi-draft-guidance-agent-hijacking-evaluations",
          eng: 94,
        },
      ],
      [
        "mastodon",
        "17 09",
        "NIST's agent hijacking guidance",
        "NIST's agent hijacking guidance is good and boring in the right ways: threat models, a scenario set, and 'measure success rate under adaptive attack', not vibes.",
        { instance: "infosec.exchange" },
      ],
    ],
  },
];
