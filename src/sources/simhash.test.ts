import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/helpers/random.js";
import { bands, fromHex, hamming, type SimHash, simhashOf, titleKey, toHex, tokens } from "./simhash.js";

const randomHash = (rand: () => number): SimHash => [
  Math.floor(rand() * 2 ** 32) >>> 0,
  Math.floor(rand() * 2 ** 32) >>> 0,
];
function flip(h: SimHash, bit: number): SimHash {
  return bit < 32 ? [(h[0] ^ (1 << bit)) >>> 0, h[1]] : [h[0], (h[1] ^ (1 << (bit - 32))) >>> 0];
}

const HEADLINES = [
  "OpenAI announces GPT-5.5 with a one million token context window for enterprise customers",
  "Anthropic raises four billion dollars in new funding round led by major cloud provider",
  "European Parliament approves sweeping rules for general purpose artificial intelligence models",
  "Nvidia reports record quarterly revenue as data center demand for accelerators keeps climbing",
  "Google DeepMind researchers unveil protein folding model that predicts molecular interactions",
  "Microsoft integrates autonomous coding agents directly into its popular developer platform",
  "Startup building open source inference engine secures seed funding from prominent investors",
  "Federal regulators open investigation into how chatbots handle personal health information",
  "Meta releases open weights language model trained on fifteen trillion tokens of public data",
  "Apple quietly acquires small computer vision company to strengthen on device intelligence",
];

describe("tokens", () => {
  it("lower-cases, drops punctuation, stop words and single letters", () => {
    expect(tokens("The State of AI: What's New, and Why It Matters!")).toEqual([
      "state",
      "ai",
      "what's",
      "matters",
    ]);
    expect(tokens("a b c x")).toEqual([]);
  });

  it("keeps numbers and model names whole", () => {
    expect(tokens("GPT-5.5 is 3x faster than o3, costs $4B and runs on 8 GPUs")).toEqual([
      "gpt",
      "5.5",
      "3x",
      "faster",
      "than",
      "o3",
      "costs",
      "4b",
      "runs",
      "8",
      "gpus",
    ]);
    expect(tokens("Llama 3.1 405B")).toEqual(["llama", "3.1", "405b"]);
  });

  it("folds accents without splitting words", () => {
    expect(tokens("Zürich résumé Café")).toEqual(["zurich", "resume", "cafe"]);
    expect(tokens("ZÜRICH")).toEqual(tokens("zurich"));
  });

  it("reads typographic and ASCII apostrophes alike", () => {
    expect(tokens("OpenAI’s new model")).toEqual(tokens("OpenAI's new model"));
    expect(tokens("OpenAI’s")).toEqual(["openai's"]);
  });

  it("keeps letters of other scripts together with their marks", () => {
    expect(tokens("हिन्दी समाचार")).toHaveLength(2);
    expect(tokens("東京 AI")).toEqual(["東京", "ai"]);
  });
});

describe("titleKey", () => {
  it("is the same for case, punctuation, stop-word and apostrophe variants of one headline", () => {
    const a = titleKey("OpenAI’s GPT-5.5 Is Here: What It Means for Developers");
    expect(a).toBe("openai's gpt 5.5 here means developers");
    expect(titleKey("openai's gpt 5.5 is here — what it means for the developers")).toBe(a);
  });

  it("keeps word order", () => {
    expect(titleKey("dog bites man")).not.toBe(titleKey("man bites dog"));
  });
});

