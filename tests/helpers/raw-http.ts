import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Everything the server sent before closing. */
  raw: Buffer;
  /** True when the server closed the connection (within `timeoutMs`). */
  closed: boolean;
}

/**
 * Writes bytes to a server over a bare TCP socket and reads until the server closes it: for requests no HTTP
 * client would send (oversized headers, broken request lines), whose answers node:http writes outside any handler.
 */
export function rawRequest(url: string, data: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(data));
    let closed = false;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    // The server may close while we are still writing (an oversized header): what it sent is still readable.
    socket.on("error", () => undefined);
    socket.on("end", () => {
      closed = true;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve({ ...parse(Buffer.concat(chunks)), closed });
      } catch (err) {
        reject(err);
      }
    });
  });
}

function parse(raw: Buffer): Omit<RawAnswer, "closed"> {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`no complete response head in ${JSON.stringify(raw.toString("latin1"))}`);
  const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status, headers, body: raw.subarray(end + 4), raw };
}
