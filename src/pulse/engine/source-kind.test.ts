import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { sourceKind } from "./source-kind.js";

describe("sourceKind", () => {
  it("types model pages, product launches and papers by their source", () => {
    expect(sourceKind("hf-models")).toBe("launch");
    expect(sourceKind("producthunt")).toBe("launch");
    expect(sourceKind("arxiv")).toBe("research");
    expect(sourceKind("hf-papers-2")).toBe("research");
    expect(sourceKind("hackernews")).toBeUndefined();
    expect(sourceKind(undefined)).toBeUndefined();
  });

  it("applies only when the words say no kind", () => {
    expect(analyseItem("deepseek-ai/DeepSeek-V4", "", "hf-models").kind).toBe("launch");
    expect(analyseItem("deepseek-ai/DeepSeek-V4", "", "hackernews").kind).toBeUndefined();
    expect(analyseItem("Melodex sued by three labels", "", "arxiv").kind).toBe("lawsuit");
  });
});
