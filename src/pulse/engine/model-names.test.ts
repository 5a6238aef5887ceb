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

  it("reads another release of the same family as another model", () => {
    const vector = (terms: string[]) => new Map(terms.map((t) => [t, 1]));
    const ranked = (terms: string[]) => terms.map((t) => [t, 1] as const);
    const phi5 = new Map([
      ["phi5-mini-reasoning", 0.5],
      ["phi", 0.3],
      ["reasoning", 0.2],
    ]);
    // "oakhollow/Phi-4-mini-instruct-tool-calling" beside Phi-5-mini: one family, two releases.
    const phi4 = ["phi4-mini-instruct-tool-calling", "phi", "tool"];
    expect(otherModel(ranked(phi4), vector(phi4), phi5)).toBe(true);
    // A size or a quantisation of the narrative's release is that release.
    const gguf = ["phi5-mini-reasoning-gguf", "phi", "reasoning"];
    expect(otherModel(ranked(gguf), vector(gguf), phi5)).toBe(false);
    const bare = ["phi5", "phi", "mini"];
    expect(otherModel(ranked(bare), vector(bare), phi5)).toBe(false);
    // "Phi-4 vs Phi-5-mini": the item names the narrative's release too.
    const versus = ["phi4", "phi5-mini", "phi"];
    expect(otherModel(ranked(versus), vector(versus), phi5)).toBe(false);
    // "Mistral-Small-3.2" beside "Mistral-Medium-4": the release is the name up to its first version.
    const medium = new Map([
      ["mistral-medium4-instruct", 0.5],
      ["mistral", 0.3],
    ]);
    const small = ["mistral-small3.2-24b-instruct-gguf", "mistral", "24b"];
    expect(otherModel(ranked(small), vector(small), medium)).toBe(true);
    // "Granite5.0" and "Granite5" are one release.
    const granite = new Map([
      ["granite5", 0.5],
      ["granite", 0.3],
    ]);
    const granite50 = ["granite5.0-8b-instruct", "granite", "8b"];
    expect(otherModel(ranked(granite50), vector(granite50), granite)).toBe(false);
  });

  it("finds the other side's release however its version is spelt (a release is a prefix of its names)", () => {
    const vector = (terms: string[]) => new Map(terms.map((t) => [t, 1]));
    const ranked = (terms: string[]) => terms.map((t) => [t, 1] as const);
    // "Granite-5 vs Granite-6": the narrative of 6 names 5 as "granite5.0", the item 6 as a variant.
    const six = new Map([
      ["granite6-base", 0.5],
      ["granite", 0.3],
      ["granite5.0-8b", 0.1],
    ]);
    const five = ["granite5-8b-instruct", "granite", "granite6-preview"];
    expect(otherModel(ranked(five), vector(five), six)).toBe(false);
    // Neither side names the other's release (a longer family name is not the release: "granite50").
    const sixOnly = new Map([
      ["granite6-base", 0.5],
      ["granite", 0.3],
      ["granite50-tuner", 0.1],
    ]);
    const fiveOnly = ["granite5-8b-instruct", "granite", "search"];
    expect(otherModel(ranked(fiveOnly), vector(fiveOnly), sixOnly)).toBe(true);
  });

  it("keeps a post about the previous release out of the new release's narrative", () => {
    const phi5 = [
      item(
        1,
        0,
        "microsoft/Phi-5-mini-reasoning",
        "Phi-5-mini-reasoning is a 4B reasoning model with 128K context, released under MIT.",
      ),
      item(
        2,
        1,
        "Phi-5-mini-reasoning never stops thinking",
        "Phi-5-mini-reasoning runs to max_new_tokens on every prompt; the 4B reasoning model ignores the stop token.",
      ),
    ];
    const phi4 = item(
      3,
      2,
      "oakhollow/Phi-4-mini-instruct-tool-calling",
      "A fine-tune for tool calling with 128K context.",
    );
    const got = narrativesOf(new NarrativeEngine(), [phi5, [phi4]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
    // Counting the shared family and words fully, the older release would have joined.
    const plain = narrativesOf(new NarrativeEngine(undefined, { otherActors: 1 }), [phi5, [phi4]]);
    expect(plain.get(3)).toBe(plain.get(1));
  });
});
