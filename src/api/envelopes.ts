import { z } from "zod";
import { ERROR_CODES } from "../errors/index.js";

/** The response envelopes (README, "Errors and rate limits"), shared by every route of the table. */

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.unknown().optional(),
    }),
    charged: z.literal(false).optional().meta({ description: "Present on paid routes." }),
  })
  .meta({ id: "Error" });

export const Notice = (type: "brief" | "sample") => z.object({ type: z.literal(type), message: z.string() });

export const PaymentRequiredBody = z
  .object({
    x402Version: z.literal(2),
    accepts: z.array(
      z.object({
        scheme: z.literal("exact"),
        network: z.string().meta({ example: "eip155:8453" }),
        asset: z.literal("USDC"),
        price: z.string().meta({ example: "$0.03" }),
        payTo: z.string(),
        mimeType: z.literal("application/json"),
      }),
    ),
    terms: z.url(),
    success: z.literal(false),
    error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
    charged: z.literal(false),
  })
  .meta({ id: "PaymentRequired" });

/** A paid answer: the route's own fields plus `charged`. */
export const paid = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    ...shape,
    charged: z.boolean().meta({ description: "True when the work succeeded and was settled." }),
  });
