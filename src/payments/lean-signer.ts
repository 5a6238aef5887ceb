import type { FacilitatorEvmSigner } from "@x402/evm";
import { eip3009ABI } from "@x402/evm";
import {
  type Abi,
  type Chain,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  formatTransactionReceipt,
  getAddress,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  type RpcTransactionReceipt,
  type TransactionReceipt,
} from "viem";
import { broadcast } from "./broadcast.js";
import { createJsonRpc, type JsonRpc, RpcError, type RpcOutcome } from "./json-rpc.js";
import { createSettlerNonces } from "./settler-nonces.js";
import { type Eip3009Authorization, transferWithAuthorizationArgs } from "./transfer-args.js";

/**
 * The chain side of local-mode settlement, as the `FacilitatorEvmSigner` that `@x402/evm`'s exact scheme drives, so
 * the scheme keeps deciding what is valid (and why not) while this decides how few round trips that takes:
 *
 * - `prefetchVerify` sends the payer's code and the transfer simulation as one JSON-RPC batch before the scheme asks
 *   for them one after the other; a simulation that succeeds proves the balance and that the authorization is unused.
 * - Code reads are kept a few seconds, so settle's re-check of the signature reads nothing again; the signature itself
 *   is recovered locally by the scheme (ECDSA) once the code says the payer is an EOA.
 * - Transactions are signed here with a locally counted nonce and fees refreshed at most every couple of seconds:
 *   `eth_estimateGas`, then `eth_sendRawTransaction` with `eth_getTransactionReceipt` of its (locally computed)
 *   hash in the same batch. The estimate stays as its own round trip: the payer may have emptied its wallet during
 *   the work, and the estimate's revert is what names that reason before anything is broadcast, so no gas is paid
 *   for a doomed transfer. A chain that mines on send answers the receipt in that same trip; otherwise it is null
 *   and the receipt is polled (one call per poll) until it exists: nothing is answered before it.
 * - Calls go out at once, without viem's batching timer (`json-rpc.ts`).
 *
 * Anything not prefetched falls through to a normal RPC read, so a cache miss costs time, never correctness.
 */
export interface LeanSignerOptions {
  rpcUrl: string;
  chain: Chain;
  account: LocalAccount;
  retryCount: number;
  pollingIntervalMs: number;
  confirmationTimeoutMs: number;
}

export type LeanSigner = FacilitatorEvmSigner & {
  /** Starts the reads `verify` will make for this EIP-3009 authorization, batched into one round trip. */
  prefetchVerify(asset: string, payload: { authorization: Eip3009Authorization; signature?: string }): void;
};

