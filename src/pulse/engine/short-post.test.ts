import { describe, expect, it } from "vitest";
import { mostlyShared } from "./short-post.js";

const terms = (...words: string[]): [string, number][] => words.map((w, i) => [w, 1 / (i + 1)]);

describe("mostlyShared", () => {
  it("a short post sharing half of its words or more shares what it says", () => {
    // "the ledger moved to a new region": two of its three words meet the narrative.
    expect(mostlyShared(terms("ledger", "region", "move"), 2, "mastodon")).toBe(true);
    // A one-word toot whose word is the narrative's.
    expect(mostlyShared(terms("ledger"), 1, "hackernews")).toBe(true);
  });
  it("not when it shares less than half, or nothing", () => {
    expect(mostlyShared(terms("ledger", "region", "move", "night", "coffee"), 2, "mastodon")).toBe(false);
    expect(mostlyShared(terms("ledger"), 0, "mastodon")).toBe(false);
  });
  it("not an article: more than six words, however many of them it shares", () => {
    const article = terms("ledger", "region", "move", "outage", "customer", "status", "page", "hour");
    expect(mostlyShared(article, 2, "reddit-artificial")).toBe(false);
  });
  it("only a board's post: a news item's short excerpt is a feed's cut", () => {
    expect(mostlyShared(terms("ledger", "region"), 1, "techcrunch-ai")).toBe(false);
    expect(mostlyShared(terms("ledger", "region"), 1, undefined)).toBe(false);
  });
  it("phrases and model names are not words to count", () => {
    // "ledger region" repeats two words; "v2.1" is a name, enough alone elsewhere (shared-words.ts).
    expect(mostlyShared(terms("ledger", "region", "ledger region", "v2.1"), 1, "lobsters")).toBe(true);
  });
});
