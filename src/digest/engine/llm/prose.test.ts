import { describe, expect, it } from "vitest";
import { ANALYSIS_SECTIONS, countSentences, DigestProse, extractJson } from "./prose.js";

const analysis = ANALYSIS_SECTIONS.map((s) => `## ${s}\n\nText.`).join("\n\n");
const prose = {
  title: "Mistral's raise leads the cycle",
  executiveSummary: "Mistral raised money. The EU may delay the AI Act.",
  fullAnalysis: analysis,
  crossDomainInsights: ["Funding and policy meet."],
};

describe("extractJson", () => {
  it("reads plain JSON, a fenced block, or an object inside prose", () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Sure! Here it is: {"a": {"b": 2}} Hope this helps.')).toEqual({ a: { b: 2 } });
  });

  it("gives undefined for no object at all", () => {
    expect(extractJson("")).toBeUndefined();
    expect(extractJson('{"a": ')).toBeUndefined();
    expect(extractJson("[1, 2]")).toBeUndefined();
  });
});

describe("DigestProse", () => {
  it("accepts the prose the prompt asks for, trimmed, and drops unknown keys", () => {
    const parsed = DigestProse.parse({ ...prose, title: `  ${prose.title}  `, sourcesUsed: ["x"] });
    expect(parsed).toEqual(prose);
  });

  it("accepts sections as level-3 headings or with a different case", () => {
    const md = ANALYSIS_SECTIONS.map((s) => `### ${s.toUpperCase()}\nText.`).join("\n");
    expect(DigestProse.safeParse({ ...prose, fullAnalysis: md }).success).toBe(true);
  });

  it.each([
    ["an empty title", { title: "" }],
    ["a two-line title", { title: "One\nTwo" }],
    ["an over-long title", { title: "x".repeat(161) }],
    ["an empty summary", { executiveSummary: " " }],
    ["a summary of many sentences", { executiveSummary: "A b. C d. E f. G h. I j. K l. M n." }],
    ["an analysis without its sections", { fullAnalysis: "## Top narratives\nText." }],
    ["an empty insight", { crossDomainInsights: [""] }],
    ["insights that are not a list", { crossDomainInsights: "one" }],
  ])("refuses %s", (_, patch) => {
    expect(DigestProse.safeParse({ ...prose, ...patch }).success).toBe(false);
  });
});

describe("countSentences", () => {
  it("splits at sentence ends followed by a capital, a quote or a digit", () => {
    expect(countSentences("One thing happened. Then another! Did it? Yes.")).toBe(4);
    expect(countSentences("Revenue rose to 3.5 billion. 12 sources agreed.")).toBe(2);
    expect(countSentences("GPT-5.5 ships, e.g. with agents.")).toBe(1);
  });
});
