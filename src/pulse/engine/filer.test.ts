import { describe, expect, it } from "vitest";
import { NarrativeEngine } from "./engine.js";
import { filerOf, namesFiler, otherFiler } from "./filer.js";
import { engineItem } from "./test-items.js";

describe("filerOf", () => {
  it("reads the filer from the adapter's title, EDGAR's feed title and the dashed one", () => {
    expect(
      filerOf("sec-edgar", "NVIDIA CORP (NVDA) files 8-K: Results of Operations and Financial Condition"),
    ).toEqual(["nvidia", "nvda"]);
    expect(filerOf("sec-edgar", "8-K - Microsoft Corp (0000789019) (Filer)")).toEqual(["microsoft"]);
    expect(filerOf("sec-edgar", "8-K - Meta Platforms, Inc. (Filer)")).toEqual(["meta", "mpi"]);
    expect(filerOf("sec-edgar", "8-K: Kirkstile Microdevices, Inc. (KRKS) — Item 2.02 Results")).toEqual([
      "kirkstile",
      "krks",
      "kmi",
    ]);
  });
  it("says a filer by its initials too", () => {
    expect(
      filerOf(
        "sec-edgar",
        "TAIWAN SEMICONDUCTOR MANUFACTURING CO LTD (TSM) files 6-K: Report of foreign private issuer",
      ),
    ).toContain("tsmc");
  });
  it("reads no other source, and no title of another shape", () => {
    expect(filerOf("hackernews", "8-K - Microsoft Corp (Filer)")).toBeUndefined();
    expect(filerOf("sec-edgar", "Microsoft's quarter")).toBeUndefined();
  });
});

describe("namesFiler, otherFiler", () => {
  const filings = (filer: string, ...terms: string[]) =>
    ({ recent: [{ source: "sec-edgar", filer }], centroid: new Map(terms.map((t) => [t, 0.3])) }) as never;
  it("a narrative names the filer by any of its words", () => {
    expect(namesFiler(["tesla", "tsla"], new Map([["tsla", 0.2]]))).toBe(true);
    expect(namesFiler(["tesla", "tsla"], new Map([["meta", 0.2]]))).toBe(false);
  });
  it("two filers' filings do not merge; a filing and its filer's story do", () => {
    const meta = filings("meta mpi", "meta", "result", "quarter");
    const tesla = filings("tesla ti", "tesla", "result", "quarter");
    expect(otherFiler(meta, tesla)).toBe(true);
    const coverage = { recent: [{ source: "theverge-ai" }], centroid: new Map([["meta", 0.5]]) } as never;
    expect(otherFiler(meta, coverage)).toBe(false);
    expect(otherFiler(tesla, coverage)).toBe(true);
  });
});

describe("a filing joins only its filer's story", () => {
  const at = new Date("2027-01-28T21:00:00Z");
  const filing = (id: number, title: string, content: string) =>
    engineItem(id, at, title, content, { source: "sec-edgar", domain: "finance" as never });
  it("four filers' results filings the same hour stay four stories", () => {
    const engine = new NarrativeEngine();
    const changes = engine.ingest(
      [
        filing(
          1,
          "8-K: Kirkstile Microdevices, Inc. (KRKS) — Item 2.02 Results of Operations and Financial Condition",
          "Item 2.02 Results of Operations and Financial Condition. The Company issued a press release announcing its results for the fourth quarter.",
        ),
        filing(
          2,
          "8-K - Microsoft Corp (Filer)",
          "Item 2.02 Results of Operations and Financial Condition. Revenue for the quarter was $81.3 billion, up 17%.",
        ),
        filing(
          3,
          "8-K - Meta Platforms, Inc. (Filer)",
          "Item 2.02 Results of Operations and Financial Condition. Fourth quarter revenue $58.9 billion, up 22%.",
        ),
        filing(
          4,
          "8-K - Tesla, Inc. (Filer)",
          "Item 2.02 Results of Operations and Financial Condition. Fourth quarter total revenues $27.1 billion.",
        ),
      ],
      at,
    );
    const owner = new Map(changes.assignments.map((a) => [a.itemId, a.narrativeId]));
    const into = new Map(changes.merges.map((m) => [m.from, m.into]));
    const final = (id: number) => {
      let n = owner.get(id) as number;
      while (into.has(n)) n = into.get(n) as number;
      return n;
    };
    expect(new Set([1, 2, 3, 4].map(final)).size).toBe(4);
  });
});
