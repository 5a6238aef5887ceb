import { describe, expect, it } from "vitest";
import { narrativesOf, newsItem } from "../../../tests/helpers/engine-news.js";
import { afterClauseTerms } from "./after-clause.js";
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
