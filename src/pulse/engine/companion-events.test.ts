import { describe, expect, it } from "vitest";
import { articleItem } from "../../../tests/helpers/pulse-items.js";
import { DEFAULTS, eventConflicts } from "./assign.js";
import { lateCompanion } from "./companion-events.js";
import { addMember, memberEvent, newNarrative } from "./narrative.js";

const T0 = Date.parse("2026-11-20T08:00:00Z");
const H = 3_600_000;

/** A narrative founded on a launch at T0, with untyped coverage until `lastHours`. */
function launched(lastHours: number) {
  const first = articleItem(1, new Date(T0), "Acme AI launches Falcon", "Acme AI released Falcon.");
  const n = newNarrative(1, first, new Map([["falcon", 1]]), "Acme AI launches Falcon");
  addMember(n, memberEvent(first, 1, "launch"));
  const later = articleItem(2, new Date(T0 + lastHours * H), "Falcon on a laptop", "Running Falcon locally.");
  addMember(n, memberEvent(later, 0.5));
  return n;
}

describe("a companion event of a narrative's founding event", () => {
  it("belongs to the narrative on the launch's day and the next: a launch is told with its price", () => {
    const n = launched(20);
    expect(lateCompanion("price", n, new Date(T0 + 2 * H))).toBe(false);
    expect(lateCompanion("price", n, new Date(T0 + 40 * H))).toBe(false);
    expect(eventConflicts("price", n, DEFAULTS, new Date(T0 + 2 * H))).toBe(false);
  });

  it("is news of its own more than two days into the narrative, however lively the narrative still is", () => {
    const n = launched(60);
    const at = new Date(T0 + 70 * H);
    expect(lateCompanion("price", n, at)).toBe(true);
    expect(eventConflicts("price", n, DEFAULTS, at)).toBe(true);
    // Without the time, only the kinds are read: a price is one event with a launch.
    expect(eventConflicts("price", n, DEFAULTS)).toBe(false);
  });

  it("says nothing of the founding event itself, of other kinds, or of untyped items", () => {
    const n = launched(60);
    const at = new Date(T0 + 70 * H);
    expect(lateCompanion("launch", n, at)).toBe(false);
    expect(lateCompanion("lawsuit", n, at)).toBe(false);
    expect(lateCompanion(undefined, n, at)).toBe(false);
  });
});
