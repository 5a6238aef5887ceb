import { CLAUSE_END, CONTEXT_WORDS, contextual } from "./event-context.js";
import { EVENT_KINDS, type EventKind, type Words } from "./event-kinds.js";
import { FOREIGN_CUES } from "./foreign-cues.js";

export { EVENT_KINDS, type EventKind, sameEvent, type Words } from "./event-kinds.js";

/**
 * What happened in an item, as one of a few event kinds: the part of a story that its names do not say. A company's
 * product launch and a lawsuit against it share every name; their predicates ("launches", "is sued") and objects
 * ("model", "class action") differ. The kind is read from the headline's predicate and the words it governs, and
 * from the excerpt's opening sentence (README, "Pulse": event kinds).
 *
 * Words are matched by lemma, whatever wink's tagger made of them: headlines confuse it ("cuts" is a noun in "Meta
 * cuts prices", "Tessellate" a verb in "Tessellate raises $300M"). A verb whose meaning depends on its object
 * ("raise" money or limits, "cut" prices or jobs) is read with the few words after it; a word that says an event
 * only in some company ("down", "bill", "Q3", "late") is read with its neighbours (event-context.ts). What does not
 * state the event does not type it: background ("days after its funding round"), examples ("incidents such as a
 * cyberattack") and a market's question about the future ("Will Meta release Llama 5 before March?").
 */

/**
 * Every word the typing reads (cues, verbs and their objects). Headlines capitalise them ("Series B", "Class
 * Action"), and the tagger then calls them names: they say what happened, not who.
 */
export const EVENT_WORDS = new Set<string>(CONTEXT_WORDS);

/**
 * Words the typing reads that stay ordinary words elsewhere (`reads`, and cues given this set): "steal keys" is an
 * attack, but "key" or "token" alone name no event, and "malicious GGUF files" told by two outlets is evidence that
 * they tell one story. An event word is left out of the names two items share (same-story.ts, assign.ts) and is no
 * one's name (features.ts).
 */
const PAIR_WORDS = new Set<string>();

/** Words that name the kind on their own, whatever their role in the sentence. */
// Null-prototype tables: a lemma such as "constructor" must miss, not find Object.prototype's.
const CUE: Record<string, EventKind> = Object.create(null);
function cues(kind: EventKind, words: string, into: Set<string> = EVENT_WORDS): void {
  for (const w of words.split(" ")) {
    CUE[w] = kind;
    into.add(w);
  }
}
cues("launch", "launch unveil introduce introducing release rollout open-source");
cues("funding", "funding valuation fundraise fundraising seed-round");
cues("acquisition", "acquire acquisition acquirer merger takeover buyout");
// "S-1" arrives as "s1" (features.ts joins a letter and its number).
cues("ipo", "ipo s1");
cues("earnings", "earnings quarterly 10-q 10-k");
cues("price", "pricing repricing reprice cheaper pricier discount undercut");
cues("delay", "delay postpone postponement slip");
cues(
  "outage",
  "outage downtime disruption unavailable unreachable overload overloaded postmortem post-mortem post-incident",
);
cues("security", "vulnerability cve exploit rce hacker ransomware leak cybersecurity cyberattack");
cues("lawsuit", "lawsuit sue suit plaintiff");
cues("ruling", "judge ruling injunction verdict judgment");
cues("layoffs", "layoff layoffs redundancy");
cues("personnel", "resign resignation appoint depart departure poach");
cues("partnership", "partnership partner contract agreement");
// Not "regulation": EDGAR titles say "Regulation FD Disclosure" on any press release.
cues("regulation", "requirement rulemaking rulebook guidance guideline advisory");
cues("regulation", "mandate consultation decree moratorium", PAIR_WORDS);
cues("ruling", "enjoin tro forfeiture", PAIR_WORDS);
cues("investigation", "investigate investigation inquiry subpoena");
cues("settlement", "settlement");
// A product or change taken back: "rolls back GPT-5.5", "free tier reverts to GPT-5.2", "switches free users back to
// the old model". Not a delay (it shipped) nor an outage (it works).
cues("rollback", "rollback", PAIR_WORDS);
for (const [kind, words] of FOREIGN_CUES) cues(kind, words, PAIR_WORDS);

/**
 * Verbs whose kind depends on what follows them: verb → (object word → kind and rank). When several objects follow,
 * the one declared first below wins ("lands a $180M contract": the contract, not the money).
 */
