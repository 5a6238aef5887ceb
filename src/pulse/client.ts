import type { z } from "zod";
import { AppError } from "../errors/index.js";
import { capNarrative, capNarratives, capRecent } from "./caps.js";
import * as schema from "./schema.js";
import type { PulseBodies, PulseKind } from "./types.js";

/**
 * What the paid `/v1/pulse/*` routes call: the Pulse answers, checked and capped so they can be sold as is. Two
 * implementations: `proxy-client.ts` over the upstream API's HTTP (`PULSE_URL`), `local-client.ts` in-process on
 * the store. Both fail with the same `AppError` codes (docs/ARCHITECTURE.md, "Errors").
 */
export interface PulseClient {
  narratives(): Promise<PulseBodies["narratives"]>;
  narrative(id: number): Promise<PulseBodies["narrative"]>;
  digests(since?: number): Promise<PulseBodies["digests"]>;
  recent(): Promise<PulseBodies["recent"]>;
}

export const unavailable = (cause: unknown) =>
  new AppError("upstream_unavailable", "The Pulse service is unavailable.", { cause });
export const timedOut = (cause: unknown) =>
  new AppError("upstream_timeout", "The Pulse service did not answer in time.", { cause });
export const badAnswer = (message: string, cause: unknown) =>
  new AppError("upstream_error", `The Pulse service ${message}.`, { cause });
export const unknownNarrative = (id: number) => new AppError("not_found", `No narrative with id ${id}.`);

export function checkNarrativeId(id: number): void {
  if (!(Number.isSafeInteger(id) && id > 0)) {
    throw new AppError("invalid_request", "A narrative id is a positive integer.", { details: { id } });
  }
}

export function checkSince(since: number | undefined): void {
  if (since !== undefined && !(Number.isSafeInteger(since) && since >= 0)) {
    throw new AppError("invalid_request", "`since` is a whole number.", { details: { since } });
  }
}

const SHAPES: { [K in PulseKind]: z.ZodType<PulseBodies[K]> } = {
  narratives: schema.UpstreamNarratives,
  narrative: schema.UpstreamNarrative,
  digests: schema.UpstreamDigests,
  recent: schema.UpstreamRecent,
};
const CAPS: { [K in PulseKind]: (body: PulseBodies[K]) => PulseBodies[K] } = {
  narratives: capNarratives,
  narrative: capNarrative,
  digests: (body) => body,
  recent: capRecent,
};

/**
 * An answer checked against its schema and capped: a shape slip becomes `upstream_error` (never sold), wherever
 * the answer came from.
 */
export function acceptAnswer<K extends PulseKind>(kind: K, json: unknown): PulseBodies[K] {
  const parsed = SHAPES[kind].safeParse(json);
  if (!parsed.success) throw badAnswer("sent an answer of the wrong shape", parsed.error);
  return CAPS[kind](parsed.data);
}
