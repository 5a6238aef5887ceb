import { describe, expect, it } from "vitest";
import { narrativesOf, newsItem } from "../../../tests/helpers/engine-news.js";
import { paperBesideTalk, talkOnly } from "./discussion.js";
import { NarrativeEngine } from "./engine.js";
import type { MemberEvent } from "./types.js";

describe("talkOnly", () => {
  const member = (source: string, kind?: MemberEvent["kind"]) =>
    ({ source, ...(kind ? { kind } : {}) }) as MemberEvent;
  it("holds for board posts that say no kind of event", () => {
    expect(talkOnly({ recent: [member("hackernews"), member("github")], kinds: new Map() })).toBe(true);
  });
  it("not once an outlet's piece or a typed post is among them", () => {
    expect(talkOnly({ recent: [member("hackernews"), member("theverge-ai")], kinds: new Map() })).toBe(false);
    expect(talkOnly({ recent: [member("hackernews", "outage")], kinds: new Map([["outage", 1]]) })).toBe(
      false,
    );
    expect(talkOnly({ recent: [], kinds: new Map() })).toBe(false);
  });
});

describe("a report does not join talk on its topic", () => {
  // A board post on detecting AI-generated images, then a funding round of a company that detects them: the same
  // topic words, another thing.
  const talk = (source: string) =>
    newsItem(
      1,
      0,
      "Detecting AI-generated images is still mostly guesswork",
      "Every tool that claims to detect AI-generated images fails on resized or compressed images.",
      source,
    );
  const round = newsItem(
    10,
    2,
    "Startup raises $30M to detect AI-generated images",
    "Its tool detects AI-generated images, even resized or compressed ones; the round was led by Northwind.",
  );
  it("the report founds its own story", () => {
    const got = narrativesOf(new NarrativeEngine(), [[talk("reddit-artificial")], [round]]);
    expect(got.get(10)).not.toBe(got.get(1));
  });
  it("the same words from an outlet join: it is the board that makes the first post talk", () => {
    const got = narrativesOf(new NarrativeEngine(), [[talk("theverge-ai")], [round]]);
    expect(got.get(10)).toBe(got.get(1));
  });
});

describe("paperBesideTalk", () => {
  const member = (source: string, paper?: string) => ({ source, ...(paper ? { paper } : {}) }) as MemberEvent;
  const explainer = (terms: string[] = ["attention", "sink"]) => ({
    recent: [member("hackernews"), member("reddit-machinelearning")],
    kinds: new Map(),
    centroid: new Map(terms.map((t) => [t, 1])),
  });
  const paper = (titleName?: string) => ({
    recent: [member("arxiv", "2702.00042"), member("github")],
    titleName,
  });
  it("a paper's story is not the talk on its technique from before it appeared", () => {
    expect(paperBesideTalk(paper("sinkhole"), explainer())).toBe(true);
    expect(paperBesideTalk(paper(), explainer())).toBe(true);
  });
  it("talk that says the paper's name or links a paper may be its coverage", () => {
    expect(paperBesideTalk(paper("sinkhole"), explainer(["sinkhole", "attention"]))).toBe(false);
    const linked = { ...explainer(), recent: [member("hackernews", "2702.00042")] };
    expect(paperBesideTalk(paper("sinkhole"), linked)).toBe(false);
  });
  it("only a story a paper founded, and only beside talk", () => {
    const tool = { recent: [member("github"), member("arxiv", "2702.00042")], titleName: undefined };
    expect(paperBesideTalk(tool, explainer())).toBe(false);
    const reported = { ...explainer(), recent: [member("theverge-ai")] };
    expect(paperBesideTalk(paper(), reported)).toBe(false);
  });
});
