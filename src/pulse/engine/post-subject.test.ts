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

/** The coverage of poisoned images on a registry: the subject first, then the outlets' words. */
const coverage: [string, number][] = [
  ...unit([
    ["docker", 0.6],
    ["image", 0.5],
    ["crypto", 0.4],
    ["miner", 0.35],
    ["registry", 0.3],
    ["gpu", 0.3],
    ["malicious", 0.25],
    ["takedown", 0.2],
  ]),
];
/** "PSA: check which Docker image you pulled for your inference server": the subject in lower case, two words. */
const post = unit([
  ["psa", 0.5],
  ["inference", 0.5],
  ["server", 0.5],
  ["pull", 0.4],
  ["docker", 0.2],
  ["image", 0.12],
]);
const at = new Date(T0 + 3 * H);
const evidence = (source: string, kind: ItemEvidence["kind"]): ItemEvidence => ({
  ranked: ranked(post),
  proper: new Set(),
  kind,
  source,
});
const story = () => indexed([typedNarrative(1, new Date(T0), coverage, ["security", "security"])]);

describe("a board's post that reports the story's kind of event about its subject", () => {
  it("shares two words, at a cosine the few-words halving would take under the posts' bar", () => {
    const [cosine, names, shared] = similarityOf(post, new Set(), new Map(coverage));
    expect(shared).toBeLessThan(DEFAULTS.minSharedTerms);
    expect(names).toBe(0);
    expect(cosine).toBeGreaterThanOrEqual(DEFAULTS.postThreshold);
    expect(cosine * DEFAULTS.fewTermsPenalty).toBeLessThan(DEFAULTS.postThreshold);
    // Over the articles' bar too: what keeps an article out below is the halving, not the cosine.
    expect(cosine).toBeGreaterThanOrEqual(DEFAULTS.assignThreshold);
  });
  it("joins: the subject the tagger did not read as a name is still its who, and the kind its what", () => {
    const { narratives, index } = story();
    expect(
      chooseNarrative(post, evidence("reddit-localllama", "security"), at, index, narratives, DEFAULTS)
        ?.narrative.record.id,
    ).toBe(1);
  });
  it("a post saying no kind of event, or another kind, stays out: the subject alone is a topic", () => {
    const { narratives, index } = story();
    expect(
      chooseNarrative(post, evidence("reddit-localllama", undefined), at, index, narratives, DEFAULTS),
    ).toBe(undefined);
    expect(
      chooseNarrative(post, evidence("reddit-localllama", "funding"), at, index, narratives, DEFAULTS),
    ).toBe(undefined);
  });
  it("an outlet's article needs a name read as one: its subject in lower case may be another's thing", () => {
    const { narratives, index } = story();
    expect(
      chooseNarrative(post, evidence("techcrunch-ai", "security"), at, index, narratives, DEFAULTS),
    ).toBe(undefined);
  });
});
