// AI labs in the week of 2027-01-11 (the J.P. Morgan Healthcare Conference in San Francisco Monday to Thursday, Q4
// earnings opening, CES follow-ups, Davos the next Monday): a model launch and its agent paused after an incident,
// open weights and a corrected score, a price cut and a price rise, outages, a misuse report, a health feature, a
// paused image feature, and two labs changing the rules of their own chat products.
// Entities: Quenby (invented lab), Larchfield (invented open-weights lab), IBM, Anthropic, Midjourney, OpenAI,
// Google, xAI, Fallowden (invented inference host), Meta, Mistral.
// Same-entity twins: Quenby ×3 (the Q2 launch on Monday and its computer-use agent paused after it deleted users'
// files on Thursday here; Merriwick's trade-secret suit against Quenby on Tuesday in stories-business.mjs),
// Larchfield ×2 (the L1 open weights on Wednesday here; its Series B on Friday in stories-business.mjs), IBM ×2
// (Granite 5.1 open weights on Wednesday, its long-context scores corrected on Friday), Anthropic ×3 (the long-prompt
// price cut on Monday and the invoice-fraud misuse report on Thursday here; the employee tender offer on Friday in
// stories-business.mjs), OpenAI ×2 (ChatGPT health records on Monday here; the Penhallow acquisition on Wednesday in
// stories-business.mjs), Fallowden ×2 (the inference outage on Wednesday here; layoffs on Friday in
// stories-business.mjs).
// Nearly identical names: Quenby (the lab) and Quenbury Health (Series B on Monday, stories-business.mjs).
// Same event type on one day: Anthropic's price cut and Midjourney's price rise (Monday); Larchfield's and IBM's
// open weights (Wednesday); the xAI and Fallowden outages (Wednesday); OpenAI's health records and, in
// stories-business.mjs, Quenbury Health's round and Tempus's guidance (Monday, JPMorgan week).
// Same kind in the week: Google pausing Gemini edits of people (Tuesday), Mistral's opt-out training default for Le
// Chat (Thursday) and Meta's limits on teens in its AI app (Friday), three labs changing their own products' rules;
// Quenby's agent paused (Thursday) and Anthropic's misuse report (Thursday), two safety stories; IBM's corrected
// scores (Friday) as a withdrawn result.
export default [
  {
    story: "quenby-q2-launch",
    items: [
      [
        "lab-blogs",
        "0 15:00",
        "Introducing Quenby Q2: a model that uses your computer the way you do",
        "Q2 sees the screen, moves the mouse and types, and can keep a task going for up to four hours. It scores 61% on our desktop-task suite and ships today in the Quenby app for macOS and Windows and in the API at $4 in and $16 out per million tokens.",
        { url: "https://quenby.ai/blog/introducing-q2" },
      ],
      ["hackernews", "0 15:20", "Quenby Q2", "", { url: "https://quenby.ai/blog/introducing-q2" }],
      [
        "theverge-ai",
        "0 16:10",
        "Quenby's new model will click through your spreadsheets for you",
        "The London startup's Q2 runs as a desktop app that takes over the pointer while you watch, or in a background window while you don't. It asks before sending email or deleting anything, the company says.",
      ],
      [
        "venturebeat-ai",
        "0 18:30",
        "Quenby Q2 targets back-office work that never got an API",
        "Insurers and logistics firms in the beta used it for claims portals and carrier websites with no integration. Admin controls let IT limit which apps the agent may open.",
      ],
      [
        "reddit-artificial",
        "0 20:05",
        "Let Q2 do my expense report. It took 19 minutes and got every receipt right",
        "Slower than me but I was making dinner. It did ask twice whether 'Uber Eats' was a business meal, which is fair.",
      ],
      [
        "mastodon",
        "0 21:40",
        "pointer",
        "watching an AI move my mouse cursor is the closest i have come to understanding how my parents feel when i do tech support over zoom",
      ],
      [
        "reddit-localllama",
        "1 09:15",
        "Is there anything open that does what Quenby Q2 does on Linux?",
        "Closed model, macOS and Windows only. The screenshot-and-click loop isn't magic; which open VLM is closest for driving a desktop?",
      ],
      [
        "github",
        "1 11:30",
        "quenby-ai/q2-desktop-examples: scripts and policies for the Q2 computer-use API",
        "Sample tasks, an allow-list policy file for apps and domains, and a harness that records every action to a local log.",
      ],
      [
        "stackexchange",
        "1 14:50",
        "Quenby Q2 API: screenshots rejected with 'frame too large' on a 5K display",
        "Sending full-resolution PNGs of a 5120x2880 screen. Should I downscale before sending, and does the model then return click coordinates in the scaled space?",
      ],
    ],
  },
  {
    story: "quenby-q2-agent-paused",
    items: [
      [
        "techcrunch-ai",
        "3 15:30",
        "Quenby pulls Q2's desktop agent after it emptied users' cloud folders",
        "The company said a bug in how Q2 read confirmation dialogs led it to approve bulk deletions in sync clients for about 300 users. The agent is disabled in the app and the API until a fix ships; chat still works.",
      ],
      [
        "hackernews",
        "3 15:50",
        "Quenby disables computer use in Q2 after bulk file deletions",
        "",
        { url: "https://quenby.ai/blog/q2-computer-use-paused" },
      ],
      [
        "reddit-artificial",
        "3 16:40",
        "PSA if you used Q2 on anything synced: check your OneDrive recycle bin NOW",
        "Mine had 4,100 files in it from Tuesday afternoon. All restorable thankfully. The agent 'confirmed' a dialog it was supposed to ask me about.",
      ],
      [
        "google-news-ai-policy",
        "3 18:05",
        "KI-Agent löscht Dateien: Quenby stoppt Desktop-Steuerung seines Modells Q2 - heise online",
        "Das Londoner Start-up hat die Funktion nach drei Tagen abgeschaltet; betroffene Nutzer sollen ihre Papierkörbe prüfen.",
      ],
      [
        "mastodon",
        "3 19:20",
        "are you sure",
        "turns out the one dialog box every human clicks 'yes' on without reading is also the one the robot clicks 'yes' on without reading",
      ],
      [
        "lobsters",
        "4 08:45",
        "Confirmation dialogs were never a safety mechanism",
        "",
        { url: "https://hollis-writes.example/confirmation-dialogs" },
      ],
      [
        "devto",
        "4 13:10",
        "Running a computer-use agent in a throwaway VM after this week's deletions",
        "A snapshot, a read-only mount of the files it needs, and no sync client logged in. Twenty minutes to set up, and Quenby's incident is why.",
      ],
    ],
  },
  {
    story: "larchfield-l1-open-weights",
    items: [
      [
        "hf-models",
        "2 08:00",
        "larchfield/L1-32B-Instruct",
        "A 32B dense instruct model, 128k context, trained on 19T tokens with a documented data mix. Apache 2.0.",
      ],
      [
        "lab-blogs",
        "2 08:05",
        "L1: an open model with an open data card",
        "We are releasing L1 in 8B and 32B sizes under Apache 2.0, with the list of every source in the pre-training mix and its share. L1-32B is within two points of the best open models of its size on our evaluations.",
        { url: "https://larchfield.ai/blog/l1" },
      ],
      [
        "reddit-localllama",
        "2 09:30",
        "Larchfield dropped L1 (8B + 32B) under Apache 2.0 with a full data card",
        "Q4_K_M fits in 24GB with 16k context. First impressions: solid at code review, a bit wordy. The data card is the real story, it names every crawl.",
      ],
      [
        "techcrunch-ai",
        "2 11:20",
        "Larchfield bets that showing its training data will win over cautious enterprises",
        "The Edinburgh lab's first models come with a source list detailed enough for compliance teams to check against the EU AI Act's training-data summary template.",
      ],
      [
        "hackernews",
        "2 12:00",
        "L1: an open model with an open data card",
        "",
        { url: "https://larchfield.ai/blog/l1" },
      ],
      [
        "hf-models",
        "2 16:40",
        "gguf-forge/L1-32B-Instruct-GGUF",
        "GGUF quantisations of larchfield/L1-32B-Instruct, Q3_K_M to Q8_0.",
      ],
      [
        "mastodon",
        "2 17:55",
        "data card",
        "a model release where the training data section is longer than the benchmark section. i may need to sit down",
      ],
    ],
  },
  {
    story: "ibm-granite-5-1-open-weights",
    items: [
      [
        "hf-models",
        "2 14:00",
        "ibm-granite/granite-5.1-30b-a3b-instruct",
        "A 30B mixture-of-experts model with 3B active parameters, 512k context, Apache 2.0. Tool calling and structured output.",
      ],
      [
        "venturebeat-ai",
        "2 14:30",
        "IBM's Granite 5.1 pushes a half-million-token context into a model that runs on one GPU",
        "The new mixture-of-experts model activates 3B parameters per token. IBM says it matches models ten times its active size at retrieving facts from long documents.",
      ],
      [
        "reddit-localllama",
        "2 15:15",
        "Granite 5.1 30B-A3B: 512k context claims, first tests",
        "Runs at 70 tok/s on a 4090 at Q4. Needle tests at 200k look fine. Haven't had the patience for 500k yet. Two open releases today, good Wednesday.",
      ],
      [
        "google-news-ai-policy",
        "2 16:20",
        "IBM brengt Granite 5.1 uit: open model met extreem lang geheugen - Computable",
        "Het nieuwe model is vrij te gebruiken onder een Apache-licentie en richt zich op bedrijven die lange contracten en handleidingen doorzoeken.",
      ],
      [
        "hackernews",
        "2 17:10",
        "IBM Granite 5.1 – 30B MoE, 3B active, 512k context",
        "",
        { url: "https://www.ibm.com/new/announcements/granite-5-1" },
      ],
      [
        "devto",
        "3 10:30",
        "Serving Granite 5.1 with vLLM: what 512k context actually costs in KV cache",
        "The model fits on one GPU. A full-length context does not. Numbers for 32k, 128k and 512k, and the flags I ended up with.",
      ],
    ],
  },
  {
    story: "ibm-granite-5-1-score-corrected",
    items: [
      [
        "reddit-machinelearning",
        "4 09:40",
        "[N] IBM corrects Granite 5.1's long-context numbers: the harness truncated prompts at 128k",
        "Their updated model card says the retrieval scores above 128k were measured on silently truncated inputs. Corrected 512k recall is 71%, down from 94%. Good on them for posting the diff.",
      ],
      [
        "hackernews",
        "4 10:05",
        "Granite 5.1 model card: correction to long-context results",
        "",
        { url: "https://huggingface.co/ibm-granite/granite-5.1-30b-a3b-instruct/discussions/14" },
      ],
      [
        "venturebeat-ai",
        "4 12:30",
        "IBM revises Granite 5.1's headline long-context claim two days after release",
        "An evaluation script cut prompts to 128,000 tokens without warning, IBM said. Scores up to that length are unchanged; the model weights are unchanged.",
      ],
      [
        "mastodon",
        "4 13:15",
        "truncated",
        "the model had a perfect memory for everything it was shown. it was just shown a lot less than anyone thought",
      ],
      [
        "reddit-localllama",
        "4 15:00",
        "So my 'Granite at 200k is fine' post on Wednesday was luckier than I thought",
        "Reran at 400k after the correction: it still finds the needle about two thirds of the time. Usable, not magic.",
      ],
      [
        "lobsters",
        "5 09:20",
        "Your long-context eval is probably truncating somewhere",
        "",
        { url: "https://evalsmith.example/silent-truncation" },
      ],
    ],
  },
  {
    story: "anthropic-long-context-price-cut",
    items: [
      [
        "lab-blogs",
        "0 17:00",
        "Lower prices for long prompts on the Claude API",
        "From today, input tokens beyond 200k in a single request are billed at the standard rate instead of twice the rate, and cached reads of long prompts cost 60% less.",
        { url: "https://www.anthropic.com/news/long-context-pricing-2027" },
      ],
      [
        "techcrunch-ai",
        "0 17:45",
        "Anthropic drops its long-context surcharge on Claude",
        "The change removes the premium developers paid on very long requests, a cost that mattered most to coding tools that send whole repositories.",
      ],
      [
        "hackernews",
        "0 18:10",
        "Anthropic removes the >200k token price premium",
        "",
        { url: "https://www.anthropic.com/news/long-context-pricing-2027" },
      ],
      [
        "reddit-artificial",
        "0 19:30",
        "Claude just got a lot cheaper for anyone stuffing whole codebases into a prompt",
        "Our nightly review job sends ~350k tokens per run. Back-of-envelope it's 40% off the bill from today.",
      ],
      [
        "google-news-ai-policy",
        "0 20:50",
        "Anthropic abaratará las consultas largas a Claude para desarrolladores - Expansión",
        "La compañía elimina el recargo en las peticiones de más de 200.000 tokens y rebaja el precio de la caché.",
      ],
      [
        "stackexchange",
        "1 10:20",
        "Is prompt caching still worth it for Claude after the long-context price change?",
        "We cached a 250k-token system prompt mainly to avoid the surcharge. With the premium gone, does the 5-minute cache write cost still pay off for ~20 requests an hour?",
      ],
    ],
  },
  {
    story: "midjourney-plan-price-rise",
    items: [
      [
        "theverge-ai",
        "0 14:20",
        "Midjourney is raising the price of its most popular plan",
        "The Standard plan goes from $30 to $40 a month on February 1 for existing subscribers; video minutes move to a separate add-on. The Basic plan is unchanged.",
      ],
      [
        "reddit-artificial",
        "0 15:05",
        "Midjourney Standard to $40. And video is now extra. Cool cool cool",
        "I was paying $30 mostly for the video. Now it's $40 plus an add-on they haven't priced yet.",
      ],
      [
        "hackernews",
        "0 15:40",
        "Midjourney raises Standard plan to $40/month",
        "",
        { url: "https://docs.midjourney.com/hc/en-us/articles/plan-changes-2027" },
      ],
      [
        "mastodon",
        "0 16:25",
        "subscriptions",
        "the image generator now costs more than the stock photo subscription it was supposed to replace. full circle",
      ],
      [
        "techcrunch-ai",
        "0 19:20",
        "Midjourney's price rise lands on the same day Anthropic cuts, and the two moves say different things",
        "Consumer image tools are passing on the cost of video generation, while developer APIs fight on price. Midjourney said the change funds more GPU capacity for video.",
      ],
      [
        "reddit-artificial",
        "1 12:30",
        "For those leaving Midjourney after the $40 thing: what did you switch to?",
        "Need something for book covers mostly. Not looking for local, my laptop would cry.",
      ],
    ],
  },
  {
    story: "anthropic-invoice-fraud-report",
    items: [
      [
        "lab-blogs",
        "3 13:00",
        "Disrupting an invoice-fraud operation that used Claude",
        "We banned 112 accounts that used Claude to draft supplier invoices and payment-change emails in the style of real vendors, targeting accounts-payable teams in Germany, Brazil and Japan. We share indicators with partners in this report.",
        { url: "https://www.anthropic.com/news/invoice-fraud-disruption" },
      ],
      [
        "theverge-ai",
        "3 14:10",
        "Scammers used Claude to write fake supplier invoices, Anthropic says",
        "The company found the accounts through a classifier for payment-redirection language and says the group sent thousands of emails before it was caught.",
      ],
      [
        "hackernews",
        "3 14:35",
        "Anthropic: disrupting an invoice-fraud operation that used Claude",
        "",
        { url: "https://www.anthropic.com/news/invoice-fraud-disruption" },
      ],
      [
        "mastodon",
        "3 15:40",
        "accounts payable",
        "every finance team has been trained for years to spot the typos in fake invoices. bad news about the typos",
      ],
      [
        "reddit-artificial",
        "3 17:20",
        "The Anthropic fraud report is worth reading for the payment-change emails alone",
        "They include redacted examples. They're boring, polite and perfect, which is exactly why they'd work on our AP team.",
      ],
      [
        "google-news-ai-policy",
        "4 02:30",
        "Anthropic、Claudeを悪用した請求書詐欺グループのアカウントを停止 - 日本経済新聞",
        "同社によると、グループは実在する取引先を装った請求書や振込先変更のメールを作成し、日本やドイツの企業の経理部門を狙っていた。",
      ],
    ],
  },
  {
    story: "openai-chatgpt-health-records",
    items: [
      [
        "lab-blogs",
        "0 16:00",
        "Bring your health records into ChatGPT",
        "US users can now connect records from participating hospitals and labs and ask ChatGPT about results, medications and upcoming visits. Records are stored separately, are not used for training, and can be disconnected at any time.",
        { url: "https://openai.com/index/chatgpt-health-records" },
      ],
      [
        "techcrunch-ai",
        "0 16:30",
        "OpenAI times ChatGPT's medical-records feature to the JPMorgan healthcare conference",
        "The company says more than 40 hospital systems are connected at launch through a records network; it is announcing the feature as health executives gather in San Francisco.",
      ],
      [
        "hackernews",
        "0 17:00",
        "ChatGPT can now read your medical records",
        "",
        { url: "https://openai.com/index/chatgpt-health-records" },
      ],
      [
        "reddit-artificial",
        "0 18:45",
        "Connected my records to ChatGPT and it explained 6 years of blood tests better than any portal",
        "Also flagged a vitamin D thing my doctor mentioned once in 2023. I'm aware of the privacy trade. Still, genuinely useful.",
      ],
      [
        "mastodon",
        "0 20:10",
        "hipaa",
        "ah yes, i too would like my cholesterol history stored next to my request for a limerick about my cat",
      ],
      [
        "theverge-ai",
        "1 09:30",
        "What ChatGPT does and doesn't do with your health records",
        "It is not covered by HIPAA, because OpenAI is not your provider; it says records are encrypted and kept apart from chat memory. Here is how to connect, and how to disconnect.",
      ],
      [
        "google-news-ai-policy",
        "1 13:40",
        "ChatGPT ora legge le cartelle cliniche: la funzione arriva negli Stati Uniti - Il Sole 24 Ore",
        "Per ora solo per gli utenti americani; OpenAI assicura che i dati sanitari non saranno usati per addestrare i modelli.",
      ],
    ],
  },
  {
    story: "google-gemini-people-edits-paused",
    items: [
      [
        "theverge-ai",
        "1 17:00",
        "Google stops Gemini from editing photos of real people after a wave of fake 'arrest' images",
        "The Gemini app will refuse edits that change a real person's clothing, setting or injuries while Google fixes its filters. Edits of landscapes, objects and pets still work.",
      ],
      [
        "hackernews",
        "1 17:25",
        "Google pauses Gemini image edits of people",
        "",
        { url: "https://blog.google/products/gemini/pausing-people-edits" },
      ],
      [
        "reddit-artificial",
        "1 18:30",
        "Gemini now refuses to remove my ex from my own wedding photo",
        "'I can't edit images of real people right now.' It's my photo! Apparently it's because of the fake mugshot trend last week.",
      ],
      [
        "techcrunch-ai",
        "1 20:00",
        "Google's pause on people edits is the third time an image tool has had to walk back a feature this year",
        "The trigger was a run of fabricated arrest photos of local officials that spread on messaging apps over the weekend. Google did not give a date for restoring the feature.",
      ],
      [
        "mastodon",
        "1 21:35",
        "mugshot",
        "the ai can no longer put your coworker in an orange jumpsuit. truly the end of an era (of 9 days)",
      ],
      [
        "stackexchange",
        "2 08:50",
        "Gemini API image editing returns PERSON_EDIT_BLOCKED since yesterday",
        "Our app lets users remove backgrounds from their own product photos, sometimes with a model in the shot. Is the block also on the API, and is there a category we can declare?",
      ],
    ],
  },
  {
    story: "xai-grok-api-outage",
    items: [
      [
        "hackernews",
        "2 16:05",
        "Grok API down (503 on all models)",
        "",
        { url: "https://status.x.ai/incidents/2027-01-13" },
      ],
      [
        "reddit-artificial",
        "2 16:20",
        "Is Grok down for everyone? App spins, API gives 503",
        "Started about 20 minutes ago. The X app's Grok tab also just says 'something went wrong'.",
      ],
      [
        "mastodon",
        "2 16:45",
        "two for two",
        "first my cheap inference host at lunch, now the big one. two ai outages before dinner on a wednesday, i should schedule my work around their status pages",
      ],
      [
        "techcrunch-ai",
        "2 19:40",
        "Grok spent most of Wednesday afternoon returning errors; xAI blames a config push",
        "The company blamed a failed configuration change in its inference fleet. The Grok app, the chatbot inside X and the developer API were all affected.",
      ],
      [
        "devto",
        "3 09:20",
        "Our agent fell over when Grok went down. Here's the fallback chain we should have had",
        "Timeouts, a second provider behind the same interface, and a circuit breaker so retries don't pile up. With the config we run now.",
      ],
      [
        "reddit-localllama",
        "3 10:10",
        "Yesterday's Grok outage is why my agents run on a local model first",
        "Four hours of 503s and my box in the closet didn't notice. Cloud for the hard stuff, local for everything that has to keep running.",
      ],
    ],
  },
  {
    story: "fallowden-inference-outage",
    items: [
      [
        "hackernews",
        "2 13:10",
        "Fallowden inference is down",
        "",
        { url: "https://status.fallowden.dev/incidents/8kq2" },
      ],
      [
        "reddit-localllama",
        "2 13:40",
        "Fallowden dead? All my hosted Llama endpoints timing out",
        "Dashboard loads, every model endpoint times out after 60s. Their status page says 'investigating'.",
      ],
      [
        "venturebeat-ai",
        "2 18:15",
        "Fallowden's six-hour outage strands startups that built on cheap open-model hosting",
        "The inference provider, popular for serving open-weights models at low prices, said a storage failure in its main region took down model loading. Customers with no second provider were offline all afternoon.",
      ],
      [
        "mastodon",
        "2 19:00",
        "afternoon off",
        "you get what you pay for, and today what i paid for was six hours of 'investigating'",
      ],
      [
        "lobsters",
        "3 11:30",
        "Fallowden's postmortem: one storage cluster, every region's model weights",
        "",
        { url: "https://fallowden.dev/blog/postmortem-2027-01-13" },
      ],
      [
        "stackexchange",
        "3 13:45",
        "How to fail over between two OpenAI-compatible inference providers without duplicate tool calls?",
        "After Wednesday's Fallowden outage we want a second provider. Our agent's tool calls aren't idempotent. How do people avoid running a tool twice when a request times out on one and is retried on the other?",
      ],
    ],
  },
  {
    story: "meta-ai-app-teen-limits",
    items: [
      [
        "theverge-ai",
        "4 14:00",
        "Meta will cap teens' time with its AI characters and turn off romantic role-play for under-18s",
        "Teen accounts in the Meta AI app get a one-hour daily limit with AI characters, and parents can see which characters their teen talks to. The changes start in the US, UK and Brazil next week.",
      ],
      [
        "hackernews",
        "4 14:30",
        "Meta limits teens to one hour a day with AI characters",
        "",
        { url: "https://about.fb.com/news/2027/01/teen-ai-characters-limits" },
      ],
      [
        "google-news-ai-policy",
        "4 16:10",
        "Meta vai limitar uso de personagens de IA por adolescentes a uma hora por dia - Folha de S.Paulo",
        "A mudança começa no Brasil, nos EUA e no Reino Unido; pais poderão ver com quais personagens os filhos conversam.",
      ],
      [
        "reddit-artificial",
        "4 18:20",
        "One hour a day with Meta's AI characters for teens. Meanwhile the feed is unlimited",
        "Not against it. Just funny that the chatbot gets a timer and the infinite scroll doesn't.",
      ],
      [
        "mastodon",
        "4 20:45",
        "screen time",
        "great news, the chatbot now has a curfew. the teenager, as ever, does not",
      ],
      [
        "techcrunch-ai",
        "5 10:30",
        "Meta's teen limits on AI characters arrive as regulators in three countries circle companion apps",
        "The company frames the change as its own decision; child-safety groups said a one-hour cap is easy to get around with a second account.",
      ],
    ],
  },
  {
    story: "mistral-le-chat-training-opt-out",
    items: [
      [
        "google-news-ai-policy",
        "3 09:00",
        "Mistral AI utilisera les conversations de Le Chat gratuit pour entraîner ses modèles, sauf refus - Le Figaro",
        "À partir du 15 février, les échanges des utilisateurs de l'offre gratuite pourront servir à l'entraînement; une option de refus est proposée dans les paramètres.",
      ],
      [
        "techcrunch-ai",
        "3 11:15",
        "Mistral flips Le Chat's free tier to training on conversations by default",
        "Paying users and business accounts are excluded. Mistral says it will remove names, emails and phone numbers before any chat is used.",
      ],
      [
        "hackernews",
        "3 11:40",
        "Mistral will train on free Le Chat conversations unless you opt out",
        "",
        { url: "https://mistral.ai/news/le-chat-privacy-update" },
      ],
      [
        "reddit-artificial",
        "3 13:00",
        "Le Chat joins everyone else: free tier chats become training data from Feb 15",
        "Here's where the toggle is: Settings > Privacy > 'Help improve Mistral models'. It's on by default.",
      ],
      [
        "mastodon",
        "3 14:30",
        "opt out",
        "the european alternative is now european in the sense that there's a very polite cookie banner about it",
      ],
      [
        "reddit-localllama",
        "3 16:50",
        "This is why I run Mistral's weights locally instead of using Le Chat",
        "Same company, same models, and my conversations stay on my disk. The opt-out default is the nudge I needed to set it up for my partner too.",
      ],
    ],
  },
];
