import { describe, expect, it } from "vitest";
import { typedNarrative } from "../../../tests/helpers/engine-narratives.js";
import { narrativesOf, newsItem } from "../../../tests/helpers/engine-news.js";
import { type AfterClause, afterClause, afterClauseTerms } from "./after-clause.js";
import { DEFAULTS, datedBy } from "./assign.js";
import { NarrativeEngine } from "./engine.js";

describe("afterClauseTerms", () => {
  it("reads the event a headline dates its news by, up to the clause's end", () => {
    expect(afterClauseTerms("OpenAI switches free ChatGPT users back, three days after GPT-5.5")).toEqual(
      new Set(["gpt5.5"]),
    );
    expect(
      afterClauseTerms("Two days after C2 ships, one of the people who built it leaves for Meta"),
    ).toEqual(new Set(["c2", "ships"]));
    expect(afterClauseTerms("Two days after layoffs, Scale AI lands a $180M Army contract")).toEqual(
      new Set(["layoffs"]),
    );
    expect(afterClauseTerms("Google nuked the Gemini API free tier the day after the Flash launch")).toEqual(
      new Set(["the", "flash", "launch"]),
    );
  });

  it("reads nothing in a headline without one", () => {
    expect(afterClauseTerms("OpenAI releases GPT-5.5")).toBeUndefined();
    expect(afterClauseTerms("After the launch: what GPT-5.5 changes")).toBeUndefined();
  });
});

describe("a headline dated by the narrative's subject", () => {
  const launch = [
    newsItem(
      1,
      0,
      "Zephyr releases Quill 2, its fastest coding model",
      "Zephyr released Quill 2 on Monday, a coding model that runs agents for hours in the Zephyr app.",
    ),
    newsItem(
      2,
      1,
      "Zephyr's Quill 2 is here: a coding model that runs agents for hours",
      "Quill 2, the new coding model from Zephyr, runs agents for hours and is the default in the Zephyr app.",
    ),
  ];
  const followUp = newsItem(
    3,
    50,
    "Zephyr moves free users of its app back to the old coding model, two days after Quill 2",
    "Free users of the Zephyr app get the old coding model again; Quill 2 stays for paying users of the app.",
  );

  it("starts a new story: the narrative is its background", () => {
    const got = narrativesOf(new NarrativeEngine(), [launch, [followUp]]);
    expect(got.get(2)).toBe(got.get(1));
    expect(got.get(3)).not.toBe(got.get(1));
  });
});

describe("datedBy", () => {
  const at = new Date("2026-11-25T16:00:00Z");
  // Quenby's launch of Q2: "q2" is a quarter word (an event word), so the subject is the maker and its bigram.
  const launch = typedNarrative(
    1,
    at,
    [
      ["q2", 0.6],
      ["quenby", 0.5],
      ["quenby q2", 0.45],
      ["desktop", 0.3],
    ],
    ["launch"],
  );

  it("reads a product dated by its own name, a word of the subject's bigram", () => {
    const after = afterClause("The day after Q2's launch, Quenby gets dragged into court by Merriwick");
    expect(after?.words).toEqual(new Set(["q2", "launch"]));
    expect(after?.names).toEqual(new Set(["q2"]));
    expect(datedBy(after as AfterClause, launch, DEFAULTS)).toBe(true);
  });

  it("reads the third heaviest term when the clause writes it as a name: the maker and its bigram often lead", () => {
    // "OpenAI cuts prices two hours after Anthropic ships a cheap model" beside Anthropic's launch of Haiku.
    const haiku = typedNarrative(
      2,
      at,
      [
        ["haiku", 0.6],
        ["claude", 0.5],
        ["anthropic", 0.45],
        ["cheap", 0.3],
      ],
      ["launch"],
    );
    const after = afterClause("OpenAI cuts prices two hours after Anthropic ships a cheap model");
    expect(datedBy(after as AfterClause, haiku, DEFAULTS)).toBe(true);
    // Written as a plain word, the third term is the background's topic: "a judge asked for your training data".
    const suit = typedNarrative(
      3,
      at,
      [
        ["dunmere", 0.6],
        ["halvery", 0.5],
        ["training", 0.45],
      ],
      ["lawsuit"],
    );
    const toot = afterClause("shipping a new model two days after a judge asked for your training data list");
    expect(datedBy(toot as AfterClause, suit, DEFAULTS)).toBe(false);
  });
});
