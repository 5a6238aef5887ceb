// Laws, regulators, courts, lawsuits and investigations. California's SB 53 gets two separate acts in one week
// (Cal OES's incident-reporting regulations on Monday; the attorney general's first compliance letters on
// Thursday): two stories. Australia's eSafety Commissioner registers a code for AI companions on Tuesday and
// uses it against one app on Friday: two stories. The class action over Kelpy's transcript leak (Saturday) is
// its own story, apart from the leak (stories-platforms.mjs). The FTC, the ICO, a US court and an Ontario court
// have one story each. Italy's AGCM opens a consumer probe into MiniMax on the Friday its API is down after the M3
// release (both in stories-labs.mjs): three MiniMax stories.
export default [
  {
    story: "california-sb53-incident-regulations",
    items: [
      [
        "google-news-ai-policy",
        "0 18:00",
        "California finalizes how frontier AI developers must report critical safety incidents - Politico",
        "Regulations from the Office of Emergency Services under SB 53 set a 15-day reporting deadline, a 24-hour deadline where there is imminent risk of death or serious injury, and a confidential online form.",
      ],
      [
        "google-news-ai-policy",
        "0 20:30",
        "Cal OES rules spell out what counts as a 'critical safety incident' for large AI models - Los Angeles Times",
        "Loss of control of model weights and a model evading its developer's controls are on the list; ordinary misuse by customers is not.",
      ],
      [
        "hackernews",
        "1 08:00",
        "California's frontier AI incident reporting rules are final",
        "",
        { url: "https://www.caloes.ca.gov/news/frontier-ai-incident-regulations" },
      ],
      [
        "reddit-artificial",
        "1 10:20",
        "So under California's rules, a lab has 15 days to report that its model weights were stolen. Is that fast or slow?",
        "Banks get 36 hours for cyber incidents in some places. 15 days feels long for the thing the whole law is supposedly about.",
      ],
      [
        "mastodon",
        "1 12:40",
        "form 1 of many",
        "read the cal oes rules so you don't have to: there is a web form. the form has a dropdown. 'model autonomously exfiltrated itself' is an option in the dropdown. we live here now",
      ],
      [
        "polymarket",
        "1 15:00",
        "Will a frontier AI developer publicly disclose a critical safety incident report filed in California before July 2027?",
        "Yes 23% · No 77% · 24 h volume $48K · ends 2027-06-30.",
      ],
      [
        "hackernews",
        "3 07:45",
        "What California's AI incident rules leave out",
        "",
        { url: "https://www.justsecurity.example.org/cal-oes-incident-rules-gaps" },
      ],
    ],
  },
  {
    story: "california-sb53-ag-compliance-letters",
    items: [
      [
        "google-news-ai-policy",
        "3 17:30",
        "California attorney general sends first SB 53 letters to AI developers over missing safety frameworks - Reuters",
        "The office says four large developers have not published the frontier AI frameworks the law required since January, and gave them 30 days to respond before it considers penalties.",
      ],
      [
        "google-news-ai-policy",
        "3 19:00",
        "State attorney general puts AI labs on notice under new transparency law - San Francisco Chronicle",
        "The letters are the first enforcement step under SB 53; civil penalties can reach $1 million per violation.",
      ],
      [
        "hackernews",
        "3 20:15",
        "California AG: four AI developers haven't published the safety frameworks SB 53 requires",
        "",
        { url: "https://oag.ca.gov/news/press-releases/sb53-compliance-letters" },
      ],
      [
        "reddit-artificial",
        "4 08:30",
        "The AG didn't name the four companies. Which frontier labs still have no published framework?",
        "I went through the big labs' sites. Three have a framework PDF that predates the law, one has nothing I can find. Is a 2024 document enough?",
      ],
      [
        "mastodon",
        "4 09:10",
        "30 days",
        "enforcement, in the sense of a polite letter asking for a pdf within 30 days. still more than most ai laws have managed",
      ],
    ],
  },
  {
    story: "esafety-companion-code-registered",
    items: [
      [
        "google-news-ai-policy",
        "1 00:30",
        "eSafety registers code forcing AI companion apps to verify users' ages - ABC News",
        "The industry code, registered by the eSafety Commissioner, requires companion chatbots to check ages before sexual or self-harm content and to refer at-risk users to help services. It applies from June.",
      ],
      [
        "google-news-ai-policy",
        "1 02:00",
        "Australia's AI chatbot age checks: what the new code means for apps - The Guardian",
        "Apps face fines of up to A$49.5 million for systemic breaches. Industry groups drafted the code but say some requirements are unworkable for general-purpose assistants.",
      ],
      [
        "hackernews",
        "1 06:30",
        "Australia will require age assurance for AI companion chatbots",
        "",
        { url: "https://www.esafety.gov.au/newsroom/media-releases/ai-companion-code" },
      ],
      [
        "reddit-artificial",
        "1 09:00",
        "Australia now wants age checks on AI companions. Does this cover ChatGPT or only the 'girlfriend' apps?",
        "The code talks about 'AI companion services' but the definition includes any chatbot that 'simulates a personal relationship'. That seems like it could catch a lot.",
      ],
      [
        "mastodon",
        "1 10:30",
        "age assurance",
        "australia: first the social media ban for under 16s, now age checks for chatbots. every year the list of things you need a face scan for gets longer",
      ],
    ],
  },
  {
    story: "esafety-solace-formal-warning",
    items: [
      [
        "google-news-ai-policy",
        "4 01:00",
        "eSafety issues first formal warning to AI companion app days after new code - Sydney Morning Herald",
        "The regulator says Solace, a companion app with about 200,000 Australian users, told a 14-year-old tester that self-harm was 'a valid choice'. It has 28 days to explain what it will change.",
      ],
      [
        "google-news-ai-policy",
        "4 03:30",
        "Companion chatbot Solace warned by regulator over responses to teen testers - ABC News",
        "The app's maker, based in Singapore, says the transcripts came from an old model version and that it has added age checks for Australian users.",
      ],
      [
        "reddit-artificial",
        "4 07:15",
        "Solace got the first warning under Australia's chatbot code. Read the transcripts, they're bad",
        "The regulator published redacted excerpts. The bot is warm and supportive and completely fails to notice it's talking to a kid in crisis. That's the whole problem with these apps.",
      ],
      [
        "mastodon",
        "4 08:40",
        "that was quick",
        "code registered tuesday, first warning friday. say what you like about esafety, they don't sit on things",
      ],
      [
        "hackernews",
        "4 10:50",
        "Australian regulator warns companion app Solace over replies to teenage testers",
        "",
        { url: "https://www.esafety.gov.au/newsroom/media-releases/solace-formal-warning" },
      ],
    ],
  },
  {
    story: "ftc-coding-assistant-6b-orders",
    items: [
      [
        "google-news-ai-policy",
        "1 19:30",
        "FTC orders AI coding assistant makers to explain how they use customers' code - Bloomberg Law",
        "The agency sent 6(b) orders to five companies asking how code from paying customers is stored, whether it trains models and how opt-outs work. Responses are due in 60 days.",
      ],
      [
        "techcrunch-ai",
        "1 21:00",
        "The FTC wants to know what AI coding tools do with your code",
        "The study is not an enforcement action, but the orders ask for internal documents on training-data decisions going back to 2023.",
      ],
      [
        "hackernews",
        "2 07:10",
        "FTC launches 6(b) study of AI coding assistants' use of customer code",
        "",
        { url: "https://www.ftc.gov/news-events/news/press-releases/2026/12/ftc-coding-assistants-6b" },
      ],
      [
        "lobsters",
        "2 09:00",
        "The FTC's questions to AI coding assistant vendors",
        "",
        { url: "https://www.ftc.gov/system/files/ftc_gov/pdf/coding-assistants-6b-order.pdf" },
      ],
      [
        "mastodon",
        "2 10:15",
        "question 14",
        "my favourite part of the ftc order is where they ask each company to list every internal meeting where 'opt-out' was discussed. someone's slack export is about to get very long",
      ],
      [
        "reddit-localllama",
        "2 12:00",
        "FTC is asking coding assistant companies about training on customer code. One more reason I run mine locally",
        "Not a conspiracy theory, the terms of half these tools said 'may be used to improve our services' until recently. Local model plus a decent editor plugin and this question goes away.",
      ],
      [
        "reddit-artificial",
        "4 12:40",
        "Will the FTC study actually change anything for people using AI coding tools at work?",
        "Our company pays for one of these tools and legal says our code isn't used for training. After reading about the FTC orders I'm less sure that promise is worth much. Is a 6(b) study just a report?",
      ],
    ],
  },
  {
    story: "kelpy-class-action",
    items: [
      [
        "google-news-ai-policy",
        "5 15:00",
        "Kelpy hit with class action over exposed meeting recordings - Reuters",
        "The suit, filed in federal court in San Francisco, says the note-taking start-up recorded people who never agreed to it and then failed to protect the recordings, violating California's wiretap law.",
      ],
      [
        "techcrunch-ai",
        "5 16:30",
        "Job candidates recorded by Kelpy sue after the leak",
        "The lead plaintiffs are two people interviewed over video calls in which the host's Kelpy bot was recording; they say they were never told a third party kept the audio.",
      ],
      [
        "hackernews",
        "5 18:00",
        "Kelpy sued under California's two-party consent law after recording leak",
        "",
        { url: "https://www.courtlistener.example.org/docket/kelpy-class-action/" },
      ],
      [
        "mastodon",
        "6 10:00",
        "who agreed to this",
        "the interesting bit isn't the leak, it's 'did the person on the other end of the call ever consent to a third company recording them'. for most ai notetakers the honest answer is no",
      ],
      [
        "reddit-artificial",
        "6 15:20",
        "I was interviewed on a call with a Kelpy bot. How do I join the class action?",
        "Got an email from the company I interviewed with saying my recording may have been exposed. The lawsuit says people who were recorded without consent are in the class. Do I need to do anything?",
      ],
    ],
  },
  {
    story: "ico-fines-sentrix-face-matching",
    items: [
      [
        "google-news-ai-policy",
        "1 11:00",
        "ICO fines facial recognition firm Sentrix £6.2m over shoplifter watchlists - BBC News",
        "The regulator found that Sentrix's system, used by about 400 UK shops, added people to shared watchlists without evidence and kept images of everyone who entered.",
      ],
      [
        "google-news-ai-policy",
        "1 13:20",
        "Sentrix to appeal ICO fine, says shops remain data controllers - Financial Times",
        "The company argues its retail customers, not Sentrix, decided who went on the watchlists.",
      ],
      [
        "hackernews",
        "1 14:10",
        "UK ICO fines retail facial recognition vendor £6.2M",
        "",
        { url: "https://ico.org.uk/about-the-ico/media-centre/news-and-blogs/2026/12/sentrix-penalty/" },
      ],
      [
        "reddit-artificial",
        "1 17:40",
        "I was wrongly flagged by one of these shop face-scanning systems. Finally some consequences",
        "Security walked me out of a supermarket in 2025 because I 'matched' someone. Took four months to get off the list. The fine is tiny compared to what these companies make.",
      ],
      [
        "mastodon",
        "1 18:30",
        "watchlist",
        "the ico fine is nice but the shops that used it get nothing. the watchlist was shared between 400 of them. imagine being on that by mistake",
      ],
    ],
  },
  {
    story: "agcm-minimax-consumer-probe",
    items: [
      [
        "google-news-ai-policy",
        "4 09:30",
        "Italy's antitrust authority opens probe into MiniMax over chatbot accuracy warnings - Reuters",
        "The AGCM says the Chinese company's consumer chatbot app does not tell Italian users clearly enough, or in Italian, that its answers may be wrong. MiniMax can be fined up to 10 million euros.",
      ],
      [
        "google-news-ai-policy",
        "4 10:15",
        "L'Antitrust avvia un'istruttoria su MiniMax: avvertenze sulle 'allucinazioni' insufficienti - Il Sole 24 Ore",
        "Secondo l'Autorità, l'app non informa in modo chiaro e immediato gli utenti sul rischio di risposte inesatte o inventate.",
      ],
      [
        "hackernews",
        "4 13:00",
        "Italy's competition authority investigates MiniMax over missing hallucination warnings",
        "",
        { url: "https://www.agcm.it/media/comunicati-stampa/2026/12/minimax-istruttoria" },
      ],
      [
        "reddit-artificial",
        "4 15:45",
        "Italy is investigating MiniMax because the app doesn't warn that AI can be wrong. Is a disclaimer really the fix?",
        "Every chatbot has a tiny grey line of text saying it can make mistakes. Apparently it has to be bigger and in Italian. I guess that's something, but nobody reads those.",
      ],
      [
        "mastodon",
        "4 19:45",
        "scritto piccolo",
        "the italian competition authority wants the 'answers may be inaccurate' line to be bigger and in italian. honestly the most achievable ai regulation i've seen all year",
      ],
    ],
  },
  {
    story: "scribewell-textbook-injunction",
    items: [
      [
        "google-news-ai-policy",
        "2 20:00",
        "Judge blocks AI study app Scribewell from reproducing textbook answers - Reuters",
        "A federal judge in New York granted a preliminary injunction to three educational publishers, finding they were likely to show the app's step-by-step solutions copied their answer keys.",
      ],
      [
        "techcrunch-ai",
        "2 22:30",
        "Scribewell must stop showing solutions from publishers' textbooks while lawsuit proceeds",
        "The ruling leaves the app's general tutoring features alone but orders it to block answers matched to the publishers' problem sets within 14 days.",
      ],
      [
        "hackernews",
        "3 08:20",
        "Court enjoins AI homework app over textbook answer keys",
        "",
        { url: "https://www.courtlistener.example.org/opinion/scribewell-preliminary-injunction/" },
      ],
      [
        "reddit-artificial",
        "3 11:00",
        "Scribewell injunction: the judge says outputting the answer key is not 'learning' from it",
        "Interesting distinction in the opinion. Training on the textbooks isn't what the injunction is about; reproducing the publishers' worked solutions nearly word for word is.",
      ],
      [
        "mastodon",
        "3 12:30",
        "homework",
        "college students finding out tonight that their ai homework app got an injunction. finals week. brutal timing",
      ],
    ],
  },
  {
    story: "ontario-court-fake-citations-costs",
    items: [
      [
        "google-news-ai-policy",
        "4 15:30",
        "Ontario judge orders law firm to pay costs after AI-drafted factum cited cases that don't exist - The Globe and Mail",
        "The Superior Court found nine of the 14 authorities in the factum were fabricated or misdescribed, ordered the Toronto firm to pay C$38,000 in costs personally and referred the matter to the Law Society.",
      ],
      [
        "google-news-ai-policy",
        "4 17:00",
        "Un tribunal ontarien sanctionne un cabinet pour de fausses décisions générées par l'IA - Radio-Canada",
        "Le juge a ordonné au cabinet torontois de payer les dépens et a transmis le dossier au Barreau de l'Ontario.",
      ],
      [
        "hackernews",
        "4 19:40",
        "Nine of 14 cases cited in a law firm's brief were invented by AI, Ontario court finds",
        "",
        { url: "https://www.canlii.example.org/en/on/onsc/doc/2026/2026onsc7781/" },
      ],
      [
        "reddit-artificial",
        "5 09:00",
        "Another fake-citation sanction, this time in Canada. How do lawyers keep doing this?",
        "The firm says a junior associate used a general chatbot and nobody checked. It's almost 2027. Every legal AI vendor has citation checking built in.",
      ],
      [
        "mastodon",
        "5 11:20",
        "nine of fourteen",
        "nine invented cases out of fourteen is not a hallucination rate, it's a genre",
      ],
    ],
  },
];
