import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";
import { laterAct } from "./new-act.js";

const DAY = 24 * 3_600_000;
const act = (title: string) => analyseItem(title, "", "techcrunch-ai").act;
/** A launch narrative's centroid: the lab's name among its heaviest terms, the launch's own verbs in it. */
const launch = new Map([
  ["v7", 0.5],
  ["orrin", 0.4],
  ["orrin v7", 0.3],
  ["context", 0.2],
  ["ship", 0.1],
]);

describe("headlineAct", () => {
  it("reads the names a headline opens on and the present-tense verb after them", () => {
    expect(act("Orrin pulls V7's reasoning score after auditors find leaked test data")).toEqual({
      actor: ["orrin"],
      verb: "pull",
    });
  });

  it("reads the verb the tagger calls a noun between the names and an object, not a subject's head before a verb", () => {
    expect(act("Orrin ships V8 while a court fight over its data heats up")).toEqual({
      actor: ["orrin"],
      verb: "ship",
    });
    expect(act("Orrin updates terms to allow training on customer files")).toEqual({
      actor: ["orrin"],
      verb: "update",
    });
    expect(act("Orrin's Studio 3 makes four-minute songs you can edit")).toEqual({
      actor: ["orrin", "studio", "3"],
      verb: "make",
    });
    expect(act("Orrin researchers say V7 noticed the test")).toBeUndefined();
  });

  it("reads no act from a user's past-tense tale, a speech verb, a question or an opening that is not a name", () => {
    expect(act("V7 wrote my whole migration script and then deleted the tests")).toBeUndefined();
    expect(act("Orrin says V7 noticed when it was being evaluated")).toBeUndefined();
    expect(act("Does Orrin pull scores often?")).toBeUndefined();
    expect(act("Three days with Orrin V7 on a legacy Rails app")).toBeUndefined();
  });
});

describe("laterAct", () => {
  const pulls = act("Orrin pulls V7's reasoning score after auditors find leaked test data");

  it("keeps the subject's new act out of its launch story more than a day on", () => {
    expect(laterAct(pulls, launch, 3 * DAY, DAY)).toBe(true);
  });

  it("keeps a typed act out only when its kind is another event than the narrative's founding one", () => {
    const buys = act("Orrin buys Skerry, the test-generation start-up");
    expect(buys).toEqual({ actor: ["orrin"], verb: "buy" });
    expect(laterAct(buys, launch, 3 * DAY, DAY, "acquisition", "launch")).toBe(true);
    expect(laterAct(buys, launch, 3 * DAY, DAY, "acquisition", "acquisition")).toBe(false);
    expect(laterAct(buys, launch, 3 * DAY, DAY, "launch", "price")).toBe(false);
    expect(laterAct(buys, launch, 3 * DAY, DAY, "acquisition", undefined)).toBe(false);
  });

  it("lets the act join on launch day, when the verb is the story's own, or when another company acts", () => {
    expect(laterAct(pulls, launch, DAY / 2, DAY)).toBe(false);
    expect(laterAct({ actor: ["orrin"], verb: "ship" }, launch, 3 * DAY, DAY)).toBe(false);
    expect(laterAct({ actor: ["vellum"], verb: "pull" }, launch, 3 * DAY, DAY)).toBe(false);
  });
});
