import { describe, expect, it } from "vitest";
import { paperId, samePaper } from "./paper-id.js";

describe("paperId", () => {
  it("reads the arXiv id of an arXiv listing, a PDF and a Hugging Face Papers page", () => {
    expect(paperId("https://arxiv.org/abs/2612.04321")).toBe("2612.04321");
    expect(paperId("https://arxiv.org/abs/2612.04321v2")).toBe("2612.04321");
    expect(paperId("https://arxiv.org/pdf/2612.04321v1.pdf")).toBe("2612.04321");
    expect(paperId("https://huggingface.co/papers/2612.04321")).toBe("2612.04321");
  });
  it("nothing for other pages", () => {
    expect(paperId("https://example.com/blog/2612.04321")).toBeUndefined();
    expect(paperId("https://github.com/acme/tool")).toBeUndefined();
    expect(paperId("https://arxiv.org/list/cs.CL/recent")).toBeUndefined();
  });
});

describe("samePaper", () => {
  const holding = (...papers: (string | undefined)[]) =>
    ({ recent: papers.map((paper) => (paper ? { paper } : {})) }) as never;
  it("an entry or link of a paper the narrative holds", () => {
    expect(samePaper("2612.04321", holding(undefined, "2612.04321"))).toBe(true);
  });
  it("not another paper's, nor an item that is no paper", () => {
    expect(samePaper("2612.09999", holding("2612.04321"))).toBe(false);
    expect(samePaper(undefined, holding("2612.04321"))).toBe(false);
  });
});
