import type { NarrativeEngine } from "../../src/pulse/engine/engine.js";
import type { EngineItem } from "../../src/pulse/engine/types.js";
import { articleItem } from "./pulse-items.js";

/**
 * Hand-written news items for the engine's join-rule tests: each rule's suite tells its own stories, on one clock,
 * and reads back which narrative each item ended in.
 */

export const T0 = Date.parse("2026-11-20T08:00:00Z");
export const H = 3_600_000;

/** An article `hours` after T0, from a news source unless told otherwise. */
export const newsItem = (
  id: number,
  hours: number,
  title: string,
  content: string,
  source = "techcrunch",
): EngineItem => articleItem(id, new Date(T0 + hours * H), title, content, { source });

/** A company's launch told by two outlets: the narrative later items of the same company are tested against. */
export const acmeLaunch = (): EngineItem[] => [
  newsItem(
    1,
    0,
    "Acme AI launches Falcon, a coding assistant for enterprises",
    "Acme AI released Falcon on Tuesday, a coding assistant that writes and reviews pull requests.",
  ),
  newsItem(
    2,
    0.5,
    "Acme AI unveils Falcon, its coding assistant",
    "Falcon, the new assistant from Acme AI, reviews pull requests and writes tests for enterprise teams.",
  ),
];

/** Narrative of each item id after ingesting `batches` one hour apart (the first at T0 + 1 h). */
export function narrativesOf(engine: NarrativeEngine, batches: EngineItem[][]): Map<number, number> {
  const out = new Map<number, number>();
  batches.forEach((batch, i) => {
    for (const a of engine.ingest(batch, new Date(T0 + (i + 1) * H)).assignments)
      out.set(a.itemId, a.narrativeId);
  });
  return out;
}
