import { describe, expect, it } from "vitest";
import { analyseItem, extractFeatures, normalizeName, TITLE_WEIGHT, versionTerm } from "./features.js";

describe("extractFeatures", () => {
  it("keeps lemmas, lower-cased, without stop words or punctuation", () => {
    const f = extractFeatures("", "The chips were sold to the firms, and they are selling more.");
    expect(f.has("chip")).toBe(true);
    expect(f.has("firm")).toBe(true);
    expect(f.has("sell")).toBe(true);
    for (const gone of ["the", "were", "to", "and", "they", "are", ",", "."]) expect(f.has(gone)).toBe(false);
  });

  it("weighs names over common nouns, model names over both, verbs least", () => {
    const f = extractFeatures(
      "",
      "The researchers at Anthropic tested Qwen3.5 and Llama-4 models, then published results.",
    );
    const name = f.get("anthropic") ?? 0;
    const noun = f.get("researcher") ?? 0;
    const model = f.get("qwen3.5") ?? 0;
    const verb = f.get("publish") ?? 0;
    expect(model).toBeGreaterThan(name);
    expect(name).toBeGreaterThan(noun);
    expect(noun).toBeGreaterThan(verb);
    expect(f.has("llama4")).toBe(true);
  });

  it("writes a release's number one way, whether tagged, in a headline or bare in a post", () => {
    expect(versionTerm("v2.0.0")).toBe("v2.0");
    expect(versionTerm("2.0")).toBe("v2.0");
    expect(versionTerm("1.0.3")).toBe("v1.0.3");
    for (const text of [
      "whimbrel-dev/whimbrel: v2.0.0 — plan mode",
      "Whimbrel 2.0 adds plan mode",
      "rewrite in rust, version 2.0, the ancient rite",
      "shipping a 2.0 on a bank holiday",
    ])
      expect(extractFeatures(text, "").has("v2.0"), text).toBe(true);
    expect(extractFeatures("Nettlebed 1.0.3 post-mortem", "").has("v1.0.3")).toBe(true);
    // A licence's version, a price, a share and a figure are no release's number.
    for (const text of [
      "Gemma 4 released under Apache 2.0",
      "now $3.0 an hour",
      "revenue up 2.0%",
      "scores 58.9 on the benchmark",
    ]) {
      const terms = [...extractFeatures(text, "").keys()];
      expect(
        terms.filter((t) => /^v\d/.test(t)),
        text,
      ).toEqual([]);
    }
  });

  it("keeps model names whole however the outlet hyphenates them", () => {
    expect(normalizeName("GPT-5.5")).toBe("gpt5.5");
    expect(normalizeName("gpt5.5")).toBe("gpt5.5");
    const f = extractFeatures("OpenAI ships GPT-5.5", "GPT-5.5 is out. It costs $2 per 1M tokens.");
    expect(f.has("gpt5.5")).toBe(true);
    expect([...f.keys()].some((k) => k === "5" || k === ".")).toBe(false);
    // The family name counts too, more lightly than the model's own name.
    expect(f.get("gpt")).toBeLessThan(f.get("gpt5.5") ?? 0);
  });

  it("drops ordinals, decades and dates", () => {
    const f = extractFeatures("", "On Tuesday the 3rd, in the 1990s style, at 10am, markets fell.");
    for (const gone of ["3rd", "1990s", "10am", "tuesday"]) expect(f.has(gone)).toBe(false);
    expect(f.has("market")).toBe(true);
  });

  it("adds adjacent noun and name pairs as bigrams, across a possessive", () => {
    const f = extractFeatures("", "Officials reviewed export control rules for Nvidia's H200 chips.");
    expect(f.has("export control")).toBe(true);
    expect(f.has("nvidia h200")).toBe(true);
    expect(f.has("h200 chip")).toBe(true);
    // Not adjacent: a verb sits between.
    expect(f.has("official export")).toBe(false);
  });

  it("counts title words more than the same words in the content", () => {
    const inTitle = extractFeatures("Senate passes chip subsidy bill", "");
    const inBody = extractFeatures("", "Senate passes chip subsidy bill");
    expect(inTitle.get("subsidy")).toBe(TITLE_WEIGHT * (inBody.get("subsidy") ?? 0));
  });

  it("reads Title Case headlines in sentence case, keeping the names the excerpt uses", () => {
    const f = extractFeatures(
      "Nvidia Releases New Benchmarks For Data Centers",
      "Nvidia published the results on its blog.",
    );
    // Lemmatised as ordinary nouns, not frozen as names.
    expect(f.has("benchmark")).toBe(true);
    expect(f.has("benchmarks")).toBe(false);
    expect(f.get("nvidia") ?? 0).toBeGreaterThan(f.get("center") ?? 0);
  });

  it("ignores board prefixes and site suffixes of headlines", () => {
    const f = extractFeatures("Show HN: A tiny vector database - GitHub", "");
    expect(f.has("show")).toBe(false);
    expect(f.has("github")).toBe(false);
    expect(f.has("database")).toBe(true);
  });

  it("is deterministic", () => {
    const a = extractFeatures(
      "Anthropic raises $13B",
      "Anthropic raised $13 billion at a $183 billion valuation.",
    );
    const b = extractFeatures(
      "Anthropic raises $13B",
      "Anthropic raised $13 billion at a $183 billion valuation.",
    );
    expect([...a]).toEqual([...b]);
  });

  it("writes one amount one way: $40M, $40 million and 40 million dollars are all 40m", () => {
    for (const text of ["Acme raised $40M", "Acme raised $40 million", "Acme raised 40 million dollars"]) {
      expect(extractFeatures(text, "").has("40m")).toBe(true);
    }
    expect(extractFeatures("", "It is valued at $2.5 billion, or 2.5bn.").get("2.5b")).toBeGreaterThan(0);
  });

  it("writes an amount in French, German, Italian or Spanish as the English coverage does", () => {
    expect(extractFeatures("Orrery lève 600 millions d'euros", "").has("600m")).toBe(true);
    expect(extractFeatures("Ferrule sammelt 80 Millionen Euro ein", "").has("80m")).toBe(true);
    expect(extractFeatures("Il Garante multa l'app Amika per 4 milioni di euro", "").has("4m")).toBe(true);
    expect(extractFeatures("Mistral AI lève 2 milliards d'euros", "").has("2b")).toBe(true);
    expect(extractFeatures("Mistral sammelt 2 Milliarden Euro ein", "").has("2b")).toBe(true);
    expect(extractFeatures("La empresa recauda 300 millones de euros", "").has("300m")).toBe(true);
  });

  it("also counts the parts of a hyphenated model name, as another outlet may write it apart", () => {
    const joined = extractFeatures("DeepSeek-R3", "");
    const apart = extractFeatures("DeepSeek R3 is out", "");
    expect(joined.has("deepseek-r3")).toBe(true);
    for (const part of ["deepseek", "r3"]) {
      expect(joined.has(part)).toBe(true);
      expect(apart.has(part)).toBe(true);
    }
  });
});

