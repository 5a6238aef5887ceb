import type { EventKind, Words } from "./event-kinds.js";

/**
 * Words that say an event only in some company: "down" after a service's name (not "down 4%"), "bill" after "AI"
 * or "Senate" (not "our cloud bill"), "Q3" beside results (not "Q4_K_M"), "debut" on an exchange, "probe" unless a
 * paper's classifier, "late" after "is" or "running". events.ts reads every other cue alone, or with its object.
 */

/** Where a clause ends: background stops there (events.ts), and a bare "just dropped." is a release. */
export const CLAUSE_END = new Set(", . ; : ! ? -".split(" "));

/**
 * "ChatGPT down for anyone else?", "the API is down": a named service or "is"/"goes" just before "down" makes an
 * outage; "shares down 3%", "cracking down", "slow them down" do not.
 */
function outageAt(tokens: Words, lemma: readonly string[], i: number): boolean {
  if (i === 0) return false;
  // "Nvidia down 4%", "$599, down from $799": a figure fell.
  if (/^[\d$€£]/.test(tokens.value[i + 1] ?? "") || lemma[i + 1] === "from") return false;
  const before = tokens.value[i - 1] as string;
  const l = lemma[i - 1] as string;
  // "Lock down your API keys", "Shut down the old endpoint": a phrasal verb, capitalised only by opening the title.
  if (PHRASAL_DOWN.has(l)) return false;
  // "A config push took down GPU scheduling": a service taken down.
  // "Ravelstone inference API down", "AWS down": board posts report an outage by the service's acronym alone.
  return (
    l === "be" ||
    l === "go" ||
    l === "take" ||
    (/^(?:[A-Z][a-z]|[A-Z]{2,}s?$)/.test(before) && !FIGURES.has(l))
  );
}
const FIGURES = new Set("stock stocks share shares price revenue sales profit market index".split(" "));
/** Verbs that take "down" as their particle: "lock down", "crack down", "slow down", "scale down". */
const PHRASAL_DOWN = new Set(
  "lock shut crack slow calm break wind scale water tone turn narrow settle knock track pin tie write burn boil sit".split(
    " ",
  ),
);

/**
 * A regulator's fine: "fines DeepSeek", "fined $5M", "fined by", "a €20M fine"; not "it's fine", nor "fine-tuning"
 * (which arrives as "fine tuning").
 */
function isFine(tokens: Words, i: number): boolean {
  const next = tokens.value[i + 1] ?? "";
  const before = tokens.value[i - 1] ?? "";
  // "Italy fines a popular app", "got fined in Italy", "wants to fine a telemarketer": the verb, and plural fines,
  // are penalties; only the bare adjective is ambiguous.
  const written = (tokens.value[i] as string).toLowerCase();
  if (written === "fined" || (written === "fines" && /^(?:a|an|the|its)$/i.test(next))) return true;
  if (written === "fine" && before.toLowerCase() === "to" && /^(?:a|an|the)$/i.test(next)) return true;
  // "ICO fines facial recognition firm Sentrix £6.2m", "Spain fines ad producer €380k": the penalty told with its sum,
  // after whom it falls on (the plural noun's "fines of up to €35M" is a law's scale, not a fine levied).
  if (written === "fines" && !/^(?:of|up)$/i.test(next))
    for (let j = i + 2; j <= i + 6 && j < tokens.value.length; j++)
      if (/^[$€£]/.test(tokens.value[j] as string)) return true;
  return /^[A-Z$€£\d]/.test(next) || FINE_NEXT.has(next.toLowerCase()) || /[\d$€£]/.test(before);
}
const FINE_NEXT = new Set("by over for".split(" "));

/**
 * "The AI bill", "Senate panel advances bill", "the bill would require" is a law in the making; "here's the bill"
 * after a night of API calls, "our Slack bill", "cloud bills" are not: the law is told by what precedes or follows.
 */
const LAW_BEFORE = new Set(
  "ai frontier state federal senate house assembly congress pass approve advance introduce sign veto publish draft preemption".split(
    " ",
  ),
);
const LAW_AFTER = new Set("would to that text clear pass passes".split(" "));

