import type { Context } from "hono";
import { AppError } from "../../errors/index.js";
import type { AppDeps } from "../deps.js";

/**
 * Paid routes are in the table and the docs; until the x402 gate is wired they refuse honestly after validation:
 * 503 when no pay-to address is configured, else 501.
 */
export function paidPlaceholder(deps: AppDeps) {
  return async (_c: Context): Promise<Response> => {
    if (!deps.config.PAY_TO_ADDRESS) {
      throw new AppError(
        "payments_not_configured",
        "Paid routes are not available: the operator has not configured PAY_TO_ADDRESS.",
      );
    }
    throw new AppError("not_implemented", "x402 payments are not enabled on this build yet.");
  };
}