describe("simhashOf", () => {
  it("gives identical texts distance 0, and ignores case, punctuation and stop words", () => {
    const t = HEADLINES[0] as string;
    expect(hamming(simhashOf(t, "body text here"), simhashOf(t, "body text here"))).toBe(0);
    expect(hamming(simhashOf(t, ""), simhashOf(`${t.toUpperCase()}!!!`, ""))).toBe(0);
    expect(hamming(simhashOf("The AI Act passes in the EU", ""), simhashOf("AI Act passes EU", ""))).toBe(0);
  });

  it("is deterministic across calls", () => {
    for (const h of HEADLINES) expect(toHex(simhashOf(h, h))).toBe(toHex(simhashOf(h, h)));
  });

  it("only reads the first 400 characters of the content", () => {
    const body = `${"lorem ipsum dolor sit amet ".repeat(20)}`.slice(0, 400);
    expect(
      hamming(simhashOf("Same title", `${body} tail one`), simhashOf("Same title", `${body} other tail`)),
    ).toBe(0);
  });

  it("keeps unrelated headlines far apart (> 10 bits on average, none within the near-duplicate range)", () => {
    const d: number[] = [];
    for (let i = 0; i < HEADLINES.length; i++)
      for (let j = i + 1; j < HEADLINES.length; j++)
        d.push(hamming(simhashOf(HEADLINES[i] as string, ""), simhashOf(HEADLINES[j] as string, "")));
    const avg = d.reduce((a, b) => a + b, 0) / d.length;
    expect(avg).toBeGreaterThan(20);
    expect(Math.min(...d)).toBeGreaterThan(10);
  });

  it("puts one-word edits of a headline much closer than unrelated headlines", () => {
    const edits: number[] = [];
    const unrelated: number[] = [];
    for (const [i, h] of HEADLINES.entries()) {
      const words = h.split(" ");
      for (let w = 0; w < words.length; w++) {
        const edited = [...words];
        edited[w] = "reportedly";
        edits.push(hamming(simhashOf(h, ""), simhashOf(edited.join(" "), "")));
      }
      unrelated.push(
        hamming(simhashOf(h, ""), simhashOf(HEADLINES[(i + 1) % HEADLINES.length] as string, "")),
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(edits)).toBeLessThan(mean(unrelated) / 2);
  });

  // KNOWN GAP (reported, not fixed): with 64 bits and title unigrams + bigrams, replacing one of ~11 title tokens
  // changes 3 of ~21 features, which moves the hash by ~9 bits (angle arccos(18/21) → 64·θ/π); only ~2 % of such
  // edits land within NEAR_DUPLICATE_BITS (3). Flip this to `it` once near-duplicate titles are detected by a
  // measure that tolerates a changed word (e.g. MinHash/Jaccard over title tokens).
  it.fails("puts a one-word edit of a long headline within 3 bits", () => {
    const a = "OpenAI announces GPT-5.5 with a one million token context window for enterprise customers";
    const b = "OpenAI unveils GPT-5.5 with a one million token context window for enterprise customers";
    expect(hamming(simhashOf(a, ""), simhashOf(b, ""))).toBeLessThanOrEqual(3);
  });

  it("weighs the title more than the content", () => {
    const title = HEADLINES[1] as string;
    const other = HEADLINES[2] as string;
    const body = "The company said the money will fund compute and hiring across research and product teams.";
    const body2 =
      "Analysts expect the round to value the firm well above its last private valuation this year.";
    const sameTitle = hamming(simhashOf(title, body), simhashOf(title, body2));
    const sameBody = hamming(simhashOf(title, body), simhashOf(other, body));
    expect(sameTitle).toBeLessThan(sameBody);
  });
});

describe("hamming, hex and bands", () => {
  it("counts differing bits in both halves", () => {
    expect(hamming([0, 0], [0, 0])).toBe(0);
    expect(hamming([0, 0], [0xffffffff, 0xffffffff])).toBe(64);
    expect(hamming([0x80000000, 0], [0, 0])).toBe(1);
    expect(hamming([0, 0x80000001], [0, 0])).toBe(2);
    expect(hamming([0xf0f0f0f0, 0x0000ffff], [0x0f0f0f0f, 0xffff0000])).toBe(64);
  });

  it("round-trips through 16 lower-case hex digits, zero-padded, high bits included", () => {
    expect(toHex([0, 1])).toBe("0000000000000001");
    expect(toHex([0xffffffff, 0x80000000])).toBe("ffffffff80000000");
    expect(toHex([0xabc, 0xdef])).toBe("00000abc00000def");
    const rand = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const h = randomHash(rand);
      const hex = toHex(h);
      expect(hex).toMatch(/^[0-9a-f]{16}$/);
      expect(fromHex(hex)).toEqual(h);
    }
    for (const h of HEADLINES.map((t) => simhashOf(t, ""))) expect(fromHex(toHex(h))).toEqual(h);
  });

  it("labels bands by position, so equal 16-bit values in different positions do not collide", () => {
    const b = bands([0x00050005, 0x00050005]);
    expect(new Set(b).size).toBe(4);
  });

  it("changes exactly one band per flipped bit (the bands cover all 64 bits, without overlap)", () => {
    const h: SimHash = [0x12345678, 0x9abcdef0];
    const base = bands(h);
    for (let bit = 0; bit < 64; bit++) {
      const changed = bands(flip(h, bit)).filter((band, i) => band !== base[i]);
      expect(changed, `bit ${bit}`).toHaveLength(1);
    }
  });

  it("shares at least one band between any two hashes within 3 bits (pigeonhole, property)", () => {
    const rand = seededRandom(20261122);
    for (let n = 0; n < 20_000; n++) {
      const h = randomHash(rand);
      let g = h;
      const k = 1 + Math.floor(rand() * 3);
      const flipped = new Set<number>();
      while (flipped.size < k) flipped.add(Math.floor(rand() * 64));
      for (const bit of flipped) g = flip(g, bit);
      expect(hamming(h, g)).toBe(k);
      const a = bands(h);
      const b = bands(g);
      if (!a.some((band, i) => band === b[i])) throw new Error(`no shared band: ${toHex(h)} vs ${toHex(g)}`);
    }
  });

  it("can share no band at 4 bits (one per band): the 3-bit guarantee is tight", () => {
    let g: SimHash = [0x12345678, 0x9abcdef0];
    const h = g;
    for (const bit of [0, 16, 32, 48]) g = flip(g, bit);
    expect(hamming(h, g)).toBe(4);
    const a = bands(h);
    expect(bands(g).some((band, i) => band === a[i])).toBe(false);
  });
});
