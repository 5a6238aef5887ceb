import { describe, expect, it } from "vitest";
import { anotherPaper, twoPapers } from "./another-paper.js";

const holding = (...sources: string[]) => ({ recent: sources.map((source) => ({ source })) }) as never;

describe("anotherPaper", () => {
  it("a second arXiv entry in a narrative is another paper", () => {
    expect(anotherPaper("arxiv", holding("arxiv", "hn"))).toBe(true);
    expect(anotherPaper("hf-papers", holding("hf-papers"))).toBe(true);
  });
  it("the same paper's entry on the other paper source joins", () => {
    expect(anotherPaper("hf-papers", holding("arxiv", "reddit"))).toBe(false);
    expect(anotherPaper("arxiv", holding("hf-papers"))).toBe(false);
  });
  it("says nothing of other sources", () => {
    expect(anotherPaper("hn", holding("hn", "arxiv"))).toBe(false);
    expect(anotherPaper(undefined, holding("arxiv"))).toBe(false);
  });
});

const members = (...ms: [string, string?][]) =>
  ({ recent: ms.map(([source, paper]) => (paper ? { source, paper } : { source })) }) as never;

describe("twoPapers", () => {
  it("two narratives founded on different arXiv ids are two papers", () => {
    const quant = members(["arxiv", "2701.00011"], ["reddit-localllama"], ["github"]);
    const eviction = members(["hf-papers", "2701.00022"], ["hackernews", "2701.00022"]);
    expect(twoPapers(quant, eviction)).toBe(true);
    expect(twoPapers(eviction, quant)).toBe(true);
  });
  it("two entries of one paper source are two papers, whatever their links say", () => {
    expect(twoPapers(members(["arxiv"]), members(["arxiv"], ["devto"]))).toBe(true);
  });
  it("the same paper's entries and links are one story", () => {
    const listing = members(["arxiv", "2701.00011"], ["mastodon"]);
    expect(twoPapers(listing, members(["hf-papers", "2701.00011"]))).toBe(false);
    expect(twoPapers(listing, members(["hackernews", "2701.00011"], ["arxiv", "2701.00011"]))).toBe(false);
  });
  it("a narrative without a paper is no second paper", () => {
    expect(twoPapers(members(["arxiv", "2701.00011"]), members(["techcrunch-ai"], ["hackernews"]))).toBe(
      false,
    );
    expect(twoPapers(members(["github"]), members(["hf-papers"]))).toBe(false);
  });
});
