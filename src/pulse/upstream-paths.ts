/**
 * The Pulse upstream API's paths, written once: the upstream server registers them and the HTTP client calls them
 * (docs/pulse.md, "Endpoints").
 */
export const PULSE_UPSTREAM_PATHS = {
  health: "/health",
  narratives: "/narratives",
  /** Hono's pattern for one narrative; `narrativePath(id)` is the same path filled in. */
  narrative: "/narratives/:id",
  digests: "/digests",
  recent: "/content/recent",
} as const;

export const narrativePath = (id: number): string =>
  PULSE_UPSTREAM_PATHS.narrative.replace(":id", String(id));
