import { describe, expect, it } from "vitest";
import { narrativesOf, newsItem } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import { otherModel } from "./model-names.js";

const item = newsItem;

const release = [
  item(
    1,
    0,
    "Zephyr4-32B: open weights under Apache 2.0",
    "Zephyr4 is a 32B dense model with 128K context and tool calling, released under Apache 2.0.",
  ),
  item(
    2,
    1,
    "Zephyr4 is out: 32B dense, 128K context",
    "The Zephyr4 family ships open weights with 128K context and tool calling.",
  ),
];
const other = item(
  3,
  2,
  "Granite5-8B-Instruct",
  "An 8B model for enterprise search and summaries, with 128K context and open weights.",
);
const quantised = item(
  4,
  2,
  "unsloth/Zephyr4-32B-GGUF",
  "Quantised weights of the 32B dense model, 128K context, Apache 2.0.",
);

describe("another model", () => {
  it("keeps a second model's release apart from the first's, though they share a release's words", () => {
    const got = narrativesOf(new NarrativeEngine(), [release, [other]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
    // Counting the release words fully, the second model would have joined the first's narrative.
    const plain = narrativesOf(new NarrativeEngine(undefined, { otherActors: 1 }), [release, [other]]);
    expect(plain.get(3)).toBe(plain.get(1));
  });

  it("still joins a quantisation of the narrative's model: it names the family", () => {
    const got = narrativesOf(new NarrativeEngine(), [release, [quantised]]);
    expect(got.get(4)).toBe(got.get(1));
  });

  it("reads only names with a family: sizes, amounts and bare versions name no model", () => {
    const centroid = new Map([
      ["zephyr4-32b", 0.5],
      ["zephyr", 0.3],
      ["context", 0.2],
    ]);
    const vector = (terms: string[]) => new Map(terms.map((t) => [t, 1]));
    const ranked = (terms: string[]) => terms.map((t) => [t, 1] as const);
    const granite = ["granite5-8b-instruct", "granite", "context"];
    expect(otherModel(ranked(granite), vector(granite), centroid)).toBe(true);
    const size = ["8b", "128k", "context"];
    expect(otherModel(ranked(size), vector(size), centroid)).toBe(false);
    // "Zephyr4 vs Granite5": the narrative's family is named, so this is about the narrative's model too.
    const versus = ["granite5-8b-instruct", "zephyr4", "zephyr"];
    expect(otherModel(ranked(versus), vector(versus), centroid)).toBe(false);
  });
});