/** An EOA's code does not change between verify and settle; a delegation in between makes the transfer revert. */
const CODE_TTL_MS = 10_000;
/** Past this many cached code reads, expired ones are dropped before adding another. */
const MAX_CODE_ENTRIES = 1_000;
/** A prefetched read not used within this long (the request ended early) is dropped. */
const PREFETCH_TTL_MS = 5_000;
/** Fees follow the base fee; a 2x margin over it covers several blocks of rises between refreshes. */
const FEE_TTL_MS = 2_000;
/** A receipt that came back with its send waits this long for the scheme to ask for it. */
const RECEIPT_TTL_MS = 60_000;
export function createLeanSigner(opts: LeanSignerOptions): LeanSigner {
  const { account, chain } = opts;
  const rpc = createJsonRpc({ url: opts.rpcUrl, retryCount: opts.retryCount });
  // For the reads this signer does not shape itself (ERC-1271 checks, the scheme's failure diagnosis).
  const client = createPublicClient({
    chain,
    transport: http(opts.rpcUrl, { retryCount: opts.retryCount }),
    pollingInterval: opts.pollingIntervalMs,
  });
  const codes = new Map<string, { at: number; value: Promise<Hex | undefined> }>();
  const prefetched = new Map<string, { at: number; value: Promise<Hex> }>();
  const receipts = new Map<string, { at: number; value: RpcTransactionReceipt }>();
  const nonces = createSettlerNonces(async () =>
    Number(await rpc.request<Hex>("eth_getTransactionCount", [account.address, "pending"])),
  );
  let fees: { at: number; value: Promise<FeeFields> } | undefined;
  const minedOnSend = createMinedOnSendGuess();

  const rememberCode = (key: string, value: Promise<Hex | undefined>) => {
    // Every payer adds an entry; expired ones go once there are many, so a long-running service stays bounded.
    if (codes.size >= MAX_CODE_ENTRIES) dropExpired(codes, CODE_TTL_MS);
    codes.set(key, { at: Date.now(), value });
    // A failed read is not kept: the next caller asks again.
    value.catch(() => codes.delete(key));
    return value;
  };
  const codeOf = (address: Hex): Promise<Hex | undefined> => {
    const key = address.toLowerCase();
    const hit = codes.get(key);
    if (hit && Date.now() - hit.at < CODE_TTL_MS) return hit.value;
    return rememberCode(key, rpc.request<Hex>("eth_getCode", [address, "latest"]).then(noCodeAsUndefined));
  };
  const callKey = (address: string, data: Hex) => `${address.toLowerCase()}:${data}`;

  const feeFields = (): Promise<FeeFields> => {
    if (fees && Date.now() - fees.at < FEE_TTL_MS) return fees.value;
    const value = readFees(rpc);
    fees = { at: Date.now(), value };
    value.catch(() => {
      fees = undefined;
    });
    return value;
  };

  /**
   * Checks the transfer still goes through (`eth_estimateGas`, which reverts with the token's reason otherwise),
   * then signs with the next local nonce and broadcasts it with the look for its receipt (`broadcast.ts`). A nonce
   * the node refused outright is given back; a stale count is read again from the node and the transfer signed
   * again.
   */
  const send = async (to: Hex, data: Hex, gas: bigint | undefined): Promise<Hex> => {
    const gasLimit =
      gas ?? BigInt(await rpc.request<Hex>("eth_estimateGas", [{ from: account.address, to, data }]));
    for (let attempt = 0; ; attempt++) {
      const [nonce, fee] = await Promise.all([nonces.take(), feeFields()]);
      let result: Awaited<ReturnType<typeof broadcast>>;
      let hash: Hex;
      try {
        const serialized = await account.signTransaction({
          chainId: chain.id,
          to,
          data,
          nonce,
          gas: gasLimit,
          ...fee,
        });
        hash = keccak256(serialized);
        result = await broadcast(rpc, serialized, hash);
      } catch (error) {
        // Refused by the node: the nonce is unused. No answer at all: it may have arrived, so count from the node.
        if (error instanceof RpcError) nonces.release(nonce);
        else nonces.resync();
        throw error;
      }
      if (result.kind === "sent") {
        if (result.receipt) {
          dropExpired(receipts, RECEIPT_TTL_MS);
          receipts.set(hash, { at: Date.now(), value: result.receipt });
        }
        return hash;
      }
      nonces.resync();
      if (attempt >= 2) throw new Error(`nonce ${nonce} refused again after recounting from the node`);
    }
  };
  const receiptNow = async (hash: Hex): Promise<TransactionReceipt | undefined> => {
    const raw = await rpc.request<RpcTransactionReceipt | null>("eth_getTransactionReceipt", [hash]);
    return raw ? formatTransactionReceipt(raw) : undefined;
  };

  return {
    getAddresses: () => [account.address],
    getCode: ({ address }) => codeOf(address),
    async readContract({ address, abi, functionName, args }) {
      const data = encodeFunctionData({ abi: abi as Abi, functionName, args: args ?? [] });
      const key = callKey(address, data);
      const hit = prefetched.get(key);
      if (hit) {
        prefetched.delete(key);
        if (Date.now() - hit.at < PREFETCH_TTL_MS) {
          // A revert answered by the node is the answer; a prefetch lost in transport is read once more below.
          const data = await hit.value.catch((error: unknown) => {
            if (error instanceof RpcError) throw error;
            return undefined;
          });
          if (data !== undefined) return decodeFunctionResult({ abi: abi as Abi, functionName, data });
        }
      }
      return client.readContract({ address, abi: abi as Abi, functionName, args: args ?? [] });
    },
    verifyTypedData: (args) => client.verifyTypedData(args as Parameters<typeof client.verifyTypedData>[0]),
    async writeContract({ address, abi, functionName, args, gas, dataSuffix }) {
      const data = encodeFunctionData({ abi: abi as Abi, functionName, args });
      const full = dataSuffix ? (`${data}${dataSuffix.slice(2)}` as Hex) : data;
      return send(address, full, gas);
    },
    sendTransaction: ({ to, data }) => send(to, data, undefined),
    async waitForTransactionReceipt({ hash }) {
      const deadline = Date.now() + opts.confirmationTimeoutMs;
      const early = receipts.get(hash);
      if (early) {
        receipts.delete(hash);
        minedOnSend.record(true);
        return formatTransactionReceipt(early.value);
      }
      // A chain that mines on send (automine, some L2 sequencers) has the receipt at once, though a node that runs a
      // batch's calls side by side may have answered the look before the send: look once more straight away while
      // that keeps paying off, and otherwise only now and then, so interval-mined chains don't pay a wasted read.
      if (minedOnSend.shouldLook()) {
        const receipt = await receiptNow(hash).catch(() => undefined);
        minedOnSend.record(receipt !== undefined);
        if (receipt) return receipt;
      }
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, opts.pollingIntervalMs));
        let failure: unknown;
        try {
          const receipt = await receiptNow(hash);
          if (receipt) return receipt;
        } catch (error) {
          failure = error;
        }
        // Not mined yet, or a transient RPC failure: keep polling until the deadline.
        if (Date.now() >= deadline) {
          throw failure ?? new Error(`no receipt for ${hash} within ${opts.confirmationTimeoutMs} ms`);
        }
      }
    },
    prefetchVerify(asset, payload) {
      const now = Date.now();
      dropExpired(prefetched, PREFETCH_TTL_MS);
      const auth = payload.authorization;
      const sig = payload.signature;
      const from = getAddress(auth.from);
      const codeKey = from.toLowerCase();
      const codeHit = codes.get(codeKey);
      const needCode = !codeHit || now - codeHit.at >= CODE_TTL_MS;
      // The same call data the scheme's simulation encodes for an ECDSA signature; anything else is not prefetched.
      if (typeof sig !== "string" || sig.length !== 132) {
        if (needCode) void codeOf(from).catch(() => undefined);
        return;
      }
      let data: Hex;
      try {
        data = encodeFunctionData({
          abi: eip3009ABI,
          functionName: "transferWithAuthorization",
          args: transferWithAuthorizationArgs(auth, sig as Hex),
        });
      } catch {
        return;
      }
      const to = getAddress(asset);
      const simulation: { method: string; params: unknown[] } = {
        method: "eth_call",
        params: [{ to, data }, "latest"],
      };
      const trip = needCode
        ? rpc.batch([{ method: "eth_getCode", params: [from, "latest"] }, simulation])
        : rpc.batch([simulation]);
      const pick = (i: number) => trip.then((outcomes) => unwrap(outcomes[i]));
      if (needCode)
        void rememberCode(
          codeKey,
          pick(0).then((c) => noCodeAsUndefined(c as Hex)),
        ).catch(() => {});
      const value = pick(needCode ? 1 : 0).then((r) => (typeof r === "string" ? (r as Hex) : "0x"));
      value.catch(() => undefined);
      prefetched.set(callKey(to, data), { at: now, value });
    },
  };
}

