import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

/**
 * A minimal JSON-RPC client over HTTP for the settlement path, where every millisecond between the payer's request
 * and our answer counts: a call goes out the moment it is made (viem's batching transport first waits for a timer
 * tick to collect calls, a millisecond or more per round trip), and a batch is one HTTP request whose calls are
 * chosen on purpose. It speaks `node:http(s)` over kept-alive sockets rather than `fetch`: a tenth of a millisecond
 * less per round trip on localhost, and the request is on the wire one event-loop turn after the call, so the node
 * works while this process does CPU work (`fetch` writes it only once the thread is free again).
 *
 * A node that does not accept batches (it answers an array with something else, or refuses it with a 4xx) is
 * remembered as such, and every later batch is sent as single calls in order: slower, never wrong. Only transport
 * failures (no answer, 5xx, 429) are retried, never a JSON-RPC error: a devnet reports every revert as a "retryable"
 * internal error, and retrying a revert only delays the answer.
 */
export interface RpcCall {
  method: string;
  params: unknown[];
}

export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: RpcError };

/** An error the node answered (a revert, a refused transaction), as opposed to a transport failure. */
export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`${method}: ${message}${revertText(data, message)}`);
    this.name = "RpcError";
  }
}

export interface JsonRpc {
  /** One call; throws `RpcError` for an error answer. */
  request<T = unknown>(method: string, params: unknown[]): Promise<T>;
  /** Several calls in one round trip; outcomes in the calls' order. Throws only when the node could not be reached. */
  batch(calls: RpcCall[]): Promise<RpcOutcome[]>;
  /** Whether batches still travel as one request (false once the node refused one). */
  readonly batching: boolean;
}

export interface JsonRpcOptions {
  url: string;
  /** Retries of a transport failure (not of an error answer). */
  retryCount: number;
  timeoutMs?: number;
}

class TransportError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = "TransportError";
  }
}

class StaleSocketError extends Error {
  override name = "StaleSocketError";
}

type Envelope = {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string; data?: unknown };
};

export function createJsonRpc(opts: JsonRpcOptions): JsonRpc {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const send = poster(opts.url, timeoutMs);
  let nextId = 1;
  let batching = true;

  const post = async (body: unknown): Promise<unknown> => {
    let staleSocketRetried = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send(JSON.stringify(body));
        if (res.status < 200 || res.status >= 300) {
          const retryable = res.status >= 500 || res.status === 429;
          throw new TransportError(`RPC answered HTTP ${res.status}`, retryable, res.status);
        }
        try {
          return JSON.parse(res.text);
        } catch {
          throw new TransportError("RPC answered something other than JSON", false, res.status);
        }
      } catch (error) {
        // A kept-alive socket the node closed while idle fails the request before the node saw it: sent again at
        // once, whatever the retry count (a resent transaction is the same transaction, so this is safe too).
        if (error instanceof StaleSocketError && !staleSocketRetried) {
          staleSocketRetried = true;
          attempt--;
          continue;
        }
        // A request that failed otherwise (refused, reset, timed out) may be retried like a 5xx.
        const retryable = error instanceof TransportError ? error.retryable : true;
        if (!retryable || attempt >= opts.retryCount) throw error;
        await new Promise((resolve) => setTimeout(resolve, 150 * 2 ** attempt));
      }
    }
  };

  const outcomeOf = (method: string, envelope: Envelope | undefined): RpcOutcome => {
    if (!envelope || typeof envelope !== "object") {
      return { ok: false, error: new RpcError(method, -32603, "no answer for this call") };
    }
    if (envelope.error) {
      const e = envelope.error;
      return {
        ok: false,
        error: new RpcError(method, Number(e.code ?? -32603), String(e.message ?? "error"), e.data),
      };
    }
    return { ok: true, result: envelope.result ?? null };
  };

  const single = async (call: RpcCall): Promise<RpcOutcome> => {
    const envelope = (await post({ jsonrpc: "2.0", id: nextId++, ...call })) as Envelope;
    return outcomeOf(call.method, envelope);
  };

  const sequential = async (calls: RpcCall[]): Promise<RpcOutcome[]> => {
    const out: RpcOutcome[] = [];
    for (const call of calls) out.push(await single(call));
    return out;
  };

  return {
    get batching() {
      return batching;
    },
    async request<T>(method: string, params: unknown[]): Promise<T> {
      const outcome = await single({ method, params });
      if (!outcome.ok) throw outcome.error;
      return outcome.result as T;
    },
    async batch(calls) {
      if (!batching || calls.length < 2) return sequential(calls);
      const ids = calls.map(() => nextId++);
      let answer: unknown;
      try {
        answer = await post(calls.map((c, i) => ({ jsonrpc: "2.0", id: ids[i], ...c })));
      } catch (error) {
        // A 4xx to a batch is a node that does not take batches; it executed none of the calls.
        if (error instanceof TransportError && !error.retryable && error.status !== undefined) {
          batching = false;
          return sequential(calls);
        }
        throw error;
      }
      if (!Array.isArray(answer)) {
        // One error object for the whole batch: refused as a batch, so none of its calls ran.
        batching = false;
        return sequential(calls);
      }
      const byId = new Map<unknown, Envelope>();
      for (const envelope of answer as Envelope[]) byId.set(envelope?.id, envelope);
      return calls.map((c, i) => outcomeOf(c.method, byId.get(ids[i])));
    },
  };
}

/** POSTs a JSON body over a kept-alive socket; resolves with the status and the body text. */
function poster(url: string, timeoutMs: number) {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  if (!secure && target.protocol !== "http:") throw new Error(`RPC URL must be http(s): ${target.protocol}`);
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const auth =
    target.username || target.password
      ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
      : undefined;
  return (body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = send(
        target,
        {
          method: "POST",
          agent,
          ...(auth ? { auth } : {}),
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
          );
          res.on("error", reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`RPC did not answer within ${timeoutMs} ms`)));
      req.on("error", (error: NodeJS.ErrnoException) => {
        const reset = error.code === "ECONNRESET" || error.code === "EPIPE";
        reject(req.reusedSocket && reset ? new StaleSocketError(error.message) : error);
      });
      req.end(body);
    });
}

/** The revert reason a node put only in `data` (ABI-encoded `Error(string)`), so callers can match on the text. */
function revertText(data: unknown, message: string): string {
  const hex = typeof data === "string" ? data : (data as { data?: unknown } | undefined)?.data;
  if (typeof hex !== "string" || !hex.startsWith("0x08c379a0") || hex.length < 138) return "";
  try {
    const length = Number.parseInt(hex.slice(74, 138), 16);
    const text = Buffer.from(hex.slice(138, 138 + length * 2), "hex").toString("utf8");
    return text && !message.includes(text) ? ` (${text})` : "";
  } catch {
    return "";
  }
}
