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

/**
 * Two narratives telling two papers: each holds a paper's entry or link (its arXiv id), and no id is in both; or
 * each holds an entry of one paper source. Two papers on one topic a day apart share their topic's words, their
 * repositories' and threads' words too, so their centroids converge; they are still two stories.
 */
export function twoPapers(a: Pick<Narrative, "recent">, b: Pick<Narrative, "recent">): boolean {
  const ids = (n: Pick<Narrative, "recent">) => new Set(n.recent.flatMap((m) => (m.paper ? [m.paper] : [])));
  const [pa, pb] = [ids(a), ids(b)];
  if (pa.size > 0 && pb.size > 0 && ![...pa].some((p) => pb.has(p))) return true;
  return a.recent.some((m) => anotherPaper(m.source, b) && !(m.paper && pb.has(m.paper)));
}
