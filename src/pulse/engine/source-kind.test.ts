import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { asksAboutEvents, sourceKind, titleKind } from "./source-kind.js";

describe("sourceKind", () => {
  it("types model pages, product launches and papers by their source", () => {
    expect(sourceKind("hf-models")).toBe("launch");
    expect(sourceKind("producthunt")).toBe("launch");
    expect(sourceKind("arxiv")).toBe("research");
    expect(sourceKind("hf-papers-2")).toBe("research");
    expect(sourceKind("hackernews")).toBeUndefined();
    expect(sourceKind(undefined)).toBeUndefined();
  });

  it("decides over the words: a paper's or a product's event words say something else", () => {
    expect(analyseItem("deepseek-ai/DeepSeek-V4", "", "hf-models").kind).toBe("launch");
    expect(analyseItem("deepseek-ai/DeepSeek-V4", "", "hackernews").kind).toBeUndefined();
    expect(analyseItem("Learned Stopping Rules for Agentic Search", "", "arxiv").kind).toBe("research");
    expect(analyseItem("A Low-Cost Teleoperation Rig at Half the Price", "", "hf-papers").kind).toBe(
      "research",
    );
    expect(analyseItem("Redline — review contracts against your playbook", "", "producthunt").kind).toBe(
      "launch",
    );
    expect(analyseItem("Melodex sued by three labels", "", "hackernews").kind).toBe("lawsuit");
  });
});

describe("asksAboutEvents", () => {
  it("types a market no kind: the event it names is what it asks", () => {
    expect(asksAboutEvents("polymarket")).toBe(true);
    expect(asksAboutEvents("hackernews")).toBe(false);
    expect(asksAboutEvents(undefined)).toBe(false);
    expect(analyseItem("Grok 5 released before 2027?", "", "polymarket").kind).toBeUndefined();
    expect(analyseItem("C3.ai acquired before July 2027?", "", "polymarket").kind).toBeUndefined();
    expect(analyseItem("OpenAI announces GPT-6 before 2027?", "", "polymarket").act).toBeUndefined();
    expect(analyseItem("C3.ai acquired by Oracle", "", "hackernews").kind).toBe("acquisition");
  });
});

describe("titleKind", () => {
  it("types a Show HN post as a launch, whatever its tagline's words say", () => {
    expect(titleKind("Show HN: Ferrule – a queue that retries failed webhooks")).toBe("launch");
    expect(titleKind("Ask HN: Who is hiring?")).toBeUndefined();
    expect(titleKind("Showing how HN ranks posts")).toBeUndefined();
    expect(
      analyseItem("Show HN: Ferrule – a proxy that blocks leaked keys in court filings", "", "hackernews")
        .kind,
    ).toBe("launch");
    expect(
      analyseItem("Show HN: I built a tiny speech model for my aunt's dialect", "", "hackernews").kind,
    ).toBe("launch");
    expect(
      analyseItem("Ferrule – a queue that retries failed webhooks", "", "hackernews").kind,
    ).toBeUndefined();
  });
});
