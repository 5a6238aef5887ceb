import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/helpers/random.js";
import { titleKey } from "./simhash.js";
import {
  jaccard,
  MIN_TITLE_WORDS,
  TITLE_JACCARD,
  TitleIndex,
  wordFrequencies,
  wordsOf,
} from "./title-index.js";

describe("jaccard", () => {
  it("is shared words over all words", () => {
    expect(jaccard(new Set(["a", "b", "c"]), new Set(["b", "c", "d"]))).toBe(2 / 4);
    expect(jaccard(new Set(["a"]), new Set(["a"]))).toBe(1);
    expect(jaccard(new Set(["a"]), new Set(["b"]))).toBe(0);
  });
});

describe("TitleIndex", () => {
  it("finds a headline with one word changed and prefers the closest", () => {
    const titles = [
      "Mistral AI raises 1.7 billion euros in Series D led by ASML",
      "Mistral AI raises 1.7 billion euros in Series D round led by ASML",
      "OpenAI ships GPT-5.5 with native computer use agents",
    ].map(titleKey);
    const index = new TitleIndex<number>(wordFrequencies(titles));
    titles.forEach((t, i) => {
      index.add(wordsOf(t), i);
    });
    const query = wordsOf(titleKey("Mistral AI secures 1.7 billion euros in Series D round led by ASML"));
    expect(index.find(query)).toEqual({ value: 1, similarity: expect.any(Number) });
    expect(index.find(query)?.similarity).toBeGreaterThanOrEqual(TITLE_JACCARD);
    expect(index.find(wordsOf(titleKey("Anthropic ships Claude with native computer use")))).toBeUndefined();
  });

  it(`ignores titles of fewer than ${MIN_TITLE_WORDS} words, indexed or asked`, () => {
    const index = new TitleIndex<number>(wordFrequencies(["show hn foo"]));
    index.add(wordsOf("show hn foo"), 1);
    expect(index.find(wordsOf("show hn foo"))).toBeUndefined();
  });

  it("finds exactly what a brute-force scan finds (prefix filtering loses nothing)", () => {
    const random = seededRandom(42);
    const vocab = Array.from({ length: 60 }, (_, i) => `w${i}`);
    // Skewed word use, like headlines: a few words are everywhere, most are rare.
    const pick = () => vocab[Math.floor(random() ** 2.5 * vocab.length)] as string;
    const sets = Array.from({ length: 600 }, () => {
      const base = new Set<string>();
      const size = 4 + Math.floor(random() * 9);
      while (base.size < size) base.add(pick());
      return base;
    });
    // Near copies of some sets, so there is something to find.
    for (let i = 0; i < 200; i++) {
      const copy = new Set(sets[i] as Set<string>);
      const first = [...copy][0] as string;
      copy.delete(first);
      copy.add(pick());
      sets.push(copy);
    }
    const keys = sets.map((s) => [...s].join(" "));
    const index = new TitleIndex<number>(wordFrequencies(keys));
    let found = 0;
    sets.forEach((s, i) => {
      let best: number | undefined;
      for (let j = 0; j < i && s.size >= MIN_TITLE_WORDS; j++) {
        if ((sets[j] as Set<string>).size < MIN_TITLE_WORDS) continue;
        const sim = jaccard(s, sets[j] as Set<string>);
        if (sim >= TITLE_JACCARD && (best === undefined || sim > best)) best = sim;
      }
      const got = index.find(s);
      expect(got?.similarity).toBe(best);
      if (got) found++;
      index.add(s, i);
    });
    expect(found).toBeGreaterThan(100);
  });
});
