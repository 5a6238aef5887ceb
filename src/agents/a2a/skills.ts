import type { RouteDef } from "../../api/route-def.js";

/** One agent skill, read from its route in the table (the same source as the agent card's skills). */
export interface SkillEntry {
  id: string;
  name: string;
  description: string;
  routeId: string;
  method: "GET" | "POST";
  path: string;
  /** USD decimal string for paid routes. */
  price?: string;
}

export function skillsOf(routes: readonly RouteDef[]): SkillEntry[] {
  return routes.flatMap((r) =>
    r.skill
      ? [
          {
            id: r.skill.id,
            name: r.skill.name,
            description: r.skill.description,
            routeId: r.id,
            method: r.method === "post" ? ("POST" as const) : ("GET" as const),
            path: r.path,
            ...(r.tier === "paid" && r.price ? { price: r.price } : {}),
          },
        ]
      : [],
  );
}

/** What a text message asks for: a skill id and the parameters the words carry. */
export interface TextIntent {
  skill: string;
  params: Record<string, unknown>;
}

/** A master digest id; a trailing full stop is punctuation, not part of the id. */
const DIGEST_ID = /\b(mi_[A-Za-z0-9_:-]+(?:\.[A-Za-z0-9_:-]+)*)/;

/**
 * Keyword rules, most specific first (the examples of every skill in the table map to their skill; a test checks
 * it). A message naming a skill id wins over the rules. Anything else is unclear and answered with the skill list.
 */
export function intentOfText(text: string, skillIds: readonly string[]): TextIntent | undefined {
  const t = text.toLowerCase();
  const named = skillIds.find((id) => new RegExp(`(^|[^a-z-])${id}($|[^a-z-])`).test(t));
  const rules: Array<[string, (s: string) => boolean, (s: string) => Record<string, unknown>]> = [
    ["intelligence-feedback", (s) => /\b(feedback|rate|rating|vote)\b/.test(s), () => feedbackParams(text)],
    [
      "pulse-narrative-detail",
      (s) => /\bnarrative\s+#?\d+/.test(s),
      (s) => ({ id: s.match(/\bnarrative\s+#?(\d+)/)?.[1] }),
    ],
    ["pulse-narratives", (s) => /\bnarratives\b/.test(s), () => ({})],
    ["pulse-digests", (s) => /\bpulse\b/.test(s) && /\bdigests?\b/.test(s), (s) => sinceParam(s)],
    [
      "pulse-recent-content",
      (s) => /\b(recent|raw)\s+content\b|\bdiscussed\b|\blast\s+4\s+hours\b/.test(s),
      () => ({}),
    ],
    [
      "intelligence-history",
      (s) => /\bhistory\b|\bpast\s+digests\b|\bdigests\s+of\s+the\s+last\b/.test(s),
      (s) => hoursParam(s),
    ],
    ["intelligence-sample", (s) => /\bsample\b/.test(s), () => ({})],
    [
      "intelligence-index",
      (s) => /\bindex\b|\bnew\s+digest\b|\bpoll(ing)?\b|\bcadence\b/.test(s),
      () => ({}),
    ],
    ["intelligence-brief", (s) => /\bbrief\b|\bsummary\b|\bheadline\b/.test(s), () => ({})],
    ["intelligence-latest", (s) => /\blatest\b|\bfull\b|\bcurrent\b|\bdigest\b/.test(s), () => ({})],
  ];
  if (named) {
    const rule = rules.find(([id]) => id === named);
    return { skill: named, params: rule ? rule[2](t) : {} };
  }
  const hit = rules.find(([id, test]) => skillIds.includes(id) && test(t));
  return hit ? { skill: hit[0], params: hit[2](t) } : undefined;
}

function feedbackParams(text: string): Record<string, unknown> {
  const id = text.match(DIGEST_ID)?.[1];
  const rating = text.toLowerCase().match(/\b(good|bad)\b/)?.[1];
  const comment = text.match(/["“]([^"”]{1,1000})["”]/)?.[1];
  return { ...(id ? { digestId: id } : {}), ...(rating ? { rating } : {}), ...(comment ? { comment } : {}) };
}

const sinceParam = (s: string) => {
  const since = s.match(/\bsince\s+#?(\d+)/)?.[1];
  return since ? { since } : {};
};

const hoursParam = (s: string) => {
  const hours = s.match(/\blast\s+(\d+)\s+hours?\b/)?.[1];
  return hours ? { hours } : {};
};
