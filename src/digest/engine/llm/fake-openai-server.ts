import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test helper: an OpenAI-compatible server on 127.0.0.1, port 0, speaking the real `/v1/chat/completions` request
 * and response JSON and recording every request. Each request is answered by the next scripted reply (the last one
 * repeats). Not used by the service.
 */

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

export type Reply =
  /** A chat completion whose assistant message is `content`. */
  | { kind: "completion"; content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** An error status with an OpenAI-style error body and optional headers (e.g. Retry-After). */
  | { kind: "error"; status: number; headers?: Record<string, string>; message?: string }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: "hang" };

export interface FakeOpenAiServer {
  /** Base URL as the provider wants it, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const completion = (content: string): Reply => ({ kind: "completion", content });

function answer(res: ServerResponse, reply: Reply, model: string, index: number): void {
  if (reply.kind === "hang") return;
  if (reply.kind === "error") {
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    res.end(
      JSON.stringify({
        error: { message: reply.message ?? `error ${reply.status}`, type: "server_error", code: null },
      }),
    );
    return;
  }
  const usage = reply.usage ?? { prompt_tokens: 1200, completion_tokens: 300 };
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: `chatcmpl-test-${index}`,
      object: "chat.completion",
      created: 1_795_000_000,
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: reply.content },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  );
}

export async function startFakeOpenAi(replies: Reply[]): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as ChatRequestBody;
      const index = requests.length;
      requests.push({ method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        answer(res, { kind: "error", status: 404, message: "not found" }, body.model, index);
        return;
      }
      const reply = replies[Math.min(index, replies.length - 1)] ?? { kind: "error", status: 500 };
      answer(res, reply, body.model, index);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
