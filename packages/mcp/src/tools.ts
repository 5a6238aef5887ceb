import { DIGEST_TYPES, type IntelDigestClient, RATINGS } from "intel-digest-client";
import { z } from "zod";

/**
 * The tool table: one entry per MCP tool, naming the client method it calls. Free tools are always served; paid
 * tools only when a wallet key is configured, and their descriptions take the price from the client's `prices`.
 */

type Shape = Record<string, z.ZodType>;
type PaidMethod = "history" | "narratives" | "narrative" | "pulseDigests" | "recentContent";

export interface ToolDef {
  name: string;
  title: string;
  description: string;
  input: Shape;
  /** Set for paid tools: the client method whose price the tool charges. */
  paid?: PaidMethod;
  call(client: IntelDigestClient, args: Record<string, unknown>): Promise<unknown>;
}

const FREE_NOTE = "Free (rate-limited per IP).";

export const FREE_TOOLS: readonly ToolDef[] = [
  {
    name: "get_brief",
    title: "Latest digest, brief",
    description: `The newest 4-hourly cross-source intelligence digest in short: title, executive summary, sentiment. ${FREE_NOTE}`,
    input: {},
    call: (c) => c.brief(),
  },
  {
    name: "get_index",
    title: "Digest index",
    description: `The current digest id, when it was updated, the cadence and when the next is expected. Poll this and call get_brief or get_latest only when the id changed. ${FREE_NOTE}`,
    input: {},
    call: (c) => c.index(),
  },
  {
    name: "get_sample",
    title: "Sample digest",
    description: `A full digest at least 8 hours old: the shape of what get_history returns. ${FREE_NOTE}`,
    input: {},
    call: (c) => c.sample(),
  },
  {
    name: "get_latest",
    title: "Latest digest, full",
    description: `The full newest digest: summary, analysis, cross-domain insights, narratives, signals, sentiment. ${FREE_NOTE}`,
    input: {},
    call: (c) => c.latest(),
  },
  {
    name: "submit_feedback",
    title: "Rate a digest",
    description: `Rate a digest good or bad, with an optional comment. ${FREE_NOTE}`,
    input: {
      digestId: z.string().min(1).max(128).describe("Id of the digest to rate (e.g. from get_index)."),
      rating: z.enum(RATINGS).describe("good or bad."),
      digestType: z.enum(DIGEST_TYPES).optional().describe("Kind of digest; master unless told."),
      comment: z.string().max(1000).optional().describe("Free text, at most 1000 characters."),
    },
    call: (c, a) =>
      c.feedback({
        digestId: a.digestId as string,
        rating: a.rating as (typeof RATINGS)[number],
        digestType: a.digestType as (typeof DIGEST_TYPES)[number] | undefined,
        comment: a.comment as string | undefined,
      }),
  },
];

export const PAID_TOOLS: readonly ToolDef[] = [
  {
    name: "get_history",
    title: "Digest history",
    description:
      "Past digests of the last `hours` hours (1-168, default 48), up to `limit` (1-50, default 10).",
    input: {
      hours: z.number().int().min(1).max(168).optional().describe("Lookback window in hours, 1 to 168."),
      limit: z.number().int().min(1).max(50).optional().describe("Maximum digests returned, 1 to 50."),
    },
    paid: "history",
    call: (c, a) => c.history({ hours: a.hours as number | undefined, limit: a.limit as number | undefined }),
  },
  {
    name: "get_narratives",
    title: "Live narratives",
    description: "The live AI-business narratives tracked by Pulse, with stage and momentum.",
    input: {},
    paid: "narratives",
    call: (c) => c.narratives(),
  },
  {
    name: "get_narrative",
    title: "One narrative",
    description: "One Pulse narrative in detail, by id (from get_narratives).",
    input: {
      id: z.number().int().positive().max(9_999_999_999).describe("Narrative id, a positive integer."),
    },
    paid: "narrative",
    call: (c, a) => c.narrative(a.id as number),
  },
  {
    name: "get_pulse_digests",
    title: "Pulse digests",
    description: "Pulse digests after digest id `since` (poll pattern: pass the last id you saw).",
    input: {
      since: z.number().int().min(0).max(2_000_000_000).optional().describe("Last digest id already seen."),
    },
    paid: "pulseDigests",
    call: (c, a) => c.pulseDigests({ since: a.since as number | undefined }),
  },
  {
    name: "get_recent_content",
    title: "Recent content",
    description: "The most recent content items Pulse ingested, across its sources.",
    input: {},
    paid: "recentContent",
    call: (c) => c.recentContent(),
  },
];

/** A paid tool's description: what it does, its price, and how it pays. */
export const paidDescription = (tool: ToolDef, price: string): string =>
  `${tool.description} Paid: ${price} per call, in USDC on Base via x402, signed by the configured wallet within the spend caps.`;
