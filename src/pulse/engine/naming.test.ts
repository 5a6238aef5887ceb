import { describe, expect, it } from "vitest";
import { type Exemplar, keyphraseTitle, rankExemplars, summaryOf, titleOf } from "./naming.js";
import { storedExemplar } from "./narrative.js";
import { termListOf } from "./vectors.js";

const ex = (itemId: number, title: string, lead = "", terms?: Record<string, number>): Exemplar => ({
  itemId,
  title,
  lead,
  similarity: 0,
  termList: terms ? termListOf(terms) : undefined,
});

const centroid = new Map([
  ["nvidia h200", 0.6],
  ["china", 0.5],
  ["export", 0.4],
  ["nvidia", 0.3],
  ["license", 0.3],
]);

describe("titleOf", () => {
  it("takes the most central headline, cleaned", () => {
    expect(
      titleOf(
        [ex(1, "Nvidia cleared to sell H200 chips to China - Reuters"), ex(2, "Show HN: H200 tracker")],
        centroid,
      ),
    ).toBe("Nvidia cleared to sell H200 chips to China");
  });

  it("passes over headlines that do not read as titles, questions last", () => {
    expect(
      titleOf(
        [ex(1, "Thoughts?"), ex(2, "Is this the end of export controls?"), ex(3, "US approves H200 sales")],
        centroid,
      ),
    ).toBe("US approves H200 sales");
    expect(
      titleOf(
        [ex(1, "DATADOG, INC. (DDOG) files 8-K: Regulation FD Disclosure"), ex(2, "Datadog buys Tracewell")],
        centroid,
      ),
    ).toBe("Datadog buys Tracewell");
    expect(
      titleOf(
        [ex(1, "Nvidia's revenue is now bigger than the GDP of..."), ex(2, "Nvidia revenue beats")],
        centroid,
      ),
    ).toBe("Nvidia revenue beats");
    expect(titleOf([ex(1, "Thoughts?"), ex(2, "Is this the end of export controls?")], centroid)).toBe(
      "Is this the end of export controls?",
    );
  });

  it("falls back to a key-phrase title written as the sources write it", () => {
    const t = titleOf([ex(1, "wow", "NVIDIA's Nvidia H200 licence for China exports.")], centroid);
    expect(t).toBe("Nvidia H200, China, Export");
    expect(keyphraseTitle(new Map([["gpt5.5", 1]]), [ex(1, "x", "OpenAI shipped GPT-5.5 today.")])).toBe(
      "GPT-5.5",
    );
  });
});

describe("summaryOf", () => {
  it("takes up to three sentences from the central leads, without repeats or the title again", () => {
    const exemplars = [
      ex(
        1,
        "Nvidia cleared to sell H200 chips to China",
        "Nvidia cleared to sell H200 chips to China. The Commerce Department granted licences on Monday after months of talks.",
      ),
      ex(
        2,
        "US lets Nvidia ship H200 to China",
        "The Commerce Department granted licences on Monday after months of talks. Shares of Nvidia rose 4% in early trading on the news.",
      ),
      ex(
        3,
        "H200 licences",
        "Analysts expect the first shipments to arrive before the end of the quarter, sources said.",
      ),
    ];
    const s = summaryOf(exemplars, "Nvidia cleared to sell H200 chips to China");
    expect(s).toBe(
      "The Commerce Department granted licences on Monday after months of talks. Shares of Nvidia rose 4% in early trading on the news. Analysts expect the first shipments to arrive before the end of the quarter, sources said.",
    );
  });

  it("skips clipped and too short sentences, and falls back to the title", () => {
    expect(summaryOf([ex(1, "T", "Too short. Also…")], "Title here")).toBe("Too short. Also…");
    expect(summaryOf([ex(1, "T", "")], "Title here")).toBe("Title here");
  });
});

describe("rankExemplars", () => {
  it("re-scores by cosine to the current centroid, keeps five, one per headline", () => {
    const c = new Map([
      ["a", 0.8],
      ["b", 0.6],
    ]);
    const candidates = [
      ex(1, "first", "", { z: 1 }),
      ex(2, "The second story here", "", { a: 1 }),
      ex(3, "The second story here - Reuters", "", { a: 1 }),
      ex(4, "fourth", "", { b: 1 }),
      ...[5, 6, 7, 8].map((i) => ex(i, `other ${i}`, "", { a: 0.1 })),
    ];
    const ranked = rankExemplars(candidates, [], c);
    expect(ranked.map((e) => e.itemId)).toEqual([2, 4, 5, 6, 7]);
    expect(ranked[0]?.similarity).toBeCloseTo(0.8, 6);
  });

  it("turns a new member into an exemplar, with its lead and terms, only when it ranks", () => {
    const c = new Map([["a", 1]]);
    const fresh = (itemId: number, w: number) => ({
      itemId,
      title: `story number ${itemId}`,
      content: "First sentence of the item. Second one.",
      terms: [
        ["a", w],
        ["z", 0.1],
      ] as [string, number][],
      similarity: 0.5,
    });
    const ranked = rankExemplars([ex(1, "old one here", "", { a: 0.5 })], [fresh(9, 0.9), fresh(8, 0.2)], c);
    expect(ranked.map((e) => [e.itemId, e.similarity])).toEqual([
      [9, 0.9],
      [1, 0.5],
      [8, 0.2],
    ]);
    expect(storedExemplar(ranked[0] as Exemplar)).toEqual({
      itemId: 9,
      title: "story number 9",
      lead: "First sentence of the item. Second one.",
      similarity: 0.9,
      terms: { a: 0.9, z: 0.1 },
    });
  });
});

describe("titleOf and summaryOf prefer reporting", () => {
  it("skips a repository listing and a first-person post when a reported headline exists", () => {
    const mcp = new Map([["mcp", 1]]);
    expect(
      titleOf(
        [
          ex(1, "mcp-stateless/mcp-http-lite: Tiny Go library for MCP servers"),
          ex(2, "Migrating my MCP server to the stateless HTTP transport"),
          ex(3, "What the MCP 2026-11 revision changes for server authors"),
        ],
        mcp,
      ),
    ).toBe("What the MCP 2026-11 revision changes for server authors");
    // With nothing better, the repository listing still names the narrative.
    expect(titleOf([ex(1, "mcp-stateless/mcp-http-lite: Tiny Go library for MCP servers")], mcp)).toBe(
      "mcp-stateless/mcp-http-lite: Tiny Go library for MCP servers",
    );
  });

  it("puts reported sentences before first-person ones and questions", () => {
    const summary = summaryOf(
      [
        ex(
          1,
          "a",
          "Since the launch my team has been asked to let the agent click through our tools. Is anyone running these for real?",
        ),
        ex(2, "b", "OpenAI released GPT-5.5 with computer use for every paid tier on Thursday."),
      ],
      "GPT-5.5 computer use",
    );
    // And nothing of the post follows the report: its "my team" would read as the report's own voice.
    expect(summary).toBe("OpenAI released GPT-5.5 with computer use for every paid tier on Thursday.");
  });

  it("falls back to a first-person post only when no sentence reads as reporting", () => {
    const post = "I have a budget of about $4,000 for a box that runs the new 72B model well.";
    expect(summaryOf([ex(1, "a", post)], "Qwen3.5-72B open weights")).toBe(post);
  });
});
