// Policy, regulators and courts: a French antitrust probe into a model provider's exclusive phone deal and an
// Italian data-protection order against the same provider; an FTC children's-privacy settlement with a homework app
// and a state attorney general's suit against a medical-scribe company with a nearly identical name; a UK ICO fine;
// India's Union Budget on AI compute; a New Jersey rule on algorithmic discrimination; a fair-use ruling in a book
// publisher's suit and, two days later, the same AI company's settlement with music publishers; South Korea's
// guidance on "high-impact" AI.
// Entities: Wetherlam (a French-American general-purpose model provider), France's Autorité de la concurrence,
// Italy's Garante, the FTC, Cartmel Learning (homework-help app), Cartmell Health (AI medical scribe), the Texas
// attorney general, the UK ICO, Blencathra Analytics (face-search company), India's Ministry of Finance, the New
// Jersey Division on Civil Rights, Sawrey Press (publisher), Thirlmere AI (model company), Korea's MSIT.
// Twins: Wetherlam has two stories (French antitrust probe on Monday; Garante order on Thursday). Cartmel Learning (FTC
// settlement, Tuesday) and Cartmell Health (Texas suit, Thursday) are names one letter apart, both "regulator acts
// on an AI app". Thirlmere AI has two (summary-judgment ruling on Wednesday; music-publisher settlement on Friday).
// The ICO fine (Wednesday) is the same day as the Thirlmere ruling; India's budget (Monday) is the same day as the
// French probe; Korea's guidance (Tuesday) and New Jersey's rule (Thursday) are two "rules for high-risk AI".
// Twins with writer A's files (read from A's header comments and story ids only, at 21:49): Cartmel Learning (an
// edtech app, FTC settlement on Tuesday) is the same kind of company as Quarrendon Learning (layoffs on Wednesday,
// stories-business.mjs). Thirlmere AI's settlement (Friday) and Tolgarrick's scam victims' suit (Friday,
// stories-business.mjs) and Hexworthy's suit against Ossory (Friday) are three AI lawsuits on one day. Wetherlam (a
// French-American model provider) sits in the week of Aubrac (a Paris lab, outage Monday and Series B Thursday) and
// Mistral's threat report (Thursday).
export default [
  {
    story: "b-autorite-wetherlam-probe",
    items: [
      [
        "google-news-ai-policy",
        "0 09:30",
        "L'Autorité de la concurrence ouvre une enquête sur l'accord exclusif entre Wetherlam et un fabricant de smartphones",
        "L'assistant de la start-up serait le seul préinstallé sur les appareils du constructeur vendus en Europe jusqu'en 2030.",
      ],
      [
        "google-news-ai-policy",
        "0 11:00",
        "French competition watchdog investigates Wetherlam's default-assistant deal",
        "The authority says the exclusivity clause could shut rival assistants out of a fifth of the French smartphone market.",
      ],
      [
        "techcrunch-ai",
        "0 13:30",
        "France opens antitrust probe into Wetherlam's exclusive phone deal",
        "The model maker agreed last autumn to be the only assistant preinstalled on the phones, in return for a revenue share on subscriptions sold through them.",
      ],
      [
        "hackernews",
        "0 14:00",
        "French antitrust authority opens inquiry into Wetherlam preinstall exclusivity",
        "",
        { url: "https://www.autoritedelaconcurrence.example/fr/communiques/wetherlam-assistant-exclusivite" },
      ],
      [
        "reddit-artificial",
        "0 18:20",
        "Wetherlam paid to be the only assistant on a phone brand until 2030. That's the Google search deal all over again",
        "We spent a decade arguing about default search engines. Now the default chatbot is for sale, and a French regulator noticed first.",
      ],
      [
        "mastodon",
        "1 08:00",
        "the default assistant",
        "is the one you never chose and can't uninstall. some things in tech never change, only the icon",
      ],
    ],
  },
  {
    story: "b-garante-wetherlam-order",
    items: [
      [
        "google-news-ai-policy",
        "3 10:00",
        "Il Garante privacy ordina a Wetherlam di sospendere il trattamento dei dati degli utenti italiani",
        "Provvedimento d'urgenza: manca una base giuridica per usare le conversazioni degli utenti per l'addestramento.",
      ],
      [
        "theverge-ai",
        "3 12:30",
        "Italy orders Wetherlam to stop using Italians' chats to train its models",
        "The data-protection authority gave the company 20 days to show a legal basis or face a ban on its assistant in the country.",
      ],
      [
        "hackernews",
        "3 13:00",
        "Italian DPA issues urgent order against Wetherlam over training on user chats",
        "",
        { url: "https://garanteprivacy.example/web/guest/home/docweb/-/docweb-display/docweb/10240001" },
      ],
      [
        "reddit-artificial",
        "3 15:40",
        "Wetherlam is having a week: French antitrust probe on Monday, Italian privacy order on Thursday",
        "These are different things (competition vs GDPR), and the Garante one is the one with a deadline attached.",
      ],
      ["mastodon", "3 18:00", "the Garante", "Europe's only regulator that reliably works before lunch"],
      [
        "polymarket",
        "3 19:00",
        "Will Wetherlam's assistant be blocked in Italy by March 31?",
        "Resolves Yes if the Garante or Wetherlam blocks access to the assistant for users in Italy before April 1, 2027.",
      ],
    ],
  },
  {
    story: "b-ftc-cartmel-coppa-settlement",
    items: [
      [
        "google-news-ai-policy",
        "1 15:00",
        "FTC: homework app Cartmel Learning to pay $9.5 million over children's voice recordings",
        "The agency says the app kept recordings of children under 13 to train its tutoring model without parents' verifiable consent.",
      ],
      [
        "techcrunch-ai",
        "1 16:20",
        "Cartmel Learning settles with FTC, must delete models trained on kids' voices",
        "The order requires the company to destroy the speech model and any model derived from it, the agency's third 'algorithmic disgorgement' remedy.",
      ],
      [
        "hackernews",
        "1 17:00",
        "FTC orders AI homework app to delete models trained on children's recordings",
        "",
        { url: "https://www.ftc.example/news-events/news/press-releases/2027/02/cartmel-learning" },
      ],
      [
        "reddit-machinelearning",
        "1 20:30",
        "[D] How do you 'delete a model and all models derived from it' in practice?",
        "The FTC's Cartmel order says derived models too. If you distilled from it, fine-tuned on its outputs, used it to label data... where does the lineage end?",
      ],
      [
        "mastodon",
        "2 07:45",
        "the app that did the homework",
        "turns out it was also doing some studying of its own, on the kids",
      ],
    ],
  },
  {
    story: "b-texas-ag-sues-cartmell-health",
    items: [
      [
        "google-news-ai-policy",
        "3 16:00",
        "Texas attorney general sues AI scribe maker Cartmell Health over accuracy claims",
        "The suit says the company told hospitals its notes had a 'near-zero' error rate while its own audits found errors in one of eight notes.",
      ],
      [
        "theverge-ai",
        "3 18:00",
        "Texas sues Cartmell Health, saying its AI medical notes were wrong far more often than it claimed",
        "The state's case rests on the Deceptive Trade Practices Act; at least 31 Texas hospitals used the scribe.",
      ],
      [
        "hackernews",
        "3 19:30",
        "Texas sues AI medical scribe company for misrepresenting error rates",
        "",
        { url: "https://www.texasattorneygeneral.example/news/releases/cartmell-health" },
      ],
      [
        "reddit-artificial",
        "4 01:10",
        "Nurse here. Our hospital uses the Cartmell scribe. One in eight sounds about right.",
        "Mostly medication doses and laterality (left/right). Doctors are supposed to review every note. Nobody has time to.",
      ],
      [
        "mastodon",
        "4 09:30",
        "not to be confused with",
        "the homework app the FTC fined on tuesday, which is Cartmel with one L. AI companies, please buy more distinct names",
      ],
      [
        "venturebeat-ai",
        "4 14:30",
        "After Texas suit, hospitals ask AI scribe vendors for their audit data",
        "Health-system CIOs say contracts signed in 2025 rarely gave them the right to see vendor error audits.",
      ],
    ],
  },
  {
    story: "b-ico-fines-blencathra",
    items: [
      [
        "google-news-ai-policy",
        "2 10:00",
        "ICO fines face-search firm Blencathra Analytics £6.2m for scraping UK images",
        "The regulator says the company collected images of UK residents from social media to build a facial-recognition search engine sold to private investigators.",
      ],
      [
        "techcrunch-ai",
        "2 11:30",
        "UK privacy watchdog fines Blencathra Analytics and orders deletion of Britons' faces",
        "Blencathra says it will appeal to the First-tier Tribunal and that it has no establishment in the UK.",
      ],
      [
        "hackernews",
        "2 12:00",
        "ICO fines facial recognition company £6.2M, orders deletion of UK data",
        "",
        { url: "https://ico.example.org.uk/about-the-ico/media-centre/news-and-blogs/2027/02/blencathra" },
      ],
      [
        "reddit-artificial",
        "2 16:10",
        "A company with no UK office gets a UK fine. How does anyone collect it?",
        "Serious question. Has the ICO ever collected from a company like this?",
      ],
      [
        "mastodon",
        "2 20:00",
        "£6.2m",
        "or roughly what a face-search firm makes selling my face to one divorce lawyer a year",
      ],
    ],
  },
  {
    story: "b-india-budget-ai-compute",
    items: [
      [
        "google-news-ai-policy",
        "0 07:30",
        "Union Budget 2027: ₹18,000 crore for IndiaAI compute, GPU subsidy doubled",
        "The budget expands the subsidised GPU pool for startups and universities and sets up a fund for Indian-language foundation models.",
      ],
      [
        "google-news-ai-policy",
        "0 09:00",
        "बजट 2027: एआई कंप्यूटिंग के लिए 18,000 करोड़ रुपये, स्टार्टअप को सस्ते जीपीयू",
        "सरकारी जीपीयू पूल का आकार दोगुना होगा।",
      ],
      [
        "techcrunch-ai",
        "0 12:00",
        "India's budget doubles down on subsidised GPUs for local AI startups",
        "The government says the pool will grow to 80,000 GPUs by March 2028, with at least a fifth reserved for universities.",
      ],
      [
        "reddit-artificial",
        "0 15:30",
        "India just put ₹18k crore into AI compute. Is a subsidised GPU pool a good idea or a queue?",
        "Founder in Bengaluru. We applied for the last round of subsidised hours in October; still waiting. More GPUs are nice; a faster allocation process would be nicer.",
      ],
      [
        "hackernews",
        "0 16:00",
        "India's 2027 budget allocates ₹18,000 crore (~$2B) to AI compute",
        "",
        { url: "https://indiabudget.example.gov.in/2027/speech#ai" },
      ],
      [
        "mastodon",
        "1 04:30",
        "budget day",
        "every country's AI strategy is the same slide: more GPUs, a language model in our languages, skilling. at least this one has a number on it",
      ],
    ],
  },
  {
    story: "b-nj-algorithmic-discrimination-rule",
    items: [
      [
        "google-news-ai-policy",
        "3 15:00",
        "New Jersey adopts rule holding employers liable for discriminatory AI hiring tools",
        "The Division on Civil Rights' rule says using a vendor's automated tool is no defence under the Law Against Discrimination.",
      ],
      [
        "techcrunch-ai",
        "3 17:30",
        "New Jersey's new rule puts AI hiring tools' bias on the employer, not the vendor",
        "Employers must keep records of the tools they use and any testing for disparate impact for four years.",
      ],
      [
        "hackernews",
        "3 18:00",
        "NJ Division on Civil Rights finalises rule on algorithmic discrimination",
        "",
        { url: "https://www.njoag.example/dcr/rules/algorithmic-discrimination-2027" },
      ],
      [
        "reddit-artificial",
        "4 11:00",
        "HR person in NJ: our résumé screener vendor won't give us their bias testing. Now it's our liability?",
        "That's how I read it. Our legal team is asking whether we just turn the ranking feature off.",
      ],
      [
        "stackexchange",
        "4 13:20",
        "What records does New Jersey's algorithmic discrimination rule require an employer to keep?",
        "Asked on Law Stack Exchange style: does 'testing for disparate impact' mean a formal audit, or is the vendor's report enough?",
      ],
    ],
  },
  {
    story: "b-sawrey-v-thirlmere-fair-use-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 19:00",
        "Judge rules Thirlmere AI's training on publisher's books was fair use, but not its storage of pirated copies",
        "The split summary-judgment ruling in Sawrey Press v. Thirlmere AI sends the question of damages for the downloaded copies to a jury.",
      ],
      [
        "theverge-ai",
        "2 20:00",
        "A court says Thirlmere AI can train on books, but it can't keep a pirate library",
        "Judge's order: using lawfully bought books to train is transformative; 410,000 files from a shadow library are not protected by fair use.",
      ],
      [
        "hackernews",
        "2 20:30",
        "Sawrey Press v. Thirlmere AI: order on cross-motions for summary judgment [pdf]",
        "",
        { url: "https://courtlistener.example/docket/70112233/212/sawrey-press-v-thirlmere-ai/" },
      ],
      [
        "reddit-machinelearning",
        "3 08:00",
        "[D] The Sawrey ruling splits 'training' from 'acquiring the data'. What does that do to datasets that mix both?",
        "If the training is fine but the copies aren't, then every team that pulled a book corpus from a torrent has a jury problem, not a fair-use problem.",
      ],
      [
        "mastodon",
        "3 10:20",
        "the court's position",
        "reading is fine. shoplifting the book is still shoplifting",
      ],
      [
        "polymarket",
        "3 12:00",
        "Thirlmere AI–Sawrey Press settlement announced by June 30?",
        "Resolves Yes if Thirlmere AI and Sawrey Press announce or file a settlement of the book case on or before June 30, 2027.",
      ],
    ],
  },
  {
    story: "b-thirlmere-music-publishers-settlement",
    items: [
      [
        "google-news-ai-policy",
        "4 14:00",
        "Thirlmere AI settles music publishers' lyrics lawsuit, agrees to licence",
        "The company will pay an undisclosed sum and license lyrics from the three publishers for its assistant, ending a case filed in 2025.",
      ],
      [
        "techcrunch-ai",
        "4 15:30",
        "Two days after a split ruling on books, Thirlmere AI settles with music publishers",
        "The settlement includes guardrails against reproducing full lyrics and a per-query licence fee, people familiar with it said.",
      ],
      [
        "hackernews",
        "4 16:00",
        "Thirlmere AI settles lyrics copyright case with music publishers",
        "",
        { url: "https://musicbiz-wire.example/thirlmere-settlement" },
      ],
      [
        "reddit-artificial",
        "4 19:00",
        "Thirlmere pays the music publishers but fights the book publisher. Why the difference?",
        "My guess: lyrics come back verbatim, books mostly don't. Output cases are harder to win than training cases.",
      ],
      [
        "mastodon",
        "5 09:00",
        "a per-query licence fee for lyrics",
        "every time you ask for the words to a song, somewhere a publisher gets a fraction of a cent and a warm feeling",
      ],
    ],
  },
  {
    story: "b-korea-high-impact-ai-guidance",
    items: [
      [
        "google-news-ai-policy",
        "1 02:00",
        "과기정통부, '고영향 AI' 판단 가이드라인 확정…채용·대출 심사 AI 포함",
        "사업자는 고영향 AI 여부를 스스로 확인하고 위험관리 방안을 마련해야 한다.",
      ],
      [
        "google-news-ai-policy",
        "1 06:00",
        "South Korea finalises guidance on which AI systems count as 'high-impact' under its AI Basic Act",
        "Hiring, credit scoring, medical devices and biometric identification are in; recommendation feeds are out.",
      ],
      [
        "techcrunch-ai",
        "1 10:00",
        "Korea tells AI companies how to tell if their product is 'high-impact' — and what that costs them",
        "Operators of such systems must document risk management and name a local representative if they have no office in Korea.",
      ],
      [
        "hackernews",
        "1 11:30",
        "Korea's 'high-impact AI' guidelines (English summary)",
        "",
        { url: "https://msit.example.go.kr/eng/high-impact-ai-guidelines-2027" },
      ],
      [
        "reddit-artificial",
        "1 14:00",
        "Korea's list of high-impact AI leaves out recommendation algorithms. Intentional?",
        "Seems like a gift to the big platforms. Hiring and lending are in, the feed that eats teenagers' evenings isn't.",
      ],
      [
        "mastodon",
        "1 16:45",
        "reading Korea's high-impact AI guidance",
        "a refreshingly short document. the EU could never",
      ],
    ],
  },
];
