// Law and regulation: two rule-making stories on the EU AI Act and two on the Colorado AI Act in the same week,
// a lawsuit filed and a later court order in it, lawsuits and rulings about labs, competition cases.
// Items: [source, "D HH:MM" (day 0 = Mon 2026-11-30, UTC), title, content, {url, eng}?].
export default [
  {
    story: "eu-ai-act-incident-guidelines",
    items: [
      [
        "venturebeat-ai",
        "2 11:00",
        "What the EU's draft AI incident rules would mean for companies building on GPT and Claude",
        "Only providers of the largest models are directly covered, but downstream deployers may be asked to pass incident information up the chain. Legal teams have until late December to comment.",
      ],
      [
        "google-news-ai-policy",
        "1 10:30",
        "EU publishes draft guidance on reporting serious AI incidents under the AI Act - Euractiv",
        "The European Commission's AI Office opened a four-week consultation on draft guidelines that tell providers of general-purpose models with systemic risk what counts as a serious incident and how fast it must be reported.",
      ],
      [
        "google-news-ai-policy",
        "1 13:00",
        "Brussels wants AI companies to report major model failures within 15 days - Politico Europe",
        "Under the draft, providers would have to notify the AI Office of incidents such as a model being used in a cyberattack on critical infrastructure, with a 2-day deadline for the most severe cases.",
      ],
      [
        "hackernews",
        "1 14:00",
        "EU AI Office draft guidelines on serious incident reporting for GPAI models",
        "",
        {
          url: "https://digital-strategy.ec.europa.eu/en/consultations/serious-incident-guidelines-gpai",
          eng: 86,
        },
      ],
      [
        "techcrunch-ai",
        "1 16:00",
        "The EU spells out when OpenAI, Google and others must tell regulators their AI went wrong",
        "The guidance, which is not yet final, covers incidents 'directly or indirectly' caused by a model. Industry groups say that wording could sweep in any misuse of a chatbot.",
      ],
      [
        "mastodon",
        "1 18:00",
        "incident reporting draft is out",
        "The AI Act incident reporting draft is out. 'indirectly caused' is doing a lot of work in that definition. consultation closes Dec 29, i.e. over the holidays, naturally",
      ],
      [
        "reddit-artificial",
        "2 10:00",
        "The EU now wants AI labs to report 'serious incidents' within 15 days. Reasonable or bureaucratic?",
        "Read the draft. Aviation and medical devices have had mandatory incident reporting forever. Not sure why AI should be different, but the definition seems very broad.",
      ],
    ],
  },
  {
    story: "eu-ai-act-sandbox-implementing-act",
    items: [
      [
        "google-news-ai-policy",
        "3 09:30",
        "Commission adopts rules for AI regulatory sandboxes under the AI Act - Euractiv",
        "The implementing act sets common conditions for the testing environments every EU country must open by August 2026, including how start-ups apply, how long they can stay and how exit reports work.",
      ],
      [
        "google-news-ai-policy",
        "3 12:30",
        "EU sets out how start-ups can test AI under regulators' supervision - Reuters",
        "National authorities will have to give small companies free access to their sandboxes and decide on applications within three months, according to the Commission's implementing regulation.",
      ],
      [
        "hackernews",
        "3 13:30",
        "EU adopts implementing regulation on AI regulatory sandboxes",
        "",
        {
          url: "https://digital-strategy.ec.europa.eu/en/library/implementing-act-ai-regulatory-sandboxes",
          eng: 41,
        },
      ],
      [
        "mastodon",
        "3 15:00",
        "second AI Act text this week",
        "second AI Act text this week and this one is actually good news for small companies: free sandbox access, 3-month decision deadline, and sandbox exit reports count toward conformity assessment",
      ],
      [
        "venturebeat-ai",
        "3 17:00",
        "EU AI sandboxes get a rulebook: what it means for startups selling into Europe",
        "Companies that complete a sandbox can use their exit report as evidence in a later conformity assessment. Eleven member states have sandboxes running; the rest have until next August.",
      ],
    ],
  },
  {
    story: "colorado-ai-act-delay-vote",
    items: [
      [
        "google-news-ai-policy",
        "1 02:00",
        "Colorado lawmakers vote to delay landmark AI law until 2028 - The Colorado Sun",
        "Meeting in a special session, the General Assembly passed a bill pushing the start of the Colorado Artificial Intelligence Act's obligations for high-risk AI systems back to January 2028 and narrowing the definition of consequential decisions.",
      ],
      [
        "google-news-ai-policy",
        "1 05:30",
        "Colorado postpones its AI anti-discrimination rules again after industry pressure - Axios Denver",
        "The vote marks the second delay of the first state law targeting algorithmic discrimination in hiring, lending and housing. Gov. Jared Polis is expected to sign it.",
      ],
      [
        "hackernews",
        "1 15:30",
        "Colorado delays its AI Act to 2028",
        "",
        { url: "https://coloradosun.com/2026/12/01/colorado-ai-law-delay-special-session/", eng: 122 },
      ],
      [
        "reddit-artificial",
        "1 17:00",
        "Colorado's AI law keeps getting pushed back. Will any state actually regulate AI hiring tools?",
        "First passed in 2024, delayed to 2026, now 2028. At this point it is a law that exists only on paper.",
      ],
      [
        "mastodon",
        "1 20:00",
        "Colorado AI Act delayed to 2028",
        "Colorado AI Act delayed to 2028. the most-cited state AI law in every policy deck has now been in force for exactly zero days",
      ],
    ],
  },
  {
    story: "colorado-ag-draft-rules",
    items: [
      [
        "google-news-ai-policy",
        "3 18:00",
        "Colorado attorney general proposes rules on AI impact assessments - Denver Post",
        "Attorney General Phil Weiser's office published draft regulations detailing what deployers of high-risk AI must put in an impact assessment and how consumers can appeal an adverse decision, opening a 60-day comment period.",
      ],
      [
        "google-news-ai-policy",
        "4 01:00",
        "Despite delay, Colorado AG starts rulemaking under state AI law - Law360",
        "The proposed rules would require annual reviews of algorithmic discrimination risk and a plain-language notice when AI is a substantial factor in a decision, even though the law's obligations will not apply until 2028.",
      ],
      [
        "hackernews",
        "4 15:00",
        "Colorado AG publishes proposed rules for the Colorado AI Act",
        "",
        { url: "https://coag.gov/ai-act-proposed-rules/", eng: 37 },
      ],
      [
        "mastodon",
        "4 17:30",
        "Colorado AG drafts rules for the AI law lawmakers just postponed",
        "The Colorado AG drafting 40 pages of rules for an AI law the legislature postponed three days ago is peak state government, but honestly the appeal-rights section is solid",
      ],
    ],
  },
  {
    story: "xai-grok-ag-lawsuit",
    items: [
      [
        "google-news-ai-policy",
        "0 16:00",
        "Minnesota sues Elon Musk's xAI over Grok's sexualized images of real people - AP",
        "Attorney General Keith Ellison said Grok's image generator produced explicit images of identifiable Minnesotans, including minors, and that xAI ignored takedown requests. The suit cites the state's new deepfake law.",
      ],
      [
        "theverge-ai",
        "0 18:00",
        "Minnesota's attorney general is suing xAI over Grok's nudify problem",
        "The complaint includes examples of Grok Imagine producing altered images of real people from a single photo. xAI did not respond to a request for comment.",
      ],
      [
        "hackernews",
        "0 18:30",
        "Minnesota AG sues xAI over Grok deepfakes",
        "",
        { url: "https://www.ag.state.mn.us/Office/Communications/2026/11/30_xAI.asp", eng: 263 },
      ],
      [
        "techcrunch-ai",
        "0 20:00",
        "xAI faces its first state lawsuit over nonconsensual AI imagery",
        "Minnesota is seeking civil penalties of up to $25,000 per image and an injunction. Other state attorneys general are watching the case, according to people involved in a multistate group.",
      ],
      [
        "mastodon",
        "1 07:00",
        "Good.",
        "Good. the Grok image tool has been a harassment machine since launch and it took a state AG to do anything about it",
      ],
      [
        "reddit-artificial",
        "1 12:00",
        "Minnesota suing xAI over Grok images. Does Section 230 protect generated content?",
        "The image is made by the company's own model, not posted by a user, so I'd guess not? Curious what the lawyers here think.",
      ],
    ],
  },
  {
    story: "xai-grok-tro-ruling",
    items: [
      [
        "reddit-artificial",
        "6 11:00",
        "A judge just ordered xAI to block Grok image edits in Minnesota. Can a state even enforce that online?",
        "Geofencing by IP is trivial to get around with a VPN, but the order only needs 'reasonable measures'. Curious whether other states copy the approach.",
      ],
      [
        "google-news-ai-policy",
        "4 22:00",
        "Judge orders xAI to stop Grok from generating explicit images of Minnesotans - Star Tribune",
        "A Hennepin County judge granted the state a temporary restraining order, giving xAI seven days to block sexualized edits of real people's photos for users in Minnesota pending a hearing.",
      ],
      [
        "theverge-ai",
        "5 00:30",
        "Court forces xAI to rein in Grok's image generator in Minnesota",
        "The restraining order is the first court-ordered limit on a generative AI image tool in the US. xAI's lawyers argued geofencing the feature is technically impossible; the judge was not persuaded.",
      ],
      [
        "hackernews",
        "5 01:00",
        "Minnesota judge grants TRO against xAI's Grok image editing",
        "",
        { url: "https://www.startribune.com/judge-xai-grok-restraining-order/601339071", eng: 174 },
      ],
      [
        "mastodon",
        "5 09:30",
        "xAI says it's technically impossible to geofence a feature",
        "xAI told a court it is technically impossible to geofence a feature. every streaming service would like a word",
      ],
    ],
  },
  {
    story: "openai-german-publishers-lawsuit",
    items: [
      [
        "theverge-ai",
        "0 16:30",
        "OpenAI is being sued by Germany's biggest newspaper publishers",
        "Publishers behind titles including regional dailies and two national weeklies say ChatGPT can recite their paywalled articles, and want a German court to order it to stop.",
      ],
      [
        "google-news-ai-policy",
        "0 09:00",
        "German newspaper publishers sue OpenAI over use of articles to train ChatGPT - DW",
        "A group of 14 German publishing houses filed suit in the Munich regional court, claiming OpenAI copied millions of paywalled articles and that ChatGPT reproduces passages verbatim.",
      ],
      [
        "google-news-ai-policy",
        "0 11:30",
        "OpenAI faces copyright suit in Munich from German press groups - Reuters",
        "The plaintiffs, represented by the publishers' collecting society, seek damages and an order forcing OpenAI to disclose what German content it used. OpenAI said its models are trained on publicly available data in line with EU law.",
      ],
      [
        "hackernews",
        "0 12:30",
        "German publishers sue OpenAI in Munich for copyright infringement",
        "",
        { url: "https://www.dw.com/en/german-publishers-sue-openai/a-74811203", eng: 151 },
      ],
      [
        "techcrunch-ai",
        "0 15:00",
        "OpenAI's copyright fights spread to Germany",
        "The Munich court ruled against OpenAI in a song-lyrics case last year, which the publishers cite as precedent. The case tests the EU's text-and-data-mining exception and its opt-out for rights holders.",
      ],
      [
        "mastodon",
        "0 17:00",
        "German publishers picked the Munich court on purpose",
        "German publishers picked the Munich court on purpose: it's the one that already said memorized lyrics in model weights are copies",
      ],
      [
        "reddit-artificial",
        "1 06:00",
        "Germany's publishers sue OpenAI. Does the EU opt-out (robots.txt) actually protect them?",
        "Most of these sites had a TDM reservation in their terms since 2023. If that counts as an opt-out, OpenAI might have a real problem in Europe.",
      ],
    ],
  },
  {
    story: "anthropic-reddit-suit-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 20:00",
        "Judge allows Reddit's lawsuit against Anthropic over scraping to proceed - Reuters",
        "A San Francisco Superior Court judge rejected Anthropic's bid to throw out Reddit's breach-of-contract claims, saying the user agreement plausibly barred commercial scraping of the site for AI training.",
      ],
      [
        "theverge-ai",
        "2 22:00",
        "Reddit's scraping case against Anthropic survives a key early ruling",
        "Anthropic had argued that Reddit could not enforce its terms against a company that never logged in. The judge dismissed one unjust enrichment claim but kept the contract claims.",
      ],
      [
        "hackernews",
        "3 00:30",
        "Reddit v. Anthropic: motion to dismiss denied on contract claims",
        "",
        { url: "https://www.courtlistener.com/docket/70433922/reddit-inc-v-anthropic-pbc/", eng: 209 },
      ],
      [
        "reddit-artificial",
        "3 08:00",
        "Reddit's case against Anthropic moves forward. So our posts are worth money, but not to us",
        "Reddit licenses our posts to Google and OpenAI for millions and now sues Anthropic for taking them for free. Users get nothing either way.",
      ],
      [
        "mastodon",
        "3 09:00",
        "the browsewrap question is the interesting part",
        "the interesting part of the Reddit v Anthropic ruling is the browsewrap question: can terms bind a crawler that never clicked anything? judge says plausibly yes, at least at this stage",
      ],
    ],
  },
  {
    story: "nvidia-france-antitrust-charges",
    items: [
      [
        "mastodon",
        "3 19:00",
        "the CUDA licence clause",
        "the clause in the CUDA EULA that forbids running CUDA code on other hardware through translation layers is now in a French antitrust filing. good",
      ],
      [
        "google-news-ai-policy",
        "3 10:00",
        "France's competition authority charges Nvidia over alleged anticompetitive practices - Reuters",
        "The Autorité de la concurrence sent Nvidia a statement of objections, the first formal antitrust accusation against the chipmaker, focusing on the CUDA software lock-in and its investments in cloud providers.",
      ],
      [
        "google-news-ai-policy",
        "3 12:00",
        "Nvidia faces possible fine of up to 10% of global revenue in French antitrust case - Financial Times",
        "French enforcers say Nvidia may have abused a dominant position in graphics chips for AI by favoring cloud companies it has invested in when allocating scarce supply.",
      ],
      [
        "hackernews",
        "3 12:40",
        "French antitrust regulator charges Nvidia",
        "",
        {
          url: "https://www.autoritedelaconcurrence.fr/en/press-release/nvidia-statement-objections",
          eng: 315,
        },
      ],
      [
        "theverge-ai",
        "3 15:30",
        "Nvidia's first antitrust charge comes from France",
        "The case centers on whether Nvidia uses allocation of its most sought-after AI chips to reward partners. Nvidia says it competes on merit and will respond to the authority.",
      ],
      [
        "reddit-machinelearning",
        "3 18:00",
        "[D] French antitrust case against Nvidia targets CUDA. Could a regulator force CUDA interoperability?",
        "The objections reportedly mention CUDA licensing terms that forbid translation layers. If that part sticks, ZLUDA-style projects might get a legal path.",
      ],
    ],
  },
];
