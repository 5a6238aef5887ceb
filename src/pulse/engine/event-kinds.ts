/** The event kinds an item can be typed with (events.ts reads them), and which of them are one event. */

/**
 * Lemmas of a text (lower-case, model names restored from their placeholders) and surface forms, in order; `value`
 * may run on past `lemma` (only the lemmas' length is read).
 */
export interface Words {
  lemma: readonly string[];
  value: readonly string[];
}

export const EVENT_KINDS = [
  "launch",
  "funding",
  "acquisition",
  "ipo",
  "earnings",
  "price",
  "delay",
  "outage",
  "security",
  "lawsuit",
  "ruling",
  "layoffs",
  "personnel",
  "partnership",
  "regulation",
  "investigation",
  "settlement",
  "research",
  "rollback",
  "limits",
  "correction",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Kinds that belong to one event often enough to be told together: a launch announces its price, and coverage of a
 * new price recalls the launch; a model's technical report is its launch told by its authors. Every other pair of
 * kinds is two events: a rollback ("OpenAI rolls back GPT-5.5 for free users") undoes a launch days later, and is a
 * story of its own.
 */
export function sameEvent(a: EventKind, b: EventKind): boolean {
  return (
    a === b ||
    pair(a, b, "launch", "price") ||
    pair(a, b, "launch", "research") ||
    pair(a, b, "price", "limits")
  );
}
function pair(a: EventKind, b: EventKind, x: EventKind, y: EventKind): boolean {
  return (a === x && b === y) || (a === y && b === x);
}
