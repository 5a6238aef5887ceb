import { describe, expect, it } from "vitest";
import { narrativesOf, newsItem } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import { foundingName, newTitleName, withoutFoundingName } from "./title-name.js";
import type { EngineItem } from "./types.js";
import { DocumentFrequencies } from "./vectors.js";

const item = (id: number, hours: number, title: string, content: string, source = "arxiv"): EngineItem =>
  newsItem(id, hours, title, content, source);

const first = [
  item(
    1,
    0,
    "Driftless: Speculative Decoding from a Model's Own Early Exits",
    "We make speculative decoding faster without a draft model by drafting from early exits of the model itself.",
  ),
  item(
    2,
    1,
    "Driftless: speculative decoding from early exits, no draft model",
    "Drafting from the model's own early exits makes speculative decoding faster without a draft model.",
    // The same paper's Hugging Face Papers page: a second arXiv entry would be another paper (another-paper.ts).
    "hf-papers",
  ),
];
const second = item(
  3,
  3,
  "LoadBench: Measuring Speculative Decoding Under Real Serving Load",
  "Speculative decoding speedups shrink at large batch sizes; we measure early exits under real serving load.",
  // Posted to HN: as a second arXiv entry, another-paper.ts alone would keep it apart.
  "hn",
);

describe("a new name in a 'Name: subtitle' headline", () => {
  it("keeps a second paper on the topic apart from the first", () => {
    const got = narrativesOf(new NarrativeEngine(), [first, [second]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
    // Counting the topic's words fully, the second paper would have joined the first's narrative.
    const plain = narrativesOf(new NarrativeEngine(undefined, { otherActors: 1 }), [first, [second]]);
    expect(plain.get(3)).toBe(plain.get(1));
  });

  it("is only a name the stream has barely seen: a known one before the colon says who speaks", () => {
    const dfs = new DocumentFrequencies({ openai: 40, loadbench: 1 }, 100);
    expect(newTitleName("LoadBench: Measuring Speculative Decoding", dfs)).toBe("loadbench");
    expect(newTitleName("[R] LoadBench-Live: a benchmark", dfs)).toBe("loadbench");
    expect(newTitleName("Qwen4-32B: dense and open", dfs)).toBe("qwen4-32b");
    expect(newTitleName("OpenAI: penalizing bad thoughts teaches models to hide them", dfs)).toBeUndefined();
    expect(newTitleName("Speculative decoding, explained", dfs)).toBeUndefined();
  });

  it("reads a Show HN or Product Hunt 'Name – tagline' as a new name too, not a Google News publisher", () => {
    const dfs = new DocumentFrequencies({ openai: 40, glossa: 1, kelpie: 2, ledgerly: 1 }, 100);
    expect(newTitleName("Show HN: Glossa – see how many tokens your text costs", dfs)).toBe("glossa");
    expect(newTitleName("Kelpie 1.0 – an embeddable vector database in Rust", dfs)).toBe("kelpie");
    expect(newTitleName("Ledgerly — Bookkeeping that reads your receipts", dfs)).toBe("ledgerly");
    expect(newTitleName("Ledgerly - bookkeeping from receipts", dfs)).toBe("ledgerly");
    // A publisher after the dash, not a tagline; a known name; a headline that is not "Name – …".
    expect(newTitleName("Ledgerly - Le Monde", dfs)).toBeUndefined();
    expect(newTitleName("OpenAI – the company that wants to be everything", dfs)).toBeUndefined();
    expect(newTitleName("Glossa raises a seed round - Reuters", dfs)).toBeUndefined();
  });

  it("keeps a Show HN tool on the paper's topic apart from the paper", () => {
    const tool = newsItem(
      3,
      3,
      "Show HN: LoadBench – measure speculative decoding under real serving load",
      "Speculative decoding speedups shrink at large batch sizes; we measure early exits under real serving load.",
      "hackernews",
    );
    const got = narrativesOf(new NarrativeEngine(), [first, [tool]]);
    expect(got.get(3)).not.toBe(got.get(1));
    const plain = narrativesOf(new NarrativeEngine(undefined, { otherActors: 1 }), [first, [tool]]);
    expect(plain.get(3)).toBe(plain.get(1));
  });

  it("a narrative founded on a new name is that thing's story: an item without the name counts half", () => {
    const paper = [
      articleOf(1, 0, "Tidewright: A Graph Model for Ten-Day Coastal Tide Forecasts", "arxiv", ARXIV),
      articleOf(2, 1, "Tidewright: A Graph Model for Ten-Day Coastal Tide Forecasts", "hf-papers", HF_PAPERS),
      ...background(),
    ];
    // Another lab's model on the same topic, the same day: it never says Tidewright.
    const other = newsItem(
      10,
      3,
      "New AI model for coastal tide forecasts",
      "The lab's model predicts sea level at 900 harbours for the coming week.",
      "lab-blogs",
    );
    const got = narrativesOf(new NarrativeEngine(), [paper, [other]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(10)).not.toBe(got.get(1));
    const plain = narrativesOf(new NarrativeEngine(undefined, { otherActors: 1 }), [paper, [other]]);
    expect(plain.get(10)).toBe(plain.get(1));
  });

  it("a link to the same paper, titled in the poster's own words, is that paper's coverage", () => {
    const paper = [
      articleOf(1, 0, "Tidewright: A Graph Model for Ten-Day Coastal Tide Forecasts", "arxiv", ARXIV),
      ...background(),
    ];
    const post = (url: string) =>
      articleOf(
        10,
        3,
        "New AI model for coastal tide forecasts",
        "hackernews",
        url,
        "The lab's model predicts sea level at 900 harbours for the coming week.",
      );
    expect(narrativesOf(new NarrativeEngine(), [paper, [post(ARXIV)]]).get(10)).toBe(1);
    // The same words linking elsewhere are another lab's news on the topic.
    expect(
      narrativesOf(new NarrativeEngine(), [paper, [post("https://example.com/tides")]]).get(10),
    ).not.toBe(1);
  });

  it("keeps a word name, not a versioned one", () => {
    const terms = new Map([
      ["tidewright", 1],
      ["qwen4-32b", 1],
    ]);
    expect(foundingName("tidewright", terms)).toBe("tidewright");
    expect(foundingName("qwen4-32b", terms)).toBeUndefined();
    expect(foundingName("kelpie", terms)).toBeUndefined();
    expect(foundingName(undefined, terms)).toBeUndefined();
    expect(withoutFoundingName(new Map([["tide", 1]]), { titleName: "tidewright" })).toBe(true);
    expect(withoutFoundingName(terms, { titleName: "tidewright" })).toBe(false);
    expect(withoutFoundingName(new Map([["tide", 1]]), { titleName: undefined })).toBe(false);
  });
});

const ARXIV = "https://arxiv.org/abs/2612.04321";
const HF_PAPERS = "https://huggingface.co/papers/2612.04321";

/** Other news of the hour, so the topic's words weigh what they would in a stream. */
function background(): EngineItem[] {
  return [
    newsItem(
      4,
      0.2,
      "Acme raises $40M for warehouse robots",
      "Acme's robots pick parcels; Northwind led the round.",
    ),
    newsItem(
      5,
      0.3,
      "A new model for weather forecasts from a big lab",
      "The lab says its model forecasts rain ten days ahead.",
    ),
    newsItem(
      6,
      0.4,
      "Why coastal towns worry about flood maps",
      "Insurers redraw flood maps for coastal towns this year.",
    ),
    newsItem(
      7,
      0.5,
      "Graph databases explained",
      "A graph database stores nodes and edges; when to use one.",
      "devto",
    ),
  ];
}

function articleOf(
  id: number,
  hours: number,
  title: string,
  source: string,
  url?: string,
  content = "A graph neural network forecasts coastal tides ten days ahead and beats the operational tide tables.",
): EngineItem {
  const out = newsItem(id, hours, title, content, source);
  return url ? { ...out, url } : out;
}