const BY_OBJECT: Record<string, Record<string, { kind: EventKind; rank: number }>> = Object.create(null);
let declared = 0;
function governs(verbs: string, objects: string, kind: EventKind, words: Set<string> = EVENT_WORDS): void {
  declared++;
  for (const v of verbs.split(" ")) {
    const table = BY_OBJECT[v] ?? Object.create(null);
    BY_OBJECT[v] = table;
    if (!EVENT_WORDS.has(v)) words.add(v);
    for (const o of objects.split(" ")) {
      table[o] ??= { kind, rank: declared };
      if (!EVENT_WORDS.has(o)) words.add(o);
    }
  }
}
/** A verb and object that say an event together while each stays an ordinary word (`PAIR_WORDS`). */
function reads(verbs: string, objects: string, kind: EventKind): void {
  governs(verbs, objects, kind, PAIR_WORDS);
}
// "Raises €600M", "£60M": the currency sign is a token of its own.
const MONEY = "$ € £ million billion round series seed capital money investment funding";
governs("raise", MONEY, "funding");
// "lands $40M" is funding, "lands a $180M Army contract" a contract: the contract is searched first.
governs("land secure win sign strike ink reach", "contract deal agreement", "partnership");
governs("land secure", MONEY, "funding");
governs("close", "round series", "funding");
// wink lemmatises "halves" as "half" and "lower" (a headline's first word) as "low".
governs("cut slash lower low drop reduce halve half", "price pricing cost rate fee", "price");
governs("raise hike increase", "price pricing fee", "price");
governs("cut slash lay shed", "job staff workforce employee worker role headcount people off", "layoffs");
// "Start-up" arrives as "start up": "buys AI recruiting start-up Pallas".
governs("buy purchase", "startup company firm maker rival", "acquisition");
governs("buy purchase", "start", "acquisition");
governs("file", "lawsuit suit complaint", "lawsuit");
// French sues with a phrase: "attaque Halvery en justice", "porte plainte contre". "Attaque" alone is an attack (a
// cyberattack), "plainte" alone a grievance: only the pair is the suit.
reads("attaque attaquent attaquer", "justice", "lawsuit");
reads("porte portent porter", "plainte", "lawsuit");
governs("file", "ipo s-1", "ipo");
governs("order grant issue block halt", "pause halt stop injunction restraining ban delete", "ruling");
governs("class", "action", "lawsuit");
governs("restraining", "order", "ruling");
governs("elevated elevate", "error", "outage");
governs("leave step", "for down", "personnel");
// "Apple loses another AI leader": an executive leaving, told from the company's side.
governs("lose", "leader executive chief head ceo cto cfo president founder cofounder", "personnel");
governs("push", "back", "delay");
// "Pulls its IPO", "extends the grace period": the event put off, not held.
reads("pull withdraw shelve scrap postpone", "ipo listing offering", "delay");
reads("extend", "grace deadline", "delay");
governs("roll", "out", "launch");
reads("roll switch", "back", "rollback");
// "Reverts to GPT-5.2"; commits that "reverted each other" are code.
reads("revert", "to", "rollback");
governs("begin start open", "ride service sale selling rollout access ship", "launch");
governs("be", "out available live", "launch");
governs("price sell issue", "note bond debt convertible", "funding");
governs("leadership", "transition change", "personnel");
// A company selling its own shares raises capital, told by the sale rather than the round: "sells $1.2B of stock",
// "share offering", an employee "tender offer", EDGAR's shelf registration ("files S-3ASR"). The hand kinds call each
// funding; the day after a results release it is the company's next event, not its quarter's.
reads("sell", "stock share equity", "funding");
reads("stock share equity", "offering", "funding");
reads("tender", "offer", "funding");
// A regulator's case opened: "EU opens AI Act proceedings against Stellavane", "apre un procedimento contro".
reads("open apre ouvre", "proceeding procedimento procédure", "investigation");
reads("file", "s-3 s-3asr s3 s3asr", "funding");

