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

describe("splitSentences: the word before a full stop", () => {
  it("splits as the word-by-word version did, on random texts", () => {
    // The earlier version split the whole sentence into words to find the one before the mark.
    const reference = (text: string): string[] => {
      const clean = text.replace(/\s+/g, " ").trim();
      const out: string[] = [];
      let start = 0;
      const end = /[.!?]+["”’')\]]*\s+(?=["“‘'(]?[A-Z0-9])/g;
      for (let m = end.exec(clean); m; m = end.exec(clean)) {
        const before = clean.slice(start, m.index);
        const word = (before.split(/\s+/).pop() ?? "").toLowerCase().replace(/^["“'(]+/, "");
        if (clean[m.index] === "." && (/^(?:mr|dr|inc|u\.s|e\.g)$/.test(word) || /^[a-z]$/.test(word)))
          continue;
        out.push(clean.slice(start, m.index + m[0].length).trim());
        start = m.index + m[0].length;
      }
      const rest = clean.slice(start).trim();
      if (rest) out.push(rest);
      return out;
    };
    const parts = [
      "Mr",
      "Dr",
      "Inc",
      "U.S",
      "e.g",
      "J",
      "x",
      "word",
      "GPT-5.5",
      "“Quote",
      "(aside",
      // Opening quotes before an abbreviation, and long words (no lower-case copy is built for those).
      "““(Dr",
      "'(Mr",
      "“Incorporated",
      "(Drafting",
      "3",
      "A",
      "",
    ];
    const marks = [".", ". ", "! ", "? ", ".\u00a0 ", " ", "  ", ".\n", "”. ", "). "];
    let a = 5;
    const rand = () => {
      a = (a * 1103515245 + 12345) % 2 ** 31;
      return a / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      let text = "";
      const n = Math.floor(rand() * 12);
      for (let j = 0; j < n; j++) {
        text += parts[Math.floor(rand() * parts.length)];
        text += marks[Math.floor(rand() * marks.length)];
      }
      // Only the listed abbreviations are in both versions' lists, so compare on texts that use those alone.
      expect(splitSentences(text)).toEqual(reference(text));
    }
  });
});
