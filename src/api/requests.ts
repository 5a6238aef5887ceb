import { z } from "zod";
import { DIGEST_TYPES, RATINGS } from "../feedback/store.js";

/** Request schemas: one definition validates the request and documents it in OpenAPI. */

/** Query integers are digits only: "1.5", "1e2", " 3" and "" are refused rather than coerced. */
const queryInt = (min: number, max: number, fallback?: number) => {
  const base = z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
  return fallback === undefined ? base.optional() : base.optional().transform((v) => v ?? fallback);
};

export const HistoryQuery = z.object({
  hours: queryInt(1, 168, 48).meta({
    description: "Lookback window in hours, 1 to 168.",
    param: { name: "hours", in: "query" },
    example: "48",
  }),
  limit: queryInt(1, 50, 10).meta({
    description: "Maximum digests returned, 1 to 50.",
    param: { name: "limit", in: "query" },
    example: "10",
  }),
});

export const PulseDigestsQuery = z.object({
  since: queryInt(0, 2_000_000_000).meta({
    description: "Digest id after which items are fetched (poll pattern).",
    param: { name: "since", in: "query" },
    example: "120",
  }),
});

export const NarrativeParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "must be a positive integer")
    .meta({ description: "Narrative id.", param: { name: "id", in: "path" }, example: "42" }),
});

export const FeedbackBody = z
  .strictObject({
    digestId: z
      .string()
      .min(1)
      .max(128)
      .meta({ description: "Id of the digest to rate; at most 128 characters." }),
    rating: z.enum(RATINGS),
    digestType: z.enum(DIGEST_TYPES).default("master"),
    comment: z.string().max(1000).optional().meta({ description: "Free text; at most 1000 characters." }),
  })
  .meta({
    id: "FeedbackRequest",
    example: { digestId: "mi_20261122T08Z", rating: "good", comment: "Useful." },
  });
export type FeedbackBody = z.infer<typeof FeedbackBody>;
