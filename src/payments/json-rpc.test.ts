import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createJsonRpc, RpcError } from "./json-rpc.js";

// The settlement path's JSON-RPC client against scripted nodes on 127.0.0.1: one trip per batch, a node that
// refuses batches, transport retries, and revert reasons a node only puts in `data`.

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

type Body = { id: number; method: string; params: unknown[] } | { id: number; method: string }[];

async function node(handle: (body: Body, res: ServerResponse, req: IncomingMessage) => void) {
  const trips: Body[] = [];
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
    trips.push(body);
    handle(body, res, req);
  });
  await new Promise<void>((resolve) => (server as Server).listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${((server as Server).address() as AddressInfo).port}`, trips };
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
};
/** Answers each call with its method name, in reverse order for a batch (ids must be matched, not positions). */
const echo = (body: Body, res: ServerResponse) => {
  if (Array.isArray(body)) {
    json(res, 200, body.map((c) => ({ jsonrpc: "2.0", id: c.id, result: c.method })).reverse());
  } else {
    json(res, 200, { jsonrpc: "2.0", id: body.id, result: body.method });
  }
};

describe("json-rpc", () => {
  it("sends a batch as one request and returns the outcomes in the calls' order, matched by id", async () => {
    const rpc = await node(echo);
    const client = createJsonRpc({ url: rpc.url, retryCount: 0 });
    const out = await client.batch([
      { method: "eth_sendRawTransaction", params: ["0x01"] },
      { method: "eth_getTransactionReceipt", params: ["0x02"] },
    ]);
    expect(rpc.trips).toHaveLength(1);
    expect(out).toEqual([
      { ok: true, result: "eth_sendRawTransaction" },
      { ok: true, result: "eth_getTransactionReceipt" },
    ]);
  });

  it("falls back to single calls in order, and stays there, when the node refuses a batch", async () => {
    const rpc = await node((body, res) => {
      if (Array.isArray(body))
        json(res, 200, { jsonrpc: "2.0", id: null, error: { code: -32600, message: "no batches" } });
      else echo(body, res);
    });
    const client = createJsonRpc({ url: rpc.url, retryCount: 0 });
    const calls = [
      { method: "a", params: [] },
      { method: "b", params: [] },
    ];
    expect(await client.batch(calls)).toEqual([
      { ok: true, result: "a" },
      { ok: true, result: "b" },
    ]);
    expect(client.batching).toBe(false);
    await client.batch(calls);
    // One refused batch, then single calls only: a, b, a, b.
    expect(rpc.trips.map((t) => (Array.isArray(t) ? "batch" : t.method))).toEqual([
      "batch",
      "a",
      "b",
      "a",
      "b",
    ]);
  });

  it("falls back the same way when the node answers a batch with a 4xx", async () => {
    const rpc = await node((body, res) =>
      Array.isArray(body) ? json(res, 400, { error: "bad" }) : echo(body, res),
    );
    const client = createJsonRpc({ url: rpc.url, retryCount: 0 });
    const out = await client.batch([
      { method: "a", params: [] },
      { method: "b", params: [] },
    ]);
    expect(out.map((o) => o.ok && o.result)).toEqual(["a", "b"]);
    expect(client.batching).toBe(false);
  });

  it("retries a 503 up to retryCount times, but never an error answer", async () => {
    let failures = 2;
    const rpc = await node((body, res) => {
      if (failures-- > 0) return json(res, 503, {});
      if (!Array.isArray(body) && body.method === "eth_estimateGas") {
        return json(res, 200, { jsonrpc: "2.0", id: body.id, error: { code: -32603, message: "reverted" } });
      }
      echo(body, res);
    });
    const client = createJsonRpc({ url: rpc.url, retryCount: 2 });
    expect(await client.request("eth_chainId", [])).toBe("eth_chainId");
    expect(rpc.trips).toHaveLength(3);
    await expect(client.request("eth_estimateGas", [])).rejects.toBeInstanceOf(RpcError);
    expect(rpc.trips).toHaveLength(4);

    failures = 5;
    await expect(createJsonRpc({ url: rpc.url, retryCount: 1 }).request("x", [])).rejects.toThrow(/HTTP 503/);
  });

  it("sends again at once, even with no retries allowed, when a kept-alive socket turns out closed", async () => {
    // The node drops every connection on its second request, as a node closing idle keep-alive sockets does to a
    // request that was already on its way.
    const perSocket = new WeakMap<object, number>();
    const rpc = await node((body, res, req) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n > 1) return req.socket.destroy();
      echo(body, res);
    });
    const client = createJsonRpc({ url: rpc.url, retryCount: 0 });
    expect(await client.request("eth_call", [])).toBe("eth_call");
    expect(await client.request("eth_estimateGas", [])).toBe("eth_estimateGas");
    // The second call reached the node twice: once on the old socket (dropped), once on a new one.
    expect(rpc.trips).toHaveLength(3);
  });

  it("names a revert reason that the node only put in the error's data", async () => {
    // Error(string) "FiatTokenV2: transfer amount exceeds balance", ABI-encoded.
    const reason = "FiatTokenV2: transfer amount exceeds balance";
    const hex = Buffer.from(reason, "utf8").toString("hex");
    const data = `0x08c379a0${(32).toString(16).padStart(64, "0")}${reason.length.toString(16).padStart(64, "0")}${hex.padEnd(Math.ceil(hex.length / 64) * 64, "0")}`;
    const rpc = await node((body, res) => {
      const id = Array.isArray(body) ? 0 : body.id;
      json(res, 200, { jsonrpc: "2.0", id, error: { code: 3, message: "execution reverted", data } });
    });
    const error = await createJsonRpc({ url: rpc.url, retryCount: 0 })
      .request("eth_estimateGas", [])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).message).toBe(`eth_estimateGas: execution reverted (${reason})`);
    expect((error as RpcError).code).toBe(3);
  });
});
