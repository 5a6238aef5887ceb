import { describe, expect, it } from "vitest";
import { articleItem } from "../../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "./engine.js";
import { asksOnly, isQuestion } from "./question.js";
import type { EngineItem, MemberEvent } from "./types.js";

const T0 = Date.parse("2026-11-20T08:00:00Z");
const H = 3_600_000;
/** A post `hours` after T0 on `source`; ids count from 1 in each `twoBatches` call's order of writing. */
const post = (id: number, hours: number, title: string, content: string, source: string): EngineItem =>
  articleItem(id, new Date(T0 + hours * H), title, content, { source, domain: "dev" });
/** Ingests the first batch at T0 + 1 h and the second at T0 + 3 h; the narrative each batch's first item joined. */
function twoBatches(first: EngineItem[], second: EngineItem[]): [number | undefined, number | undefined] {
  const engine = new NarrativeEngine();
  const a = engine.ingest(first, new Date(T0 + H));
  const b = engine.ingest(second, new Date(T0 + 3 * H));
  return [a.assignments[0]?.narrativeId, b.assignments[0]?.narrativeId];
}

describe("isQuestion", () => {
  it("reads board prefixes, question marks and asking boards", () => {
    expect(isQuestion("Ask HN: How do you test prompts in CI?", "hackernews")).toBe(true);
    expect(isQuestion("[D] Is retrieval still worth it at 1M tokens", "reddit-machinelearning")).toBe(true);
    expect(isQuestion("Anyone else seeing slow uploads today?", "reddit-artificial")).toBe(true);
    expect(
      isQuestion("Should startups worry about the new rules? - Example Times", "google-news-ai-policy"),
    ).toBe(true);
    expect(isQuestion("Loader drops the last batch when shuffle is off", "stackexchange")).toBe(true);
    expect(isQuestion("Will Acme ship a 2.0 before June 30", "polymarket")).toBe(true);
  });
  it("leaves reports, releases and tutorials alone", () => {
    expect(isQuestion("Acme raises $40M to build speech models", "techcrunch-ai")).toBe(false);
    expect(isQuestion("[R] Sparse routing for long contexts", "reddit-machinelearning")).toBe(false);
    expect(isQuestion("Show HN: A tiny dialect test set", "hackernews")).toBe(false);
    expect(isQuestion("Why is OCR still hard? Notes from a year of receipts", "devto")).toBe(false);
  });
});

describe("asksOnly", () => {
  const member = (over: Partial<MemberEvent>) => over as MemberEvent;
  it("holds for a narrative of untyped questions alone", () => {
    expect(
      asksOnly({ recent: [member({ question: true }), member({ question: true })], kinds: new Map() }),
    ).toBe(true);
  });
  it("not once a member reports, or says a kind of event", () => {
    expect(asksOnly({ recent: [member({ question: true }), member({})], kinds: new Map() })).toBe(false);
    expect(
      asksOnly({ recent: [member({ question: true, kind: "outage" })], kinds: new Map([["outage", 1]]) }),
    ).toBe(false);
    expect(asksOnly({ recent: [], kinds: new Map() })).toBe(false);
  });
});

describe("a report does not join a narrative of questions on its topic", () => {
  const run = (
    first: string,
    second = "Quarrel Labs releases a dialect benchmark for speech recognition",
    secondSource = "techcrunch-ai",
    // An outlet's piece: a board's untyped post takes no report anyway (discussion.ts).
    firstSource = "theverge-ai",
  ) =>
    twoBatches(
      [
        post(
          1,
          0,
          first,
          "Looking for dialect test sets to measure word error rate of speech recognition models on regional dialects.",
          firstSource,
        ),
      ],
      [
        post(
          2,
          2,
          second,
          "The benchmark measures word error rate of speech recognition models on 30 regional dialects.",
          secondSource,
        ),
      ],
    );
  it("asked: the report founds its own narrative", () => {
    const [question, report] = run("How do you measure speech recognition on regional dialects?");
    expect(report).not.toBe(question);
  });
  it("nor does a second question on the topic: two people asking are two questions", () => {
    const [first, second] = run(
      "Ask HN: How do you measure speech recognition on regional dialects?",
      "How should I measure word error rate of speech recognition on regional dialects?",
      "stackexchange",
      "hackernews",
    );
    expect(second).not.toBe(first);
    // Told as a report, the same words join: the topic words alone are enough there.
    const [told, again] = run(
      "Measuring speech recognition on regional dialects",
      "How we measure word error rate of speech recognition on regional dialects",
      "devto",
      "hackernews",
    );
    expect(again).toBe(told);
  });
  it("the same words told as a report join (the topic words alone are enough there)", () => {
    const [first, report] = run("Measuring speech recognition on regional dialects");
    expect(report).toBe(first);
  });
});

describe("a question on a narrative's topic, naming none of it, does not join", () => {
  const run = (title: string, source: string) =>
    twoBatches(
      [
        post(
          1,
          0,
          "Quarrel Labs releases Tern, a speech recognition model for regional dialects",
          "Quarrel Labs says Tern halves the word error rate of speech recognition on regional dialects.",
          "techcrunch-ai",
        ),
        post(
          2,
          0.5,
          "Tern: Quarrel Labs' speech recognition model for regional dialects",
          "Tern cuts word error rate on regional dialects, Quarrel Labs says.",
          "hackernews",
        ),
      ],
      [
        post(
          3,
          2,
          title,
          "Fine-tuning speech recognition on regional dialects: word error rate is still high.",
          source,
        ),
      ],
    );
  it("the question stays apart", () => {
    const [story, question] = run(
      "How many hours of audio to fine-tune speech recognition on dialects?",
      "stackexchange",
    );
    expect(question).not.toBe(story);
  });
  it("a question that names the narrative's subject joins", () => {
    const [story, question] = run(
      "Tern speech recognition: how to fine-tune it on regional dialects?",
      "stackexchange",
    );
    expect(question).toBe(story);
  });
});
