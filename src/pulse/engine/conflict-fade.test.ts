import { describe, expect, it } from "vitest";
import { acmeLaunch, newsItem } from "../../../tests/helpers/engine-news.js";
import { NarrativeEngine } from "./engine.js";

const item = newsItem;

const launch = acmeLaunch();
/** The company's next event, a day and a half after the launch went quiet: it shares the names and little else. */
const suit = item(
  3,
  40,
  "Authors sue Acme AI over Falcon",
  "A group of novelists filed a lawsuit saying Acme AI trained Falcon on pirated books.",
);

describe("the shared names of a different event, after a silence", () => {
  it("fade with the narrative's silence: the next event of the company starts its own narrative", () => {
    const engine = new NarrativeEngine();
    const out = new Map<number, number>();
    for (const it of [...launch, suit]) {
      for (const a of engine.ingest([it], it.firstSeenAt).assignments) out.set(a.itemId, a.narrativeId);
    }
    expect(out.get(2)).toBe(out.get(1));
    // Half credit for the names, times the time penalty once (0.45 here), would still have joined it (0.14).
    expect(out.get(3)).not.toBe(out.get(1));
  });
});
