import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";
import { leadOf } from "../../../pulse/engine/headline.js";
import { splitClitics } from "../../../pulse/engine/nlp.js";
import type { StoredContentItem } from "../../../sources/types.js";
import type { CycleIndex } from "./cycle-index.js";
import type { SentimentLabel, SkeletonSentiment } from "./skeleton.js";
import { round2 } from "./text.js";

/**
 * The cycle's mood from wink-nlp's lexicon sentiment (a score in [-1, 1] per text, negation-aware), aggregated over
 * the cycle's items and weighted by engagement.
 *
 * What is scored: each item's headline plus the opening of its content (whole sentences up to 280 characters), not
 * the whole 1,000-character excerpt. The opening carries the item's framing; the rest is mostly detail, and scoring
 * it tripled the cost of this pass (the offline engine's largest) at 10,000 items for little change in the label.
 */

/** Scores within ±0.05 are neutral: wink gives small non-zero scores to one mildly coloured word in a long text. */
export const NEUTRAL_BAND = 0.05;
/** Both sides at least this share of the weight: the mood is mixed whatever the mean. */
export const MIXED_SHARE = 0.3;
/** Items at which the sample-size factor reaches one half: a dozen headlines say little about a cycle's mood. */
const HALF_SAMPLE = 20;
const LEAD_CHARS = 280;

export const SENTIMENT_METHOD =
  "wink-nlp lexicon sentiment of each item's headline and opening sentences, weighted 1 + engagement percentile";

let instance: WinkMethods | undefined;
/** Loaded once per process (~100 ms): sentence boundaries and negation feed the sentiment pipe. */
function nlp(): WinkMethods {
  instance ??= winkNLP(model, ["sbd", "negation", "sentiment"]);
  return instance;
}

/** One text's score in [-1, 1], the same whatever the process scored before (`splitClitics`). */
export function scoreText(text: string): number {
  const w = nlp();
  const score = w.readDoc(splitClitics(text)).out(w.its.sentiment);
  return typeof score === "number" && Number.isFinite(score) ? score : 0;
}

/**
 * Headline and opening, as one text. Only the content's first 2 × 280 characters are split into sentences: the lead
 * never reaches further, and splitting whole 1,000-character excerpts was a tenth of the pass at 10,000 items.
 */
export function textOf(item: StoredContentItem): string {
  const title = item.title.trim();
  const lead = leadOf(item.content.slice(0, 2 * LEAD_CHARS), LEAD_CHARS);
  return `${title}${/[.!?]$/.test(title) ? "" : "."} ${lead}`.trim();
}

/** Engagement weight: every item counts, the most engaged of its source count twice. */
export const weightOf = (item: StoredContentItem): number => 1 + (item.engagement?.score ?? 0);

/**
 * The label from the weighted mean and the weight on each side:
 * mixed when both sides hold ≥ 30 % of the weight; bullish when the mean is above +0.05 and positives outweigh
 * negatives; bearish when below −0.05 and negatives outweigh positives; neutral otherwise.
 * Confidence = agreement × sample factor. Agreement is, for bullish/bearish, the winning side's share of the
 * opinionated weight times how much of the weight is opinionated at all (full from one half up: a few positive
 * headlines among many neutral ones are a weak "bullish"); for mixed, the balance of the two sides; for neutral, the
 * share of neutral weight. The sample factor n / (n + 20) discounts small cycles.
 */
export function labelSentiment(mean: number, positive: number, negative: number, n: number) {
  let overall: SentimentLabel;
  let agreement: number;
  const opinionated = positive + negative;
  if (positive >= MIXED_SHARE && negative >= MIXED_SHARE) {
    overall = "mixed";
    agreement = 1 - Math.abs(positive - negative) / opinionated;
  } else if (mean > NEUTRAL_BAND && positive > negative) {
    overall = "bullish";
    agreement = (positive / opinionated) * Math.min(1, opinionated / 0.5);
  } else if (mean < -NEUTRAL_BAND && negative > positive) {
    overall = "bearish";
    agreement = (negative / opinionated) * Math.min(1, opinionated / 0.5);
  } else {
    overall = "neutral";
    agreement = 1 - opinionated;
  }
  const sample = n / (n + HALF_SAMPLE);
  return { overall, confidence: round2(Math.min(1, Math.max(0, agreement * sample))) };
}

export function measureSentiment(
  cycle: CycleIndex,
  score: (text: string) => number = scoreText,
): SkeletonSentiment {
  let total = 0;
  let sum = 0;
  let positive = 0;
  let negative = 0;
  let best: { item: StoredContentItem; score: number } | undefined;
  let worst: { item: StoredContentItem; score: number } | undefined;
  for (const item of cycle.items) {
    const s = score(textOf(item));
    const w = weightOf(item);
    total += w;
    sum += w * s;
    if (s > NEUTRAL_BAND) positive += w;
    if (s < -NEUTRAL_BAND) negative += w;
    // Items are in id order, so strict comparisons keep the lowest id on ties.
    if (s > NEUTRAL_BAND && (!best || s > best.score)) best = { item, score: s };
    if (s < -NEUTRAL_BAND && (!worst || s < worst.score)) worst = { item, score: s };
  }
  const mean = total ? sum / total : 0;
  const pos = total ? positive / total : 0;
  const neg = total ? negative / total : 0;
  const { overall, confidence } = labelSentiment(mean, pos, neg, cycle.items.length);
  const example = (e: typeof best) => (e ? { ...cycle.ref(e.item), score: round2(e.score) } : undefined);
  return {
    overall,
    confidence,
    weightedMean: round2(mean),
    positiveShare: round2(pos),
    negativeShare: round2(neg),
    items: cycle.items.length,
    method: SENTIMENT_METHOD,
    mostPositive: example(best),
    mostNegative: example(worst),
  };
}
