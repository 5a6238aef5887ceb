// Laws, regulators and courts. The EU AI Act gets two separate acts in one week (the AI Office's first formal
// request for information to a model provider on Tuesday; a Dutch authority's Article 5 order against an
// emotion-recognition product on Thursday): two stories. The scraping suit against Tessarine is not about Tessaly
// (stories-labs.mjs). Mirefield's class action (Sunday) is news of its own, apart from the paused agent
// (stories-platforms.mjs). The CNIL, the CMA, Korea's decree, India's advisory and a state AG have one story each.
export default [
  {
    story: "b-eu-ai-office-first-rfi",
    items: [
      [
        "google-news-ai-policy",
        "1 09:30",
        "EU AI Office sends its first formal information request to a general-purpose AI provider - Euractiv",
        "The Office asked Kestrune, a Paris model developer, for its training-data summary and systemic-risk assessment within 20 working days, the first use of the power since the GPAI obligations applied.",
      ],
      [
        "google-news-ai-policy",
        "1 11:00",
        "KI-Büro der EU verlangt erstmals Unterlagen von einem Modellanbieter - Handelsblatt",
        "Der französische Entwickler Kestrune muss binnen 20 Arbeitstagen seine Zusammenfassung der Trainingsdaten vorlegen.",
      ],
      [
        "hackernews",
        "1 12:20",
        "EU AI Office issues first request for information under the AI Act",
        "",
        { url: "https://digital-strategy.ec.europa.eu/en/news/ai-office-first-rfi" },
      ],
      [
        "reddit-artificial",
        "1 15:00",
        "So the AI Act finally has teeth? First formal request went to a small French lab, not the big US ones",
        "Kind of interesting they picked the one that published almost nothing about its data. Anyone know what happens if they don't answer in time?",
      ],
      [
        "mastodon",
        "1 16:30",
        "ai office: we would like your training data summary",
        "kestrune: what training data summary",
      ],
      [
        "techcrunch-ai",
        "2 08:00",
        "Why the EU started its AI Act enforcement with a 40-person startup",
        "Officials say the choice followed complaints from rights holders; Kestrune says it will comply and that its summary was 'in preparation'.",
      ],
    ],
  },
  {
    story: "b-dutch-ap-emotion-recognition-ban",
    items: [
      [
        "google-news-ai-policy",
        "3 10:00",
        "Dutch watchdog orders halt to workplace emotion-recognition tool under AI Act ban - Reuters",
        "The Autoriteit Persoonsgegevens said Marlpit's call-centre product inferred employees' emotions from voice, a practice prohibited under Article 5, and gave it two weeks to disable the feature in the EU.",
      ],
      [
        "google-news-ai-policy",
        "3 12:40",
        "AP legt Marlpit verbod op voor emotieherkenning bij werknemers - NOS",
        "Het Britse bedrijf moet de functie binnen twee weken uitschakelen voor Europese klanten.",
      ],
      [
        "hackernews",
        "3 13:10",
        "Netherlands: first enforcement of the AI Act's emotion recognition ban",
        "",
        { url: "https://autoriteitpersoonsgegevens.nl/en/current/marlpit-order" },
      ],
      [
        "reddit-artificial",
        "3 16:00",
        "I worked at a call centre that used voice 'sentiment scores' on agents. Glad someone finally banned it",
        "We got flagged for sounding 'disengaged' on the 9th hour of a shift. The scores went into our reviews.",
      ],
      [
        "mastodon",
        "3 18:20",
        "article 5 finally used for something. on a call centre tool. of course",
        "the prohibited-practices list reads like a product roadmap of 2019",
      ],
      [
        "theverge-ai",
        "4 09:30",
        "The first AI Act ban hit software that scored call-centre workers' moods",
        "Marlpit says it will appeal and that its product measures 'conversation quality', not emotion.",
      ],
    ],
  },
  {
    story: "b-tessarine-scraping-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 20:00",
        "Judge lets publishers' scraping case against AI startup Tessarine go to trial - Bloomberg Law",
        "A federal judge in Delaware refused to dismiss claims that Tessarine ignored robots.txt and paywalls, but threw out the trespass count.",
      ],
      [
        "hackernews",
        "2 21:00",
        "Court denies Tessarine's motion to dismiss in publishers' scraping suit",
        "",
        { url: "https://www.courtlistener.com/docket/tessarine-ruling" },
      ],
      [
        "reddit-artificial",
        "3 08:10",
        "The Tessarine ruling is narrower than the headlines say",
        "Read the opinion: the copyright and DMCA 1201 claims survive, trespass is gone, and the judge explicitly didn't decide fair use. Trial is a year out.",
      ],
      [
        "polymarket",
        "3 10:00",
        "Will Tessarine settle the publishers' scraping lawsuit before July 2027?",
        "Yes 38% · No 62% · 24 h volume $22K · ends 2027-06-30.",
      ],
      ["mastodon", "3 11:45", "robots.txt, now with case law (pending)", ""],
    ],
  },

  {
    story: "b-cnil-fine-pellworth-voice",
    items: [
      [
        "google-news-ai-policy",
        "2 09:00",
        "La CNIL inflige 4 millions d'euros d'amende à Pellworth pour la conservation d'enregistrements vocaux - Le Monde",
        "Le régulateur reproche à l'assistant vocal d'avoir gardé les enregistrements des utilisateurs pendant trois ans pour entraîner ses modèles sans base légale.",
      ],
      [
        "google-news-ai-policy",
        "2 11:30",
        "French privacy regulator fines voice assistant maker Pellworth EUR 4 million - Reuters",
        "CNIL said the company kept voice recordings for up to three years to train speech models and failed to honour deletion requests.",
      ],
      [
        "hackernews",
        "2 13:00",
        "CNIL fines Pellworth €4M over training on retained voice recordings",
        "",
        { url: "https://www.cnil.fr/en/sanction-pellworth" },
      ],
      [
        "reddit-artificial",
        "2 18:00",
        "I asked Pellworth to delete my recordings in 2025. Apparently they didn't.",
        "Got a confirmation email and everything. The CNIL decision says deletion requests were 'marked complete' without deleting training copies.",
      ],
      ["mastodon", "3 09:30", "'marked complete' is doing a lot of work in that CNIL decision", ""],
    ],
  },
  {
    story: "b-cma-coding-assistant-bundling-probe",
    items: [
      [
        "google-news-ai-policy",
        "1 07:00",
        "CMA opens inquiry into bundling of AI coding assistants with cloud contracts - Financial Times",
        "The UK competition regulator will examine whether discounts tied to cloud spending commitments shut out independent coding-assistant makers.",
      ],
      [
        "google-news-ai-policy",
        "1 10:15",
        "UK competition watchdog looks at AI coding tools sold with cloud deals - BBC News",
        "The Competition and Markets Authority has invited comments until 5 February.",
      ],
      [
        "techcrunch-ai",
        "1 14:30",
        "The CMA's coding-assistant inquiry is a gift to the startups that asked for it",
        "Two smaller vendors had complained that enterprise buyers got assistants 'free' with committed cloud spend.",
      ],
      [
        "hackernews",
        "1 15:00",
        "CMA invites comments on AI coding assistant bundling",
        "",
        { url: "https://www.gov.uk/cma-cases/ai-coding-assistants-bundling" },
      ],
      [
        "mastodon",
        "1 18:00",
        "competition law discovers the enterprise agreement",
        "every procurement team already knew",
      ],
    ],
  },

  {
    story: "b-korea-ai-basic-act-decree-amendment",
    items: [
      [
        "google-news-ai-policy",
        "0 06:00",
        "South Korea amends AI Basic Act decree to exempt small developers from labelling rules - Korea Herald",
        "The science ministry's amendment exempts companies with fewer than 50 employees from watermarking requirements for generated images until 2028.",
      ],
      [
        "google-news-ai-policy",
        "0 08:30",
        "과기정통부, AI 기본법 시행령 개정…소규모 기업 표시 의무 유예 - 연합뉴스",
        "직원 50명 미만 기업은 2028년까지 생성 이미지 표시 의무가 유예된다.",
      ],
      [
        "reddit-artificial",
        "0 13:00",
        "Korea just delayed AI image labelling for small companies. Loophole or sensible?",
        "Any company can spin out a 49-person subsidiary to run the image model.",
      ],
      [
        "hackernews",
        "0 14:30",
        "South Korea exempts small AI firms from generated-image labelling until 2028",
        "",
        { url: "https://www.koreaherald.example/ai-basic-act-amendment" },
      ],
      ["mastodon", "1 02:00", "the 49-employee image generation startup is about to become very popular", ""],
    ],
  },
  {
    story: "b-oxlade-deepfake-app-suit",
    items: [
      [
        "google-news-ai-policy",
        "1 18:00",
        "Minnesota attorney general sues 'nudify' app maker Oxlade - Star Tribune",
        "The lawsuit says Oxlade's app generated sexual images of real people, including minors, from uploaded photos and seeks a permanent injunction and civil penalties.",
      ],
      [
        "theverge-ai",
        "1 20:00",
        "A state is suing a nudify app for the first time under its new deepfake law",
        "The complaint cites the app's own ads, which promised to 'undress anyone from one photo'.",
      ],
      [
        "hackernews",
        "1 20:30",
        "Minnesota sues deepfake nudify app under state law",
        "",
        { url: "https://www.ag.state.mn.us/oxlade-complaint" },
      ],
      [
        "reddit-artificial",
        "2 09:00",
        "Good. Now do the app stores that hosted it",
        "The complaint says it was downloadable from both major stores until last month.",
      ],
      ["mastodon", "2 10:00", "the ads quoted in the complaint are exactly as bad as you think", ""],
    ],
  },

  {
    story: "b-mirefield-duplicate-orders-class-action",
    items: [
      [
        "google-news-ai-policy",
        "6 14:00",
        "Shoppers file class action against Mirefield over AI agent's duplicate purchases - Law360",
        "The complaint, filed in the Northern District of California, says the browser maker's agent made unauthorised purchases and seeks refunds of fees and damages.",
      ],
      [
        "theverge-ai",
        "6 16:00",
        "Mirefield is being sued over its shopping agent's triple orders",
        "The plaintiffs argue that an agent acting on a user's card without a confirmation for each retry breaks consumer protection law.",
      ],
      [
        "hackernews",
        "6 17:00",
        "Class action filed against Mirefield over agent duplicate orders",
        "",
        { url: "https://www.courtlistener.com/docket/mirefield-class-action" },
      ],
      [
        "reddit-artificial",
        "6 19:00",
        "Who is liable when an AI agent buys something twice? Mirefield lawsuit will find out",
        "Interesting question: is a retry a new purchase authorisation or the same one?",
      ],
    ],
  },
  {
    story: "b-india-meity-label-advisory",
    items: [
      [
        "google-news-ai-policy",
        "2 05:30",
        "MeitY asks platforms to label AI-generated video within 36 hours of upload - The Hindu",
        "The IT ministry's advisory covers platforms with more than five million Indian users and asks for visible labels and metadata.",
      ],
      [
        "google-news-ai-policy",
        "2 07:00",
        "एआई वीडियो पर 36 घंटे में लेबल लगाएं प्लेटफॉर्म: आईटी मंत्रालय - दैनिक जागरण",
        "पचास लाख से अधिक उपयोगकर्ताओं वाले प्लेटफॉर्म पर लागू।",
      ],
      [
        "reddit-artificial",
        "2 10:00",
        "India's new AI video labelling advisory: 36 hours is both too long and impossible",
        "Too long for a viral deepfake, impossible for detection at YouTube scale.",
      ],
      ["mastodon", "2 12:00", "an advisory, not a rule, with a 36 hour deadline. the indian way", ""],
      [
        "techcrunch-ai",
        "2 14:00",
        "India tells big platforms to label AI video fast, without saying how to detect it",
        "The advisory is not binding, but platforms that ignore it risk losing safe-harbour protections, lawyers say.",
      ],
    ],
  },
];
