import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { isQuestion } from "./question.js";
import { topicPiece } from "./topic-piece.js";

/** The evidence `topicPiece` reads, as the engine reads it from an item's title, text and source. */
function evidenceOf(title: string, content: string, source: string) {
  const { proper, kind, headline } = analyseItem(title, content, source, () => false);
  return { proper, kind, headline, question: isQuestion(title, source), source };
}

describe("topicPiece", () => {
  it("an outlet's untyped piece that names no one is on a topic", () => {
    const trend = evidenceOf(
      "The quiet rise of the AI meeting assistant, and the backlash that followed",
      "In most offices a bot now joins the call and writes up what was said, and not everyone wanted it there.",
      "techcrunch-ai",
    );
    expect(topicPiece(trend)).toBe(true);
    const explainer = evidenceOf(
      "The hidden cost of coding agents: the logs nobody reads",
      "Every tool call is a trace, and traces are billed by the gigabyte.",
      "venturebeat-ai",
    );
    expect(topicPiece(explainer)).toBe(true);
  });
  it("names its excerpt lists in passing do not make it a report", () => {
    const roundup = evidenceOf(
      "The AI start-ups that shut down this year, and what they had in common",
      "From Veldra to Quonset Labs, most ran out of money after a single product.",
      "techcrunch-ai",
    );
    expect(roundup.proper.size).toBeGreaterThan(0);
    expect(topicPiece(roundup)).toBe(true);
  });
  it("a report that names its party, or says what happened, is not", () => {
    const named = evidenceOf(
      "Tarrow exposed thousands of meeting recordings through a public bucket",
      "The note-taking start-up said a test copy of production data had been left open.",
      "techcrunch-ai",
    );
    expect(topicPiece(named)).toBe(false);
    const typed = evidenceOf(
      "Meeting-bot maker raises $40 million",
      "The round was led by a growth fund.",
      "techcrunch-ai",
    );
    expect(topicPiece(typed)).toBe(false);
  });
  it("an article posted to a board of articles is read the same way", () => {
    const explainer = evidenceOf("How context windows work, explained with one diagram", "", "devto");
    expect(topicPiece(explainer)).toBe(true);
    const link = evidenceOf("The year in status pages", "", "hackernews");
    expect(topicPiece(link)).toBe(true);
  });
  it("a board post or a question is left to the board and question rules", () => {
    const reaction = evidenceOf(
      "one model, ninety people, and this is what a lab is worth now",
      "i do not get it at all.",
      "reddit-artificial",
    );
    expect(topicPiece(reaction)).toBe(false);
    const asked = evidenceOf("Are meeting bots worth it for small teams?", "", "theverge-ai");
    expect(topicPiece(asked)).toBe(false);
  });
});
