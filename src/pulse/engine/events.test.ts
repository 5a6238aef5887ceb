import { describe, expect, it } from "vitest";
import { sameEvent } from "./events.js";
import { analyseItem } from "./features.js";

const kind = (title: string, content = "") => analyseItem(title, content).kind;

describe("eventKind", () => {
  it("reads verbs whose meaning depends on their object with the words after them", () => {
    expect(kind("Tessellate raises $300M Series B to build coding agents")).toBe("funding");
    // Not money raised; and limits raised after a backlash are the launch's reception, not a new event.
    expect(kind("Anthropic raises Claude 5 usage limits after subscriber backlash")).toBeUndefined();
    expect(kind("Meta cuts prices of its Ray-Ban glasses")).toBe("price");
    expect(kind("Scale AI cuts 14% of staff")).toBe("layoffs");
    expect(kind("Datadog buys observability startup Tracewell for $420M")).toBe("acquisition");
    expect(kind("Orbital signs $400M robot picking deal with FreshWay")).toBe("partnership");
    expect(kind("Clausewise lands $95M to automate contract review")).toBe("funding");
  });

  it("reads a security advisory as security, a regulator's advisory as regulation", () => {
    expect(kind("acme/agent-sdk: Security advisory: @acme/agent 1.0.3 was published by an attacker")).toBe(
      "security",
    );
    expect(kind("acme-ai/acme: security advisory — we do not publish plugins on PyPI")).toBe("security");
    expect(kind("California AG legal advisory says AI hiring tools must follow bias law")).toBe("regulation");
  });

  it("tells an outage from figures going down and from stepping down", () => {
    expect(kind("ChatGPT down for anyone else? Both app and API failing")).toBe("outage");
    expect(kind("The GitHub API is down again")).toBe("outage");
    // A board title reports an outage by the service's acronym alone.
    expect(kind("Brackley sync API down")).toBe("outage");
    expect(kind("Is the Fenwright API down?")).toBe("outage");
    expect(kind("Fenwright EPS down 4% on the year")).toBeUndefined();
    expect(kind("NVDA beats again, but the stock is still down 3% after hours")).toBeUndefined();
    expect(kind("C3.ai chief executive to step down")).toBe("personnel");
    expect(kind("The US is cracking down on Chinese companies renting GPUs")).toBeUndefined();
  });

  it("takes the headline's predicate over the nouns that set the scene", () => {
    expect(kind("European Parliament votes to delay AI Act rules by 16 months")).toBe("delay");
    expect(kind("Anthropic sues xAI over layoffs")).toBe("lawsuit");
    expect(kind("Judge rules OpenAI must face the authors' claims")).toBe("ruling");
  });

  it("finds model-name-shaped cues and reads the excerpt's first sentence when the title says nothing", () => {
    expect(kind("Databricks, Inc. (DBRX) files S-1: Registration statement")).toBe("ipo");
    expect(kind("Update Ollama now: CVE-2026-48211 lets anyone run code")).toBe("security");
    expect(
      kind("The Irish DPC actually did something", "A judge granted an injunction. Meta will appeal."),
    ).toBe("ruling");
    // Only the opening sentence: background further on does not type the item.
    expect(
      kind("Notes from the keynote", "Nice venue. Later they said a lawsuit was filed."),
    ).toBeUndefined();
  });

  it("tells a fine from 'fine' and a bill in the making from one to pay", () => {
    expect(kind("PIPC fines DeepSeek 1.4 billion won, orders app changes")).toBe("ruling");
    expect(kind("Meta fined €20M by the DPC")).toBe("ruling");
    expect(kind("Fine-tuning Llama on a laptop")).toBeUndefined();
    expect(kind("UK government publishes long-awaited AI bill")).toBe("regulation");
    expect(kind("I let Claude run our test suite overnight. Here's the bill.")).toBeUndefined();
    expect(kind("Waymo begins driverless rides in London")).toBe("launch");
  });

  it("reads delays, outages, leaks, listings and regulators' charges told without the obvious noun", () => {
    expect(kind("Orbital's new chip reportedly slips to 2029")).toBe("delay");
    expect(kind("The Pixel assistant is running late")).toBe("delay");
    expect(kind("Their robot won't ship until late 2028")).toBe("delay");
    expect(kind("Sony pushes its headset to mid-2028")).toBe("delay");
    expect(kind("Sony pushes its headset to next year")).toBe("delay");
    expect(kind("Mistral API returning 503 for everyone?")).toBe("outage");
    expect(kind("Gemini API: overloaded errors on every call")).toBe("outage");
    expect(kind("Acme: postmortem of Tuesday's API incident")).toBe("outage");
    expect(kind("Health app exposed 2 million patient records online")).toBe("security");
    expect(kind("Kestrel's leaked footage is on a forum")).toBe("security");
    expect(kind("New model exposes tool calls in the OpenAI format")).toBeUndefined();
    expect(kind("Orbital stock jumps 30% in Nasdaq debut")).toBe("ipo");
    expect(kind("Germany's competition authority charges Microsoft over bundling")).toBe("investigation");
    expect(kind("Intel takes a $1.1B charge")).toBeUndefined();
    expect(kind("SK Hynix passes Apple's qualification for its memory")).toBe("partnership");
  });

  it("reads price changes and quarters only where they are meant", () => {
    expect(kind("Lower prices for Mistral Medium in the API")).toBe("price");
    expect(kind("Google halves Gemini API prices")).toBe("price");
    expect(kind("Figma makes AI credits more expensive")).toBe("price");
    expect(kind("Intel Q3: data center revenue up 12%")).toBe("earnings");
    expect(kind("Reading the Intel Q3 CFO commentary")).toBe("earnings");
    expect(kind("Llama-4-70B Q4_K_M on two 3090s: 20 tok/s")).toBeUndefined();
    expect(kind("Our monthly LLM bill doubled in November")).toBeUndefined();
    expect(kind("Figma announces repricing of its AI seats")).toBe("price");
    expect(kind("AlphaGeometry settles two open problems")).toBeUndefined();
    expect(kind("Kindred settles with the FTC for $12M")).toBe("settlement");
  });

  it("does not read background, examples, future questions or figures as the event", () => {
    expect(kind("The startup, which raised a big round last month, leaked patient notes")).toBe("security");
    expect(kind("Interesting timing: the outage came after the IPO")).toBe("outage");
    expect(kind("Interesting timing: the problem was disclosed after the IPO")).toBeUndefined();
    expect(kind("Bought the glasses at launch, price dropped $100 today")).toBe("price");
    expect(kind("Regulators want reports of incidents such as a cyberattack")).toBeUndefined();
    expect(kind("Will Apple release a foldable iPhone before June 30, 2027?")).toBeUndefined();
    expect(kind("Is Claude down for everyone?")).toBe("outage");
    expect(kind("Nvidia down 4% because Meta might buy chips from Google")).toBeUndefined();
    expect(kind("A linear probe predicts refusals before the first token")).toBeUndefined();
    expect(kind("FTC opens probe into robotaxi crashes")).toBe("investigation");
    expect(kind("Sycophantic agreement is linearly decodable")).toBeUndefined();
    expect(kind("Ottawa signs $240M compute agreement with Cohere")).toBe("partnership");
  });

  it("reads releases, acquisitions, cancellations and settlements told in their own idioms", () => {
    expect(kind("Zhipu just dropped GLM-6 with open weights")).toBe("launch");
    expect(kind("GLM-6 just dropped.")).toBe("launch");
    expect(kind("Tokens per dollar dropped again")).toBeUndefined();
    expect(kind("Cerebras starts shipping the CS-4")).toBe("launch");
    expect(kind("Parsel is joining Databricks to build document agents")).toBe("acquisition");
    expect(kind("Intel cancels Falcon Shores and folds the team into its next data-center line")).toBe(
      "delay",
    );
    expect(kind("I cancelled the subscription")).toBeUndefined();
    expect(kind("Replika agrees to consent order on minors")).toBe("settlement");
    expect(kind("FTC launches investigation into chatbot ads")).toBe("investigation");
    expect(kind("Got let go from Cohere today")).toBe("layoffs");
    expect(kind("Acme: unauthorized access to customer secrets")).toBe("security");
    expect(kind("Attorney general issues advisory on AI hiring tools")).toBe("regulation");
  });

  it("does not read reward hacking, hiring tools, breaking a law or a figure going down as events", () => {
    expect(kind("Verifiers that resist reward hacking")).toBeUndefined();
    expect(kind("Warning on AI hiring tools")).toBeUndefined();
    expect(kind("Resume screening can breach civil rights law")).toBeUndefined();
    expect(kind("The distills go all the way down to 7B")).toBeUndefined();
    expect(kind("Our Slack bill is going up 20%")).toBeUndefined();
    expect(kind("Senate panel advances bill to preempt state AI laws")).toBe("regulation");
  });

  it("reads an 8-K's agreement as what the rest of the filing says it is, and a cited rule as no rule-making", () => {
    const filed = "Form 8-K filed 2026-11-20 by ORBITAL CORP, Austin, TX.";
    expect(kind("ORBITAL CORP (ORBT) files 8-K: Entry into a Material Definitive Agreement", filed)).toBe(
      "partnership",
    );
    expect(
      kind(
        "ORBITAL CORP (ORBT) files 8-K: Entry into a Material Definitive Agreement; Creation of a Direct Financial Obligation",
        filed,
      ),
    ).toBe("funding");
    expect(kind("Director sells shares under a Rule 10b5-1 plan")).toBeUndefined();
    expect(kind("Commission adopts rules for AI sandboxes")).toBe("regulation");
  });

  it("reads court and regulator steps, complaints and executives quitting in their own words", () => {
    expect(kind("Regulator hits Google with an order over default assistants")).toBe("ruling");
    expect(kind("Reddit v. Perplexity: motion to dismiss denied on contract claims")).toBe("ruling");
    expect(kind("Getty's case against Stability moves forward")).toBe("ruling");
    expect(kind("The authors' claim survives a motion to dismiss")).toBe("ruling");
    expect(kind("Team plan drops from $30 to $21 a seat")).toBe("price");
    expect(kind("Privacy group files a complaint against Mistral with the CNIL")).toBe("lawsuit");
    expect(kind("Mistral faces a data-protection complaint over Le Chat")).toBe("lawsuit");
    expect(kind("Complaints about the new update pile up")).toBeUndefined();
    expect(kind("Why would a CEO quit the same day the company signs its biggest deal?")).toBe("personnel");
    expect(kind("Got the accept-or-quit popup this morning")).toBeUndefined();
    expect(kind("Gemini can now compare listings for you")).toBeUndefined();
    expect(kind("Orbital prices its Nasdaq listing at $18 a share")).toBe("ipo");
  });

  it("types one paper as research, papers in general not", () => {
    expect(kind("New paper: the leaderboard is contaminated")).toBe("research");
    expect(kind("Mistral paper: reward hacking survives RLHF")).toBe("research");
    expect(kind("Which papers are you reading this week?")).toBeUndefined();
    expect(kind("Tesselate claims 94% grasping: their blog has videos but no paper")).toBeUndefined();
    expect(kind("Muon at scale", "The optimizer's update rule orthogonalises each step.")).toBeUndefined();
  });

  it("reads a purchase told with plain verbs and an executive leaving", () => {
    expect(kind("Workday buys AI recruiting start-up Pallas for $1.1B")).toBe("acquisition");
    // A name bought and then described in an appositive or a relative clause is a company; goods take none.
    expect(kind("Vellum buys Skerry, the test-generation start-up, to bolster its agent")).toBe(
      "acquisition",
    );
    expect(kind("Orrin to buy Brannick Security, whose agents triage alerts")).toBe("acquisition");
    expect(kind("Meta buys more H200s for its cluster")).toBeUndefined();
    expect(kind("Skerry is joining Anthropic")).toBe("acquisition");
    expect(kind("threadline-dev/threadline: tracing for LLM agents (joining ServiceNow)")).toBe(
      "acquisition",
    );
    expect(kind("Corvane co-founder joins Meta")).toBe("personnel");
    expect(kind("Apple loses another AI leader to Meta")).toBe("personnel");
    expect(kind("OpenAI's head of post-training is leaving")).toBe("personnel");
    expect(kind("I'm leaving the Bay Area next year")).toBeUndefined();
    // The buyer's product, not a hire: "AI hiring agents" beside "Workday buys … Pallas".
    expect(kind("Workday's Pallas deal puts AI hiring agents inside HR software")).not.toBe("personnel");
  });

  it("reads follow-ups told without the obvious noun: regulators deciding, outages, delays, cheaper prices", () => {
    expect(kind("Microsoft is making Copilot cheaper for small businesses")).toBe("price");
    expect(kind("Nice idea, cheap to train")).toBeUndefined();
    expect(kind("Ask HN: Is anyone else hitting Claude Opus 5 rate limits constantly?")).toBeUndefined();
    expect(kind("Memphis health department denies xAI permit for more gas turbines")).toBe("ruling");
    expect(kind("UK appeals court says AI model weights are not infringing copies")).toBe("ruling");
    expect(kind("Japan FTC issues cease-and-desist to Google over Gemini")).toBe("ruling");
    expect(kind("Solace warned by regulator over responses to teen testers")).toBe("ruling");
    expect(kind("So now an AI will reject my job application inside Workday too")).toBeUndefined();
    expect(kind("India mandates visible labels on AI-generated content")).toBe("regulation");
    expect(kind("California attorney general sends first SB 53 letters to AI developers")).toBe(
      "investigation",
    );
    expect(kind("Cloudflare: a global config push took down GPU scheduling")).toBe("outage");
    expect(kind("Microsoft post-incident review: Copilot capacity event in West Europe")).toBe("outage");
    expect(kind("Fernhill pulls its IPO on the day Gantry soars")).toBe("delay");
    expect(kind("South Korea extends grace period on AI Basic Act fines to 2028")).toBe("delay");
    expect(kind("South Korea blinks on AI fines, pushing enforcement of its AI law to 2028")).toBe("delay");
  });

  it("reads a product being out from weak words only when nothing else is said", () => {
    expect(kind("Announcing TypeScript 7.0 Beta")).toBe("launch");
    expect(kind("Gemma 4 31B is here, and it's finally Apache 2.0")).toBe("launch");
    expect(kind("Firefox 146 adds on-device AI link previews")).toBe("launch");
    expect(kind("Microsoft's Agent Framework hits 1.0 at Ignite")).toBe("launch");
    expect(kind("GitLab makes its Duo Agent Platform generally available")).toBe("launch");
    expect(kind("Scale AI announces layoffs")).toBe("layoffs");
    expect(kind("The hidden cost of 'just add a vector database'")).toBeUndefined();
    expect(kind("Slack's AI bundling is a bet that per-seat AI add-ons are dead")).toBeUndefined();
  });

  it("reads a product taken back as a rollback, another event than its launch", () => {
    expect(kind("OpenAI rolls back GPT-5.5 for free ChatGPT users, citing demand")).toBe("rollback");
    expect(kind("ChatGPT free tier reverts to GPT-5.2")).toBe("rollback");
    expect(kind("OpenAI switches free ChatGPT users back to the old model")).toBe("rollback");
    expect(kind("Woke up to 31 commits", "A few reverted each other.")).toBeUndefined();
    expect(sameEvent("launch", "rollback")).toBe(false);
  });

  it("reads a privacy bug by what it showed as security", () => {
    expect(kind("Corvane says a caching bug showed some users other people's chat titles")).toBe("security");
    expect(kind("Corvane: sidebar bug exposed chat titles of 0.3% of users for 47 minutes")).toBe("security");
    expect(kind("Caching bugs are privacy bugs: notes on Friday's sidebar incident")).toBe("security");
    // A bug alone is no breach.
    expect(kind("A bug in the tokenizer made our evals look better")).toBeUndefined();
  });

  it("reads a company selling its own shares as funding, an IPO's share sale as the IPO", () => {
    expect(kind("Corvane sells $1.2B of stock the day after its shares jumped 24%")).toBe("funding");
    expect(kind("Corvane Photonics to sell $1.2 billion in stock a day after rally - Reuters")).toBe(
      "funding",
    );
    expect(kind("CORVANE PHOTONICS, INC. (CRVN) files S-3ASR: Automatic shelf registration statement")).toBe(
      "funding",
    );
    expect(kind("Corvane tender offer: staff may sell $6B of shares")).toBe("funding");
    expect(kind("Corvane's $1.2B share offering prices at $40")).toBe("funding");
    // The listing sells shares too: it stays an IPO.
    expect(
      kind(
        "GPU cloud Corvane prices IPO above range, raising $1.4B",
        "Corvane sold 56 million shares at $25, above the range set last week.",
      ),
    ).toBe("ipo");
    // Shares sold with no sum are an insider's trade, and "shared" plans are no shares.
    expect(
      kind("Corvane's 2.0 makes the case", "The company sells a hosted tier with shared team plans."),
    ).toBe(undefined);
  });

  it("reads a quarter's results told by guidance, a record quarter or another language's profit word", () => {
    expect(kind("Corvane guides Q3 below estimates as substrate supply tightens")).toBe("earnings");
    expect(kind("Corvane's record GPU quarter lifts its shares")).toBe("earnings");
    expect(kind("Corvane affiche un chiffre d'affaires trimestriel record - Les Echos")).toBe("earnings");
    // A guide to a quantisation is no guidance.
    expect(kind("A guide to Q4_K_M quantisation")).toBeUndefined();
  });

  it("reads an executive named by role who is leaving as personnel, whatever follows", () => {
    expect(kind("Corvane's CTO is leaving two days after the V3 launch")).toBe("personnel");
    expect(kind("Corvane users are leaving in droves")).toBeUndefined();
  });

  it("reads a regulator opening proceedings as an investigation", () => {
    expect(kind("Commission opens proceedings against Corvane over its training-data summary")).toBe(
      "investigation",
    );
    expect(kind("La Commissione apre un procedimento contro Corvane - Il Sole 24 Ore")).toBe("investigation");
  });

  it("reads a result taken back as a correction, another event than the launch it corrects", () => {
    expect(kind("Corvane withdraws its headline benchmark score after finding test data in training")).toBe(
      "correction",
    );
    expect(kind("Corvane: correction to the C2 reasoning result")).toBe("correction");
    expect(kind("Authors retract the 64% accuracy claim; contamination in the eval split")).toBe(
      "correction",
    );
    // Withdrawn from an IPO is a delay; a correction alone (a market's, an error code's) says no event.
    expect(kind("Gantry withdraws its IPO")).toBe("delay");
    expect(kind("Nvidia shares slide as chip stocks enter a correction")).toBeUndefined();
    expect(sameEvent("launch", "correction")).toBe(false);
    expect(sameEvent("research", "correction")).toBe(false);
  });

  it("reads the laid-off as a headline's subject, not its event", () => {
    expect(kind("Laid-off Brightpath tutors sue over AI trained on their recorded lessons")).toBe("lawsuit");
    expect(kind("Laid off from the Alexa org today. Ask me whatever")).toBe("layoffs");
    expect(kind("Brightpath Learning lays off 22% of staff")).toBe("layoffs");
  });

  it("reads a free tier or usage limits changed as limits: the price's kin, not the launch's", () => {
    expect(kind("Gemini API free tier cut to 50 requests per day")).toBe("limits");
    expect(kind("Google quietly nuked the Gemini API free tier the day after the Flash launch")).toBe(
      "limits",
    );
    expect(sameEvent("limits", "price")).toBe(true);
    expect(sameEvent("limits", "launch")).toBe(false);
  });

  it("reads a French suit told as a phrase, not an attack", () => {
    expect(kind("L'éditeur Marbrin attaque Corvane en justice pour ses manuels")).toBe("lawsuit");
    expect(kind("Des auteurs portent plainte contre Corvane")).toBe("lawsuit");
    expect(kind("Une attaque informatique vise Corvane")).not.toBe("lawsuit");
  });

  it("reads a cap told as the verb as limits, only with a user, plan or allowance after it", () => {
    expect(kind("Brambleworks caps free tier")).toBe("limits");
    expect(kind("Brambleworks is limiting free users to twenty Q3 prompts a day")).toBe("limits");
    expect(kind("Brambleworks rations its free assistant after a weekend rush")).toBe("limits");
    expect(kind("Crateyard to rate-limit anonymous pulls of container images")).toBe("limits");
    expect(kind("Crateyard throttles free accounts during peak hours")).toBe("limits");
    expect(kind("Crateyard caps anonymous downloads from its registry")).toBe("limits");
    // A regulator's cap on a kind of app, a company capping its costs: no plan of a company's users.
    expect(kind("Regulator drafts a two-hour daily cap on chat apps for teenagers")).not.toBe("limits");
    expect(kind("Brambleworks caps its losses as revenue doubles")).not.toBe("limits");
    expect(kind("Ask HN: Is anyone else hitting Q3 rate limits constantly?")).toBeUndefined();
  });

  it("reads a regulator acting on a firm with a verb of command as a ruling, not its rules or advice", () => {
    expect(kind("Ireland's privacy watchdog halts Corvane's AI training on EU data")).toBe("ruling");
    expect(kind("French privacy regulator fines voice assistant maker Pellworth EUR 4 million")).toBe(
      "ruling",
    );
    expect(kind("Portuguese regulator bans an insurer's 'emotion detection' on claims calls")).toBe("ruling");
    expect(
      kind("Swedish regulator orders ad-tech firm Sallowfield to stop inferring religion from faces"),
    ).toBe("ruling");
    // Rules proposed and plans published are regulation or nothing, not a decision on a firm.
    expect(kind("New York regulator proposes rules for reporting AI safety incidents")).toBe("regulation");
    expect(kind("Ireland's media regulator publishes plan for AI oversight in 2027")).not.toBe("ruling");
  });

  it("reads a fine told with its sum after whom it falls on as a ruling, not a law's scale of fines", () => {
    expect(kind("ICO fines facial recognition firm Sentrix £6.2m over shoplifter watchlists")).toBe("ruling");
    expect(kind("Spain fines ad producer €380k for unlabelled AI-generated presenters")).toBe("ruling");
    expect(kind("The AI Act fines of up to €35M, explained")).not.toBe("ruling");
  });

  it("reads a price by how it moved: raised to a sum, a price rise or premium, a surcharge", () => {
    expect(kind("Midjourney raises Standard plan to $40/month")).toBe("price");
    expect(kind("Microsoft is raising Personal to $12.99 a month")).toBe("price");
    expect(kind("Tamberlin's price rise is the first of many this year")).toBe("price");
    expect(kind("Anthropic removes the >200k token price premium")).toBe("price");
    expect(kind("Anthropic drops its long-context surcharge on Claude")).toBe("price");
    // A round is raised as a sum; a forecast raised to one is results; an industry's price war is no one's price.
    expect(kind("Corvid raises $40M to build agents")).toBe("funding");
    expect(kind("Dell raises its AI server forecast again, to $30B for the year")).toBe("earnings");
    expect(kind("Inference price wars: who actually profits when tokens get cheaper")).toBeUndefined();
  });

  it("reads an advisory's instruction to update at once, or to rotate keys, as security", () => {
    expect(kind("PSA: update llama.cpp / LM Studio NOW, malicious files can run code")).toBe("security");
    expect(kind("Update Fellbrook now if you let agents browse untrusted repos")).toBe("security");
    expect(kind("If your vLLM nodes can be reached from the internet, upgrade to 0.14.2 today")).toBe(
      "security",
    );
    expect(kind("Scarrow users: update to 0.19.2, a repo's config file could switch on auto-approve")).toBe(
      "security",
    );
    expect(kind("If you installed the Nettlebed agent SDK this morning, rotate your API keys now")).toBe(
      "security",
    );
    // An update named, not ordered: a change, not a flaw to patch.
    expect(kind("Chrome Canary hangs after the Nano 3 update")).toBeUndefined();
    expect(kind("Update on the ad screens from Tuesday")).toBeUndefined();
  });

  it("reads an authority's order to delete, and its ban or block in Italian, Portuguese and Swedish, as a ruling", () => {
    expect(kind("OAIC orders Wattlebird Health to delete stored patient audio and notify clinics")).toBe(
      "ruling",
    );
    expect(kind("Il Garante privacy blocca Velvetine: l'app non verificava l'età")).toBe("ruling");
    expect(kind("CNPD ordena à Lusovia que suspenda a análise de voz por IA")).toBe("ruling");
    expect(kind("IMY förbjuder Sallowfield att dra slutsatser om känsliga egenskaper")).toBe("ruling");
  });

  it("reads a Spanish round told with 'capta' as funding", () => {
    expect(kind("La startup de IA jurídica Quennell capta 140 millones de dólares")).toBe("funding");
  });

  it("reads secrets exposed as security", () => {
    expect(kind("Quillmark incident report: secrets exposed in Mender-generated PRs")).toBe("security");
  });

  it("leaves items without a clear kind untyped", () => {
    expect(kind("Ask HN: How do you keep up with AI papers?")).toBeUndefined();
    expect(kind("it's fine")).toBeUndefined();
    expect(kind("")).toBeUndefined();
  });

  it("counts a launch and its price as one event, other kinds as two", () => {
    expect(sameEvent("launch", "price")).toBe(true);
    expect(sameEvent("lawsuit", "ruling")).toBe(false);
    expect(sameEvent("funding", "funding")).toBe(true);
    // A model's technical report is its launch told by its authors.
    expect(sameEvent("launch", "research")).toBe(true);
    expect(sameEvent("research", "delay")).toBe(false);
  });
});
