/**
 * JSON-RPC 2.0 envelopes and the error codes of A2A 0.3.0 (the spec's `A2AError` union). Transport-free: the HTTP
 * handler only serialises what these build.
 */

export const JSONRPC_ERRORS = {
  parseError: { code: -32700, message: "Invalid JSON payload" },
  invalidRequest: { code: -32600, message: "Request payload validation error" },
  methodNotFound: { code: -32601, message: "Method not found" },
  invalidParams: { code: -32602, message: "Invalid parameters" },
  internal: { code: -32603, message: "Internal error" },
  taskNotFound: { code: -32001, message: "Task not found" },
  taskNotCancelable: { code: -32002, message: "Task cannot be canceled" },
  pushNotSupported: { code: -32003, message: "Push Notification is not supported" },
  unsupportedOperation: { code: -32004, message: "This operation is not supported" },
  contentTypeNotSupported: { code: -32005, message: "Incompatible content types" },
} as const;

export type JsonRpcErrorKind = keyof typeof JSONRPC_ERRORS;
export type JsonRpcId = string | number | null;

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export interface JsonRpcErrorResponse {
  jsonrpc: "2.0";
  id: JsonRpcId;
  error: JsonRpcError;
}

export interface JsonRpcSuccessResponse<T = unknown> {
  jsonrpc: "2.0";
  id: string | number;
  result: T;
}

export type JsonRpcResponse<T = unknown> = JsonRpcSuccessResponse<T> | JsonRpcErrorResponse;

/** A failure that becomes a JSON-RPC error answer; `detail` replaces the generic message when given. */
export class RpcError extends Error {
  readonly kind: JsonRpcErrorKind;
  readonly data: unknown;

  constructor(kind: JsonRpcErrorKind, detail?: string, data?: unknown) {
    super(detail ?? JSONRPC_ERRORS[kind].message);
    this.name = "RpcError";
    this.kind = kind;
    this.data = data;
  }
}

export function errorResponse(id: JsonRpcId, err: RpcError): JsonRpcErrorResponse {
  const error: JsonRpcError = { code: JSONRPC_ERRORS[err.kind].code, message: err.message };
  if (err.data !== undefined) error.data = err.data;
  return { jsonrpc: "2.0", id, error };
}

export const successResponse = <T>(id: string | number, result: T): JsonRpcSuccessResponse<T> => ({
  jsonrpc: "2.0",
  id,
  result,
});

/** The answer to a body that is not JSON at all (HTTP 200, `id: null`, as JSON-RPC 2.0 prescribes). */
export const parseErrorResponse = (): JsonRpcErrorResponse =>
  errorResponse(
    null,
    new RpcError("parseError", "Invalid JSON payload: the body could not be parsed as JSON."),
  );

export interface JsonRpcRequest {
  id: string | number;
  method: string;
  params: unknown;
}

const isId = (v: unknown): v is string | number =>
  typeof v === "string" || (typeof v === "number" && Number.isInteger(v));

/**
 * Checks the envelope of an already-parsed body. A request without an id (a notification) is refused as well: every
 * A2A method answers with a result, so a notification would be silently lost.
 */
export function parseEnvelope(
  body: unknown,
): { ok: true; request: JsonRpcRequest } | { ok: false; response: JsonRpcErrorResponse } {
  const fail = (id: JsonRpcId, detail: string, field: string) => ({
    ok: false as const,
    response: errorResponse(id, new RpcError("invalidRequest", detail, { field })),
  });
  if (Array.isArray(body)) {
    return fail(null, "Batch requests are not supported: send one JSON-RPC request object per call.", "body");
  }
  if (body === null || typeof body !== "object")
    return fail(null, "The body must be a JSON-RPC request object.", "body");
  const o = body as Record<string, unknown>;
  const id = isId(o.id) ? o.id : null;
  if (o.jsonrpc !== "2.0") return fail(id, 'jsonrpc must be exactly "2.0".', "jsonrpc");
  if (!("id" in o) || o.id === null) return fail(null, "id is required (a string or an integer).", "id");
  if (!isId(o.id)) return fail(null, "id must be a string or an integer.", "id");
  if (typeof o.method !== "string" || o.method === "")
    return fail(id, "method must be a non-empty string.", "method");
  const extra = Object.keys(o).filter((k) => !["jsonrpc", "id", "method", "params"].includes(k));
  if (extra.length) return fail(id, `Unknown member(s): ${extra.join(", ")}.`, extra[0] as string);
  return { ok: true, request: { id: o.id, method: o.method, params: o.params } };
}
