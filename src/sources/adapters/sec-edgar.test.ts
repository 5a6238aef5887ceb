import { describe, expect, it } from "vitest";
import { parseFixture, testContext } from "../../../tests/helpers/sources.js";
import { ParseError } from "../types.js";
import { ITEMS_8K } from "./sec-8k-items.js";
import { secEdgarAdapter } from "./sec-edgar.js";

const DIR = "tests/fixtures/sources/sec-edgar";
const SETTINGS = { query: '"artificial intelligence"', forms: ["8-K", "S-1", "10-Q"], lookbackDays: 3 };
const URL_ =
  "https://efts.sec.gov/LATEST/search-index?q=%22artificial%20intelligence%22&dateRange=custom&startdt=2026-11-19&enddt=2026-11-22&forms=8-K,S-1,10-Q";
const parse = (file: string, contentType = "application/json", ctx = testContext()) =>
  parseFixture(secEdgarAdapter, SETTINGS, `${DIR}/${file}`, { url: URL_, contentType }, ctx);

describe("sec-edgar adapter", () => {
  it("searches the full text over the last days, dates taken from ctx.now", () => {
    const settings = secEdgarAdapter.settings.parse(SETTINGS);
    expect(secEdgarAdapter.requests(settings, testContext())).toEqual([{ url: URL_, accept: "json" }]);
    const week = secEdgarAdapter.settings.parse({ query: "Nvidia & AMD", forms: ["S-1/A"], lookbackDays: 7 });
    expect(
      secEdgarAdapter.requests(week, testContext({ now: new Date("2026-11-20T23:59:00Z") }))[0]?.url,
    ).toBe(
      "https://efts.sec.gov/LATEST/search-index?q=Nvidia%20%26%20AMD&dateRange=custom&startdt=2026-11-13&enddt=2026-11-20&forms=S-1%2FA",
    );
  });

  it("rejects bad settings, naming the field", () => {
    expect(() => secEdgarAdapter.settings.parse({ ...SETTINGS, query: "  " })).toThrow(/query/);
    expect(() => secEdgarAdapter.settings.parse({ ...SETTINGS, forms: [] })).toThrow(/forms/);
    expect(() => secEdgarAdapter.settings.parse({ ...SETTINGS, forms: ["8-K&x=1"] })).toThrow(/forms/);
    expect(() => secEdgarAdapter.settings.parse({ ...SETTINGS, lookbackDays: 31 })).toThrow(/lookbackDays/);
    expect(secEdgarAdapter.settings.parse({ query: "AI" })).toEqual({
      query: "AI",
      forms: ["8-K", "S-1", "10-Q", "10-K"],
      lookbackDays: 3,
    });
  });

  it("makes one item per filing, pointing at its main document even when an exhibit ranked first", () => {
    const items = parse("search-ai.json");
    expect(items.map((i) => i.sourceId)).toEqual([
      "0001045810-26-000123",
      "0002021728-26-000041",
      "0001628280-26-071932",
    ]);
    expect(items[0]).toEqual({
      sourceId: "0001045810-26-000123",
      title: "NVIDIA CORP (NVDA) files 8-K: Results of Operations and Financial Condition",
      content:
        "Form 8-K filed 2026-11-19 by NVIDIA CORP (NVDA), Santa Clara, CA. Items: 2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits. Date of report: 2026-11-19. Matching documents: EX-99.1 PRESS RELEASE (q3fy27pr.htm); 8-K (nvda-20261119.htm); EX-99.2 CFO COMMENTARY (q3fy27cfocommentary.htm).",
      url: "https://www.sec.gov/Archives/edgar/data/1045810/000104581026000123/nvda-20261119.htm",
      author: "NVIDIA CORP (NVDA)",
      publishedAt: new Date("2026-11-19T12:00:00Z"),
    });
  });

  it("names every item of the current Form 8-K, 1.01 to 9.01", () => {
    // The form's item numbers (SEC Form 8-K, General Instructions B; 1.05 added in 2023, 6.06 and 6.10 in 2014).
    const current = [
      ...["1.01", "1.02", "1.03", "1.04", "1.05"],
      ...["2.01", "2.02", "2.03", "2.04", "2.05", "2.06"],
      ...["3.01", "3.02", "3.03", "4.01", "4.02"],
      ...["5.01", "5.02", "5.03", "5.04", "5.05", "5.06", "5.07", "5.08"],
      ...["6.01", "6.02", "6.03", "6.04", "6.05", "6.06", "6.10"],
      ...["7.01", "8.01", "9.01"],
    ];
    expect(Object.keys(ITEMS_8K).sort()).toEqual(current);
    // Names are joined with "; " in titles, so a name must not contain one.
    for (const name of Object.values(ITEMS_8K)) expect(name).toMatch(/^[A-Z][^.;]{5,90}$/);
  });

  it("puts rarer 8-K items in the headline by name, and keeps pre-2004 item numbers as given", () => {
    const [nimbus, fairchild] = parse("items-rare.json");
    expect(nimbus?.title).toBe(
      "Nimbus Robotics, Inc. (NMBR) files 8-K: Bankruptcy or Receivership; Triggering Events That Accelerate or Increase a Direct Financial Obligation; Notice of Delisting or Failure to Satisfy a Listing Rule, or Transfer of Listing; Departure or Appointment of Directors or Officers",
    );
    expect(nimbus?.content).toContain("Items: 1.03 Bankruptcy or Receivership; 2.04 Triggering Events");
    expect(fairchild?.title).toBe("FAIRCHILD INTERNATIONAL CORP files 8-K: Item 2");
  });

  it("names amended registration statements and quarterly reports", () => {
    const [, cerebras, palantir] = parse("search-ai.json");
    expect(cerebras?.title).toBe("Cerebras Systems Inc. (CBRS) files S-1/A: Amended registration statement");
    expect(cerebras?.url).toBe(
      "https://www.sec.gov/Archives/edgar/data/2021728/000202172826000041/cerebras-sx1a.htm",
    );
    expect(cerebras?.publishedAt).toEqual(new Date("2026-11-20T12:00:00Z"));
    expect(palantir?.title).toBe(
      "Palantir Technologies Inc. (PLTR) files 10-Q: Quarterly report for the period ending 2026-09-30",
    );
    expect(palantir?.content).toContain("Matching documents: 10-Q (pltr-20260930.htm).");
    expect(palantir?.engagement).toBeUndefined();
  });

  it("caps a filing date that is later than now (after-hours filings carry the next business day)", () => {
    const early = testContext({ now: new Date("2026-11-19T10:30:00Z") });
    expect(parse("search-ai.json", "application/json", early)[0]?.publishedAt).toEqual(
      new Date("2026-11-19T10:30:00Z"),
    );
  });

  it("throws ParseError on SEC's HTML refusal page and on answers that are not search results", () => {
    expect(() => parse("undeclared-tool.html", "text/html")).toThrow(ParseError);
    expect(() => parse("undeclared-tool.html", "text/html")).toThrow(/sec-edgar: body is not JSON/);
    expect(() => parse("gateway-error.json")).toThrow(/sec-edgar: body is not an EDGAR search result/);
    expect(() => parse("no-filings.json")).toThrow(/sec-edgar: no entry has the fields of an EDGAR filing/);
  });
});