// "Judge rules" is a ruling; "rules" alone are regulation.
governs("judge court", "rule", "ruling");
// EDGAR's item 2.02, "Results of Operations and Financial Condition": an earnings release.
governs("result", "operation", "earnings");
governs("stop", "clock", "delay");
governs("data", "leak breach", "security");
// A maintainer's or vendor's "security advisory" (GitHub's GHSA) tells an attack or a flaw, not a regulator's advice.
reads("security", "advisory", "security");
governs("price", "cut drop reduction hike increase", "price");
// A price told by how it moved or what it adds: "Tamberlin's price rise", "Microsoft 365 consumer price rise",
// "removes the >200k token price premium"; a surcharge is a price on top of the price ("drops its long-context
// surcharge"). Not "price war" (an industry's trend piece, "Inference price wars: who actually profits").
reads("price", "rise premium", "price");
cues("price", "surcharge", PAIR_WORDS);
governs("more", "expensive", "price");
// A free tier or usage limits cut: "free tier cut to 50 requests a day", "nuked the free tier", "tightens rate
// limits". What a plan allows, not what it costs; the day after a launch, its own story. Limits raised after a
// backlash ("raises Claude 5 usage limits") are the launch's reception, and stay untyped.
reads("tier", "cut slash reduce shrink", "limits");
reads("cut slash nuke kill reduce shrink", "tier", "limits");
reads("cut lower reduce tighten", "limit quota", "limits");
// A company capping what its users get, told with the cap as the verb: "caps its free tier", "is limiting free users
// to ten messages a day", "rations its free chatbot", "rate-limits anonymous pulls", "throttles free accounts". Only
// with a user, plan or allowance after it: "caps its losses", "limits exposure", "a daily cap on companion apps
// for minors" (a regulator's rule) say no such thing.
reads(
  "cap limit ration throttle",
  "free tier user users account accounts plan plans message messages request requests download downloads pull pulls",
  "limits",
);
governs("report", "revenue result", "earnings");
governs("revenue", "up down beat miss", "earnings");
governs("go", "public", "ipo");
governs("go", "down offline dark", "outage");
// "Settles two open problems" is not a settlement; "settles with the FTC", "settles the lawsuit" are.
// "Settles a class action for $38M".
governs("settle", "lawsuit suit case claim charge dispute litigation with class", "settlement");
// A supplier passing a customer's qualification is a supply deal.
governs("pass clear", "qualification", "partnership");
// "Competition authority charges Nvidia", "French antitrust case": a regulator's case, not a lawsuit between firms.
governs("antitrust competition", "charge case", "investigation");
// "IPO pops on first day of trading".
governs("day", "trading", "ipo");
// EDGAR's item 2.03, "Creation of a Direct Financial Obligation": notes or a loan.
governs("financial", "obligation", "funding");
// "Suno and Sony end their lawsuit": a settlement.
governs("end", "lawsuit suit case litigation", "settlement");
// wink lemmatises "implementing" as "implement".
governs("implement implementing", "act regulation", "regulation");
// "FTC launches an investigation" is an investigation, "NHTSA opens a preliminary evaluation" too.
governs("launch open", "investigation probe inquiry evaluation study", "investigation");
governs("consent", "order decree", "settlement");
governs("unauthorized", "access", "security");
governs("let", "go", "layoffs");
governs("now", "ship", "launch");
governs("halt suspend", "production output", "outage");
// "Hits Google with an order", "hit with a fine"; "motion to dismiss denied"; "dismisses the suit".
governs("hit", "order fine penalty", "ruling");
governs("motion", "deny grant", "ruling");
// A regulator or court deciding: "denies xAI permit", "court says/finds/forces", "cease-and-desist", "TRO granted",
// "issues first formal warning", "warned by regulator", "proposes $9M forfeiture".
reads("deny reject refuse revoke", "permit license licence rezoning", "ruling");
reads("court", "say find force split order block deny grant reject side enjoin sanction", "ruling");
reads("cease", "desist", "ruling");
reads("issue formal", "warning", "ruling");
reads("warn", "by", "ruling");
// "Sends first SB 53 letters to AI developers": an attorney general enforcing a law against named companies, a
// case against them (as an agency's probe is), not the law being made.
reads("send", "letter", "investigation");
reads("require", "license licence label watermark disclosure check verification", "regulation");
reads("comment", "period", "regulation");
reads("pass adopt enact", "law act amendment bill code", "regulation");
governs("dismiss", "lawsuit suit case claim complaint", "ruling");
// "Reddit's case against Anthropic moves forward", "the suit can proceed", "survives": a court let it.
governs("case lawsuit suit claim", "move proceed survive", "ruling");
// "Motion to dismiss denied on contract claims": a claim in a suit, not a contract signed.
governs("contract", "claim", "lawsuit");
governs("public publicly", "bucket container", "security");

