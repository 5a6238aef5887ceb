import { describe, expect, it } from "vitest";
import type { CycleSummary } from "../pulse/cycle.js";
import type { CollectResult, CollectStore } from "../sources/collect.js";
import { createHourlyRun } from "./hourly.js";

const AT = new Date("2026-11-22T10:00:00.000Z");
const collected = {
  runId: "c1",
  ms: 1200,
  answered: ["hn", "arxiv"],
  sources: [{}, {}, {}],
  newItems: 42,
} as unknown as CollectResult;
const summary = {
  runId: "x",
  itemsIngested: 42,
  narratives: { new: 3, updated: 5, merged: 0, archived: 1 },
  stageChanges: 2,
  digestId: 7,
  ms: { load: 1, ingest: 2, tick: 3, digest: 4, total: 10 },
} as unknown as CycleSummary;

function logger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) =>
      void lines.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg: string) =>
      void lines.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
  };
}

describe("hourly run", () => {
  it("collects, then runs the Pulse cycle under the same run id, one log line per stage", async () => {
    const log = logger();
    const order: string[] = [];
    let cycleRunId: string | undefined;
    const run = createHourlyRun({
      collector: {
        run: async (_s, o) => {
          order.push(`collect@${o?.now?.().toISOString()}`);
          return collected;
        },
      },
      store: {} as CollectStore,
      pulse: {
        run: async (o) => {
          order.push("pulse");
          cycleRunId = o?.runId;
          return summary;
        },
      },
      logger: log,
      now: () => AT,
    });
    const out = await run("hourly");
    expect(order).toEqual(["collect@2026-11-22T10:00:00.000Z", "pulse"]);
    expect(cycleRunId).toBe(out.runId);
    expect(log.lines.map((l) => [l.msg, l.obj.stage, l.obj.runId])).toEqual([
      ["hourly run started", undefined, out.runId],
      ["hourly run stage", "collect", out.runId],
      ["hourly run stage", "pulse", out.runId],
    ]);
    expect(log.lines[1]?.obj).toMatchObject({ newItems: 42, answered: 2, sources: 3 });
    expect(log.lines[2]?.obj).toMatchObject({ items: 42, digestId: 7 });
  });

  it("still runs the cycle when collection fails, and never throws", async () => {
    const log = logger();
    let pulsed = false;
    const run = createHourlyRun({
      collector: {
        run: async () => {
          throw new Error("store is locked");
        },
      },
      store: {} as CollectStore,
      pulse: {
        run: async () => {
          pulsed = true;
          throw new Error("engine crashed");
        },
      },
      logger: log,
    });
    const out = await run("startup");
    expect(pulsed).toBe(true);
    expect(out).toMatchObject({ collect: { error: "store is locked" }, pulse: { error: "engine crashed" } });
    expect(log.lines.filter((l) => l.level === "warn").map((l) => l.obj.stage)).toEqual(["collect"]);
  });

  it("stops between stages once this process no longer leads the pipeline", async () => {
    const log = logger();
    const order: string[] = [];
    let leading = true;
    const run = createHourlyRun({
      collector: {
        run: async () => {
          order.push("collect");
          leading = false; // the lock is lost while collecting
          return collected;
        },
      },
      store: {} as CollectStore,
      pulse: {
        run: async () => {
          order.push("pulse");
          return summary;
        },
      },
      digest: {
        run: async () => {
          order.push("digest");
          return undefined;
        },
      },
      proceed: () => leading,
      logger: log,
      now: () => AT,
    });
    const out = await run("hourly");
    expect(order).toEqual(["collect"]);
    expect(out.pulse).toEqual({ error: expect.stringMatching(/no longer leads/) });
    expect(log.lines.some((l) => l.level === "warn" && l.msg.startsWith("hourly run stopped"))).toBe(true);
  });
});
