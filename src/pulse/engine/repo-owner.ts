import type { Vector } from "./vectors.js";

/** "owner/repo: description": GitHub names a repository by its owner first. */
const REPO = /^([\w.-]+)\/[\w.-]+/;

/**
 * The words of the owner a GitHub repository's title names ("pellingham/model-pull-cache: …" → "pellingham"; a
 * hyphenated owner gives each word of three letters or more): the repository's who. Undefined for other sources.
 */
export function repoOwner(title: string, source: string): string[] | undefined {
  if (source !== "github") return undefined;
  const owner = REPO.exec(title.trim())?.[1];
  if (!owner) return undefined;
  const words = owner
    .toLowerCase()
    .split(/[-_.]/)
    .filter((w) => w.length >= 3);
  return words.length > 0 ? words : undefined;
}

/**
 * A repository whose owner the narrative never says is someone else's tool on its topic (a pull-through cache
 * beside a registry's new rate limit, a smoke-test suite beside a product's launch), while the lab's or the
 * paper's own repository ("halvery/h2-train", "pinfold-kv/pinfold") carries the name its story says.
 */
export function otherOwner(owner: readonly string[] | undefined, centroid: Vector): boolean {
  return owner !== undefined && !owner.some((w) => centroid.has(w));
}
