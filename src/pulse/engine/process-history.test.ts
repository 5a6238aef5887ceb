// The engine's results must be a function of its own input: wink-nlp, which every engine in a process shares, grows
// its lexicon with every text it reads (nlp.ts, `splitClitics`), and a cache keyed too loosely would do the same.
// A restarted process, a second replica, or the evaluation running its sets in another order must read an item alike.
import { describe, expect, it } from "vitest";
import { NarrativeEngine } from "./engine.js";
import { engineItem } from "./test-items.js";
import type { EngineItem } from "./types.js";

const T0 = Date.parse("2027-01-04T08:00:00Z");
const H = 3_600_000;

function item(id: number, hours: number, title: string, content: string, source: string): EngineItem {
  const domain = source === "techcrunch-ai" ? "ai-business" : "community";
  return engineItem(id, new Date(T0 + hours * H), title, content, { source, domain });
}

/** Items with possessives mid-sentence, which wink reads by what it met before. */
const items = (): EngineItem[] => [
  item(
    1,
    0,
    "happy new year, your notebook costs more",
    "the one new year's resolution every cloud vendor keeps",
    "mastodon",
  ),
  item(
    2,
    0.5,
    "Waymo's robotaxis reach two more cities",
    "Waymo's driverless service now covers Denver and Austin.",
    "techcrunch-ai",
  ),
  item(
    3,
    1,
    "Waymo's Denver launch, a week in",
    "Rode Waymo's cars six times; two detours, no drama.",
    "reddit-artificial",
  ),
];

/** Texts that end a sentence on those possessives, so wink enters them into its lexicon whole. */
const earlier = (): EngineItem[] => [
  item(
    101,
    0,
    "What's the most useful boring AI thing you set up this year?",
    "Mine flags any bill above last year's.",
    "reddit-artificial",
  ),
  item(
    102,
    0,
    "Who runs the most robotaxis?",
    "By miles driven, the biggest fleet is Waymo's.",
    "hackernews",
  ),
];

describe("an engine's results and the process's history", () => {
  it("a new engine reads the same items alike whatever another engine in the process read before", () => {
    const run = () => {
      const engine = new NarrativeEngine();
      engine.ingest(items(), new Date(T0 + 2 * H));
      return JSON.stringify(engine.state());
    };
    const fresh = run();
    new NarrativeEngine().ingest(earlier(), new Date(T0 + H));
    expect(run()).toBe(fresh);
  });
});
