import type { Selectable } from "kysely";
import { HistoryRow, MasterDigest } from "../digest/schema.js";
import type { DigestsTable, FeedbackTable } from "./tables.js";
import { DIGEST_TYPES, type DigestType, type FeedbackRecord, RATINGS, type Rating } from "./types.js";

/**
 * Turns rows, as either driver returns them, into domain values. Everything read is validated so that a corrupt or
 * hand-edited row fails loudly here instead of leaking a malformed digest to clients.
 */

export class CorruptRowError extends Error {
  constructor(table: string, key: string, cause: unknown) {
    super(`corrupt row in ${table} (${key}): it does not match the schema`, { cause });
    this.name = "CorruptRowError";
  }
}

/** SQLite hands back the JSON text, PostgreSQL the parsed JSONB value. */
const json = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);

/** SQLite hands back the ISO text as written, PostgreSQL a Date; millisecond precision survives both. */
export const isoOf = (v: string | Date): string => (v instanceof Date ? v.toISOString() : v);
const dateOf = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

export function digestFromBody(id: string, body: unknown): MasterDigest {
  try {
    return MasterDigest.parse(json(body));
  } catch (e) {
    throw new CorruptRowError("digests", id, e);
  }
}

type HistoryColumns = Pick<
  Selectable<DigestsTable>,
  "id" | "title" | "executive_summary" | "sources_used" | "processing_time_ms" | "created_at"
>;

export function historyRowOf(r: HistoryColumns): HistoryRow {
  try {
    return HistoryRow.parse({
      id: r.id,
      title: r.title,
      executiveSummary: r.executive_summary,
      sourcesUsed: json(r.sources_used),
      processingTimeMs: Number(r.processing_time_ms),
      createdAt: isoOf(r.created_at),
    });
  } catch (e) {
    throw new CorruptRowError("digests", r.id, e);
  }
}

const oneOf = <T extends string>(allowed: readonly T[], v: string, r: Selectable<FeedbackTable>): T => {
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new CorruptRowError("feedback", r.id, new Error(`unexpected value "${v}"`));
};

export function feedbackRecordOf(r: Selectable<FeedbackTable>): FeedbackRecord {
  const updatedAt = dateOf(r.updated_at);
  return {
    digestId: r.digest_id,
    digestType: oneOf<DigestType>(DIGEST_TYPES, r.digest_type, r),
    rating: oneOf<Rating>(RATINGS, r.rating, r),
    ...(r.comment === null ? {} : { comment: r.comment }),
    clientHash: r.client_hash,
    // The vote's time is that of its latest version.
    at: updatedAt,
    createdAt: dateOf(r.created_at),
    updatedAt,
  };
}
