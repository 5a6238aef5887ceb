// Laws, regulators and courts.
// Entities: the US Senate (the new Congress's first AI bill); New Jersey's Division of Consumer Affairs; the
// European Commission (the AI Office) and Stellavane (a Milan AI lab) and Italian dubbing actors; Portugal's CNPD
// and Lusovia Seguros (an insurer); the Tokyo District Court and Hoshiyomi (an AI image service); Australia's OAIC
// and Wattlebird Health (an AI medical scribe); a US federal court and Quorndon AI (a chatbot maker); the Amsterdam
// District Court and Hoverwijk Data (a crawler and dataset company).
// Twins: Stellavane has two stories (the Commission opens AI Act proceedings over Vane-3 on Monday; Italian dubbing
// actors sue it on Friday). Three court rulings fall in the week and are three stories: Amsterdam on robots.txt
// opt-outs (Tuesday), Section 230 and a chatbot's defamation (Wednesday), Tokyo on an image service's character
// outputs (Thursday). Two privacy regulators act on voice and health audio: Portugal's CNPD on an insurer's call
// analysis (Thursday) and Australia's OAIC on an AI scribe's offshore recordings (Friday). The Senate's incident
// bill (Tuesday) and New Jersey's pricing rule (Wednesday) are a federal bill and a state rule, unrelated.
// Twins with the research file: the OAIC's Wattlebird decision (Friday) and the ScribeAudit benchmark of AI scribes
// (Tuesday, stories-research.mjs) are about the same kind of product, with different events.
// Twins with writer A's files (from A's header comments and story ids only): the dubbing actors' suit against
// Stellavane (Friday) is a suit like A's Merriwick-v-Quenby trade-secret suit (Tuesday) and Roverel's shareholder
// suit (Thursday, stories-business.mjs), about other things. The Amsterdam ruling on training opt-outs (Tuesday) and
// Mistral's opt-out training default for Le Chat (Thursday, stories-labs.mjs) share the word opt-out, not an event.
// The OAIC's Wattlebird decision on health audio (Friday) falls in the JPMorgan week of A's OpenAI ChatGPT health
// records (Monday, stories-labs.mjs); different companies and events.
export default [
  {
    story: "b-senate-frontier-incident-bill",
    items: [
      [
        "google-news-ai-policy",
        "1 16:00",
        "Senators unveil bipartisan bill requiring AI developers to report safety incidents within 72 hours - Axios",
        "The Critical AI Incident Disclosure Act would cover developers of models trained with more than 10^26 operations and protect employees who report incidents to the Commerce Department.",
      ],
      [
        "google-news-ai-policy",
        "1 19:00",
        "New Congress, first AI bill: incident reporting for frontier models is introduced in the Senate - Roll Call",
        "Unlike last session's fights over preempting state laws, the bill is narrow; its sponsors from both parties say it could move through the Commerce Committee by spring.",
      ],
      [
        "hackernews",
        "1 20:00",
        "Critical AI Incident Disclosure Act (S. 112)",
        "",
        { url: "https://www.congress.gov/bill/120th-congress/senate-bill/112" },
      ],
      [
        "reddit-artificial",
        "1 22:30",
        "The first AI bill of the new Congress is about incident reporting, not preemption. Thoughts?",
        "72-hour reporting for 'critical safety incidents', whistleblower protection, no licensing. Feels designed to actually pass.",
      ],
      [
        "mastodon",
        "2 08:00",
        "72 hours to report that your model did something bad",
        "my landlord gets 30 days to fix the heating",
      ],
      [
        "polymarket",
        "2 12:00",
        "Critical AI Incident Disclosure Act passes the Senate in 2027?",
        "Yes 17% · No 83% · 24 h volume $61K · ends 2027-12-31. Market opened Tuesday after the bill's introduction.",
      ],
    ],
  },
  {
    story: "b-nj-personalized-pricing-rule",
    items: [
      [
        "google-news-ai-policy",
        "2 15:00",
        "New Jersey proposes rule requiring stores to disclose AI-set personalized prices - NJ Spotlight News",
        "The Division of Consumer Affairs' draft would require retailers and delivery apps to tell shoppers when a price was set using their personal data, and to keep records of the inputs for three years.",
      ],
      [
        "google-news-ai-policy",
        "2 18:00",
        "N.J. consumer regulator targets 'surveillance pricing' with draft disclosure rule - Law360",
        "Comments are due in 60 days; retail groups said the rule's definition of personal data would sweep in loyalty discounts.",
      ],
      [
        "hackernews",
        "2 19:00",
        "New Jersey draft rule: tell customers when a price was set using their personal data",
        "",
        { url: "https://www.njconsumeraffairs.gov/News/Pages/personalized-pricing-proposal.aspx" },
      ],
      [
        "reddit-artificial",
        "2 21:00",
        "NJ wants a label when an algorithm picks your price. Would you even notice it?",
        "The draft says 'clear and conspicuous' next to the price. I'd bet it ends up as a grey line of text under the add-to-cart button.",
      ],
      [
        "mastodon",
        "3 09:00",
        "'this price was personalised for you'",
        "the new 'your call is important to us'",
      ],
      [
        "techcrunch-ai",
        "3 13:00",
        "New Jersey's pricing disclosure rule would hit grocery delivery apps first",
        "Delivery apps that vary fees by user history would have to show a notice at checkout; two of them told TechCrunch they already avoid individual pricing in the state.",
      ],
    ],
  },
  {
    story: "b-ai-office-stellavane-proceedings",
    items: [
      [
        "google-news-ai-policy",
        "0 11:00",
        "Commission opens first AI Act proceedings against a general-purpose model provider - Euractiv",
        "The AI Office says Milan-based Stellavane placed its Vane-3 model on the EU market in October without publishing the required summary of training content or a copyright policy.",
      ],
      [
        "google-news-ai-policy",
        "0 13:30",
        "Bruxelles apre un procedimento contro Stellavane per il modello Vane-3 - Il Sole 24 Ore",
        "La Commissione contesta alla società milanese la mancata pubblicazione della sintesi dei dati di addestramento; la sanzione può arrivare al 3% del fatturato mondiale.",
      ],
      [
        "hackernews",
        "0 14:00",
        "EU opens AI Act proceedings against Stellavane over a missing training-data summary",
        "",
        { url: "https://digital-strategy.ec.europa.eu/en/news/ai-office-opens-proceedings-stellavane" },
      ],
      [
        "reddit-machinelearning",
        "0 16:30",
        "[N] First AI Act enforcement case for a general-purpose model targets Stellavane's Vane-3",
        "No training content summary, no copyright policy, three months after release. Stellavane says the summary was 'in preparation'. Fines for GPAI obligations have applied since August 2026.",
      ],
      [
        "mastodon",
        "0 19:00",
        "the first ai act case is about a missing pdf",
        "europe remains undefeated at paperwork",
      ],
      [
        "reddit-artificial",
        "1 08:00",
        "Why Stellavane and not one of the big US labs? On the AI Office's choice of a first target",
        "A small domestic lab that skipped an obvious obligation is an easy first case. The US labs all published their summaries, whatever you think of how detailed they are.",
      ],
    ],
  },
  {
    story: "b-stellavane-dubbing-actors-suit",
    items: [
      [
        "google-news-ai-policy",
        "4 10:00",
        "Doppiatori italiani fanno causa a Stellavane: 'le nostre voci usate senza consenso' - la Repubblica",
        "L'associazione dei doppiatori ha depositato un ricorso al Tribunale di Roma contro la funzione di doppiaggio automatico di Vane-3, che secondo gli attori imita voci riconoscibili del cinema italiano.",
      ],
      [
        "google-news-ai-policy",
        "4 13:00",
        "Italian dubbing actors take Stellavane to court over voices in its AI dubbing tool - Reuters",
        "The complaint says the dubbing feature was trained on decades of film dubbing tracks and reproduces the voices of at least 30 named actors; it asks the court to suspend the feature in Italy.",
      ],
      [
        "techcrunch-ai",
        "4 16:00",
        "Stellavane's bad week continues as Italy's voice actors file suit",
        "Four days after Brussels opened proceedings over its paperwork, the Milan lab faces a claim over what its Vane-3 model can actually do: speak in the voices of Italy's best-known dubbing artists.",
      ],
      [
        "hackernews",
        "4 17:00",
        "Italian voice actors sue Stellavane over AI dubbing trained on film tracks",
        "",
        { url: "https://voci-e-diritti.example/ricorso-stellavane" },
      ],
      [
        "reddit-artificial",
        "4 19:30",
        "Italy has the most famous dubbing industry in the world and an AI lab that trained on it. This was always going to end in court",
        "Italians grew up hearing the same five voices for every Hollywood star. Of course they recognised them in the demo.",
      ],
      [
        "mastodon",
        "5 09:00",
        "somewhere an italian voice actor is dubbing the complaint into english",
        "for free, for once, out of spite",
      ],
    ],
  },
  {
    story: "b-cnpd-lusovia-voice-analysis-order",
    items: [
      [
        "google-news-ai-policy",
        "3 11:00",
        "CNPD ordena à Lusovia que suspenda a análise de voz por IA nas chamadas de clientes - Público",
        "A Comissão Nacional de Proteção de Dados deu 30 dias à seguradora para deixar de analisar emoções e sinais de fraude nas vozes dos clientes sem consentimento explícito.",
      ],
      [
        "google-news-ai-policy",
        "3 14:00",
        "Portugal's data regulator orders insurer to stop AI voice analysis of customer calls - IAPP",
        "The CNPD found that Lusovia Seguros scored callers' stress and 'deception likelihood' in claims calls, processing biometric data with no valid legal basis.",
      ],
      [
        "hackernews",
        "3 15:00",
        "Portuguese regulator bans an insurer's 'emotion detection' on claims calls",
        "",
        { url: "https://www.cnpd.pt/comunicacao-publica/noticias/deliberacao-lusovia" },
      ],
      [
        "reddit-artificial",
        "3 18:00",
        "Your insurer may be scoring your mood when you call about a claim. Portugal just told one to stop",
        "The 'deception likelihood' score fed into which claims got a manual review. People who sounded stressed got investigated more. Who sounds calm calling about a burst pipe?",
      ],
      ["mastodon", "3 20:00", "press 1 if you are calm", "press 2 if the computer has decided you are lying"],
      [
        "reddit-machinelearning",
        "4 09:00",
        "[D] The CNPD's Lusovia decision more or less calls voice emotion recognition unreliable. Is that fair?",
        "The decision cites the insurer's own validation: 61% agreement with human raters on 'stress'. Curious whether anyone here has seen numbers that would survive a regulator.",
      ],
    ],
  },
  {
    story: "b-tokyo-court-hoshiyomi-ruling",
    items: [
      [
        "google-news-ai-policy",
        "3 08:00",
        "生成AIの画像サービスに著作権侵害を認定 東京地裁、キャラクターの出力差し止め命じる - 日本経済新聞",
        "東京地裁は、画像生成サービス「ホシヨミ」が利用者の指示で人気漫画のキャラクターとほぼ同一の画像を出力したとして、出版社の請求を一部認め、約2200万円の賠償を命じた。",
      ],
      [
        "google-news-ai-policy",
        "3 10:30",
        "Tokyo court finds AI image service Hoshiyomi liable for reproducing manga characters - Kyodo",
        "The court ordered the service to block prompts that produce the publisher's characters and to pay about ¥22 million, while leaving untouched the question of whether training on the works was lawful.",
      ],
      [
        "hackernews",
        "3 11:00",
        "Tokyo District Court: AI image service liable for character outputs, must block prompts",
        "",
        { url: "https://ip-law-japan.example/hoshiyomi-judgment" },
      ],
      [
        "reddit-artificial",
        "3 14:00",
        "Japan was supposed to be the country where AI training is legal. The Hoshiyomi ruling is about outputs though",
        "Article 30-4 still lets you train. What the court said is that if users type a character's name and get that character, the service is the one copying.",
      ],
      [
        "reddit-machinelearning",
        "3 17:00",
        "[D] Reading the Hoshiyomi judgment: Japan's training exception survives, output filtering becomes mandatory",
        "The interesting bit is the remedy: a prompt block list plus an output similarity check, audited twice a year. That's an engineering spec in a court ruling.",
      ],
      ["mastodon", "3 19:00", "japan: you may train on anything", "also japan: you may not draw that guy"],
    ],
  },
  {
    story: "b-oaic-wattlebird-scribe-determination",
    items: [
      [
        "google-news-ai-policy",
        "4 02:00",
        "Privacy commissioner finds AI scribe company broke the law by keeping consult recordings overseas - ABC News",
        "The determination says Wattlebird Health kept full audio of GP consultations in US data centres for 'model improvement' without telling patients, contrary to its own privacy policy.",
      ],
      [
        "google-news-ai-policy",
        "4 05:00",
        "OAIC orders Wattlebird Health to delete stored patient audio and notify clinics - iTnews",
        "The company has 60 days to delete recordings kept beyond the note-writing step and to write to about 2,100 clinics using the product.",
      ],
      [
        "hackernews",
        "4 07:00",
        "Australian privacy regulator rules against AI medical scribe over offshore audio",
        "",
        { url: "https://www.oaic.gov.au/privacy/privacy-decisions/determinations/wattlebird-health" },
      ],
      [
        "reddit-artificial",
        "4 09:00",
        "My GP uses Wattlebird. Turns out the recordings were kept in the US 'for model improvement'",
        "The consent form at my clinic said audio is deleted once the note is written. The regulator found it wasn't. I'm asking my GP to switch it off.",
      ],
      ["mastodon", "4 10:30", "the ai scribe wrote everything down", "that was, it turns out, the problem"],
      [
        "stackexchange",
        "4 22:00",
        "Is region pinning of clinical audio enough after the OAIC's Wattlebird decision?",
        "We build a dictation feature for Australian clinics. Our vendor stores audio in Sydney but runs transcription in Singapore. Does APP 8 treat transient processing overseas as disclosure?",
      ],
    ],
  },
  {
    story: "b-quorndon-section-230-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 20:00",
        "Judge says Section 230 doesn't shield an AI chatbot's invented claims about a contractor - Law.com",
        "A federal judge in Atlanta denied Quorndon AI's motion to dismiss, finding that text its assistant composed was the company's own content, not information provided by another user.",
      ],
      [
        "hackernews",
        "2 21:00",
        "Court: Section 230 does not cover text an AI model generates itself",
        "",
        { url: "https://docket-reader.example/quorndon-order" },
      ],
      [
        "google-news-ai-policy",
        "3 01:00",
        "AI company can't use Section 230 to escape defamation suit, federal court rules - Bloomberg Law",
        "The plaintiff, a roofing contractor, says Quorndon's assistant told users he had been convicted of insurance fraud; he has never been charged with anything.",
      ],
      [
        "reddit-artificial",
        "3 07:00",
        "A chatbot told people a roofer was convicted of fraud. He wasn't. Judge says the company can't hide behind 230",
        "Seems obviously right to me? The model wrote the sentence. Nobody else said it.",
      ],
      ["mastodon", "3 09:30", "publisher or platform?", "the court went with 'author'"],
      [
        "techcrunch-ai",
        "3 12:00",
        "Quorndon loses its bid to toss a defamation suit over its assistant's answers",
        "The ruling is one of the first to reach the Section 230 question for generated text; Quorndon says it will ask the appeals court to weigh in before trial.",
      ],
    ],
  },
  {
    story: "b-amsterdam-court-hoverwijk-optout-ruling",
    items: [
      [
        "google-news-ai-policy",
        "1 10:00",
        "Rechter: AI-crawler Hoverwijk had opt-out van nieuwsuitgevers moeten respecteren - NOS",
        "De rechtbank Amsterdam oordeelt dat een voorbehoud in robots.txt geldt als machineleesbare opt-out voor tekst- en datamining. Hoverwijk Data moet de verzamelde artikelen verwijderen.",
      ],
      [
        "google-news-ai-policy",
        "1 13:00",
        "Dutch court says robots.txt opt-out binds AI data firm - Reuters",
        "Hoverwijk Data, which sells training datasets, argued robots.txt was a technical convention and not a legal reservation under the EU's text-and-data-mining exception; the court disagreed.",
      ],
      [
        "hackernews",
        "1 14:00",
        "Dutch court rules robots.txt is a valid opt-out from text-and-data mining",
        "",
        { url: "https://uitspraken.rechtspraak.nl/details?id=ECLI:NL:RBAMS:2027:0113" },
      ],
      [
        "lobsters",
        "1 16:00",
        "What the Hoverwijk ruling means for TDM reservations in robots.txt",
        "",
        { url: "https://crawlerlaw.example/hoverwijk" },
      ],
      [
        "reddit-machinelearning",
        "1 18:00",
        "[N] Amsterdam court orders a dataset company to delete news articles it crawled despite robots.txt",
        "If this holds, 'we respected robots.txt' becomes a legal requirement in the EU, not a courtesy. Anyone building EU-facing crawls should read the part about crawls done before the opt-out was added.",
      ],
      ["mastodon", "1 20:00", "robots.txt, thirty-odd years old", "finally gets a lawyer"],
    ],
  },
];
