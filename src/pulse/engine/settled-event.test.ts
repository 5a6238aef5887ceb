import { describe, expect, it } from "vitest";
import { H, newsItem, T0 } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import type { EventKind } from "./events.js";
import { settledEvent } from "./settled-event.js";

const item = newsItem;

const breach = [
  item(
    1,
    0,
    "Corax Health exposed patient visit transcripts in a public storage bucket",
    "Corax Health, which sells an AI medical scribe, left 38,000 patient visit transcripts exposed online.",
  ),
  item(
    2,
    2,
    "AI scribe Corax Health leaked patient transcripts, researchers say",
    "Security researchers found Corax Health patient visit transcripts in a public bucket; the data leak is closed.",
  ),
  item(
    3,
    20,
    "Corax Health breach exposes patient visit transcripts",
    "The Corax Health data breach left patient visit transcripts from its AI scribe readable by anyone.",
  ),
];
/** Two days on: the class action shares the breach's names and words (patients, transcripts, leak). */
const suit = item(
  4,
  30,
  "Patients sue Corax Health over leaked visit transcripts",
  "A class action lawsuit filed by patients says Corax Health failed to protect visit transcripts from its AI scribe.",
);

const narrative = (founding: EventKind | undefined, kinds: [EventKind, number][], startHours: number) => ({
  founding,
  kinds: new Map(kinds),
  record: { firstSeenAt: new Date(T0 + startHours * H) },
});
const at = new Date(T0 + 30 * H);

describe("settledEvent", () => {
  it("holds a day into a narrative whose typed members all report its founding event", () => {
    expect(settledEvent(narrative("security", [["security", 3]], 0), at)).toBe(true);
  });
  it("does not hold on the first day, with one typed member, or when members disagree", () => {
    expect(settledEvent(narrative("security", [["security", 3]], 10), at)).toBe(false);
    expect(settledEvent(narrative("security", [["security", 1]], 0), at)).toBe(false);
    expect(
      settledEvent(
        narrative(
          "security",
          [
            ["security", 2],
            ["lawsuit", 1],
          ],
          0,
        ),
        at,
      ),
    ).toBe(false);
    expect(settledEvent(narrative(undefined, [], 0), at)).toBe(false);
  });
});

describe("a follow-up event of a settled narrative", () => {
  it("starts its own narrative, whatever words it shares with the first event", () => {
    const engine = new NarrativeEngine();
    const out = new Map<number, number>();
    for (const it of [...breach, suit]) {
      for (const a of engine.ingest([it], it.firstSeenAt).assignments) out.set(a.itemId, a.narrativeId);
    }
    expect(out.get(2)).toBe(out.get(1));
    expect(out.get(3)).toBe(out.get(1));
    expect(out.get(4)).not.toBe(out.get(1));
  });
});
