import type { z } from "zod";
import type { ErrorCode } from "../errors/index.js";

/** Rate-limit budget of a route (docs/ARCHITECTURE.md, "Rate limits"). `none` is unlimited (liveness). */
export type Tier = "free" | "docs" | "paid" | "none";

export interface Skill {
  id: string;
  name: string;
  description: string;
  tags: string[];
  examples: string[];
}

export interface RouteDef {
  /** Stable id, also the OpenAPI operationId. */
  id: string;
  method: "get" | "post";
  /** OpenAPI-style path (`/v1/pulse/narratives/{id}`). */
  path: string;
  tier: Tier;
  /** USD price per call, as a decimal string ("0.03"); paid routes only. */
  price?: string;
  summary: string;
  description: string;
  tag: "Intelligence" | "Pulse" | "Feedback" | "Discovery" | "Operations" | "Agents" | "Web";
  request?: { query?: z.ZodObject; params?: z.ZodObject; body?: z.ZodType };
  /** 200 body; for text, HTML, Atom and file routes a plain string. */
  response: z.ZodType;
  contentType:
    | "application/json"
    | "text/plain"
    | "text/html"
    | "application/atom+xml"
    | "application/octet-stream";
  /** Error codes this route can answer with, for the docs. */
  errors: ErrorCode[];
  /** Present for data products offered to agents (the agent card's skills). */
  skill?: Skill;
  /** Part of the published data surface (llms.txt, discovery), rather than an operational document. */
  product: boolean;
}
