import type { Narrative } from "./narrative.js";

/** An arXiv listing or PDF, or a Hugging Face Papers page, by the paper's arXiv id ("2612.01234", versions dropped). */
const PAPER_URL =
  /(?:arxiv\.org\/(?:abs|pdf)|huggingface\.co\/papers)\/(\d{4}\.\d{4,5})(?:v\d+)?(?:\.pdf)?(?:[/?#]|$)/i;

/**
 * The arXiv id of the paper an item is, or links to: an arXiv entry and the Hugging Face Papers page of the same
 * paper share it, and so does a Hacker News post of the paper's link. Two ids are two papers.
 */
export function paperId(url: string): string | undefined {
  return PAPER_URL.exec(url)?.[1];
}

/** The item is, or links to, a paper one of the narrative's recent members is or links to. */
export function samePaper(paper: string | undefined, n: Pick<Narrative, "recent">): boolean {
  return paper !== undefined && n.recent.some((m) => m.paper === paper);
}
