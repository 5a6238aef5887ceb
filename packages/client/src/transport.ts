import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { z } from "zod";
import { IntelDigestError, PaymentRequiredError } from "./errors.js";

/**
 * One HTTP exchange with the service: the request, retries of 429/503 honouring Retry-After, the JSON error
 * envelope turned into an `IntelDigestError`, and the answer validated with the route's schema.
 */

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  userAgent: string;
  maxRetries: number;
  /** A Retry-After longer than this is not waited for: the error is thrown with `retryAfterSeconds`. */
  maxRetryWaitSeconds: number;
}

export interface CallSpec<S extends z.ZodType> {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  schema: S;
  /** A fetch that pays 402s (paid calls with a payer); the plain fetch otherwise. */
  fetch?: typeof fetch;
  /** Shown in a PaymentRequiredError when a 402 reaches a client without a payer. */
  price?: string;
}

export interface CallResult<T> {
  data: T;
  response: Response;
}

const RETRYABLE = new Set([429, 503]);

export async function call<S extends z.ZodType>(
  t: TransportOptions,
  spec: CallSpec<S>,
): Promise<CallResult<z.infer<S>>> {
  const url = `${t.baseUrl.replace(/\/+$/, "")}${spec.path}`;
  const fetchFn = spec.fetch ?? t.fetch;
  for (let attempt = 0; ; attempt++) {
    const headers: Record<string, string> = { accept: "application/json", "user-agent": t.userAgent };
    if (spec.body !== undefined) headers["content-type"] = "application/json";
    const init: RequestInit = { method: spec.method, headers };
    if (spec.body !== undefined) init.body = JSON.stringify(spec.body);
    let res: Response;
    try {
      res = await fetchFn(url, init);
    } catch (err) {
      if (err instanceof IntelDigestError) throw err;
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : "";
      throw new IntelDigestError(
        "network_error",
        `${spec.method} ${spec.path} failed: ${reason || "no answer"}`,
        {
          cause: err,
        },
      );
    }
    if (res.ok) return { data: await parseAnswer(res, spec), response: res };
    const error = await toError(res, spec);
    const wait = error.retryAfterSeconds;
    if (
      RETRYABLE.has(res.status) &&
      attempt < t.maxRetries &&
      wait !== undefined &&
      wait <= t.maxRetryWaitSeconds
    ) {
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    throw error;
  }
}

async function parseAnswer<S extends z.ZodType>(res: Response, spec: CallSpec<S>): Promise<z.infer<S>> {
  let json: unknown;
  try {
    json = await res.json();
  } catch (err) {
    throw invalid(res, spec, "the body is not JSON", undefined, err);
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((i) => ({ path: i.path.join("."), message: i.message }));
    const charged = isRecord(json) && json.charged === true ? true : undefined;
    throw invalid(res, spec, "the answer does not match the route's schema", { issues }, undefined, charged);
  }
  return parsed.data;
}

function invalid(
  res: Response,
  spec: CallSpec<z.ZodType>,
  why: string,
  details?: unknown,
  cause?: unknown,
  charged?: boolean,
): IntelDigestError {
  return new IntelDigestError("invalid_response", `${spec.method} ${spec.path}: ${why}.`, {
    status: res.status,
    details,
    cause,
    ...(charged === undefined ? {} : { charged }),
  });
}

/** The service's JSON envelope `{ success: false, error: { code, message, details }, charged? }` as an error. */
async function toError(res: Response, spec: CallSpec<z.ZodType>): Promise<IntelDigestError> {
  const text = await res.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const envelope = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof envelope?.code === "string" ? envelope.code : `http_${res.status}`;
  const message =
    typeof envelope?.message === "string"
      ? envelope.message
      : `${spec.method} ${spec.path} answered ${res.status}.`;
  const retryAfterSeconds = parseRetryAfter(res.headers.get("retry-after"));
  const charged = isRecord(body) && typeof body.charged === "boolean" ? body.charged : undefined;
  if (res.status === 402 && code === "payment_required" && spec.fetch === undefined) {
    return new PaymentRequiredError(
      `${spec.path} is a paid route (${spec.price ?? "price unknown"}): configure a payer to call it.`,
      { details: { price: spec.price, accepts: offersOf(res) } },
    );
  }
  return new IntelDigestError(code, message, {
    status: res.status,
    details: envelope?.details,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(charged === undefined ? {} : { charged }),
  });
}

function offersOf(res: Response): unknown {
  const header = res.headers.get("payment-required");
  if (!header) return undefined;
  try {
    return decodePaymentRequiredHeader(header).accepts;
  } catch {
    return undefined;
  }
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
