import { z } from "zod";

/** A `message/send` asking for the brief skill: the documented example, and what the schema test sends. */
export const A2A_EXAMPLE_REQUEST = {
  jsonrpc: "2.0",
  id: 1,
  method: "message/send",
  params: {
    message: {
      kind: "message",
      messageId: "5f0c8e1e-2b51-4c1a-9d1a-2f0e4c7b9a10",
      role: "user",
      parts: [{ kind: "data", data: { skill: "intelligence-brief" } }],
    },
  },
};

/**
 * `POST /a2a` body, loosely typed for OpenAPI: any JSON object passes here, and the A2A agent checks the JSON-RPC
 * envelope itself so a bad one is a JSON-RPC error (HTTP 200), not the service's 400 envelope.
 */
export const A2aRequestBody = z.record(z.string(), z.unknown()).meta({
  id: "A2aJsonRpcRequest",
  description:
    'A JSON-RPC 2.0 request of A2A 0.3.0: {"jsonrpc": "2.0", "id": <string|integer>, "method": "message/send" | "tasks/get" | "tasks/cancel", "params": {...}}.',
  example: A2A_EXAMPLE_REQUEST,
});

export const A2aResponseBody = z.record(z.string(), z.unknown()).meta({
  id: "A2aJsonRpcResponse",
  description:
    "A JSON-RPC 2.0 response: `result` (an A2A Task or Message) or `error` ({code, message, data}) with the codes of A2A 0.3.0.",
});
