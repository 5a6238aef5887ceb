import { readFileSync } from "node:fs";
import { x402Facilitator } from "@x402/core/facilitator";
import type { FacilitatorClient } from "@x402/core/server";
import type { Network, SupportedResponse } from "@x402/core/types";
import { type Chain, defineChain, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { type PaymentsConfig, Secret } from "./config.js";
import { LeanExactEvmScheme } from "./lean-scheme.js";
import { createLeanSigner } from "./lean-signer.js";

export interface RpcOptions {
  /**
   * Retries of a failed RPC call. Real RPCs drop calls now and then (2 is plenty); against a local devnet use 0,
   * since Hardhat reports every revert as a retryable -32603 and each retry costs a backoff.
   */
  retryCount?: number;
  /** How often a settlement receipt is polled, ms (Base makes a block every 2 s; a devnet every 100 ms). */
  pollingIntervalMs?: number;
  /** Stop waiting for a settlement receipt after this long, ms. */
  confirmationTimeoutMs?: number;
}

export const DEFAULT_RPC_OPTIONS: Required<RpcOptions> = {
  retryCount: 2,
  pollingIntervalMs: 500,
  confirmationTimeoutMs: 30_000,
};

/** Canonical Multicall3, which @x402/evm uses to explain a failed simulation. */
const MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11";

export function evmChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3 } },
  });
}

/**
 * The settler key from SETTLER_PRIVATE_KEY or the file SETTLER_PRIVATE_KEY_FILE (trimmed; "0x" optional).
 * Errors name the source, never the content.
 */
export function readSettlerKey(
  config: Pick<PaymentsConfig, "settlerPrivateKey" | "settlerPrivateKeyFile">,
): Secret | undefined {
  let source = "SETTLER_PRIVATE_KEY";
  let value = config.settlerPrivateKey?.reveal();
  if (value === undefined && config.settlerPrivateKeyFile) {
    source = `SETTLER_PRIVATE_KEY_FILE (${config.settlerPrivateKeyFile})`;
    try {
      value = readFileSync(config.settlerPrivateKeyFile, "utf8");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
      throw new Error(`${source} could not be read (${code})`);
    }
  }
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  const hex = trimmed.startsWith("0x") ? trimmed : `0x${trimmed}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${source} does not hold a 32-byte hex private key`);
  return new Secret(hex);
}

/**
 * An in-process x402 facilitator for the `exact` scheme that verifies through `rpcUrl` and settles from the
 * settler account. `@x402/evm`'s exact scheme decides validity and rejection reasons (`lean-scheme.ts` spares it a
 * second signature recovery at settle); the signer under it (`lean-signer.ts`) makes one paid call cost three or
 * four round trips instead of seventeen. Its nonce count is this
 * facilitator's own, so a chain reset or a second facilitator starts from the node's count.
 */
export function createLocalFacilitator(opts: {
  rpcUrl: string;
  settlerKey: Secret;
  network: Network;
  chainId: number;
  rpc?: RpcOptions;
}): x402Facilitator {
  const rpc = { ...DEFAULT_RPC_OPTIONS, ...opts.rpc };
  const signer = createLeanSigner({
    rpcUrl: opts.rpcUrl,
    chain: evmChain(opts.chainId, opts.rpcUrl),
    account: privateKeyToAccount(opts.settlerKey.reveal() as Hex),
    retryCount: rpc.retryCount,
    pollingIntervalMs: rpc.pollingIntervalMs,
    confirmationTimeoutMs: rpc.confirmationTimeoutMs,
  });
  return new x402Facilitator().register(opts.network, new LeanExactEvmScheme(signer));
}

/** Presents an in-process facilitator through the same interface as a remote one. */
export function asFacilitatorClient(facilitator: x402Facilitator): FacilitatorClient {
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported() as SupportedResponse,
  };
}

/** Stands in when the mode's prerequisites are missing; a gate without PAY_TO_ADDRESS never calls it. */
export function unavailableFacilitator(reason: string): FacilitatorClient {
  const fail = () => Promise.reject(new Error(`payment facilitator unavailable: ${reason}`));
  return { verify: fail, settle: fail, getSupported: fail };
}
