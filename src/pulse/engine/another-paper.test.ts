import { describe, expect, it } from "vitest";
import { anotherPaper } from "./another-paper.js";

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
