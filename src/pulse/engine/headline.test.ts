import { describe, expect, it } from "vitest";
import { cleanTitle, clip, isHeadline, leadOf, splitSentences } from "./headline.js";

describe("cleanTitle", () => {
  it.each([
    ["Show HN: A tiny vector database in Rust", "A tiny vector database in Rust"],
    ["Ask HN: Who is hiring?", "Who is hiring?"],
    ["[R] Scaling laws for sparse attention", "Scaling laws for sparse attention"],
    ["[D] [Discussion] Is RLHF overrated?", "Is RLHF overrated?"],
    ["Nvidia cleared to sell H200 chips to China - Reuters", "Nvidia cleared to sell H200 chips to China"],
    ["OpenAI ships GPT-5.5 | The Verge", "OpenAI ships GPT-5.5"],
    ["Anthropic raises $13B — TechCrunch", "Anthropic raises $13B"],
    ["EU AI Act delayed - Section - Financial Times", "EU AI Act delayed"],
    ["A survey of agents [pdf]", "A survey of agents"],
    ['"We are not slowing down," says CEO', '"We are not slowing down," says CEO'],
    ["  Extra   spaces   here  ", "Extra spaces here"],
  ])("%s", (raw, clean) => {
    expect(cleanTitle(raw)).toBe(clean);
  });

  it("keeps a dash that is part of the headline", () => {
    expect(cleanTitle("GPT-5.5 - what changed and why it matters for developers")).toBe(
      "GPT-5.5 - what changed and why it matters for developers",
    );
    expect(cleanTitle("Llama - Meta")).toBe("Llama - Meta");
  });
});

describe("sentences", () => {
  it("split at sentence ends but not at abbreviations, initials or decimals", () => {
    expect(
      splitSentences("The U.S. Senate voted on GPT-5.5 rules. J. Smith objected! Was it 3.5 or 4? Yes."),
    ).toEqual(["The U.S. Senate voted on GPT-5.5 rules.", "J. Smith objected!", "Was it 3.5 or 4?", "Yes."]);
  });

  it("take whole sentences for a lead, clipping only a long first one", () => {
    expect(leadOf("One two three. Four five six.", 20)).toBe("One two three.");
    expect(leadOf("word ".repeat(100), 30).endsWith("…")).toBe(true);
    expect(clip("short", 10)).toBe("short");
  });
});

describe("isHeadline", () => {
  it("is a title written to say what the item is about", () => {
    expect(
      isHeadline("Reproducible builds for machine learning models", "How to get bit-identical checkpoints."),
    ).toBe(true);
  });

  it("is not the text's own opening words (a toot titled by its first sentence)", () => {
    expect(isHeadline("New Siri delayed again", "New Siri delayed again. Shocked, I tell you.")).toBe(false);
    expect(isHeadline("the atlas installer is…", "the atlas installer is 640MB. for a chromium fork")).toBe(
      false,
    );
  });

  it("is not a word or two, too few to say who did what", () => {
    expect(isHeadline("640MB", "the atlas installer is 640MB. for a chromium fork.")).toBe(false);
  });
});
