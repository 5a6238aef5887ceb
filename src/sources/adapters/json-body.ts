import type { z } from "zod";
import { decodeBody } from "../text.js";
import { type FetchedBody, ParseError } from "../types.js";

/** Helpers shared by the JSON API adapters: body to validated value, lenient items, dates, literal text. */

/** Decodes and parses a JSON body and checks its top-level shape; anything else is the source's ParseError. */
export function parseJsonBody<T>(kind: string, res: FetchedBody, schema: z.ZodType<T>, what: string): T {
  const text = decodeBody(res.body, res.headers["content-type"]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const start = text.trimStart().slice(0, 40).replace(/\s+/g, " ");
    throw new ParseError(`${kind}: body is not JSON (starts with ${JSON.stringify(start)})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ParseError(`${kind}: body is not ${what}`, { cause: parsed.error });
  return parsed.data;
}

/**
 * Validates each item on its own, so that one odd entry (a field renamed on a single item) costs that item only.
 * When every item fails, the API has changed shape and the source must say so instead of going quiet.
 */
export function parseEach<T>(
  kind: string,
  items: readonly unknown[],
  schema: z.ZodType<T>,
  what: string,
): T[] {
  const out: T[] = [];
  let firstError: z.ZodError | undefined;
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else firstError ??= parsed.error;
  }
  if (items.length > 0 && out.length === 0) {
    throw new ParseError(`${kind}: no entry has the fields of ${what}`, { cause: firstError });
  }
  return out;
}

/** ISO strings or epoch seconds to a Date; undefined (never an Invalid Date) when missing or unparseable. */
export function toDate(value: string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const date = typeof value === "number" ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Plain text (not HTML) going into a RawItem field that the normaliser reads as HTML: escaping `<` keeps a title
 * such as "Show HN: a <canvas> toy" intact instead of losing "<canvas>" as a tag. Entities are left for the normaliser.
 */
export const literal = (text: string): string => text.replace(/</g, "&lt;");

/** A non-empty http(s) URL, or undefined (APIs use null, "" and relative paths for "no link"). */
export function httpUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : undefined;
}
