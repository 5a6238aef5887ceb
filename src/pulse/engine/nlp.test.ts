import { describe, expect, it } from "vitest";
import { tokenize } from "./nlp.js";

describe("tokenize", () => {
  it("reads a text the same whatever the process read before it", () => {
    const probe = "happy new year, your notebook costs more than the one new year's resolution";
    const before = tokenize(probe).lemma;
    // wink enters "year's" into its lexicon whole when it ends a sentence; a later "year's" would then stay whole.
    tokenize("Mine: a script that flags any bill 20% above last year's.");
    tokenize("Waymo's.");
    expect(tokenize(probe).lemma).toEqual(before);
    expect(before).toContain("year");
    expect(before).not.toContain("year's");
  });

  it("splits a possessive or a contraction off its word, straight or curly", () => {
    expect(tokenize("OpenAI’s model").value.slice(0, 2)).toEqual(["OpenAI", "'s"]);
    expect(tokenize("Anthropic's price").value.slice(0, 2)).toEqual(["Anthropic", "'s"]);
    expect(tokenize("we're shipping").lemma[0]).toBe("we");
  });
});
