import type { FacilitatorEvmSigner } from "@x402/evm";
import { eip3009ABI } from "@x402/evm";
import {
  type Abi,
  type Chain,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type LocalAccount,
  parseSignature,
  TransactionReceiptNotFoundError,
} from "viem";
import { createSettlerNonces } from "./settler-nonces.js";

/**
 * The chain side of local-mode settlement, as the `FacilitatorEvmSigner` that `@x402/evm`'s exact scheme drives, so
 * the scheme keeps deciding what is valid (and why not) while this decides how few round trips that takes:
 *
 * - `prefetchVerify` sends the payer's code and the transfer simulation as one JSON-RPC batch before the scheme asks
 *   for them one after the other; a simulation that succeeds proves the balance and that the authorization is unused.
 * - Code reads are kept a few seconds, so settle's re-check of the signature reads nothing again; the signature itself
 *   is recovered locally by the scheme (ECDSA) once the code says the payer is an EOA.
 * - Transactions are signed here with a locally counted nonce and fees refreshed at most every couple of seconds:
 *   `eth_estimateGas` then `eth_sendRawTransaction`. The estimate stays: the payer may have emptied its wallet
 *   during the work, and the estimate's revert is what names that reason without paying gas for a doomed transfer.
 * - The receipt is polled directly (one call per poll) until it exists: nothing is answered before it.
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

export interface Eip3009Authorization {
  from: string;
  to: string;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: string;
}

/** An EOA's code does not change between verify and settle; a delegation in between makes the transfer revert. */
const CODE_TTL_MS = 10_000;
/** Past this many cached code reads, expired ones are dropped before adding another. */
const MAX_CODE_ENTRIES = 1_000;
/** A prefetched read not used within this long (the request ended early) is dropped. */
const PREFETCH_TTL_MS = 5_000;
/** Fees follow the base fee; a 2x margin over it covers several blocks of rises between refreshes. */
const FEE_TTL_MS = 2_000;
export function createLeanSigner(opts: LeanSignerOptions): LeanSigner {
  const { account, chain } = opts;
  // `batch`: reads issued in the same tick travel as one JSON-RPC batch.
  const client = createPublicClient({
    chain,
    transport: http(opts.rpcUrl, { retryCount: opts.retryCount, batch: true }),
    pollingInterval: opts.pollingIntervalMs,
  });
  const codes = new Map<string, { at: number; value: Promise<Hex | undefined> }>();
  const prefetched = new Map<string, { at: number; value: Promise<Hex> }>();
  const nonces = createSettlerNonces(() =>
    client.getTransactionCount({ address: account.address, blockTag: "pending" }),
  );
  let fees: { at: number; value: Promise<FeeFields> } | undefined;
  const minedOnSend = createMinedOnSendGuess();

  const codeOf = (address: Hex): Promise<Hex | undefined> => {
    const key = address.toLowerCase();
    const hit = codes.get(key);
    if (hit && Date.now() - hit.at < CODE_TTL_MS) return hit.value;
    const value = client.getCode({ address });
    // Every payer adds an entry; expired ones go once there are many, so a long-running service stays bounded.
    if (codes.size >= MAX_CODE_ENTRIES) dropExpired(codes, CODE_TTL_MS);
    codes.set(key, { at: Date.now(), value });
    // A failed read is not kept: the next caller asks again.
    value.catch(() => codes.delete(key));
    return value;
  };
  const callKey = (address: string, data: Hex) => `${address.toLowerCase()}:${data}`;

  const feeFields = (): Promise<FeeFields> => {
    if (fees && Date.now() - fees.at < FEE_TTL_MS) return fees.value;
    const value = readFees(client);
    fees = { at: Date.now(), value };
    value.catch(() => {
      fees = undefined;
    });
    return value;
  };

  /** Signs and sends with the next local nonce; a nonce the node refuses resynchronises the count and retries once. */
  const send = async (to: Hex, data: Hex, gas: bigint | undefined): Promise<Hex> => {
    const gasLimit = gas ?? (await client.estimateGas({ account: account.address, to, data }));
    for (let attempt = 0; ; attempt++) {
      const [nonce, fee] = await Promise.all([nonces.take(), feeFields()]);
      try {
        const serializedTransaction = await account.signTransaction({
          chainId: chain.id,
          to,
          data,
          nonce,
          gas: gasLimit,
          ...fee,
        });
        return await client.sendRawTransaction({ serializedTransaction });
      } catch (error) {
        // The nonce may be unused now; recount from the node before the next transaction takes one.
        nonces.resync();
        if (attempt === 0 && /nonce/i.test(String((error as Error)?.message))) continue;
        throw error;
      }
    }
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
          return decodeFunctionResult({ abi: abi as Abi, functionName, data: await hit.value });
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
      // A chain that mines on send (automine, some L2 sequencers) has the receipt at once: look straight away while
      // that keeps paying off, and otherwise only now and then, so interval-mined chains don't pay a wasted read.
      if (minedOnSend.shouldLook()) {
        const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
        minedOnSend.record(receipt !== undefined);
        if (receipt) return receipt;
      }
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, opts.pollingIntervalMs));
        try {
          return await client.getTransactionReceipt({ hash });
        } catch (error) {
          // Not mined yet, or a transient RPC failure: keep polling until the deadline.
          if (Date.now() >= deadline) {
            throw error instanceof TransactionReceiptNotFoundError
              ? new Error(`no receipt for ${hash} within ${opts.confirmationTimeoutMs} ms`)
              : error;
          }
        }
      }
    },
    prefetchVerify(asset, payload) {
      const now = Date.now();
      dropExpired(prefetched, PREFETCH_TTL_MS);
      const auth = payload.authorization;
      const sig = payload.signature;
      void codeOf(getAddress(auth.from)).catch(() => undefined);
      // The same call data the scheme's simulation encodes for an ECDSA signature; anything else is not prefetched.
      if (typeof sig !== "string" || sig.length !== 132) return;
      let data: Hex;
      try {
        const parsed = parseSignature(sig as Hex);
        data = encodeFunctionData({
          abi: eip3009ABI,
          functionName: "transferWithAuthorization",
          args: [
            getAddress(auth.from),
            getAddress(auth.to),
            BigInt(auth.value),
            BigInt(auth.validAfter),
            BigInt(auth.validBefore),
            auth.nonce as Hex,
            Number(parsed.v ?? BigInt(parsed.yParity)),
            parsed.r,
            parsed.s,
          ],
        });
      } catch {
        return;
      }
      const to = getAddress(asset);
      const value = client.call({ to, data }).then((r) => r.data ?? "0x");
      value.catch(() => undefined);
      prefetched.set(callKey(to, data), { at: now, value });
    },
  };
}

type FeeFields =
  | { type: "eip1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: "legacy"; gasPrice: bigint };

async function readFees(client: ReturnType<typeof createPublicClient>): Promise<FeeFields> {
  // Issued together, so the transport sends them as one batch.
  const [block, priority, gasPrice] = await Promise.all([
    client.getBlock({ blockTag: "latest" }),
    client.request({ method: "eth_maxPriorityFeePerGas" }).then(BigInt, () => undefined),
    client.getGasPrice(),
  ]);
  if (block.baseFeePerGas === null || block.baseFeePerGas === undefined || priority === undefined) {
    return { type: "legacy", gasPrice };
  }
  return {
    type: "eip1559",
    maxFeePerGas: block.baseFeePerGas * 2n + priority,
    maxPriorityFeePerGas: priority,
  };
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
