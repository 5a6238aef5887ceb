import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { H, T0 } from "../../../tests/helpers/engine-news.js";
import { chooseNarrative, DEFAULTS, type ItemEvidence, similarityOf } from "./assign.js";
import { ranked, type Vector } from "./vectors.js";

/** Unit length, as the engine's vectors are. */
function unit(terms: [string, number][]): Vector {
  const norm = Math.hypot(...terms.map(([, w]) => w));
  return new Map(terms.map(([t, w]) => [t, w / norm]));
}

/** The coverage of a provider's outage: the outlets' words. */
const coverage: [string, number][] = [
  ...unit([
    ["ravelstone", 0.6],
    ["outage", 0.5],
    ["api", 0.4],
    ["hour", 0.35],
    ["status", 0.3],
    ["region", 0.3],
    ["error", 0.25],
    ["customer", 0.2],
  ]),
];
/** A post on it in its poster's own words: the provider's name, then the poster's own story. */
const post = unit([
  ["fallback", 0.6],
  ["chatbot", 0.5],
  ["countdown", 0.5],
  ["self-host", 0.4],
  ["ravelstone", 0.12],
  ["hour", 0.1],
  ["error", 0.08],
]);
const at = new Date(T0 + 3 * H);
const evidence = (source: string, proper = ["ravelstone"]): ItemEvidence => ({
  ranked: ranked(post),
  proper: new Set(proper),
  kind: undefined,
  source,
});

describe("a board's post beside a story", () => {
  it("shares fewer of the coverage's words than an article, so it joins a story's narrative at a lower cosine", () => {
    const [cosine] = similarityOf(post, new Set(["ravelstone"]), new Map(coverage));
    // Under the articles' threshold, over the posts'.
    expect(cosine).toBeLessThan(DEFAULTS.assignThreshold);
    expect(cosine).toBeGreaterThanOrEqual(DEFAULTS.postThreshold);
    const { narratives, index } = indexed([typedNarrative(1, new Date(T0), coverage, ["outage", "outage"])]);
    expect(
      chooseNarrative(post, evidence("reddit-localllama"), at, index, narratives, DEFAULTS)?.narrative.record
        .id,
    ).toBe(1);
    expect(
      chooseNarrative(post, evidence("mastodon"), at, index, narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
  });
  it("an outlet's article at that cosine does not join", () => {
    const { narratives, index } = indexed([typedNarrative(1, new Date(T0), coverage, ["outage", "outage"])]);
    expect(chooseNarrative(post, evidence("techcrunch-ai"), at, index, narratives, DEFAULTS)).toBeUndefined();
  });
  it("talk that reports no event is no story yet: the post needs the articles' threshold there", () => {
    const { narratives, index } = indexed([
      typedNarrative(1, new Date(T0), coverage, [undefined, undefined]),
    ]);
    expect(
      chooseNarrative(post, evidence("reddit-localllama"), at, index, narratives, DEFAULTS),
    ).toBeUndefined();
  });
  it("a single report is not yet coverage: the post takes the lower bar there only when it says the report's names", () => {
    const { narratives, index } = indexed([typedNarrative(1, new Date(T0), coverage, ["outage"])]);
    // "Ravelstone", read as a name in the post, is the report's name too.
    expect(
      chooseNarrative(post, evidence("reddit-localllama"), at, index, narratives, DEFAULTS)?.narrative.record
        .id,
    ).toBe(1);
    // Read as a plain word, the same cosine is topic words shared with one writer's report.
    expect(
      chooseNarrative(post, evidence("reddit-localllama", ["chatbot"]), at, index, narratives, DEFAULTS),
    ).toBeUndefined();
    // With a second report, the narrative is coverage, and the post joins on the lower bar.
    const two = indexed([typedNarrative(1, new Date(T0), coverage, ["outage", "outage"])]);
    expect(
      chooseNarrative(
        post,
        evidence("reddit-localllama", ["chatbot"]),
        at,
        two.index,
        two.narratives,
        DEFAULTS,
      )?.narrative.record.id,
    ).toBe(1);
  });
  it("a question a day and a half into the story is its asker's own problem on the topic, not the story's talk", () => {
    const asking: ItemEvidence = { ...evidence("stackexchange"), question: true };
    const n = typedNarrative(1, new Date(T0), coverage, ["outage", "outage"]);
    // Still being covered an hour ago: no time penalty, only the narrative's age differs.
    const later = new Date(T0 + 40 * H);
    n.record.lastSeenAt = new Date(later.getTime() - H);
    const { narratives, index } = indexed([n]);
    expect(chooseNarrative(post, asking, later, index, narratives, DEFAULTS)).toBeUndefined();
    // The same question while the story is young is its talk.
    const young = indexed([typedNarrative(1, new Date(T0), coverage, ["outage", "outage"])]);
    expect(
      chooseNarrative(post, asking, at, young.index, young.narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
    // A post that asks nothing still joins the older story on the lower bar.
    expect(
      chooseNarrative(post, evidence("stackexchange"), later, index, narratives, DEFAULTS)?.narrative.record
        .id,
    ).toBe(1);
  });
});
