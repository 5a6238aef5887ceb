import { describe, expect, it } from "vitest";
import { otherOwner, repoOwner } from "./repo-owner.js";

describe("repoOwner", () => {
  it("reads the owner of a GitHub repository's title, word by word", () => {
    expect(repoOwner("brackenfield/tile-cache: caches map tiles at the edge", "github")).toEqual([
      "brackenfield",
    ]);
    expect(repoOwner("ostry-labs/eval-kit: quick evals", "github")).toEqual(["ostry", "labs"]);
  });
  it("nothing for other sources or other titles", () => {
    expect(repoOwner("brackenfield/tile-cache: caches map tiles", "hackernews")).toBeUndefined();
    expect(repoOwner("Tile caching at the edge", "github")).toBeUndefined();
    expect(repoOwner("ab/tile-cache: two-letter owner", "github")).toBeUndefined();
  });
});

describe("otherOwner", () => {
  const centroid = new Map([
    ["ostry", 0.4],
    ["eval", 0.3],
  ]);
  it("a repository of an owner the narrative never says is someone else's", () => {
    expect(otherOwner(["brackenfield"], centroid)).toBe(true);
  });
  it("the story's own repository, or an item that is no repository, is not", () => {
    expect(otherOwner(["ostry", "labs"], centroid)).toBe(false);
    expect(otherOwner(undefined, centroid)).toBe(false);
  });
});