// EDGAR's item 2.05, "Costs Associated with Exit or Disposal Activities": a restructuring, told as layoffs.
governs("exit", "disposal", "layoffs");
// Malware and stolen secrets: "typosquatted packages exfiltrated SSH keys", "fake extensions stole developer
// credentials", "malware in model images". Each word stays ordinary elsewhere ("API keys" in a how-to).
cues(
  "security",
  "typosquat typosquatted typosquatting exfiltrate exfiltrated malware backdoor backdoored",
  PAIR_WORDS,
);
reads("steal stole", "key keys credential credentials token tokens password secret secrets data", "security");
reads("patch", "flaw vulnerability hole", "security");
reads("path", "traversal", "security");
// A privacy bug is told by what it showed: "a caching bug showed some users other people's chat titles", "sidebar bug
// exposed chat titles", "caching bugs are privacy bugs". Data shown to the wrong people is a breach, not an outage.
reads("bug glitch", "show expose reveal", "security");
reads("privacy", "bug glitch incident", "security");
reads("secret secrets credential", "incident exposure exposed leak", "security");
// A regulator that looks at a market or a firm: "competition watchdog looks at AI coding tools", "regulator
// examines"; and a formal information request ("request for information", "information request").
reads("watchdog regulator", "look examine scrutinise scrutinize review", "investigation");
// A regulator that acts on a firm with a verb of command: "privacy watchdog halts Meta's AI training", "regulator
// fines voice assistant maker Pellworth EUR 4 million", "Portuguese regulator bans an insurer's 'emotion detection'",
// "Swedish regulator orders ad-tech firm Sallowfield to stop". An enforcement decision (a ruling), told with the
// regulator as its subject; "proposes rules", "publishes plan", "warns banks" (a sector) are rules and advice.
reads("watchdog regulator", "fine order halt suspend ban bar block", "ruling");
reads("information", "request", "investigation");
reads("request", "information", "investigation");
reads("seek", "comment comments", "regulation");
reads("propose", "standard standards rule rules label labels requirement requirements ban", "regulation");
cues("regulation", "exempt exempts exemption", PAIR_WORDS);
// A study's finding: "audit finds", "a survey finds".
reads("audit survey study analysis", "find finds show shows", "research");
// A regulator's launch is rules, not a product: "launches AI assurance sandbox", "unveils energy rating scheme",
// "releases guidance on AI training". Declared after the investigation's objects ("launches a probe").
reads(
  "launch unveil release publish",
  "sandbox guidance guideline scheme rulebook consultation",
  "regulation",
);
// "Poisoned images on Docker Hub", "fake AI packages", "hijacked GPUs for crypto mining".
reads(
  "poison poisoned",
  "image images package packages model models extension extensions dataset",
  "security",
);
reads(
  "fake",
  "package packages extension extensions image images server servers sdk library libraries",
  "security",
);
cues("security", "hijack hijacked", PAIR_WORDS);
// "Fires the people who build robots"; "replacing its human tutors with an AI".
reads("fire", "staff employee employees worker workers people engineer engineers", "layoffs");
reads("replace replacing", "human humans worker workers staff employee employees", "layoffs");
// A company pausing or switching off its own product: "pauses its shopping agent", "disables agent checkout". A
// launch undone.
reads("pause disable", "its their feature agent tool checkout", "rollback");
// A status page: "API degraded", "degraded performance"; an availability report is the outage's account.
cues("outage", "degraded", PAIR_WORDS);
reads("availability", "report", "outage");
// A quarter's results told by their surprise: "beats estimates", "sales beat forecasts", "raises its forecast".
reads(
  "beat beats miss misses top",
  "estimate estimates forecast forecasts expectation expectations revenue sales",
  "earnings",
);
reads("upbeat strong weak disappointing", "forecast guidance outlook", "earnings");
reads("raise raises cut lower", "forecast guidance outlook", "earnings");

// A result taken back: "retracts the 71.2%", "withdraws its headline score", "correction to the benchmark result",
// an erratum. A lab's or paper's claim undone days after it was made: another story than the launch or paper it
// corrects (round 8: the hand kinds' `other:correction`). "Correction" alone is a market's or an error code's.
// The verbs are event words (a frame's predicate: frame.ts reads only those), the objects stay ordinary words.
cues("correction", "retract retraction erratum corrigendum");
reads("withdraw", "score scores result results claim claims number figure benchmark paper", "correction");
reads("correction", "to", "correction");
EVENT_WORDS.add("withdraw").add("correction");

/**
 * Words after a verb searched for its object: "raises another $2.5B", "cuts 14% of staff", "buys Liminal, a
 * compiler startup", "lands a $180M Army contract" (an amount is three tokens).
 */
