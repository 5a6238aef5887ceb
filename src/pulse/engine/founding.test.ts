import { describe, expect, it } from "vitest";
import { H, newsItem, T0 } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";
import type { EngineItem, EngineState } from "./types.js";

const item = newsItem;

/** Corvex's funding round, then untyped talk about its scribe for three days: the round leaves `recent`. */
const story = [
  item(
    1,
    0,
    "Corvex Health raises $150M Series C for its AI scribe",
    "Corvex Health raised $150 million to put its ambient documentation software in every exam room.",
  ),
  item(
    2,
    20,
    "Ambient scribes are going mainstream in exam rooms",
    "Physicians say Corvex Health's ambient documentation saves two hours of charting a day.",
  ),
  item(
    3,
    40,
    "My doctor used an ambient scribe at my appointment",
    "The physician said the Corvex Health software drafts her charting notes while she talks.",
  ),
  item(
    4,
    60,
    "Do ambient scribes actually reduce charting time?",
    "A hospital study of Corvex Health's documentation tool found physicians finish notes sooner.",
  ),
  item(
    5,
    76,
    "Inside the exam room with an ambient scribe",
    "Corvex Health's documentation software listens to the appointment and drafts the chart.",
  ),
];
const suit = item(
  6,
  80,
  "Patients sue Corvex Health",
  "A class action lawsuit filed in California says Corvex Health recorded patients without consent.",
);

/** Narrative of each item id, each item ingested at its own hour. */
function narrativesOf(engine: NarrativeEngine, items: EngineItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const it of items) {
    for (const a of engine.ingest([it], it.firstSeenAt).assignments) out.set(a.itemId, a.narrativeId);
  }
  return out;
}

describe("the event a narrative was founded on", () => {
  it("still tells a later event apart once the founding members have left the recent window", () => {
    const got = narrativesOf(new NarrativeEngine(), [...story, suit]);
    for (const id of [2, 3, 4, 5]) expect(got.get(id)).toBe(got.get(1));
    expect(got.get(6)).not.toBe(got.get(1));
  });

  it("is part of the saved state: a restored engine decides the same", () => {
    const first = new NarrativeEngine();
    narrativesOf(first, story);
    const saved = JSON.parse(JSON.stringify(first.state())) as EngineState;
    expect(saved.narratives[0]?.founding).toBe("funding");
    const now = new Date(T0 + 80 * H);
    const restored = new NarrativeEngine(saved);
    expect(restored.ingest([suit], now)).toEqual(first.ingest([suit], now));
  });
});
