import { createHash } from "node:crypto";
import type { FeedbackBody } from "../api/requests.js";
import type { DigestStore } from "../digest/store.js";
import { AppError } from "../errors/index.js";
import type { FeedbackStore, MetaStore } from "./store.js";

export interface FeedbackDeps {
  store: Pick<DigestStore, "digestById"> & FeedbackStore & MetaStore;
}

/** Pulse digest ids are integers; community ids are opaque but printable. Only master ids are looked up. */
const ID_FORMAT = {
  hourly: { re: /^[1-9]\d{0,15}$/, what: "a positive integer (a Pulse digest id)" },
  community: { re: /^[A-Za-z0-9._:-]+$/, what: "letters, digits and . _ : - only" },
  master: { re: /^[A-Za-z0-9._:-]+$/, what: "letters, digits and . _ : - only" },
} as const;

/** The client is stored as a salted hash of its IP, never the raw IP; the salt lives in the store. */
export async function clientHash(deps: FeedbackDeps, clientIp: string): Promise<string> {
  const salt = await deps.store.secret("feedback_salt");
  return createHash("sha256").update(salt).update("\0").update(clientIp).digest("hex");
}

/** Records one vote per (client, digest, type); a second vote replaces the first. */
export async function submitFeedback(
  deps: FeedbackDeps,
  input: FeedbackBody,
  clientIp: string,
  now: Date,
): Promise<{ replaced: boolean }> {
  const format = ID_FORMAT[input.digestType];
  if (!format.re.test(input.digestId)) {
    throw new AppError(
      "invalid_request",
      `digestId must be ${format.what} for digestType "${input.digestType}".`,
      {
        details: [{ field: "digestId", location: "body", message: `must be ${format.what}` }],
      },
    );
  }
  if (input.digestType === "master" && !(await deps.store.digestById(input.digestId))) {
    throw new AppError("not_found", `digestId "${input.digestId}" does not match any master digest.`, {
      details: { field: "digestId" },
    });
  }
  return deps.store.recordFeedback({
    digestId: input.digestId,
    digestType: input.digestType,
    rating: input.rating,
    comment: input.comment,
    clientHash: await clientHash(deps, clientIp),
    at: now,
  });
}
