import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { AppError, type ErrorCode, toErrorBody } from "../errors/index.js";

type LogFn = (obj: object, msg?: string) => void;
export interface ParserErrorLogger {
  info: LogFn;
}

/**
 * What node:http would answer by itself, before any listener sees the request, mapped to our codes. Node's own
 * answers are a bare status line with an empty body; ours are the JSON envelope every other answer uses.
 */
function codeFor(err: NodeJS.ErrnoException): { code: ErrorCode; message: string } {
  switch (err.code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        code: "headers_too_large",
        message: "The request headers are too large (the limit is 16 KB in all).",
      };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { code: "payload_too_large", message: "The chunked body's extensions are too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { code: "request_timeout", message: "The request was not received in time." };
    default:
      return {
        code: "invalid_request",
        message: `The request is not valid HTTP/1.1 (${parserReason(err)}).`,
      };
  }
}

/** llhttp's reason ("Invalid method encountered"), which names the fault and holds nothing of ours. */
function parserReason(err: NodeJS.ErrnoException): string {
  const reason = typeof err.code === "string" && err.code.startsWith("HPE_") ? err.message : "";
  return reason.replace(/^Parse Error:?\s*/, "") || "malformed request";
}

/** The whole response as bytes: status line, envelope headers, `Connection: close`, the JSON body. */
export function envelopeResponse(
  code: ErrorCode,
  message: string,
  extra: Record<string, string> = {},
): Buffer {
  const { status, body } = toErrorBody(new AppError(code, message));
  const json = Buffer.from(JSON.stringify(body));
  const head = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${json.length}`,
    "Cache-Control: no-store",
    "Access-Control-Allow-Origin: *",
    ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`),
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return Buffer.concat([Buffer.from(head, "latin1"), json]);
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  413: "Payload Too Large",
  417: "Expectation Failed",
  431: "Request Header Fields Too Large",
};

/**
 * Answers in the JSON error envelope what node:http would otherwise answer with an empty body or a dropped
 * socket: parser errors (400, 413, 431), header and request timeouts (408), an `Expect` other than
 * `100-continue` (417) and `CONNECT` (405). Each answer closes the connection: after a parser error the
 * rest of the stream cannot be framed.
 */
export function answerParserErrors(server: Server, logger?: ParserErrorLogger): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset or a half-written response cannot be answered: a new status line would corrupt the stream.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { code, message } = codeFor(err);
    logger?.info({ err: { code: err.code, message: err.message }, answer: code }, "client error");
    socket.end(envelopeResponse(code, message));
  });
  server.on("checkExpectation", (req: IncomingMessage, res) => {
    res.shouldKeepAlive = false;
    const { body, status } = toErrorBody(
      new AppError("expectation_failed", `Unsupported Expect header "${req.headers.expect ?? ""}".`),
    );
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", Connection: "close" });
    res.end(JSON.stringify(body));
  });
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => undefined);
    socket.end(
      envelopeResponse("method_not_allowed", "CONNECT is not supported.", { Allow: "GET, HEAD, POST" }),
    );
  });
}