describe("analyseItem: names the tagger misses", () => {
  it("reads a capitalised word inside a sentence as a name, whatever its part of speech", () => {
    // wink tags "Cohere" after "firm" as a verb.
    const { proper } = analyseItem("", "Toronto AI firm Cohere to cut roughly 110 jobs, the company said.");
    expect(proper.has("cohere")).toBe(true);
    expect(proper.has("company")).toBe(false);
  });

  it("reads a lower-case word as a name when the stream knows it as one", () => {
    const text = "the tutorly complaint quotes their own internal chat. oof";
    expect(analyseItem("", text).proper.has("tutorly")).toBe(false);
    const known = (w: string) => w === "tutorly";
    const f = analyseItem("", text, undefined, known);
    expect(f.proper.has("tutorly")).toBe(true);
    expect(f.counts.has("tutorly")).toBe(true);
    expect(f.proper.has("complaint")).toBe(false);
  });
});

describe("analyseItem: headline terms", () => {
  it("keeps a real headline's terms, model families included, apart from the excerpt's", () => {
    const { headline, proper } = analyseItem(
      "Sparse autoencoders find shared features across Llama-5 families",
      "Training sparse autoencoders on residual streams of Qwen and Gemma models.",
    );
    expect(headline?.has("llama")).toBe(true);
    expect(headline?.has("feature")).toBe(true);
    expect(proper.has("qwen")).toBe(true);
    expect(headline?.has("qwen")).toBe(false);
  });

  it("has none when the title is the text's opening: then the whole post says what it is about", () => {
    const text = "Gemini keeps refusing my forms. Qwen does not.";
    expect(analyseItem("Gemini keeps refusing my forms", text).headline).toBeUndefined();
  });
});

describe("a question's kind", () => {
  const text = "Our fine-tune was delayed two weeks while we waited for the new data release.";
  it("is read from its headline only: the text tells the asker's situation", () => {
    expect(
      analyseItem("Is anyone using review data to train code models?", text, "reddit-machinelearning").kind,
    ).toBe(undefined);
    expect(analyseItem("[D] Review data for code models", text, "reddit-machinelearning").kind).toBe(
      undefined,
    );
  });
  it("a report's text still types it", () => {
    expect(analyseItem("Review data for code models", text, "reddit-machinelearning").kind).toBeDefined();
  });
  it("a question's headline still says what happened", () => {
    expect(analyseItem("Is the Gemini API down for everyone?", text, "reddit-artificial").kind).toBe(
      "outage",
    );
  });
});
