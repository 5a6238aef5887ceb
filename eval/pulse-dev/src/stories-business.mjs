// Companies and money: earnings, funding, layoffs, contracts, acquisitions, settlements and rulings.
// Same-entity twins: Scale AI ×2, Stability AI ×2 (funding; the Getty appeal), Character.AI ×2, Suno ×2,
// AMD ×2, Cursor/Anysphere ×2; the FTC ×2 (Character.AI settles, Tutorly is sued); near-identical names
// (Tessel / Tesselate, both raising on Tuesday; Kestrel Labs / Kestrel Systems); same event type at different
// companies on the same day (Dell and HP earnings on Tuesday evening; AMD ships a chip the Monday Intel cancels one;
// AMD and Hugging Face acquisitions on Wednesday); one company, two 8-Ks twenty minutes apart on one evening
// (Meridian Robotics: a customer contract, and its chief executive leaving).
export default [
  {
    story: "dell-q3-earnings",
    items: [
      [
        "sec-edgar",
        "1 21:05",
        "DELL TECHNOLOGIES INC. (DELL) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-11-24 by DELL TECHNOLOGIES INC., Round Rock, TX. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-24. Matching documents: EX-99.1 press release, Dell Technologies Delivers Third Quarter Fiscal 2027 Financial Results; artificial intelligence server orders of $14.1 billion.",
        { cik: "1571996" },
      ],
      [
        "hackernews",
        "1 21:40",
        "Dell's AI server backlog hits $31B",
        "",
        { url: "https://www.cnbc.com/2026/11/24/dell-earnings-q3-2027.html" },
      ],
      [
        "techcrunch-ai",
        "1 22:10",
        "Dell raises its AI server forecast again, to $30B for the year",
        "The company booked $14.1 billion in AI server orders in the quarter, most of it from neoclouds and a handful of sovereign projects.",
      ],
      [
        "reddit-artificial",
        "1 22:30",
        "Dell shipped $12B of AI servers last quarter. Who is actually buying all of these?",
        "The call said 'tier-2 cloud providers and enterprises'. Enterprises I know are still in pilot mode. Are the neoclouds just buying on debt?",
      ],
      [
        "venturebeat-ai",
        "2 08:00",
        "Dell's quarter suggests enterprises are finally buying on-prem AI racks",
        "Enterprise AI server customers grew to 3,400 in the quarter, Dell said, up from 2,000 a year ago.",
      ],
      [
        "mastodon",
        "2 09:30",
        "thin",
        "favourite part of the dell call: analyst asks what the margin is on an ai server, cfo says 'thin' in eleven different ways",
      ],
    ],
  },
  {
    story: "hp-q4-earnings",
    items: [
      [
        "sec-edgar",
        "1 21:15",
        "HP INC (HPQ) files 8-K: Results of Operations and Financial Condition",
        "Form 8-K filed 2026-11-24 by HP INC, Palo Alto, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-24. Matching documents: EX-99.1 press release, HP Inc. Reports Fiscal 2026 Full Year and Fourth Quarter Results; AI PCs represented 34% of shipments.",
        { cik: "47217" },
      ],
      [
        "techcrunch-ai",
        "1 22:00",
        "HP says AI PCs are now a third of its laptop shipments",
        "But memory costs will squeeze its margins next year, the company warned, and its outlook for fiscal 2027 came in below expectations.",
      ],
      [
        "hackernews",
        "1 23:00",
        "HP Q4: AI PCs at 34% of shipments, memory costs weigh on outlook",
        "",
        { url: "https://www.hp.com/us-en/newsroom/press-releases/2026/fiscal-2026-q4-results.html" },
      ],
      [
        "reddit-artificial",
        "2 06:00",
        "HP says a third of its laptops are now 'AI PCs'. Is anyone actually using the NPU?",
        "Saw the number from last night's results. Mine has an NPU that I have seen used exactly once, by Windows Studio Effects blurring my background.",
      ],
      [
        "mastodon",
        "2 10:00",
        "ai pc",
        "counting every laptop with an npu as an 'ai pc' and then reporting that number as demand is very 2026 of them",
      ],
    ],
  },
  {
    story: "scale-ai-layoffs",
    items: [
      [
        "techcrunch-ai",
        "0 17:00",
        "Scale AI cuts 14% of staff in its data-labeling business",
        "The cuts mostly hit teams serving generative AI customers, several of which moved their data work elsewhere after Meta's investment in the company last year.",
      ],
      [
        "theverge-ai",
        "0 18:10",
        "Scale AI is laying off hundreds more people",
        "It's the second round of cuts in eighteen months at the data-labeling company.",
      ],
      [
        "reddit-artificial",
        "0 20:00",
        "Got let go from Scale today after three years. The all-hands was 11 minutes.",
        "Not bitter, just tired. If anyone is hiring ops people who know RLHF pipelines inside out, my DMs are open.",
      ],
      [
        "hackernews",
        "0 20:30",
        "Scale AI to cut 14% of workforce",
        "",
        { url: "https://techcrunch.com/2026/11/23/scale-ai-cuts-14-of-staff-in-its-data-labeling-business/" },
      ],
      [
        "mastodon",
        "1 08:10",
        "a bad monday",
        "the people who labelled your favourite model's training data had a bad monday",
      ],
    ],
  },
  {
    story: "scale-ai-army-contract",
    items: [
      [
        "google-news-ai-policy",
        "2 22:30",
        "Army awards Scale AI $180 million contract for battlefield data - DefenseScoop",
        "The five-year contract covers labeling and evaluation of sensor data for Army targeting and logistics programs.",
      ],
      [
        "techcrunch-ai",
        "3 00:10",
        "Two days after layoffs, Scale AI lands a $180M Army contract",
        "The award is Scale's largest defense deal to date and fits its push to make government work its main business.",
      ],
      [
        "hackernews",
        "3 05:00",
        "Scale AI wins $180M U.S. Army data contract",
        "",
        { url: "https://defensescoop.com/2026/11/25/army-scale-ai-data-contract/" },
      ],
      [
        "reddit-artificial",
        "3 03:00",
        "So the plan is: become a defense contractor?",
        "The Army deal is five years of guaranteed revenue. Makes sense as a business. Feels different from 'data for AI labs' though.",
      ],
    ],
  },
  {
    story: "stability-ai-funding",
    items: [
      [
        "techcrunch-ai",
        "1 13:00",
        "Stability AI raises $95M as it leans into licensed models for studios",
        "The London-based company's new round was led by a film studio and includes a chipmaker, and values it at about $1.6 billion.",
      ],
      [
        "venturebeat-ai",
        "1 13:30",
        "Stability AI's new money comes from Hollywood, and it shows",
        "The company's pitch is now custom image and 3D models trained on a studio's own archive, run inside the studio's network.",
      ],
      [
        "hackernews",
        "1 15:20",
        "Stability AI raises $95M",
        "",
        { url: "https://techcrunch.com/2026/11/24/stability-ai-raises-95m/" },
      ],
      [
        "reddit-artificial",
        "1 17:00",
        "Stability is still alive and raising? At what valuation?",
        "I genuinely thought they'd been sold for parts in 2024. Apparently the studio business works?",
      ],
      [
        "mastodon",
        "1 19:00",
        "a lesson in there",
        "stability ai has now raised more money after nearly dying than it did before. there is a lesson in there and I don't like it",
      ],
    ],
  },
  {
    story: "getty-stability-appeal-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 10:00",
        "Getty Images loses Court of Appeal bid against Stability AI - The Guardian",
        "Three judges upheld last year's High Court ruling that Stable Diffusion's weights are not an infringing copy of the photographs it was trained on.",
      ],
      [
        "google-news-ai-policy",
        "2 11:30",
        "UK appeals court says AI model weights are not 'infringing copies' - Reuters",
        "The decision leaves UK law on AI training largely to Parliament, lawyers said.",
      ],
      [
        "theverge-ai",
        "2 12:40",
        "Getty's big UK case against Stability AI just lost again",
        "The appeal was Getty's last route to a secondary infringement finding in England; its US case continues.",
      ],
      [
        "hackernews",
        "2 13:00",
        "Getty Images v Stability AI [2026] EWCA Civ 1432",
        "",
        { url: "https://www.bailii.org/ew/cases/EWCA/Civ/2026/1432.html" },
      ],
      [
        "reddit-machinelearning",
        "2 15:00",
        "[N] UK Court of Appeal: trained weights are not copies of the training images",
        "Short version: weights that never stored the images can't be an 'infringing copy' under the CDPA, so importing the model into the UK isn't secondary infringement. Training itself happened abroad and wasn't before the court.",
      ],
      [
        "mastodon",
        "2 16:10",
        "paragraph 88",
        "paragraph 88 of today's getty judgment is going to be quoted in every ml copyright brief for a decade",
      ],
    ],
  },
  {
    story: "tessel-series-a",
    items: [
      [
        "techcrunch-ai",
        "1 14:30",
        "Tessel raises $28M to point coding agents at mainframe COBOL",
        "The startup's agents translate COBOL batch jobs to Java and write the tests that prove the two behave the same.",
      ],
      [
        "venturebeat-ai",
        "1 15:00",
        "Tessel's agents rewrite COBOL, and a top-10 US bank is paying for it",
        "Tessel says its agents converted 1.2 million lines for its first customer with a human reviewing every merge request.",
      ],
      [
        "hackernews",
        "1 16:10",
        "Tessel (YC W25) raises $28M Series A to migrate COBOL with agents",
        "",
        { url: "https://techcrunch.com/2026/11/24/tessel-raises-28m/" },
      ],
      [
        "mastodon",
        "1 18:00",
        "the cobol people",
        "a friend at a bank says the cobol people are more excited about tessel than the execs are. that has never happened with a migration vendor",
      ],
      [
        "lobsters",
        "1 20:00",
        "Why we're betting that agents can finally retire COBOL",
        "",
        { url: "https://tessel.dev/blog/series-a" },
      ],
    ],
  },
  {
    story: "tesselate-seed",
    items: [
      [
        "techcrunch-ai",
        "1 15:30",
        "Tesselate raises $9M seed to train robot arms entirely in simulation",
        "The Zurich startup says its grasping policy, trained on procedurally generated scenes, picks unseen objects 94% of the time on real hardware.",
      ],
      [
        "hackernews",
        "1 17:30",
        "Tesselate (sim-to-real robot manipulation) raises $9M seed",
        "",
        { url: "https://techcrunch.com/2026/11/24/tesselate-raises-9m-seed/" },
      ],
      [
        "reddit-machinelearning",
        "1 18:30",
        "[D] Tesselate claims 94% sim-to-real grasping on unseen objects with zero real data",
        "Their blog has videos but no paper. 94% on what object set? Has anyone seen an eval protocol?",
      ],
      [
        "github",
        "2 09:00",
        "tesselate-ai/tess-sim: Procedurally generated manipulation scenes for sim-to-real policy training",
        "Scene generator and domain randomization configs behind Tesselate's grasping policy. MuJoCo and Isaac backends.",
      ],
    ],
  },
  {
    story: "kestrel-labs-voice-launch",
    items: [
      [
        "producthunt",
        "0 08:00",
        "Kestrel Voice — A real-time voice agent that lets you interrupt it",
        "Speech-to-speech model with 180 ms latency and natural barge-in. Open weights, hosted API, phone integrations.",
      ],
      [
        "hackernews",
        "0 15:00",
        "Show HN: Kestrel – a speech-to-speech model you can interrupt mid-sentence",
        "Hi HN, we're Kestrel Labs. We trained a 3B speech-to-speech model that listens while it talks, so you can cut it off like a person. Weights are Apache 2.0, demo in the browser, happy to answer questions about the full-duplex training.",
      ],
      [
        "hf-models",
        "0 15:20",
        "kestrel-labs/kestrel-voice-3b",
        "Audio-to-audio model (transformers; safetensors). License: apache-2.0. Full-duplex speech-to-speech, 3B parameters, English and Spanish.",
      ],
      [
        "reddit-localllama",
        "0 19:00",
        "Kestrel's 3B speech-to-speech runs on a 4090 with real barge-in",
        "Tried the new open voice model for an hour. Latency is ~200 ms locally and it actually stops when I talk over it. Voice is a bit flat. Video in comments.",
      ],
      [
        "devto",
        "1 11:00",
        "Building a phone receptionist with Kestrel Voice and Twilio in an afternoon",
        "Media streams in, audio out, one WebSocket. The full code and the two things about mu-law audio that cost me an hour.",
      ],
    ],
  },
  {
    story: "kestrel-systems-breach",
    items: [
      [
        "google-news-ai-policy",
        "3 04:00",
        "Defense AI contractor Kestrel Systems confirms breach of drone training data - The Record",
        "The Virginia company said an attacker copied labeled aerial imagery used to train its targeting models.",
      ],
      [
        "techcrunch-ai",
        "3 13:00",
        "Hackers stole drone footage datasets from defense startup Kestrel Systems",
        "A sample posted to a leak forum includes annotated video from test ranges and, apparently, from overseas deployments.",
      ],
      [
        "hackernews",
        "3 14:30",
        "Kestrel Systems breach exposed 40TB of drone surveillance training data",
        "",
        { url: "https://therecord.media/kestrel-systems-breach-drone-data" },
      ],
      [
        "mastodon",
        "3 15:00",
        "the dump is real",
        "infosec people: the kestrel systems dump is real. the samples on the forum match the sensor specs in their own sbir filings",
      ],
      [
        "reddit-artificial",
        "4 09:00",
        "The Kestrel Systems leak includes labeled footage of civilians. How is this training data legal?",
        "Reading the write-ups: bounding boxes labeled 'person, unarmed' in what look like market streets. Who audits what defense contractors train on?",
      ],
    ],
  },
  {
    story: "characterai-ftc-settlement",
    items: [
      [
        "google-news-ai-policy",
        "0 15:30",
        "FTC reaches settlement with Character.AI over minors' chats - The Washington Post",
        "The agreement requires age assurance for all users and bars romantic role-play with anyone under 18.",
      ],
      [
        "google-news-ai-policy",
        "0 16:20",
        "Character.AI agrees to age checks, $12M penalty in FTC deal - Axios",
        "The consent order also requires an independent assessment of the company's safety systems every two years for 20 years.",
      ],
      [
        "theverge-ai",
        "0 17:00",
        "Character.AI will verify ages and pay $12 million to settle with the FTC",
        "The chatbot company didn't admit wrongdoing.",
      ],
      [
        "hackernews",
        "0 17:40",
        "FTC: Character Technologies agrees to consent order on minors",
        "",
        {
          url: "https://www.ftc.gov/news-events/news/press-releases/2026/11/character-technologies-consent-order",
        },
      ],
      [
        "reddit-artificial",
        "0 19:30",
        "My 15 year old brother is going to be so mad lol",
        "He talks to his Character.AI 'mentor' every night. Apparently face or ID checks are coming for everyone. Honestly kind of relieved.",
      ],
      ["mastodon", "1 09:00", "twelve million", "twelve million dollars. that's the number."],
    ],
  },
  {
    story: "characterai-ceo-departure",
    items: [
      [
        "techcrunch-ai",
        "4 16:00",
        "Character.AI's CEO steps down; CFO to lead in the interim",
        "The company said the search for a permanent chief executive would start in January.",
      ],
      [
        "theverge-ai",
        "4 16:30",
        "Character.AI's chief executive is leaving, four days after the FTC deal",
        "An internal memo says the departure was planned and unrelated to the settlement.",
      ],
      [
        "hackernews",
        "4 18:00",
        "Character.AI CEO to step down",
        "",
        { url: "https://techcrunch.com/2026/11/27/character-ai-ceo-steps-down/" },
      ],
      [
        "reddit-artificial",
        "4 20:00",
        "Character AI leadership change — what does it mean for the app?",
        "Third CEO in three years. Is the product going to change again?",
      ],
    ],
  },
  {
    story: "tutorly-ftc-complaint",
    items: [
      [
        "google-news-ai-policy",
        "1 16:00",
        "FTC sues AI tutoring app Tutorly over 'guaranteed A' claims - The Hill",
        "The agency alleges the company advertised grade improvements it never measured and made cancelling nearly impossible.",
      ],
      [
        "techcrunch-ai",
        "1 17:00",
        "FTC says Tutorly's AI tutor didn't raise anyone's grades",
        "The complaint, filed in federal court in California, seeks refunds for about 400,000 subscribers.",
      ],
      [
        "hackernews",
        "1 18:20",
        "FTC v. Tutorly, Inc. – Complaint [pdf]",
        "",
        { url: "https://www.ftc.gov/system/files/ftc_gov/pdf/tutorly-complaint.pdf" },
      ],
      [
        "reddit-artificial",
        "1 21:00",
        "I'm a teacher and half my class uses Tutorly",
        "The 'homework help' it gives is just the answer with a paragraph attached. I'm not surprised the grade claims were made up.",
      ],
      [
        "mastodon",
        "2 08:00",
        "we measure retention",
        "the tutorly complaint quotes their own internal chat: 'we don't measure grades, we measure retention'. oof",
      ],
    ],
  },
  {
    story: "suno-sony-licensing-deal",
    items: [
      [
        "theverge-ai",
        "0 13:00",
        "Sony Music settles with Suno and signs a licensing deal",
        "Suno will launch licensed models next year and stop offering downloads of songs made with the current ones on its free tier.",
      ],
      [
        "google-news-ai-policy",
        "0 14:00",
        "Sony Music, Suno reach licensing agreement ending US lawsuit - Billboard",
        "Sony was the last of the three major labels still suing the AI music company.",
      ],
      [
        "hackernews",
        "0 15:30",
        "Sony Music and Suno strike licensing deal, end lawsuit",
        "",
        { url: "https://www.billboard.com/pro/sony-music-suno-settlement-licensing/" },
      ],
      [
        "reddit-artificial",
        "0 18:40",
        "Every major label has now settled with Suno or Udio. What did artists get?",
        "Opt-in for 'name and likeness', some revenue share pool nobody has details on. The labels got equity, I assume.",
      ],
      [
        "mastodon",
        "1 10:00",
        "from a press release",
        "every time a label 'partners' with an ai company the artists find out from a press release",
      ],
    ],
  },
  {
    story: "suno-gema-ruling",
    items: [
      [
        "google-news-ai-policy",
        "2 12:00",
        "Munich court rules Suno infringed GEMA repertoire - DW",
        "The regional court found that songs generated by Suno reproduced protected melodies and lyrics, and ordered damages to be assessed.",
      ],
      [
        "techcrunch-ai",
        "2 14:20",
        "A German court just ruled against Suno in GEMA's lawsuit",
        "The ruling applies in Germany only; Suno said it would appeal.",
      ],
      [
        "hackernews",
        "2 15:10",
        "LG München I: GEMA v. Suno (judgment)",
        "",
        { url: "https://www.gema.de/en/news/judgment-suno" },
      ],
      [
        "reddit-machinelearning",
        "2 17:00",
        "[N] Munich court: memorized melodies in Suno outputs infringe; training itself not decided",
        "The court leaned on outputs that reproduce recognizable songs (they had a list of 9). It explicitly didn't rule on whether the training copy is covered by the TDM exception.",
      ],
      [
        "mastodon",
        "2 19:00",
        "munich again",
        "munich regional court has now ruled against openai (lyrics) and suno (lyrics and melodies). germany is quietly where these get decided",
      ],
    ],
  },
  {
    story: "amd-mi450-launch",
    items: [
      [
        "techcrunch-ai",
        "0 14:00",
        "AMD starts shipping the MI450, its answer to Nvidia's Rubin",
        "The first racks are going to Oracle and a US neocloud, AMD said, with broad availability in the first quarter.",
      ],
      [
        "hackernews",
        "0 14:30",
        "AMD Instinct MI450 now shipping",
        "",
        { url: "https://www.amd.com/en/newsroom/press-releases/2026-11-23-amd-instinct-mi450-shipping.html" },
      ],
      [
        "reddit-localllama",
        "0 16:00",
        "MI450 has 432GB of HBM4. If ROCm finally works, this changes things",
        "One card holds a 400B model at FP8. Obviously none of us are buying one, but it'll push down H200 prices on the used market.",
      ],
      [
        "venturebeat-ai",
        "0 17:00",
        "AMD's MI450 ships in a 72-GPU rack built for trillion-parameter models",
        "The Helios rack is AMD's first full-rack design, and customers say software maturity is the question, not the hardware.",
      ],
      [
        "polymarket",
        "0 19:00",
        "AMD market cap above $500B on December 31?",
        "Yes 41% (+12 pts in 24 h) · No 59% · 24 h volume $61K · ends 2026-12-31.",
        { eng: 61000 },
      ],
      [
        "mastodon",
        "1 07:00",
        "rocm",
        "432gb of hbm per card and all of it depends on rocm. rocm people: is it finally time? (it is never finally time)",
      ],
    ],
  },
  {
    story: "intel-gaudi-4-cancelled",
    items: [
      [
        "sec-edgar",
        "0 21:10",
        "INTEL CORP (INTC) files 8-K: Costs Associated with Exit or Disposal Activities; Material Impairments",
        "Form 8-K filed 2026-11-23 by INTEL CORP, Santa Clara, CA. Items: 2.05 Costs Associated with Exit or Disposal Activities; 2.06 Material Impairments. Date of report: 2026-11-23. Discontinuation of the Gaudi 4 artificial intelligence accelerator program; estimated charges of $1.1 billion.",
        { cik: "50863" },
      ],
      [
        "techcrunch-ai",
        "0 21:40",
        "Intel kills Gaudi 4 and takes a $1.1B charge",
        "Intel will fold its AI accelerator work into a single data-center GPU line due in 2028.",
      ],
      [
        "hackernews",
        "0 22:00",
        "Intel cancels Gaudi 4 AI accelerator",
        "",
        { url: "https://www.tomshardware.com/tech-industry/intel-cancels-gaudi-4" },
      ],
      [
        "reddit-localllama",
        "1 03:00",
        "RIP Gaudi. Did anyone here actually buy a Gaudi 3 box?",
        "Asking because they were showing up cheap on eBay already. Is it worth it now that there's no roadmap at all?",
      ],
      [
        "mastodon",
        "1 09:30",
        "a history",
        "intel ai accelerators, a history: larrabee, nervana, habana, gaudi. cancelled on the same monday amd ships its new one. brutal",
      ],
    ],
  },
  {
    story: "amd-acquires-liminal",
    items: [
      [
        "techcrunch-ai",
        "2 15:00",
        "AMD buys Liminal, a compiler startup, to make its chips easier to program",
        "Liminal's team of 22 will join AMD's AI software group. Terms were not disclosed.",
      ],
      [
        "hackernews",
        "2 15:40",
        "Liminal is joining AMD",
        "",
        { url: "https://liminal.dev/blog/joining-amd" },
      ],
      [
        "reddit-localllama",
        "2 18:00",
        "AMD acquired the Liminal folks. Their Triton backend was the best thing on MI300",
        "If they get to work on ROCm directly this is the best news for AMD inference in a while.",
      ],
      [
        "github",
        "3 10:00",
        "liminal-compiler/lmc: An MLIR compiler for attention kernels on AMD and Nvidia GPUs",
        "Fused attention, MoE routing and paged KV-cache kernels from a single description. The project continues under AMD; see the announcement.",
      ],
    ],
  },
  {
    story: "anysphere-funding",
    items: [
      [
        "techcrunch-ai",
        "0 16:30",
        "Cursor maker Anysphere raises $3B at a $60B valuation",
        "The round comes five months after the last and the company says annual revenue passed $2 billion.",
      ],
      [
        "theverge-ai",
        "0 17:00",
        "Cursor is now worth $60 billion",
        "The AI code editor's parent doubled its valuation since summer.",
      ],
      [
        "hackernews",
        "0 17:15",
        "Anysphere raises $3B Series E",
        "",
        { url: "https://cursor.com/blog/series-e" },
      ],
      [
        "polymarket",
        "0 18:00",
        "Will Cursor raise at a $50B+ valuation in 2026?",
        "Yes 98% (+41 pts in 24 h) · No 2% · 24 h volume $140K · ends 2026-12-31. Resolves Yes on an announced priced round valuing Anysphere at $50B or more.",
        { eng: 140000 },
      ],
      [
        "reddit-artificial",
        "0 20:00",
        "60 billion for a VS Code fork. I say this as someone who uses it every day",
        "I'm not saying it's wrong. I'm saying my 2019 self would not understand any of this.",
      ],
      [
        "mastodon",
        "1 09:00",
        "the moat",
        "every dev I know pays for cursor out of their own pocket and complains about it daily. that's the moat",
      ],
    ],
  },
  {
    story: "cursor-pricing-change",
    items: [
      [
        "hackernews",
        "3 17:00",
        "Cursor's new pricing: Pro becomes $20 of included usage",
        "",
        { url: "https://cursor.com/blog/pricing-update-december" },
      ],
      [
        "reddit-localllama",
        "3 19:00",
        "Cursor's pricing change is the best ad for local models this year",
        "Unlimited 'auto' is gone, everything draws from $20 of credits. At my usage that's about 9 days. Setting up Continue with a local Qwen this weekend.",
      ],
      [
        "mastodon",
        "3 20:00",
        "during thanksgiving dinner",
        "the cursor email arrived during thanksgiving dinner. bold choice",
      ],
      [
        "devto",
        "4 08:00",
        "I tracked a month of Cursor usage: what the new credit pricing would cost me",
        "Export your usage CSV, multiply by the new per-model rates, and be sad. My script and numbers for three kinds of days.",
      ],
      [
        "theverge-ai",
        "4 11:00",
        "Cursor changes its Pro plan again, and developers are mad again",
        "It's the third pricing change this year for the AI code editor.",
      ],
      [
        "lobsters",
        "4 13:00",
        "Cursor pricing update (effective December 15)",
        "",
        { url: "https://cursor.com/blog/pricing-update-december" },
      ],
    ],
  },
  {
    story: "meridian-robotics-freshway-contract",
    items: [
      [
        "sec-edgar",
        "2 21:00",
        "MERIDIAN ROBOTICS CORP (MRBT) files 8-K: Entry into a Material Definitive Agreement",
        "Form 8-K filed 2026-11-25 by MERIDIAN ROBOTICS CORP, Pittsburgh, PA. Items: 1.01 Entry into a Material Definitive Agreement; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-24. Matching documents: EX-99.1 press release, Meridian Robotics and FreshWay Markets sign five-year agreement for artificial intelligence-guided order picking in 140 stores.",
      ],
      [
        "techcrunch-ai",
        "2 22:30",
        "Meridian Robotics will put its picking robots in 140 FreshWay grocery stores",
        "The five-year deal is worth up to $400 million, the Pittsburgh company said, and is its first with a grocery chain.",
      ],
      [
        "reddit-artificial",
        "3 02:30",
        "I work nights at a FreshWay. Nobody told us about the robots",
        "Found out from a news alert. The back room is tiny, no idea where 6 robots are supposed to go. Anyone here work somewhere that already has them?",
      ],
      [
        "hackernews",
        "3 06:10",
        "Meridian Robotics signs $400M robot picking deal with FreshWay",
        "",
        { url: "https://techcrunch.com/2026/11/25/meridian-robotics-freshway-picking-robots/" },
      ],
    ],
  },
  {
    story: "meridian-robotics-ceo-exit",
    items: [
      [
        "sec-edgar",
        "2 21:20",
        "MERIDIAN ROBOTICS CORP (MRBT) files 8-K: Departure of Directors or Certain Officers",
        "Form 8-K filed 2026-11-25 by MERIDIAN ROBOTICS CORP, Pittsburgh, PA. Items: 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers. Date of report: 2026-11-25. The chief executive officer notified the board of her resignation, effective December 31; the chief operating officer will serve as interim chief executive.",
      ],
      [
        "google-news-ai-policy",
        "3 01:00",
        "Meridian Robotics CEO resigns hours after landing biggest contract - Pittsburgh Post-Gazette",
        "The company gave no reason for the departure; its shares fell 9% in after-hours trading.",
      ],
      [
        "mastodon",
        "3 09:40",
        "bury the lede",
        "meridian robotics dropped the ceo resignation at 4:20pm the day before thanksgiving, twenty minutes after the good news. textbook",
      ],
      [
        "reddit-artificial",
        "3 16:00",
        "Why would a CEO quit the same day the company signs its biggest deal?",
        "Meridian's CEO is out effective Dec 31, interim is the COO. The filing says nothing. Board fight? Health? Anyone local know more?",
      ],
    ],
  },
];
