import type { Context } from "hono";
import type { FeedbackBody } from "../../api/requests.js";
import { submitFeedback } from "../../feedback/submit.js";
import type { AppDeps } from "../deps.js";

export function feedbackHandler(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  return async (c: Context): Promise<Response> => {
    const body = (c.req as unknown as { valid(t: "json"): FeedbackBody }).valid("json");
    const { replaced } = await submitFeedback(deps, body, c.get("clientIp") as string, now());
    const message = replaced
      ? `Feedback updated: your earlier vote on ${body.digestId} was replaced.`
      : `Feedback recorded for ${body.digestId}. Thank you.`;
    return c.json({ success: true, message }, 200);
  };
}
