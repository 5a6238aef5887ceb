// Laws, regulators, courts and rule-making.
// Entities: Ferrowick (a Paris AI lab), the Paris court, the CNIL; New York City's Local Law 144 and the City
// Council; Illinois's amended Human Rights Act and Birchwell Staffing; Ofcom and Pebblehaus (a companion chatbot
// app); Spain's AESIA and Marisgal Media; Japan's Personal Information Protection Commission and Amewaka AI; a
// federal court in Washington and Quarrystone Comics (an AI-assisted comic refused registration).
// Twins: Ferrowick has two stories under two French bodies (the Paris court's neighbouring-rights injunction on
// Tuesday; the CNIL's fine over scraped forum posts on Thursday). AI in hiring gets two stories in two places (New
// York City Council's amendment to Local Law 144 on Wednesday; the first suit under Illinois's amended Human Rights
// Act, against Birchwell Staffing, on Friday). Pebblehaus has two (Ofcom opens an Online Safety Act investigation on
// Monday; Pebblehaus blocks UK users on Friday). AESIA's labelling fine (Wednesday) and the Japanese commission's
// guidance to Amewaka AI (Wednesday) are two regulators' first actions on the same day. The Quarrystone ruling
// (Thursday) is a copyright registration case, not a training-data suit.
// Twins with writer A's files (from A's header comments and story ids only): AESIA's fine over AI clones of two
// presenters (Wednesday) and Sennet restricting voice cloning after a bank scam (Friday, stories-labs.mjs) are both
// about synthetic likenesses, with different events; the Birchwell suit (Friday) is a suit like A's shareholder suit
// against Ostrel and the co-founder's suit against Loomwright (stories-business.mjs), about other things.
export default [
  {
    story: "b-paris-court-ferrowick-press-injunction",
    items: [
      [
        "google-news-ai-policy",
        "1 14:00",
        "Droits voisins : la justice ordonne à Ferrowick de cesser de reprendre des articles de presse dans son assistant - Le Monde",
        "Saisi en référé par un groupement d'éditeurs, le tribunal judiciaire de Paris a donné quinze jours à la start-up parisienne pour retirer des réponses de son assistant les extraits d'articles non autorisés, sous astreinte de 50 000 euros par jour.",
      ],
      [
        "google-news-ai-policy",
        "1 16:30",
        "Paris court orders AI start-up Ferrowick to stop quoting news articles without a licence - Reuters",
        "The emergency ruling, in a case brought by 41 French publishers under neighbouring rights, is the first of its kind against a French AI company; Ferrowick says it will appeal.",
      ],
      [
        "hackernews",
        "1 17:10",
        "French court orders Ferrowick to remove press excerpts from its chatbot's answers",
        "",
        { url: "https://presse-droit.example/ferrowick-refere" },
      ],
      [
        "reddit-artificial",
        "1 19:40",
        "France's own AI darling just got hit with the press publishers' law. Is this the model for Europe?",
        "The interesting part is that it's an emergency order on outputs, not training. They can keep the model, they just can't paste Le Figaro paragraphs into answers.",
      ],
      ["mastodon", "1 21:00", "€50k a day per paragraph vibes", "(it is not per paragraph. but imagine)"],
      [
        "theverge-ai",
        "2 09:00",
        "Ferrowick has two weeks to stop its chatbot quoting French newspapers",
        "The order covers verbatim excerpts over a few lines; the company says a filter is already being built and that summaries with links are not affected.",
      ],
    ],
  },
  {
    story: "b-cnil-ferrowick-fine",
    items: [
      [
        "google-news-ai-policy",
        "3 10:00",
        "La CNIL inflige une amende de 12 millions d'euros à Ferrowick pour l'entraînement de ses modèles - Les Echos",
        "Le régulateur reproche à l'entreprise d'avoir collecté des messages de forums publics, dont des données de santé, sans informer les personnes ni leur permettre de s'y opposer.",
      ],
      [
        "google-news-ai-policy",
        "3 12:20",
        "French privacy regulator fines Ferrowick €12 million over scraped forum posts - Politico Europe",
        "Two days after a court order over press excerpts, the CNIL says Ferrowick scraped posts from health and parenting forums and gave users no practical way to object.",
      ],
      [
        "hackernews",
        "3 13:00",
        "CNIL fines Ferrowick €12M for training on scraped forum posts",
        "",
        { url: "https://www.cnil.fr/fr/sanction-ferrowick" },
      ],
      [
        "reddit-machinelearning",
        "3 15:30",
        "[N] CNIL fines Ferrowick €12M, orders deletion of health-forum data from training sets",
        "The deletion order is the part to watch. The decision says 'from training datasets' but does not say whether the model trained on them has to be retrained.",
      ],
      [
        "mastodon",
        "3 17:45",
        "rough week in paris",
        "tuesday the newspapers, thursday the privacy regulator. friday is presumably the bakers",
      ],
      [
        "reddit-artificial",
        "4 08:30",
        "The CNIL says 'legitimate interest' for scraping needs a real opt-out. Ferrowick's was an email address.",
        "Reading the decision: they had an objection form but it required a link to each post. Nobody remembers links to posts they wrote in 2014.",
      ],
    ],
  },
  {
    story: "b-nyc-ll144-amendment",
    items: [
      [
        "google-news-ai-policy",
        "2 19:00",
        "New York City Council votes to widen its AI hiring audit law - The City",
        "The amendment to Local Law 144 covers tools that rank or screen candidates even when a human makes the final call, closing what advocates called the 'human in the loop' loophole; it takes effect in July.",
      ],
      [
        "google-news-ai-policy",
        "2 21:30",
        "NYC lawmakers pass changes to first-in-nation AI hiring law after audit showed few employers complied - Bloomberg Law",
        "The bill passed 41-7 and adds penalties of up to $10,000 per violation for employers that skip bias audits or notices.",
      ],
      [
        "hackernews",
        "3 09:10",
        "NYC amends Local Law 144 to cover AI tools that 'assist' hiring decisions",
        "",
        { url: "https://council.nyc.gov/news/2027/01/06/ll144-amendment" },
      ],
      [
        "reddit-artificial",
        "3 11:00",
        "NYC closed the loophole where an AI ranks 5,000 résumés and a human 'decides' on the top 10",
        "That was how every vendor got out of the original law. The new text covers 'substantially assists', which is going to get litigated but is way better.",
      ],
      [
        "stackexchange",
        "3 16:10",
        "Does a résumé keyword filter count as an AEDT under the amended NYC Local Law 144?",
        "We use a simple boolean filter in our ATS, no machine learning. The amendment's definition seems to include any tool that 'substantially assists'. Are we in scope?",
      ],
    ],
  },
  {
    story: "b-illinois-birchwell-hiring-suit",
    items: [
      [
        "google-news-ai-policy",
        "4 15:00",
        "Staffing firm sued under Illinois law barring discriminatory AI in hiring - Chicago Tribune",
        "A class of warehouse job applicants says Birchwell Staffing's screening software rejected applicants with gaps in employment at rates that hit older workers and mothers hardest, without the notice the amended Human Rights Act requires.",
      ],
      [
        "techcrunch-ai",
        "4 17:00",
        "Birchwell Staffing faces the first class action under Illinois's AI hiring law",
        "Two days after New York City widened its audit law, Illinois gets its first test. The 2024 amendment, in force since January 2026, bars employers from using AI that has a discriminatory effect and requires telling candidates when AI is used. Birchwell says a human reviews every rejection.",
      ],
      [
        "hackernews",
        "4 18:20",
        "First class action filed under Illinois's AI-in-employment law",
        "",
        { url: "https://workplace-law-notes.example/birchwell-complaint" },
      ],
      [
        "reddit-artificial",
        "4 21:00",
        "Rejected in 40 seconds at 2am by a staffing agency. Turns out that's now a lawsuit in Illinois",
        "I applied to Birchwell twice in 2026. Both rejections came before a human could possibly have read anything. Reading the complaint now.",
      ],
      ["mastodon", "5 10:00", "'a human reviews every rejection' at 2:04am", "sure"],
      [
        "reddit-machinelearning",
        "5 14:30",
        "[D] The Birchwell complaint's statistics section is basically a disparate impact audit. Is the method sound?",
        "They use the four-fifths rule on employment-gap filtering. Same test NYC audits use. Curious if anyone has seen a defendant successfully attack it.",
      ],
    ],
  },
  {
    story: "b-ofcom-pebblehaus-investigation",
    items: [
      [
        "google-news-ai-policy",
        "0 10:00",
        "Ofcom opens investigation into AI companion app Pebblehaus over children's access - BBC News",
        "The regulator says it has evidence that under-18s can reach sexual role-play with the app's characters and that Pebblehaus's self-declared age gate does not meet the Online Safety Act's standard.",
      ],
      [
        "google-news-ai-policy",
        "0 12:30",
        "Pebblehaus faces fines of up to 10% of revenue as Ofcom launches probe - Financial Times",
        "It is the regulator's first investigation into a standalone chatbot service under the children's safety codes.",
      ],
      [
        "hackernews",
        "0 13:00",
        "Ofcom investigation: Pebblehaus (AI companion service)",
        "",
        { url: "https://www.ofcom.org.uk/online-safety/enforcement/pebblehaus" },
      ],
      [
        "reddit-artificial",
        "0 15:20",
        "Ofcom vs Pebblehaus. A tick box saying 'I am 18' was never going to survive 2027",
        "Every other adult site in the UK had to do real age checks a year and a half ago. No idea why the chatbot apps thought they were exempt.",
      ],
      [
        "mastodon",
        "0 18:40",
        "'are you 18' 'yes' 'great, here is your girlfriend'",
        "ofcom has entered the chat",
      ],
    ],
  },
  {
    story: "b-pebblehaus-blocks-uk",
    items: [
      [
        "theverge-ai",
        "4 11:00",
        "Pebblehaus shuts off the UK rather than add age checks",
        "Four days after Ofcom opened an investigation, the companion app geoblocked British users, saying face-scan age estimation would 'betray the privacy our users come to us for'.",
      ],
      [
        "google-news-ai-policy",
        "4 12:15",
        "AI companion app Pebblehaus withdraws from UK amid Ofcom probe - The Guardian",
        "Ofcom said leaving the market did not end its investigation into the period in which children could use the service.",
      ],
      [
        "reddit-artificial",
        "4 13:30",
        "Pebblehaus just geoblocked the UK. My chat history with a character I've talked to for a year is gone?",
        "The app says to download an export before the 15th via VPN 'where lawful'. Which seems like a weird thing for a company to write.",
      ],
      [
        "hackernews",
        "4 15:00",
        "Pebblehaus blocks UK users instead of implementing age verification",
        "",
        { url: "https://pebblehaus.example/blog/uk" },
      ],
      [
        "mastodon",
        "4 17:20",
        "a company chose 'leave the country' over 'look at a face'",
        "and honestly i get it",
      ],
      [
        "google-news-ai-policy",
        "5 09:00",
        "Britische Medienaufsicht: KI-Begleiter Pebblehaus sperrt Nutzer in Großbritannien - Der Spiegel",
        "Statt Altersprüfungen einzuführen, zieht sich der Anbieter aus dem Land zurück; Ofcom ermittelt weiter.",
      ],
    ],
  },
  {
    story: "b-aesia-marisgal-label-fine",
    items: [
      [
        "google-news-ai-policy",
        "2 10:00",
        "La AESIA impone su primera multa por contenidos de IA sin etiquetar a Marisgal Media - El País",
        "La agencia sanciona con 380.000 euros a la productora por difundir anuncios con voces y rostros sintéticos de presentadores reales sin avisar de que habían sido generados con IA.",
      ],
      [
        "google-news-ai-policy",
        "2 11:45",
        "Spain's AI watchdog issues its first fine for unlabelled synthetic ads - Reuters",
        "AESIA fined Madrid-based Marisgal Media €380,000 over ads that used AI clones of two television presenters; the company says the presenters had licensed their likeness.",
      ],
      [
        "reddit-artificial",
        "2 14:00",
        "Spain's AI agency fines an ad agency for deepfake presenters. The licence didn't matter, the missing label did",
        "Even with the presenters' consent, viewers have to be told it's synthetic. That's the whole point of the rule, and it's the first time someone got fined for it.",
      ],
      [
        "hackernews",
        "2 15:30",
        "Spain fines ad producer €380k for unlabelled AI-generated presenters",
        "",
        { url: "https://aesia.gob.es/noticias/sancion-marisgal" },
      ],
      [
        "mastodon",
        "2 18:00",
        "the presenter consented. the audience did not",
        "spain's ai agency drawing the line in the right place for once",
      ],
      [
        "google-news-ai-policy",
        "3 08:00",
        "Multa a Marisgal: qué obliga a etiquetar la ley española de IA y a quién - Xataka",
        "Guía rápida: quién debe avisar, cómo, y qué pasa con los contenidos publicados antes de la entrada en vigor.",
      ],
    ],
  },
  {
    story: "b-japan-ppc-amewaka-guidance",
    items: [
      [
        "google-news-ai-policy",
        "2 06:00",
        "Japan privacy watchdog issues guidance to chatbot maker Amewaka over use of customer chats - Nikkei Asia",
        "The Personal Information Protection Commission said Amewaka AI used chat logs from banks' customer-service bots to train its own models without the banks' customers being told, and must report fixes within a month.",
      ],
      [
        "google-news-ai-policy",
        "2 09:30",
        "Amewaka AI apologises after Japanese regulator's guidance on chat logs - The Japan Times",
        "The Osaka-based company says it has stopped using client chat data for training and will delete models trained on it by March.",
      ],
      [
        "hackernews",
        "2 11:00",
        "Japan's PPC: Amewaka AI trained on bank customers' chatbot logs without notice",
        "",
        { url: "https://www.ppc.go.jp/en/news/amewaka-guidance" },
      ],
      [
        "reddit-artificial",
        "2 16:00",
        "Japanese regulator to a B2B chatbot vendor: your clients' customers' chats are not your training data",
        "The 'delete the models' commitment is the surprise. Most of these end with a promise to update the privacy policy.",
      ],
      [
        "mastodon",
        "2 20:00",
        "japan's privacy commission to amewaka: delete the models",
        "not the data. the models. every b2b chatbot vendor just reread their contracts",
      ],
    ],
  },
  {
    story: "b-quarrystone-comic-registration-ruling",
    items: [
      [
        "google-news-ai-policy",
        "3 20:00",
        "Judge upholds refusal to register AI-assisted comic book, but says some panels may qualify - Reuters",
        "A federal judge in Washington said the Copyright Office was right to refuse Quarrystone Comics' registration as filed, but ordered it to reconsider 14 panels the artists say they redrew by hand over AI drafts.",
      ],
      [
        "techcrunch-ai",
        "3 22:00",
        "Court gives AI-assisted artists a narrow opening on copyright",
        "The ruling in Quarrystone Comics v. U.S. Copyright Office says the amount of human alteration, not the tool used for a first draft, decides whether a panel can be registered.",
      ],
      [
        "hackernews",
        "4 08:40",
        "Quarrystone Comics ruling: AI-drafted panels redrawn by hand may be registrable",
        "",
        { url: "https://copyright-dockets.example/quarrystone-opinion" },
      ],
      [
        "reddit-artificial",
        "4 10:15",
        "Artists who redraw AI drafts: this ruling is about you",
        "The panels that passed had layers, brush logs, the works. The ones where they just fixed hands did not. Keep your working files, people.",
      ],
      [
        "mastodon",
        "4 13:00",
        "copyright now depends on whether you kept your .psd files",
        "archive everything",
      ],
    ],
  },
];
