/**
 * Lemmas of a text (lower-case, model names restored from their placeholders) and surface forms, in order; `value`
 * may run on past `lemma` (only the lemmas' length is read).
 */
export interface Words {
  lemma: readonly string[];
  value: readonly string[];
}

/**
 * What happened in an item, as one of a few event kinds: the part of a story that its names do not say. A company's
 * product launch and a lawsuit against it share every name; their predicates ("launches", "is sued") and objects
 * ("model", "class action") differ. The kind is read from the headline's predicate and the words it governs, and
 * from the excerpt's opening sentence (README, "Pulse": event kinds).
 *
 * Words are matched by lemma, whatever wink's tagger made of them: headlines confuse it ("cuts" is a noun in "Meta
 * cuts prices", "Tessellate" a verb in "Tessellate raises $300M"). A verb whose meaning depends on its object
 * ("raise" money or limits, "cut" prices or jobs) is read with the few words after it.
 */

export const EVENT_KINDS = [
  "launch",
  "funding",
  "acquisition",
  "ipo",
  "earnings",
  "price",
  "delay",
  "outage",
  "security",
  "lawsuit",
  "ruling",
  "layoffs",
  "personnel",
  "partnership",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Words that name the kind on their own, whatever their role in the sentence. */
const CUE: Record<string, EventKind> = {};
function cues(kind: EventKind, words: string): void {
  for (const w of words.split(" ")) CUE[w] = kind;
}
cues("launch", "launch unveil introduce introducing debut release rollout open-source");
cues("funding", "funding valuation fundraise fundraising seed-round");
cues("acquisition", "acquire acquisition acquirer merger takeover buyout");
// "S-1" arrives as "s1" (features.ts joins a letter and its number).
cues("ipo", "ipo s1 listing");
cues("earnings", "earnings quarterly 10-q q1 q2 q3 q4");
cues("price", "pricing cheaper discount");
cues("delay", "delay postpone postponement");
cues("outage", "outage downtime disruption unavailable unreachable");
cues("security", "breach vulnerability cve exploit rce hacker hack ransomware");
cues("lawsuit", "lawsuit sue suit plaintiff");
cues("ruling", "judge ruling injunction verdict judgment");
cues("layoffs", "layoff layoffs redundancy");
cues("personnel", "resign resignation appoint hire depart departure poach");
cues("partnership", "partnership partner");

/** Verbs whose kind depends on what follows them: verb → (object word → kind). */
const BY_OBJECT: Record<string, Record<string, EventKind>> = {};
function governs(verbs: string, objects: string, kind: EventKind): void {
  for (const v of verbs.split(" ")) {
    const table = BY_OBJECT[v] ?? {};
    BY_OBJECT[v] = table;
    for (const o of objects.split(" ")) table[o] = kind;
  }
}
const MONEY = "$ million billion round series seed capital money investment funding";
governs("raise secure land", MONEY, "funding");
governs("close", "round series", "funding");
governs("cut slash lower drop reduce halve", "price pricing cost rate fee", "price");
governs("raise hike increase", "price pricing fee", "price");
governs("cut slash lay shed", "job staff workforce employee worker role headcount people off", "layoffs");
governs("buy purchase", "startup company firm maker rival", "acquisition");
governs("file", "lawsuit suit complaint", "lawsuit");
governs("file", "ipo s-1", "ipo");
governs("go", "public down offline dark", "ipo");
governs("order grant issue block halt", "pause halt stop injunction restraining ban", "ruling");
governs("class", "action", "lawsuit");
governs("restraining", "order", "ruling");
governs("elevated elevate", "error", "outage");
governs("leave step", "for down", "personnel");
governs("push", "back", "delay");
governs("stop", "clock", "delay");
governs("data", "leak breach", "security");
governs("price", "cut drop", "price");
governs("report", "revenue result", "earnings");
governs("revenue", "up down beat miss", "earnings");
// "go down" is an outage, "go public" an IPO: the second wins for "go", so "down" needs its own entry.
BY_OBJECT.go = { public: "ipo", down: "outage", offline: "outage", dark: "outage" };

/** Words after a verb searched for its object: "raises another $2.5B", "cut prices of". */
const OBJECT_WINDOW = 3;
/** "X down" is an outage ("ChatGPT down for anyone else?") unless X is a figure that went down. */
const NOT_AN_OUTAGE = new Set(
  "stock share shares price revenue sale sales profit market index % step".split(" "),
);

/**
 * Kind votes of one text: each cue or verb-object pair once, weighted by `weight`; with `firstSentence`, only up to
 * the first full stop (an excerpt states its event first, then background).
 */
function vote(tokens: Words, firstSentence: boolean, weight: number, votes: Map<EventKind, number>): void {
  const { lemma, value } = tokens;
  const n = lemma.length;
  const seen = new Set<EventKind>();
  for (let i = 0; i < n; i++) {
    const l = lemma[i] as string;
    if (firstSentence && i > 0 && (value[i] === "." || value[i] === "!" || value[i] === "?")) break;
    let kind: EventKind | undefined = CUE[l] ?? (l.startsWith("cve-") ? "security" : undefined);
    if (
      l === "down" &&
      i > 0 &&
      !NOT_AN_OUTAGE.has(lemma[i - 1] as string) &&
      !NOT_AN_OUTAGE.has(lemma[i - 2] ?? "")
    )
      kind = "outage";
    const table = BY_OBJECT[l];
    if (table) {
      for (let j = i + 1; j <= i + OBJECT_WINDOW && j < n; j++) {
        const k = table[lemma[j] as string];
        if (k) {
          kind = k;
          // The object is read with its verb: "step down" is a departure, not also an outage.
          i = j;
          break;
        }
      }
    }
    if (kind && !seen.has(kind)) {
      seen.add(kind);
      votes.set(kind, (votes.get(kind) ?? 0) + weight);
    }
  }
}

/**
 * The event kind of an item from its headline and excerpt tokens, or undefined when the words do not say it
 * clearly: no cue at all, or two kinds with equal votes ("Anthropic sues xAI over layoffs"). The headline
 * counts twice: it states the event, the excerpt adds background. A kind only in the excerpt is still taken:
 * forum titles often say nothing ("The Irish DPC actually did something") while the text does.
 */
export function eventKind(title: Words, lead: Words | undefined): EventKind | undefined {
  const votes = new Map<EventKind, number>();
  vote(title, false, 2, votes);
  if (lead) vote(lead, true, 1, votes);
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