function unwrap(outcome: RpcOutcome | undefined): unknown {
  if (!outcome) throw new Error("no answer for this call");
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/** viem's convention: an address without code reads as `undefined`. */
function noCodeAsUndefined(code: Hex | null | undefined): Hex | undefined {
  return code && code !== "0x" ? code : undefined;
}

type FeeFields =
  | { type: "eip1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: "legacy"; gasPrice: bigint };

async function readFees(rpc: JsonRpc): Promise<FeeFields> {
  const [block, priority, price] = await rpc.batch([
    { method: "eth_getBlockByNumber", params: ["latest", false] },
    { method: "eth_maxPriorityFeePerGas", params: [] },
    { method: "eth_gasPrice", params: [] },
  ]);
  const gasPrice = BigInt(unwrap(price) as Hex);
  const baseFee = (unwrap(block) as { baseFeePerGas?: Hex | null } | null)?.baseFeePerGas;
  // A node without EIP-1559 (or without the priority-fee method) gets a legacy transaction.
  if (!baseFee || !priority?.ok) return { type: "legacy", gasPrice };
  const tip = BigInt(priority.result as Hex);
  return { type: "eip1559", maxFeePerGas: BigInt(baseFee) * 2n + tip, maxPriorityFeePerGas: tip };
}

/** Whether receipts exist as soon as the send returns: assumed until a look finds none, re-tested every 16th send. */
function createMinedOnSendGuess() {
  let likely = true;
  let skipped = 0;
  return {
    shouldLook: () => likely || ++skipped % 16 === 0,
    record(found: boolean) {
      likely = found;
    },
  };
}

function dropExpired(map: Map<string, { at: number }>, ttlMs: number): void {
  const now = Date.now();
  for (const [key, entry] of map) if (now - entry.at >= ttlMs) map.delete(key);
}