/**
 * Words `contextual` reads that are event words (events.ts), as cues are: a headline's Title Case ("New Paper",
 * "Complaint Against …") makes the tagger call them names, and they say what happened, not who. "Bill", "fine",
 * "late" and "join" are not: a Bill or a Fine can be someone.
 */
export const CONTEXT_WORDS: readonly string[] =
  "quit listing complaint rule debut probe charge q1 q2 q3 q4 paper preprint hack hacking breach hire hiring cancel scrap shelve discontinue".split(
    " ",
  );

/**
 * "Q3 results", "fiscal Q3", "Q3 FY2027", "guides Q1 below estimates" are a quarter's results; "Q4_K_M", "a 14B at
 * Q4" a quantisation.
 */
const QUARTER_NEXT = new Set(
  "fiscal fy result results earnings revenue number numbers sales guidance guide profit report cfo call outlook forecast".split(
    " ",
  ),
);
/** "Nasdaq debut", "stock market debut" are a listing; other debuts a launch. */
const MARKET = new Set("nasdaq nyse market stock trading exchange public".split(" "));
/** What a leak or an exposure lays open: "exposed 40TB of drone footage", "90,000 exposed servers". */
const DATA = new Set(
  "data transcript record recording server file database key token password credential secret information detail footage".split(
    " ",
  ),
);
/** What a "breach" of which is a violation, not an intrusion. */
const VIOLATED = new Set("law rule act right duty obligation regulation".split(" "));
/** "AI hiring tools", "hiring practices", "AI hiring agents": software and processes, not someone hired. */
const HIRING_THINGS = new Set(
  "tool practice process law bias discrimination decision system software platform agent".split(" "),
);
/** Rules that are algorithms: "update rule", "learning rule", "scoring rule". */
const ALGORITHMIC = new Set("update learning scoring decision association".split(" "));
/** Who quits in the news: an executive, not a customer. */
const ROLES = new Set(
  "ceo cto cfo coo chief executive president founder cofounder head director officer chair".split(" "),
);
/** Words after "laid off" that go on telling the layoff: "laid off from the Alexa org today", "laid off again". */
const LAID_OFF_AFTER = new Set("from by today yesterday in at after again this last and".split(" "));
/** What "pricing" can name without a price changing. */
const PRICING_THINGS = new Set("power algorithm page tool software engine model strategy data".split(" "));
/** Words before "quarter" that make it a company's results. */
const QUARTER_BEFORE = new Set("last record big strong weak blowout best worst fiscal".split(" "));
/** A date later than now: a year, "next …", "later", a month. */
const LATER =
  /\d{4}|^(?:next|later|january|february|march|april|may|june|july|august|september|october|november|december)\b/;
/** How an advisory addresses its readers' things: "rotate your keys", "rotate every API key". */
const READERS = new Set("your every all".split(" "));
/** Words that make an instruction to update urgent: a flaw to patch. */
const URGENT = new Set("now today immediately asap".split(" "));
/** Verbs after which "late" says a date slipped: "is late again", "running late", "ships late". */
const LATE_AFTER = new Set("be run ship arrive come".split(" "));

/**
 * The kind of a word that says it only in some company: null when it does not here, undefined when the word is not
 * one of these.
 */
