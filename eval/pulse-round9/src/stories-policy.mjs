// Laws, regulators and courts: an AI Act ban enforced and a court's refusal to suspend it, a US Senate bill, a chip
// export rule, a competition authority's proposal on AI search summaries, a state voice-likeness ruling, a state
// lawsuit against an AI legal-help app, a charter signed at Davos, the first harmonised standard under the AI Act, a
// consumer groups' complaint about chatbot ads, a government-device ban on a Chinese chatbot.
// Entities: Sweden's IMY and Sallowfield (a Stockholm ad-tech firm inferring traits from faces), the US Senate, the
// US Commerce Department's BIS, the UK CMA and Google, a Tennessee court and Brockhollow Audio (voice ads), the
// Massachusetts attorney general and Thrushcross (AI tenant-help app), a Davos charter on AI agents in payments,
// CEN-CENELEC, BEUC and OpenAI's ChatGPT ads, Taiwan's digital ministry and Moonshot AI's Kimi.
// Twins: Sallowfield has two stories (IMY's order to stop under the AI Act's ban on biometric categorisation,
// Tuesday; the Stockholm administrative court refusing to suspend the order, Friday). The AI Act appears twice with
// two different acts (IMY's order on Tuesday; CEN-CENELEC's first harmonised standard the same Tuesday): two
// stories. The Senate training-data bill (Wednesday) and the Tennessee ELVIS Act ruling (Wednesday) are both about
// what AI may take from people, and are two stories. The CMA's proposal (Thursday) is about Google Search; the BIS
// rule (Thursday) is about chips. Thrushcross's suit (Friday) and the Tennessee ruling are both courts, different
// cases.
// Twins with writer A's files (read from A's header comments and story ids only): BEUC's complaint about ChatGPT's
// ads (Thursday) follows OpenAI's launch of ads in five European countries (Tuesday, `openai-chatgpt-ads-europe` in
// stories-labs.mjs) and is its own story; OpenAI also has A's sidebar bug (Friday) and India deal (Wednesday).
// Taiwan's ban on Kimi for government devices (Friday) follows Moonshot's Kimi K3.5 launch (Wednesday,
// `moonshot-kimi-k3-5-launch`): same company, a government's act two days later. The CMA proposal on AI Overviews
// (Thursday) is Google's, beside A's Gemini 2.5 API retirement (Wednesday) and B's Google Play rule (Tuesday). The
// BIS rule on HBM (Thursday) falls on the day of SK hynix's and Intel's Q4 results and the day before Yunqiao Micro's
// Hong Kong IPO filing (stories-business.mjs), and is about none of them. The Senate bill and the ELVIS Act ruling
// (Wednesday) come a day before Stourby's illustrators' suit (Thursday, stories-labs.mjs): rights holders against AI
// three ways. The Davos charter (Wednesday) is the same day as Anthropic's hiring study released at Davos
// (stories-labs.mjs).
export default [
  {
    story: "b-imy-sallowfield-biometric-order",
    items: [
      [
        "google-news-ai-policy",
        "1 09:00",
        "IMY förbjuder Sallowfield att dra slutsatser om känsliga egenskaper från ansiktsbilder - Dagens Nyheter",
        "Integritetsskyddsmyndigheten anser att företagets annonsverktyg kategoriserar människor efter bland annat religion och sexuell läggning, vilket är förbjudet enligt EU:s AI-förordning sedan februari 2025.",
      ],
      [
        "google-news-ai-policy",
        "1 11:30",
        "Swedish regulator orders ad-tech firm Sallowfield to stop inferring religion and sexuality from faces - Reuters",
        "It is one of the first orders under the AI Act's ban on biometric categorisation; Sallowfield has 30 days to comply and says it will appeal.",
      ],
      [
        "techcrunch-ai",
        "1 15:00",
        "Europe's ban on 'biometric categorisation' gets its first real test with Sallowfield",
        "The Stockholm start-up's retail ad screens estimated shoppers' age, mood, religion and orientation from camera frames; the regulator says the last two are banned outright.",
      ],
      [
        "hackernews",
        "1 16:10",
        "Sweden orders an ad-tech company to stop guessing religion and sexual orientation from faces",
        "",
        { url: "https://www.imy.example/nyheter/beslut-sallowfield" },
      ],
      [
        "reddit-artificial",
        "1 19:40",
        "A company was selling ad screens that guess if you're gay from your face, and it took until 2027 for someone to say no?",
        "The AI Act ban has been in force since February 2025. The regulator's decision says the screens were installed in 140 shops. Nobody noticed for two years.",
      ],
      ["mastodon", "2 08:30", "phrenology but make it a digital signage upsell", "good call, sweden"],
    ],
  },
  {
    story: "b-sallowfield-suspension-denied",
    items: [
      [
        "google-news-ai-policy",
        "4 10:30",
        "Förvaltningsrätten avslår Sallowfields begäran om inhibition - Svenska Dagbladet",
        "Domstolen anser inte att företaget har visat att det skulle lida en oåterkallelig skada om förbudet börjar gälla innan överklagandet prövats.",
      ],
      [
        "google-news-ai-policy",
        "4 13:00",
        "Stockholm court refuses to pause AI Act order against Sallowfield while appeal is heard - Politico Europe",
        "The ruling means the company must switch off the contested features by mid-February; it had argued the order would cost it its two largest retail clients.",
      ],
      [
        "hackernews",
        "4 15:40",
        "Court denies Sallowfield's request to suspend the Swedish AI Act order",
        "",
        { url: "https://www.domstol.example/forvaltningsratten-stockholm/sallowfield" },
      ],
      [
        "reddit-artificial",
        "4 18:20",
        "Update on the face-guessing ad screens from Tuesday: Sallowfield lost the bid to keep them running during the appeal",
        "So the features go dark in February regardless. The appeal itself will take months.",
      ],
      [
        "mastodon",
        "5 10:15",
        "'irreparable harm' argued the company whose product was guessing strangers' religion",
        "",
      ],
    ],
  },
  {
    story: "b-senate-training-data-bill",
    items: [
      [
        "google-news-ai-policy",
        "2 15:00",
        "Bipartisan Senate bill would force AI developers to disclose copyrighted training data - The Hill",
        "The Training Data Disclosure Act would require developers of large models to publish a summary of the copyrighted works they trained on and let rights holders request whether their work was used.",
      ],
      [
        "google-news-ai-policy",
        "2 17:30",
        "Senators from both parties introduce AI training-data transparency bill in new Congress - Axios",
        "It is one of the first AI bills of the session; tech industry groups warned it would expose trade secrets.",
      ],
      [
        "theverge-ai",
        "2 19:00",
        "A new Senate bill wants AI companies to tell authors and artists if their work was used",
        "Rights holders could file a request and get an answer within 30 days; companies that ignore requests could be sued.",
      ],
      [
        "hackernews",
        "2 20:10",
        "Training Data Disclosure Act introduced in the Senate",
        "",
        { url: "https://www.congress.example/bill/120th-congress/senate-bill/214" },
      ],
      [
        "reddit-artificial",
        "3 08:40",
        "The Senate training-data bill is basically the EU's training summary with a lawsuit attached",
        "Read the text. The 'summary' part is like the AI Act template. The new part is the individual request with a private right of action, which is what the industry will fight.",
      ],
      [
        "mastodon",
        "3 12:00",
        "dear ai company, was my novel in your training data? yes or no",
        "congress: you now have 30 days to answer. ai company: define 'novel'",
      ],
    ],
  },
  {
    story: "b-bis-hbm-export-rule",
    items: [
      [
        "google-news-ai-policy",
        "3 14:00",
        "US tightens export rules on high-bandwidth memory and AI servers - Reuters",
        "A Commerce Department interim final rule extends licence requirements to HBM stacks sold separately from chips and to assembled AI servers shipped through third countries, effective in 30 days.",
      ],
      [
        "google-news-ai-policy",
        "3 16:20",
        "美国收紧高带宽内存和AI服务器出口管制 - 财新",
        "新规将单独销售的高带宽内存以及经第三国转运的整机服务器纳入许可证要求,业内人士称将影响春节前的出货安排。",
      ],
      [
        "techcrunch-ai",
        "3 18:00",
        "Commerce's new rule closes the HBM loophole in AI chip export controls",
        "Memory makers had been shipping HBM on its own to buyers who paired it with domestically made accelerators; the rule also targets server integrators in Southeast Asia.",
      ],
      [
        "hackernews",
        "3 18:40",
        "BIS interim final rule on HBM and AI server exports",
        "",
        { url: "https://www.federalregister.example/documents/2027/01/21/bis-hbm-servers" },
      ],
      [
        "reddit-machinelearning",
        "3 21:30",
        "[D] What does the new HBM export rule mean for Chinese labs' training plans?",
        "Memory has been the bottleneck for domestic accelerators for a year. If HBM is now licensed separately, the next round of Chinese open models may be trained on a lot less bandwidth.",
      ],
      [
        "polymarket",
        "4 12:00",
        "US adds HBM export licence requirement for all of Southeast Asia by June 30?",
        "Yes 37% (+15 since Thursday) · No 63% · 24 h volume $210K · ends 2027-06-30.",
      ],
      [
        "mastodon",
        "4 15:30",
        "memory is now a munition",
        "my 2019 gpu with its 8 gb of gddr6 feels strangely unthreatening",
      ],
    ],
  },
  {
    story: "b-cma-google-ai-overviews-optout",
    items: [
      [
        "google-news-ai-policy",
        "3 09:30",
        "CMA proposes letting publishers opt out of Google's AI Overviews without leaving search - BBC News",
        "The competition regulator's first proposed conduct requirement for Google Search would oblige it to offer a separate control for AI summaries, and to tell publishers how often their content is used in them.",
      ],
      [
        "google-news-ai-policy",
        "3 11:00",
        "Google faces UK order to give news sites control over AI summaries - Financial Times",
        "Google said the proposal would 'degrade search for British users'; the consultation runs until March.",
      ],
      [
        "theverge-ai",
        "3 13:30",
        "The UK wants Google to let websites say no to AI Overviews and still show up in search",
        "Today publishers can only keep their pages out of AI Overviews by limiting how Google indexes them, which also hurts their normal search results.",
      ],
      [
        "hackernews",
        "3 14:30",
        "UK CMA proposes separate opt-out from Google AI Overviews",
        "",
        { url: "https://www.gov.example/cma-cases/google-search-conduct-requirements" },
      ],
      [
        "reddit-artificial",
        "3 17:10",
        "If the UK forces a separate AI Overviews opt-out, will Google just roll it out everywhere?",
        "Seems easier than running two versions of the crawler rules. Or they'll make it UK-only and dare other regulators to copy it.",
      ],
      [
        "mastodon",
        "3 20:30",
        "robots.txt, 2027 edition",
        "User-agent: Googlebot / Allow: / / Disallow-Summaries-Please-UK-Regulator-Said-So: /",
      ],
    ],
  },
  {
    story: "b-tennessee-elvis-act-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 16:00",
        "Judge rules AI-cloned voice in radio ads violated Tennessee's ELVIS Act - The Tennessean",
        "A Davidson County chancellor found that Brockhollow Audio's ads for car dealers used a synthetic copy of a local singer's voice without consent, in the first ruling under the 2024 law.",
      ],
      [
        "google-news-ai-policy",
        "2 18:30",
        "First court ruling under Tennessee's AI voice law goes against ad studio - Billboard",
        "The court ordered Brockhollow Audio to stop airing the spots and to hand over the voice model and its training recordings; damages will be decided later.",
      ],
      [
        "theverge-ai",
        "2 20:00",
        "A Nashville singer just won the first case under the law that protects voices from AI clones",
        "Brockhollow had argued the voice was 'inspired by' the singer's style and trained on sound-alikes; the judge pointed to the studio's own training files.",
      ],
      [
        "hackernews",
        "2 21:10",
        "First ruling under Tennessee's ELVIS Act: AI voice clone in ads was unlawful",
        "",
        { url: "https://www.tennessean.example/story/2027/01/20/elvis-act-ruling-brockhollow" },
      ],
      [
        "reddit-artificial",
        "3 07:50",
        "The ELVIS Act ruling is interesting because the studio's defence was 'we trained on sound-alikes'",
        "And the court said it doesn't matter what you trained on if the output is recognisably her and you used her name in the brief. Expect every voice-ad shop to rewrite their briefs.",
      ],
      ["mastodon", "3 09:30", "the elvis act has left the building", "with its first win"],
    ],
  },
  {
    story: "b-massachusetts-thrushcross-suit",
    items: [
      [
        "google-news-ai-policy",
        "4 14:30",
        "Massachusetts AG sues AI tenant-help app Thrushcross over 'lawyer-quality' claims - Boston Globe",
        "The complaint says the app told tenants facing eviction that its answers were 'as good as a lawyer', gave wrong filing deadlines, and charged $19 a month while advertising itself as free.",
      ],
      [
        "techcrunch-ai",
        "4 16:00",
        "Thrushcross, an AI legal aid app for renters, is sued by Massachusetts",
        "The attorney general's consumer protection suit cites 41 tenants who missed court deadlines after following the app's advice; Thrushcross says it always told users to confirm dates with the court.",
      ],
      [
        "hackernews",
        "4 17:30",
        "Massachusetts sues Thrushcross, an AI app that advised tenants facing eviction",
        "",
        { url: "https://www.mass.example/news/ag-sues-thrushcross" },
      ],
      [
        "reddit-artificial",
        "4 20:00",
        "The Thrushcross suit: the AI part is almost secondary, it's a subscription trap with a chatbot",
        "Free trial, auto-renew, and then the answers about deadlines were wrong. The 'as good as a lawyer' ad is the thing that'll sink them.",
      ],
      ["mastodon", "5 08:40", "as good as a lawyer", "the lawyer in question: the one suing you"],
    ],
  },
  {
    story: "b-davos-agent-payments-charter",
    items: [
      [
        "google-news-ai-policy",
        "2 10:00",
        "Banks and tech firms sign Davos charter on identifying AI agents that make payments - Reuters",
        "Thirty-one banks, card networks and AI developers committed to mark transactions started by AI agents, cap what agents can spend without a human's confirmation, and settle disputes within ten days.",
      ],
      [
        "google-news-ai-policy",
        "2 12:30",
        "Davos : banques et géants de la tech s'engagent à identifier les paiements faits par des agents IA - Les Echos",
        "La charte, signée en marge du Forum économique mondial, prévoit un marquage des transactions initiées par des agents et un plafond de dépenses sans validation humaine.",
      ],
      [
        "venturebeat-ai",
        "2 15:00",
        "What the Davos agent-payments charter asks of companies building shopping agents",
        "Signatories agree to a shared flag in payment messages and a 'human confirmation' threshold; enterprises building procurement agents will need both by 2028.",
      ],
      [
        "hackernews",
        "2 16:30",
        "Davos charter: transactions initiated by AI agents must be flagged",
        "",
        { url: "https://www.weforum.example/press/2027/01/agent-payments-charter" },
      ],
      [
        "reddit-artificial",
        "2 19:10",
        "The Davos agent charter is voluntary, non-binding, and signed by exactly the companies who'll profit from agents buying things",
        "The spend cap is whatever each bank decides it is. The only concrete bit is the flag in the payment message, which is a decent idea.",
      ],
      [
        "mastodon",
        "3 07:30",
        "davos has agreed that when your robot buys something, the receipt should say a robot bought it",
        "progress",
      ],
    ],
  },
  {
    story: "b-cen-cenelec-first-ai-standard",
    items: [
      [
        "google-news-ai-policy",
        "1 10:00",
        "Europe publishes first harmonised standard under the AI Act, on risk management - Euractiv",
        "CEN and CENELEC released the standard for high-risk AI systems' risk management, months late; companies that follow it once it is cited in the Official Journal will be presumed to comply with that part of the law.",
      ],
      [
        "google-news-ai-policy",
        "1 13:00",
        "KI-Verordnung: Erste harmonisierte Norm zum Risikomanagement veröffentlicht - heise online",
        "Die europäischen Normungsorganisationen legen mit Verspätung die erste Norm für Hochrisiko-KI vor; weitere zu Datenqualität und Genauigkeit sollen bis zum Sommer folgen.",
      ],
      [
        "hackernews",
        "1 15:20",
        "The first AI Act harmonised standard is out (risk management for high-risk systems)",
        "",
        { url: "https://www.cencenelec.example/news/2027-01-ai-risk-management" },
      ],
      [
        "reddit-machinelearning",
        "1 18:30",
        "[D] Anyone in a regulated industry read the new AI Act risk-management standard yet?",
        "We make a triage model for a hospital group. Our quality team is asking whether our existing ISO 14971 process covers it. From the summary, mostly, plus a section on data drift.",
      ],
      [
        "mastodon",
        "2 09:45",
        "the first ai act standard is out and it costs 180 euros to read the law's fine print",
        "harmonised, not free",
      ],
    ],
  },
  {
    story: "b-beuc-chatgpt-ads-complaint",
    items: [
      [
        "google-news-ai-policy",
        "3 10:30",
        "European consumer groups file complaint over ads in ChatGPT answers - Reuters",
        "BEUC and 14 national member groups asked the EU's network of consumer authorities to act, saying sponsored suggestions shown two days earlier in five countries are not clearly separated from the chatbot's answers.",
      ],
      [
        "google-news-ai-policy",
        "3 12:40",
        "Publicité dans ChatGPT : les associations de consommateurs saisissent les autorités européennes - Le Monde",
        "L'UFC-Que Choisir et ses homologues estiment que les suggestions sponsorisées se confondent avec les réponses et demandent une enquête coordonnée.",
      ],
      [
        "theverge-ai",
        "3 15:20",
        "Consumer groups say ChatGPT's new ads look too much like answers",
        "The complaint includes screenshots in which a sponsored product appears inside a list of recommendations with only a small grey label.",
      ],
      [
        "hackernews",
        "3 16:00",
        "BEUC complaint: ChatGPT ads are not clearly distinguishable from answers",
        "",
        { url: "https://www.beuc.example/press-releases/chatgpt-ads-complaint" },
      ],
      [
        "reddit-artificial",
        "3 19:30",
        "Two days from 'ads in ChatGPT in Europe' to 'European consumer complaint about ads in ChatGPT'. Record?",
        "The screenshots in the complaint are damning though. The 'Sponsored' label is smaller than the citation numbers.",
      ],
      ["mastodon", "4 08:50", "the consumer groups would like the ads to look like ads", "radical stuff"],
    ],
  },
  {
    story: "b-taiwan-kimi-government-ban",
    items: [
      [
        "google-news-ai-policy",
        "4 07:30",
        "數位部禁止公務機關使用Kimi 憂資料傳回中國 - 中央社",
        "數位發展部宣布,公務機關及關鍵基礎設施業者不得在公務設備上使用月之暗面的Kimi應用程式與網頁服務,理由是資料可能依中國法律被調取。",
      ],
      [
        "google-news-ai-policy",
        "4 09:40",
        "Taiwan bans government use of Moonshot's Kimi two days after new model's launch - Reuters",
        "The digital ministry said the chatbot's data could be accessed by Chinese authorities; the ban covers civil servants' devices and critical infrastructure operators.",
      ],
      [
        "techcrunch-ai",
        "4 13:20",
        "Taiwan adds Kimi to its list of Chinese AI apps barred from government devices",
        "The order follows a surge in downloads of Moonshot AI's app on the island after this week's model release; ministries have until February 15 to remove it.",
      ],
      [
        "hackernews",
        "4 14:10",
        "Taiwan bars Kimi on government devices",
        "",
        { url: "https://moda.gov.example/en/press/kimi-restriction" },
      ],
      [
        "reddit-artificial",
        "4 17:40",
        "Taiwan banning Kimi for civil servants was inevitable, the only surprise is it took two days",
        "Same thing happened with every Chinese chatbot that went viral. Running a model on your own hardware is the part nobody can ban.",
      ],
      [
        "mastodon",
        "5 09:00",
        "kimi: new model wednesday, banned on taiwan's government laptops friday",
        "fastest product lifecycle in the industry",
      ],
    ],
  },
];
