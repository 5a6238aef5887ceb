import { describe, expect, it } from "vitest";
import { syntheticItems } from "../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "./engine/engine.js";
import { storedChanges, storedNarrative, storedStateJson, workingStateOf } from "./stored-narrative.js";

const START = new Date("2026-11-22T08:00:00.000Z");
const NOW = new Date("2026-11-22T09:00:00.000Z");

describe("stored narrative", () => {
  const engine = new NarrativeEngine();
  const changes = engine.ingest(syntheticItems({ count: 300, stories: 12, start: START }), NOW);

  it("writes, where the engine runs, the same JSON the store wrote from the cloned working state", () => {
    // The main thread used to write the state from the structured clone of the changes (exemplars' lazily written
    // `terms` become plain data there): the stored format must not change with where it is written.
    const cloned = structuredClone(changes);
    expect(changes.narratives.length).toBeGreaterThan(5);
    expect(changes.narratives.some((n) => n.exemplars.some((e) => e.terms))).toBe(true);
    expect(storedChanges(changes).narratives.map((n) => n.state)).toEqual(
      cloned.narratives.map(storedStateJson),
    );
  });

  it("reads back as the working state it was written from", () => {
    const cloned = structuredClone(changes);
    for (const n of cloned.narratives) expect(workingStateOf(n.record, storedStateJson(n))).toEqual(n);
  });

  it("leaves a narrative already in its stored form as it is, and the rest of the changes untouched", () => {
    const stored = storedChanges(changes);
    expect(storedChanges(stored)).toEqual(stored);
    expect(storedNarrative(stored.narratives[0] as never)).toBe(stored.narratives[0]);
    const { narratives: _a, ...rest } = stored;
    const { narratives: _b, ...orig } = changes;
    expect(rest).toEqual(orig);
  });
});