const OBJECT_WINDOW = 5;
const BE_WINDOW = 2;
const BE_ADVERBS = new Set("now finally officially already generally publicly widely".split(" "));
/**
 * wink lemmatises only what it tags as common words: "Results of Operations" in a filing's title, or "Layoffs" in a
 * headline tagged as a name, keep their plural. Event words are matched in the singular, and without an elided
 * article.
 */
function singular(lemma: string): string {
  // French and Italian elide an article into the word: "un'istruttoria", "l'enquête".
  const elided = /^\p{L}{1,4}'(\p{L}+)$/u.exec(lemma)?.[1];
  if (elided && (EVENT_WORDS.has(elided) || PAIR_WORDS.has(elided))) return elided;
  if (lemma.length <= 3 || !lemma.endsWith("s") || lemma.endsWith("ss")) return lemma;
  const stem = lemma.slice(0, -1);
  return EVENT_WORDS.has(stem) || PAIR_WORDS.has(stem) ? stem : lemma;
}

/**
 * Words that open background: what happened before or around the event ("days after its funding round", "the
 * company, which raised a round last week, ...") or examples ("incidents such as a cyberattack"). Cues up to `BACKGROUND_SPAN` words after them, and before the
 * clause ends, do not vote.
 */
const BACKGROUND = new Set("after since following despite amid which who such".split(" "));
const BACKGROUND_SPAN = 5;

/**
 * Kind votes of one text: each cue or verb-object pair once, `weight` each, and `weight` more for the first one
 * (in a headline, the predicate comes before the nouns that merely set the scene: "votes to delay AI Act rules" is
 * a delay); with `firstSentence`, only up to the first full stop (an excerpt states its event, then background).
 */
function vote(tokens: Words, firstSentence: boolean, weight: number, votes: Map<EventKind, number>): void {
  const { value } = tokens;
  const lemma = tokens.lemma.map(singular);
  const n = lemma.length;
  const seen = new Set<EventKind>();
  let background = 0;
  for (let i = 0; i < n; i++) {
    const l = lemma[i] as string;
    if (firstSentence && i > 0 && (value[i] === "." || value[i] === "!" || value[i] === "?")) break;
    const word = (value[i] as string).toLowerCase();
    // Examples run to the end of their clause: "incidents such as a model being used in a cyberattack".
    if (BACKGROUND.has(word)) background = word === "such" ? n : i + BACKGROUND_SPAN;
    else if (CLAUSE_END.has(word)) background = 0;
    const special = contextual(tokens, lemma, i);
    let kind: EventKind | undefined =
      special === null ? undefined : (special ?? CUE[l] ?? (/^cve-?\d/.test(l) ? "security" : undefined));
    // "Bought the glasses at launch": when, not what.
    if (kind === "launch" && lemma[i - 1] === "at") kind = undefined;
    // A word its company rules out is not read with its object either ("Laid-off tutors sue").
    const table = i < background || special === null ? undefined : BY_OBJECT[l];
    let object = i;
    if (table) {
      let rank = Number.POSITIVE_INFINITY;
      for (let j = i + 1; j <= i + OBJECT_WINDOW && j < n; j++) {
        // "Lands $95M to automate contract review": a purpose clause, past the object already found.
        if (lemma[j] === "to" && rank < Number.POSITIVE_INFINITY) break;
        // "Is out", "is now live", "are generally available": what a thing is follows "be", or one adverb after it;
        // "is dead, long live the meter", "are about to live inside Drumlin", "is sold out" are not a release.
        if (l === "be" && (j > i + BE_WINDOW || (j > i + 1 && !BE_ADVERBS.has(lemma[i + 1] as string))))
          break;
        // "Raised its capital spending plan": what a company spends, not money it raised.
        if (
          lemma[j] === "capital" &&
          /^(?:spending|spend|expenditure|expenditures|plan)$/.test(lemma[j + 1] ?? "")
        )
          continue;
        const k = table[lemma[j] as string];
        if (k && k.rank < rank) {
          kind = k.kind;
          rank = k.rank;
          object = j;
        }
      }
    }
    // "Raising Personal to $12.99 a month", "raises Standard plan to $40/month": a sum something is raised to is its new
    // price; a round is raised as a sum ("raises $40M"), and a forecast raised to one was read before the "to".
    if (kind === "funding" && l === "raise" && lemma.slice(i + 1, object).includes("to")) kind = "price";
    // "The distills go all the way down to 7B": a figure, not an outage.
    if (kind === "outage" && l === "go" && lemma[object + 1] === "to") kind = undefined;
    // A company's share sale is told by its size ("sells $1.2B of stock"); shares sold with no sum are an insider's
    // trade ("Director sells shares under a Rule 10b5-1 plan"), no event of the company's.
    if (l === "sell" && SHARES.has(lemma[object] as string) && !sumBetween(value, i, object))
      kind = undefined;
    // The object is read with its verb: "step down" is a departure, not also an outage.
    i = object;
    if (i < background) continue;
    if (kind && !seen.has(kind)) {
      votes.set(kind, (votes.get(kind) ?? 0) + (seen.size === 0 ? 2 * weight : weight));
      seen.add(kind);
    }
  }
}