export function contextual(tokens: Words, lemma: readonly string[], i: number): EventKind | null | undefined {
  const l = lemma[i] as string;
  const prev = lemma[i - 1] ?? "";
  const next = lemma[i + 1] ?? "";
  switch (l) {
    case "down":
      return outageAt(tokens, lemma, i) ? "outage" : null;
    case "bill":
      return LAW_BEFORE.has(prev) || LAW_AFTER.has(next) ? "regulation" : null;
    case "fine":
    case "fin": // wink lemmatises "fined" as "fin".
      return isFine(tokens, i) ? "ruling" : null;
    case "debut":
      return MARKET.has(prev) || MARKET.has(lemma[i - 2] ?? "") ? "ipo" : "launch";
    case "probe":
      // In papers a probe is a classifier: "a linear probe predicts", "we probe 12 models", "probe trained on".
      return prev === "linear" || prev === "we" || /^(?:train|predict|paper)/.test(next)
        ? null
        : "investigation";
    case "charge":
      // "Regulator charges Nvidia": charges against someone named. "$1.1B charge", "charges $20" are money.
      return /^[A-Z]/.test(tokens.value[i + 1] ?? "") && i > 0 ? "investigation" : null;
    case "expose":
    case "exposed":
      for (let j = i - 1; j <= i + 6 && j < lemma.length; j++)
        if (DATA.has(lemma[j] ?? "")) return "security";
      return null;
    case "agreement":
      // An 8-K's "Material Definitive Agreement" is whatever else the filing says it is: with "Creation of a Direct
      // Financial Obligation" a loan or notes, with "Completion of Acquisition" the purchase.
      if (prev === "definitive" && lemma.some((w) => w === "obligation" || w === "acquisition")) return null;
      // "Sycophantic agreement", "agreement rate": a measure in a paper, not a deal.
      return /ic$/.test(prev) || /^(?:rate|score|between|metric)$/.test(next) ? null : "partnership";
    case "paper":
    case "preprint":
      // One paper is a story (with its code and its discussion); "how do you keep up with papers?" is not, and
      // "videos but no paper" says there is none.
      return (tokens.value[i] as string).toLowerCase() === l && prev !== "no" && prev !== "without"
        ? "research"
        : null;
    case "hack":
    case "hacking":
      // "Reward hacking" is a model gaming its reward.
      return prev === "reward" ? null : "security";
    case "breach":
      // "Can breach civil rights law" is a violation; "breach of contract" a claim.
      for (const w of lemma.slice(i + 1, i + 4)) {
        if (w === "contract") return "lawsuit";
        if (VIOLATED.has(w)) return null;
      }
      return "security";
    case "hire":
    case "hiring":
      // "AI hiring tools" are software; "hires a CFO" is personnel.
      return HIRING_THINGS.has(next) ? null : "personnel";
    case "cancel":
    case "scrap":
    case "shelve":
    case "discontinue":
      // "Intel cancels Gaudi 4": a product named, the end of the same slipping schedule (a delay); "cancelled the
      // sub" is a customer leaving.
      return /^[A-Z]/.test(tokens.value[i + 1] ?? "") ? "delay" : null;
    case "drop":
      // "Drops from $30 to $21": a price. "Moonshot just dropped Kimi K3", "Haiku 5 just dropped.": released (a
      // price dropping is read with its object).
      if (next === "from" && /^[$€£]/.test(tokens.value[i + 2] ?? "")) return "price";
      return /^[A-Z]/.test(tokens.value[i + 1] ?? "") || (prev === "just" && CLAUSE_END.has(next || "."))
        ? "launch"
        : undefined;
    case "cheap":
      // wink lemmatises "cheaper" as "cheap". A price is made or is now cheaper ("makes Copilot cheaper", "is now
      // $200 cheaper", "Microsoft's cheaper Copilot"); "cheap to train", "it was cheaper", "cheaper plans" are not.
      return tokens.value[i] === "cheaper" &&
        (lemma.slice(Math.max(0, i - 4), i).some((w) => w === "make" || w === "now") ||
          prev === "'s" ||
          /^\d/.test(prev))
        ? "price"
        : null;
    case "post":
      // "Post-incident review" arrives as "post incident review".
      return next === "incident" || next === "mortem" ? "outage" : undefined;
    case "lay":
      // "Laid-off Brightpath tutors sue": opening a headline and followed by who, the laid-off are its subject, and
      // the predicate (a lawsuit) comes after them. "Laid off from the Alexa org today" is the layoff.
      return i === 0 &&
        (tokens.value[i] as string).toLowerCase() === "laid" &&
        next === "off" &&
        /^[a-z]+$/i.test(tokens.value[i + 2] ?? "") &&
        !LAID_OFF_AFTER.has(lemma[i + 2] ?? "")
        ? null
        : undefined;
    case "join":
      // "Liminal is joining AMD", "(joining ServiceNow)": a startup announcing its acquisition; people "join" in the
      // present simple, and an executive who joins is named by role ("co-founder … joins Meta").
      if (lemma.slice(Math.max(0, i - 4), i).some((w) => ROLES.has(w))) return "personnel";
      return (prev === "be" || prev === "(") && /^[a-z]/i.test(tokens.value[i + 1] ?? "")
        ? "acquisition"
        : undefined;
    case "leave":
      // "OpenAI's head of post-training is leaving"; "leaves for Meta" is read with its object. An executive named
      // by role just before ("Pendrel's CTO is leaving three days after the launch") is leaving the company, whatever
      // follows; a user "leaving" a product is no executive.
      if (tokens.value[i] === "leaving" && prev === "be" && CLAUSE_END.has(tokens.value[i + 1] ?? "."))
        return "personnel";
      return prev === "be" && ROLES.has(lemma[i - 2] ?? "") ? "personnel" : undefined;
    case "rule":
      // "Under a Rule 10b5-1 plan", "Rule 144": a rule cited by number is not a rule being made; an optimizer's
      // "update rule" is mathematics.
      return /\d/.test(next) || ALGORITHMIC.has(prev) ? null : "regulation";
    case "quit":
      // "Why would a CEO quit", "the founder quits"; an "accept-or-quit popup" is a user leaving.
      return lemma.slice(Math.max(0, i - 3), i).some((w) => ROLES.has(w)) ? "personnel" : null;
    case "listing":
      // "Nasdaq listing", "listing on the NYSE"; not a product's or a job's listing.
      return MARKET.has(prev) || next === "on" ? "ipo" : null;
    case "complaint":
      // One complaint filed against someone; "complaints about the update" are users grumbling.
      return (tokens.value[i] as string).toLowerCase() === "complaint" ? "lawsuit" : null;
    case "late":
      // "Won't ship until late 2027": a negated ship date.
      if (prev === "until" && lemma.slice(Math.max(0, i - 5), i).includes("not")) return "delay";
      return tokens.value[i] === "late" && LATE_AFTER.has(prev) ? "delay" : null;
    case "push":
      // "Apple pushes Siri to mid-2027": a date moved (push back is read with its object).
      // "Pushing enforcement of its AI law to 2028": the date can come seven words on; "into next year", "to March".
      for (let j = i + 1; j <= i + 7 && j < lemma.length; j++) {
        if ((lemma[j] === "to" || lemma[j] === "into") && LATER.test(`${lemma[j + 1]} ${lemma[j + 2]}`))
          return "delay";
      }
      return undefined;
    case "round":
      // "Corvid's $150M round signals …", "a €2B round": an amount just before it ("round" is read after "raise" too).
      return /^(?:m|b|bn|million|billion|milliard)$/.test(prev) || /^[$€£]?\d/.test(prev)
        ? "funding"
        : undefined;
    case "series":
      // "$60M Series A", "Series B": a lettered round; "a series of posts" is not.
      return /^[A-H]$/.test(tokens.value[i + 1] ?? "") ? "funding" : undefined;
    case "quarter":
      // "Dell's quarter suggests", "a record quarter", "shipped $12B last quarter": a company's results. "A quarter
      // of the price" and "each quarter" are not. The record can name what sold: "Samsung's record HBM quarter".
      return prev === "'s" || QUARTER_BEFORE.has(prev) || lemma[i - 2] === "record" ? "earnings" : undefined;
    case "cut":
      // "Robotics maker cuts 40% and drops its humanoid program": a bare share cut is staff (prices and costs are
      // named, and read with their object).
      return /^\d+$/.test(tokens.value[i + 1] ?? "") &&
        tokens.value[i + 2] === "%" &&
        (CLAUSE_END.has(tokens.value[i + 3] ?? ".") || lemma[i + 3] === "and")
        ? "layoffs"
        : undefined;
    case "pricing":
      // "Pricing power", "AI pricing algorithms", "pricing page": a thing named by what it does, not a price set.
      return PRICING_THINGS.has(next) ? null : undefined;
    case "contract":
      // "Oracle's contracted backlog": orders already booked, not a deal signed.
      return (tokens.value[i] as string).toLowerCase() === "contracted" ? null : undefined;
    case "court":
      // "UK Court of Appeal: trained weights are not copies", "Munich court: …": a court's finding after a colon.
      return tokens.value[i + 1] === ":" || (next === "of" && tokens.value[i + 3] === ":")
        ? "ruling"
        : undefined;
    case "update":
    case "upgrade": {
      // An advisory tells its readers to update at once: "PSA: update llama.cpp / LM Studio NOW", "Update Fellbrook now
      // if …", "upgrade to 0.14.2 today", "Scarrow users: update to 0.19.2". The imperative opens its clause; "a
      // pricing update", "the Nano 3 update", "Update on the ad screens" name a change, not a flaw to patch.
      const written = (tokens.value[i] as string).toLowerCase();
      if (written !== l || (i > 0 && !CLAUSE_END.has(tokens.value[i - 1] as string))) return undefined;
      for (let j = i + 1; j <= i + 7 && j < lemma.length; j++) {
        if (URGENT.has(lemma[j] as string)) return "security";
        if (lemma[j] === "to" && /^v?\d/.test(tokens.value[j + 1] ?? "")) return "security";
      }
      return undefined;
    }
    case "rotate":
      // Readers told to rotate their keys: "go rotate every API key you ever pasted into a Space", "rotate your API
      // keys now": secrets are rotated because they leaked. The advisory speaks to its readers ("your", "every"); a
      // how-to names the task ("How do I rotate API keys in my CI config?").
      return READERS.has(next) ? "security" : null;
    case "now":
      // "H200 on-demand now $1.65/hr", "embeddings now $0.01 per million tokens": a new price.
      return /^[$€£]/.test(tokens.value[i + 1] ?? "") ? "price" : undefined;
    case "buy":
    case "purchase":
      // "Just got bought by Microsoft", "was bought.": the company bought ("ads will be bought through" are not).
      if (
        (prev === "get" || prev === "be") &&
        /^(?:bought|purchased)$/i.test(tokens.value[i] ?? "") &&
        (next === "by" || CLAUSE_END.has(tokens.value[i + 1] ?? "."))
      )
        return "acquisition";
      if (boughtCompany(tokens, i)) return "acquisition";
      return undefined;
  }
  if (/^q[1-4]$/.test(l)) {
    const near = [prev, next, lemma[i + 2] ?? ""];
    // A company's name just before it ("HP Q4: ..."); a model name has digits ("Qwen3-32B Q4: 18 tok/s").
    const company = /^[A-Z][A-Za-z]+$/.test(tokens.value[i - 1] ?? "") && /^[a-z]+$/.test(prev);
    return company || near.some((w) => QUARTER_NEXT.has(w) || /^(?:fy)?\d{4}$/.test(w)) ? "earnings" : null;
  }
  // HTTP 5xx answers: "returns 503", "529 overloaded", "500 'The server had an error'".
  if (
    /^5\d\d$/.test(l) &&
    // "Throwing 503s", "elevated 503s".
    (prev === "return" ||
      prev === "http" ||
      prev === "fail" ||
      prev === "throw" ||
      prev === "elevated" ||
      /^(?:overload|error|_)/.test(next))
  )
    return "outage";
  return undefined;
}

/** What an appositive or a relative clause after a bought name opens with: "buys Orrin, the AI meeting-notes startup". */
const APPOSITIVE = new Set("the a an whose which".split(" "));
/**
 * "Buys Orrin, the AI meeting-notes startup, for about $600M", "to buy Brannick Security, whose agents …": a name
 * bought, then described in an appositive or a relative clause, is a company bought; goods are common nouns and
 * take no such clause ("buys more H200s for its cluster").
 */
function boughtCompany(tokens: Words, i: number): boolean {
  let j = i + 1;
  while (j < tokens.value.length && j <= i + 3 && /^[A-Z][A-Za-z0-9-]*$/.test(tokens.value[j] as string)) j++;
  return j > i + 1 && tokens.value[j] === "," && APPOSITIVE.has((tokens.value[j + 1] ?? "").toLowerCase());
}
