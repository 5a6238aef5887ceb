import { randomUUID } from "node:crypto";
import type { MasterDigest } from "../digest/schema.js";
import type { FeedbackInput } from "./types.js";

/**
 * Test data for the store contract. Ids are random so no test depends on another's rows; the text is deliberately
 * awkward (quotes, newlines, non-ASCII, float noise) because the digest must round-trip byte-for-byte.
 */

export const at = (iso: string): Date => new Date(iso);

/** `base` shifted by whole minutes, as the ISO-with-millis string the schema requires. */
export const isoPlus = (base: string, minutes: number): string =>
  new Date(new Date(base).getTime() + minutes * 60_000).toISOString();

export function makeDigest(createdAt: string, over: Partial<MasterDigest> = {}): MasterDigest {
  return {
    id: `mi_test_${randomUUID()}`,
    title: `Agents eat SaaS — “quoted” 'single' "double" 🚀 ${createdAt}`,
    executiveSummary: "Line one.\nLine two with a tab\tand a backslash \\ and é ü ß 中文.",
    fullAnalysis: "# Heading\n\n- bullet `code`\n- <b>html</b> & entities &amp;\n",
    crossDomainInsights: ["AI x payments", "x402 adoption"],
    narratives: [
      { title: "Agentic commerce", stage: "building", momentum: 0.1 + 0.2 },
      { title: "GPU glut", stage: "fading", momentum: 1 / 3 },
    ],
    signals: [{ source: "hackernews", signal: "Show HN: agents that pay", strength: "high" }],
    sentiment: { overall: "mixed", confidence: 0.73 },
    sourcesUsed: ["hackernews", "reddit", "arxiv"],
    processingTimeMs: 48_213,
    createdAt,
    ...over,
  };
}

export const randomSlot = (): string => `slot_${randomUUID()}`;

export function makeVote(over: Partial<FeedbackInput> = {}): FeedbackInput {
  return {
    digestId: `mi_test_${randomUUID()}`,
    digestType: "master",
    rating: "good",
    clientHash: `client_${randomUUID()}`,
    at: new Date("2026-11-22T08:30:00.000Z"),
    ...over,
  };
}
