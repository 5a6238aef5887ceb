import type { DigestInput } from "../types.js";
import type { DigestSkeleton } from "./skeleton.js";

/** Placeholder until the implementation lands (same signature): the grounded skeleton of one cycle's digest. */
export function buildSkeleton(_input: DigestInput): DigestSkeleton {
  throw new Error("buildSkeleton: not implemented yet");
}
