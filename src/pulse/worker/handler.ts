import { NarrativeEngine } from "../engine/engine.js";
import type { EngineState } from "../engine/types.js";
import { storedChanges } from "../stored-narrative.js";
import type { EngineRequest, EngineResults } from "./protocol.js";

/**
 * Owns one `NarrativeEngine` and answers engine requests synchronously. The worker entry wraps it in message
 * passing; the in-thread host calls it directly (tests, and hosts without worker support).
 */
export function createEngineHandler(): <R extends EngineRequest>(req: R) => EngineResults[R["op"]] {
  let engine: NarrativeEngine | undefined;
  const current = (): NarrativeEngine => {
    if (!engine) throw new Error("engine not initialised: send init first");
    return engine;
  };
  const init = (state: EngineState | undefined) => {
    engine = new NarrativeEngine(state);
    return null;
  };
  return <R extends EngineRequest>(req: R): EngineResults[R["op"]] => {
    const r = req as EngineRequest;
    switch (r.op) {
      case "init":
        return init(r.state) as EngineResults[R["op"]];
      case "ingest":
        return storedChanges(current().ingest(r.items, r.now)) as EngineResults[R["op"]];
      case "tick":
        return storedChanges(current().tick(r.now)) as EngineResults[R["op"]];
      case "state":
        return current().state() as EngineResults[R["op"]];
    }
  };
}
