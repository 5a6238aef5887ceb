import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { x402Facilitator } from "@x402/core/facilitator";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import type { Hex } from "viem";
import { createStandardFacilitator } from "./standard-facilitator.js";

export interface StartFacilitatorServerOptions {
  rpcUrl: string;
  /** Settler account key: submits settlements and pays their gas. */
  settlerKey: Hex;
  /** Listen port on 127.0.0.1; a free one when omitted. */
  port?: number;
}

export interface FacilitatorServer {
  /** Base URL, e.g. http://127.0.0.1:43127 — what FACILITATOR_URL / HTTPFacilitatorClient take. */
  url: string;
  port: number;
  /** Requests served per endpoint, for tests and benchmarks. */
  readonly calls: { verify: number; settle: number; supported: number };
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A standard x402 HTTP facilitator on 127.0.0.1 around the standard exact-scheme facilitator (`standard-facilitator.ts`, viem as the x402 docs wire it): `GET /supported`,
 * `POST /verify` and `POST /settle` taking `{x402Version, paymentPayload, paymentRequirements}`, exactly as
 * `HTTPFacilitatorClient` (@x402/core) sends them. Verify and settle answer 200 with the facilitator's
 * result whether or not the payment is valid; the client treats other statuses as transport failures.
 */
export async function startFacilitatorServer(
  opts: StartFacilitatorServerOptions,
): Promise<FacilitatorServer> {
  const facilitator = createStandardFacilitator(opts.rpcUrl, opts.settlerKey);
  const calls = { verify: 0, settle: 0, supported: 0 };

  const server = createServer((req, res) => {
    handle(facilitator, calls, req).then(
      (body) => send(res, 200, body),
      (error: unknown) => {
        if (error instanceof HttpError) send(res, error.status, { error: error.message });
        else send(res, 500, { error: "facilitator error" });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

async function handle(
  facilitator: x402Facilitator,
  calls: FacilitatorServer["calls"],
  req: IncomingMessage,
): Promise<unknown> {
  const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "");
  const route = { "/supported": "GET", "/verify": "POST", "/settle": "POST" }[path];
  if (!route) throw new HttpError(404, "not found");
  if (req.method !== route) throw new HttpError(405, `use ${route}`);

  if (path === "/supported") {
    calls.supported += 1;
    return facilitator.getSupported();
  }
  const { paymentPayload, paymentRequirements } = parseRequest(await readBody(req));
  if (path === "/verify") {
    calls.verify += 1;
    return facilitator.verify(paymentPayload, paymentRequirements);
  }
  calls.settle += 1;
  return facilitator.settle(paymentPayload, paymentRequirements);
}

function parseRequest(raw: string): {
  paymentPayload: PaymentPayload;
  paymentRequirements: PaymentRequirements;
} {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
  const { paymentPayload, paymentRequirements } = (body ?? {}) as Record<string, unknown>;
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(paymentPayload) || !isObject(paymentRequirements)) {
    throw new HttpError(400, "body needs paymentPayload and paymentRequirements objects");
  }
  return {
    paymentPayload: paymentPayload as PaymentPayload,
    paymentRequirements: paymentRequirements as PaymentRequirements,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body, (_key, value) => (typeof value === "bigint" ? value.toString() : value));
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) });
  res.end(json);
}
