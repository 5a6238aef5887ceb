import type { Narrative } from "./narrative.js";
import { sourceKind } from "./source-kind.js";

/**
 * A paper has one entry per paper source (one arXiv listing, one Hugging Face Papers page): an arXiv or HF Papers
 * item beside a narrative that already holds an entry of its source is another paper on the same topic, and two
 * papers on one topic in one week are two stories (the survey of sparse-attention kernels beside Lattice Attention).
 */
export function anotherPaper(source: string | undefined, n: Pick<Narrative, "recent">): boolean {
  if (!source || sourceKind(source) !== "research") return false;
  return n.recent.some((m) => m.source === source);
}
