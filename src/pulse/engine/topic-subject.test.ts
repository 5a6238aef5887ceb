import { describe, expect, it } from "vitest";
import { indexed, typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { H, T0 } from "../../../tests/helpers/engine-news.js";
import { chooseNarrative, DEFAULTS, type ItemEvidence, similarityOf } from "./assign.js";
import { TOPIC_MIN_DOCS, topicSubject } from "./topic-subject.js";
import { ranked, type Vector } from "./vectors.js";

function unit(terms: [string, number][]): Vector {
  const norm = Math.hypot(...terms.map(([, w]) => w));
  return new Map(terms.map(([t, w]) => [t, w / norm]));
}

/** A survey of attention models, then a how-to on planning with agents: what they share is the topic. */
const topical: [string, number][] = [
  ...unit([
    ["model", 0.6],
    ["plan", 0.5],
    ["attention", 0.4],
    ["agent", 0.35],
    ["survey", 0.3],
    ["hybrid", 0.3],
    ["coding", 0.25],
  ]),
];
/** A coding agent's release: its own name, and the topic's words. */
const release = unit([
  ["whimbrel", 0.9],
  ["sub-agent", 0.5],
  ["diff", 0.4],
  ["plan", 0.25],
  ["agent", 0.2],
  ["coding", 0.2],
]);
const evidence = (stream?: ItemEvidence["stream"]): ItemEvidence => ({
  ranked: ranked(release),
  proper: new Set(["whimbrel"]),
  kind: undefined,
  source: "lab-blogs",
  stream,
});
/** A stream of 400 documents in which "model" and "plan" are everywhere and the rest is rare. */
const stream = (common: number) => ({
  df: { get: (t: string) => (t === "model" || t === "plan" ? common : 3) },
  docCount: 400,
});
const at = new Date(T0 + 3 * H);

describe("a narrative whose subject is a topic word", () => {
  it("reads the subject's document frequency, once the stream has enough documents to say", () => {
    expect(topicSubject(new Map(topical), DEFAULTS.actorTerms, stream(80))).toBe(true);
    expect(topicSubject(new Map(topical), DEFAULTS.actorTerms, stream(10))).toBe(false);
    expect(
      topicSubject(new Map(topical), DEFAULTS.actorTerms, { ...stream(80), docCount: TOPIC_MIN_DOCS - 1 }),
    ).toBe(false);
  });
  it("an item sharing none of its names shares its topic, not its story: it counts half", () => {
    const [cosine] = similarityOf(release, new Set(["whimbrel"]), new Map(topical));
    expect(cosine).toBeGreaterThanOrEqual(DEFAULTS.assignThreshold);
    expect(cosine * DEFAULTS.otherActors).toBeLessThan(DEFAULTS.assignThreshold);
    const { narratives, index } = indexed([
      typedNarrative(1, new Date(T0), topical, ["research", "research"]),
    ]);
    // "model" and "plan" in a fifth of the stream: topic words.
    expect(chooseNarrative(release, evidence(stream(80)), at, index, narratives, DEFAULTS)).toBeUndefined();
    // The same words rare in the stream: the narrative's own subject, which the item shares.
    expect(
      chooseNarrative(release, evidence(stream(10)), at, index, narratives, DEFAULTS)?.narrative.record.id,
    ).toBe(1);
  });
});
