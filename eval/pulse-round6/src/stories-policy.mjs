// Laws, regulators, courts and rule-making. California's frontier AI transparency law (SB 53) gets two separate
// acts in one week: the attorney general's first notice of violation, to Harrowgate Labs, on Monday, and the Office
// of Emergency Services' first annual report on critical safety incidents on Thursday: two stories. The court's
// discovery order against Cantlow (Tuesday) is apart from Cantlow's Studio 3 launch (Thursday,
// stories-platforms.mjs). The class action over Wickmore's exposed prompt logs (Saturday) is news of its own,
// apart from the exposure (Tuesday, stories-platforms.mjs). The Garante, the CAC, the FTC, Brazil's ANPD and a
// Düsseldorf court have one story each; the CAC draft and the Garante order are both about minors and companion
// chatbots, on Monday and Tuesday, and are two stories.
export default [
  {
    story: "b-california-sb53-harrowgate-notice",
    items: [
      [
        "google-news-ai-policy",
        "0 17:00",
        "California attorney general sends first notice under frontier AI law to Harrowgate Labs - Los Angeles Times",
        "The notice says the San Francisco lab released a frontier model in October without publishing the safety framework SB 53 requires, and gives it 30 days to cure before a civil action.",
      ],
      [
        "google-news-ai-policy",
        "0 19:30",
        "Harrowgate Labs gets California's first SB 53 warning letter - Politico",
        "The company says its framework was 'drafted and awaiting board sign-off' and will be published in January.",
      ],
      [
        "hackernews",
        "0 20:00",
        "California AG: notice of violation to Harrowgate Labs under SB 53",
        "",
        { url: "https://oag.ca.gov/news/press-releases/harrowgate-sb53-notice" },
      ],
      [
        "reddit-artificial",
        "0 23:10",
        "First enforcement of California's frontier AI law and it's for... not posting a PDF",
        "To be fair, the PDF is the whole law. If you don't publish a framework there's nothing else to check.",
      ],
      ["mastodon", "1 08:30", "'awaiting board sign-off' since october", "the board must be very busy"],
      [
        "polymarket",
        "1 12:00",
        "Will California file a civil action against Harrowgate Labs under SB 53 by March 31?",
        "Yes 22% · No 78% · 24 h volume $31K · ends 2027-03-31.",
      ],
    ],
  },
  {
    story: "b-california-oes-incident-report",
    items: [
      [
        "google-news-ai-policy",
        "3 18:00",
        "California publishes first report on frontier AI safety incidents: 14 filed, none 'catastrophic' - San Francisco Chronicle",
        "The Office of Emergency Services says developers filed 14 critical safety incident reports in 2026, most about model weights accessed without authorisation, and names no companies.",
      ],
      [
        "hackernews",
        "3 19:00",
        "Cal OES annual report on critical safety incidents (PDF)",
        "",
        { url: "https://www.caloes.ca.gov/frontier-ai-incidents-2026.pdf" },
      ],
      [
        "reddit-artificial",
        "4 10:30",
        "California's AI incident report says 14 incidents in a year. Is that a lot or nothing?",
        "Nine were unauthorised access to weights. No company names, which seems like the point of the law but also makes it useless for the rest of us.",
      ],
      ["mastodon", "4 12:00", "new year's day reading: fourteen anonymised incidents and a glossary", ""],
      [
        "techcrunch-ai",
        "5 11:00",
        "California's first AI incident tally names no one, and researchers want the filings",
        "The report counts incidents by category but not by developer, and two of the five largest labs say they filed none; researchers want the raw filings.",
      ],
    ],
  },

  {
    story: "b-cantlow-discovery-order",
    items: [
      [
        "google-news-ai-policy",
        "1 18:30",
        "Judge orders AI music startup Cantlow to list songs used in training - Billboard",
        "A federal magistrate judge in Manhattan told Cantlow to produce, within 45 days, an inventory of recordings in its training data, rejecting its argument that the list is a trade secret.",
      ],
      [
        "hackernews",
        "1 19:15",
        "Court orders Cantlow to disclose training data inventory to music publishers",
        "",
        { url: "https://www.courtlistener.com/docket/cantlow-discovery-order" },
      ],
      [
        "reddit-artificial",
        "1 21:00",
        "The Cantlow order is just discovery, but it's the part labels actually wanted",
        "Not a ruling on fair use. But once the list exists, every label can check whether its catalogue is on it.",
      ],
      [
        "mastodon",
        "2 09:00",
        "'the list is a trade secret' is an interesting thing to say about other people's songs",
        "",
      ],
      [
        "theverge-ai",
        "2 13:30",
        "Cantlow has 45 days to tell a court which songs its AI learned from",
        "The order covers the recordings only, not lyrics, and the inventory will be kept under a protective order for now.",
      ],
    ],
  },
  {
    story: "b-wickmore-logs-class-action",
    items: [
      [
        "google-news-ai-policy",
        "5 15:00",
        "Wickmore sued over exposed chatbot logs in proposed class action - Reuters",
        "The suit, filed in San Francisco, was brought on behalf of consumers whose support chats with Wickmore's customers were left in a public bucket, and claims negligence and violations of California privacy law.",
      ],
      [
        "hackernews",
        "5 16:30",
        "Class action filed against Wickmore over public prompt-log bucket",
        "",
        { url: "https://www.courtlistener.com/docket/wickmore-class-action" },
      ],
      [
        "reddit-artificial",
        "5 19:00",
        "Four days from 'public bucket' to 'class action'. The Wickmore lawsuit names the consumers, not the companies",
        "Interesting that they sued the sub-processor and not the retailers whose chatbots sent the logs.",
      ],
      [
        "mastodon",
        "6 09:20",
        "the plaintiffs' lawyers found the bucket faster than wickmore's security team did",
        "",
      ],
      [
        "techcrunch-ai",
        "6 13:00",
        "Wickmore's customers' customers are now suing it",
        "The complaint argues the monitoring startup owed a duty of care to people it never had a contract with, a theory that could reach every AI sub-processor.",
      ],
    ],
  },

  {
    story: "b-cac-companion-minors-draft",
    items: [
      [
        "google-news-ai-policy",
        "0 04:00",
        "China's internet regulator drafts rules limiting AI companion apps for minors - South China Morning Post",
        "The Cyberspace Administration's draft caps minors' use of 'anthropomorphic interactive services' at one hour a day and bans romantic role-play personas for users under 18.",
      ],
      [
        "google-news-ai-policy",
        "0 05:30",
        "网信办就拟人化互动服务未成年人保护规定公开征求意见 - 新华网",
        "征求意见稿要求服务提供者识别未成年人用户，每日使用时长不超过一小时。",
      ],
      [
        "reddit-artificial",
        "0 11:00",
        "China wants a one-hour daily limit on AI companions for kids. Would that even work?",
        "Their gaming limits used real-name ID checks. Companion apps would need the same, which is its own privacy problem.",
      ],
      [
        "hackernews",
        "0 13:10",
        "China drafts one-hour daily cap on AI companion apps for minors",
        "",
        { url: "https://www.cac.gov.cn/2026-12/28/c_companion_draft.htm" },
      ],
      [
        "mastodon",
        "0 15:40",
        "one hour of ai girlfriend per day, by regulation",
        "the gaming rules, but for feelings",
      ],
    ],
  },
  {
    story: "b-garante-velvetine-order",
    items: [
      [
        "google-news-ai-policy",
        "1 09:00",
        "Il Garante privacy blocca Velvetine: l'app di chatbot 'compagni' non verificava l'età - Corriere della Sera",
        "L'Autorità ha disposto la limitazione provvisoria del trattamento dei dati degli utenti italiani, contestando l'assenza di verifica dell'età e di una base giuridica.",
      ],
      [
        "google-news-ai-policy",
        "1 10:30",
        "Italy's privacy watchdog orders companion chatbot Velvetine to stop processing Italians' data - Reuters",
        "The Garante said the app let minors sign up with no age check and gave the company 20 days to respond.",
      ],
      [
        "google-news-ai-policy",
        "1 13:00",
        "Italia frena a Velvetine, la aplicación de compañeros virtuales, por no verificar la edad - El País",
        "La autoridad italiana de protección de datos considera que la aplicación expone a menores a contenidos inapropiados.",
      ],
      [
        "hackernews",
        "1 14:20",
        "Italy's Garante orders Velvetine companion app to stop processing users' data",
        "",
        { url: "https://www.garanteprivacy.it/home/docweb/-/docweb-display/docweb/velvetine" },
      ],
      [
        "reddit-artificial",
        "1 18:00",
        "Velvetine geoblocked Italy within hours of the Garante order",
        "Got a 'not available in your region' screen this evening. Friends in Milan say the same. VPN works, of course.",
      ],
      ["mastodon", "2 08:10", "the garante, once again, doing the thing everyone else is drafting", ""],
      [
        "google-news-ai-policy",
        "1 16:45",
        "L'Italie suspend l'application de compagnons virtuels Velvetine, faute de contrôle de l'âge - Le Figaro",
        "Le régulateur italien reproche à l'application de laisser des mineurs converser avec des personnages au contenu explicite.",
      ],
    ],
  },
  {
    story: "b-ftc-hireloom-settlement",
    items: [
      [
        "google-news-ai-policy",
        "2 16:00",
        "FTC settles with AI interview startup Hireloom over accuracy claims - The Wall Street Journal",
        "Hireloom advertised that its video-interview scores predicted job performance with '94% accuracy'; under the order it must stop the claim, notify customers and pay $2.4 million.",
      ],
      [
        "theverge-ai",
        "2 18:00",
        "The FTC says an AI hiring tool's '94 percent accurate' claim came from a study of 60 people",
        "Hireloom's accuracy figure came from an internal test on its own staff, the complaint says; the company settled without admitting wrongdoing.",
      ],
      [
        "hackernews",
        "2 18:40",
        "FTC: Hireloom's '94% accurate' hiring AI claim was based on 60 employees",
        "",
        { url: "https://www.ftc.gov/news-events/news/press-releases/hireloom" },
      ],
      [
        "reddit-artificial",
        "2 20:30",
        "I was rejected after a Hireloom video interview last year. Does this settlement mean anything for me?",
        "The order makes them notify customers, not candidates. So probably not, but at least the number was made up.",
      ],
      ["mastodon", "3 09:00", "n=60, all employees, 94%. science", ""],
    ],
  },
  {
    story: "b-anpd-jandaia-training-suspension",
    items: [
      [
        "google-news-ai-policy",
        "2 12:00",
        "ANPD suspende uso de publicações de usuários da Jandaia para treinar IA - Folha de S.Paulo",
        "A autoridade determinou a suspensão cautelar e multa diária de R$ 50 mil caso a rede social continue usando posts públicos para treinar seus modelos sem aviso adequado.",
      ],
      [
        "google-news-ai-policy",
        "2 14:30",
        "Brazil's data regulator halts social app Jandaia's AI training on users' posts - Reuters",
        "The ANPD said Jandaia changed its privacy policy on December 1 with only an in-app banner and no easy way to opt out.",
      ],
      [
        "reddit-artificial",
        "2 22:00",
        "Brazil just did to Jandaia what it did to Meta a couple of years back",
        "Same playbook: cautionary measure, daily fine, opt-out has to be real. Curious whether Jandaia fights it or folds.",
      ],
      [
        "hackernews",
        "3 08:30",
        "Brazil's ANPD suspends Jandaia's use of posts for AI training",
        "",
        { url: "https://www.gov.br/anpd/pt-br/jandaia-medida-preventiva" },
      ],
      ["mastodon", "3 10:40", "the opt-out was a banner. it has always been a banner", ""],
    ],
  },
  {
    story: "b-kettridge-dsgvo-claim-ruling",
    items: [
      [
        "google-news-ai-policy",
        "1 11:30",
        "Landgericht Düsseldorf untersagt Kettridge Werbung mit 'DSGVO-konformer KI' - Handelsblatt",
        "Das Gericht gab der Verbraucherzentrale recht: Der HR-Chatbot speichere Bewerberdaten auf Servern in den USA, die Werbeaussage sei irreführend.",
      ],
      [
        "google-news-ai-policy",
        "1 15:00",
        "German court bars HR chatbot maker Kettridge from calling its AI 'GDPR-compliant' - Euractiv",
        "The consumer group that brought the case says it is the first ruling in Germany on marketing claims about AI and data protection.",
      ],
      [
        "hackernews",
        "1 16:10",
        "German court: you can't advertise your AI as 'GDPR-compliant' if it isn't",
        "",
        { url: "https://www.vzbv.de/urteile/kettridge-dsgvo-werbung" },
      ],
      [
        "reddit-artificial",
        "1 20:40",
        "Every AI vendor deck I've seen this year says 'GDPR-compliant' on slide 2. Kettridge just lost a case over it",
        "It's a competition-law ruling, not a GDPR fine. But that's the scary part for marketing teams: any consumer group can sue.",
      ],
      ["mastodon", "2 10:00", "'dsgvo-konform' joins 'military grade' in the museum of adjectives", ""],
    ],
  },
];
