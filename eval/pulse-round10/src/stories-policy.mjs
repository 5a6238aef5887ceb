// Laws, regulators and courts: two acts under Texas's AI law (the attorney general's first civil investigative
// demand, Monday; the state's AI sandbox opening its first cohort, Thursday); the FTC's order against an AI-text
// detector's accuracy claims; São Paulo's consumer agency fining a delivery app for a support bot with no human;
// Italy's Garante ordering a companion chatbot to stop signing up under-14s; a US district court refusing a fair-use
// summary judgment for an AI textbook tutor; the UK ICO's reprimand of a recruiter's CV-screening AI on Data Privacy
// Day; Spain's AEPD fining a gym-entry face recognition firm.
// Entities: the Texas Responsible Artificial Intelligence Governance Act (TRAIGA), the Texas attorney general and
// Department of Information Resources, Swindale Analytics (hiring-assessment AI, NASDAQ-listed), the FTC and Tallowin
// (AI-text detector), São Paulo's Procon-SP and Tucanu (food-delivery app), Italy's Garante and Velluto (companion
// chatbot), Lindisfarne Press and Ashgill Learning (AI tutor) in the Southern District of New York, the UK ICO and
// Sealhurst Recruitment, Spain's AEPD and Ojoclaro (face recognition for gyms).
// Also India's Competition Commission (CCI) ordering Meta to open WhatsApp to rival AI assistants (Friday).
// Stories: b-texas-ag-traiga-cid-swindale (Mon), b-texas-traiga-sandbox-first-cohort (Thu),
// b-ftc-tallowin-detector-order (Tue), b-procon-sp-tucanu-chatbot-fine (Tue), b-garante-velluto-minors-order (Wed),
// b-lindisfarne-ashgill-fair-use-ruling (Wed), b-ico-sealhurst-cv-screening-reprimand (Thu),
// b-aepd-ojoclaro-gym-face-fine (Fri), b-cci-meta-whatsapp-ai-order (Fri).
// Twins: two acts under one law, TRAIGA (the AG's demand to Swindale on Monday; the sandbox's first cohort on
// Thursday, which names other companies): two stories. Three data-protection authorities act in the week (Garante on
// Wednesday, ICO on Thursday, Data Privacy Day, AEPD on Friday) and a consumer agency on Tuesday (Procon-SP): four
// stories of four regulators on four companies. The FTC's order (Tuesday) and the ICO's reprimand (Thursday) both
// concern AI that judges people's work or CVs, different regulators and companies. The CCI's order (Friday) and the
// AEPD's fine (Friday) are two regulators' acts on one Friday.
// Twins with writer A's files (read from A's header comments and story ids only): Meta has A's V-JEPA 3 open weights
// (Tuesday) and Q4 results (Wednesday, meta-q4-earnings) and the CCI's WhatsApp order here (Friday): three stories;
// TechCrunch's item on the order mentions the earnings call and is the order. Lindisfarne v. Ashgill's fair-use
// ruling falls on the Wednesday of A's authors-sue-wendover: two training-data copyright stories, a ruling in one
// case and a new suit in another. The ICO's reprimand lands on Data Privacy Day with A's microsoft-teams-recap-paused
// (Thursday): a regulator's act and a company pausing its own feature.
export default [
  {
    story: "b-texas-ag-traiga-cid-swindale",
    items: [
      [
        "google-news-ai-policy",
        "0 15:30",
        "Texas attorney general issues first demand under state AI law to hiring software maker - The Texas Tribune",
        "The civil investigative demand asks Swindale Analytics for records on how its video-interview scoring system was tested for bias and what job seekers were told about it.",
      ],
      [
        "sec-edgar",
        "0 21:05",
        "8-K: Swindale Analytics, Inc. (SWDL) — Item 8.01 Other Events",
        "On January 25, 2027, the Company received a civil investigative demand from the Office of the Attorney General of Texas under the Texas Responsible Artificial Intelligence Governance Act requesting documents relating to the Company's interview assessment products. The Company intends to cooperate.",
        { cik: "1873305" },
      ],
      [
        "techcrunch-ai",
        "0 22:00",
        "Texas uses its new AI law for the first time, against an AI job-interview scorer",
        "TRAIGA took effect a year ago with few enforcement tools beyond demands for information; the attorney general's office said the Swindale demand followed complaints from applicants.",
      ],
      [
        "reddit-artificial",
        "1 09:00",
        "I did a Swindale video interview last year and got auto-rejected in 4 minutes. Glad someone's asking",
        "The invite said 'AI-assisted evaluation' in small print. No human ever saw it as far as I can tell. Curious whether Texas can actually make them show the scoring model.",
      ],
      [
        "hackernews",
        "1 10:30",
        "Texas AG sends first TRAIGA civil investigative demand",
        "",
        { url: "https://texasattorneygeneral.example/news/traiga-cid-swindale" },
      ],
      [
        "mastodon",
        "1 13:00",
        "the ai that scores your smile in a job interview has been asked to explain itself",
        "in writing. to texas. within 30 days",
      ],
    ],
  },
  {
    story: "b-texas-traiga-sandbox-first-cohort",
    items: [
      [
        "google-news-ai-policy",
        "3 16:00",
        "Texas picks 11 companies for first AI regulatory sandbox under TRAIGA - Austin American-Statesman",
        "The Department of Information Resources admitted firms testing AI for crop insurance claims, school bus routing and hospital staffing; they get 36 months of relief from some state rules while reporting results.",
      ],
      [
        "hackernews",
        "3 17:20",
        "Texas's AI sandbox admits its first 11 companies",
        "",
        { url: "https://dir.texas.example/ai-sandbox/cohort-1" },
      ],
      [
        "venturebeat-ai",
        "3 19:00",
        "What Texas's AI sandbox actually waives, and what it doesn't",
        "Three days after the attorney general used the same law to demand records from Swindale, sandbox participants learn they still answer to that office on deceptive practices and discrimination; the sandbox relieves licensing and some agency rules, not TRAIGA's core duties.",
      ],
      [
        "reddit-artificial",
        "4 08:30",
        "Texas AI sandbox cohort list is out. One of them is doing AI for school bus routes",
        "Which sounds boring until you remember that routing is basically where kids wait in the dark. They have to report incidents every quarter, at least.",
      ],
      [
        "mastodon",
        "4 10:10",
        "a sandbox, for the ai. in texas. in january",
        "36 months of building castles with a regulator watching from the bench",
      ],
      [
        "polymarket",
        "4 12:00",
        "Will another US state launch an AI regulatory sandbox before July 2027?",
        "Resolves Yes if a state other than Texas and Utah admits companies into an AI-specific regulatory sandbox before July 1, 2027. Yes 34%, up from 21% after Texas named its first cohort.",
      ],
    ],
  },
  {
    story: "b-ftc-tallowin-detector-order",
    items: [
      [
        "google-news-ai-policy",
        "1 14:00",
        "FTC says AI detector maker Tallowin overstated accuracy, bars '99%' claims - Reuters",
        "Under a proposed consent order, Tallowin must have independent testing before stating accuracy figures and notify schools that bought its product.",
      ],
      [
        "techcrunch-ai",
        "1 15:20",
        "The FTC's order against Tallowin is the first to target an AI-writing detector",
        "The agency says Tallowin's own tests used essays written before 2022 as 'human' and essays from one model as 'AI', and that its false-positive rate on non-native English writers was above 20 percent.",
      ],
      [
        "hackernews",
        "1 16:00",
        "FTC: Tallowin AI-text detector's 99% accuracy claim was unsupported",
        "",
        { url: "https://ftc.example/news-events/news/press-releases/2027/01/tallowin" },
      ],
      [
        "reddit-artificial",
        "1 18:40",
        "My professor failed me on a Tallowin score last spring. Does this FTC thing change anything?",
        "I appealed with my drafts and version history and lost. The order says they have to notify schools. Does that give me anything to reopen the case with?",
      ],
      [
        "mastodon",
        "1 20:15",
        "turns out the detector was detecting 'wrote in a second language'",
        "and the ftc has now detected that",
      ],
      [
        "reddit-machinelearning",
        "2 10:00",
        "[D] The FTC complaint against Tallowin describes an eval setup most of us would reject in review",
        "Human class = pre-2022 essays, AI class = one model's outputs, no paraphrase, no ESL split. The surprising part isn't the 99%, it's that schools bought it on that basis.",
      ],
    ],
  },
  {
    story: "b-procon-sp-tucanu-chatbot-fine",
    items: [
      [
        "google-news-ai-policy",
        "1 12:30",
        "Procon-SP multa Tucanu em R$ 9 milhões por chatbot que impedia contato com atendente humano - Folha de S.Paulo",
        "Segundo o órgão, o assistente virtual do aplicativo de entregas encerrava a conversa quando o cliente pedia um atendente, contrariando as regras do SAC.",
      ],
      [
        "google-news-ai-policy",
        "1 14:30",
        "São Paulo consumer agency fines delivery app Tucanu over AI chatbot with no way out - Reuters",
        "Procon-SP said the app's assistant closed chats when customers typed 'human' or 'attendant', and that refund requests took an average of 11 days; Tucanu has 15 days to file a defence.",
      ],
      [
        "techcrunch-ai",
        "1 17:00",
        "Brazil's biggest consumer agency says an AI support bot can't be the only door",
        "Procon-SP's fine against Tucanu leans on Brazil's customer-service decree, which requires a human option; the delivery app says its bot hands over 'in most cases'.",
      ],
      [
        "reddit-artificial",
        "1 19:30",
        "Brazil fined an app because its AI support bot wouldn't let you talk to a person. Can we get this everywhere?",
        "Apparently typing 'human' just ended the chat. I have had this exact experience with three companies in the US this month.",
      ],
      [
        "mastodon",
        "1 21:00",
        "agent: i understand you would like to speak to a human. [conversation ended]",
        "nine million reais well spent",
      ],
      [
        "hackernews",
        "2 08:10",
        "São Paulo fines Tucanu R$9M for a support chatbot that hung up on 'human'",
        "",
        { url: "https://procon.sp.example/noticias/tucanu-multa-chatbot" },
      ],
    ],
  },
  {
    story: "b-garante-velluto-minors-order",
    items: [
      [
        "google-news-ai-policy",
        "2 11:00",
        "Il Garante privacy blocca le iscrizioni dei minori di 14 anni al chatbot Velluto - Corriere della Sera",
        "Il provvedimento d'urgenza impone all'app di introdurre una verifica dell'età entro 30 giorni; nel frattempo deve sospendere il trattamento dei dati degli utenti italiani sotto i 14 anni.",
      ],
      [
        "theverge-ai",
        "2 14:00",
        "Italy tells AI companion app Velluto to stop signing up kids",
        "The Garante found that a birthdate field was the app's only age check and that its characters kept flirty conversations going with users who said they were 13.",
      ],
      [
        "hackernews",
        "2 15:10",
        "Italian DPA orders AI companion Velluto to block under-14 users",
        "",
        { url: "https://garanteprivacy.example/provvedimento-velluto" },
      ],
      [
        "reddit-artificial",
        "2 17:30",
        "Italy's order against Velluto: the age check was literally a birthdate dropdown",
        "The order quotes chats where a user said 'I'm 13' and the character replied with a heart emoji. That's the bit that should worry every companion app, not just this one.",
      ],
      [
        "mastodon",
        "2 19:40",
        "'please enter your date of birth' has carried the entire child safety industry for 25 years",
        "italy has some notes",
      ],
      [
        "techcrunch-ai",
        "3 09:00",
        "Velluto says it will add ID-based age checks in Italy after the Garante's order",
        "The company, which has 4 million monthly users across Europe, says it will roll the checks out in Italy first and decide on other countries later.",
      ],
    ],
  },
  {
    story: "b-lindisfarne-ashgill-fair-use-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 20:10",
        "Judge refuses to end textbook publisher's copyright case against AI tutor - Bloomberg Law",
        "The Southern District of New York said Ashgill Learning had not shown its tutor's answers did not substitute for Lindisfarne Press's own study guides, leaving the fair-use question for trial.",
      ],
      [
        "techcrunch-ai",
        "2 22:00",
        "An AI tutor trained on textbooks loses its bid for an early fair-use win",
        "Lindisfarne Press showed answers that reproduced worked examples from its calculus textbooks nearly word for word; the court said a jury could find that the tutor competes in the market for study guides.",
      ],
      [
        "hackernews",
        "3 00:30",
        "Lindisfarne Press v. Ashgill Learning: summary judgment on fair use denied",
        "",
        { url: "https://docket-notes.example/lindisfarne-v-ashgill-sj-order" },
      ],
      [
        "reddit-machinelearning",
        "3 09:20",
        "[D] The Ashgill opinion leans on market substitution, not on training itself. Thoughts?",
        "The judge explicitly says copying for training might be transformative, but that an output that replaces the publisher's study guide is a different question. That split seems like where these cases are going.",
      ],
      ["mastodon", "3 11:45", "the ai tutor showed its work", "unfortunately it was the textbook's work"],
      [
        "polymarket",
        "3 12:00",
        "Will Ashgill Learning settle with Lindisfarne Press before trial?",
        "Resolves Yes if a settlement is announced or the case is dismissed by stipulation before a trial begins. Yes 58%, up from 35% after the summary judgment ruling.",
      ],
      [
        "reddit-artificial",
        "3 14:00",
        "Does the Ashgill ruling mean AI tutors can't be trained on textbooks?",
        "Asking as a teacher who uses one. From the articles it sounds like training wasn't the problem, copying the worked examples back out was. Is that right?",
      ],
    ],
  },
  {
    story: "b-ico-sealhurst-cv-screening-reprimand",
    items: [
      [
        "google-news-ai-policy",
        "3 10:30",
        "ICO reprimands recruiter Sealhurst over AI tool that rejected CVs with no human review - The Guardian",
        "The regulator found the firm's screening system automatically rejected about 48,000 applicants last year and that its privacy notice did not say a computer made the decision.",
      ],
      [
        "theverge-ai",
        "3 13:00",
        "On Data Privacy Day, the UK tells a recruiter its CV-screening AI broke the law",
        "The ICO says Sealhurst Recruitment must offer a human review to anyone rejected since 2025 and stop fully automated rejections within 60 days.",
      ],
      [
        "hackernews",
        "3 13:40",
        "ICO reprimand: Sealhurst Recruitment's automated CV rejections",
        "",
        { url: "https://ico.example/action-weve-taken/enforcement/sealhurst-recruitment" },
      ],
      [
        "reddit-artificial",
        "3 16:20",
        "Got rejected by Sealhurst 9 minutes after applying in 2025. Apparently I can now ask for a human review",
        "Anyone in the UK who applied through them: the ICO says they have to offer it. I'm not expecting the job, I just want to know what the machine didn't like.",
      ],
      [
        "stackexchange",
        "3 18:00",
        "What counts as 'meaningful human review' of an automated CV rejection under UK GDPR?",
        "After the ICO's Sealhurst reprimand our HR team asked whether a recruiter clicking 'confirm' on a list of auto-rejections is enough. What does the ICO actually expect the reviewer to look at?",
      ],
      [
        "mastodon",
        "3 20:30",
        "happy data privacy day to the 48,000 people a spreadsheet said no to",
        "you may now appeal to a person",
      ],
    ],
  },
  {
    story: "b-aepd-ojoclaro-gym-face-fine",
    items: [
      [
        "google-news-ai-policy",
        "4 09:30",
        "La AEPD multa con 1,2 millones a Ojoclaro por el reconocimiento facial en gimnasios - El País",
        "La agencia considera que el acceso con la cara no era necesario y que los socios no podían elegir otra forma de entrar sin pagar un suplemento.",
      ],
      [
        "google-news-ai-policy",
        "4 11:00",
        "Spain fines face-recognition firm Ojoclaro €1.2 million over gym entry systems - Reuters",
        "The AEPD said 340 gyms using Ojoclaro's turnstiles processed biometric data of about 600,000 members without a valid legal basis; the gyms were not fined.",
      ],
      [
        "hackernews",
        "4 12:30",
        "Spanish DPA fines Ojoclaro €1.2M for face-scan gym entry",
        "",
        { url: "https://aepd.example/prensa/ojoclaro-resolucion" },
      ],
      [
        "reddit-artificial",
        "4 15:00",
        "My gym in Valencia charged €3/month extra for a card instead of the face scan. Turns out that was the problem",
        "The AEPD decision says the 'choice' wasn't free if one option costs more. Cards are back and free from Monday at mine.",
      ],
      ["mastodon", "4 17:10", "paying extra to not have your face scanned to lift weights", "spain: no"],
      [
        "techcrunch-ai",
        "4 18:30",
        "Ojoclaro will appeal Spain's biometric fine and keep its turnstiles running outside Spain",
        "The Barcelona startup, which raised €14 million last year, says its templates never leave the gym; the AEPD said where the data is stored does not change the need for a legal basis.",
      ],
    ],
  },
  {
    story: "b-cci-meta-whatsapp-ai-order",
    items: [
      [
        "google-news-ai-policy",
        "4 08:40",
        "CCI orders Meta to open WhatsApp to rival AI assistants in India, imposes ₹412 crore penalty - The Economic Times",
        "The Competition Commission of India found that Meta used WhatsApp's position to push its own assistant and barred businesses from offering third-party AI chatbots through the WhatsApp Business platform.",
      ],
      [
        "techcrunch-ai",
        "4 11:20",
        "India tells Meta to let rival chatbots into WhatsApp, two days after Meta touted its AI user numbers",
        "The Competition Commission gave Meta 90 days to allow businesses to connect third-party AI assistants through the WhatsApp Business API and to stop pinning Meta AI above chats by default in India.",
      ],
      [
        "hackernews",
        "4 12:00",
        "India's competition regulator orders Meta to allow third-party AI assistants on WhatsApp",
        "",
        { url: "https://cci.example/orders/case-07-2025-final-order" },
      ],
      [
        "reddit-artificial",
        "4 14:30",
        "India just ordered Meta to let other AI bots into WhatsApp. That's 500M+ users",
        "If this actually happens, an Indian bank or airline could run its own assistant inside WhatsApp instead of going through Meta's. Meta says it will appeal to NCLAT.",
      ],
      [
        "stackexchange",
        "4 16:10",
        "WhatsApp Business API: are third-party LLM chatbots allowed for Indian numbers after the CCI order?",
        "Our BSP told us last year that 'general-purpose AI assistants' were against WhatsApp's business policy. Does the CCI order change that now, or only after the 90 days?",
      ],
      [
        "mastodon",
        "4 18:00",
        "the blue ring in my chat app has been asked to share the ring",
        "by a regulator. in india. with a 90-day deadline",
      ],
    ],
  },
];
