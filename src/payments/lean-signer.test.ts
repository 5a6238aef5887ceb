import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eip3009ABI } from "@x402/evm";
import { type Hex, keccak256, parseTransaction, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLeanSigner } from "./lean-signer.js";
import { evmChain } from "./local-facilitator.js";

// The lean signer against a scripted JSON-RPC server: what it asks, in how many round trips, and how it recovers
// from a refused nonce. The real chain is exercised by tests/settlement-lean.test.ts and the paid suites.

type Call = { method: string; params: unknown[] };
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function fakeRpc(answer: (call: Call) => unknown, opts: { refuseBatches?: boolean } = {}) {
  const trips: Call[][] = [];
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const calls = (Array.isArray(body) ? body : [body]) as (Call & { id: number })[];
    trips.push(calls);
    if (opts.refuseBatches && Array.isArray(body)) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch not supported" } }),
      );
      return;
    }
    const out = calls.map((c) => {
      try {
        return { jsonrpc: "2.0", id: c.id, result: answer(c) };
      } catch (error) {
        return { jsonrpc: "2.0", id: c.id, error: { code: -32000, message: (error as Error).message } };
      }
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(Array.isArray(body) ? out : out[0]));
  });
  await new Promise<void>((resolve) => (server as Server).listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${((server as Server).address() as AddressInfo).port}`, trips };
}

const ASSET = "0x5FbDB2315678afecb367f032d93F642f64180aa3" as const;
const signerFor = (url: string) =>
  createLeanSigner({
    rpcUrl: url,
    chain: evmChain(8453, url),
    account: privateKeyToAccount(generatePrivateKey()),
    retryCount: 0,
    pollingIntervalMs: 10,
    confirmationTimeoutMs: 2_000,
  });
const block = { number: "0x10", baseFeePerGas: "0x3b9aca00", timestamp: "0x1", hash: `0x${"1".repeat(64)}` };
const receiptFor = (hash: Hex) => ({
  transactionHash: hash,
  status: "0x1",
  logs: [],
  blockNumber: "0x10",
  blockHash: block.hash,
  transactionIndex: "0x0",
  from: ASSET,
  to: ASSET,
  cumulativeGasUsed: "0x1",
  gasUsed: "0x1",
  effectiveGasPrice: "0x1",
  contractAddress: null,
  logsBloom: `0x${"0".repeat(512)}`,
  type: "0x2",
});
/** A node that takes transactions; `mined(hash)` says whether a receipt exists when asked. */
const chainNode = (mined: (hash: Hex, sentAt: number) => boolean) => {
  const sent = new Map<Hex, number>();
  return (c: Call): unknown => {
    switch (c.method) {
      case "eth_getTransactionCount":
        return "0x0";
      case "eth_estimateGas":
        return "0x15f90";
      case "eth_getBlockByNumber":
        return block;
      case "eth_maxPriorityFeePerGas":
        return "0x1";
      case "eth_gasPrice":
        return "0x3b9aca01";
      case "eth_sendRawTransaction": {
        const hash = keccak256(c.params[0] as Hex);
        sent.set(hash, Date.now());
        return hash;
      }
      case "eth_getTransactionReceipt": {
        const hash = c.params[0] as Hex;
        const at = sent.get(hash);
        return at !== undefined && mined(hash, at) ? receiptFor(hash) : null;
      }
      default:
        throw new Error(`unexpected ${c.method}`);
    }
  };
};
const transfer = (signer: ReturnType<typeof signerFor>) =>
  signer.writeContract({ address: ASSET, abi: eip3009ABI, functionName: "name", args: [] });

describe("lean signer", () => {
  it("prefetches the payer's code and the transfer simulation in one round trip, then serves them from it", async () => {
    const rpc = await fakeRpc((c) => (c.method === "eth_getCode" ? "0x" : "0x"));
    const signer = signerFor(rpc.url);
    const payer = privateKeyToAccount(generatePrivateKey()).address;
    const authorization = {
      from: payer,
      to: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      value: "30000",
      validAfter: "0",
      validBefore: "9999999999",
      nonce: keccak256(toHex("n")),
    };
    const signature = `0x${"ab".repeat(32)}${"cd".repeat(32)}1b` as Hex;
    signer.prefetchVerify(ASSET, { authorization, signature });
    // The prefetch is fire-and-forget: wait for its round trip to reach the node (a fixed 50 ms sleep was too short
    // on a loaded machine), then check it was the only one.
    await vi.waitFor(() => expect(rpc.trips).toHaveLength(1), { timeout: 5_000 });
    expect(rpc.trips[0]?.map((c) => c.method).sort()).toEqual(["eth_call", "eth_getCode"]);

    // What @x402/evm's verify then asks: the code (twice) and the simulation, with the same call data.
    expect(await signer.getCode({ address: payer })).toBeUndefined(); // viem: no code
    expect(await signer.getCode({ address: payer })).toBeUndefined(); // viem: no code
    await signer.readContract({
      address: ASSET,
      abi: eip3009ABI,
      functionName: "transferWithAuthorization",
      args: [
        authorization.from,
        authorization.to,
        30000n,
        0n,
        9999999999n,
        authorization.nonce,
        27n,
        `0x${"ab".repeat(32)}`,
        `0x${"cd".repeat(32)}`,
      ],
    });
    expect(rpc.trips).toHaveLength(1);
  });

  it("counts nonces locally, and after a refused nonce recounts from the node and sends once more", async () => {
    let nodeCount = 5;
    let refuseNext = true;
    const sent: number[] = [];
    const rpc = await fakeRpc((c) => {
      switch (c.method) {
        case "eth_getTransactionCount":
          return toHex(nodeCount);
        case "eth_estimateGas":
          return "0x15f90";
        case "eth_getBlockByNumber":
          return block;
        case "eth_maxPriorityFeePerGas":
          return "0x1";
        case "eth_gasPrice":
          return "0x3b9aca01";
        case "eth_sendRawTransaction": {
          const tx = parseTransaction(c.params[0] as Hex);
          if (refuseNext) {
            refuseNext = false;
            nodeCount = 9; // someone else used 5-8
            throw new Error("nonce too low");
          }
          sent.push(tx.nonce as number);
          return keccak256(c.params[0] as Hex);
        }
        default:
          throw new Error(`unexpected ${c.method}`);
      }
    });
    const signer = signerFor(rpc.url);
    const write = () =>
      signer.writeContract({ address: ASSET, abi: eip3009ABI, functionName: "name", args: [] });
    await write();
    await write();
    expect(sent).toEqual([9, 10]);
    const methods = rpc.trips.flat().map((c) => c.method);
    expect(methods.filter((m) => m === "eth_getTransactionCount")).toHaveLength(2);
  });

  it("sends the transaction and looks for its receipt in one round trip; a chain that mines on send answers it there", async () => {
    const rpc = await fakeRpc(chainNode(() => true));
    const signer = signerFor(rpc.url);
    await transfer(signer); // warm-up: nonce count and fees
    rpc.trips.length = 0;
    const hash = await transfer(signer);
    const receipt = await signer.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect((receipt as { transactionHash?: Hex }).transactionHash).toBe(hash);
    expect(rpc.trips.map((t) => t.map((c) => c.method))).toEqual([
      ["eth_estimateGas"],
      ["eth_sendRawTransaction", "eth_getTransactionReceipt"],
    ]);
  });

  it("when the batch's receipt is null (not mined yet), polls until the node has it, never answering before", async () => {
    const rpc = await fakeRpc(chainNode((_hash, sentAt) => Date.now() - sentAt > 40));
    const signer = signerFor(rpc.url);
    const hash = await transfer(signer);
    const receipt = await signer.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const looks = rpc.trips.flat().filter((c) => c.method === "eth_getTransactionReceipt");
    // The batched look (null), then polls every 10 ms until the 40 ms have passed.
    expect(looks.length).toBeGreaterThanOrEqual(3);
  });

  it("against a node that refuses batches, sends and then looks for the receipt as single calls", async () => {
    const rpc = await fakeRpc(
      chainNode(() => true),
      { refuseBatches: true },
    );
    const signer = signerFor(rpc.url);
    const hash = await transfer(signer);
    expect((await signer.waitForTransactionReceipt({ hash })).status).toBe("success");
    const methods = rpc.trips.filter((t) => t.length === 1).map((t) => t[0]?.method);
    // The send precedes the look for its receipt, and the receipt came from that look (no further poll).
    expect(methods.slice(-2)).toEqual(["eth_sendRawTransaction", "eth_getTransactionReceipt"]);
  });

  it("resends the same transaction, keeping its nonce, when it overtook a lower one (automine's 'nonce too high')", async () => {
    const base = chainNode(() => true);
    const raws: Hex[] = [];
    const rpc = await fakeRpc((c) => {
      if (c.method === "eth_sendRawTransaction") {
        raws.push(c.params[0] as Hex);
        if (raws.length <= 2) throw new Error("Nonce too high. Expected nonce to be 4 but got 5.");
      }
      return base(c);
    });
    const signer = signerFor(rpc.url);
    const hash = await transfer(signer);
    expect(raws).toHaveLength(3);
    expect(new Set(raws).size).toBe(1);
    expect(keccak256(raws[0] as Hex)).toBe(hash);
    // Not recounted from the node (that would hand out nonces still on their way).
    expect(rpc.trips.flat().filter((c) => c.method === "eth_getTransactionCount")).toHaveLength(1);
  });

  it("answers the receipt only once the node has one, polling the receipt alone", async () => {
    let polls = 0;
    const hash = keccak256(toHex("tx"));
    const rpc = await fakeRpc((c) => {
      if (c.method !== "eth_getTransactionReceipt") throw new Error(`unexpected ${c.method}`);
      polls++;
      if (polls < 4) return null;
      return receiptFor(hash);
    });
    const receipt = await signerFor(rpc.url).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(polls).toBe(4);
  });
});
