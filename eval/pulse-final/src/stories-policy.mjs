// Laws, regulators, courts, lawsuits, settlements and investigations. Korea's AI Basic Act gets two separate
// acts in one week (the science ministry's labelling notice on Tuesday; its extension of the grace period for
// fines on Friday): two stories. Twins of companies in stories-labs.mjs and stories-business.mjs: Google's
// trade-secrets suit against Halcyon (filed Monday, hours after the H3 launch) and the judge's restraining
// order in it (Thursday) are two stories, apart from Halcyon's launch, funding, lease and outage; the tutors'
// class action against Brightpath (Wednesday) is apart from its layoffs (Monday). Italy's Garante, Ireland's
// DPC, the FCC and the SEC have one story each.
export default [
  {
    story: "korea-ai-act-labelling-notice",
    items: [
      [
        "google-news-ai-policy",
        "1 02:00",
        "South Korea finalises rules on labelling AI-generated content - The Korea Herald",
        "A notice under the AI Basic Act requires visible labels on realistic synthetic images, audio and video, and machine-readable watermarks on all generative outputs, from March.",
      ],
      [
        "google-news-ai-policy",
        "1 03:30",
        "과기정통부, 생성형 AI 결과물 표시 고시 확정…내년 3월 시행 - 연합뉴스",
        "딥페이크 등 실제와 구분하기 어려운 결과물에는 눈에 보이는 표시를, 그 밖의 결과물에는 워터마크를 의무화한다.",
      ],
      [
        "hackernews",
        "1 09:15",
        "South Korea will require watermarks on all generative AI output from March",
        "",
        { url: "https://www.koreaherald.com/article/ai-labelling-notice-2026-12" },
      ],
      [
        "reddit-artificial",
        "1 11:40",
        "Korea's new AI labelling rule covers text too. How do you even watermark a paragraph?",
        "Images and video I get. But the notice says 'all outputs' need a machine-readable mark, and text watermarks break the moment someone paraphrases.",
      ],
      [
        "mastodon",
        "1 13:00",
        "watermark everything",
        "korea: every ai output gets a watermark. also korea: the watermark doesn't have to survive copy-paste. compliance theater, now with a decree number",
      ],
    ],
  },
  {
    story: "korea-ai-act-fine-grace-extension",
    items: [
      [
        "google-news-ai-policy",
        "4 02:30",
        "South Korea extends grace period on AI Basic Act fines to 2028 - Reuters",
        "The science ministry said companies will face guidance rather than penalties for another year, citing requests from start-ups and foreign firms.",
      ],
      [
        "google-news-ai-policy",
        "4 04:00",
        "Korea gives AI companies another year before fines under its landmark law - Nikkei Asia",
        "Fines of up to 30 million won were due to start in January; the ministry will instead run on-site consultations.",
      ],
      [
        "hackernews",
        "4 06:10",
        "South Korea pushes AI Basic Act penalties back to 2028",
        "",
        { url: "https://www.reuters.com/technology/south-korea-ai-act-fines-grace-2028-2026-12-10/" },
      ],
      [
        "reddit-artificial",
        "4 10:20",
        "Korea just delayed AI law fines by another year. Is any AI law actually being enforced anywhere?",
        "EU keeps talking about delaying, Colorado delayed, now Korea. Feels like every 'landmark' law comes with a 'starting next year' clause.",
      ],
      [
        "techcrunch-ai",
        "4 12:30",
        "South Korea blinks on AI fines, pushing enforcement of its AI law to 2028",
        "Industry groups had argued that rules on 'high-impact' systems were still unclear, three days after the ministry finalized a separate labelling notice.",
      ],
      [
        "mastodon",
        "4 14:20",
        "enforcement in the future tense",
        "the most stable regulatory regime in ai: one that always starts next year",
      ],
    ],
  },
  {
    story: "garante-fines-amika",
    items: [
      [
        "google-news-ai-policy",
        "0 10:00",
        "Il Garante privacy multa l'app Amika per 4 milioni di euro - Corriere della Sera",
        "Secondo l'Autorità, il chatbot di compagnia non verificava l'età degli utenti e usava le conversazioni per addestrare i modelli senza base giuridica.",
      ],
      [
        "google-news-ai-policy",
        "0 11:30",
        "Italy's privacy watchdog fines AI companion app Amika €4 million - Reuters",
        "The regulator ordered the Berlin-based start-up to add age verification for Italian users within 60 days.",
      ],
      [
        "theverge-ai",
        "0 14:00",
        "Italy fines a popular AI girlfriend app over minors and training data",
        "Amika, which claims 11 million users, trained its models on users' chats and let children sign up with a single tap, the Garante says.",
      ],
      [
        "reddit-artificial",
        "0 16:20",
        "Amika got fined in Italy for training on our chats. I've used it for a year and didn't know",
        "Settings > Privacy had an opt-out buried under 'Improve Amika'. Turned it off today. Probably too late.",
      ],
      [
        "hackernews",
        "0 18:00",
        "Italian DPA fines AI companion app Amika €4M [pdf]",
        "",
        { url: "https://www.garanteprivacy.it/web/guest/home/docweb/-/docweb-display/docweb/10192044" },
      ],
      [
        "mastodon",
        "0 19:10",
        "garante again",
        "the garante fining a chatbot company is basically an italian december tradition at this point",
      ],
    ],
  },
  {
    story: "dpc-linkedin-training-inquiry",
    items: [
      [
        "google-news-ai-policy",
        "1 10:30",
        "Irish regulator opens inquiry into LinkedIn's use of member data to train AI - The Irish Times",
        "The Data Protection Commission will examine whether LinkedIn's legitimate-interest basis covers posts and profile data used for generative models since November.",
      ],
      [
        "techcrunch-ai",
        "1 12:40",
        "LinkedIn faces EU privacy investigation over AI training on user posts",
        "The DPC acted on 14 complaints filed after LinkedIn expanded training to EU members last month; fines under GDPR can reach 4% of Microsoft's relevant turnover.",
      ],
      [
        "hackernews",
        "1 14:10",
        "Ireland's DPC opens inquiry into LinkedIn AI training",
        "",
        { url: "https://www.dataprotection.ie/en/news-media/press-releases/inquiry-linkedin-ireland-2026" },
      ],
      [
        "reddit-artificial",
        "1 18:45",
        "Your LinkedIn thought-leadership posts are training data and now Ireland wants to know if that's legal",
        "Honestly the model is going to be insufferable. 'I'm humbled to announce that I have generated a token.'",
      ],
      [
        "mastodon",
        "2 08:00",
        "agree to disagree",
        "the setting is called 'data for generative ai improvement' and it was on. of course it was on",
      ],
    ],
  },
  {
    story: "fcc-voice-clone-robocall-fine",
    items: [
      [
        "google-news-ai-policy",
        "4 14:00",
        "FCC proposes $9 million fine over AI voice-cloned robocalls - The Hill",
        "The agency says a Florida telemarketer used cloned voices of local news anchors to sell health insurance to 2.4 million people.",
      ],
      [
        "theverge-ai",
        "4 15:30",
        "The FCC wants to fine a telemarketer $9 million for robocalls with cloned newscaster voices",
        "It is the largest penalty the agency has proposed for AI-generated voices since it ruled they count as 'artificial' under the robocall law.",
      ],
      [
        "hackernews",
        "4 17:20",
        "FCC proposes $9M forfeiture for AI voice-clone robocalls",
        "",
        { url: "https://docs.fcc.gov/public/attachments/FCC-26-118A1.pdf" },
      ],
      [
        "reddit-artificial",
        "4 20:00",
        "My grandmother got one of these calls. She thought it was the weather guy from Channel 8",
        "She almost gave them her Medicare number. Glad someone is getting fined, $9M seems low for 2.4 million calls.",
      ],
    ],
  },
  {
    story: "sec-ai-washing-stonebridge",
    items: [
      [
        "google-news-ai-policy",
        "4 19:00",
        "SEC charges investment adviser over claims its trading was run by AI - Bloomberg Law",
        "Stonebridge Quant Partners told clients a 'proprietary deep learning engine' picked its trades; the SEC says two analysts did it with spreadsheets.",
      ],
      [
        "techcrunch-ai",
        "4 20:15",
        "The SEC's latest 'AI washing' case: a fund whose AI was two analysts and Excel",
        "Stonebridge agreed to pay $6.5 million without admitting or denying the findings and to hire an independent compliance consultant.",
      ],
      [
        "hackernews",
        "4 21:00",
        "SEC: Stonebridge's 'deep learning engine' was two analysts and a spreadsheet",
        "",
        { url: "https://www.sec.gov/newsroom/press-releases/2026-231" },
      ],
      [
        "mastodon",
        "5 08:40",
        "artisanal inference",
        "to be fair to stonebridge, two analysts and excel is a mixture of experts",
      ],
      [
        "reddit-artificial",
        "5 12:10",
        "A fund got fined $6.5M for saying it used AI when it didn't. How many startups would survive this standard?",
        "Half the 'AI-powered' pitch decks I see are a GPT wrapper, a quarter aren't even that.",
      ],
    ],
  },
  {
    story: "clearframe-bipa-settlement",
    items: [
      [
        "google-news-ai-policy",
        "2 16:00",
        "Clearframe to pay $38 million to settle Illinois biometric privacy suit - Chicago Tribune",
        "The face-search start-up will delete faceprints of Illinois residents and stop selling to private companies in the state.",
      ],
      [
        "theverge-ai",
        "2 17:00",
        "Face search company Clearframe settles for $38 million and leaves Illinois",
        "The settlement covers anyone in Illinois whose photo was scraped into its database since 2021; claims open in February.",
      ],
      [
        "reddit-artificial",
        "2 19:10",
        "Clearframe settlement: Illinois residents can claim, probably ~$40 each",
        "Math from the filing: $38M minus fees, divided over a class they estimate at 600k claimants. Not much, but the deletion order is the real win.",
      ],
      [
        "hackernews",
        "2 21:30",
        "Clearframe settles Illinois BIPA class action for $38M",
        "",
        { url: "https://www.chicagotribune.com/2026/12/09/clearframe-bipa-settlement/" },
      ],
      [
        "mastodon",
        "3 09:15",
        "bipa",
        "illinois passed one good privacy law in 2008 and it's still doing more work than congress",
      ],
    ],
  },
  {
    story: "google-sues-halcyon",
    items: [
      [
        "google-news-ai-policy",
        "0 20:40",
        "Google sues AI lab Halcyon, alleging founders took training secrets - Reuters",
        "The complaint, filed in federal court in San Jose, says three former Google researchers downloaded internal documents on training infrastructure before leaving to start Halcyon in 2025.",
      ],
      [
        "theverge-ai",
        "0 21:15",
        "Google is suing Halcyon, the lab its own former researchers started",
        "The lawsuit landed a few hours after Halcyon released its H3 model. Google says 14,000 files left with the founders, including code for scheduling training jobs across data centers.",
      ],
      [
        "hackernews",
        "0 21:50",
        "Google LLC v. Halcyon AI, Inc. – complaint [pdf]",
        "",
        {
          url: "https://storage.courtlistener.com/recap/gov.uscourts.cand.471882/gov.uscourts.cand.471882.1.0.pdf",
        },
      ],
      [
        "reddit-artificial",
        "0 23:30",
        "Google filing suit against Halcyon on the same afternoon as their launch is not a coincidence",
        "The complaint was clearly ready for weeks. Filing it on launch day guarantees every H3 article has a second paragraph about stolen code.",
      ],
      [
        "reddit-machinelearning",
        "1 09:00",
        "[D] Google v. Halcyon: can a training recipe even be a trade secret when half of it is in papers?",
        "The complaint lists 'learning-rate schedules and data-mixing ratios'. Most labs publish something close. The scheduler code is a different matter if it was copied.",
      ],
      [
        "mastodon",
        "1 09:30",
        "exhibit a",
        "exhibit a is a git log. every ex-googler just checked what's still in their personal drive",
      ],
      [
        "techcrunch-ai",
        "1 11:00",
        "What Google says Halcyon's founders took, and what it wants a court to do",
        "Google asks for damages and an order barring Halcyon from using the files. Halcyon called the suit 'an attempt to slow down a competitor' and said none of Google's code is in its systems.",
      ],
    ],
  },
  {
    story: "halcyon-trade-secret-order",
    items: [
      [
        "google-news-ai-policy",
        "3 19:30",
        "Judge orders Halcyon to wall off files in Google trade secrets case - Bloomberg Law",
        "The temporary restraining order bars Halcyon from using 212 documents Google identified, but declines to take its H3 model offline.",
      ],
      [
        "techcrunch-ai",
        "3 20:10",
        "Court tells Halcyon to quarantine disputed Google documents, but lets H3 stay up",
        "The judge said Google had not shown the model itself was built with its code, and set a hearing on a preliminary injunction for January 8.",
      ],
      [
        "hackernews",
        "3 20:30",
        "TRO granted in part in Google v. Halcyon",
        "",
        {
          url: "https://storage.courtlistener.com/recap/gov.uscourts.cand.471882/gov.uscourts.cand.471882.38.0.pdf",
        },
      ],
      [
        "polymarket",
        "3 22:00",
        "Will Halcyon's H3 be taken offline by court order before 2027?",
        "Yes 3% (-9 pts in 24 h) · No 97% · 24 h volume $41K · ends 2026-12-31.",
        { eng: 41000 },
      ],
      [
        "reddit-artificial",
        "4 08:30",
        "Read the Halcyon order so you don't have to: H3 isn't going anywhere",
        "They have to lock down 212 files and certify nobody touches them. That's it. Google wanted the model pulled and didn't get it.",
      ],
      [
        "mastodon",
        "4 09:45",
        "quarantine",
        "judge orders the files quarantined. the files were read by a training run in march. your honor, they're in the weights",
      ],
    ],
  },
  {
    story: "brightpath-tutors-class-action",
    items: [
      [
        "google-news-ai-policy",
        "2 16:30",
        "Laid-off Brightpath tutors sue over AI trained on their recorded lessons - The Denver Post",
        "The proposed class action says the company used thousands of hours of session recordings to build the AI that replaced them, without consent or pay.",
      ],
      [
        "theverge-ai",
        "2 17:20",
        "Brightpath's former tutors say they trained their own replacement without knowing it",
        "The lawsuit, filed two days after the company cut 900 jobs, claims contractors were told recordings were for 'quality review'.",
      ],
      [
        "hackernews",
        "2 19:00",
        "Former tutors sue Brightpath Learning over use of lesson recordings for AI training",
        "",
        { url: "https://www.denverpost.com/2026/12/09/brightpath-tutors-lawsuit-ai-training/" },
      ],
      [
        "reddit-artificial",
        "2 21:40",
        "I'm one of the tutors in the Brightpath lawsuit. The contract said 'quality review', nothing about AI",
        "We signed new terms in 2024 that mention 'product improvement' in one line on page 9. The lawyers think that's not consent to build a replacement. We'll see.",
      ],
      [
        "mastodon",
        "3 08:20",
        "consent",
        "'product improvement' on page nine is carrying the entire edtech industry right now",
      ],
      [
        "techcrunch-ai",
        "3 13:00",
        "The Brightpath suit asks who owns the teaching in a recorded lesson",
        "Employment lawyers say the case could set the first rule on whether contractors' recorded work can train the systems that replace them.",
      ],
    ],
  },
];
