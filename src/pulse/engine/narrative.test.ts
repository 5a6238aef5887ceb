import { describe, expect, it } from "vitest";
import { newNarrative, restore, snapshot } from "./narrative.js";
import { termRecord } from "./vectors.js";

const T0 = new Date("2026-11-25T16:00:00Z");

/** A narrative whose centroid has an index-like term ("2026"), which a record walks first. */
function narrative() {
  return newNarrative(
    7,
    { firstSeenAt: T0 },
    new Map([
      ["openai", 0.7],
      ["2026", 0.5],
      ["gpt-5.5", 0.4],
      ["launch", 0.3],
    ]),
    "OpenAI launches GPT-5.5",
  );
}

describe("snapshot", () => {
  it("writes the centroid's record when read, from the map it was taken with", () => {
    const n = narrative();
    const ws = snapshot(n);
    // Not built at snapshot time: every touched narrative is snapshotted per batch, and most records are never read.
    expect(typeof Object.getOwnPropertyDescriptor(ws, "centroid")?.get).toBe("function");
    const before = n.centroid;
    // A join gives the narrative a new map; the snapshot still stands for the centroid it was taken with.
    n.centroid = new Map([["anthropic", 1]]);
    expect(ws.centroid).toEqual(termRecord(before));
  });

  it("carries the same data, in the same key order, as the record it wrote before", () => {
    const n = narrative();
    const ws = snapshot(n);
    const eager = {
      record: ws.record,
      centroid: termRecord(n.centroid),
      recent: ws.recent,
      exemplars: ws.exemplars,
    };
    // As the store writes it (JSON) and as the worker posts it (structured clone).
    expect(JSON.stringify(ws)).toBe(JSON.stringify(eager));
    expect(Object.keys(ws)).toEqual(["record", "centroid", "recent", "exemplars"]);
    expect(Object.keys(ws.centroid)).toEqual(["2026", "openai", "gpt-5.5", "launch"]);
    expect(structuredClone(ws)).toEqual(
      JSON.parse(JSON.stringify(eager), (k, v) =>
        k === "firstSeenAt" || k === "lastSeenAt" ? new Date(v) : v,
      ),
    );
    expect([...restore(JSON.parse(JSON.stringify(ws))).centroid]).toEqual([...restore(eager).centroid]);
  });
});
