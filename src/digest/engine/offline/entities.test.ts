import { describe, expect, test } from "vitest";
import { entityFinder } from "./entities.js";
import { linkTarget, md, shortName } from "./text.js";

describe("names in headlines", () => {
  const corpus = [
    "Nvidia beats estimates as new chips ship",
    "EU delays the AI Act by a year",
    "Why Qwen3.5-72B tops open coding benchmarks",
    "Open models are catching up",
    "The open web is not dead",
  ];
  const find = entityFinder(corpus);

  test("capitalised names and names with digits; generic and sentence-case words left out", () => {
    expect([...find("Nvidia beats estimates as new chips ship").values()]).toEqual(["Nvidia"]);
    expect([...find("Why Qwen3.5-72B tops open coding benchmarks").values()]).toEqual(["Qwen3.5-72B"]);
    // "Open" is also written "open" in this cycle's headlines: headline capitalisation, not a name.
    expect([...find("Open models are catching up").values()]).toEqual([]);
  });

  test("a generic acronym joins a name as a pair: 'AI Act'", () => {
    expect(find("EU delays the AI Act by a year").get("ai act")).toBe("AI Act");
    expect(find("EU delays the AI Act by a year").has("ai")).toBe(false);
  });
});

describe("text helpers", () => {
  test("Markdown escaping of headline punctuation", () => {
    expect(md("[R] *fast* _attention_ <b> a|b `x`")).toBe(
      "\\[R\\] \\*fast\\* \\_attention\\_ \\<b> a\\|b \\`x\\`",
    );
  });

  test("links only to http(s) URLs, parentheses encoded", () => {
    expect(linkTarget("javascript:alert(1)")).toBeUndefined();
    expect(linkTarget("/relative")).toBeUndefined();
    expect(linkTarget("https://en.wikipedia.org/wiki/Go_(game)")).toBe(
      "https://en.wikipedia.org/wiki/Go_%28game%29",
    );
  });

  test("source names lose their parenthetical detail in prose", () => {
    expect(shortName("arXiv (cs.AI, cs.CL, cs.LG)")).toBe("arXiv");
    expect(shortName("Hacker News")).toBe("Hacker News");
  });
});
