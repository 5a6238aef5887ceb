import { afterEach, describe, expect, it } from "vitest";
import { syntheticItems } from "../../../tests/helpers/pulse-items.js";
import { NarrativeEngine } from "../engine/engine.js";
import { storedChanges } from "../stored-narrative.js";
import { createEngineHost, type EngineHost } from "./engine-host.js";

const START = new Date("2026-11-22T08:00:00.000Z");
const NOW = new Date("2026-11-22T09:00:00.000Z");
const items = syntheticItems({ count: 300, stories: 12, start: START });

let host: EngineHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe.each([
  { name: "worker thread (TypeScript source)", inThread: false },
  { name: "in-thread", inThread: true },
])("engine host: $name", ({ inThread }) => {
  it("answers like the engine itself, Dates intact across the thread boundary", async () => {
    host = createEngineHost({ inThread });
    expect(host.kind).toBe(inThread ? "in-thread" : "worker");
    const direct = new NarrativeEngine();
    await host.init(undefined);

    const changes = await host.ingest(items, NOW);
    const expected = storedChanges(direct.ingest(items, NOW));
    expect(changes).toEqual(expected);
    expect(changes.cursor).toBe(300);
    expect(changes.assignments[0]?.at).toBeInstanceOf(Date);
    expect(changes.narratives[0]?.record.firstSeenAt).toBeInstanceOf(Date);

    const later = new Date(NOW.getTime() + 6 * 3_600_000);
    expect(await host.tick(later)).toEqual(storedChanges(direct.tick(later)));
    expect(await host.state()).toEqual(direct.state());
  });

  it("continues from a saved state exactly as the original engine would", async () => {
    const original = new NarrativeEngine();
    original.ingest(items.slice(0, 200), NOW);
    host = createEngineHost({ inThread });
    await host.init(original.state());
    expect(await host.ingest(items.slice(200), NOW)).toEqual(
      storedChanges(original.ingest(items.slice(200), NOW)),
    );
  });

  it("reports an engine error as a rejection and keeps answering", async () => {
    host = createEngineHost({ inThread });
    await expect(host.tick(NOW)).rejects.toThrow(/not initialised/);
    await host.init(undefined);
    expect((await host.tick(NOW)).narratives).toEqual([]);
  });
});

describe("engine host: worker lifecycle", () => {
  it("rejects pending requests when closed, and starts a fresh worker afterwards", async () => {
    host = createEngineHost();
    await host.init(undefined);
    const pending = host.ingest(syntheticItems({ count: 3000, stories: 20, start: START }), NOW);
    await host.close();
    await expect(pending).rejects.toThrow(/closed|exited/);
    // The new worker has no engine until it is initialised again.
    await expect(host.state()).rejects.toThrow(/not initialised/);
    await host.init(undefined);
    expect((await host.state()).cursor).toBe(0);
  });
});
