import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { IntelDigestError } from "intel-digest-client";

/** Tool answers and tool errors as MCP results: the JSON as text, the object as `structuredContent`. */

/** Text content is capped so one huge upstream answer cannot flood the host's context. */
export const MAX_TEXT_CHARS = 60_000;

export function jsonResult(answer: unknown, note?: string): CallToolResult {
  let text = JSON.stringify(answer, null, 2) ?? "null";
  if (text.length > MAX_TEXT_CHARS) {
    text = `${text.slice(0, MAX_TEXT_CHARS)}\n… (truncated: ${text.length} characters in all; the full answer is in structuredContent)`;
  }
  const content: CallToolResult["content"] = [{ type: "text", text }];
  if (note) content.push({ type: "text", text: note });
  const structured = isRecord(answer) ? answer : { result: answer };
  return { content, structuredContent: structured };
}

export function errorResult(err: unknown, baseUrl: string): CallToolResult {
  return { content: [{ type: "text", text: describeError(err, baseUrl) }], isError: true };
}

/** One line an agent can act on: code, status, retry-after, whether anything was charged. */
export function describeError(err: unknown, baseUrl: string): string {
  if (err instanceof IntelDigestError) {
    const parts = [`Error ${err.code}`];
    if (err.status) parts.push(`(HTTP ${err.status})`);
    let line = `${parts.join(" ")}: ${err.message}`;
    if (err.retryAfterSeconds !== undefined && err.retryAfterSeconds !== null) {
      line += ` Retry after ${err.retryAfterSeconds} s.`;
    }
    if (err.charged !== undefined && err.charged !== null) {
      line += err.charged ? " A payment was charged." : " Nothing was charged.";
    }
    return line;
  }
  const message = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : "";
  return `Error network_error: no answer from ${baseUrl}: ${message}${cause}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