const SHARES = new Set(["stock", "share", "equity"]);
function sumBetween(value: readonly string[], from: number, to: number): boolean {
  for (let j = from + 1; j < to; j++) if (/^[$€£]|\d/.test(value[j] as string)) return true;
  return false;
}

/**
 * "Will Meta release Llama 5 before March 31?": a prediction market's question names an event that has not
 * happened, often the opposite of what moved the market (a delay). "Is ChatGPT down?" asks about now, and counts.
 */
function futureQuestion(title: Words): boolean {
  const { value } = title;
  return value.length > 1 && (value[0] as string).toLowerCase() === "will" && value[value.length - 1] === "?";
}

/**
 * The event kind of an item from its headline and excerpt tokens, or undefined when the words do not say it
 * clearly: no cue at all, or two kinds with equal votes. The headline counts twice: it states the event, the
 * excerpt adds background; within each, the first cue counts double ("Anthropic sues xAI over layoffs" is a lawsuit). A kind only in the excerpt is still taken:
 * forum titles often say nothing ("The Irish DPC actually did something") while the text does.
 */
export function eventKind(title: Words, lead: Words | undefined): EventKind | undefined {
  const votes = new Map<EventKind, number>();
  if (!futureQuestion(title)) vote(title, false, 2, votes);
  if (lead) vote(lead, true, 1, votes);
  if (votes.size === 0 && !futureQuestion(title) && newThing(title)) return "launch";
  // "Reach licensing deal ending lawsuit": an agreement that ends a suit is its settlement.
  if (votes.has("settlement") && votes.has("partnership")) votes.delete("partnership");
  let best: EventKind | undefined;
  let top = 0;
  let second = 0;
  for (const kind of EVENT_KINDS) {
    const v = votes.get(kind) ?? 0;
    if (v > top) {
      second = top;
      top = v;
      best = kind;
    } else if (v > second) second = v;
  }
  return top > second ? best : undefined;
}

/**
 * Words that say a product is out only when nothing else is said: "Announcing TypeScript 7.0 Beta", "Gemma 4 31B is
 * here", "our most capable model", "iOS 26.2 beta brings Gemini to Siri", "Firefox 146 adds link previews", "hits
 * 1.0". "Announces layoffs" is layoffs, so they never outvote a kind.
 */
const NEW_THING = new Set("announce announces announced announcing brings adds".split(" "));
function newThing(title: Words): boolean {
  const { lemma, value } = title;
  for (let i = 0; i < lemma.length; i++) {
    const l = lemma[i] as string;
    // By the word as written: "add-ons", "just add a vector database" and "add_conditional_edges" are no launch.
    if (NEW_THING.has((value[i] as string).toLowerCase())) return true;
    if (l === "here" && lemma[i - 1] === "be") return true;
    if (l === "hit" && /^\d+\.\d/.test(value[i + 1] ?? "")) return true;
    if (l === "available" && (lemma[i - 1] === "now" || lemma[i - 1] === "generally")) return true;
    // One model opened: "is now open weights", "open-weights OCR model", "open 14B multilingual model"; not open
    // models in general, nor a question ("the best open-weights model?").
    if (
      (l === "open" || l === "open-weights") &&
      /^(?:weight|\d+b|model)$/.test(lemma[i + 1] ?? "") &&
      !/^models$/i.test(value[i + 1] ?? "") &&
      value[value.length - 1] !== "?"
    )
      return true;
    // "Open-sources its 7B model", "open-sourced": the verb arrives split at its hyphen ("open source" is a noun).
    if (l === "open" && /^sourc(?:es|ed|ing)$/i.test(value[i + 1] ?? "")) return true;
    // A maker's own words: "our most capable on-device model", "our latest model".
    if (lemma[i - 1] === "our" && (l === "latest" || l === "newest" || l === "most")) return true;
  }
  return false;
}
