// Test-only (left out of the build): the one shape of an engine item the engine's tests build their streams from.
import type { EngineItem } from "./types.js";

/** An item first seen when published, with a neutral engagement score; `over` sets anything else. */
export function engineItem(
  id: number,
  at: Date,
  title: string,
  content: string,
  over: Partial<EngineItem> = {},
): EngineItem {
  return {
    id,
    storyId: id,
    source: "hackernews",
    domain: "dev",
    title,
    content,
    url: `https://example.com/${id}`,
    publishedAt: at,
    firstSeenAt: at,
    engagementScore: 0.5,
    ...over,
  };
}
