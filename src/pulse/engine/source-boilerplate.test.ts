import { describe, expect, it } from "vitest";
import { parseFixture } from "../../../tests/helpers/sources.js";
import { polymarketAdapter } from "../../sources/adapters/polymarket.js";
import { secEdgarAdapter } from "../../sources/adapters/sec-edgar.js";
import { analyseItem } from "./features.js";
import { termText } from "./source-boilerplate.js";

// Items exactly as the adapters write them, parsed from their recorded API answers.
const filings = parseFixture(
  secEdgarAdapter,
  { query: "AI", forms: ["8-K"], lookbackDays: 3 },
  "tests/fixtures/sources/sec-edgar/search-ai.json",
  { url: "https://efts.sec.gov/LATEST/search-index", contentType: "application/json" },
);
const markets = parseFixture(
  polymarketAdapter,
  { tagSlug: "ai", limit: 50 },
  "tests/fixtures/sources/polymarket/events-ai.json",
  { url: "https://gamma-api.polymarket.com/events", contentType: "application/json" },
);
const nvidia8k = filings.find((i) => i.sourceId === "0001045810-26-000123");
const gpt6 = markets.find((i) => i.title.includes("GPT-6"));

/** A second company's 8-K in the adapter's format, with the same items and exhibit types. */
const otherFiling = {
  title: "HP INC (HPQ) files 8-K: Results of Operations and Financial Condition",
  content:
    "Form 8-K filed 2026-11-24 by HP INC (HPQ), Palo Alto, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-24. Matching documents: EX-99.1 PRESS RELEASE (hpq-pr.htm); 8-K (hpq-20261124.htm).",
};

describe("source boilerplate", () => {
  it("reads an 8-K's filer and exhibit descriptions, not its form, items, dates, address or exhibit codes", () => {
    if (!nvidia8k) throw new Error("fixture lost its NVIDIA 8-K");
    const text = termText("sec-edgar", nvidia8k.title, nvidia8k.content);
    expect(text.title).toBe("NVIDIA (NVDA)");
    expect(text.content).not.toMatch(/Results of Operations|Santa Clara|EX-99|8-K|2026-11-19|\.htm|PRESS/);
    expect(text.content).toMatch(/cfo commentary/i);
  });

  it("keeps two companies' 8-Ks with the same items from sharing names or model-like codes", () => {
    if (!nvidia8k) throw new Error("fixture lost its NVIDIA 8-K");
    const a = analyseItem(nvidia8k.title, nvidia8k.content, "sec-edgar");
    const b = analyseItem(otherFiling.title, otherFiling.content, "sec-edgar");
    const shared = [...a.counts.keys()].filter((t) => b.counts.has(t));
    expect(shared.filter((t) => a.proper.has(t) || b.proper.has(t) || /\d/.test(t))).toEqual([]);
    // Read as any other source's text, the template is shared: form type and exhibit code as model names.
    const plainA = analyseItem(nvidia8k.title, nvidia8k.content);
    const plainB = analyseItem(otherFiling.title, otherFiling.content);
    expect([...plainA.counts.keys()].filter((t) => plainB.counts.has(t) && /\d/.test(t))).toContain("8-k");
  });

  it("still types the filing from its items: 2.02 is an earnings release", () => {
    if (!nvidia8k) throw new Error("fixture lost its NVIDIA 8-K");
    expect(analyseItem(nvidia8k.title, nvidia8k.content, "sec-edgar").kind).toBe("earnings");
  });

  it("drops a market's odds, volume, end date and resolution formula, keeping what it is about", () => {
    if (!gpt6) throw new Error("fixture lost its GPT-6 market");
    const text = termText("polymarket", gpt6.title, gpt6.content);
    expect(text.title).toBe(gpt6.title);
    expect(text.content).not.toMatch(/%|volume|\$412K|2026-12-31|resolve to|Otherwise/);
    expect(text.content).toMatch(/OpenAI publicly releases a model named GPT-6/);
    const counts = analyseItem(gpt6.title, gpt6.content, "polymarket").counts;
    expect(counts.has("412k")).toBe(false);
    expect(counts.has("gpt6")).toBe(true);
  });

  it("keeps a multi-outcome market's outcomes, which name who it is about", () => {
    const content =
      "DeepSeek 71% (+38 pts in 24 h) · Qwen 17% · Google 6% · Other <1% · 24 h volume $1.9M · ends 2026-11-30. Resolves by the LMArena text leaderboard.";
    const text = termText("polymarket", "Which company has the best open-weights model on Nov 30?", content);
    expect(text.content).toMatch(/^DeepSeek, Qwen, Google, Other\. /);
    expect(text.content).not.toMatch(/1\.9M|2026-11-30|%/);
  });

  it("leaves other sources, and text not in the adapter's format, as they are", () => {
    const title = "NVIDIA files 8-K with record revenue";
    const content = "Nvidia reported $57B in revenue.";
    expect(termText("hackernews", title, content)).toEqual({ title, content });
    expect(termText("sec-edgar", title, content)).toEqual({ title, content });
    expect(termText("polymarket", title, content)).toEqual({ title, content });
  });
});
