import { describe, expect, it } from "vitest";
import { sameEvent } from "./events.js";
import { analyseItem } from "./features.js";

const kind = (title: string, content = "") => analyseItem(title, content).kind;

describe("eventKind", () => {
  it("reads verbs whose meaning depends on their object with the words after them", () => {
    expect(kind("Tessellate raises $300M Series B to build coding agents")).toBe("funding");
    expect(kind("Anthropic raises Claude 5 usage limits after subscriber backlash")).toBeUndefined();
    expect(kind("Meta cuts prices of its Ray-Ban glasses")).toBe("price");
    expect(kind("Scale AI cuts 14% of staff")).toBe("layoffs");
    expect(kind("Datadog buys observability startup Tracewell for $420M")).toBe("acquisition");
  });

  it("tells an outage from figures going down and from stepping down", () => {
    expect(kind("ChatGPT down for anyone else? Both app and API failing")).toBe("outage");
    expect(kind("The GitHub API is down again")).toBe("outage");
    expect(kind("NVDA beats again, but the stock is still down 3% after hours")).toBeUndefined();
    expect(kind("C3.ai chief executive to step down")).toBe("personnel");
    expect(kind("The US is cracking down on Chinese companies renting GPUs")).toBeUndefined();
  });

  it("takes the headline's predicate over the nouns that set the scene", () => {
    expect(kind("European Parliament votes to delay AI Act rules by 16 months")).toBe("delay");
    expect(kind("Anthropic sues xAI over layoffs")).toBe("lawsuit");
    expect(kind("Judge rules OpenAI must face the authors' claims")).toBe("ruling");
  });

  it("finds model-name-shaped cues and reads the excerpt's first sentence when the title says nothing", () => {
    expect(kind("Databricks, Inc. (DBRX) files S-1: Registration statement")).toBe("ipo");
    expect(kind("Update Ollama now: CVE-2026-48211 lets anyone run code")).toBe("security");
    expect(
      kind("The Irish DPC actually did something", "A judge granted an injunction. Meta will appeal."),
    ).toBe("ruling");
    // Only the opening sentence: background further on does not type the item.
    expect(
      kind("Notes from the keynote", "Nice venue. Later they said a lawsuit was filed."),
    ).toBeUndefined();
  });

  it("tells a fine from 'fine' and a bill in the making from one to pay", () => {
    expect(kind("PIPC fines DeepSeek 1.4 billion won, orders app changes")).toBe("ruling");
    expect(kind("Meta fined €20M by the DPC")).toBe("ruling");
    expect(kind("Fine-tuning Llama on a laptop")).toBeUndefined();
    expect(kind("UK government publishes long-awaited AI bill")).toBe("regulation");
    expect(kind("I let Claude run our test suite overnight. Here's the bill.")).toBeUndefined();
    expect(kind("Waymo begins driverless rides in London")).toBe("launch");
  });

  it("leaves items without a clear kind untyped", () => {
    expect(kind("Ask HN: How do you keep up with AI papers?")).toBeUndefined();
    expect(kind("it's fine")).toBeUndefined();
    expect(kind("")).toBeUndefined();
  });

  it("counts a launch and its price as one event, other kinds as two", () => {
    expect(sameEvent("launch", "price")).toBe(true);
    expect(sameEvent("lawsuit", "ruling")).toBe(false);
    expect(sameEvent("funding", "funding")).toBe(true);
  });
});
