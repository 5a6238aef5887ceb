import { z } from "zod";

/**
 * The published field lists (README, "Routes"; docs/pulse.md), transcribed independently of src/ so the tests check the
 * service against the contract rather than against its own schemas.
 */
const iso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "ISO 8601 UTC with milliseconds");
const sentiment = z.object({ overall: z.string(), confidence: z.number() });

export const SpecFullDigest = z.object({
  id: z.string(),
  title: z.string(),
  executiveSummary: z.string(),
  fullAnalysis: z.string(),
  crossDomainInsights: z.array(z.string()),
  narratives: z.array(z.object({ title: z.string(), stage: z.string(), momentum: z.number() })),
  signals: z.array(z.object({ source: z.string(), signal: z.string(), strength: z.string() })),
  sentiment,
  sourcesUsed: z.array(z.string()),
  processingTimeMs: z.number().int(),
  createdAt: iso,
});

export const SpecLatest = z.strictObject({ success: z.literal(true), data: SpecFullDigest });
export const SpecBrief = z.strictObject({
  success: z.literal(true),
  _notice: z.strictObject({ type: z.literal("brief"), message: z.string() }),
  data: z.strictObject({ title: z.string(), executiveSummary: z.string(), sentiment, createdAt: iso }),
});
export const SpecSample = z.strictObject({
  success: z.literal(true),
  _notice: z.strictObject({ type: z.literal("sample"), message: z.string() }),
  data: z.strictObject({
    id: z.string(),
    title: z.string(),
    executiveSummary: z.string(),
    overallSentiment: z.string(),
  }),
});
export const SpecIndex = z.strictObject({
  success: z.literal(true),
  index: z.string(),
  updatedAt: iso,
  cadence: z.string(),
  nextExpected: iso,
  _links: z.strictObject({ latest: z.string().startsWith("/"), history: z.string().startsWith("/") }),
});
export const SpecFeedbackOk = z.strictObject({ success: z.literal(true), message: z.string().min(1) });
export const SpecCatalog = z.object({
  family: z.string(),
  products: z.array(z.object({ slug: z.string(), name: z.string(), api: z.string(), mcp: z.string() })),
});
export const ErrorShape = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
