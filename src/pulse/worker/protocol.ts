import type { EngineItem, EngineState } from "../engine/types.js";
import type { StoredChanges } from "../stored-narrative.js";

/**
 * Messages between the cycle (main thread) and the engine worker. Everything here survives structured clone:
 * plain objects, arrays, numbers, strings and Dates, so no (de)serialisation step is needed on either side.
 */

export type EngineRequest =
  | { op: "init"; state: EngineState | undefined }
  | { op: "ingest"; items: EngineItem[]; now: Date }
  | { op: "tick"; now: Date }
  | { op: "state" };

/** What each request answers. */
export interface EngineResults {
  init: null;
  /** Each changed narrative in its stored form (its state's JSON written here): see `stored-narrative.ts`. */
  ingest: StoredChanges;
  tick: StoredChanges;
  state: EngineState;
}

export type EngineOp = EngineRequest["op"];

/** A request on the wire: numbered, so answers can be matched even if a caller pipelines several. */
export type EngineMessage = EngineRequest & { seq: number };

export type EngineReply =
  | { seq: number; ok: true; result: EngineResults[EngineOp] }
  | { seq: number; ok: false; error: { name: string; message: string } };
